//! Mock backend of the loan web view.
//!
//! Serves every call of the contract (`contract::ENDPOINTS`) with named scenarios over a
//! realistic default world, keeps state per session, serves the production bundle, the
//! OpenAPI document, an offline Swagger UI and the QA pages under `/__mock`.
//!
//! - [`bind`]: how each handler is tied to the contract's definition of its endpoint;
//! - [`scenario`]: scenario files, merge patches, strict validation, pre-serialized answers;
//! - [`pairs`]: a query or form decoded once and read into several types;
//! - [`select`]: scenario, language, latency and fault selection per request;
//! - [`access_log`]: the per-request log line; [`log_sink`]: the log's batching writer;
//! - [`error`]: the one error type and the one place it becomes the envelope;
//! - [`api`]: the handlers, one module per area of the product;
//! - [`store`]: the in-memory state; [`media`]: captcha, barcodes, QR codes, logos;
//! - [`qa`]: `/__mock` pages; [`web`]: bundle, config, docs; [`hosted`]: the company's
//!   hosted privacy page that the marketing site frames;
//! - [`journal`]: the request journal with its contract checks (`/__mock/requests`);
//! - [`proxy`]: `--upstream` proxy mode, the drift report and `--record`;
//! - [`statics`]: the built Storybook (`/storybook/`) and gallery (`/__mock/gallery/`).
//! - [`transport`]: the listener, which gives hyper's own 414/431 answers the envelope;
//! - [`security`]: CSP and other headers, caching, CORS, compression.

use std::collections::HashMap;
use std::future::Future;
use std::path::PathBuf;
use std::sync::Arc;

use axum::Router;
use axum::response::IntoResponse;
use contract::EnvelopeKind;

pub mod access_log;
pub mod api;
pub mod bind;
pub mod error;
pub mod hosted;
pub mod journal;
pub mod log_sink;
pub mod media;
pub mod multipart;
pub mod pairs;
pub mod proxy;
pub mod qa;
pub mod scenario;
pub mod security;
pub mod select;
pub mod statics;
pub mod store;
pub mod transport;
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
    /// Entries the request journal keeps (`--journal-size`).
    pub journal_size: usize,
    /// Proxy mode: the backend API calls go to (`--upstream`).
    pub upstream: Option<String>,
    /// How long an upstream call may take, in milliseconds (`--upstream-timeout`).
    pub upstream_timeout_ms: u64,
    /// Where proxy mode writes recorded scenario files (`--record`).
    pub record_dir: Option<std::path::PathBuf>,
    /// The built Storybook, served at `/storybook/`.
    pub storybook_dir: PathBuf,
    /// The built gallery, served at `/__mock/gallery/`.
    pub gallery_dir: PathBuf,
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
            journal_size: journal::DEFAULT_CAPACITY,
            upstream: None,
            upstream_timeout_ms: proxy::DEFAULT_TIMEOUT_MS,
            record_dir: None,
            storybook_dir: statics::default_storybook(),
            gallery_dir: statics::default_gallery(),
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
    /// The request journal (`/__mock/requests`).
    pub journal: journal::Journal,
    /// Proxy mode, when `--upstream` is set.
    pub proxy: Option<proxy::Proxy>,
    /// The origins CORS lets read answers and change `/__mock` state.
    pub origins: security::Origins,
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
        let proxy = match &options.upstream {
            Some(url) => Some(proxy::Proxy::new(
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
            origins: security::Origins::new(&options.allowed_origins),
            journal: journal::Journal::new(options.journal_size),
            proxy,
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

/// The whole server as a router (what tests and other callers use; `main` serves
/// [`service`] itself, the same service without the router's own matching around it).
pub fn app(app: Arc<App>) -> Router {
    Router::new().fallback_service(service(app))
}

/// The whole server as one service: the lean stack or, for requests with `Origin` or
/// `Accept-Encoding` or `OPTIONS`, the same stack inside CORS and compression.
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
        .merge(journal::page::routes())
        .merge(proxy::drift_page::routes())
        .merge(statics::routes())
        .merge(web::routes())
        .merge(hosted::routes())
        .fallback(web::fallback);
    let router = if app.proxy.is_some() {
        router.layer(axum::middleware::from_fn_with_state(
            app.clone(),
            proxy::layer,
        ))
    } else {
        router
    };
    // The middleware wraps the router as one service: `Router::layer` would wrap every route
    // on its own, which boxes and clones each layer again per request.
    let lean = tower::ServiceBuilder::new()
        .layer(axum::middleware::from_fn_with_state(app.clone(), front))
        .service(router.with_state(app.clone()));
    let full = tower::ServiceBuilder::new()
        .layer(tower_http::compression::CompressionLayer::new())
        .layer(security::cors(app.origins.clone()))
        .service(lean.clone());
    // Shared, so a request clones an `Arc`, and only the stack that answers is cloned.
    let stacks = Arc::new((lean, full));
    tower::service_fn(move |req: axum::extract::Request| {
        use tower::ServiceExt;
        let stacks = stacks.clone();
        async move {
            if security::needs_cors_or_compression(&req) {
                let response = stacks.1.clone().oneshot(req).await;
                return Ok(response.map_or_else(|e| match e {}, IntoResponse::into_response));
            }
            let mut response = stacks.0.clone().oneshot(req).await?;
            security::as_if_cors_and_compression(&mut response);
            Ok(response)
        }
    })
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
        journal::record(&app, req, |req| {
            select::choose(&app, req, |req| next.run(req))
        })
    })
    .await
}
