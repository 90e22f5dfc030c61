//! Where a request's time goes, without the network: GET loan-details sent in-process
//! (`tower::ServiceExt::oneshot`) through a bare router, the API routes alone, and the API
//! routes, and the whole app (compression, CORS, and the front middleware: headers, journal,
//! scenario selection). Prints microseconds per
//! request of each; `scripts/bench-mock.sh` measures the whole server over sockets.
//!
//!     cargo run --release -p mock-server --example layer-cost

use std::sync::Arc;
use std::time::Instant;

use axum::Router;
use axum::body::Body;
use axum::http::{Request, header};
use axum::routing::get;
use bytes::Bytes;
use mock_server::{App, Options, api};
use tower::ServiceExt;

const URI: &str = "/throughout/v3/loan-details/loan-details?productId=3&orderId=10482\
&sessionId=bench-session&deviceId=d&appVersion=2.4.1&deviceName=p&osVersion=14&advertisingId=a";

async fn per_request(router: Router, n: u32) -> f64 {
    let started = Instant::now();
    for _ in 0..n {
        let req = Request::get(URI)
            .header(header::HOST, "127.0.0.1:18090")
            .body(Body::empty())
            .expect("request");
        let response = router.clone().oneshot(req).await.expect("answer");
        let body = axum::body::to_bytes(response.into_body(), usize::MAX)
            .await
            .expect("body");
        assert!(body.len() > 100);
    }
    started.elapsed().as_secs_f64() * 1e6 / f64::from(n)
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let n: u32 = std::env::args()
        .nth(1)
        .and_then(|v| v.parse().ok())
        .unwrap_or(100_000);
    let app = Arc::new(App::new(Options::default()).expect("app"));
    let body = Bytes::from_static(&[b'x'; 650]);
    let bare = Router::new().fallback(get(move || {
        let body = body.clone();
        async move { ([(header::CONTENT_TYPE, "application/json")], body) }
    }));
    let with = |r: Router<Arc<App>>| r.with_state(app.clone());
    let variants: Vec<(&str, Router)> = vec![
        ("bare router", bare),
        ("api routes only", with(api::routes())),
        ("whole app", mock_server::app(app.clone())),
    ];
    // A second argument picks one variant (by index), for instruction counts with callgrind.
    let only: Option<usize> = std::env::args().nth(2).and_then(|v| v.parse().ok());
    for (i, (name, router)) in variants.into_iter().enumerate() {
        if only.is_some_and(|o| o != i) {
            continue;
        }
        // A warm-up round, then the measured one.
        per_request(router.clone(), n / 10).await;
        let us = per_request(router, n).await;
        println!("{name:42} {us:7.2} µs/request");
    }
}
