//! Proxy mode against a second mock server on a real socket: the drift report names each
//! broken field, `--record` writes a scenario file that loads and replays byte for byte, and
//! upstream failures (refused, timeout, HTML page) become the envelope error with a journal
//! note, never a hang.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::common::*;
use axum::Router;
use axum::body::Body;
use axum::extract::Request;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use conformance::client::Upstream;
use mock_server::{App, Settings};
use serde_json::Value;

/// The fixture's patches over the mock's answers: a backend that drifted.
pub(crate) async fn drift(req: Request, next: Next) -> Response {
    let fixture: Value =
        serde_json::from_str(include_str!("fixtures/drifting.json")).expect("fixture");
    let id = match req.uri().path() {
        LOAN_DETAILS => "loan-details",
        _ => return next.run(req).await,
    };
    let response = next.run(req).await;
    let (mut parts, body) = response.into_parts();
    // The body changes length: the router below already set the old one.
    parts.headers.remove(axum::http::header::CONTENT_LENGTH);
    let bytes = axum::body::to_bytes(body, 1 << 20).await.expect("body");
    let mut value: Value = serde_json::from_slice(&bytes).expect("json");
    mock_server::scenario::merge_patch(&mut value, &fixture["responses"][id]["patch"]);
    Response::from_parts(parts, Body::from(serde_json::to_vec(&value).expect("json")))
}

fn proxy_to(url: &str, timeout_ms: u64, record: Option<std::path::PathBuf>) -> Router {
    let options = Settings {
        upstream: Some(url.to_owned()),
        upstream_timeout_ms: timeout_ms,
        record_dir: record,
        ..options()
    };
    mock_server::app(Arc::new(App::new(options).expect("proxy app")))
}

fn fields(report: &Value, op: &str) -> Vec<(String, String)> {
    report["operations"][op]["fields"]
        .as_object()
        .unwrap_or_else(|| panic!("no drift for {op}: {report}"))
        .iter()
        .map(|(k, v)| (k.clone(), v["kind"].as_str().unwrap_or("").to_owned()))
        .collect()
}

#[tokio::test]
async fn the_drift_report_names_each_broken_field() {
    let upstream = serve(app().layer(axum::middleware::from_fn(drift))).await;
    let proxy = proxy_to(&format!("http://{upstream}"), 5000, None);
    let answer = get(&proxy, &format!("{LOAN_DETAILS}?{}", launch("d-1"))).await;
    assert_eq!(answer.status, 200);
    assert_eq!(
        answer.json()["data"]["bonusPoints"],
        5,
        "the app gets what the backend answered"
    );
    assert!(answer.headers.contains_key("x-mock-upstream"));
    let ok = get(
        &proxy,
        &format!("{CONTRACT}?{}&orderNo=MX202611220001", launch("d-1")),
    )
    .await;
    assert_eq!(ok.code(), "0");

    let report = get(&proxy, "/__mock/drift").await.json();
    let found = fields(&report, "loan-details");
    for (field, kind) in [
        ("data.productName", "missing"),
        ("data.bonusPoints", "extra"),
        ("data.inside", "type"),
        ("data.isScore", "range"),
        ("data.userOrderDetail.detail[].value", "type"),
    ] {
        assert!(
            found.contains(&(field.to_owned(), kind.to_owned())),
            "{field} {kind} not in {found:?}"
        );
    }
    assert_eq!(found.len(), 5, "nothing else: {found:?}");
    assert_eq!(report["operations"]["loan-details"]["drifted"], 1);
    assert!(report["operations"]["loan-details"]["example"].is_object());
    assert_eq!(report["operations"]["contract-detail"]["drifted"], 0);
    let html = get_with(&proxy, "/__mock/drift", &[("Accept", "text/html")]).await;
    assert!(html.text().contains("data.bonusPoints"));
    // The QA pages stay local.
    assert!(get(&proxy, "/__mock/scenarios").await.json().is_array());
}

#[tokio::test]
async fn a_recording_loads_as_a_scenario_and_replays_byte_for_byte() {
    let upstream = serve(app()).await;
    let dir = std::env::temp_dir().join(format!("mock-record-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let proxy = proxy_to(&format!("http://{upstream}"), 5000, Some(dir.clone()));
    let calls = [
        format!("{LOAN_DETAILS}?{}&scenario=order-180", launch("rec-1")),
        format!(
            "{LOAN_DETAILS}?{}&scenario=order-180",
            launch("rec-1").replace("language=2", "language=1")
        ),
        format!(
            "{CONTRACT}?{}&orderNo=MX202611220001&scenario=order-180",
            launch("rec-1")
        ),
    ];
    let mut answers = Vec::new();
    for uri in &calls {
        let a = get(&proxy, uri).await;
        assert_eq!(a.status, 200, "{}", a.text());
        answers.push(a.bytes);
    }
    let file = dir.join("recorded-rec-1.json");
    let text = std::fs::read_to_string(&file).expect("the recording is written");
    let parsed: Value = serde_json::from_str(&text).expect("json");
    assert_eq!(parsed["name"], "recorded-rec-1");
    assert!(parsed["responses"]["loan-details"]["es"].is_object());
    assert!(parsed["responses"]["loan-details"]["en"].is_object());

    let replay = mock_server::app(Arc::new(
        App::new(Settings {
            scenarios_dir: Some(dir.clone()),
            ..options()
        })
        .expect("the recording loads strictly"),
    ));
    for (uri, recorded) in calls.iter().zip(&answers) {
        let uri = uri.replace("scenario=order-180", "scenario=recorded-rec-1");
        let replayed = get(&replay, &uri).await;
        assert_eq!(
            String::from_utf8_lossy(&replayed.bytes),
            String::from_utf8_lossy(recorded),
            "{uri}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

async fn note_of(proxy: &Router, session: &str) -> String {
    let j = get(proxy, &format!("/__mock/requests?session={session}"))
        .await
        .json();
    j["entries"][0]["note"].as_str().unwrap_or("").to_owned()
}

#[tokio::test]
async fn a_refused_upstream_is_an_envelope_error_and_a_journal_note() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let addr = listener.local_addr().expect("addr");
    drop(listener);
    let proxy = proxy_to(&format!("http://{addr}"), 5000, None);
    let a = get(&proxy, &format!("{LOAN_DETAILS}?{}", launch("f-1"))).await;
    assert_eq!(a.status, 502);
    assert_eq!(a.json()["success"], false);
    assert_ne!(a.code(), "0");
    assert!(note_of(&proxy, "f-1").await.contains("refused"));
}

#[tokio::test]
async fn a_silent_upstream_times_out() {
    let addr = silent().await;
    let proxy = proxy_to(&format!("http://{addr}"), 300, None);
    let started = Instant::now();
    let a = get(&proxy, &format!("{LOAN_DETAILS}?{}", launch("f-2"))).await;
    assert!(started.elapsed() < Duration::from_secs(5));
    assert_eq!(a.status, 504);
    assert_eq!(a.json()["success"], false);
    assert!(
        note_of(&proxy, "f-2")
            .await
            .contains("timed out after 300 ms")
    );
}

#[tokio::test]
async fn an_html_error_page_is_an_envelope_error_and_a_journal_note() {
    let page = Router::new().fallback(|| async {
        (
            axum::http::StatusCode::BAD_GATEWAY,
            axum::response::Html(
                "<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>",
            ),
        )
            .into_response()
    });
    let upstream = serve(page).await;
    let proxy = proxy_to(&format!("http://{upstream}"), 5000, None);
    let a = get(&proxy, &format!("{LOAN_DETAILS}?{}", launch("f-3"))).await;
    assert_eq!(a.status, 502);
    assert_eq!(a.json()["success"], false);
    let note = note_of(&proxy, "f-3").await;
    assert!(
        note.contains("HTML page (HTTP 502): 502 Bad Gateway"),
        "{note}"
    );
}

#[test]
fn only_http_and_https_upstreams_are_accepted() {
    let app_refuses = |url: &str| {
        App::new(Settings {
            upstream: Some(url.into()),
            ..options()
        })
        .err()
        .unwrap_or_default()
    };
    assert!(app_refuses("ftp://api.example.invalid").contains("unknown scheme ftp://"));
    assert_eq!(app_refuses("https://api.example.invalid"), "");
    // The other refusals, on the parser alone (each app loads every scenario).
    let refused = |url: &str| Upstream::new(url, None).err().unwrap_or_default();
    assert!(refused("api.example.invalid:8080").contains("no scheme"));
    assert!(refused("https://").contains("no host"));
    assert!(refused("https://:8443/api").contains("no host"));
    assert!(refused("https://api.example.invalid/v?x=1").contains("a query or fragment"));
    assert!(refused("https://api.example.invalid/v#top").contains("a query or fragment"));
    assert!(refused("http://api.example.invalid:99999").contains("port"));
    for (url, authority, base) in [
        ("https://api.example.invalid", "api.example.invalid:443", ""),
        (
            "HTTP://api.example.invalid:8000/base/",
            "api.example.invalid:8000",
            "/base",
        ),
        ("http://10.0.0.5", "10.0.0.5:80", ""),
        ("https://[::1]:8443/api", "[::1]:8443", "/api"),
    ] {
        let upstream = Upstream::new(url, None).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            (upstream.authority.as_str(), upstream.base.as_str()),
            (authority, base)
        );
    }
    let record_only = Settings {
        record_dir: Some(std::env::temp_dir()),
        ..options()
    };
    assert!(App::new(record_only).is_err(), "--record needs --upstream");
    let not_pem = Settings {
        upstream: Some("https://api.example.invalid".into()),
        ca_cert: Some(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml")),
        ..options()
    };
    assert!(
        App::new(not_pem)
            .err()
            .unwrap_or_default()
            .contains("--ca-cert")
    );
}
