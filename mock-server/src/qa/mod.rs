//! The QA tools: what QA and designers use beside the product, all under `/__mock` (and the
//! built workbench at `/storybook/`).
//!
//! - [`scenarios`]: the scenario list with links to every screen (`/__mock`, JSON too);
//! - [`contract`]: the server's contract version and the bundle's (`/__mock`, JSON too);
//! - [`sessions`]: the journeys' controls (`/__mock/sessions/…`, JSON and the page's section);
//! - [`outbox`]: issued SMS codes and captcha answers, and the state reset;
//! - [`media_files`]: the images the data points at;
//! - [`journal`]: the request journal with its contract checks (`/__mock/requests`);
//! - [`proxy`]: `--upstream` proxy mode, the drift report, `--record` and the check of the
//!   upstream from the page (`/__mock/verify`);
//! - [`telemetry`]: the bundle's field telemetry taken as a Collector would, shown at
//!   `/__mock/telemetry`;
//! - [`workbench`]: the built Storybook and gallery, and the QA pages' assets;
//! - [`html`]: escaping shared by these pages.
//!
//! Uses the `conformance` crate (the one answer checker, the HTTP client, the check of a
//! backend). May use: [`crate::api`] (its state, the error envelope, the request checks),
//! [`crate::scenario`], [`crate::state`], [`crate::media`]. Never the settings or the front,
//! which sit above it.

use std::path::PathBuf;
use std::sync::Arc;

use axum::Router;

use crate::api::shared::Api;

pub mod contract;
pub mod html;
pub mod journal;
pub mod media_files;
pub mod outbox;
pub mod proxy;
pub mod scenarios;
pub mod sessions;
pub mod telemetry;
pub mod workbench;

/// What the QA tools share.
pub struct Qa {
    /// The API's state (scenarios, the session state, the request checks).
    pub api: Arc<Api>,
    /// The request journal (`/__mock/requests`).
    pub journal: journal::Journal,
    /// Proxy mode, when `--upstream` is set.
    pub proxy: Option<proxy::Proxy>,
    /// The built Storybook, served at `/storybook/`.
    pub storybook_dir: PathBuf,
    /// The built gallery, served at `/__mock/gallery/`.
    pub gallery_dir: PathBuf,
    /// The production bundle (its build says which contract it was built against).
    pub dist_dir: PathBuf,
    /// The field telemetry taken (`/__mock/telemetry`).
    pub telemetry: telemetry::Telemetry,
}

/// How the QA tools are set up (from the server's settings).
pub struct QaSettings<'a> {
    /// Entries the journal keeps; 0 turns it off.
    pub journal_size: usize,
    /// Proxy mode's backend, with its timeout in milliseconds and the folder it records into.
    pub upstream: Option<(&'a str, u64)>,
    /// Where proxy mode records (`--record`; needs an upstream).
    pub record_dir: Option<PathBuf>,
    /// Certificates an https upstream's may be signed by besides the system's (`--ca-cert`).
    pub ca_cert: Option<PathBuf>,
    /// The built Storybook.
    pub storybook_dir: PathBuf,
    /// The built gallery.
    pub gallery_dir: PathBuf,
    /// The production bundle.
    pub dist_dir: PathBuf,
    /// Where the bundle sends its field telemetry (config.json's `telemetryPath`).
    pub telemetry_path: &'a str,
    /// The state's bounds, which the telemetry keeps to as well.
    pub limits: &'a crate::state::Limits,
}

impl Qa {
    /// The QA tools' state over `api`.
    pub fn new(settings: QaSettings<'_>, api: Arc<Api>) -> Result<Self, String> {
        let proxy = match settings.upstream {
            Some((url, timeout_ms)) => Some(proxy::Proxy::new(
                url,
                settings.ca_cert.as_deref(),
                timeout_ms,
                settings.record_dir,
            )?),
            None if settings.record_dir.is_some() => return Err("--record needs --upstream".into()),
            None if settings.ca_cert.is_some() => return Err("--ca-cert needs --upstream".into()),
            None => None,
        };
        Ok(Qa {
            api,
            journal: journal::Journal::new(settings.journal_size),
            proxy,
            storybook_dir: settings.storybook_dir,
            gallery_dir: settings.gallery_dir,
            dist_dir: settings.dist_dir,
            telemetry: telemetry::Telemetry::new(settings.telemetry_path, settings.limits),
        })
    }
}

/// Routes of every QA tool (the telemetry's intake at its path).
pub fn routes(telemetry_path: &str) -> Router<Arc<Qa>> {
    Router::new()
        .merge(telemetry::routes(telemetry_path))
        .merge(scenarios::routes())
        .merge(contract::routes())
        .merge(sessions::routes())
        .merge(outbox::routes())
        .merge(media_files::routes())
        .merge(journal::page::routes())
        .merge(proxy::drift_page::routes())
        .merge(proxy::verify_page::routes())
        .merge(workbench::routes())
}
