//! The server's start-up options: the command-line flags of `main`, less the address.

use std::path::PathBuf;

use crate::{front, qa, state};

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
    pub limits: state::Limits,
    /// Origins allowed by CORS besides the loopback ones.
    pub allowed_origins: Vec<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            dist: front::web::default_dist(),
            scenarios_dir: None,
            latency_ms: 0,
            fault_rate: 0.0,
            journal_size: qa::journal::DEFAULT_CAPACITY,
            upstream: None,
            upstream_timeout_ms: qa::proxy::DEFAULT_TIMEOUT_MS,
            record_dir: None,
            storybook_dir: qa::workbench::default_storybook(),
            gallery_dir: qa::workbench::default_gallery(),
            limits: state::Limits::default(),
            allowed_origins: Vec::new(),
        }
    }
}
