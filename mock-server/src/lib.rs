//! Mock backend of the loan web view.
//!
//! Serves every call of the contract (`contract::ENDPOINTS`) with named scenarios over a
//! realistic default world, keeps state per session, serves the production bundle, the
//! OpenAPI document, an offline Swagger UI and the QA pages under `/__mock`.
//!
//! The layers, from the socket in; each may use only the ones below it in this list:
//!
//! - [`front`]: transport, CORS and compression, the request log, security headers, scenario
//!   selection, chaos; the bundle and config files; [`App`], the whole server's state;
//! - [`settings`]: the command-line flags;
//! - [`qa`]: QA tools: `/__mock` pages, the request journal, proxy mode and drift, the built
//!   Storybook and gallery;
//! - [`api`]: every call of the contract: binding and checking requests, the handlers, the
//!   error envelope;
//! - [`scenario`], [`state`], [`media`]: the data the answers come from: scenarios, the
//!   per-session state, the images the server draws. They use nothing of the server.
//!
//! Below them all, the `conformance` crate: the one answer checker (the journal's, drift's and
//! the `verify` command's), that command, and proxy mode's HTTP client.

pub mod api;
pub mod front;
pub mod media;
pub mod qa;
pub mod scenario;
pub mod settings;
pub mod state;

pub use front::App;
pub use settings::Settings;

/// The whole server as a router.
pub fn app(app: std::sync::Arc<App>) -> axum::Router {
    front::router(app)
}
