//! Injected latency and faults on the calls of the contract: `mock_latency=MS` and
//! `mock_fault_rate=P` in the query, else the scenario's `latencyMs` and `faultRate`, else
//! `--latency` and `--fault-rate`. A fault is HTTP 500 with the error envelope.

use std::sync::Arc;
use std::time::Duration;

use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::Response;

use crate::api::error::ApiError;
use crate::front::App;
use crate::scenario::Ctx;

/// The chaos layer (see the module documentation); below scenario selection.
pub async fn layer(State(app): State<Arc<App>>, req: Request, next: Next) -> Response {
    let (Some(kind), Some(ctx)) = (
        app.api.envelope_of(req.uri().path()),
        req.extensions().get::<Ctx>(),
    ) else {
        return next.run(req).await;
    };
    let (mut latency, mut rate) = (None, None);
    for (k, v) in form_urlencoded::parse(req.uri().query().unwrap_or("").as_bytes()) {
        match &*k {
            "mock_latency" => latency = v.parse().ok(),
            "mock_fault_rate" => rate = v.parse().ok().filter(|r: &f64| r.is_finite()),
            _ => {}
        }
    }
    let scenario = &ctx.scenario;
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
    next.run(req).await
}
