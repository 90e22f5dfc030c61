//! `cargo run -p mock-server`: serves the mock backend, the bundle and the QA pages.

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use clap::Parser;
use mock_server::front::web;
use mock_server::state::Limits;
use mock_server::{App, Options};
use tracing_subscriber::EnvFilter;

/// Mock backend of the loan web view: every contract endpoint, named scenarios, QA pages.
#[derive(Debug, Parser)]
#[command(version, about)]
struct Cli {
    /// Port to listen on.
    #[arg(long, default_value_t = 8080, env = "MOCK_PORT")]
    port: u16,
    /// Address to bind.
    #[arg(long, default_value = "127.0.0.1", env = "MOCK_BIND")]
    bind: IpAddr,
    /// The production bundle folder (default: app/dist of the workspace).
    #[arg(long)]
    dist: Option<PathBuf>,
    /// A folder of extra scenario files (*.json), loaded over the built-in ones.
    #[arg(long)]
    scenarios: Option<PathBuf>,
    /// Latency added to every API call, in milliseconds.
    #[arg(long, default_value_t = 0)]
    latency: u64,
    /// Share of API calls (0 to 1) answered with HTTP 500.
    #[arg(long, default_value_t = 0.0)]
    fault_rate: f64,
    /// Entries the request journal (/__mock/requests) keeps; older ones are pushed out; 0
    /// turns the journal off.
    #[arg(long, default_value_t = mock_server::qa::journal::DEFAULT_CAPACITY)]
    journal_size: usize,
    /// Proxy mode: forward the API calls to this backend (http://host:port[/base]); the QA
    /// pages and the bundle stay local; /__mock/drift reports how its answers differ from
    /// the contract.
    #[arg(long)]
    upstream: Option<String>,
    /// How long an upstream call may take before the app gets an error, in milliseconds.
    #[arg(long, default_value_t = mock_server::qa::proxy::DEFAULT_TIMEOUT_MS)]
    upstream_timeout: u64,
    /// With --upstream: write what the upstream answered as scenario files (one per session)
    /// into this folder, to replay with --scenarios.
    #[arg(long)]
    record: Option<PathBuf>,
    /// The built Storybook served at /storybook/ (default: stories/storybook-static).
    #[arg(long)]
    storybook: Option<PathBuf>,
    /// The built gallery served at /__mock/gallery/ (default: test-results/gallery).
    #[arg(long)]
    gallery: Option<PathBuf>,
    /// Sessions kept at most (borrower sessions; the same for promotion sids), least recently
    /// used dropped first.
    #[arg(long, default_value_t = 10_000)]
    max_sessions: usize,
    /// Seconds a session may stay idle before it is forgotten.
    #[arg(long, default_value_t = 86_400)]
    session_ttl: u64,
    /// Complaints (and legacy commits) kept per session at most, oldest dropped first.
    #[arg(long, default_value_t = 200)]
    max_per_session: usize,
    /// Uploaded images kept at most, oldest dropped first.
    #[arg(long, default_value_t = 500)]
    max_uploads: usize,
    /// Megabytes of uploaded images kept at most.
    #[arg(long, default_value_t = 64)]
    max_upload_mb: usize,
    /// An origin CORS allows besides the loopback ones (repeat, or comma-separate in the
    /// variable), e.g. http://192.168.1.20:5173.
    #[arg(
        long = "allow-origin",
        env = "MOCK_ALLOW_ORIGINS",
        value_delimiter = ','
    )]
    allow_origins: Vec<String>,
    /// Log filter (e.g. info, warn); one line per request at info.
    #[arg(long, default_value = "info", env = "MOCK_LOG")]
    log: String,
}

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    // One writer thread writes what gathered every 20 ms with one system call
    // (`mock_server::front::log_sink`), for the request lines and the rest of the log alike.
    let (sink, _log_guard) = match mock_server::front::log_sink::spawn(std::io::stdout()) {
        Ok(spawned) => spawned,
        Err(e) => {
            eprintln!("mock-server: cannot start the log writer: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    // Colour codes only on a terminal: a log file or a pipe gets plain lines.
    let ansi = std::io::IsTerminal::is_terminal(&std::io::stdout());
    tracing_subscriber::fmt()
        .with_env_filter(EnvFilter::try_new(&cli.log).unwrap_or_else(|_| EnvFilter::new("info")))
        .with_writer(sink.clone())
        .with_target(false)
        .with_ansi(ansi)
        .init();
    if tracing::enabled!(target: "mock", tracing::Level::INFO) {
        mock_server::front::access_log::install(sink, ansi);
    }
    let options = Options {
        dist: cli.dist.unwrap_or_else(web::default_dist),
        scenarios_dir: cli.scenarios,
        latency_ms: cli.latency,
        fault_rate: cli.fault_rate,
        journal_size: cli.journal_size,
        upstream: cli.upstream,
        upstream_timeout_ms: cli.upstream_timeout,
        record_dir: cli.record,
        storybook_dir: cli
            .storybook
            .unwrap_or_else(mock_server::qa::workbench::default_storybook),
        gallery_dir: cli
            .gallery
            .unwrap_or_else(mock_server::qa::workbench::default_gallery),
        limits: Limits {
            max_sessions: cli.max_sessions,
            session_ttl: Duration::from_secs(cli.session_ttl),
            max_per_session: cli.max_per_session,
            max_uploads: cli.max_uploads,
            max_upload_bytes: cli.max_upload_mb << 20,
            ..Limits::default()
        },
        allowed_origins: cli.allow_origins,
    };
    let state = match App::new(options) {
        Ok(state) => Arc::new(state),
        Err(e) => {
            eprintln!("mock-server: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    let addr = SocketAddr::new(cli.bind, cli.port);
    let listener = match tokio::net::TcpListener::bind(addr).await {
        Ok(l) => l,
        Err(e) => {
            eprintln!("mock-server: cannot listen on {addr}: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    tracing::info!(
        "mock server on http://{addr}/ ({} scenarios; bundle {}; QA page http://{addr}/__mock)",
        state.scenarios.current().names().len(),
        state.options.dist.display()
    );
    // The service without a router around it: `app` adds one for callers that need it.
    let service = axum::ServiceExt::<axum::extract::Request>::into_make_service(
        mock_server::front::service(state),
    );
    let served = axum::serve(mock_server::front::transport::Listener(listener), service)
        .with_graceful_shutdown(async {
            let _ = tokio::signal::ctrl_c().await;
        })
        .await;
    match served {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("mock-server: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}
