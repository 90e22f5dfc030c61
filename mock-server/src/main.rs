//! `cargo run -p mock-server`: serves the mock backend, the bundle and the QA pages;
//! `cargo run -p mock-server -- verify …` checks a backend against the contract instead.

use std::net::SocketAddr;
use std::sync::Arc;

use clap::Parser;
use mock_server::App;
use mock_server::settings::{Cli, Command};
use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    if let Some(Command::Verify(args)) = cli.command {
        let scenarios = || mock_server::scenario::Live::load(None);
        return std::process::ExitCode::from(conformance::main(args, scenarios).await);
    }
    let settings = cli.settings;
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_new(&settings.log).unwrap_or_else(|_| EnvFilter::new("info")),
        )
        .with_target(false)
        // Colour codes only on a terminal: a log file or a pipe gets plain lines.
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stdout()))
        .init();
    let addr = SocketAddr::new(settings.bind, settings.port);
    let app = match App::new(settings) {
        Ok(app) => Arc::new(app),
        Err(e) => {
            eprintln!("mock-server: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    let listener = match tokio::net::TcpListener::bind(addr).await {
        Ok(l) => l,
        Err(e) => {
            eprintln!("mock-server: cannot listen on {addr}: {e}");
            return std::process::ExitCode::FAILURE;
        }
    };
    tracing::info!(
        "mock server on http://{addr}/ ({} scenarios; bundle {}; QA page http://{addr}/__mock)",
        app.api.scenarios.current().names().len(),
        app.settings.dist.display()
    );
    let served = axum::serve(
        mock_server::front::transport::Listener(listener),
        mock_server::app(app),
    )
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
