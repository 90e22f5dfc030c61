//! The command line: the server's settings, its flags parsed by clap straight into
//! [`Settings`], or a subcommand ([`Cli`]). Each default is written once, in its `#[arg]`;
//! [`Settings::default`] is the flags given none.

use std::net::IpAddr;
use std::path::{Path, PathBuf};

use clap::{Parser, Subcommand};

use crate::state::Limits;

/// The whole command line: with no subcommand, the server with its flags.
#[derive(Debug, Clone, Parser)]
#[command(
    name = "mock-server",
    version,
    about,
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    /// The server's flags.
    #[command(flatten)]
    pub settings: Settings,
    /// What to do instead of serving.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// What the binary does besides serving.
#[derive(Debug, Clone, Subcommand)]
pub enum Command {
    /// Check a backend's answers (or proxy mode's recordings) against the contract: every
    /// call the screens make, safe by default (docs/verify.md).
    Verify(conformance::Args),
}

/// Mock backend of the loan web view: every contract endpoint, named scenarios, QA pages.
#[derive(Debug, Clone, Parser)]
#[command(name = "mock-server", version, about)]
pub struct Settings {
    /// Port to listen on.
    #[arg(long, default_value_t = 8080, env = "MOCK_PORT")]
    pub port: u16,
    /// Address to bind.
    #[arg(long, default_value = "127.0.0.1", env = "MOCK_BIND")]
    pub bind: IpAddr,
    /// The production bundle folder.
    #[arg(long, default_value_os_t = workspace_dir("app/dist"))]
    pub dist: PathBuf,
    /// A folder of extra scenario files (*.json), loaded over the built-in ones.
    #[arg(long = "scenarios")]
    pub scenarios_dir: Option<PathBuf>,
    /// Latency added to every API call, in milliseconds.
    #[arg(long = "latency", default_value_t = 0)]
    pub latency_ms: u64,
    /// Share of API calls (0 to 1) answered with HTTP 500.
    #[arg(long, default_value_t = 0.0, value_parser = share)]
    pub fault_rate: f64,
    /// A fault that strikes the first call of an endpoint in each session (repeat for more):
    /// `lose-answer` (the server acts, then the connection breaks before its answer is
    /// through), `drop` (closed before it acts), `hang` (no answer until the client gives
    /// up), on every call that changes something or, with `@ID`, on one endpoint (e.g.
    /// `lose-answer@loan-push`).
    #[arg(long = "fault", value_name = "KIND[@ID]")]
    pub faults: Vec<crate::scenario::Fault>,
    /// Entries the request journal (/__mock/requests) keeps; older ones are pushed out; 0
    /// turns the journal off.
    #[arg(long, default_value_t = 2000)]
    pub journal_size: usize,
    /// Proxy mode: forward the API calls to this backend (http[s]://host:port[/base]); the
    /// QA pages and the bundle stay local; /__mock/drift reports how its answers differ from
    /// the contract.
    #[arg(long)]
    pub upstream: Option<String>,
    /// With an https --upstream: PEM certificates its certificate may be signed by besides
    /// the system's trusted ones (a staging CA).
    #[arg(long = "ca-cert", value_name = "FILE", requires = "upstream")]
    pub ca_cert: Option<PathBuf>,
    /// How long an upstream call may take before the app gets an error, in milliseconds.
    #[arg(long = "upstream-timeout", default_value_t = 10_000)]
    pub upstream_timeout_ms: u64,
    /// With --upstream: write what the upstream answered as scenario files (one per session)
    /// into this folder, to replay with --scenarios.
    #[arg(long = "record", requires = "upstream")]
    pub record_dir: Option<PathBuf>,
    /// The built Storybook served at /storybook/.
    #[arg(long = "storybook", default_value_os_t = workspace_dir("stories/storybook-static"))]
    pub storybook_dir: PathBuf,
    /// The built gallery served at /__mock/gallery/.
    #[arg(long = "gallery", default_value_os_t = workspace_dir("test-results/gallery"))]
    pub gallery_dir: PathBuf,
    /// Caps and expiry of the state.
    #[command(flatten)]
    pub limits: Limits,
    /// An origin CORS allows besides the loopback ones (repeat, or comma-separate in the
    /// variable), e.g. http://192.168.1.20:5173.
    #[arg(
        long = "allow-origin",
        env = "MOCK_ALLOW_ORIGINS",
        value_delimiter = ','
    )]
    pub allowed_origins: Vec<String>,
    /// Log filter (e.g. info, warn); one line per request at info.
    #[arg(long, default_value = "info", env = "MOCK_LOG")]
    pub log: String,
}

impl Default for Settings {
    /// The settings with no flag given.
    fn default() -> Self {
        Settings::parse_from(["mock-server"])
    }
}

/// A share from 0 to 1.
fn share(text: &str) -> Result<f64, String> {
    let rate: f64 = text.parse().map_err(|e| format!("{e}"))?;
    (0.0..=1.0)
        .contains(&rate)
        .then_some(rate)
        .ok_or_else(|| format!("{rate} is outside 0 to 1"))
}

/// A folder of the workspace: `rel` under the working directory when it exists (running from
/// the repository root), else under the workspace this crate was built in.
pub fn workspace_dir(rel: &str) -> PathBuf {
    let here = PathBuf::from(rel);
    if here.is_dir() {
        return here;
    }
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(|root| root.join(rel))
        .unwrap_or(here)
}
