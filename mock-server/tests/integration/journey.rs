//! The `journey` scenario: per-session orders moved by events and a clock per session,
//! through the API and the JSON controls; every answer in every state conforms to
//! contract/openapi.json.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use conformance::schema::compile;
use serde_json::{Value, json};

use crate::common::*;
use crate::conformance::{assert_valid, document, response_schema};

const EVENTS: [&str; 5] = [
    "approve",
    "reject",
    "disburse",
    "payment-received",
    "extension-paid",
];

pub(crate) fn path_of(id: &str) -> &'static str {
    contract::ENDPOINTS
        .iter()
        .find(|e| e.id == id)
        .map(|e| e.path)
        .unwrap_or_else(|| panic!("no endpoint {id}"))
}

/// Launch parameters of session `s` in `lang` (`2` Spanish, `1` English) under the journey.
pub(crate) fn q(s: &str, lang: &str) -> String {
    launch(s).replace("language=2", &format!("language={lang}")) + "&scenario=journey"
}

/// Checks `reply` of endpoint `id` against the document and hands back its JSON (each
/// schema compiled once).
pub(crate) fn conforms(id: &str, reply: &Reply) -> Value {
    static VALIDATORS: OnceLock<Mutex<HashMap<String, Arc<jsonschema::Validator>>>> =
        OnceLock::new();
    static DOC: OnceLock<Value> = OnceLock::new();
    let doc = DOC.get_or_init(document);
    let status = reply.status.as_u16().to_string();
    let key = format!("{id} {status}");
    let validator = VALIDATORS
        .get_or_init(Default::default)
        .lock()
        .expect("lock")
        .entry(key)
        .or_insert_with(|| {
            let e = contract::ENDPOINTS
                .iter()
                .find(|e| e.id == id)
                .expect("endpoint");
            let schema = response_schema(doc, e.path, e.method, &status);
            Arc::new(compile(&doc["components"], schema).expect("schema compiles"))
        })
        .clone();
    let value = reply.json();
    assert_valid(
        &validator,
        &value,
        &format!("journey {id} {status} {value}"),
    );
    value
}

pub(crate) async fn post_json(app: &Router, uri: &str, body: Value) -> Reply {
    send_as_is(
        app,
        Request::post(uri)
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(body.to_string()))
            .expect("request"),
    )
    .await
}

pub(crate) async fn state(app: &Router, s: &str) -> Value {
    let r = get(app, &format!("/__mock/sessions/{s}")).await;
    assert_eq!(r.status, StatusCode::OK);
    r.json()
}

pub(crate) async fn event(app: &Router, s: &str, event: &str) -> Reply {
    post_json(
        app,
        &format!("/__mock/sessions/{s}/events"),
        json!({ "event": event }),
    )
    .await
}

pub(crate) async fn clock(app: &Router, s: &str, days: i64) -> Reply {
    post_json(
        app,
        &format!("/__mock/sessions/{s}/clock"),
        json!({ "days": days }),
    )
    .await
}

pub(crate) async fn push(app: &Router, s: &str, lang: &str, amount: &str) -> Reply {
    let r = post_form(
        app,
        &format!("{}?{}", path_of("loan-push"), q(s, lang)),
        &[
            ("amount", amount),
            ("periods", "15"),
            ("termUnit", "1"),
            ("productId", "3"),
        ],
    )
    .await;
    conforms("loan-push", &r);
    r
}

/// Every screen's call of session `s` in `lang`, each checked against the document.
pub(crate) async fn every_answer(app: &Router, s: &str, lang: &str) -> Value {
    let launch = q(s, lang);
    let details = get(app, &format!("{LOAN_DETAILS}?{launch}")).await;
    let details = conforms("loan-details", &details);
    conforms(
        "loan-confirm",
        &get(app, &format!("{LOAN_CONFIRM}?{launch}")).await,
    );
    conforms(
        "problem-init",
        &get(app, &format!("{PROBLEM_INIT}?{launch}")).await,
    );
    for id in ["repay-detail", "extension-detail"] {
        conforms(id, &get(app, &format!("{}?{launch}", path_of(id))).await);
    }
    let order_no = details["data"]["userOrderDetail"]["detail"][0]["value"]
        .as_str()
        .unwrap_or("NONE")
        .to_owned();
    conforms(
        "contract-detail",
        &get(app, &format!("{CONTRACT}?{launch}&orderNo={order_no}")).await,
    );
    for request_type in ["1", "2"] {
        let r = post_form(
            app,
            &format!("{VCODE}?{launch}"),
            &[
                ("productId", "3"),
                ("orderId", "10482"),
                ("amount", "1"),
                ("payCode", "OXXO"),
                ("requestType", request_type),
            ],
        )
        .await;
        conforms("generate-vcode", &r);
    }
    details
}

pub(crate) fn status_of(details: &Value) -> i64 {
    details["data"]["orderStatus"].as_i64().unwrap_or(0)
}

#[tokio::test]
async fn the_acceptance_walk_through_the_api() {
    let app = app();
    let s = "walk";
    let details = every_answer(&app, s, "2").await;
    assert_eq!(details["data"], Value::Null, "a new session has no order");
    let today = state(&app, s).await["today"]
        .as_str()
        .expect("today")
        .to_owned();

    let pushed = push(&app, s, "2", "250000").await.json();
    assert_eq!(
        pushed["data"]["lendDetailsUrl"],
        "/loan-detail?orderId=20001&productId=3"
    );
    let details = every_answer(&app, s, "2").await;
    assert_eq!(status_of(&details), 21);
    assert!(details.to_string().contains("$2.500,00"), "{details}");

    for e in ["approve", "disburse"] {
        assert_eq!(event(&app, s, e).await.status, StatusCode::OK);
    }
    let st = state(&app, s).await;
    let due = st["orders"][0]["dueDate"].as_str().expect("due").to_owned();
    let expected_due: jiff::civil::Date = today
        .parse::<jiff::civil::Date>()
        .expect("date")
        .checked_add(jiff::Span::new().days(15))
        .expect("date");
    assert_eq!(due, expected_due.to_string());
    let details = every_answer(&app, s, "2").await;
    assert_eq!(status_of(&details), 174);
    let owed_on_time = st["orders"][0]["amountDue"].as_i64().expect("owed");

    let days = st["pastDueInDays"].as_i64().expect("past due in");
    let moved = clock(&app, s, days).await.json();
    assert_eq!(moved["orders"][0]["status"], 180);
    assert!(moved["orders"][0]["amountDue"].as_i64().expect("owed") > owed_on_time);
    let details = every_answer(&app, s, "2").await;
    assert_eq!(status_of(&details), 180);
    let repay = get(&app, &format!("{}?{}", path_of("repay-detail"), q(s, "2")))
        .await
        .json();
    assert_eq!(
        repay["data"]["repayAmount"],
        moved["orders"][0]["amountDue"]
    );

    assert_eq!(
        event(&app, s, "payment-received").await.json()["orders"][0]["status"],
        200
    );
    assert_eq!(status_of(&every_answer(&app, s, "2").await), 200);
    push(&app, s, "2", "400000").await;
    let details = every_answer(&app, s, "2").await;
    assert_eq!(status_of(&details), 21);
    let init = get(&app, &format!("{PROBLEM_INIT}?{}", q(s, "2")))
        .await
        .json();
    let listed: Vec<&str> = init["data"]["orderList"]
        .as_array()
        .expect("orders")
        .iter()
        .filter_map(|o| o["orderNo"].as_str())
        .collect();
    assert_eq!(listed.len(), 2, "{init}");
    assert_eq!(state(&app, s).await["orders"][1]["status"], 21);
}

#[tokio::test]
async fn every_event_in_every_status_in_both_languages() {
    // The steps that bring a new order to each status.
    let to: [(i64, &[&str], i64); 6] = [
        (21, &[], 0),
        (151, &["approve"], 0),
        (110, &["reject"], 0),
        (174, &["approve", "disburse"], 0),
        (180, &["approve", "disburse"], 16),
        (200, &["approve", "disburse", "payment-received"], 0),
    ];
    let app = app();
    for lang in ["2", "1"] {
        for (status, steps, days) in to {
            for e in EVENTS {
                let s = format!("ev-{lang}-{status}-{e}");
                push(&app, &s, lang, "300000").await;
                for step in steps {
                    assert_eq!(event(&app, &s, step).await.status, StatusCode::OK);
                }
                if days > 0 {
                    clock(&app, &s, days).await;
                }
                let details = every_answer(&app, &s, lang).await;
                assert_eq!(status_of(&details), status);
                let before = state(&app, &s).await;
                let r = event(&app, &s, e).await;
                let applies = matches!(
                    (e, status),
                    ("approve" | "reject", 21)
                        | ("disburse", 151)
                        | ("payment-received" | "extension-paid", 174 | 180)
                );
                if applies {
                    assert_eq!(r.status, StatusCode::OK, "{e} on {status}: {}", r.text());
                } else {
                    assert_eq!(r.status, StatusCode::CONFLICT, "{e} on {status}");
                    let message = r.json()["error"].as_str().unwrap_or("").to_owned();
                    assert!(
                        message.contains(e) && message.contains(&status.to_string()),
                        "{message}"
                    );
                    assert_eq!(
                        state(&app, &s).await,
                        before,
                        "{e} on {status} changed the state"
                    );
                }
                every_answer(&app, &s, lang).await;
            }
        }
    }
}

#[tokio::test]
async fn two_sessions_never_see_each_other() {
    let app = app();
    push(&app, "alice", "2", "300000").await;
    event(&app, "alice", "approve").await;
    let bob = get(&app, &format!("{LOAN_DETAILS}?{}", q("bob", "2")))
        .await
        .json();
    assert_eq!(bob["data"], Value::Null);
    let init = get(&app, &format!("{PROBLEM_INIT}?{}", q("bob", "2")))
        .await
        .json();
    assert_eq!(init["data"]["orderList"], json!([]));
    let refused = event(&app, "carol", "approve").await;
    assert_eq!(refused.status, StatusCode::NOT_FOUND);
    assert!(
        refused.json()["error"]
            .as_str()
            .unwrap_or("")
            .contains("no order")
    );
    clock(&app, "bob", 7).await;
    assert_eq!(state(&app, "alice").await["orders"][0]["status"], 151);
    assert_ne!(
        state(&app, "alice").await["today"],
        state(&app, "bob").await["today"]
    );
    // Another scenario in the same session keeps its frozen pictures.
    let default = get(&app, &format!("{LOAN_DETAILS}?{}", launch("alice")))
        .await
        .json();
    assert_eq!(default["data"]["orderStatus"], 174);
}
