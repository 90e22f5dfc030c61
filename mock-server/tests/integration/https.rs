//! An https backend: the mock server behind a TLS server on a real socket, its certificate
//! signed by a staging CA made at test time. `verify` (the real binary) with `--ca-cert`
//! finds every call conforming; without it, it stops with exit 2 and one line naming the
//! certificate problem. Proxy mode in front of it serves a call with the CA, and without it
//! gives the app the envelope error and the journal a note, as a refused upstream does.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use axum::Router;
use mock_server::{App, Settings};
use tokio::net::{TcpListener, TcpStream};
use tokio_native_tls::{TlsAcceptor, TlsStream};

use crate::certificates::{certificate, key};
use crate::common::*;

/// A CA and a server certificate it signed for 127.0.0.1 and localhost, as PEM.
struct Pki {
    /// The CA's certificate: what `--ca-cert` is given.
    ca: Vec<u8>,
    /// The server's certificate, then the CA's.
    chain: Vec<u8>,
    /// The server's key, PKCS#8.
    key: Vec<u8>,
}

/// One CA and server certificate for all the tests.
fn pki() -> &'static Pki {
    static PKI: OnceLock<Pki> = OnceLock::new();
    PKI.get_or_init(|| {
        let ca_key = key();
        let ca = certificate("Staging test CA", &ca_key, None);
        let server_key = key();
        let server = certificate("127.0.0.1", &server_key, Some((&ca, &ca_key)));
        let ca = ca.to_pem().expect("pem");
        let mut chain = server.to_pem().expect("pem");
        chain.extend_from_slice(&ca);
        Pki {
            ca,
            chain,
            key: server_key.private_key_to_pem_pkcs8().expect("pkcs8"),
        }
    })
}

/// The CA's certificate in a file of the test's own, as QA would be given it.
fn ca_file(test: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("mock-ca-{test}-{}.pem", std::process::id()));
    std::fs::write(&path, &pki().ca).expect("write the CA");
    path
}

/// TCP connections with the TLS handshake made.
struct TlsListener {
    tcp: TcpListener,
    tls: TlsAcceptor,
}

impl axum::serve::Listener for TlsListener {
    type Io = TlsStream<TcpStream>;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Self::Io, SocketAddr) {
        loop {
            let (stream, addr) = axum::serve::Listener::accept(&mut self.tcp).await;
            // A client that does not trust the certificate ends the handshake: next one.
            if let Ok(Ok(stream)) =
                tokio::time::timeout(Duration::from_secs(5), self.tls.accept(stream)).await
            {
                return (stream, addr);
            }
        }
    }

    fn local_addr(&self) -> std::io::Result<SocketAddr> {
        self.tcp.local_addr()
    }
}

/// Serves `router` over TLS on a free port of 127.0.0.1.
async fn serve_tls(router: Router) -> SocketAddr {
    let identity = native_tls::Identity::from_pkcs8(&pki().chain, &pki().key).expect("identity");
    let tls = TlsAcceptor::from(native_tls::TlsAcceptor::new(identity).expect("acceptor"));
    let tcp = TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let addr = tcp.local_addr().expect("addr");
    tokio::spawn(async move { axum::serve(TlsListener { tcp, tls }, router).await });
    addr
}

/// The real binary's `verify`, off the runtime's thread so the server keeps answering.
async fn verify(args: Vec<String>) -> (Option<i32>, String, String) {
    tokio::task::spawn_blocking(move || verify_binary(&args))
        .await
        .expect("joined")
}

#[tokio::test]
async fn verify_trusts_a_staging_ca_given_with_ca_cert() {
    let addr = serve_tls(app()).await;
    let ca = ca_file("verify");
    let (code, out, err) = verify(vec![
        "--upstream".into(),
        format!("https://{addr}"),
        "--launch".into(),
        // With what the legacy and promotion pages read, so that no call is skipped.
        format!(
            "{}&amount=345000&userId=88123&id=12&user_from=qa&app_from=creditoagil&utm_tag=qa-link",
            launch("tls-1")
        ),
        "--writes".into(),
        "--ca-cert".into(),
        ca.display().to_string(),
    ])
    .await;
    let _ = std::fs::remove_file(&ca);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(out.contains("25 calls: 25 conform, 0 breaks"), "{out}{err}");
    // The outbox was read over TLS too: the SMS and captcha calls ran.
    assert!(out.contains("The backend is the mock server"), "{out}");
}

#[tokio::test]
async fn verify_without_the_ca_names_the_certificate_problem_and_exits_2() {
    let addr = serve_tls(app()).await;
    let (code, out, err) = verify(vec![
        "--upstream".into(),
        format!("https://{addr}/"),
        "--launch".into(),
        launch("tls-2"),
    ])
    .await;
    assert_eq!(code, Some(2), "{out}{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "one line: {err}");
    assert!(err.contains("TLS handshake with 127.0.0.1 failed"), "{err}");
    assert!(err.contains("certificate verify failed"), "{err}");
    assert!(err.contains("--ca-cert"), "{err}");
    assert!(out.is_empty(), "no call was made: {out}");
}

fn proxy_to(url: String, ca_cert: Option<PathBuf>) -> Router {
    let options = Settings {
        upstream: Some(url),
        upstream_timeout_ms: 5000,
        ca_cert,
        ..options()
    };
    mock_server::app(Arc::new(App::new(options).expect("proxy app")))
}

#[tokio::test]
async fn proxy_mode_serves_a_call_from_an_https_upstream() {
    let addr = serve_tls(app()).await;
    let ca = ca_file("proxy");
    let proxy = proxy_to(format!("https://{addr}"), Some(ca.clone()));
    let a = get(&proxy, &format!("{LOAN_DETAILS}?{}", launch("tls-3"))).await;
    assert_eq!(a.status, 200, "{}", a.text());
    assert_eq!(a.code(), "0");
    assert_eq!(
        a.json()["data"]["userOrderDetail"]["detail"][0]["value"],
        "MX202611220001",
        "{}",
        a.text()
    );
    assert!(a.headers.contains_key("x-mock-upstream"));
    let _ = std::fs::remove_file(&ca);

    // Without the CA: the envelope error and a note, as a refused upstream.
    let untrusting = proxy_to(format!("https://{addr}"), None);
    let a = get(&untrusting, &format!("{LOAN_DETAILS}?{}", launch("tls-4"))).await;
    assert_eq!(a.status, 502);
    assert_eq!(a.json()["success"], false);
    let journal = get(&untrusting, "/__mock/requests?session=tls-4")
        .await
        .json();
    let note = journal["entries"][0]["note"].as_str().unwrap_or("");
    assert!(note.contains("certificate verify failed"), "{note}");
}

/// `HTTPS_PROXY=http://127.0.0.1:PORT mock-server verify --upstream https://… --ca-cert …`:
/// the real binary reaches the https backend through the proxy of its environment, with a
/// tunnel (`CONNECT`) and the staging CA; the http twin is in `http_proxy.rs`.
#[tokio::test]
async fn verify_goes_through_the_https_proxy_of_its_environment() {
    let addr = serve_tls(app()).await;
    let proxy = crate::forward::Forward::start().await;
    let ca = ca_file("https-proxy");
    let args = vec![
        "--upstream".into(),
        format!("https://{addr}"),
        "--launch".into(),
        launch("tls-5"),
        "--ca-cert".into(),
        ca.display().to_string(),
    ];
    let url = proxy.url();
    let (code, out, err) = tokio::task::spawn_blocking(move || {
        verify_binary_through(&args, &[("HTTPS_PROXY", url.as_str())])
    })
    .await
    .expect("joined");
    let _ = std::fs::remove_file(&ca);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(out.contains(" 0 breaks"), "{out}{err}");
    let seen = proxy.seen();
    let tunnel = format!("CONNECT {addr} HTTP/1.1");
    assert!(!seen.is_empty(), "through the proxy");
    assert!(seen.iter().all(|line| *line == tunnel), "{seen:?}");
}
