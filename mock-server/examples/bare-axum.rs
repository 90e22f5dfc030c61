//! The bare baseline of `scripts/bench-mock.sh`: one axum route answering a fixed JSON body
//! (the mock's own loan-details answer, read from a file), no middleware, no logging. The
//! mock's throughput is reported as a share of this one measured in the same run.
//!
//!     cargo run --release -p mock-server --example bare-axum -- PORT BODY_FILE

use axum::Router;
use axum::http::header;
use axum::routing::get;
use bytes::Bytes;

#[tokio::main]
async fn main() {
    let mut args = std::env::args().skip(1);
    let port: u16 = args.next().and_then(|p| p.parse().ok()).unwrap_or(18091);
    let body = args
        .next()
        .and_then(|f| std::fs::read(f).ok())
        .unwrap_or_else(|| b"{\"code\":0}".to_vec());
    let body = Bytes::from(body);
    let app = Router::new().fallback(get(move || {
        let body = body.clone();
        async move { ([(header::CONTENT_TYPE, "application/json")], body) }
    }));
    let listener = match tokio::net::TcpListener::bind(("127.0.0.1", port)).await {
        Ok(l) => l,
        Err(e) => {
            eprintln!("bare-axum: cannot listen on {port}: {e}");
            std::process::exit(1);
        }
    };
    if let Err(e) = axum::serve(listener, app).await {
        eprintln!("bare-axum: {e}");
    }
}
