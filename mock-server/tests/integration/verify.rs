//! `mock-server verify` in process against the mock server on a real socket: every call of
//! the contract conforms under the default scenario with writes on; each broken-answer
//! scenario breaks the calls it breaks, with the path; what a real backend would not get
//! without `--writes` or without the mock's outbox is skipped with its reason; a backend that
//! drifted is named field by field, unknown fields apart; a slow or absent backend ends
//! within the run's own limit. Also the check from `/__mock/verify` in proxy mode.

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::Router;
use conformance::check::Checker;
use conformance::client::Upstream;
use conformance::launch::Launch;
use conformance::report::{Outcome, Report};
use conformance::run::{Options, WRITES};
use mock_server::{App, Settings};

use crate::common::*;

/// The launch of a borrower with everything the pages read: legacy amount and user, the
/// promotion campaign.
fn full_launch(session: &str) -> Launch {
    Launch::parse(&format!(
        "{}&amount=345000&userId=88123&id=12&user_from=qa&app_from=creditoagil&utm_tag=qa-link",
        launch(session)
    ))
    .expect("launch")
}

fn options(addr: std::net::SocketAddr, launch: Launch, writes: bool) -> Options {
    Options {
        upstream: Upstream::new(&format!("http://{addr}"), None).expect("url"),
        launch,
        writes,
        headers: Vec::new(),
        timeout: Duration::from_secs(10),
        time_limit: Duration::from_secs(60),
    }
}

async fn verify(options: &Options) -> Report {
    let checker = Checker::from_contract().expect("checker");
    conformance::run(options, &checker).await
}

fn call<'r>(report: &'r Report, id: &str) -> &'r conformance::report::Call {
    report
        .calls
        .iter()
        .find(|c| c.call == id)
        .unwrap_or_else(|| panic!("{id} not in the report:\n{}", report.summary()))
}

/// Every call of the contract appears once, in the report's calls.
fn every_call_once(report: &Report) {
    let mut ids: Vec<&str> = report.calls.iter().map(|c| c.call.as_str()).collect();
    ids.sort_unstable();
    let mut all: Vec<&str> = contract::ENDPOINTS.iter().map(|e| e.id).collect();
    all.sort_unstable();
    assert_eq!(ids, all, "{}", report.summary());
}

#[tokio::test]
async fn against_the_mock_server_every_call_conforms() {
    let (router, state) = app_with_state();
    let addr = serve(router).await;
    let report = verify(&options(addr, full_launch("v-all"), true)).await;
    every_call_once(&report);
    assert!(report.mock, "the mock server is recognised by its outbox");
    assert_eq!(report.count(Outcome::Pass), 25, "{}", report.summary());
    assert_eq!(report.exit_code(), 0);
    assert!(
        report.calls.iter().all(|c| c.reason.is_none()),
        "no refusal either: {}",
        report.summary()
    );
    // Every write is sent twice with one Idempotency-Key: the mock server honours it.
    for (id, _) in conformance::run::WRITES {
        let call = report.calls.iter().find(|c| c.call == id).expect("write");
        assert_eq!(call.idempotency.as_deref(), Some("honoured"), "{id}");
    }
    assert!(
        report
            .summary()
            .contains("Idempotency-Key honoured by every write made."),
        "{}",
        report.summary()
    );
    let dir = std::env::temp_dir().join(format!("verify-report-{}", std::process::id()));
    report.write(&dir).expect("reports written");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("report.json")).expect("json"))
            .expect("parses");
    assert_eq!(json["calls"].as_array().map(Vec::len), Some(25));
    let junit = std::fs::read_to_string(dir.join("junit.xml")).expect("junit");
    // quick-junit writes the counts in an order of its own.
    assert!(
        ["tests=\"25\"", "failures=\"0\"", "skipped=\"0\""]
            .iter()
            .all(|count| junit.contains(count)),
        "{junit}"
    );
    let _ = std::fs::remove_dir_all(&dir);
    // The calls are the app's: the journal finds nothing wrong with any request.
    let router = mock_server::app(state);
    let all = get(&router, "/__mock/requests").await.json();
    // 25 calls, the 8 writes twice (the second with the same key, to see it honoured).
    assert_eq!(all["entries"].as_array().map(Vec::len), Some(33), "{all}");
    let broken = get(&router, "/__mock/requests?breaks=1").await.json();
    assert_eq!(
        broken["entries"].as_array().map(Vec::len),
        Some(0),
        "{broken}"
    );
    // The document's links are followed: each call a link leads to comes after the call
    // whose answer carries it.
    let doc = crate::conformance::document();
    let order = |id: &str| report.calls.iter().position(|c| c.call == id);
    for item in doc["paths"].as_object().expect("paths").values() {
        for op in item.as_object().expect("operations").values() {
            let from = op["operationId"].as_str().expect("id");
            for (name, link) in op["responses"]["200"]["links"]
                .as_object()
                .into_iter()
                .flatten()
            {
                let to = link["operationId"].as_str().expect("to");
                if to != from {
                    assert!(order(from) < order(to), "{from} before {to} ({name})");
                }
            }
        }
    }
}

#[tokio::test]
async fn each_broken_answer_scenario_breaks_the_calls_it_breaks() {
    let addr = serve(app()).await;
    for scenario in [
        "answer-html-502",
        "answer-truncated",
        "answer-wrong-types",
        "answer-empty",
    ] {
        let mut options = options(addr, full_launch(&format!("v-{scenario}")), true);
        options.headers =
            vec![conformance::header(&format!("X-Mock-Scenario: {scenario}")).expect("header")];
        let report = verify(&options).await;
        every_call_once(&report);
        assert_eq!(report.exit_code(), 1, "{scenario}: {}", report.summary());
        let made: Vec<_> = report
            .calls
            .iter()
            .filter(|c| c.outcome != Outcome::Skip)
            .collect();
        assert!(made.len() >= 10, "{scenario}: {}", report.summary());
        for c in made {
            assert_eq!(c.outcome, Outcome::Break, "{scenario} {}", c.call);
            let first = &c.breaks[0];
            assert!(
                first.path.starts_with('$'),
                "{scenario} {}: {first:?}",
                c.call
            );
            if scenario == "answer-wrong-types" {
                assert!(
                    first.path.starts_with("$.data"),
                    "{scenario} {}: {first:?}",
                    c.call
                );
            }
        }
        let details = call(&report, "loan-details");
        let first = details.breaks[0].line();
        let expected = match scenario {
            "answer-html-502" => {
                "$: status: HTTP 200, 400, 401, 500 expected, got \"HTTP 502 (text/html)\""
            }
            "answer-truncated" => "$: body: a JSON body expected, got \"not JSON",
            "answer-wrong-types" => "$.data.orderStatus: type: integer expected, got \"174\"",
            _ => "$: body: a JSON body expected, got \"an empty body\"",
        };
        assert!(first.starts_with(expected), "{scenario}: {first}");
    }
}

/// A backend that is not the mock server: no `/__mock/outbox`.
fn not_the_mock() -> Router {
    app().layer(axum::middleware::from_fn(
        |req: axum::extract::Request, next: axum::middleware::Next| async move {
            if req.uri().path().starts_with("/__mock") {
                return axum::http::StatusCode::NOT_FOUND.into_response();
            }
            next.run(req).await
        },
    ))
}

use axum::response::IntoResponse;

#[tokio::test]
async fn writes_run_only_when_asked_and_codes_only_on_the_mock() {
    let addr = serve(not_the_mock()).await;
    let reads = verify(&options(addr, full_launch("v-reads"), false)).await;
    every_call_once(&reads);
    assert!(!reads.mock);
    for (id, what) in WRITES {
        let c = call(&reads, id);
        assert_eq!(c.outcome, Outcome::Skip, "{id}");
        let reason = c.reason.as_deref().unwrap_or("");
        assert!(
            reason.contains(what) && reason.contains("--writes"),
            "{id}: {reason}"
        );
    }
    assert_eq!(
        reads.count(Outcome::Pass),
        25 - WRITES.len(),
        "{}",
        reads.summary()
    );
    assert_eq!(reads.exit_code(), 0);

    let writes = verify(&options(addr, full_launch("v-writes"), true)).await;
    for (id, needs) in [
        ("get-sms", "the captcha's answer"),
        ("register", "the SMS code"),
        ("repayment-confirm", "the SMS code"),
    ] {
        let c = call(&writes, id);
        assert_eq!(c.outcome, Outcome::Skip, "{id}");
        let reason = c.reason.as_deref().unwrap_or("");
        assert!(
            reason.contains(needs) && reason.contains("mock server"),
            "{id}: {reason}"
        );
    }
    assert_eq!(call(&writes, "loan-push").outcome, Outcome::Pass);
    assert_eq!(writes.exit_code(), 0, "{}", writes.summary());
}

#[tokio::test]
async fn a_drifted_backend_is_named_field_by_field_and_unknown_fields_apart() {
    let addr = serve(app().layer(axum::middleware::from_fn(crate::proxy::drift))).await;
    let report = verify(&options(addr, full_launch("v-drift"), false)).await;
    let details = call(&report, "loan-details");
    let breaks: Vec<(String, &str)> = details
        .breaks
        .iter()
        .map(|f| (f.path.clone(), f.kind.as_str()))
        .collect();
    for (path, kind) in [
        ("$.data.productName", "missing"),
        ("$.data.inside", "type"),
        ("$.data.isScore", "range"),
        ("$.data.userOrderDetail.detail[0].value", "type"),
    ] {
        assert!(
            breaks.contains(&(path.to_owned(), kind)),
            "{path} {kind} not in {breaks:?}"
        );
    }
    assert_eq!(breaks.len(), 4, "nothing else: {breaks:?}");
    let extra: Vec<&str> = details.extra.iter().map(|f| f.path.as_str()).collect();
    assert_eq!(extra, ["$.data.bonusPoints"], "reported apart, not a break");
    assert_eq!(report.count(Outcome::Break), 1, "{}", report.summary());
}

#[tokio::test]
async fn a_silent_backend_ends_within_the_runs_time_limit() {
    let addr = silent().await;
    let mut options = options(addr, full_launch("v-slow"), false);
    options.timeout = Duration::from_millis(150);
    options.time_limit = Duration::from_millis(600);
    let started = Instant::now();
    let report = verify(&options).await;
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "{:?}",
        started.elapsed()
    );
    every_call_once(&report);
    let first = &call(&report, "loan-confirm").breaks[0];
    assert!(
        first.line().contains("no answer within 150 ms"),
        "{first:?}"
    );
    assert!(
        report.calls.iter().any(|c| c
            .reason
            .as_deref()
            .is_some_and(|r| r.starts_with("not reached"))),
        "{}",
        report.summary()
    );
    assert_eq!(report.exit_code(), 2, "no call answered: could not run");
}

#[tokio::test]
async fn an_unreachable_backend_could_not_run() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let addr = listener.local_addr().expect("addr");
    drop(listener);
    let report = verify(&options(addr, full_launch("v-gone"), false)).await;
    assert_eq!(report.exit_code(), 2);
    assert!(report.calls.is_empty());
    let why = report.unreachable.as_deref().unwrap_or("");
    assert!(
        why.starts_with(&format!("cannot reach http://{addr}")),
        "{why}"
    );
}

#[tokio::test]
async fn the_qa_page_checks_the_upstream_in_proxy_mode() {
    let upstream = serve(app()).await;
    let proxy = mock_server::app(Arc::new(
        App::new(Settings {
            upstream: Some(format!("http://{upstream}")),
            ..crate::common::options()
        })
        .expect("proxy app"),
    ));
    let page = get_with(&proxy, "/__mock", &[("Accept", "text/html")]).await;
    assert!(
        page.text().contains("action=\"/__mock/verify\""),
        "the QA page offers the check"
    );
    let body = "launch=sessionId%3Dv-page%26deviceId%3Dd%26productId%3D3%26orderId%3D10482%26language%3D2%26userId%3D1%26amount%3D2%3Cb%3E&writes=on";
    let reply = send_as_is(
        &proxy,
        axum::http::Request::post("/__mock/verify")
            .header("Content-Type", "application/x-www-form-urlencoded")
            .header("Accept", "text/html")
            .body(axum::body::Body::from(body))
            .expect("request"),
    )
    .await;
    let html = reply.text();
    assert_eq!(reply.status, 200, "{html}");
    assert!(html.contains("Every answer conforms"), "{html}");
    assert!(html.contains("<code>loan-details</code>"));
    assert!(
        html.contains("amount=2&lt;b&gt;"),
        "the form keeps the launch, escaped"
    );
    let last = get(&proxy, "/__mock/verify").await.json();
    assert_eq!(last["session"], "v-page");
    assert_eq!(last["calls"].as_array().map(Vec::len), Some(25));
}
