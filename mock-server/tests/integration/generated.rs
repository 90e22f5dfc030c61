//! The `generated` scenario over HTTP: 30 seeds × every GET call × both languages answer 200
//! with bodies valid against contract/openapi.json, the same seed twice gives the same bytes,
//! each call gives at least 10 distinct bodies over the 30 seeds; the seed travels by query,
//! header or cookie; POST calls answer too and state still works.
//!
//! Requests are built from the document's own examples (every parameter and form field has
//! one), so a new call is covered without editing this file.

use std::collections::HashSet;

use axum::body::Body;
use axum::http::Request;
use contract::{BodyKind, EndpointInfo, Method, ResponseKind};
use serde_json::Value;

use crate::common::*;
use crate::conformance::{assert_valid, document, response_schema};
use conformance::schema::compile;

const SEEDS: u64 = 30;

fn text(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// The query of `e` from the document's parameter examples, with the language flag.
pub fn example_query(doc: &Value, e: &EndpointInfo, language: &str) -> String {
    let method = match e.method {
        Method::Get => "get",
        Method::Post => "post",
    };
    let op = &doc["paths"][e.path][method];
    let mut query = form_urlencoded::Serializer::new(String::new());
    for p in op["parameters"].as_array().into_iter().flatten() {
        if p["in"] != "query" || p["name"] == "language" {
            continue;
        }
        let example = p.get("example").or_else(|| p["schema"].get("example"));
        if let (Some(name), Some(example)) = (p["name"].as_str(), example) {
            query.append_pair(name, &text(example));
        }
    }
    query.append_pair("language", language);
    query.finish()
}

/// The form of `e` from the document's example of its body.
pub fn example_form(doc: &Value, e: &EndpointInfo) -> Vec<(String, String)> {
    let schema = doc
        .pointer(&format!(
            "/paths/{}/post/requestBody/content/application~1x-www-form-urlencoded/schema/$ref",
            e.path.replace('/', "~1")
        ))
        .and_then(Value::as_str)
        .and_then(|r| r.strip_prefix('#'))
        .and_then(|p| doc.pointer(p));
    let example = schema.and_then(|s| s.get("example").or_else(|| s["examples"].get(0)));
    example
        .and_then(Value::as_object)
        .map(|o| o.iter().map(|(k, v)| (k.clone(), text(v))).collect())
        .unwrap_or_default()
}

/// One call of `e` built from the document's examples, with `extra` appended to its query.
pub async fn example_call(
    app: &axum::Router,
    doc: &Value,
    e: &EndpointInfo,
    language: &str,
    extra: &str,
) -> Reply {
    let uri = format!("{}?{}{extra}", e.path, example_query(doc, e, language));
    match (e.method, e.body) {
        (Method::Get, _) | (_, BodyKind::None) => {
            let method = e.method.as_str();
            let request = Request::builder().method(method).uri(uri);
            send(app, request.body(Body::empty()).expect("request")).await
        }
        (Method::Post, BodyKind::Form) => {
            let form = example_form(doc, e);
            let pairs: Vec<(&str, &str)> =
                form.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
            post_form(app, &uri, &pairs).await
        }
        (Method::Post, BodyKind::Multipart) => upload(app, &uri, "image/png", &png()).await,
    }
}

fn json_gets() -> impl Iterator<Item = &'static EndpointInfo> {
    contract::ENDPOINTS
        .iter()
        .filter(|e| e.response == ResponseKind::Json && e.method == Method::Get)
}

#[tokio::test]
async fn thirty_seeds_of_every_get_call_are_valid_repeatable_and_varied() {
    let doc = document();
    let components = doc["components"].clone();
    let app = app();
    let mut checked = 0;
    for e in json_gets() {
        let validator = compile(&components, response_schema(&doc, e.path, e.method, "200"))
            .expect("schema compiles");
        for language in ["1", "2"] {
            let mut distinct = HashSet::new();
            for seed in 1..=SEEDS {
                let extra = format!("&scenario=generated&mock_seed={seed}");
                let first = example_call(&app, &doc, e, language, &extra).await;
                let again = example_call(&app, &doc, e, language, &extra).await;
                let what = format!("{} seed {seed} language {language}", e.id);
                assert_eq!(first.status, 200, "{what}: {}", first.text());
                assert_eq!(first.bytes, again.bytes, "{what}: the same seed twice");
                let body = first.json();
                assert!(
                    body["code"] == 0 || body["code"] == "00",
                    "{what}: success envelope"
                );
                assert_valid(&validator, &body, &what);
                distinct.insert(first.bytes);
                checked += 1;
            }
            assert!(
                distinct.len() >= 10,
                "{} language {language}: {} distinct bodies over {SEEDS} seeds",
                e.id,
                distinct.len()
            );
        }
    }
    assert!(checked >= 10 * 2 * SEEDS as usize, "{checked}");
}

#[tokio::test]
async fn the_seed_travels_by_query_header_or_cookie_and_defaults_to_one() {
    let doc = document();
    let app = app();
    let e = json_gets().next().expect("a GET call");
    let by_query = example_call(&app, &doc, e, "2", "&scenario=generated&mock_seed=7").await;
    let cookie = by_query
        .headers
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .any(|v| v.starts_with("mock_seed=7;"));
    assert!(cookie, "a seed chosen by query is remembered in the cookie");
    let uri = format!("{}?{}", e.path, example_query(&doc, e, "2"));
    let by_header = get_with(
        &app,
        &uri,
        &[("X-Mock-Scenario", "generated"), ("X-Mock-Seed", "7")],
    )
    .await;
    let by_cookie = get_with(
        &app,
        &uri,
        &[("Cookie", "mock_scenario=generated; mock_seed=7")],
    )
    .await;
    assert_eq!(by_query.bytes, by_header.bytes);
    assert_eq!(by_query.bytes, by_cookie.bytes);
    let none = get_with(&app, &uri, &[("X-Mock-Scenario", "generated")]).await;
    let one = get_with(
        &app,
        &uri,
        &[("X-Mock-Scenario", "generated"), ("X-Mock-Seed", "1")],
    )
    .await;
    assert_eq!(none.bytes, one.bytes, "no seed is seed 1");
    assert_ne!(none.bytes, by_query.bytes, "another seed, other data");
}

#[tokio::test]
async fn post_calls_answer_valid_envelopes_and_media_stay_real_pngs() {
    let doc = document();
    let components = doc["components"].clone();
    let app = app();
    for e in contract::ENDPOINTS {
        for seed in [1, 2, 3] {
            let extra = format!("&scenario=generated&mock_seed={seed}");
            let reply = example_call(&app, &doc, e, "1", &extra).await;
            let what = format!("{} seed {seed}", e.id);
            if e.response == ResponseKind::Png {
                assert_eq!(reply.status, 200, "{what}");
                assert_eq!(reply.content_type(), "image/png", "{what}");
                assert!(reply.bytes.starts_with(b"\x89PNG"), "{what}");
                continue;
            }
            let status = reply.status.as_u16().to_string();
            let validator = compile(
                &components,
                response_schema(&doc, e.path, e.method, &status),
            )
            .expect("schema compiles");
            assert_valid(&validator, &reply.json(), &what);
        }
    }
    // The generated data's images: logos, barcodes and QR codes are real PNGs.
    let repay = get(
        &app,
        &format!(
            "/throughout/v3/installment/loan-play-detail?{}&scenario=generated&mock_seed=4",
            launch("media")
        ),
    )
    .await
    .json();
    let mut urls = Vec::new();
    collect_media(&repay, &mut urls);
    let served: Vec<&String> = urls.iter().filter(|u| !u.contains("/missing/")).collect();
    assert!(!served.is_empty());
    for url in served {
        let image = get(&app, url).await;
        assert_eq!(image.status, 200, "{url}");
        assert!(image.bytes.starts_with(b"\x89PNG"), "{url}");
    }
}

fn collect_media(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::String(s) if s.starts_with("/__mock/media/") => out.push(s.clone()),
        Value::Array(items) => items.iter().for_each(|v| collect_media(v, out)),
        Value::Object(map) => map.values().for_each(|v| collect_media(v, out)),
        _ => {}
    }
}

#[tokio::test]
async fn a_complaint_saved_under_generated_heads_its_list_and_opens() {
    let app = app();
    // The first seed whose generated complaint types and orders offer something to pick and
    // whose list has a tab to show it in.
    let mut found = None;
    for seed in 1..=60 {
        let query = format!(
            "{}&scenario=generated&mock_seed={seed}",
            launch("gen-saver")
        );
        let init = get(&app, &format!("{PROBLEM_INIT}?{query}")).await.json();
        let data = &init["data"];
        let kind = data["problemType"]
            .as_array()
            .and_then(|t| {
                t.iter()
                    .find(|t| t["value"] != 1 && t["value"].as_i64() > Some(0))
            })
            .cloned();
        let order = data["orderList"]
            .as_array()
            .and_then(|o| o.first())
            .or(data.get("orderDetail").filter(|o| o.is_object()))
            .cloned();
        let list = get(&app, &format!("{LIST}?{query}")).await.json();
        let has_tab = list["data"]["tabs"]
            .as_array()
            .is_some_and(|t| !t.is_empty());
        if let (Some(kind), Some(order), true) = (kind, order, has_tab) {
            found = Some((query, kind, order));
            break;
        }
    }
    let (query, kind, order) = found.expect("a seed with types and orders");
    let kind = kind["value"].to_string();
    let order_no = order["orderNo"].as_str().expect("orderNo").to_owned();
    let saved = post_form(
        &app,
        &format!("{SAVE}?{query}"),
        &[
            ("problemType", kind.as_str()),
            ("problemDetail", "Generado: mi queja"),
            ("problemImage", ""),
            ("orderNo", order_no.as_str()),
        ],
    )
    .await;
    assert_eq!(saved.code(), "0", "{}", saved.text());
    let id = saved.json()["data"]["problemId"].clone();
    let list = get(&app, &format!("{LIST}?{query}")).await.json();
    let first = &list["data"]["tabs"][0];
    assert_eq!(
        first["items"][0]["id"], id,
        "the saved complaint heads the list"
    );
    assert_eq!(first["items"][0]["content"], "Generado: mi queja");
    let detail = get(&app, &format!("{DETAIL}?{query}&problemId={id}"))
        .await
        .json();
    assert_eq!(detail["data"]["content"], "Generado: mi queja");
}
