//! The `Idempotency-Key` of the calls that change something (`contract::Endpoint::WRITES`),
//! honoured per session: the first request with a key acts and its answer is kept; the same
//! key with the same payload gets that answer again (with `Idempotent-Replayed: true`) and
//! acts no more, so a retry after a lost answer makes no second order, complaint, SMS or
//! payment; the same key with another payload, or while its first request is still being
//! answered, is refused with the envelope. A server fault (5xx) keeps nothing: the retry acts.
//! What a backend must do: docs/api.md "Retries and the Idempotency-Key header".
//!
//! Below the chaos layer, so an injected lost answer loses an answer that was kept. Off in
//! proxy mode, where the upstream answers for itself.

use std::sync::Arc;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, Method, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use contract::names::IDEMPOTENCY_KEY_HEADER;

use crate::api::error::{ApiError, json_response};
use crate::front::App;
use crate::state::idempotency::{Fingerprint, KeptAnswer, Seen};

/// The header a replayed answer carries (as Stripe's API does).
pub const REPLAYED_HEADER: &str = "Idempotent-Replayed";
/// The longest key accepted (the document's `maxLength`).
pub const MAX_KEY_LEN: usize = contract::names::IDEMPOTENCY_KEY_MAX_LEN;
/// The largest body read to fingerprint it (over the upload limit, which the handler refuses).
const MAX_BODY: usize = 32 << 20;

/// The idempotency layer (see the module documentation).
pub async fn layer(State(app): State<Arc<App>>, req: Request, next: Next) -> Response {
    let write = contract::ENDPOINTS
        .iter()
        .find(|e| e.writes && e.path == req.uri().path() && req.method() == Method::POST);
    let (Some(write), Some(key)) = (write, req.headers().get(IDEMPOTENCY_KEY_HEADER)) else {
        return next.run(req).await;
    };
    if app.qa.proxy.is_some() {
        return next.run(req).await;
    }
    let kind = write.envelope;
    let key = match key.to_str() {
        // The document's pattern, `^[!-~]+$`: visible ASCII, no space.
        Ok(k)
            if !k.is_empty()
                && k.len() <= MAX_KEY_LEN
                && k.bytes().all(|b| (b'!'..=b'~').contains(&b)) =>
        {
            k.to_owned()
        }
        _ => {
            return ApiError::bad(format!(
                "{IDEMPOTENCY_KEY_HEADER} must be 1 to {MAX_KEY_LEN} visible ASCII characters, no space"
            ))
            .into_envelope(kind);
        }
    };
    let (parts, body) = req.into_parts();
    let Ok(body) = axum::body::to_bytes(body, MAX_BODY).await else {
        return ApiError::TooLarge(format!("the body is over {} MB", MAX_BODY >> 20))
            .into_envelope(kind);
    };
    let content_type = parts
        .headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let boundary = crate::api::bind::multipart::boundary(content_type);
    let fingerprint = Fingerprint::of(parts.uri.path(), &body, boundary.as_deref());
    let scope = session_scope(parts.uri.query(), content_type, &body);
    let seen = {
        let mut world = app.api.store.lock();
        let cap = world.limits.max_per_session;
        world.keys.entry(&scope).begin(&key, fingerprint, cap)
    };
    match seen {
        Seen::New => {}
        Seen::Replay(answer) => return replay(answer),
        Seen::OtherPayload => {
            return ApiError::KeyReused(format!(
                "{IDEMPOTENCY_KEY_HEADER} {key:?} was used with another payload: send a new \
                 key for another request"
            ))
            .into_envelope(kind);
        }
        Seen::InFlight => {
            return ApiError::KeyInFlight(format!(
                "the first request with {IDEMPOTENCY_KEY_HEADER} {key:?} is still being \
                 answered: try again in a moment"
            ))
            .into_envelope(kind);
        }
    }
    let response = next.run(Request::from_parts(parts, Body::from(body))).await;
    let (parts, body) = response.into_parts();
    let bytes = axum::body::to_bytes(body, usize::MAX)
        .await
        .unwrap_or_default();
    {
        let mut world = app.api.store.lock();
        let keys = world.keys.entry(&scope);
        if parts.status.is_server_error() {
            keys.release(&key);
        } else {
            keys.finish(
                &key,
                KeptAnswer {
                    status: parts.status.as_u16(),
                    content_type: parts
                        .headers
                        .get(header::CONTENT_TYPE)
                        .and_then(|v| v.to_str().ok())
                        .map(str::to_owned),
                    body: bytes.clone(),
                },
            );
        }
    }
    Response::from_parts(parts, Body::from(bytes))
}

fn replay(answer: KeptAnswer) -> Response {
    let status = axum::http::StatusCode::from_u16(answer.status).unwrap_or_default();
    let mut response = json_response(status, answer.body).into_response();
    let headers = response.headers_mut();
    if let Some(v) = answer
        .content_type
        .and_then(|t| HeaderValue::from_str(&t).ok())
    {
        headers.insert(header::CONTENT_TYPE, v);
    }
    headers.insert(REPLAYED_HEADER, HeaderValue::from_static("true"));
    response
}

/// The session a write belongs to: its `sessionId` launch parameter, else the promotion
/// page's `sid` in a form body; one shared scope for a request with neither.
pub fn session_scope(query: Option<&str>, content_type: &str, body: &[u8]) -> String {
    let find = |text: &[u8], name: &str| {
        form_urlencoded::parse(text)
            .find(|(k, v)| k == name && !v.is_empty())
            .map(|(_, v)| v.into_owned())
    };
    if let Some(session) = find(query.unwrap_or("").as_bytes(), "sessionId") {
        return session;
    }
    if content_type.starts_with(contract::FORM_CONTENT_TYPE)
        && let Some(sid) = find(body, "sid")
    {
        return format!("sid:{sid}");
    }
    String::new()
}
