//! Injected latency and faults on the calls of the contract.
//!
//! - Latency and HTTP 500s: `mock_latency=MS` and `mock_fault_rate=P` in the query, else the
//!   scenario's `latencyMs` and `faultRate`, else `--latency` and `--fault-rate`. A fault is
//!   HTTP 500 with the error envelope, before the server acts.
//! - Faults at a chosen moment ([`FaultKind`]: `lose-answer`, `drop`, `hang`):
//!   `mock_fault=KIND` strikes that request; the scenario's `faults` and `--fault` strike the
//!   first calls of an endpoint in each session (counted in the state), so the retry goes
//!   through. A lost answer is written in part (its head and half its body), then the
//!   connection is reset; a dropped or hung call gets no byte: the response carries
//!   [`SEVER_HEADER`], and the connection ([`crate::front::transport`]) closes instead of
//!   writing it. The journal shows either as status 0 with a note.
//!
//! Above the idempotency layer: a lost answer is lost after the server kept it.

use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::header;
use axum::middleware::Next;
use axum::response::Response;
use bytes::Bytes;

use crate::api::error::ApiError;
use crate::front::App;
use crate::front::idempotent::session_scope;
use crate::qa::journal::Note;
use crate::scenario::{Ctx, Fault, FaultKind, HANG_SECS, NoAnswer, SEVER_HEADER};

/// The chaos layer (see the module documentation); below scenario selection.
pub async fn layer(State(app): State<Arc<App>>, req: Request, next: Next) -> Response {
    let (Some(kind), Some(ctx)) = (
        app.api.envelope_of(req.uri().path()),
        req.extensions().get::<Ctx>(),
    ) else {
        return next.run(req).await;
    };
    let scenario = ctx.scenario.clone();
    let (mut latency, mut rate, mut fault) = (None, None, None);
    for (k, v) in form_urlencoded::parse(req.uri().query().unwrap_or("").as_bytes()) {
        match &*k {
            "mock_latency" => latency = v.parse().ok(),
            "mock_fault_rate" => rate = v.parse().ok().filter(|r: &f64| r.is_finite()),
            "mock_fault" => fault = v.parse::<FaultKind>().ok(),
            _ => {}
        }
    }
    let latency: u64 = latency
        .or(scenario.latency_ms)
        .unwrap_or(app.settings.latency_ms);
    if latency > 0 {
        tokio::time::sleep(Duration::from_millis(latency.min(60_000))).await;
    }
    let rate = rate
        .or(scenario.fault_rate)
        .unwrap_or(app.settings.fault_rate);
    if rate > 0.0 && fastrand::f64() < rate {
        return ApiError::Fault(format!(
            "injected server fault (fault rate {rate}, scenario {})",
            scenario.name
        ))
        .into_envelope(kind);
    }
    let (req, fault) = match fault {
        Some(fault) => (req, Some(fault)),
        None => counted_fault(&app, &scenario.faults, req).await,
    };
    match fault {
        None => next.run(req).await,
        Some(FaultKind::Drop) => severed(FaultKind::Drop),
        Some(FaultKind::LoseAnswer) => lost(next.run(req).await).await,
        Some(FaultKind::Hang) => {
            tokio::time::sleep(Duration::from_secs(HANG_SECS)).await;
            severed(FaultKind::Hang)
        }
    }
}

/// The first of the scenario's and the flags' faults that still strikes this call in its
/// session, counted as struck; the request is given back whole (its body read for the
/// promotion page's `sid` when the query has no `sessionId`).
async fn counted_fault(app: &App, faults: &[Fault], req: Request) -> (Request, Option<FaultKind>) {
    let Some(endpoint) = contract::ENDPOINTS
        .iter()
        .find(|e| e.path == req.uri().path())
    else {
        return (req, None);
    };
    let candidates: Vec<(String, &Fault)> = faults
        .iter()
        .map(|f| (format!("scenario {}", f.label()), f))
        .chain(
            app.settings
                .faults
                .iter()
                .map(|f| (format!("flag {}", f.label()), f)),
        )
        .filter(|(_, f)| f.strikes(endpoint.id))
        .collect();
    if candidates.is_empty() {
        return (req, None);
    }
    let (parts, body) = req.into_parts();
    let body = axum::body::to_bytes(body, 32 << 20)
        .await
        .unwrap_or_default();
    let content_type = parts
        .headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let scope = session_scope(parts.uri.query(), content_type, &body);
    let req = Request::from_parts(parts, Body::from(body));
    let mut world = app.api.store.lock();
    let struck = world.faults_struck.entry(&scope);
    for (name, fault) in candidates {
        let count = struck
            .entry(format!("{name} on {}", endpoint.id))
            .or_insert(0);
        if *count < fault.times() {
            *count += 1;
            return (req, Some(fault.kind));
        }
    }
    (req, None)
}

/// No answer: the connection closes instead.
fn severed(kind: FaultKind) -> Response {
    let mut response = Response::new(Body::empty());
    response
        .headers_mut()
        .insert(SEVER_HEADER, axum::http::HeaderValue::from_static("1"));
    noted(&mut response, kind);
    response
}

/// The answer `response`, lost on its way: its head and the first half of its body are
/// written, then the connection is reset. Not compressed, so the half goes out as it is.
async fn lost(response: Response) -> Response {
    let (mut parts, body) = response.into_parts();
    let bytes = axum::body::to_bytes(body, usize::MAX)
        .await
        .unwrap_or_default();
    let (mut sender, channel) = http_body_util::Channel::<Bytes, std::io::Error>::new(1);
    tokio::spawn(async move {
        let _ = sender.send_data(bytes.slice(..bytes.len() / 2)).await;
        // Time for the half to leave before the reset.
        tokio::time::sleep(Duration::from_millis(100)).await;
        sender.abort(std::io::Error::new(
            std::io::ErrorKind::ConnectionReset,
            "injected fault: the answer was lost on its way",
        ));
    });
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.insert(
        header::CONTENT_ENCODING,
        axum::http::HeaderValue::from_static("identity"),
    );
    let mut response = Response::from_parts(parts, Body::new(channel));
    noted(&mut response, FaultKind::LoseAnswer);
    response
}

fn noted(response: &mut Response, kind: FaultKind) {
    response.extensions_mut().insert(NoAnswer);
    response.extensions_mut().insert(Note(format!(
        "no answer: injected fault {} ({})",
        kind.name(),
        kind.description()
    )));
}
