//! Mock backend of the loan web view.
//!
//! Serves every call of the contract (`contract::ENDPOINTS`) with named scenarios over a
//! realistic default world, keeps state per session, serves the production bundle, the
//! OpenAPI document, an offline Swagger UI and the QA pages under `/__mock`.
//!
//! - [`bind`]: how each handler is tied to the contract's definition of its endpoint;
//! - [`scenario`]: scenario files, merge patches, strict validation, pre-serialized answers;
//! - [`select`]: scenario, language, latency and fault selection per request, and the log;
//! - [`error`]: the one error type and the one place it becomes the envelope;
//! - [`api`]: the handlers, one module per area of the product;
//! - [`store`]: the in-memory state; [`media`]: captcha, barcodes, QR codes, logos;
//! - [`qa`]: `/__mock` pages; [`web`]: bundle, config, docs;
//! - [`security`]: CSP and other headers, caching, CORS, compression.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Arc;

use axum::Router;
use contract::EnvelopeKind;

pub mod api;
pub mod bind;
pub mod error;
pub mod media;
pub mod multipart;
pub mod qa;
pub mod scenario;
pub mod security;
pub mod select;
pub mod store;
pub mod validate;
pub mod web;

/// Start-up options (the command-line flags, less the address).
#[derive(Debug, Clone)]
pub struct Options {
    /// The production bundle folder.
    pub dist: PathBuf,
    /// A folder of extra scenario files.
    pub scenarios_dir: Option<PathBuf>,
    /// Latency added to every API call, in milliseconds.
    pub latency_ms: u64,
    /// Share of API calls (0 to 1) that fail with HTTP 500.
    pub fault_rate: f64,
    /// Caps and expiry of the state.
    pub limits: store::Limits,
    /// Origins allowed by CORS besides the loopback ones.
    pub allowed_origins: Vec<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            dist: web::default_dist(),
            scenarios_dir: None,
            latency_ms: 0,
            fault_rate: 0.0,
            limits: store::Limits::default(),
            allowed_origins: Vec::new(),
        }
    }
}

/// Everything the handlers share.
pub struct App {
    /// The options it started with.
    pub options: Options,
    /// Every scenario.
    pub scenarios: scenario::Scenarios,
    /// The state.
    pub store: store::Store,
    /// Request checks from the contract's document.
    pub validators: validate::Validators,
    envelopes: HashMap<&'static str, EnvelopeKind>,
}

impl App {
    /// Loads the scenarios and builds the validators.
    pub fn new(options: Options) -> Result<Self, String> {
        if !(0.0..=1.0).contains(&options.fault_rate) {
            return Err(format!(
                "--fault-rate {} is outside 0 to 1",
                options.fault_rate
            ));
        }
        let scenarios = scenario::Scenarios::load(options.scenarios_dir.as_deref())?;
        let document = serde_json::to_value(contract::openapi()).map_err(|e| e.to_string())?;
        let validators = validate::Validators::from_document(&document, contract::ENDPOINTS)?;
        let envelopes = contract::ENDPOINTS
            .iter()
            .map(|e| (e.path, e.envelope))
            .collect();
        let limits = options.limits.clone();
        Ok(App {
            options,
            scenarios,
            store: store::Store::new(limits),
            validators,
            envelopes,
        })
    }

    /// The envelope of the endpoint at `path`, when `path` is an endpoint of the contract.
    pub fn envelope_of(&self, path: &str) -> Option<EnvelopeKind> {
        self.envelopes.get(path).copied()
    }
}

/// The whole server as a router.
pub fn app(app: Arc<App>) -> Router {
    let router = Router::new()
        .merge(api::routes())
        .merge(qa::routes())
        .merge(web::routes())
        .fallback(web::fallback)
        .layer(axum::middleware::from_fn_with_state(
            app.clone(),
            select::layer,
        ));
    security::wrap(router, &app).with_state(app)
}
