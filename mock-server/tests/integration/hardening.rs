//! Hardening: security headers, caching, compression, CORS, bounded state, the per-phone SMS
//! block.

use std::sync::Arc;

use crate::common::*;
use axum::body::Body;
use axum::http::{Request, header};
use mock_server::state::Limits;
use mock_server::{App, Settings};

fn dist() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("mock-dist-hardening-{}", std::process::id()));
    let script = "console.log('hello');".repeat(200);
    write_bundle(
        &dir,
        &[
            ("index.html", "<!doctype html><title>app</title>"),
            ("shell.html", "<!doctype html><title>shell</title>"),
            ("404.html", "<!doctype html><title>not found</title>"),
            (
                "promotion/index.html",
                "<!doctype html><title>promotion</title>",
            ),
            ("assets/index-AbCd1234.js", &script),
        ],
    );
    dir
}

fn app_with(options: Settings) -> (axum::Router, Arc<App>) {
    let state = Arc::new(App::new(options).expect("app"));
    (mock_server::app(state.clone()), state)
}

#[tokio::test]
async fn pages_carry_the_strict_policy_and_are_never_cached() {
    let (app, _) = app_with(Settings {
        dist: dist(),
        ..options()
    });
    let page = get(&app, "/customer-service?sessionId=1").await;
    assert_eq!(page.status, 200);
    let csp = page.headers[header::CONTENT_SECURITY_POLICY]
        .to_str()
        .expect("csp");
    assert!(csp.contains("script-src 'self';"), "{csp}");
    assert!(!csp.contains("script-src 'self' 'unsafe-inline'"), "{csp}");
    assert!(csp.contains("frame-ancestors 'self'"), "{csp}");
    assert_eq!(page.headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
    assert_eq!(page.headers[header::REFERRER_POLICY], "same-origin");
    assert_eq!(page.headers[header::CACHE_CONTROL], "no-cache");

    let asset = get(&app, "/assets/index-AbCd1234.js").await;
    assert_eq!(
        asset.headers[header::CACHE_CONTROL],
        "public, max-age=31536000, immutable"
    );
    assert!(!asset.headers.contains_key(header::CONTENT_SECURITY_POLICY));

    let api = get(&app, &format!("{LOAN_DETAILS}?{}", launch("h1"))).await;
    assert_eq!(api.headers[header::CACHE_CONTROL], "no-store");
    assert_eq!(api.headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff");

    // Swagger UI runs inline scripts: its own, looser policy.
    let docs = get(&app, "/docs/").await;
    let csp = docs.headers[header::CONTENT_SECURITY_POLICY]
        .to_str()
        .expect("csp");
    assert!(csp.contains("'unsafe-inline'"), "{csp}");
}

#[tokio::test]
async fn text_is_compressed_images_are_not() {
    let (app, _) = app_with(Settings {
        dist: dist(),
        ..options()
    });
    for (encoding, accept) in [("gzip", "gzip"), ("br", "br, gzip")] {
        let js = get_with(
            &app,
            "/assets/index-AbCd1234.js",
            &[("accept-encoding", accept)],
        )
        .await;
        assert_eq!(js.headers[header::CONTENT_ENCODING], encoding);
        assert!(js.bytes.len() < 1000, "{} bytes", js.bytes.len());
    }
    let png = get_with(
        &app,
        "/__mock/media/logo/oxxo.png",
        &[("accept-encoding", "gzip")],
    )
    .await;
    assert!(!png.headers.contains_key(header::CONTENT_ENCODING));
}

/// API answers are compressed from `COMPRESS_FROM` bytes on; a smaller one (most of them)
/// travels as it is.
#[tokio::test]
async fn small_answers_go_uncompressed() {
    use mock_server::front::security::COMPRESS_FROM;
    let app = app();
    let browser = [("accept-encoding", "gzip, deflate, br, zstd")];
    let large = format!("{LIST}?{}&scenario=complaint-list-many", launch("c1"));
    let small = format!("{LOAN_DETAILS}?{}&productId=3&orderId=10482", launch("c1"));
    let large_plain = get(&app, &large).await;
    let small_plain = get(&app, &small).await;
    assert!(
        large_plain.bytes.len() as u64 >= COMPRESS_FROM,
        "{}",
        large_plain.bytes.len()
    );
    assert!(
        (small_plain.bytes.len() as u64) < COMPRESS_FROM,
        "{}",
        small_plain.bytes.len()
    );
    let large = get_with(&app, &large, &browser).await;
    assert_eq!(large.headers[header::CONTENT_ENCODING], "br");
    assert!(large.bytes.len() < large_plain.bytes.len());
    let small = get_with(&app, &small, &browser).await;
    assert!(!small.headers.contains_key(header::CONTENT_ENCODING));
    assert_eq!(small.bytes, small_plain.bytes);
}

/// A file the bundle does not have is the not-found page with 404: a module script's import
/// fails on the status, an icon request gets no image either way.
#[tokio::test]
async fn a_missing_file_is_a_404_and_a_route_is_the_page() {
    let (app, _) = app_with(Settings {
        dist: dist(),
        ..options()
    });
    for path in [
        "/favicon.ico",
        "/assets/index-Old12345.js",
        "/promotion/logo.png",
    ] {
        let r = get(&app, path).await;
        assert_eq!(r.status, 404, "{path}");
        assert!(r.text().contains("not found"), "{path}");
        assert_eq!(r.headers[header::CACHE_CONTROL], "no-cache", "{path}");
    }
    for path in ["/", "/customer-service", "/promotion/", "/loan-agreement"] {
        let r = get(&app, path).await;
        assert_eq!(r.status, 200, "{path}");
        assert!(r.content_type().starts_with("text/html"), "{path}");
    }
}

#[tokio::test]
async fn cors_allows_loopback_and_configured_origins_only() {
    let (app, _) = app_with(Settings {
        allowed_origins: vec!["http://10.0.0.5:5173".into()],
        ..options()
    });
    let uri = format!("{LOAN_DETAILS}?{}", launch("h2"));
    for (origin, allowed) in [
        ("http://evil.example", false),
        ("http://localhost.evil.example", false),
        ("http://localhost:5173", true),
        ("http://127.0.0.1:8080", true),
        ("http://10.0.0.5:5173", true),
    ] {
        let r = get_with(&app, &uri, &[("origin", origin)]).await;
        assert_eq!(
            r.headers
                .get(header::ACCESS_CONTROL_ALLOW_ORIGIN)
                .map(|v| v.to_str().expect("ascii")),
            allowed.then_some(origin),
            "{origin}"
        );
    }
}

#[tokio::test]
async fn mock_state_changes_from_another_origin_are_refused() {
    let (app, _) = app_with(options());
    let reset = |origin: Option<&'static str>| {
        let mut b = Request::post("/__mock/reset").header(header::HOST, "127.0.0.1:8080");
        if let Some(o) = origin {
            b = b.header(header::ORIGIN, o);
        }
        b.body(Body::empty()).expect("request")
    };
    assert_eq!(
        send(&app, reset(Some("http://evil.example"))).await.status,
        403
    );
    assert_eq!(
        send(&app, reset(Some("http://localhost:5173")))
            .await
            .status,
        403,
        "another port is another origin"
    );
    assert!(
        send(&app, reset(Some("http://127.0.0.1:8080")))
            .await
            .status
            .is_success()
    );
    assert!(send(&app, reset(None)).await.status.is_success(), "curl");
    // Reading stays open to any client (CORS decides what a page may read).
    assert_eq!(
        get_with(&app, "/__mock/outbox", &[("origin", "http://evil.example")])
            .await
            .status,
        200
    );
}

#[tokio::test]
async fn the_sms_block_is_per_phone_not_per_sid() {
    let app = app();
    let phone = "13722223333";
    let ask = |sid: String, answer: String| {
        let app = app.clone();
        async move {
            post_form(
                &app,
                SMS,
                &[
                    ("phone", phone),
                    ("capcode", &answer),
                    ("sid", &sid),
                    ("deviceId", &sid),
                    ("appName", "x"),
                ],
            )
            .await
        }
    };
    let (sid, answer) = promo_session(&app).await;
    assert_eq!(ask(sid, answer).await.code(), "0");
    let (sid2, answer2) = promo_session(&app).await;
    let again = ask(sid2, answer2).await;
    assert_ne!(again.code(), "0", "a new sid does not unblock the phone");
    assert_eq!(again.message(), "请勿重复发送验证码!");
}

#[tokio::test]
async fn state_stays_bounded_and_an_evicted_session_answers_like_a_new_one() {
    let (app, state) = app_with(Settings {
        limits: Limits {
            max_sessions: 50,
            max_per_session: 5,
            ..Limits::default()
        },
        ..options()
    });
    let save = |s: String| {
        let app = app.clone();
        async move {
            post_form(
                &app,
                &format!("{SAVE}?{}", launch(&s)),
                &[
                    ("problemType", "2"),
                    ("problemDetail", "Texto"),
                    ("problemImage", ""),
                    ("orderNo", "MX202611220001"),
                ],
            )
            .await
        }
    };
    let fresh = get(&app, &format!("{LIST}?{}", launch("never-seen"))).await;
    // A script inventing a session per request.
    for i in 0..1000 {
        assert_eq!(save(format!("s{i}")).await.code(), "0");
        let sessions = state.api.store.lock().sessions.len();
        assert!(sessions <= 50, "{sessions} sessions kept");
    }
    // The first sessions were dropped: they answer exactly like a session never seen.
    let evicted = get(&app, &format!("{LIST}?{}", launch("s0"))).await;
    assert_eq!(evicted.status, 200);
    assert_eq!(evicted.json(), fresh.json());
    // One session saving without end keeps its newest five.
    for _ in 0..40 {
        assert_eq!(save("busy".into()).await.code(), "0");
    }
    let list = get(&app, &format!("{LIST}?{}", launch("busy")))
        .await
        .json();
    let all = list["data"]["tabs"][0]["items"]
        .as_array()
        .expect("items")
        .len();
    let fresh_all = fresh.json()["data"]["tabs"][0]["items"]
        .as_array()
        .expect("items")
        .len();
    assert_eq!(all, fresh_all + 5);
    // Promotion sids are bounded the same way.
    for _ in 0..200 {
        get(&app, SID).await;
    }
    assert!(state.api.store.lock().promo.len() <= 50);
}
