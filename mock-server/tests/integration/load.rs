//! Load and shared state over a real socket: 16 concurrent keep-alive clients send 2 000
//! mixed requests each (complaint saves and uploads on one shared session and on their own,
//! list and detail reads, the promotion captcha → SMS → register flow, legacy commits and
//! their duplicates, captcha images). Afterwards: no 5xx, every accepted write visible
//! exactly once, every refusal the documented one.

use std::collections::HashMap;
use std::sync::Arc;

use mock_server::state::Limits;
use mock_server::{App, Settings};
use serde_json::Value;
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

const CLIENTS: usize = 16;
/// Requests per client (`LOAD_REQUESTS` overrides, for a quick look).
fn requests() -> usize {
    std::env::var("LOAD_REQUESTS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(2_000)
}
const SHARED: &str = "load-shared";

const SAVE: &str = "/throughout/user-problem/problem-save";
const LIST: &str = "/throughout/user-problem/problem-list";
const DETAIL: &str = "/throughout/user-problem/problem-detail";
const UPLOAD: &str = "/throughout/user-problem/upload-problem-img";
const LOAN_DETAILS: &str = "/throughout/v3/loan-details/loan-details";
const SID: &str = "/api/v2/youmi/promotion/get-sid";
const CAPTCHA: &str = "/api/v2/youmi/promotion/get-captcha";
const SMS: &str = "/api/v2/youmi/promotion/get-sms";
const REGISTER: &str = "/api/v2/youmi/promotion/register";
const COMMIT: &str = "/api/v1/youmi/youmi-api/service/loan/repayment-commit";

fn launch(s: &str) -> String {
    format!(
        "sessionId={s}&deviceId=dev-1&appVersion=2.4.1&deviceName=Pixel&osVersion=14&advertisingId=ad&productId=3&orderId=10482&language=2"
    )
}

fn form(pairs: &[(&str, &str)]) -> Vec<u8> {
    form_urlencoded::Serializer::new(String::new())
        .extend_pairs(pairs)
        .finish()
        .into_bytes()
}

/// One keep-alive HTTP/1.1 connection.
struct Client {
    io: BufReader<TcpStream>,
    sent: usize,
    statuses: HashMap<u16, usize>,
}

struct Answer {
    status: u16,
    body: Vec<u8>,
}

impl Answer {
    fn json(&self) -> Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&self.body)))
    }
    fn code(&self) -> String {
        match &self.json()["code"] {
            Value::String(s) => s.clone(),
            v => v.to_string(),
        }
    }
    fn message(&self) -> String {
        self.json()["message"].as_str().unwrap_or("").to_owned()
    }
}

impl Client {
    async fn connect(port: u16) -> Client {
        let stream = TcpStream::connect(("127.0.0.1", port))
            .await
            .expect("connect");
        stream.set_nodelay(true).expect("nodelay");
        Client {
            io: BufReader::new(stream),
            sent: 0,
            statuses: HashMap::new(),
        }
    }

    async fn send(&mut self, method: &str, uri: &str, body: Option<(&str, Vec<u8>)>) -> Answer {
        let mut head = format!("{method} {uri} HTTP/1.1\r\nHost: 127.0.0.1\r\n");
        let bytes = match body {
            Some((ct, bytes)) => {
                head.push_str(&format!(
                    "Content-Type: {ct}\r\nContent-Length: {}\r\n",
                    bytes.len()
                ));
                bytes
            }
            None => Vec::new(),
        };
        head.push_str("\r\n");
        let stream = self.io.get_mut();
        stream.write_all(head.as_bytes()).await.expect("write");
        stream.write_all(&bytes).await.expect("write");
        let mut line = String::new();
        self.io.read_line(&mut line).await.expect("status line");
        let status: u16 = line
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("status line {line:?}"));
        let mut length = None;
        let mut chunked = false;
        loop {
            line.clear();
            self.io.read_line(&mut line).await.expect("header");
            let l = line.trim_end();
            if l.is_empty() {
                break;
            }
            let (k, v) = l.split_once(':').expect("header line");
            if k.eq_ignore_ascii_case("content-length") {
                length = v.trim().parse::<usize>().ok();
            }
            if k.eq_ignore_ascii_case("transfer-encoding") && v.contains("chunked") {
                chunked = true;
            }
        }
        let mut body = Vec::new();
        if chunked {
            loop {
                line.clear();
                self.io.read_line(&mut line).await.expect("chunk size");
                let size = usize::from_str_radix(line.trim(), 16).expect("chunk size");
                let mut chunk = vec![0; size + 2];
                self.io.read_exact(&mut chunk).await.expect("chunk");
                if size == 0 {
                    break;
                }
                body.extend_from_slice(&chunk[..size]);
            }
        } else {
            body.resize(length.unwrap_or(0), 0);
            self.io.read_exact(&mut body).await.expect("body");
        }
        self.sent += 1;
        *self.statuses.entry(status).or_default() += 1;
        assert!(
            status < 500,
            "{method} {uri}: {status} {}",
            String::from_utf8_lossy(&body)
        );
        Answer { status, body }
    }

    async fn get(&mut self, uri: &str) -> Answer {
        self.send("GET", uri, None).await
    }

    async fn post(&mut self, uri: &str, pairs: &[(&str, &str)]) -> Answer {
        self.send(
            "POST",
            uri,
            Some(("application/x-www-form-urlencoded", form(pairs))),
        )
        .await
    }

    async fn upload(&mut self, session: &str) -> Answer {
        let boundary = "loadtestboundary";
        let mut body = format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"problemImage\"; filename=\"p.png\"\r\nContent-Type: image/png\r\n\r\n"
        )
        .into_bytes();
        body.extend_from_slice(&mock_server::media::logo_png("oxxo"));
        body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
        let ct = format!("multipart/form-data; boundary={boundary}");
        self.send(
            "POST",
            &format!("{UPLOAD}?{}", launch(session)),
            Some((&ct, body)),
        )
        .await
    }

    async fn save(&mut self, session: &str, text: &str) -> Answer {
        self.post(
            &format!("{SAVE}?{}", launch(session)),
            &[
                ("problemType", "2"),
                ("problemDetail", text),
                ("problemImage", ""),
                ("orderNo", "MX202611220001"),
            ],
        )
        .await
    }

    /// The last outbox code of `kind` for `session`.
    async fn outbox(&mut self, session: &str, kind: &str) -> String {
        let outbox = self
            .get(&format!("/__mock/outbox?session={session}"))
            .await
            .json();
        crate::common::code_in(&outbox, session, kind)
    }
}

/// What one client wrote and was told.
#[derive(Default)]
struct Ledger {
    shared: Vec<(String, i64)>,
    own: Vec<(String, i64)>,
    registered: Vec<String>,
}

async fn client(port: u16, n: usize) -> (Ledger, HashMap<u16, usize>) {
    let mut c = Client::connect(port).await;
    let own = format!("load-own-{n}");
    let mut ledger = Ledger::default();
    let mut step = 0usize;
    while c.sent < requests() {
        step += 1;
        match step % 10 {
            0 | 1 => {
                let (session, text) = if step.is_multiple_of(10) {
                    (SHARED, format!("shared c{n} s{step}"))
                } else {
                    (own.as_str(), format!("own c{n} s{step}"))
                };
                let r = c.save(session, &text).await;
                assert_eq!((r.status, r.code()), (200, "0".into()), "{}", r.message());
                let id = r.json()["data"]["problemId"].as_i64().expect("problemId");
                if session == SHARED {
                    ledger.shared.push((text, id));
                } else {
                    ledger.own.push((text, id));
                }
            }
            2 => {
                // Own session: its draft is emptied by its saves, so always accepted.
                let r = c.upload(&own).await;
                assert_eq!(r.code(), "0", "{}", r.message());
                let url = r.json()["data"]["url"].as_str().expect("url").to_owned();
                let img = c.get(&url).await;
                assert_eq!(img.status, 200);
                // Shared session: the tenth image of a draft is the documented refusal.
                let r = c.upload(SHARED).await;
                assert!(
                    r.code() == "0" || r.message().contains('9'),
                    "{}",
                    r.message()
                );
            }
            3 | 4 => {
                let session = if step % 10 == 3 { SHARED } else { own.as_str() };
                let r = c.get(&format!("{LIST}?{}", launch(session))).await;
                assert_eq!((r.status, r.code()), (200, "0".into()));
            }
            5 => {
                let r = c.get(&format!("{LOAN_DETAILS}?{}", launch(&own))).await;
                assert_eq!(r.code(), "0");
            }
            6 => {
                let sid = c.get(SID).await.json()["data"]["sid"]
                    .as_str()
                    .expect("sid")
                    .to_owned();
                let png = c.get(&format!("{CAPTCHA}?sid={sid}")).await;
                assert!(png.body.starts_with(b"\x89PNG"));
                let answer = c.outbox(&sid, "captcha").await;
                let phone = format!("139{n:04}{step:04}");
                let pairs = [
                    ("phone", phone.as_str()),
                    ("capcode", answer.as_str()),
                    ("sid", sid.as_str()),
                    ("deviceId", sid.as_str()),
                    ("appName", "x"),
                ];
                let sent = c.post(SMS, &pairs).await;
                assert_eq!(sent.code(), "0", "{}", sent.message());
                let again = c.post(SMS, &pairs).await;
                assert_eq!(again.message(), "请勿重复发送验证码!");
                let code = c.outbox(&sid, "sms").await;
                let mut reg = pairs.to_vec();
                reg.push(("userName", phone.as_str()));
                reg.push(("smsCode", code.as_str()));
                assert_eq!(c.post(REGISTER, &reg).await.code(), "0");
                assert_eq!(c.post(REGISTER, &reg).await.code(), "11");
                ledger.registered.push(phone);
            }
            7 => {
                let token = format!("rt-{n}-{step}");
                // The shared form with a token of its own, so each commit is a new payment.
                let mut pairs: Vec<(&str, &str)> = crate::common::commit_form("0");
                for (k, v) in &mut pairs {
                    if *k == "repayToken" {
                        *v = token.as_str();
                    }
                }
                let uri = format!("{COMMIT}?{}", launch(&own));
                assert_eq!(c.post(&uri, &pairs).await.code(), "00");
                let twice = c.post(&uri, &pairs).await;
                assert_eq!(twice.code(), "800005");
            }
            8 => {
                if let Some((text, id)) = ledger.own.last().cloned() {
                    let r = c
                        .get(&format!("{DETAIL}?problemId={id}&{}", launch(&own)))
                        .await;
                    assert_eq!(r.json()["data"]["content"], text.as_str());
                }
            }
            _ => {
                let r = c.get(&format!("{CAPTCHA}?sid=load-{n}")).await;
                assert_eq!(r.status, 200);
            }
        }
    }
    (ledger, c.statuses)
}

/// The contents of a session's first tab that this test wrote, with their counts.
async fn listed(c: &mut Client, session: &str) -> HashMap<String, usize> {
    let list = c.get(&format!("{LIST}?{}", launch(session))).await.json();
    let mut seen = HashMap::new();
    for item in list["data"]["tabs"][0]["items"].as_array().expect("items") {
        let content = item["content"].as_str().unwrap_or("");
        if content.starts_with("shared c") || content.starts_with("own c") {
            *seen.entry(content.to_owned()).or_default() += 1;
        }
    }
    seen
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn sixteen_clients_two_thousand_mixed_requests_each() {
    let options = Settings {
        dist: std::env::temp_dir().join("mock-server-tests-no-dist"),
        limits: Limits {
            max_per_session: 100_000,
            ..Limits::default()
        },
        ..Settings::default()
    };
    let app = Arc::new(App::new(options).expect("app"));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let port = listener.local_addr().expect("addr").port();
    let server = tokio::spawn(async move {
        axum::serve(listener, mock_server::app(app))
            .await
            .expect("serve");
    });

    let tasks: Vec<_> = (0..CLIENTS)
        .map(|n| tokio::spawn(client(port, n)))
        .collect();
    let mut ledgers = Vec::new();
    let mut statuses: HashMap<u16, usize> = HashMap::new();
    for task in tasks {
        let (ledger, s) = task.await.expect("client");
        for (k, v) in s {
            *statuses.entry(k).or_default() += v;
        }
        ledgers.push(ledger);
    }
    let total: usize = statuses.values().sum();
    assert!(total >= CLIENTS * requests(), "{total} requests");
    assert!(statuses.keys().all(|s| *s < 500), "{statuses:?}");

    let mut c = Client::connect(port).await;
    // Every accepted save on the shared session is listed exactly once, ids unique.
    let shared = listed(&mut c, SHARED).await;
    let expected: usize = ledgers.iter().map(|l| l.shared.len()).sum();
    assert_eq!(shared.len(), expected);
    assert!(shared.values().all(|n| *n == 1));
    let mut ids: Vec<i64> = ledgers
        .iter()
        .flat_map(|l| l.shared.iter().chain(&l.own).map(|(_, id)| *id))
        .collect();
    let count = ids.len();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), count, "problem ids are unique");
    for ledger in &ledgers {
        for (text, _) in &ledger.shared {
            assert_eq!(shared.get(text), Some(&1), "{text}");
        }
    }
    // Every client's own session lists exactly its own saves.
    for (n, ledger) in ledgers.iter().enumerate() {
        let own = listed(&mut c, &format!("load-own-{n}")).await;
        assert_eq!(own.len(), ledger.own.len());
        for (text, _) in &ledger.own {
            assert_eq!(own.get(text), Some(&1), "{text}");
        }
    }
    // Every registered phone is registered: a new sid is told 11.
    let phones: Vec<&String> = ledgers.iter().flat_map(|l| &l.registered).collect();
    assert!(!phones.is_empty());
    let sid = c.get(SID).await.json()["data"]["sid"]
        .as_str()
        .expect("sid")
        .to_owned();
    c.get(&format!("{CAPTCHA}?sid={sid}")).await;
    let answer = c.outbox(&sid, "captcha").await;
    for phone in phones.iter().step_by(7) {
        let r = c
            .post(
                SMS,
                &[
                    ("phone", phone.as_str()),
                    ("capcode", &answer),
                    ("sid", &sid),
                    ("deviceId", &sid),
                    ("appName", "x"),
                ],
            )
            .await;
        assert_eq!(r.code(), "11", "{phone}");
    }
    server.abort();
}
