//! A method the contract does not have on an API path: the router's bare 405 becomes the
//! error envelope, keeping its `Allow` header.

use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::Response;
use contract::EnvelopeKind;

use crate::api::error::ApiError;
use crate::api::is_api_path;
use crate::api::shared::Api;

/// The 405 layer.
pub async fn layer(State(api): State<Arc<Api>>, req: Request, next: Next) -> Response {
    let (method, path) = (req.method().clone(), req.uri().path().to_owned());
    let response = next.run(req).await;
    let kind = api.envelope_of(&path);
    if response.status() != StatusCode::METHOD_NOT_ALLOWED
        || !(kind.is_some() || is_api_path(&path))
    {
        return response;
    }
    let mut refused = ApiError::MethodNotAllowed(format!(
        "{method} is not the method of {path} in the contract"
    ))
    .into_envelope(kind.unwrap_or(EnvelopeKind::Plain));
    if let Some(allow) = response.headers().get(header::ALLOW) {
        refused.headers_mut().insert(header::ALLOW, allow.clone());
    }
    refused
}
