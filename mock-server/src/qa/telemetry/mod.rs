//! The field telemetry's intake (docs/telemetry.md "QA: the mock server"): the bundle's
//! OTLP/HTTP JSON logs, taken at config.json's `telemetryPath` the way an OpenTelemetry
//! Collector's OTLP/HTTP receiver takes them at `/v1/logs`, kept per session and shown at
//! `/__mock/telemetry` ([`page`]).
//!
//! Every body is decoded as an `ExportLogsServiceRequest` with the OpenTelemetry protocol's own
//! definitions (the `opentelemetry-proto` crate, generated from opentelemetry-proto's `.proto`
//! files); a body that does not decode, or carries a field the definitions do not have, is
//! refused with 400 and counted, so the tests that read this page prove every payload the
//! bundle sends is one a Collector takes.

use std::collections::{BTreeMap, VecDeque};
use std::sync::{Arc, Mutex, MutexGuard};

use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use opentelemetry_proto::tonic::collector::logs::v1::ExportLogsServiceRequest;
use opentelemetry_proto::tonic::common::v1::{AnyValue, KeyValue, any_value};
use serde::Serialize;
use serde_json::{Value, json};

use crate::qa::Qa;
use crate::state::{Bounded, Limits};

pub mod page;

/// Largest body taken: a beacon or a keepalive fetch carries 64 KiB at most.
pub const BODY_LIMIT: usize = 64 * 1024;

/// One log record as taken, its attributes flattened to JSON values.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Record {
    /// Order of arrival, from 1.
    pub seq: u64,
    /// When it arrived, in milliseconds since the Unix epoch.
    pub received_ms: u64,
    /// When it happened on the phone, in milliseconds since the Unix epoch.
    pub time_ms: u64,
    /// `severityText` (ERROR, WARN, INFO).
    pub severity: String,
    /// The record's one-line summary.
    pub body: String,
    /// Its `event.name`: `loan.error`, `loan.call.failed`, `loan.bridge.missing`,
    /// `loan.photo.undecodable`, `loan.data.refreshed`, `browser.web_vital`, `loan.page.broken`,
    /// `loan.release.reload`, or any other the bundle sends.
    pub kind: String,
    /// The QA session: the page's `sessionId` (or the promotion's `sid`) read from the
    /// request's `Referer`, which the bundle never sends in a record; else `anonymous`.
    pub session: String,
    /// The page opening's random id (`session.id`).
    pub page: String,
    /// The route the record names (`loan.route`).
    pub route: String,
    /// The batch's resource attributes.
    pub resource: BTreeMap<String, Value>,
    /// The record's attributes.
    pub attributes: BTreeMap<String, Value>,
}

impl Record {
    /// An attribute as text ("" when absent).
    pub fn attribute(&self, key: &str) -> String {
        match self.attributes.get(key) {
            Some(Value::String(s)) => s.clone(),
            Some(Value::Null) | None => String::new(),
            Some(other) => other.to_string(),
        }
    }
}

struct Store {
    sessions: Bounded<VecDeque<Arc<Record>>>,
    limits: Limits,
    per_session: usize,
    next_seq: u64,
    batches: u64,
    refused: u64,
    last_refusal: Option<String>,
}

/// The records taken, per QA session, bounded like the rest of the per-session state
/// (`--max-sessions`, `--session-ttl`, `--max-per-session`).
pub struct Telemetry {
    /// The path the bundle sends to (config.json's `telemetryPath`).
    pub path: String,
    store: Mutex<Store>,
}

/// What `/__mock/telemetry` shows besides the records.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Counts {
    /// Batches taken.
    pub batches: u64,
    /// Bodies refused (not an `ExportLogsServiceRequest`).
    pub refused: u64,
    /// Why the last one was refused.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_refusal: Option<String>,
}

impl Telemetry {
    /// An empty intake at `path`, kept within `limits`.
    pub fn new(path: &str, limits: &Limits) -> Self {
        Telemetry {
            path: path.to_owned(),
            store: Mutex::new(Store {
                sessions: Bounded::new(limits.max_sessions, limits.session_ttl),
                limits: limits.clone(),
                per_session: limits.max_per_session.max(1),
                next_seq: 1,
                batches: 0,
                refused: 0,
                last_refusal: None,
            }),
        }
    }

    fn lock(&self) -> MutexGuard<'_, Store> {
        self.store.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Takes one body: the records it holds, or why it is refused.
    pub fn take(&self, session: &str, body: &[u8]) -> Result<usize, String> {
        let decoded = decode(body);
        let mut store = self.lock();
        let request = match decoded {
            Ok(request) => request,
            Err(why) => {
                store.refused += 1;
                store.last_refusal = Some(why.clone());
                return Err(why);
            }
        };
        store.batches += 1;
        let now = jiff::Timestamp::now().as_millisecond() as u64;
        let mut taken = 0;
        for resource_logs in &request.resource_logs {
            let resource = attributes(
                resource_logs
                    .resource
                    .as_ref()
                    .map_or(&[][..], |r| &r.attributes),
            );
            let page = text(resource.get("session.id"));
            for scope_logs in &resource_logs.scope_logs {
                for log in &scope_logs.log_records {
                    let attributes = attributes(&log.attributes);
                    let seq = store.next_seq;
                    store.next_seq += 1;
                    let record = Record {
                        seq,
                        received_ms: now,
                        time_ms: log.time_unix_nano / 1_000_000,
                        severity: log.severity_text.clone(),
                        body: log.body.as_ref().map(any_text).unwrap_or_default(),
                        kind: text(attributes.get("event.name")),
                        session: session.to_owned(),
                        page: page.clone(),
                        route: text(attributes.get("loan.route")),
                        resource: resource.clone(),
                        attributes,
                    };
                    let cap = store.per_session;
                    let kept = store.sessions.entry(session);
                    if kept.len() >= cap {
                        kept.pop_front();
                    }
                    kept.push_back(Arc::new(record));
                    taken += 1;
                }
            }
        }
        Ok(taken)
    }

    /// Every record kept, newest first, and the counts.
    pub fn records(&self) -> (Vec<Arc<Record>>, Counts) {
        let store = self.lock();
        let mut all: Vec<Arc<Record>> = store
            .sessions
            .iter()
            .flat_map(|(_, records, _)| records.iter().cloned())
            .collect();
        all.sort_by_key(|r| std::cmp::Reverse(r.seq));
        let counts = Counts {
            batches: store.batches,
            refused: store.refused,
            last_refusal: store.last_refusal.clone(),
        };
        (all, counts)
    }

    /// Forgets every record and count.
    pub fn clear(&self) {
        let mut store = self.lock();
        store.sessions = Bounded::new(store.limits.max_sessions, store.limits.session_ttl);
        store.next_seq = 1;
        store.batches = 0;
        store.refused = 0;
        store.last_refusal = None;
    }
}

/// Decodes `body` as an `ExportLogsServiceRequest` in OTLP's JSON form; a field the
/// definitions do not have is refused too (serde would pass over it).
pub fn decode(body: &[u8]) -> Result<ExportLogsServiceRequest, String> {
    let sent: Value = serde_json::from_slice(body).map_err(|e| format!("not JSON: {e}"))?;
    let request: ExportLogsServiceRequest = serde_json::from_value(sent.clone())
        .map_err(|e| format!("not an ExportLogsServiceRequest: {e}"))?;
    let read = serde_json::to_value(&request).map_err(|e| e.to_string())?;
    unknown_field(&sent, &read, "$").map_or(Ok(request), |at| {
        Err(format!("{at} is not a field of OTLP's logs"))
    })
}

/// The first key of `sent` that `read` (the decoded request, written again) does not have.
fn unknown_field(sent: &Value, read: &Value, at: &str) -> Option<String> {
    match (sent, read) {
        (Value::Object(sent), Value::Object(read)) => sent.iter().find_map(|(key, value)| {
            let path = format!("{at}.{key}");
            match read.get(key) {
                Some(known) => unknown_field(value, known, &path),
                None => Some(path),
            }
        }),
        (Value::Array(sent), Value::Array(read)) => sent
            .iter()
            .zip(read)
            .enumerate()
            .find_map(|(i, (s, r))| unknown_field(s, r, &format!("{at}[{i}]"))),
        _ => None,
    }
}

fn any_value(value: &AnyValue) -> Value {
    match &value.value {
        Some(any_value::Value::StringValue(s)) => Value::String(s.clone()),
        Some(any_value::Value::BoolValue(b)) => Value::Bool(*b),
        Some(any_value::Value::IntValue(i)) => json!(i),
        Some(any_value::Value::DoubleValue(d)) => json!(d),
        Some(any_value::Value::ArrayValue(list)) => {
            Value::Array(list.values.iter().map(any_value).collect())
        }
        Some(any_value::Value::KvlistValue(list)) => {
            Value::Object(attributes(&list.values).into_iter().collect())
        }
        Some(any_value::Value::BytesValue(bytes)) => json!(bytes),
        // A string table index (profiles only): no text of its own in a log.
        Some(any_value::Value::StringValueStrindex(index)) => json!(index),
        None => Value::Null,
    }
}

fn any_text(value: &AnyValue) -> String {
    text(Some(&any_value(value)))
}

fn text(value: Option<&Value>) -> String {
    match value {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Null) | None => String::new(),
        Some(other) => other.to_string(),
    }
}

fn attributes(list: &[KeyValue]) -> BTreeMap<String, Value> {
    list.iter()
        .map(|kv| {
            let value = kv.value.as_ref().map_or(Value::Null, any_value);
            (kv.key.clone(), value)
        })
        .collect()
}

/// The QA session of a batch: `sessionId` (else the promotion's `sid`) of the page that sent
/// it, from its `Referer` (the site's referrer policy keeps the full URL for its own origin).
pub fn session_of(headers: &HeaderMap) -> String {
    let referer = headers
        .get(header::REFERER)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let query = referer.split_once('?').map_or("", |(_, q)| q);
    let query = query.split_once('#').map_or(query, |(q, _)| q);
    let pairs: Vec<(String, String)> = form_urlencoded::parse(query.as_bytes())
        .into_owned()
        .collect();
    ["sessionId", "sid"]
        .iter()
        .find_map(|key| {
            pairs
                .iter()
                .find(|(k, v)| k == key && !v.is_empty())
                .map(|(_, v)| v.clone())
        })
        .unwrap_or_else(|| "anonymous".to_owned())
}

/// The intake: 200 with an empty `ExportLogsServiceResponse`, as a Collector answers; 415 for
/// a body that is not JSON by its type, 400 for one that is not OTLP logs.
async fn intake(State(qa): State<Arc<Qa>>, headers: HeaderMap, body: Bytes) -> Response {
    let json_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.to_ascii_lowercase().starts_with("application/json"));
    if !json_type {
        return (
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Json(json!({ "code": 3, "message": "OTLP/HTTP JSON needs Content-Type: application/json" })),
        )
            .into_response();
    }
    match qa.telemetry.take(&session_of(&headers), &body) {
        Ok(_) => Json(json!({})).into_response(),
        Err(why) => (
            StatusCode::BAD_REQUEST,
            Json(json!({ "code": 3, "message": why })),
        )
            .into_response(),
    }
}

/// A Collector's OTLP/HTTP logs path: the server takes it there too, so it stands in for a
/// Collector behind nginx's `TELEMETRY_UPSTREAM` (scripts/deploy-test.sh).
pub const OTLP_LOGS_PATH: &str = "/v1/logs";

/// The intake at `path` and at [`OTLP_LOGS_PATH`], and `/__mock/telemetry`.
pub fn routes(path: &str) -> Router<Arc<Qa>> {
    let intake = post(intake).layer(DefaultBodyLimit::max(BODY_LIMIT));
    let router = Router::new().route(OTLP_LOGS_PATH, intake.clone());
    let router = if path == OTLP_LOGS_PATH {
        router
    } else {
        router.route(path, intake)
    };
    router.merge(page::routes())
}
