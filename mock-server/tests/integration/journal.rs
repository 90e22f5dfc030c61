//! The request journal: what it records, the contract breaks it finds, its filters, its
//! bound and clearing.

use crate::common::*;
use axum::body::Body;
use axum::http::{Request, header};
use serde_json::Value;

const JSON_HEADERS: [(&str, &str); 6] = [
    ("crp_phe", ""),
    ("dearest", ""),
    ("showy", ""),
    ("dearer", ""),
    ("language", "2"),
    ("X-Requested-With", "XMLHttpRequest"),
];

async fn journal(app: &axum::Router, query: &str) -> Value {
    get(app, &format!("/__mock/requests{query}")).await.json()
}

#[tokio::test]
async fn a_well_formed_call_is_recorded_with_no_break() {
    let app = app();
    let uri = format!("{LOAN_DETAILS}?{}", launch("j-1"));
    let mut headers = JSON_HEADERS.to_vec();
    headers.push(("Sec-Fetch-Mode", "cors"));
    assert_eq!(get_with(&app, &uri, &headers).await.code(), "0");
    let j = journal(&app, "").await;
    let e = &j["entries"][0];
    assert_eq!(e["session"], "j-1");
    assert_eq!(e["scenario"], "default");
    assert_eq!(e["method"], "GET");
    assert_eq!(e["path"], LOAN_DETAILS);
    assert_eq!(e["operation"], "loan-details");
    assert_eq!(e["status"], 200);
    assert_eq!(e["code"], 0);
    assert_eq!(e["page"], true);
    assert!(
        e["query"]
            .as_array()
            .expect("pairs")
            .iter()
            .any(|p| p[0] == "orderId" && p[1] == "10482")
    );
    assert_eq!(e["breaks"], serde_json::json!([]), "{e}");
    assert_eq!(j["breaks"], 0);
}

#[tokio::test]
async fn a_missing_parameter_and_absent_headers_are_breaks() {
    let app = app();
    get(&app, &format!("{LOAN_DETAILS}?sessionId=j-2&productId=3")).await;
    let e = &journal(&app, "?session=j-2").await["entries"][0];
    let breaks: Vec<&str> = e["breaks"]
        .as_array()
        .expect("breaks")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert!(
        breaks
            .iter()
            .any(|b| b.contains("orderId") && b.contains("required")),
        "{breaks:?}"
    );
    for name in ["crp_phe", "dearest", "showy", "dearer", "x-requested-with"] {
        assert!(
            breaks.contains(&format!("launch header {name} absent").as_str()),
            "{name}: {breaks:?}"
        );
    }
    assert_eq!(e["page"], false, "no Sec-Fetch-Mode: not a page");
}

#[tokio::test]
async fn an_ill_typed_parameter_a_wrong_content_type_and_a_bad_form_are_breaks() {
    let app = app();
    let mut headers = JSON_HEADERS.to_vec();
    headers.truncate(6);
    get_with(
        &app,
        &format!("{LOAN_DETAILS}?sessionId=j-3&productId=3&orderId=MX1"),
        &headers,
    )
    .await;
    let e = &journal(&app, "?session=j-3").await["entries"][0];
    assert!(
        e["breaks"].to_string().contains("query orderId"),
        "{}",
        e["breaks"]
    );

    send(
        &app,
        Request::post(format!("{SAVE}?sessionId=j-4"))
            .header(header::CONTENT_TYPE, "text/plain")
            .body(Body::from("problemType=1"))
            .expect("request"),
    )
    .await;
    let e = &journal(&app, "?session=j-4").await["entries"][0];
    assert!(
        e["breaks"].to_string().contains(
            "content type text/plain where the contract says application/x-www-form-urlencoded"
        ),
        "{}",
        e["breaks"]
    );

    post_form(
        &app,
        &format!("{SAVE}?sessionId=j-5"),
        &[("problemType", "x"), ("orderNo", "MX1")],
    )
    .await;
    let e = &journal(&app, "?session=j-5").await["entries"][0];
    let text = e["breaks"].to_string();
    assert!(text.contains("form problemType"), "{text}");
    assert!(text.contains("problemDetail"), "{text}");
    assert!(
        e["form"]
            .as_array()
            .expect("form")
            .iter()
            .any(|p| p[0] == "orderNo" && p[1] == "MX1")
    );
}

#[tokio::test]
async fn a_call_refused_for_an_unknown_scenario_is_recorded() {
    let app = app();
    let uri = format!("{LOAN_DETAILS}?{}&scenario=no-such", launch("j-9"));
    let refused = get(&app, &uri).await;
    assert_eq!(refused.status, 400);
    let j = journal(&app, "").await;
    let e = &j["entries"][0];
    assert_eq!(e["session"], "j-9", "{j}");
    assert_eq!(e["scenario"], "");
    assert_eq!(e["status"], 400);
}

#[tokio::test]
async fn unknown_paths_and_wrong_methods_are_breaks() {
    let app = app();
    get(&app, "/throughout/nothing?sessionId=j-6").await;
    send(
        &app,
        Request::post(format!("{LOAN_DETAILS}?sessionId=j-6"))
            .body(Body::empty())
            .expect("request"),
    )
    .await;
    let j = journal(&app, "?session=j-6&breaks=1").await;
    let all = j["entries"].to_string();
    assert!(all.contains("is not a path of the contract"), "{all}");
    assert!(all.contains("POST is not a method of"), "{all}");
    assert_eq!(j["entries"][0]["status"], 405);
}

#[tokio::test]
async fn pages_and_the_bundle_are_not_recorded_and_filters_work() {
    let app = app();
    get(&app, "/__mock/scenarios").await;
    get(&app, "/loan-detail").await;
    get(
        &app,
        &format!("{CONTRACT}?sessionId=j-7&orderNo=MX1&scenario=default"),
    )
    .await;
    get(&app, &format!("{LIST}?sessionId=j-8")).await;
    let j = journal(&app, "").await;
    assert_eq!(j["entries"].as_array().expect("entries").len(), 2);
    assert_eq!(j["entries"][0]["session"], "j-8", "newest first");
    let by_path = journal(&app, "?path=contract-detail").await;
    assert_eq!(by_path["entries"][0]["session"], "j-7");
    assert_eq!(by_path["entries"].as_array().expect("e").len(), 1);
    let by_status = journal(&app, "?status=404").await;
    assert_eq!(by_status["entries"].as_array().expect("e").len(), 0);
    let html = get_with(&app, "/__mock/requests", &[("Accept", "text/html")]).await;
    assert!(html.content_type().starts_with("text/html"));
    assert!(html.text().contains("j-8"));
    assert!(!html.text().contains("<script"), "no inline script");
}

#[tokio::test]
async fn it_is_bounded_and_can_be_cleared() {
    let options = mock_server::Settings {
        journal_size: 3,
        ..options()
    };
    let app = mock_server::app(std::sync::Arc::new(
        mock_server::App::new(options).expect("app"),
    ));
    for i in 0..5 {
        get(&app, &format!("{LIST}?sessionId=b-{i}")).await;
    }
    let j = journal(&app, "").await;
    assert_eq!(j["entries"].as_array().expect("e").len(), 3);
    assert_eq!(j["recorded"], 5);
    assert_eq!(j["dropped"], 2);
    assert_eq!(j["entries"][0]["session"], "b-4");
    let cleared = post_form(&app, "/__mock/requests/clear", &[]).await;
    assert_eq!(cleared.json()["ok"], true);
    assert_eq!(
        journal(&app, "").await["entries"]
            .as_array()
            .expect("e")
            .len(),
        0
    );
}
