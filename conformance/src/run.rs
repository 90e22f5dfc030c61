//! One run against a backend: each call sent as the app's clients send it, its answer checked
//! by the one checker, the outcome kept; a call that may not or cannot run is skipped with its
//! reason; the run's own time limit is kept (docs/verify.md "Time limits").

use std::time::{Duration, Instant};

use bytes::Bytes;
use http::{HeaderName, HeaderValue, Method, header};
use serde_json::Value;

use crate::check::{Answer, Checker, succeeded};
use crate::client::{Upstream, send};
use crate::launch::Launch;
use crate::report::{Call, Outcome};

/// What a browser's `<img>` asks for (Chromium's `Accept` for an image).
const IMAGE_ACCEPT: &str = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

/// The calls that change something on the backend, with what they do: made only with
/// `--writes` (docs/verify.md "What runs without --writes").
pub const WRITES: [(&str, &str); 8] = [
    ("loan-push", "submits a loan"),
    ("google-score", "sends a rating"),
    ("upload-problem-img", "uploads an image"),
    ("problem-save", "files a complaint"),
    ("get-sms", "sends an SMS"),
    ("register", "registers a user"),
    ("repayment-commit", "starts a card payment"),
    ("repayment-confirm", "confirms a card payment"),
];

/// How a run is made.
#[derive(Debug, Clone)]
pub struct Options {
    /// The backend.
    pub upstream: Upstream,
    /// The page query the borrower's app was opened with.
    pub launch: Launch,
    /// Whether the calls of [`WRITES`] run.
    pub writes: bool,
    /// Headers sent with every call besides the clients' own (`--header`).
    pub headers: Vec<(HeaderName, HeaderValue)>,
    /// How long one call may take.
    pub timeout: Duration,
    /// How long the whole run may take.
    pub time_limit: Duration,
}

/// A request body.
pub enum Body {
    /// None (a GET).
    None,
    /// A form, as the form client sends it.
    Form(Vec<(String, String)>),
    /// One file in a multipart body, as the image upload sends it: field, file name, type,
    /// bytes.
    File(&'static str, &'static str, &'static str, Vec<u8>),
}

/// A run under way.
pub struct Run<'a> {
    /// How it is made.
    pub options: &'a Options,
    checker: &'a Checker,
    started: Instant,
    /// Whether the backend is the mock server (its outbox gives captcha answers and codes).
    pub mock: bool,
    /// The outcomes so far, in the order the calls were made.
    pub calls: Vec<Call>,
    /// Calls that got an HTTP answer.
    pub answered: usize,
}

fn endpoint(id: &str) -> Option<&'static contract::EndpointInfo> {
    contract::ENDPOINTS.iter().find(|e| e.id == id)
}

impl<'a> Run<'a> {
    /// A run of `options` whose answers `checker` judges.
    pub async fn start(options: &'a Options, checker: &'a Checker) -> Run<'a> {
        let mut run = Run {
            options,
            checker,
            started: Instant::now(),
            mock: false,
            calls: Vec::new(),
            answered: 0,
        };
        run.mock = run.outbox().await.is_some();
        run
    }

    /// Time left of the run's limit.
    fn left(&self) -> Duration {
        self.options
            .time_limit
            .saturating_sub(self.started.elapsed())
    }

    /// Records call `id` as skipped because of `reason`.
    /// Once the run's time limit has run out, every call left is "not reached".
    pub fn skip(&mut self, id: &str, reason: impl Into<String>) {
        let reason = if self.left().is_zero() {
            let limit = self.options.time_limit.as_secs_f64();
            format!("not reached: the run's time limit ({limit} s) ran out")
        } else {
            reason.into()
        };
        self.calls.push(Call::new(id, Outcome::Skip, Some(reason)));
    }

    /// Why call `id` may not run now, if it may not: it changes the backend and `--writes`
    /// is off, or it needs what only the mock server's outbox gives (`needs`, when given).
    pub fn blocked(&self, id: &str, needs: Option<&str>) -> Option<String> {
        if let Some((_, what)) = WRITES.iter().find(|(w, _)| *w == id)
            && !self.options.writes
        {
            return Some(format!("changes the backend ({what}): runs with --writes"));
        }
        match needs {
            Some(needs) if !self.mock => Some(format!(
                "needs {needs}, which a machine cannot read; only the mock server gives it (its outbox)"
            )),
            _ => None,
        }
    }

    /// The mock server's outbox, when the backend is the mock server.
    async fn outbox(&self) -> Option<Vec<Value>> {
        let request = http::Request::get("/__mock/outbox")
            .header(header::ACCEPT, "application/json")
            .body(Bytes::new())
            .ok()?;
        let wait = self.options.timeout.min(Duration::from_secs(5));
        let (status, _, bytes) = tokio::time::timeout(wait, send(&self.options.upstream, request))
            .await
            .ok()?
            .ok()?;
        let value: Value = serde_json::from_slice(&bytes)
            .ok()
            .filter(|_| status == 200)?;
        value.get("entries")?.as_array().cloned()
    }

    /// The latest code of `kind` (`captcha`, `sms`, `legacy-sms`) the mock server issued to
    /// `session` (a sessionId or a sid).
    pub async fn issued(&self, session: &str, kind: &str) -> Option<String> {
        let entries = self.outbox().await?;
        entries
            .iter()
            .rev()
            .find(|e| e["session"] == session && e["kind"] == kind)
            .and_then(|e| e["code"].as_str())
            .map(str::to_owned)
    }

    /// Makes call `id` with the call's own `query` (after the launch parameters, as the app
    /// adds them) and `body`; the answer's JSON when it is a conforming success the screens
    /// would go on with.
    pub async fn call(
        &mut self,
        id: &str,
        query: Vec<(String, String)>,
        body: Body,
    ) -> Option<Value> {
        let Some(e) = endpoint(id) else {
            self.skip(id, "not a call of the contract");
            return None;
        };
        let left = self.left();
        if left.is_zero() {
            self.skip(id, "");
            return None;
        }
        let mut pairs = if e.launch_params {
            self.options.launch.query_pairs()
        } else {
            Vec::new()
        };
        for (k, v) in query {
            pairs.retain(|(pk, _)| *pk != k);
            pairs.push((k, v));
        }
        let query = form_urlencoded::Serializer::new(String::new())
            .extend_pairs(&pairs)
            .finish();
        let uri = if query.is_empty() {
            e.path.to_owned()
        } else {
            format!("{}?{query}", e.path)
        };
        let method = Method::from_bytes(e.method.as_str().as_bytes()).unwrap_or(Method::GET);
        let mut builder = http::Request::builder().method(method).uri(uri);
        for (k, v) in self
            .options
            .launch
            .headers(e.method == contract::Method::Post)
        {
            // The captcha is an image the page shows (`<img src>`), asked for as a browser
            // asks for an image, not as JSON.
            let v = if k == "accept" && e.envelope == contract::EnvelopeKind::None {
                IMAGE_ACCEPT.to_owned()
            } else {
                v
            };
            builder = builder.header(k, v);
        }
        for (k, v) in &self.options.headers {
            builder = builder.header(k, v);
        }
        let bytes = match body {
            Body::None => Vec::new(),
            Body::Form(form) => {
                builder = builder.header(
                    header::CONTENT_TYPE,
                    "application/x-www-form-urlencoded;charset=UTF-8",
                );
                form_urlencoded::Serializer::new(String::new())
                    .extend_pairs(&form)
                    .finish()
                    .into_bytes()
            }
            Body::File(field, name, kind, bytes) => {
                let boundary = "----mock-server-verify-7MA4YWxkTrZu0gW";
                builder = builder.header(
                    header::CONTENT_TYPE,
                    format!("multipart/form-data; boundary={boundary}"),
                );
                let mut body = format!(
                    "--{boundary}\r\nContent-Disposition: form-data; name=\"{field}\"; filename=\"{name}\"\r\nContent-Type: {kind}\r\n\r\n"
                )
                .into_bytes();
                body.extend_from_slice(&bytes);
                body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
                body
            }
        };
        // A write carries an Idempotency-Key and is sent twice with it: the backend honours
        // the key when the second answer is the first one again (docs/verify.md).
        let key = e
            .writes
            .then(|| format!("verify-{:032x}", fastrand::u128(..)));
        if let Some(key) = &key {
            builder = builder.header(contract::names::IDEMPOTENCY_KEY_HEADER, key);
        }
        let bytes = Bytes::from(bytes);
        let again = key.as_ref().and_then(|_| {
            let mut copy = http::Request::builder()
                .method(builder.method_ref()?.clone())
                .uri(builder.uri_ref()?.clone());
            for (k, v) in builder.headers_ref()? {
                copy = copy.header(k, v);
            }
            copy.body(bytes.clone()).ok()
        });
        let request = match builder.body(bytes) {
            Ok(r) => r,
            Err(err) => {
                self.skip(id, format!("the request could not be built: {err}"));
                return None;
            }
        };
        let timeout = self.options.timeout.min(left);
        let sent = Instant::now();
        let answer = tokio::time::timeout(timeout, send(&self.options.upstream, request)).await;
        let mut call = Call::new(id, Outcome::Pass, None);
        call.ms = sent.elapsed().as_millis() as u64;
        let (status, headers, bytes) = match answer {
            Ok(Ok(reply)) => reply,
            Ok(Err(err)) => {
                call.fail(format!("no answer: {err}"));
                self.calls.push(call);
                return None;
            }
            Err(_) => {
                call.fail(format!("no answer within {} ms", timeout.as_millis()));
                self.calls.push(call);
                return None;
            }
        };
        self.answered += 1;
        let content_type = headers
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("");
        let verdict = self.checker.check(
            id,
            Answer {
                status: status.as_u16(),
                content_type,
                body: Some(&bytes),
            },
        );
        call.status = Some(status.as_u16());
        call.content_type = Some(content_type.to_owned());
        let ok = verdict
            .json
            .as_ref()
            .is_some_and(|v| succeeded(e.envelope, v));
        if let Some(json) = verdict.json.as_ref().filter(|_| !ok) {
            let code = json.get("code").map(Value::to_string).unwrap_or_default();
            let message = json.get("message").and_then(Value::as_str).unwrap_or("");
            call.reason = Some(format!("refused: code {code}: {message}"));
        }
        if !verdict.breaks.is_empty() {
            call.outcome = Outcome::Break;
        }
        let followed = (ok && verdict.breaks.is_empty() && status == 200)
            .then(|| verdict.json.clone())
            .flatten();
        call.breaks = verdict.breaks;
        call.extra = verdict.extra;
        if let Some(again) = again.filter(|_| !status.is_server_error()) {
            let timeout = self.options.timeout.min(self.left());
            let second = tokio::time::timeout(timeout, send(&self.options.upstream, again)).await;
            call.idempotency = Some(match second {
                Ok(Ok((status2, _, bytes2)))
                    if status2 == status && same_answer(&bytes, &bytes2) =>
                {
                    "honoured".to_owned()
                }
                Ok(Ok((status2, _, bytes2))) => format!(
                    "not honoured: the same request with the same key answered HTTP {status2} {}",
                    String::from_utf8_lossy(&bytes2[..bytes2.len().min(120)])
                ),
                Ok(Err(err)) => format!("not honoured: no answer to the same request again: {err}"),
                Err(_) => "not honoured: no answer to the same request again in time".to_owned(),
            });
        }
        self.calls.push(call);
        followed
    }
}

/// Whether two answers are the same: the same JSON (key order aside), else the same bytes.
fn same_answer(first: &[u8], second: &[u8]) -> bool {
    match (
        serde_json::from_slice::<Value>(first),
        serde_json::from_slice::<Value>(second),
    ) {
        (Ok(a), Ok(b)) => a == b,
        _ => first == second,
    }
}
