//! A forwarding HTTP proxy for tests, as an office network's: a request in absolute form
//! (`GET http://host:port/path`, what a client sends through `HTTP_PROXY`) is passed to its
//! host in origin form with `Connection: close`, so each request opens a connection of its
//! own; `CONNECT host:port` (what a client sends through `HTTPS_PROXY`) opens a tunnel. Every
//! request line it was sent is kept. The mock server's tests use it too.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// A proxy running on a free port of 127.0.0.1.
pub struct Forward {
    /// Where it listens.
    pub addr: SocketAddr,
    seen: Arc<Mutex<Vec<String>>>,
}

impl Forward {
    /// Starts a proxy on the current runtime.
    pub async fn start() -> Forward {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let addr = listener.local_addr().expect("addr");
        let seen = Arc::new(Mutex::new(Vec::new()));
        let kept = seen.clone();
        tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                let kept = kept.clone();
                tokio::spawn(async move {
                    let _ = pass(client, kept).await;
                });
            }
        });
        Forward { addr, seen }
    }

    /// `http://127.0.0.1:PORT`, as HTTP_PROXY or HTTPS_PROXY take it.
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// Every request line sent to the proxy, in order.
    pub fn seen(&self) -> Vec<String> {
        self.seen.lock().expect("lock").clone()
    }
}

/// One client connection: its first request passed on, or the tunnel it asks for.
async fn pass(mut client: TcpStream, seen: Arc<Mutex<Vec<String>>>) -> std::io::Result<()> {
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        if client.read(&mut byte).await? == 0 {
            return Ok(());
        }
        head.push(byte[0]);
    }
    let head = String::from_utf8_lossy(&head).into_owned();
    let (line, headers) = head.split_once("\r\n").unwrap_or((&head, ""));
    seen.lock().expect("lock").push(line.to_owned());
    let mut words = line.split(' ');
    let (method, target, version) = (
        words.next().unwrap_or(""),
        words.next().unwrap_or(""),
        words.next().unwrap_or("HTTP/1.1"),
    );
    if method == "CONNECT" {
        let mut upstream = TcpStream::connect(target).await?;
        client
            .write_all(b"HTTP/1.1 200 Connection established\r\n\r\n")
            .await?;
        tokio::io::copy_bidirectional(&mut client, &mut upstream).await?;
        return Ok(());
    }
    let Some(rest) = target.strip_prefix("http://") else {
        client
            .write_all(b"HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\n\r\n")
            .await?;
        return Ok(());
    };
    let (authority, path) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
    let path = if path.is_empty() { "/" } else { path };
    let kept: String = headers
        .split("\r\n")
        .filter(|h| {
            let name = h.split(':').next().unwrap_or("").to_ascii_lowercase();
            !h.is_empty() && name != "connection" && name != "proxy-connection"
        })
        .map(|h| format!("{h}\r\n"))
        .collect();
    let mut upstream = TcpStream::connect(authority).await?;
    upstream
        .write_all(
            format!("{method} {path} {version}\r\n{kept}connection: close\r\n\r\n").as_bytes(),
        )
        .await?;
    tokio::io::copy_bidirectional(&mut client, &mut upstream).await?;
    Ok(())
}
