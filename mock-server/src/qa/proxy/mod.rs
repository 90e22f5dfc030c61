//! Proxy mode (`--upstream URL`): API calls go to a real backend instead of the scenarios;
//! the QA pages, the bundle and the documents stay local. The launch headers and the query
//! travel as they are; the app gets what the backend answered. Each JSON answer is checked
//! against the contract's document ([`drift`], `/__mock/drift`) and, with `--record DIR`,
//! written into a scenario file per session ([`record`]). An upstream that refuses, times out
//! (`--upstream-timeout`), shows a certificate it cannot trust (`--ca-cert`) or answers an
//! HTML page gives the app the endpoint's error envelope (HTTP 502 or 504) and the journal a
//! note saying which.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::Response;
use conformance::client::{Reply, send};
use contract::EnvelopeKind;

use crate::api::error::ApiError;
use crate::api::is_api_path;
use crate::qa::Qa;
use crate::qa::journal::Note;
pub use conformance::client::Upstream;

pub mod drift;
pub mod drift_page;
pub mod record;
pub mod verify_page;

/// Largest request body forwarded.
const BODY_LIMIT: usize = 16 * 1024 * 1024;

/// Headers that belong to one hop, not forwarded.
const HOP: [&str; 9] = [
    "host",
    "connection",
    "keep-alive",
    "proxy-connection",
    "transfer-encoding",
    "te",
    "trailer",
    "upgrade",
    "accept-encoding",
];

/// The proxy's settings and what it gathered.
pub struct Proxy {
    /// The upstream.
    pub upstream: Upstream,
    /// How long one call may take.
    pub timeout: Duration,
    /// Drift found in the answers.
    pub drift: drift::Drift,
    /// The recorder, with `--record DIR`.
    pub recorder: Option<record::Recorder>,
    /// The last check of the upstream from `/__mock/verify`: the launch it was asked with,
    /// its report.
    pub verified: std::sync::Mutex<Option<(String, conformance::report::Report)>>,
}

impl Proxy {
    /// The proxy for `url` (trusting the certificates of `ca_cert` besides the system's),
    /// recording into `record_dir` when given.
    pub fn new(
        url: &str,
        ca_cert: Option<&Path>,
        timeout_ms: u64,
        record_dir: Option<PathBuf>,
    ) -> Result<Self, String> {
        Ok(Proxy {
            upstream: Upstream::new(url, ca_cert)?,
            timeout: Duration::from_millis(timeout_ms.max(1)),
            drift: drift::Drift::new()?,
            recorder: record_dir
                .map(|dir| record::Recorder::new(dir, url))
                .transpose()?,
            verified: std::sync::Mutex::new(None),
        })
    }
}

/// The upstream's answer to `req`, or why there is none.
async fn forward(proxy: &Proxy, req: Request) -> Result<Reply, String> {
    let (parts, body) = req.into_parts();
    let body = axum::body::to_bytes(body, BODY_LIMIT)
        .await
        .map_err(|e| format!("request body: {e}"))?;
    let path_query = parts
        .uri
        .path_and_query()
        .map(|p| p.as_str())
        .unwrap_or("/");
    let mut builder = axum::http::Request::builder()
        .method(parts.method.clone())
        .uri(path_query);
    for (name, value) in &parts.headers {
        if !HOP.contains(&name.as_str()) {
            builder = builder.header(name, value);
        }
    }
    let upstream_req = builder.body(body).map_err(|e| e.to_string())?;
    send(&proxy.upstream, upstream_req).await
}

fn failed(kind: EnvelopeKind, status: StatusCode, note: String) -> Response {
    let mut response = ApiError::Fault(note.clone()).into_envelope(kind);
    *response.status_mut() = status;
    response.extensions_mut().insert(Note(note));
    response
}

/// The first words of an HTML page (its title when it has one), for the note.
fn html_gist(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(&bytes[..bytes.len().min(2048)]);
    let lower = text.to_ascii_lowercase();
    if let (Some(a), Some(b)) = (lower.find("<title>"), lower.find("</title>"))
        && a + 7 <= b
    {
        return text[a + 7..b].trim().to_owned();
    }
    text.chars().take(80).collect()
}

/// The layer: forwards API calls when `--upstream` is set.
pub async fn layer(State(app): State<Arc<Qa>>, req: Request, next: Next) -> Response {
    let Some(proxy) = app.proxy.as_ref() else {
        return next.run(req).await;
    };
    let path = req.uri().path().to_owned();
    if !is_api_path(&path) && app.api.envelope_of(&path).is_none() {
        return next.run(req).await;
    }
    let kind = app.api.envelope_of(&path).unwrap_or(EnvelopeKind::Plain);
    let method = req.method().clone();
    let query = req.uri().query().unwrap_or("").to_owned();
    let referer = req
        .headers()
        .get(header::REFERER)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let (status, headers, bytes) =
        match tokio::time::timeout(proxy.timeout, forward(proxy, req)).await {
            Ok(Ok(answer)) => answer,
            Ok(Err(e)) => {
                return failed(
                    kind,
                    StatusCode::BAD_GATEWAY,
                    format!("upstream {} refused: {e}", proxy.upstream.url),
                );
            }
            Err(_) => {
                return failed(
                    kind,
                    StatusCode::GATEWAY_TIMEOUT,
                    format!(
                        "upstream {} timed out after {} ms",
                        proxy.upstream.url,
                        proxy.timeout.as_millis()
                    ),
                );
            }
        };
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_ascii_lowercase();
    if content_type.starts_with("text/html") {
        return failed(
            kind,
            StatusCode::BAD_GATEWAY,
            format!(
                "upstream answered an HTML page (HTTP {}): {}",
                status.as_u16(),
                html_gist(&bytes)
            ),
        );
    }
    if content_type.starts_with("application/json") || content_type.is_empty() {
        match serde_json::from_slice::<serde_json::Value>(&bytes) {
            Ok(body) => {
                let seen = proxy.drift.observe(
                    method.as_str(),
                    &path,
                    status.as_u16(),
                    &content_type,
                    &body,
                );
                if let Some(recorder) = &proxy.recorder
                    && status == StatusCode::OK
                    && !seen.id.is_empty()
                {
                    recorder.record(&app, &seen, &query, referer.as_deref(), &body);
                }
            }
            Err(e) => {
                return failed(
                    kind,
                    StatusCode::BAD_GATEWAY,
                    format!(
                        "upstream answered HTTP {} that is not JSON ({e}): {}",
                        status.as_u16(),
                        String::from_utf8_lossy(&bytes[..bytes.len().min(80)])
                    ),
                );
            }
        }
    }
    let mut response = Response::new(Body::from(bytes));
    *response.status_mut() = status;
    for (name, value) in &headers {
        if !HOP.contains(&name.as_str()) && name != header::CONTENT_LENGTH {
            response.headers_mut().append(name, value.clone());
        }
    }
    response.headers_mut().insert(
        "x-mock-upstream",
        HeaderValue::from_str(&proxy.upstream.url).unwrap_or(HeaderValue::from_static("?")),
    );
    response
}
