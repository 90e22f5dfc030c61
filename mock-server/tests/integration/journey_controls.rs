//! The journeys' QA controls: clear errors for bad bodies, the clock, a second loan refused,
//! the `/__mock` section's forms, and the reset.

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use serde_json::json;

use crate::common::*;
use crate::journey::{clock, post_json, push, state};

#[tokio::test]
async fn the_clock_and_bad_controls_answer_clear_errors() {
    let app = app();
    let start = state(&app, "tick").await["today"].clone();
    let moved = clock(&app, "tick", 7).await.json();
    assert_ne!(moved["today"], start);
    for (body, status) in [
        (json!({"days": 0}), StatusCode::BAD_REQUEST),
        (json!({"days": -3}), StatusCode::BAD_REQUEST),
        (json!({"days": "x"}), StatusCode::BAD_REQUEST),
        (json!({"weeks": 1}), StatusCode::BAD_REQUEST),
    ] {
        let r = post_json(&app, "/__mock/sessions/tick/clock", body.clone()).await;
        assert_eq!(r.status, status, "{body}");
        assert!(!r.json()["error"].as_str().unwrap_or("").is_empty());
    }
    assert_eq!(state(&app, "tick").await["today"], moved["today"]);
    let r = post_json(
        &app,
        "/__mock/sessions/tick/events",
        json!({"event": "explode"}),
    )
    .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    assert!(
        r.json()["error"]
            .as_str()
            .unwrap_or("")
            .contains("payment-received")
    );
    let r = send_as_is(
        &app,
        Request::post("/__mock/sessions/tick/clock")
            .header(header::CONTENT_TYPE, "text/plain")
            .body(Body::from("7"))
            .expect("request"),
    )
    .await;
    assert_eq!(r.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    // A second loan while one is open is refused to the borrower, and nothing changes.
    push(&app, "tick", "1", "300000").await;
    let second = push(&app, "tick", "1", "300000").await;
    assert_ne!(second.code(), "0");
    assert!(
        second.message().contains("in progress"),
        "{}",
        second.text()
    );
    assert_eq!(
        state(&app, "tick").await["orders"].as_array().map(Vec::len),
        Some(1)
    );
}

#[tokio::test]
async fn reset_clears_the_journeys_and_the_page_moves_them() {
    let app = app();
    push(&app, "page", "2", "300000").await;
    let page = get(&app, "/__mock").await.text();
    assert!(
        page.contains("id=\"journey-page\""),
        "the session is listed"
    );
    assert!(page.contains("action=\"/__mock/sessions/page/events\""));
    assert!(page.contains("value=\"approve\"") && !page.contains("value=\"disburse\""));
    let r = send_as_is(
        &app,
        Request::post("/__mock/sessions/page/events")
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .body(Body::from("event=approve&orderNo="))
            .expect("request"),
    )
    .await;
    assert_eq!(r.status, StatusCode::SEE_OTHER);
    assert_eq!(state(&app, "page").await["orders"][0]["status"], 151);
    let r = send_as_is(
        &app,
        Request::post("/__mock/reset")
            .body(Body::empty())
            .expect("request"),
    )
    .await;
    assert_eq!(r.status, StatusCode::OK);
    assert_eq!(state(&app, "page").await["orders"], json!([]));
    assert!(
        !get(&app, "/__mock")
            .await
            .text()
            .contains("id=\"journey-page\"")
    );
}
