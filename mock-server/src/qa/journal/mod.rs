//! The request journal: every API call as it arrived and as it was answered, in a bounded
//! ring, shown at `/__mock/requests` with the ways each call breaks the contract.
//!
//! Cost on the hot path: the layer copies a few raw facts (method, path, query, the headers
//! the contract names, the form body when small, the answer's bytes, which for a scenario
//! answer are a shared `Bytes`, no copy) into an entry and pushes it under a short lock. The
//! contract check ([`check`]) runs only when the journal is read, against tables built once
//! from the contract's document on first read; nothing is parsed or validated per request.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Instant;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderName, Method, header};
use axum::middleware::Next;
use axum::response::Response;
use bytes::Bytes;

use crate::qa::Qa;
use crate::{api::is_api_path, scenario::Ctx};

pub mod check;
pub mod page;

/// Largest request or response body kept in an entry (larger ones are noted, not kept).
const BODY_LIMIT: u64 = 64 * 1024;

/// The request headers the journal keeps: the launch headers the contract lists, and what
/// says where a request came from.
static KEPT_HEADERS: [HeaderName; 13] = [
    HeaderName::from_static(contract::JSON_CLIENT_HEADERS[0]),
    HeaderName::from_static(contract::JSON_CLIENT_HEADERS[1]),
    HeaderName::from_static(contract::JSON_CLIENT_HEADERS[2]),
    HeaderName::from_static(contract::JSON_CLIENT_HEADERS[3]),
    HeaderName::from_static(contract::JSON_CLIENT_HEADERS[4]),
    HeaderName::from_static(contract::FORM_CLIENT_HEADERS[0]),
    HeaderName::from_static(contract::FORM_CLIENT_HEADERS[1]),
    HeaderName::from_static("x-requested-with"),
    HeaderName::from_static("idempotency-key"),
    header::CONTENT_TYPE,
    header::REFERER,
    HeaderName::from_static("sec-fetch-mode"),
    HeaderName::from_static("x-mock-scenario"),
];

/// A note a later layer leaves on the response for the journal (the proxy's upstream outcome).
#[derive(Debug, Clone)]
pub struct Note(pub String);

/// One call, as raw facts.
#[derive(Debug, Clone)]
pub struct Entry {
    /// Order of arrival, from 1.
    pub seq: u64,
    /// When it arrived, in milliseconds since the Unix epoch.
    pub at_ms: u64,
    /// The method.
    pub method: Method,
    /// The path.
    pub path: String,
    /// The raw query string.
    pub query: String,
    /// The kept request headers, lower-case names.
    pub headers: Vec<(&'static str, String)>,
    /// The form body (`application/x-www-form-urlencoded`, up to 64 KB).
    pub form: Option<Bytes>,
    /// The scenario that answered (empty when none was selected, e.g. an unknown name).
    pub scenario: String,
    /// HTTP status of the answer.
    pub status: u16,
    /// The answer's content type.
    pub response_type: String,
    /// The answer's body (up to 64 KB; empty for an image, which is shown by its type).
    pub response: Option<Bytes>,
    /// Time to answer, in microseconds.
    pub micros: u64,
    /// What the proxy noted (upstream refused, timed out, answered HTML ...).
    pub note: Option<String>,
}

impl Entry {
    /// A kept request header.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| v.as_str())
    }

    /// Whether a browser page sent it: browsers add `Sec-Fetch-Mode` to every request;
    /// scripts (Playwright's `request`, curl) do not.
    pub fn from_page(&self) -> bool {
        self.header("sec-fetch-mode").is_some()
    }

    /// The query pairs, decoded.
    pub fn query_pairs(&self) -> Vec<(String, String)> {
        form_urlencoded::parse(self.query.as_bytes())
            .into_owned()
            .collect()
    }

    /// The form pairs, decoded.
    pub fn form_pairs(&self) -> Vec<(String, String)> {
        self.form
            .as_ref()
            .map(|b| form_urlencoded::parse(b).into_owned().collect())
            .unwrap_or_default()
    }

    /// The session: `sessionId` in the query, else the promotion `sid` (query or form), else
    /// `anonymous`.
    pub fn session(&self) -> String {
        let query = self.query_pairs();
        let find = |pairs: &[(String, String)], key: &str| {
            pairs
                .iter()
                .find(|(k, v)| k == key && !v.is_empty())
                .map(|(_, v)| v.clone())
        };
        find(&query, "sessionId")
            .or_else(|| find(&query, "sid"))
            .or_else(|| find(&self.form_pairs(), "sid"))
            .unwrap_or_else(|| "anonymous".to_owned())
    }
}

struct Ring {
    entries: VecDeque<Arc<Entry>>,
    next_seq: u64,
    dropped: u64,
}

/// The journal: a ring of the last `capacity` calls.
pub struct Journal {
    ring: Mutex<Ring>,
    capacity: usize,
}

/// A copy of the journal at one moment.
pub struct Snapshot {
    /// The entries, oldest first.
    pub entries: Vec<Arc<Entry>>,
    /// Entries recorded since start (or the last clear).
    pub recorded: u64,
    /// Entries pushed out of the ring by newer ones.
    pub dropped: u64,
    /// The ring's size.
    pub capacity: usize,
}

impl Journal {
    /// An empty journal keeping `capacity` entries; 0 turns it off (nothing is recorded).
    pub fn new(capacity: usize) -> Self {
        Journal {
            ring: Mutex::new(Ring {
                entries: VecDeque::with_capacity(capacity.min(4096)),
                next_seq: 1,
                dropped: 0,
            }),
            capacity,
        }
    }

    /// Whether it records at all (`--journal-size 0` turns it off).
    pub fn is_on(&self) -> bool {
        self.capacity > 0
    }

    fn lock(&self) -> MutexGuard<'_, Ring> {
        self.ring.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Adds an entry (its `seq` is assigned here), pushing out the oldest when full.
    pub fn push(&self, mut entry: Entry) {
        if self.capacity == 0 {
            return;
        }
        let mut ring = self.lock();
        entry.seq = ring.next_seq;
        ring.next_seq += 1;
        if ring.entries.len() >= self.capacity {
            ring.dropped += 1;
            ring.entries.pop_front();
        }
        ring.entries.push_back(Arc::new(entry));
    }

    /// The entries now (cheap: clones `Arc`s under the lock).
    pub fn snapshot(&self) -> Snapshot {
        let ring = self.lock();
        Snapshot {
            entries: ring.entries.iter().cloned().collect(),
            recorded: ring.next_seq - 1,
            dropped: ring.dropped,
            capacity: self.capacity,
        }
    }

    /// Forgets every entry.
    pub fn clear(&self) {
        let mut ring = self.lock();
        ring.entries.clear();
        ring.next_seq = 1;
        ring.dropped = 0;
    }
}

fn kept_headers(headers: &HeaderMap) -> Vec<(&'static str, String)> {
    // Of a repeated header, the first value is the one kept.
    KEPT_HEADERS
        .iter()
        .filter_map(|name| {
            let value = headers.get(name)?.as_bytes();
            Some((name.as_str(), String::from_utf8_lossy(value).into_owned()))
        })
        .collect()
}

/// The journal layer: records the request and the answer it wraps, when the request is
/// API-shaped (contract paths, `/throughout/`, `/api/`) and the journal is on. Below scenario
/// selection: the scenario comes from the request's [`Ctx`].
pub async fn layer(State(app): State<Arc<Qa>>, req: Request, next: Next) -> Response {
    let path = req.uri().path();
    if !app.journal.is_on() || !(is_api_path(path) || app.api.envelope_of(path).is_some()) {
        return next.run(req).await;
    }
    let scenario = req
        .extensions()
        .get::<Ctx>()
        .map(|c| c.scenario.name.clone())
        .unwrap_or_default();
    let started = Instant::now();
    let at_ms = jiff::Timestamp::now().as_millisecond() as u64;
    let method = req.method().clone();
    let path = path.to_owned();
    let query = req.uri().query().unwrap_or("").to_owned();
    let headers = kept_headers(req.headers());
    let is_form = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.to_ascii_lowercase()
                .starts_with("application/x-www-form-urlencoded")
        });
    let small = axum::body::HttpBody::size_hint(req.body())
        .exact()
        .is_some_and(|n| n <= BODY_LIMIT);
    let (req, form) = if is_form && small {
        let (parts, body) = req.into_parts();
        match axum::body::to_bytes(body, BODY_LIMIT as usize).await {
            // A copy for the ring: the body read from the socket shares the connection's
            // read buffer (8 KB and more), which 2 000 kept entries would pin in memory.
            Ok(bytes) => (
                Request::from_parts(parts, Body::from(bytes.clone())),
                Some(Bytes::copy_from_slice(&bytes)),
            ),
            Err(_) => (Request::from_parts(parts, Body::empty()), None),
        }
    } else {
        (req, None)
    };
    let response = next.run(req).await;
    let (parts, body) = response.into_parts();
    // An image is shown by its type only: 2 000 captcha PNGs would be megabytes of ring.
    let image = parts
        .headers
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"image/"));
    let exact = axum::body::HttpBody::size_hint(&body).exact();
    let (body, kept) = match exact {
        _ if image => (body, Some(Bytes::new())),
        Some(n) if n <= BODY_LIMIT => match axum::body::to_bytes(body, BODY_LIMIT as usize).await {
            Ok(bytes) => (Body::from(bytes.clone()), Some(bytes)),
            Err(_) => (Body::empty(), None),
        },
        _ => (body, None),
    };
    let note = parts.extensions.get::<Note>().map(|n| n.0.clone());
    // An injected fault broke the connection: the client got no whole answer (status 0).
    let severed = parts
        .extensions
        .get::<crate::scenario::NoAnswer>()
        .is_some();
    let response_type = parts.headers.get(header::CONTENT_TYPE);
    let response_type = response_type.and_then(|v| v.to_str().ok()).unwrap_or("");
    app.journal.push(Entry {
        seq: 0,
        at_ms,
        method,
        path,
        query,
        headers,
        form,
        scenario,
        status: if severed { 0 } else { parts.status.as_u16() },
        response_type: response_type.to_owned(),
        response: kept,
        micros: started.elapsed().as_micros() as u64,
        note,
    });
    Response::from_parts(parts, body)
}

#[cfg(test)]
mod tests {
    use super::KEPT_HEADERS;

    #[test]
    fn every_header_the_contract_lists_is_kept() {
        let doc = contract::openapi();
        let listed = doc["paths"]
            .as_object()
            .expect("paths")
            .values()
            .flat_map(|item| item.as_object().into_iter().flat_map(|m| m.values()))
            .flat_map(|op| op["parameters"].as_array().into_iter().flatten())
            .filter(|p| p["in"] == "header")
            .filter_map(|p| p["name"].as_str())
            .map(str::to_ascii_lowercase);
        for name in listed {
            assert!(
                KEPT_HEADERS.iter().any(|k| k.as_str() == name),
                "{name} is a header of the contract the journal does not keep"
            );
        }
    }
}
