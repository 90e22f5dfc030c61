//! The answers of the `answer-*` scenarios: the handler's answer broken the way the scenario
//! says (an HTML gateway page, a truncated body, an empty one ...), to see how the app copes.

use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::Response;

use crate::api::shared::Api;
use crate::scenario::Ctx;

/// The breaking layer, for the calls of the contract; below scenario selection.
pub async fn layer(State(api): State<Arc<Api>>, req: Request, next: Next) -> Response {
    let answers = req
        .extensions()
        .get::<Ctx>()
        .map(|ctx| ctx.scenario.answers)
        .filter(|a| a.breaks_answer() && api.envelope_of(req.uri().path()).is_some());
    let response = next.run(req).await;
    let Some(answers) = answers else {
        return response;
    };
    let (mut parts, body) = response.into_parts();
    let bytes = axum::body::to_bytes(body, usize::MAX)
        .await
        .unwrap_or_default();
    let Some(broken) = answers.malformed(&bytes) else {
        return Response::from_parts(parts, axum::body::Body::from(bytes));
    };
    parts.status = StatusCode::from_u16(broken.status).unwrap_or(StatusCode::BAD_GATEWAY);
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(broken.content_type),
    );
    Response::from_parts(parts, axum::body::Body::from(broken.body))
}
