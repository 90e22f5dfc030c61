//! The field telemetry's intake: it takes what a Collector's OTLP/HTTP receiver takes, refuses
//! the rest, shows the records by kind and session with a failed call's journal entry, and
//! keeps within the per-session bound.

use crate::common::*;
use axum::body::Body;
use axum::http::{Request, header};
use serde_json::{Value, json};

const PATH: &str = "/telemetry/v1/logs";

/// A batch as the bundle sends it (app/src/shared/telemetry/otlp.ts).
fn batch(records: &[Value]) -> Value {
    json!({ "resourceLogs": [{
        "resource": { "attributes": [
            { "key": "service.name", "value": { "stringValue": "loan-webview" } },
            { "key": "session.id", "value": { "stringValue": "page-1" } }
        ] },
        "scopeLogs": [{ "scope": { "name": "loan-webview" }, "logRecords": records }]
    }] })
}

fn failed_call(at_ms: u64) -> Value {
    json!({
        "timeUnixNano": format!("{at_ms}000000"),
        "observedTimeUnixNano": format!("{at_ms}000000"),
        "severityNumber": 17,
        "severityText": "ERROR",
        "body": { "stringValue": "contract break" },
        "attributes": [
            { "key": "event.name", "value": { "stringValue": "loan.call.failed" } },
            { "key": "loan.route", "value": { "stringValue": "/loan-detail" } },
            { "key": "url.path", "value": { "stringValue": LOAN_DETAILS } },
            { "key": "error.type", "value": { "stringValue": "contract" } },
            { "key": "loan.contract.path", "value": { "stringValue": "$.data.orderStatus" } },
            { "key": "loan.call.duration_ms", "value": { "intValue": "12" } }
        ]
    })
}

async fn post(app: &axum::Router, body: &Value, content_type: &str, referer: &str) -> Reply {
    let request = Request::post(PATH)
        .header(header::CONTENT_TYPE, content_type)
        .header(header::REFERER, referer)
        .body(Body::from(body.to_string()))
        .expect("request");
    send_as_is(app, request).await
}

#[tokio::test]
async fn a_batch_is_taken_and_shown_with_the_request_of_its_failed_call() {
    let app = app();
    // The call the record stands for, in the journal.
    get(&app, &format!("{LOAN_DETAILS}?{}", launch("t-1"))).await;
    let now = jiff::Timestamp::now().as_millisecond() as u64;
    let referer = "http://127.0.0.1:8080/loan-detail?sessionId=t-1&deviceId=d";
    let reply = post(
        &app,
        &batch(&[failed_call(now)]),
        "application/json",
        referer,
    )
    .await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    assert_eq!(reply.json(), json!({}));
    let shown = get(&app, "/__mock/telemetry?session=t-1").await.json();
    assert_eq!(shown["path"], PATH);
    assert_eq!(shown["counts"]["batches"], 1);
    let record = &shown["records"][0];
    assert_eq!(record["kind"], "loan.call.failed");
    assert_eq!(record["session"], "t-1");
    assert_eq!(record["page"], "page-1");
    assert_eq!(record["route"], "/loan-detail");
    assert_eq!(
        record["attributes"]["loan.contract.path"],
        "$.data.orderStatus"
    );
    let href = record["request"]["href"].as_str().expect("a journal link");
    assert!(
        href.starts_with("/__mock/requests?session=t-1&path="),
        "{href}"
    );
    let html = get_with(
        &app,
        "/__mock/telemetry?kind=loan.call.failed",
        &[("Accept", "text/html")],
    )
    .await
    .text();
    assert!(
        html.contains("contract break at <code>$.data.orderStatus</code>"),
        "{html}"
    );
    assert!(
        get(&app, "/__mock/telemetry?kind=loan.error").await.json()["records"]
            .as_array()
            .expect("records")
            .is_empty()
    );
}

#[tokio::test]
async fn what_is_not_otlp_logs_is_refused_and_counted() {
    let app = app();
    let referer = "http://127.0.0.1:8080/loan-detail?sessionId=t-2";
    let ok = batch(&[failed_call(1)]);
    assert_eq!(post(&app, &ok, "text/plain", referer).await.status, 415);
    let mut unknown = ok.clone();
    unknown["resourceLogs"][0]["scopeLogs"][0]["logRecords"][0]["severity"] = json!(17);
    let reply = post(&app, &unknown, "application/json", referer).await;
    assert_eq!(reply.status, 400);
    assert!(
        reply.text().contains("logRecords[0].severity"),
        "{}",
        reply.text()
    );
    let mut wrong = ok.clone();
    wrong["resourceLogs"][0]["scopeLogs"][0]["logRecords"][0]["severityNumber"] = json!("high");
    assert_eq!(
        post(&app, &wrong, "application/json", referer).await.status,
        400
    );
    let counts = get(&app, "/__mock/telemetry").await.json()["counts"].clone();
    assert_eq!(counts["refused"], 2);
    assert_eq!(counts["batches"], 0);
}

#[tokio::test]
async fn a_session_keeps_its_newest_records_within_the_bound() {
    let app = app();
    let referer = "http://127.0.0.1:8080/loan-detail?sessionId=t-3";
    let max = mock_server::state::Limits::default().max_per_session;
    let records: Vec<Value> = (0..=max as u64).map(failed_call).collect();
    for chunk in records.chunks(50) {
        assert_eq!(
            post(&app, &batch(chunk), "application/json", referer)
                .await
                .status,
            200
        );
    }
    let shown = get(&app, "/__mock/telemetry?session=t-3").await.json();
    let kept = shown["records"].as_array().expect("records");
    assert_eq!(kept.len(), max);
    // Newest first; the oldest went.
    assert_eq!(kept[0]["timeMs"], max as u64);
    assert_eq!(kept[max - 1]["timeMs"], 1);
    assert!(post(&app, &batch(&[]), "application/json", "").await.status == 200);
    assert_eq!(
        get(&app, "/__mock/telemetry?session=anonymous")
            .await
            .json()["records"],
        json!([])
    );
}

#[tokio::test]
async fn a_reload_into_a_new_release_is_listed_with_both_build_ids() {
    let app = app();
    let now = jiff::Timestamp::now().as_millisecond() as u64;
    let record = json!({
        "timeUnixNano": format!("{now}000000"),
        "severityNumber": 9,
        "body": { "stringValue": "reloaded from release 0.1.0+2a2d66c.5d41402abc into 0.1.0+2a2d66c.7e9f001234" },
        "attributes": [
            { "key": "event.name", "value": { "stringValue": "loan.release.reload" } },
            { "key": "loan.route", "value": { "stringValue": "/repay" } },
            { "key": "loan.release.from", "value": { "stringValue": "0.1.0+2a2d66c.5d41402abc" } },
            { "key": "loan.release.to", "value": { "stringValue": "0.1.0+2a2d66c.7e9f001234" } }
        ]
    });
    let referer = "http://127.0.0.1:8080/repay?sessionId=t-release&deviceId=d";
    let reply = post(&app, &batch(&[record]), "application/json", referer).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    let shown = get(&app, "/__mock/telemetry?kind=loan.release.reload")
        .await
        .json();
    assert_eq!(shown["records"][0]["session"], "t-release");
    assert_eq!(
        shown["records"][0]["attributes"]["loan.release.to"],
        "0.1.0+2a2d66c.7e9f001234"
    );
    let html = get_with(&app, "/__mock/telemetry", &[("Accept", "text/html")])
        .await
        .text();
    assert!(
        html.contains("<a href=\"?kind=loan.release.reload\">reloads into a new release</a>"),
        "{html}"
    );
    assert!(
        html.contains("reloaded from release <code>0.1.0+2a2d66c.5d41402abc</code> into <code>0.1.0+2a2d66c.7e9f001234</code> on /repay"),
        "{html}"
    );
}
