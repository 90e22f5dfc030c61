//! Scenario selection by query, cookie and header; unknown names; the cookie is remembered.

use crate::common::*;
use axum::http::header;

const URI: &str = "/throughout/v3/loan-details/loan-details?productId=3&orderId=10482";

fn status(r: &Reply) -> i64 {
    r.json()["data"]["orderStatus"].as_i64().unwrap_or(-1)
}

#[tokio::test]
async fn default_without_a_choice() {
    let app = app();
    let r = get(&app, URI).await;
    assert_eq!(status(&r), 174);
    assert!(r.headers.get(header::SET_COOKIE).is_none());
}

#[tokio::test]
async fn query_selects_and_sets_the_cookie() {
    let app = app();
    let r = get(&app, &format!("{URI}&scenario=order-200")).await;
    assert_eq!(status(&r), 200);
    let cookie = r
        .headers
        .get(header::SET_COOKIE)
        .and_then(|v| v.to_str().ok())
        .expect("cookie");
    assert!(cookie.starts_with("mock_scenario=order-200"), "{cookie}");
    assert!(cookie.contains("Path=/"), "{cookie}");
    // A page URL sets it too.
    let page = get(&app, "/loan-detail?scenario=order-21").await;
    let cookie = page
        .headers
        .get(header::SET_COOKIE)
        .and_then(|v| v.to_str().ok())
        .expect("cookie");
    assert!(cookie.starts_with("mock_scenario=order-21"));
}

#[tokio::test]
async fn cookie_selects() {
    let app = app();
    let r = get_with(
        &app,
        URI,
        &[("cookie", "theme=dark; mock_scenario=order-110")],
    )
    .await;
    assert_eq!(status(&r), 110);
    // A stale cookie falls back to default and is cleared.
    let r = get_with(&app, URI, &[("cookie", "mock_scenario=gone-away")]).await;
    assert_eq!(status(&r), 174);
    let cleared = r
        .headers
        .get(header::SET_COOKIE)
        .and_then(|v| v.to_str().ok())
        .expect("cookie");
    assert!(cleared.contains("Max-Age=0"));
}

#[tokio::test]
async fn header_selects_and_query_wins() {
    let app = app();
    let r = get_with(&app, URI, &[("x-mock-scenario", "order-151")]).await;
    assert_eq!(status(&r), 151);
    let r = get_with(
        &app,
        &format!("{URI}&scenario=order-21"),
        &[
            ("x-mock-scenario", "order-151"),
            ("cookie", "mock_scenario=order-110"),
        ],
    )
    .await;
    assert_eq!(status(&r), 21);
    let r = get_with(
        &app,
        URI,
        &[
            ("x-mock-scenario", "order-151"),
            ("cookie", "mock_scenario=order-110"),
        ],
    )
    .await;
    assert_eq!(status(&r), 151);
}

#[tokio::test]
async fn unknown_names_list_the_known_ones() {
    let app = app();
    let r = get(&app, &format!("{URI}&scenario=no-such")).await;
    assert_eq!(r.status, 400);
    assert_eq!(r.json()["success"], false);
    assert!(r.message().contains("no-such"));
    assert!(
        r.message().contains("order-174-extendable"),
        "{}",
        r.message()
    );
    let r = get_with(
        &app,
        "/api/v2/youmi/service/channel-template?templateId=1",
        &[("x-mock-scenario", "nope")],
    )
    .await;
    assert_eq!(r.status, 400);
    assert!(
        r.json()["code"].is_string(),
        "string-code endpoints keep a string code"
    );
    let page = get(&app, "/loan-detail?scenario=no-such").await;
    assert_eq!(page.status, 400);
    assert!(page.content_type().starts_with("text/html"));
    assert!(page.text().contains("confirm-popup"));
}
