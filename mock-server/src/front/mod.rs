//! The front: what every request passes before and after an API handler or a QA page, each
//! concern one layer in its own file, and the files it serves itself.
//!
//! ```text
//! socket ─ transport ─ log ─ compression ─ CORS ─ security headers ─ select ─ journal
//!        ─ select::refuse ─ chaos ─ broken ─ not_allowed ─ idempotent ─ [proxy] ─ router
//!        ─ api | qa | web
//! ```
//!
//! - [`transport`]: the listener, which gives hyper's own 414/431 answers the envelope;
//! - [`security`]: CSP and other headers, caching, CORS, compression;
//! - [`log`]: the request log (tower-http's `TraceLayer`);
//! - [`select`]: scenario, seed and language, handed down as the request's [`Ctx`]; an unknown
//!   scenario refused below the journal;
//! - the journal (`crate::qa::journal`): the call as it came and as it was answered;
//! - [`chaos`]: injected latency and faults (a lost answer, a dropped or hung call);
//!   [`broken`]: the `answer-*` scenarios' answers;
//!   [`not_allowed`]: a method the contract does not have, as the envelope; [`idempotent`]:
//!   the `Idempotency-Key` of the writes, honoured per session;
//! - [`web`]: `/config.json`, the document and docs, and the bundle for every other path, served
//!   by [`serving`] from the build's serving rules;
//! - [`hosted`]: the company's hosted privacy page that the marketing site frames.
//!
//! The scenario context flows down only: each layer below [`select`] reads the [`Ctx`] from
//! the request. May use every layer below it: [`crate::settings`], [`crate::qa`],
//! [`crate::api`] and the data layers. Nothing below imports the front.
//!
//! [`Ctx`]: crate::scenario::Ctx

use std::sync::Arc;

use axum::Router;
use axum::middleware::from_fn_with_state;
use axum::response::IntoResponse;
use tower::ServiceBuilder;

use crate::api::{self, shared::Api};
use crate::qa::{self, Qa};
use crate::settings::Settings;

pub mod broken;
pub mod chaos;
pub mod hosted;
pub mod idempotent;
pub mod log;
pub mod not_allowed;
pub mod security;
pub mod select;
pub mod serving;
pub mod transport;
pub mod web;

/// The whole server's state: each layer's own part, and the settings it started with.
pub struct App {
    /// The settings.
    pub settings: Settings,
    /// What the API handlers share: scenarios, state, request checks.
    pub api: Arc<Api>,
    /// What the QA tools share: the journal, proxy mode.
    pub qa: Arc<Qa>,
    /// The origins CORS lets read answers and change `/__mock` state.
    pub origins: security::Origins,
}

impl App {
    /// Loads the scenarios and builds each layer's state.
    pub fn new(settings: Settings) -> Result<Self, String> {
        let api = Arc::new(Api::new(
            settings.scenarios_dir.as_deref(),
            settings.limits.clone(),
        )?);
        let qa = Arc::new(Qa::new(
            qa::QaSettings {
                journal_size: settings.journal_size,
                upstream: settings
                    .upstream
                    .as_deref()
                    .map(|url| (url, settings.upstream_timeout_ms)),
                record_dir: settings.record_dir.clone(),
                ca_cert: settings.ca_cert.clone(),
                storybook_dir: settings.storybook_dir.clone(),
                gallery_dir: settings.gallery_dir.clone(),
                dist_dir: settings.dist.clone(),
                telemetry_path: &web::RuntimeConfig::load()
                    .map_err(|e| format!("app/public/config.json: {e}"))?
                    .telemetry_path,
                limits: &settings.limits,
            },
            api.clone(),
        )?);
        Ok(App {
            origins: security::Origins::new(&settings.allowed_origins),
            settings,
            api,
            qa,
        })
    }
}

/// The whole server: the layers in the order of the module documentation around the router.
pub fn router(app: Arc<App>) -> Router {
    let mut router = Router::new()
        .merge(api::routes().with_state(app.api.clone()))
        .merge(qa::routes(&app.qa.telemetry.path).with_state(app.qa.clone()))
        .merge(hosted::routes())
        .merge(web::routes())
        .fallback(web::fallback)
        .with_state(app.clone());
    if app.qa.proxy.is_some() {
        router = router.layer(from_fn_with_state(app.qa.clone(), qa::proxy::layer));
    }
    // The layers wrap the router as one service (`Router::layer` would wrap each route).
    let layers = ServiceBuilder::new()
        .map_response(IntoResponse::into_response)
        .layer(log::layer())
        .layer(security::compression())
        .layer(security::cors(app.origins.clone()))
        .layer(from_fn_with_state(app.origins.clone(), security::layer))
        .layer(from_fn_with_state(app.api.clone(), select::layer))
        .layer(from_fn_with_state(app.qa.clone(), qa::journal::layer))
        .layer(from_fn_with_state(app.api.clone(), select::refuse))
        .layer(from_fn_with_state(app.clone(), chaos::layer))
        .layer(from_fn_with_state(app.api.clone(), broken::layer))
        .layer(from_fn_with_state(app.api.clone(), not_allowed::layer))
        .layer(from_fn_with_state(app.clone(), idempotent::layer));
    Router::new().fallback_service(layers.service(router))
}
