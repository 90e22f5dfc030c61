//! Helpers shared by the integration tests: one app per test, requests by oneshot.
#![allow(dead_code)]

use std::sync::{Arc, OnceLock};

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderMap, Request, StatusCode, header};
use http_body_util::BodyExt;
use mock_server::{App, Settings};
use serde_json::Value;
use tower::ServiceExt;

/// Loading and validating every scenario takes a moment: share one loaded `Scenarios` worth
/// of work by building apps from the same options.
pub fn options() -> Settings {
    Settings {
        dist: std::env::temp_dir().join("mock-server-tests-no-dist"),
        ..Settings::default()
    }
}

/// Serving rules as app/scripts/serving-rules.mjs writes them, for a few routes of each kind
/// (a copy of a build's `app/dist/serving.json`, cut down): what a test bundle folder needs
/// besides its files.
pub const SERVING_RULES: &str = include_str!("../fixtures/serving.json");

/// Writes `files` (path, content) and the serving rules into `dir`.
pub fn write_bundle(dir: &std::path::Path, files: &[(&str, &str)]) {
    for (file, body) in files.iter().chain([&("serving.json", SERVING_RULES)]) {
        let path = dir.join(file);
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("dir");
        std::fs::write(path, body).expect("write");
    }
}

/// Serves `router` on a free port of 127.0.0.1, for tests that need a real socket.
pub async fn serve(router: Router) -> std::net::SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(async move { axum::serve(listener, router).await });
    addr
}

/// A port of 127.0.0.1 that accepts connections and never answers: a backend that hangs, for
/// the timeouts of proxy mode and of `verify`.
pub async fn silent() -> std::net::SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(async move {
        let mut held = Vec::new();
        while let Ok((socket, _)) = listener.accept().await {
            held.push(socket);
        }
    });
    addr
}

/// The real binary's `verify` with `args` (the binary `cargo test` builds anyway): its exit
/// code, stdout and stderr.
pub fn verify_binary<S: AsRef<std::ffi::OsStr>>(args: &[S]) -> (Option<i32>, String, String) {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_mock-server"))
        .arg("verify")
        .args(args)
        .output()
        .expect("the binary runs");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// The real binary's `verify` with `proxies` (name, value) as its only proxy variables of
/// the environment, as a shell would set them for it.
pub fn verify_binary_through(
    args: &[String],
    proxies: &[(&str, &str)],
) -> (Option<i32>, String, String) {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_mock-server"));
    for name in ["HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "NO_PROXY"] {
        command
            .env_remove(name)
            .env_remove(name.to_ascii_lowercase());
    }
    let output = command
        .arg("verify")
        .args(args)
        .envs(proxies.iter().copied())
        .output()
        .expect("the binary runs");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// A fresh app (fresh state).
pub fn app() -> Router {
    mock_server::app(Arc::new(App::new(options()).expect("scenarios load")))
}

/// The app and its shared state.
pub fn app_with_state() -> (Router, Arc<App>) {
    let state = Arc::new(App::new(options()).expect("scenarios load"));
    (mock_server::app(state.clone()), state)
}

/// A shared app for read-only tests.
pub fn shared_state() -> Arc<App> {
    static APP: OnceLock<Arc<App>> = OnceLock::new();
    APP.get_or_init(|| Arc::new(App::new(options()).expect("scenarios load")))
        .clone()
}

/// A response, read.
pub struct Reply {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub bytes: Vec<u8>,
}

impl Reply {
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.bytes).unwrap_or_else(|e| {
            panic!(
                "not JSON ({e}): {}",
                String::from_utf8_lossy(&self.bytes[..self.bytes.len().min(300)])
            )
        })
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.bytes).into_owned()
    }

    pub fn content_type(&self) -> &str {
        self.headers
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
    }

    /// The `code` of the envelope, as a string ("0", "101", "00" ...).
    pub fn code(&self) -> String {
        match self.json().get("code") {
            Some(Value::String(s)) => s.clone(),
            Some(v) => v.to_string(),
            None => panic!("no code in {}", self.text()),
        }
    }

    pub fn message(&self) -> String {
        self.json()["message"].as_str().unwrap_or("").to_owned()
    }
}

/// The identity a test's borrower call carries when it names no session, as the app adds
/// the launch parameters to every borrower and legacy-payment call.
pub const IDENTITY: &str = "sessionId=anonymous&deviceId=test-device";

/// Sends `request`; a borrower or legacy-payment call without `sessionId` gets [`IDENTITY`]
/// (use [`send_as_is`] to send one without it).
pub async fn send(app: &Router, mut request: Request<Body>) -> Reply {
    let uri = request.uri();
    let borrower = contract::ENDPOINTS
        .iter()
        .any(|e| e.launch_params && e.path == uri.path());
    let query = uri.query().unwrap_or("");
    if borrower && !query.split('&').any(|p| p.starts_with("sessionId=")) {
        let joined = if query.is_empty() {
            format!("{}?{IDENTITY}", uri.path())
        } else {
            format!("{}?{query}&{IDENTITY}", uri.path())
        };
        *request.uri_mut() = joined.parse().expect("uri");
    }
    send_as_is(app, request).await
}

/// Sends `request` as it is.
pub async fn send_as_is(app: &Router, request: Request<Body>) -> Reply {
    let response = app.clone().oneshot(request).await.expect("infallible");
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = response
        .into_body()
        .collect()
        .await
        .expect("body")
        .to_bytes()
        .to_vec();
    Reply {
        status,
        headers,
        bytes,
    }
}

pub async fn get(app: &Router, uri: &str) -> Reply {
    send(app, Request::get(uri).body(Body::empty()).expect("request")).await
}

pub async fn get_with(app: &Router, uri: &str, headers: &[(&str, &str)]) -> Reply {
    let mut builder = Request::get(uri);
    for (k, v) in headers {
        builder = builder.header(*k, *v);
    }
    send(app, builder.body(Body::empty()).expect("request")).await
}

pub async fn post_form(app: &Router, uri: &str, form: &[(&str, &str)]) -> Reply {
    let body: String = form_urlencoded::Serializer::new(String::new())
        .extend_pairs(form)
        .finish();
    send(
        app,
        Request::post(uri)
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .body(Body::from(body))
            .expect("request"),
    )
    .await
}

/// A multipart body with one file part.
pub fn multipart(
    field: &str,
    file_name: &str,
    content_type: &str,
    bytes: &[u8],
) -> (String, Vec<u8>) {
    let boundary = "----mocktestboundary7MA4YWxkTrZu0gW";
    let mut body = Vec::new();
    body.extend_from_slice(
        format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"{field}\"; filename=\"{file_name}\"\r\nContent-Type: {content_type}\r\n\r\n"
        )
        .as_bytes(),
    );
    body.extend_from_slice(bytes);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    (format!("multipart/form-data; boundary={boundary}"), body)
}

pub async fn upload(app: &Router, uri: &str, content_type: &str, bytes: &[u8]) -> Reply {
    let (ct, body) = multipart("problemImage", "photo.png", content_type, bytes);
    send(
        app,
        Request::post(uri)
            .header(header::CONTENT_TYPE, ct)
            .body(Body::from(body))
            .expect("request"),
    )
    .await
}

/// Launch parameters for session `s`.
pub fn launch(s: &str) -> String {
    format!(
        "sessionId={s}&deviceId=dev-1&appVersion=2.4.1&deviceName=Pixel&osVersion=14&advertisingId=ad&productId=3&orderId=10482&language=2"
    )
}

/// A tiny valid PNG.
pub fn png() -> Vec<u8> {
    mock_server::media::logo_png("credito-agil")
}

pub const LOAN_DETAILS: &str = "/throughout/v3/loan-details/loan-details";
pub const LOAN_CONFIRM: &str = "/throughout/v3/loan-confirm/loan-detail-confirm";
pub const CONTRACT: &str = "/throughout/v3/loan-details/contract-detail";
pub const PROBLEM_INIT: &str = "/throughout/user-problem/problem-init";
pub const UPLOAD: &str = "/throughout/user-problem/upload-problem-img";
pub const SAVE: &str = "/throughout/user-problem/problem-save";
pub const LIST: &str = "/throughout/user-problem/problem-list";
pub const DETAIL: &str = "/throughout/user-problem/problem-detail";
pub const SCORE: &str = "/throughout/v3/loan-details/google-score";
pub const VCODE: &str = "/throughout/v3/loan-details/generate-vcode";
pub const TEMPLATE: &str = "/api/v2/youmi/service/channel-template";
pub const SID: &str = "/api/v2/youmi/promotion/get-sid";
pub const CAPTCHA: &str = "/api/v2/youmi/promotion/get-captcha";
pub const SMS: &str = "/api/v2/youmi/promotion/get-sms";
pub const REGISTER: &str = "/api/v2/youmi/promotion/register";
pub const WAY: &str = "/api/v1/youmi/youmi-api/service/loan/repayment-way";
pub const COMMIT: &str = "/api/v1/youmi/youmi-api/service/loan/repayment-commit";
pub const CONFIRM: &str = "/api/v1/youmi/youmi-api/service/loan/repayment-confirm";

/// The last outbox entry of `kind` for `session`.
pub async fn last_code(app: &Router, session: &str, kind: &str) -> String {
    code_in(&get(app, "/__mock/outbox").await.json(), session, kind)
}

/// The code of the last entry of `kind` for `session` in an outbox answer.
pub fn code_in(outbox: &Value, session: &str, kind: &str) -> String {
    outbox["entries"]
        .as_array()
        .expect("entries")
        .iter()
        .rev()
        .find(|e| e["session"] == session && e["kind"] == kind)
        .and_then(|e| e["code"].as_str())
        .unwrap_or_else(|| panic!("no {kind} code for {session}"))
        .to_owned()
}

/// A promotion session with a drawn captcha: (sid, captcha answer).
pub async fn promo_session(app: &Router) -> (String, String) {
    let sid = get(app, SID).await.json()["data"]["sid"]
        .as_str()
        .expect("sid")
        .to_owned();
    let captcha = get(app, &format!("{CAPTCHA}?sid={sid}&a=1")).await;
    assert_eq!(captcha.content_type(), "image/png");
    let answer = last_code(app, &sid, "captcha").await;
    (sid, answer)
}

/// A legacy repayment-commit form for card 7001 of order 10482; `send_msg` "1" asks for an SMS code.
pub fn commit_form(send_msg: &'static str) -> Vec<(&'static str, &'static str)> {
    vec![
        ("amount", "345000"),
        ("bankName", "招商银行"),
        ("cardId", "7001"),
        ("cardNo", "6225 **** **** 4821"),
        ("couponId", ""),
        ("orderId", "10482"),
        ("repayToken", "rt-9d1c7e20"),
        ("bankCode", "CMB"),
        ("sendMsg", send_msg),
    ]
}
