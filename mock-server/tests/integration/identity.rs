//! The launch identity: a borrower or legacy-payment call without `sessionId` and `deviceId`
//! (the document's security schemes) gets HTTP 401 with the envelope, code 401, before
//! anything else of the request is read; promotion calls need none.

use crate::common::*;
use axum::body::Body;
use axum::http::{Request, header};

async fn bare_get(app: &axum::Router, uri: &str) -> Reply {
    send_as_is(app, Request::get(uri).body(Body::empty()).expect("request")).await
}

#[tokio::test]
async fn a_borrower_call_without_its_identity_is_refused_with_the_envelope() {
    let app = app();
    let cases = [
        ("", "sessionId and deviceId are missing"),
        ("&sessionId=s-1", "deviceId is missing"),
        ("&deviceId=d-1", "sessionId is missing"),
        ("&sessionId=&deviceId=d-1", "sessionId is missing or empty"),
    ];
    for (identity, needle) in cases {
        let r = bare_get(
            &app,
            &format!("{LOAN_DETAILS}?productId=3&orderId=10482{identity}"),
        )
        .await;
        assert_eq!(r.status.as_u16(), 401, "{identity}: {}", r.text());
        let body = r.json();
        assert_eq!(body["code"], 401, "{identity}");
        assert_eq!(body["success"], false, "a /v3 envelope: {identity}");
        assert!(r.message().contains(needle), "{identity}: {}", r.message());
    }
    // Checked first: an ill-typed query without identity is still "no borrower".
    let r = bare_get(&app, &format!("{LOAN_DETAILS}?productId=abc")).await;
    assert_eq!(r.status.as_u16(), 401, "{}", r.text());

    // Legacy payment: the string code of its envelope.
    let r = send_as_is(
        &app,
        Request::post(WAY)
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .body(Body::from("orderId=10482"))
            .expect("request"),
    )
    .await;
    assert_eq!(r.status.as_u16(), 401, "{}", r.text());
    assert_eq!(r.json()["code"], "401");

    // With both, the same call answers.
    let r = bare_get(
        &app,
        &format!("{LOAN_DETAILS}?productId=3&orderId=10482&sessionId=s-1&deviceId=d-1"),
    )
    .await;
    assert_eq!(r.status.as_u16(), 200, "{}", r.text());
    assert_eq!(r.code(), "0");
}

#[tokio::test]
async fn promotion_calls_need_no_identity() {
    let app = app();
    let r = bare_get(&app, SID).await;
    assert_eq!(r.status.as_u16(), 200, "{}", r.text());
    let r = bare_get(&app, &format!("{TEMPLATE}?templateId=12")).await;
    assert_eq!(r.status.as_u16(), 200, "{}", r.text());
}
