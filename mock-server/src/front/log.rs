//! The request log: tower-http's `TraceLayer`, one line per request at `info` with the
//! method, the path, the scenario (recorded by [`crate::front::select`]), the status and the
//! time it took. `main` sets up the `tracing-subscriber` that writes it. The scenario is
//! written quoted and escaped (`Debug`): it comes from the query, and a control character in
//! it must not forge a log line.

use axum::extract::Request;
use tower_http::LatencyUnit;
use tower_http::classify::{ServerErrorsAsFailures, SharedClassifier};
use tower_http::trace::{DefaultOnResponse, TraceLayer};
use tracing::Level;

/// The span of a request, which each log line of the request carries.
fn span(req: &Request) -> tracing::Span {
    tracing::info_span!(
        "request",
        method = %req.method(),
        path = %req.uri().path(),
        scenario = tracing::field::Empty,
    )
}

/// The request log layer's type: a span per request, a line when the answer starts.
pub type Layer = TraceLayer<
    SharedClassifier<ServerErrorsAsFailures>,
    fn(&Request) -> tracing::Span,
    (),
    DefaultOnResponse,
    (),
    (),
    (),
>;

/// The request log layer.
pub fn layer() -> Layer {
    TraceLayer::new_for_http()
        .make_span_with(span as fn(&Request) -> tracing::Span)
        .on_request(())
        .on_response(
            DefaultOnResponse::new()
                .level(Level::INFO)
                .latency_unit(LatencyUnit::Micros),
        )
        .on_body_chunk(())
        .on_eos(())
        .on_failure(())
}
