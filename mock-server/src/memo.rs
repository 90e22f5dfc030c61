//! The answer memo: a GET of a pure endpoint asked again with the same request head is
//! answered with the bytes it got the first time, without routing, extraction or handler.
//!
//! Pure endpoints are the ones bound with [`crate::bind::bind_pure`]: their handler sees the
//! call (scenario, language, query) and not the state, so the answer is a function of the
//! request head and the scenario set, which does not change while the server runs. An answer
//! is kept only when it was 200, the pure handler answered it, and the selection added no
//! latency or fault ([`Steady`]); it is found again only by a request whose method, target
//! and every header are the same, byte for byte. A browser's request (with `Accept-Encoding`,
//! often `Origin`) is kept as the CORS and compression stack answered it, compressed bytes
//! and all; the journal keeps showing the handler's bytes.
//!
//! A hit still writes its request line and its journal entry, so the log, the journal and
//! `/__mock/requests` see it like any other. Why: the benchmark's GET loan-details spent 44 000
//! instructions past hyper on routing, query decoding, the document's range checks and the
//! layers (callgrind, `mock-server/README.md` "Benchmark"); a hit spends about 5 000.
//! `--memo-size 0` turns it off; proxy mode never uses it.

use std::collections::HashMap;
use std::hash::{BuildHasher, Hash, Hasher};
use std::sync::{Arc, RwLock};
use std::time::Instant;

use axum::body::Body;
use axum::extract::Request;
use axum::http::{HeaderMap, HeaderName, HeaderValue, Method, StatusCode};
use axum::response::Response;
use bytes::Bytes;

use crate::App;

/// Answers kept by default.
pub const DEFAULT_SIZE: usize = 256;

/// Put on a response by a pure handler: the body it answered.
#[derive(Clone)]
pub struct Pure(pub Bytes);

/// Put on a response by the selection when it added no latency and no fault.
#[derive(Clone, Copy)]
pub struct Steady;

/// One kept answer with the request head it answers.
struct Kept {
    target: String,
    request_headers: Vec<(HeaderName, HeaderValue)>,
    status: StatusCode,
    headers: HeaderMap,
    /// The bytes answered (compressed when the request asked for it).
    body: Bytes,
    /// The handler's bytes, which the journal shows.
    journal_body: Bytes,
    scenario: String,
}

/// The kept answers, at most `size`; when full it starts again empty (a QA day asks the same
/// few requests; a script that varies every query gains nothing from keeping them anyway).
pub struct Memo {
    size: usize,
    hasher: foldhash::fast::RandomState,
    kept: RwLock<HashMap<u64, Arc<Kept>>>,
}

/// A request that may be in the memo, and its hash to keep the answer under.
pub struct Probe(u64);

/// The head of a request whose answer may be kept: its target and headers.
pub struct Head(String, Vec<(HeaderName, HeaderValue)>);

impl Head {
    /// The head of `req`, taken before the request goes to the stack.
    pub fn of(req: &Request) -> Self {
        Head(
            target(req).to_owned(),
            req.headers()
                .iter()
                .map(|(n, v)| (n.clone(), v.clone()))
                .collect(),
        )
    }
}

/// The handler's bytes and the scenario of a response the memo may keep: 200, from a pure
/// handler, with no latency or fault added.
fn qualifies(response: &Response) -> Option<(Bytes, String)> {
    let ext = response.extensions();
    let Pure(body) = ext.get::<Pure>()?;
    ext.get::<Steady>()?;
    let ctx = ext.get::<crate::select::Ctx>()?;
    (response.status() == StatusCode::OK).then(|| (body.clone(), ctx.scenario.name.clone()))
}

impl Memo {
    /// A memo keeping at most `size` answers (0: none).
    pub fn new(size: usize) -> Self {
        Memo {
            size,
            hasher: foldhash::fast::RandomState::default(),
            kept: RwLock::new(HashMap::new()),
        }
    }

    /// How many answers are kept now.
    pub fn len(&self) -> usize {
        self.kept.read().map(|k| k.len()).unwrap_or(0)
    }

    /// Whether no answer is kept.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// A probe for a GET the memo could hold; `None` otherwise (another method, memo off).
    pub fn probe(&self, req: &Request) -> Option<Probe> {
        if self.size == 0 || req.method() != Method::GET {
            return None;
        }
        let mut h = self.hasher.build_hasher();
        target(req).hash(&mut h);
        for (name, value) in req.headers() {
            name.as_str().hash(&mut h);
            value.as_bytes().hash(&mut h);
        }
        Some(Probe(h.finish()))
    }

    fn find(&self, probe: &Probe, req: &Request) -> Option<Arc<Kept>> {
        let kept = self.kept.read().ok()?.get(&probe.0)?.clone();
        let same = kept.target == target(req)
            && kept.request_headers.len() == req.headers().len()
            && kept
                .request_headers
                .iter()
                .zip(req.headers())
                .all(|((n, v), (rn, rv))| n == rn && v == rv);
        same.then_some(kept)
    }

    /// Keeps `response` (of the lean stack: its body is the handler's bytes) as the answer to
    /// the request `probe` was made from, when it qualifies (see the module's doc).
    pub fn keep(&self, probe: Probe, head: Head, response: &Response) {
        if let Some((pure, scenario)) = qualifies(response) {
            let (status, headers) = (response.status(), response.headers().clone());
            self.insert(probe, head, status, headers, pure.clone(), pure, scenario);
        }
    }

    /// The same for a response of the CORS and compression stack, whose body is a stream
    /// (compressed or not): it is read whole to be kept, and answered from those bytes.
    pub async fn keep_streamed(
        &self,
        probe: Probe,
        head: Head,
        envelope: contract::EnvelopeKind,
        response: Response,
    ) -> Response {
        let Some((pure, scenario)) = qualifies(&response) else {
            return response;
        };
        let (parts, body) = response.into_parts();
        // The handler's bytes bound the stream's: compression only shrinks them, by little
        // at worst.
        let Ok(bytes) = axum::body::to_bytes(body, pure.len() + 1024).await else {
            return crate::error::ApiError::Fault("the answer could not be read whole".into())
                .into_envelope(envelope);
        };
        self.insert(
            probe,
            head,
            parts.status,
            parts.headers.clone(),
            bytes.clone(),
            pure,
            scenario,
        );
        Response::from_parts(parts, Body::from(bytes))
    }

    #[allow(clippy::too_many_arguments)]
    fn insert(
        &self,
        probe: Probe,
        head: Head,
        status: StatusCode,
        headers: HeaderMap,
        body: Bytes,
        journal_body: Bytes,
        scenario: String,
    ) {
        let kept = Arc::new(Kept {
            target: head.0,
            request_headers: head.1,
            status,
            headers,
            body,
            journal_body,
            scenario,
        });
        let Ok(mut map) = self.kept.write() else {
            return;
        };
        if map.len() >= self.size {
            map.clear();
        }
        map.insert(probe.0, kept);
    }
}

/// The request's path and query as sent.
pub fn target(req: &Request) -> &str {
    req.uri().path_and_query().map_or("/", |pq| pq.as_str())
}

/// The kept answer to `req`, with its request line logged and its journal entry written, or
/// `None` when there is none.
pub fn answer(app: &App, probe: &Probe, req: &Request, started: Instant) -> Option<Response> {
    let kept = app.memo.find(probe, req)?;
    let mut response = Response::new(Body::from(kept.body.clone()));
    *response.status_mut() = kept.status;
    *response.headers_mut() = kept.headers.clone();
    let micros = started.elapsed().as_micros();
    crate::journal::record_kept(
        app,
        req,
        kept.status,
        &kept.headers,
        &kept.journal_body,
        &kept.scenario,
        micros as u64,
    );
    crate::access_log::line(
        req.method(),
        req.uri().path(),
        &kept.scenario,
        kept.status,
        micros,
    );
    Some(response)
}
