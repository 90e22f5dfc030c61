//! The `Idempotency-Key` of the writes, honoured per session, and the faults that act at a
//! chosen moment (a lost answer, a dropped or hung call), over a real socket where it matters.

use std::io::{Read, Write};

use axum::Router;
use axum::body::Body;
use axum::http::{Request, header};
use mock_server::front::transport::Listener;

use crate::common::*;

const PUSH: &str = "/throughout/v3/loan-confirm/loan-detail-push";

/// POSTs `form` to `uri` with the key `key`.
async fn post_keyed(app: &Router, uri: &str, key: &str, form: &[(&str, &str)]) -> Reply {
    let body: String = form_urlencoded::Serializer::new(String::new())
        .extend_pairs(form)
        .finish();
    send(
        app,
        Request::post(uri)
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .header("Idempotency-Key", key)
            .body(Body::from(body))
            .expect("request"),
    )
    .await
}

fn complaint(text: &str) -> Vec<(&'static str, String)> {
    vec![
        ("problemType", "1".into()),
        ("problemSonType", "12".into()),
        ("problemDetail", text.into()),
        ("problemImage", String::new()),
        ("orderNo", "MX202611220001".into()),
    ]
}

async fn save_keyed(app: &Router, session: &str, key: &str, text: &str) -> Reply {
    let form = complaint(text);
    let pairs: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
    post_keyed(app, &format!("{SAVE}?{}", launch(session)), key, &pairs).await
}

/// The complaints session `session` saved, as the server keeps them.
fn complaints(state: &mock_server::App, session: &str) -> usize {
    state.api.store.lock().session(session).complaints.len()
}

#[tokio::test]
async fn the_same_key_and_payload_get_the_first_answer_and_act_once() {
    let (app, state) = app_with_state();
    let first = save_keyed(&app, "idem-1", "k-1", "Me cobraron dos veces").await;
    assert_eq!(first.code(), "0", "{}", first.text());
    assert!(first.headers.get("idempotent-replayed").is_none());
    let again = save_keyed(&app, "idem-1", "k-1", "Me cobraron dos veces").await;
    assert_eq!(again.bytes, first.bytes, "the first answer, byte for byte");
    assert_eq!(again.headers["idempotent-replayed"], "true");
    assert_eq!(complaints(&state, "idem-1"), 1, "one complaint, not two");

    // Another key is another complaint; no key acts every time.
    save_keyed(&app, "idem-1", "k-2", "Me cobraron dos veces").await;
    assert_eq!(complaints(&state, "idem-1"), 2);
}

#[tokio::test]
async fn the_same_key_with_another_payload_is_refused_in_the_envelope() {
    let (app, state) = app_with_state();
    save_keyed(&app, "idem-2", "k-1", "Primera queja").await;
    let other = save_keyed(&app, "idem-2", "k-1", "Otra queja").await;
    // A refusal like the call's own (a 200 whose code is not a success): the request was well
    // formed, only its key was taken (docs/api.md "Retries and the Idempotency-Key header").
    assert_eq!(other.status, 200);
    assert_eq!(other.code(), "422");
    assert_eq!(other.json()["success"], false);
    assert!(
        other.message().contains("another payload"),
        "{}",
        other.text()
    );
    assert_eq!(complaints(&state, "idem-2"), 1);

    let long = "k".repeat(300);
    let bad = save_keyed(&app, "idem-2", &long, "Primera queja").await;
    assert_eq!(bad.status, 400);
    assert_eq!(bad.code(), "400");
}

#[tokio::test]
async fn keys_belong_to_their_session() {
    let (app, state) = app_with_state();
    save_keyed(&app, "idem-a", "shared-key", "Queja de A").await;
    let b = save_keyed(&app, "idem-b", "shared-key", "Queja de B").await;
    assert_eq!(b.code(), "0", "{}", b.text());
    assert!(b.headers.get("idempotent-replayed").is_none());
    assert_eq!(complaints(&state, "idem-b"), 1);
}

#[tokio::test]
async fn an_upload_sent_again_with_a_new_boundary_is_the_same_payload() {
    let app = app();
    let image = png();
    let uri = format!("{UPLOAD}?{}", launch("idem-up"));
    let mut answers = Vec::new();
    for boundary in ["AAAAboundary", "BBBBBBboundary"] {
        let mut body = Vec::new();
        body.extend_from_slice(format!("--{boundary}\r\nContent-Disposition: form-data; name=\"problemImage\"; filename=\"a.png\"\r\nContent-Type: image/png\r\n\r\n").as_bytes());
        body.extend_from_slice(&image);
        body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
        let reply = send(
            &app,
            Request::post(&uri)
                .header(
                    header::CONTENT_TYPE,
                    format!("multipart/form-data; boundary={boundary}"),
                )
                .header("Idempotency-Key", "img-1")
                .body(Body::from(body))
                .expect("request"),
        )
        .await;
        assert_eq!(reply.code(), "0", "{}", reply.text());
        answers.push(reply);
    }
    assert_eq!(answers[0].bytes, answers[1].bytes, "one image, one URL");
    assert_eq!(answers[1].headers["idempotent-replayed"], "true");
}

#[tokio::test]
async fn a_promotion_sms_sent_again_with_its_key_sends_no_second_code() {
    let app = app();
    let sid = get(&app, SID).await.json()["data"]["sid"]
        .as_str()
        .expect("sid")
        .to_owned();
    get(&app, &format!("{CAPTCHA}?sid={sid}")).await;
    let outbox = |app: Router| async move { get(&app, "/__mock/outbox").await.json() };
    let captcha = outbox(app.clone()).await;
    let answer = captcha["entries"]
        .as_array()
        .and_then(|a| a.iter().rev().find(|e| e["session"] == sid.as_str()))
        .map(|e| e["code"].as_str().unwrap_or("").to_owned())
        .expect("captcha in the outbox");
    let form = [
        ("phone", "13812345670"),
        ("capcode", answer.as_str()),
        ("sid", sid.as_str()),
        ("deviceId", sid.as_str()),
        ("appName", "Crédito Ágil"),
    ];
    let first = post_keyed(&app, SMS, "sms-1", &form).await;
    assert_eq!(first.code(), "0", "{}", first.text());
    let again = post_keyed(&app, SMS, "sms-1", &form).await;
    assert_eq!(again.bytes, first.bytes);
    let sent = outbox(app.clone()).await;
    let codes = sent["entries"].as_array().map_or(0, |a| {
        a.iter()
            .filter(|e| e["kind"] == "sms" && e["session"] == sid.as_str())
            .count()
    });
    assert_eq!(codes, 1, "one SMS, not two: {sent}");
}

/// What `/__mock/sessions/{session}` says the session's writes made.
async fn made(app: &Router, session: &str) -> serde_json::Value {
    get(app, &format!("/__mock/sessions/{session}"))
        .await
        .json()["made"]
        .clone()
}

#[tokio::test]
async fn the_session_view_shows_each_keyed_write_made_once() {
    let app = app();
    let s = "idem-made";
    assert_eq!(
        made(&app, s).await,
        serde_json::json!({"complaints": 0, "draftImages": [], "scores": [], "payments": []})
    );
    let score = format!("{SCORE}?{}", launch(s));
    for _ in 0..2 {
        let r = post_keyed(&app, &score, "score-1", &[("score", "4")]).await;
        assert_eq!(r.code(), "0", "{}", r.text());
    }
    let commit = format!("{COMMIT}?{}", launch(s));
    let first = post_keyed(&app, &commit, "commit-1", &commit_form("1")).await;
    assert_eq!(
        post_keyed(&app, &commit, "commit-1", &commit_form("1"))
            .await
            .bytes,
        first.bytes
    );
    let record = first.json()["data"]["repayRecordId"].clone();
    let code = last_code(&app, s, "legacy-sms").await;
    let confirm = format!("{CONFIRM}?{}", launch(s));
    let form = [
        ("orderId", "10482"),
        ("verifyCode", code.as_str()),
        ("repaymentRecordId", record.as_str().expect("record")),
    ];
    for _ in 0..2 {
        let r = post_keyed(&app, &confirm, "confirm-1", &form).await;
        assert_eq!(r.code(), "00", "{}", r.text());
    }
    save_keyed(&app, s, "save-1", "Me cobraron dos veces").await;
    save_keyed(&app, s, "save-1", "Me cobraron dos veces").await;
    let made = made(&app, s).await;
    assert_eq!(made["scores"], serde_json::json!([4]), "{made}");
    assert_eq!(made["complaints"], 1, "{made}");
    assert_eq!(
        made["payments"],
        serde_json::json!([{"recordId": record, "orderId": "10482", "confirmed": true}]),
    );
}

async fn serve_real(settings: mock_server::Settings) -> std::net::SocketAddr {
    let app = std::sync::Arc::new(mock_server::App::new(settings).expect("app"));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(async move { axum::serve(Listener(listener), mock_server::app(app)).await });
    addr
}

/// POSTs `body` over a blocking socket and reads whatever comes back before it closes.
async fn raw_post(addr: std::net::SocketAddr, target: String, key: &'static str) -> String {
    tokio::task::spawn_blocking(move || {
        let body = "amount=300000&periods=15&termUnit=1&productId=3";
        let mut s = std::net::TcpStream::connect(addr).expect("connect");
        write!(
            s,
            "POST {target} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/x-www-form-urlencoded\r\nIdempotency-Key: {key}\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        )
        .expect("send");
        let mut answer = Vec::new();
        let _ = s.read_to_end(&mut answer);
        String::from_utf8_lossy(&answer).into_owned()
    })
    .await
    .expect("thread")
}

async fn orders(addr: std::net::SocketAddr, session: &str) -> usize {
    let text = tokio::task::spawn_blocking({
        let session = session.to_owned();
        move || {
            let mut s = std::net::TcpStream::connect(addr).expect("connect");
            write!(
                s,
                "GET /__mock/sessions/{session} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
            )
            .expect("send");
            let mut answer = Vec::new();
            s.read_to_end(&mut answer).expect("read");
            String::from_utf8_lossy(&answer).into_owned()
        }
    })
    .await
    .expect("thread");
    let body = text.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    let state: serde_json::Value = serde_json::from_str(body).unwrap_or_default();
    state["orders"].as_array().map_or(0, Vec::len)
}

#[tokio::test]
async fn a_lost_loan_push_answer_then_the_retry_makes_one_order() {
    let addr = serve_real(options()).await;
    let session = "idem-lost-push";
    let target = format!("{PUSH}?{}&scenario=journey-lost-push", launch(session));
    let lost = raw_post(addr, target.clone(), "push-1").await;
    let half = lost.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    assert!(
        serde_json::from_str::<serde_json::Value>(half).is_err(),
        "no whole answer: the connection broke on its way: {lost}"
    );
    assert_eq!(orders(addr, session).await, 1, "the server acted");
    let retry = raw_post(addr, target, "push-1").await;
    assert!(retry.starts_with("HTTP/1.1 200 OK\r\n"), "{retry}");
    assert!(retry.contains("idempotent-replayed: true\r\n"), "{retry}");
    assert!(retry.contains("lendDetailsUrl"), "{retry}");
    assert_eq!(orders(addr, session).await, 1, "one order, not two");
}

#[tokio::test]
async fn a_dropped_call_acts_not_and_the_flag_strikes_only_the_first() {
    let mut settings = options();
    settings.faults = vec!["drop@loan-push".parse().expect("fault")];
    let addr = serve_real(settings).await;
    let session = "idem-drop";
    let target = format!("{PUSH}?{}&scenario=journey", launch(session));
    assert_eq!(raw_post(addr, target.clone(), "d-1").await, "");
    assert_eq!(orders(addr, session).await, 0, "dropped before it acted");
    let retry = raw_post(addr, target, "d-1").await;
    assert!(retry.starts_with("HTTP/1.1 200 OK\r\n"), "{retry}");
    assert!(!retry.contains("idempotent-replayed"), "{retry}");
    assert_eq!(orders(addr, session).await, 1);
}

#[tokio::test]
async fn mock_fault_drops_one_request_and_the_journal_says_so() {
    let (app, state) = app_with_state();
    let reply = post_keyed(
        &app,
        &format!("{SAVE}?{}&mock_fault=drop", launch("idem-j")),
        "j-1",
        &complaint("Perdida")
            .iter()
            .map(|(k, v)| (*k, v.as_str()))
            .collect::<Vec<_>>(),
    )
    .await;
    assert_eq!(reply.headers[mock_server::scenario::SEVER_HEADER], "1");
    assert_eq!(
        complaints(&state, "idem-j"),
        0,
        "dropped before the server acted"
    );
    let journal = get(&app, "/__mock/requests").await.json();
    let lost = journal["entries"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|e| e["path"] == SAVE)
        .cloned()
        .unwrap_or_default();
    assert_eq!(lost["status"], 0, "{journal}");
    assert!(
        lost["serverBreaks"].as_array().is_none_or(Vec::is_empty),
        "{lost}"
    );
}
