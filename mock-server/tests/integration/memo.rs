//! The answer memo (`mock_server::memo`): a pure GET asked again gets the same answer (plain
//! or compressed) and its own journal entry; state, latency, faults, errors and preflights
//! are never answered from it.

use std::sync::Arc;

use crate::common::*;
use mock_server::{App, Options};

fn app_with(memo_size: usize) -> (axum::Router, Arc<App>) {
    let state = Arc::new(
        App::new(Options {
            memo_size,
            ..options()
        })
        .expect("app"),
    );
    (mock_server::app(state.clone()), state)
}

/// The journal's entries as comparable text, without the sequence, time and duration.
fn journal_rows(app: &App) -> Vec<String> {
    app.journal
        .snapshot()
        .entries
        .iter()
        .map(|e| {
            format!(
                "{} {}?{} {:?} {} {} {} {:?}",
                e.method,
                e.path,
                e.query,
                e.headers,
                e.scenario,
                e.status,
                e.response_type,
                e.response
            )
        })
        .collect()
}

#[tokio::test]
async fn a_kept_answer_is_the_answer_and_the_journal_sees_every_request() {
    let (on, on_state) = app_with(mock_server::memo::DEFAULT_SIZE);
    let (off, off_state) = app_with(0);
    let l = launch("memo-1");
    let english = l.replace("language=2", "language=1");
    let pure: Vec<(String, Vec<(&str, &str)>)> = vec![
        (format!("{LOAN_DETAILS}?{l}"), vec![]),
        (format!("{LOAN_DETAILS}?{english}"), vec![]),
        (format!("{LOAN_DETAILS}?{l}&scenario=order-174"), vec![]),
        (
            format!("{LOAN_DETAILS}?{l}"),
            vec![("x-mock-scenario", "order-180")],
        ),
        (
            format!("{LOAN_DETAILS}?{l}"),
            vec![("cookie", "mock_scenario=order-21")],
        ),
        (format!("{LOAN_DETAILS}?{l}"), vec![("user-agent", "qa")]),
        // A browser's: compressed, with CORS.
        (
            format!("{LOAN_DETAILS}?{l}"),
            vec![
                ("accept-encoding", "gzip, deflate, br"),
                ("origin", "http://localhost:5173"),
            ],
        ),
        (
            format!("{CONTRACT}?{l}&orderNo=MX202611220001"),
            vec![("accept-encoding", "gzip")],
        ),
        (
            format!("{LOAN_CONFIRM}?{l}&scenario=confirm-coupon"),
            vec![],
        ),
        (format!("{CONTRACT}?{l}&orderNo=MX202611220001"), vec![]),
        (format!("{TEMPLATE}?templateId=12"), vec![]),
        (
            format!("/throughout/v3/installment/loan-play-detail?{l}"),
            vec![],
        ),
        (
            format!("/throughout/user-problem/get-whatsapp?{l}&overall=30"),
            vec![],
        ),
    ];
    for (uri, headers) in &pure {
        let expected = get_with(&off, uri, headers).await;
        assert_eq!(expected.status, 200, "{uri}: {}", expected.text());
        let asks_compression = headers.iter().any(|(k, _)| *k == "accept-encoding");
        assert_eq!(
            expected.headers.contains_key("content-encoding"),
            asks_compression,
            "{uri} {headers:?}"
        );
        for round in ["first", "again"] {
            let got = get_with(&on, uri, headers).await;
            assert_eq!(got.status, expected.status, "{round} {uri}");
            assert_eq!(got.headers, expected.headers, "{round} {uri} {headers:?}");
            assert_eq!(got.bytes, expected.bytes, "{round} {uri} {headers:?}");
        }
    }
    // One kept answer per distinct request head; the memo was asked, not bypassed.
    assert_eq!(on_state.memo.len(), pure.len());
    assert!(off_state.memo.is_empty());
    // The journal has both requests of every pair, the same but for time and sequence.
    let rows = journal_rows(&on_state);
    let once = journal_rows(&off_state);
    assert_eq!(rows.len(), 2 * once.len());
    for (i, row) in once.iter().enumerate() {
        assert_eq!(&rows[2 * i], row);
        assert_eq!(&rows[2 * i + 1], row);
    }
}

#[tokio::test]
async fn state_latency_faults_errors_and_preflights_are_never_kept() {
    let (app, state) = app_with(mock_server::memo::DEFAULT_SIZE);
    let l = launch("memo-2");
    let saved = [
        ("problemType", "2"),
        ("problemDetail", "memo"),
        ("problemImage", ""),
        ("orderNo", "MX202611220001"),
    ];
    // The list is state: a save between two reads shows in the second.
    let before = get(&app, &format!("{LIST}?{l}")).await.json();
    let save = post_form(&app, &format!("{SAVE}?{l}"), &saved).await;
    assert_eq!(save.code(), "0", "{}", save.text());
    let after = get(&app, &format!("{LIST}?{l}")).await.json();
    assert_ne!(before, after);
    for uri in [
        format!("{LOAN_DETAILS}?{l}&mock_latency=1"),
        format!("{LOAN_DETAILS}?{l}&mock_fault_rate=0.000001"),
        format!("{LOAN_DETAILS}?{l}&scenario=server-error"),
        format!("{LOAN_DETAILS}?productId=x"),
        format!("{CONTRACT}?{l}&orderNo=NOPE"),
        format!("{LOAN_DETAILS}?{l}&scenario=no-such"),
    ] {
        let first = get(&app, &uri).await;
        let again = get(&app, &uri).await;
        assert_eq!(first.status, again.status, "{uri}");
        assert_eq!(first.bytes, again.bytes, "{uri}");
    }
    let preflight = axum::http::Request::options(format!("{LOAN_DETAILS}?{l}"))
        .header("origin", "http://localhost:5173")
        .header("access-control-request-method", "GET")
        .body(axum::body::Body::empty())
        .expect("request");
    assert!(send(&app, preflight).await.status.is_success());
    assert!(state.memo.is_empty(), "{} kept", state.memo.len());
}

#[tokio::test]
async fn a_full_memo_starts_again_and_its_answers_stay_right() {
    let (app, state) = app_with(2);
    let (off, _) = app_with(0);
    for round in 0..3 {
        for scenario in ["order-21", "order-110", "order-151"] {
            let uri = format!("{LOAN_DETAILS}?{}&scenario={scenario}", launch("memo-3"));
            let got = get(&app, &uri).await;
            assert_eq!(got.bytes, get(&off, &uri).await.bytes, "{round} {scenario}");
            assert!(state.memo.len() <= 2);
        }
    }
}
