//! Mock backend of the loan web view.
//!
//! Serves every call of the contract (`contract::ENDPOINTS`) with named scenarios over a
//! realistic default world, keeps state per session, serves the production bundle, the
//! OpenAPI document, an offline Swagger UI and the QA pages under `/__mock`.
//!
//! The layers, from the socket in; each may use only the ones below it in this list:
//!
//! - [`front`]: transport, CORS and compression, security headers, scenario selection, the
//!   request log; the bundle and config files;
//! - [`qa`]: QA tools: `/__mock` pages, the request journal, proxy mode and drift, the built
//!   Storybook and gallery;
//! - [`api`]: every call of the contract: binding and checking requests, the handlers, the
//!   error envelope;
//! - [`scenario`], [`state`], [`media`]: the data the answers come from: scenarios, the
//!   per-session state, the images the server draws. They use nothing of the server.
//!
//! [`App`] is what every layer is handed; [`app`] builds the whole server.

use std::collections::HashMap;
use std::sync::Arc;

use axum::Router;
use contract::EnvelopeKind;

pub mod api;
pub mod front;
pub mod media;
pub mod options;
pub mod qa;
pub mod scenario;
pub mod state;

pub use options::Options;

/// Everything the handlers share.
pub struct App {
    /// The options it started with.
    pub options: Options,
    /// Every scenario: the set in force, reloaded when a file of `--scenarios DIR` changes
    /// (take [`scenario::Live::current`] once per request).
    pub scenarios: Arc<scenario::Live>,
    /// The state.
    pub store: state::Store,
    /// Request checks from the contract's document.
    pub validators: api::bind::validate::Validators,
    /// The request journal (`/__mock/requests`).
    pub journal: qa::journal::Journal,
    /// Proxy mode, when `--upstream` is set.
    pub proxy: Option<qa::proxy::Proxy>,
    /// The origins CORS lets read answers and change `/__mock` state.
    pub origins: front::security::Origins,
    /// The contract's document, which the `generated` scenario draws its answers from.
    pub document: Arc<serde_json::Value>,
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
        let scenarios = Arc::new(scenario::Live::load(options.scenarios_dir.as_deref())?);
        scenarios.watch()?;
        let document = serde_json::to_value(contract::openapi()).map_err(|e| e.to_string())?;
        let validators =
            api::bind::validate::Validators::from_document(&document, contract::ENDPOINTS)?;
        let envelopes = contract::ENDPOINTS
            .iter()
            .map(|e| (e.path, e.envelope))
            .collect();
        let proxy = match &options.upstream {
            Some(url) => Some(qa::proxy::Proxy::new(
                url,
                options.upstream_timeout_ms,
                options.record_dir.clone(),
            )?),
            None if options.record_dir.is_some() => {
                return Err("--record needs --upstream".into());
            }
            None => None,
        };
        let limits = options.limits.clone();
        Ok(App {
            origins: front::security::Origins::new(&options.allowed_origins),
            journal: qa::journal::Journal::new(options.journal_size),
            proxy,
            options,
            scenarios,
            store: state::Store::new(limits),
            validators,
            document: Arc::new(document),
            envelopes,
        })
    }

    /// The envelope of the endpoint at `path`, when `path` is an endpoint of the contract.
    pub fn envelope_of(&self, path: &str) -> Option<EnvelopeKind> {
        self.envelopes.get(path).copied()
    }
}

/// The whole server as a router (what tests and other callers use; `main` serves
/// [`front::service`] itself, the same service without the router's own matching around it).
pub fn app(app: Arc<App>) -> Router {
    Router::new().fallback_service(front::service(app))
}
