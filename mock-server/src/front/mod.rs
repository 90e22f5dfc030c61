//! The front: what every request passes before and after an API handler or a QA page, and the
//! files it serves itself.
//!
//! ```text
//! socket ─ transport ─ compression ─ CORS ─ security headers ─ journal
//!        ─ select (scenario, language, latency, fault; the log line) ─ router ─ api | qa | web
//! ```
//!
//! - [`transport`]: the listener, which gives hyper's own 414/431 answers the envelope;
//! - [`security`]: CSP and other headers, caching, CORS, compression;
//! - [`select`]: scenario, language, latency and fault selection per request;
//! - [`access_log`]: the per-request log line; [`log_sink`]: the log's batching writer;
//! - [`web`]: `/config.json`, the document and docs, and the bundle for every other path, served
//!   by [`serving`] from the build's serving rules;
//! - [`hosted`]: the company's hosted privacy page that the marketing site frames.
//!
//! May use every layer below it: [`crate::api`], [`crate::qa`], [`crate::scenario`].
//! Nothing below imports the front.

use std::future::Future;
use std::sync::Arc;

use axum::Router;
use axum::response::IntoResponse;

use crate::{App, api, qa};

pub mod access_log;
pub mod hosted;
pub mod log_sink;
pub mod security;
pub mod select;
pub mod serving;
pub mod transport;
pub mod web;

/// The whole server as one service: compression and CORS around the front middleware
/// around the router.
pub fn service(
    app: Arc<App>,
) -> impl tower::Service<
    axum::extract::Request,
    Response = axum::response::Response,
    Error = std::convert::Infallible,
    Future = impl Future<Output = Result<axum::response::Response, std::convert::Infallible>>
             + Send
             + 'static,
> + Clone
+ Send
+ Sync
+ 'static {
    let router = Router::new()
        .merge(api::routes())
        .merge(qa::routes())
        .merge(web::routes())
        .merge(hosted::routes())
        .fallback(web::fallback);
    let router = if app.proxy.is_some() {
        router.layer(axum::middleware::from_fn_with_state(
            app.clone(),
            qa::proxy::layer,
        ))
    } else {
        router
    };
    // The layers wrap the router as one service: `Router::layer` would wrap every route on
    // its own, which boxes and clones each layer again per request.
    tower::ServiceBuilder::new()
        .map_response(IntoResponse::into_response)
        .layer(security::compression())
        .layer(security::cors(app.origins.clone()))
        .layer(axum::middleware::from_fn_with_state(app.clone(), front))
        .service(router.with_state(app.clone()))
}

/// What every request passes before a handler, as one middleware (each `from_fn` layer
/// costs a boxed clone of the stack below it per request): the security headers around the
/// journal around the scenario selection.
async fn front(
    axum::extract::State(app): axum::extract::State<Arc<App>>,
    req: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    security::headers(&app.origins, req, |req| {
        qa::journal::record(&app, req, |req| {
            select::choose(&app, req, |req| next.run(req))
        })
    })
    .await
}
