//! The client through a local forwarding proxy started by the test: an http backend through
//! the HTTP proxy (the request in absolute form), an https one through the HTTPS proxy
//! (`CONNECT`, then TLS with the staging CA of `--ca-cert`), the hosts of `NO_PROXY` reached
//! directly; the reachability probe sends nothing; an untrusted certificate, a refused proxy,
//! a body over the limit are errors that say so; a redirect is followed. The proxies are given
//! explicitly (a test cannot set its own process's environment safely); the mock server's
//! tests run the binary with `HTTP_PROXY` and `HTTPS_PROXY` set.

use std::time::Duration;

use crate::support::forward::Forward;
use crate::support::{ANSWER, Backend, ca_file};
use bytes::Bytes;
use conformance::client::{Proxies, Upstream, send};

const WAIT: Duration = Duration::from_secs(10);

fn get(path: &str) -> http::Request<Bytes> {
    http::Request::get(path)
        .body(Bytes::new())
        .expect("request")
}

fn through(http: Option<String>, https: Option<String>, no_proxy: Option<&str>) -> Option<Proxies> {
    Some(Proxies {
        http,
        https,
        no_proxy: no_proxy.map(str::to_owned),
    })
}

#[tokio::test]
async fn an_http_backend_through_the_http_proxy() {
    let backend = Backend::start(false).await;
    let proxy = Forward::start().await;
    let url = format!("http://{}/api", backend.addr);
    let upstream =
        Upstream::with_proxies(&url, None, through(Some(proxy.url()), None, None)).expect("url");
    upstream.reachable(WAIT).await.expect("reachable");
    assert!(
        proxy.seen().is_empty(),
        "the probe sends nothing: {:?}",
        proxy.seen()
    );
    let (status, _, body) = send(&upstream, get("/a?b=1")).await.expect("an answer");
    assert_eq!((status.as_u16(), &body[..]), (200, ANSWER.as_bytes()));
    assert_eq!(
        proxy.seen(),
        [format!("GET http://{}/api/a?b=1 HTTP/1.1", backend.addr)]
    );
    assert_eq!(backend.seen(), ["GET /api/a?b=1 HTTP/1.1"]);
}

#[tokio::test]
async fn an_https_backend_through_the_https_proxy_with_the_staging_ca() {
    let backend = Backend::start(true).await;
    let proxy = Forward::start().await;
    let url = format!("https://{}", backend.addr);
    let ca = ca_file("https-proxy");
    let proxies = through(None, Some(proxy.url()), None);
    let upstream = Upstream::with_proxies(&url, Some(&ca), proxies.clone()).expect("url");
    upstream
        .reachable(WAIT)
        .await
        .expect("reachable through the tunnel");
    let (status, _, body) = send(&upstream, get("/b")).await.expect("an answer");
    assert_eq!((status.as_u16(), &body[..]), (200, ANSWER.as_bytes()));
    let tunnel = format!("CONNECT {} HTTP/1.1", backend.addr);
    assert!(!proxy.seen().is_empty());
    assert!(
        proxy.seen().iter().all(|l| *l == tunnel),
        "{:?}",
        proxy.seen()
    );
    assert_eq!(
        backend.seen(),
        ["GET /b HTTP/1.1"],
        "the probe sent nothing"
    );
    // Without the staging CA the handshake through the tunnel fails, and says why.
    let untrusted = Upstream::with_proxies(&url, None, proxies).expect("url");
    let why = untrusted.reachable(WAIT).await.expect_err("not trusted");
    assert!(why.contains("certificate verify failed"), "{why}");
    assert!(why.contains("--ca-cert"), "{why}");
    let why = send(&untrusted, get("/c")).await.expect_err("not trusted");
    assert!(
        why.starts_with("TLS handshake with 127.0.0.1 failed"),
        "{why}"
    );
    assert_eq!(backend.seen().len(), 1, "nothing reached the backend");
    let _ = std::fs::remove_file(ca);
}

#[tokio::test]
async fn the_hosts_of_no_proxy_are_reached_directly() {
    let backend = Backend::start(false).await;
    let proxy = Forward::start().await;
    for (host, no_proxy) in [
        ("127.0.0.1", "127.0.0.1"),
        ("127.0.0.1", "example.invalid, 127.0.0.0/8"),
        ("localhost", ".localhost"),
        ("localhost", "*"),
    ] {
        let url = format!("http://{host}:{}", backend.addr.port());
        let proxies = through(Some(proxy.url()), Some(proxy.url()), Some(no_proxy));
        let upstream = Upstream::with_proxies(&url, None, proxies).expect("url");
        let (status, _, _) = send(&upstream, get("/")).await.expect("an answer");
        assert_eq!(status.as_u16(), 200, "{no_proxy}");
    }
    assert!(proxy.seen().is_empty(), "{:?}", proxy.seen());
    assert_eq!(backend.seen().len(), 4);
    // A host NO_PROXY does not name still goes through the proxy.
    let url = format!("http://127.0.0.1:{}", backend.addr.port());
    let proxies = through(Some(proxy.url()), None, Some("localhost, 10.0.0.0/8"));
    let upstream = Upstream::with_proxies(&url, None, proxies).expect("url");
    send(&upstream, get("/")).await.expect("an answer");
    assert_eq!(proxy.seen().len(), 1);
}

#[tokio::test]
async fn a_refused_proxy_a_large_body_and_a_redirect() {
    let backend = Backend::start(false).await;
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let gone = listener.local_addr().expect("addr");
    drop(listener);
    let url = format!("http://{}", backend.addr);
    let dead = through(Some(format!("http://{gone}")), None, None);
    let upstream = Upstream::with_proxies(&url, None, dead).expect("url");
    let why = upstream.reachable(WAIT).await.expect_err("no proxy there");
    assert!(why.starts_with(&format!("cannot reach {url}")), "{why}");
    let direct = Upstream::with_proxies(&url, None, through(None, None, None)).expect("url");
    let why = send(&direct, get("/big"))
        .await
        .expect_err("over the limit");
    assert!(why.contains("length limit exceeded"), "{why}");
    let (status, _, body) = send(&direct, get("/moved")).await.expect("followed");
    assert_eq!((status.as_u16(), &body[..]), (200, ANSWER.as_bytes()));
    assert_eq!(
        backend.seen()[1..],
        ["GET /moved HTTP/1.1", "GET / HTTP/1.1"]
    );
}
