//! What the client's tests run against: a staging CA and a certificate it signed for
//! 127.0.0.1, made at test time; a small backend over http or https that answers by path and
//! keeps the request lines it got; the forwarding proxy ([`forward`]); the certificates
//! ([`certificates`]).

#![allow(dead_code)]

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};

use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};
use tokio::net::TcpListener;

pub mod certificates;
pub mod forward;

use certificates::{certificate, key};

/// The JSON every other path answers.
pub const ANSWER: &str = r#"{"code":0,"message":"ok","data":null}"#;

/// A CA's certificate (PEM) and the server's identity it signed for 127.0.0.1.
pub struct Pki {
    /// What `--ca-cert` is given.
    pub ca: Vec<u8>,
    identity: native_tls::Identity,
}

/// One CA and server certificate for all the tests (P-256: fast to make).
pub fn pki() -> &'static Pki {
    static PKI: OnceLock<Pki> = OnceLock::new();
    PKI.get_or_init(|| {
        let (ca_key, server_key) = (key(), key());
        let ca = certificate("Staging test CA", &ca_key, None);
        let server = certificate("127.0.0.1", &server_key, Some((&ca, &ca_key)));
        let ca = ca.to_pem().expect("pem");
        let mut chain = server.to_pem().expect("pem");
        chain.extend_from_slice(&ca);
        let key = server_key.private_key_to_pem_pkcs8().expect("pkcs8");
        Pki {
            ca,
            identity: native_tls::Identity::from_pkcs8(&chain, &key).expect("identity"),
        }
    })
}

/// The CA in a file of the test's own, as QA would be given it.
pub fn ca_file(test: &str) -> PathBuf {
    let path =
        std::env::temp_dir().join(format!("conformance-ca-{test}-{}.pem", std::process::id()));
    std::fs::write(&path, &pki().ca).expect("write the CA");
    path
}

/// A backend on a free port of 127.0.0.1: `/big` answers one byte more than the client reads,
/// `/moved` redirects to `/`, every other path [`ANSWER`]; one request per connection.
pub struct Backend {
    /// Where it listens.
    pub addr: SocketAddr,
    seen: Arc<Mutex<Vec<String>>>,
}

impl Backend {
    /// Starts the backend, over TLS with [`pki`]'s certificate when `tls`.
    pub async fn start(tls: bool) -> Backend {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let addr = listener.local_addr().expect("addr");
        let seen = Arc::new(Mutex::new(Vec::new()));
        let kept = seen.clone();
        let acceptor = tls.then(|| {
            let identity = pki().identity.clone();
            tokio_native_tls::TlsAcceptor::from(
                native_tls::TlsAcceptor::new(identity).expect("acceptor"),
            )
        });
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let (kept, acceptor) = (kept.clone(), acceptor.clone());
                tokio::spawn(async move {
                    match acceptor {
                        None => answer(stream, kept).await,
                        // A client that does not trust the certificate ends the handshake.
                        Some(tls) => {
                            if let Ok(stream) = tls.accept(stream).await {
                                answer(stream, kept).await;
                            }
                        }
                    }
                });
            }
        });
        Backend { addr, seen }
    }

    /// Every request line it got, in order.
    pub fn seen(&self) -> Vec<String> {
        self.seen.lock().expect("lock").clone()
    }
}

/// Reads one request's head and answers it by its path.
async fn answer<S: AsyncRead + AsyncWrite + Unpin>(mut stream: S, seen: Arc<Mutex<Vec<String>>>) {
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        match stream.read(&mut byte).await {
            Ok(1) => head.push(byte[0]),
            _ => return,
        }
    }
    let head = String::from_utf8_lossy(&head).into_owned();
    let line = head.lines().next().unwrap_or("").to_owned();
    seen.lock().expect("lock").push(line.clone());
    let path = line.split(' ').nth(1).unwrap_or("/");
    let reply = match path {
        "/big" => {
            let body = "x".repeat(conformance::client::BODY_LIMIT + 1);
            format!(
                "HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                body.len()
            )
        }
        "/moved" => {
            "HTTP/1.1 302 Found\r\nlocation: /\r\ncontent-length: 0\r\nconnection: close\r\n\r\n"
                .to_owned()
        }
        _ => format!(
            "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{ANSWER}",
            ANSWER.len()
        ),
    };
    let _ = stream.write_all(reply.as_bytes()).await;
    let _ = stream.shutdown().await;
}
