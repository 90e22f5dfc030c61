//! The listener over a real socket: a request target over hyper's limit gets the error
//! envelope with its 414, not hyper's empty answer, and ordinary calls pass untouched.

use std::io::{Read, Write};

use crate::common::*;
use mock_server::front::transport::Listener;

async fn serve() -> std::net::SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    tokio::spawn(async move { axum::serve(Listener(listener), app()).await });
    addr
}

/// Sends `target` with a blocking socket (off the runtime) and reads the whole answer.
async fn exchange(addr: std::net::SocketAddr, target: String) -> String {
    tokio::task::spawn_blocking(move || {
        let mut s = std::net::TcpStream::connect(addr).expect("connect");
        write!(
            s,
            "GET {target} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
        )
        .expect("send");
        let mut answer = Vec::new();
        s.read_to_end(&mut answer).expect("read");
        String::from_utf8_lossy(&answer).into_owned()
    })
    .await
    .expect("thread")
}

#[tokio::test]
async fn a_100_kb_query_gets_the_envelope_with_its_414() {
    let addr = serve().await;
    let long = format!("{LOAN_DETAILS}?{}&x={}", launch("t-1"), "a".repeat(100_000));
    let answer = exchange(addr, long).await;
    assert!(
        answer.starts_with("HTTP/1.1 414 URI Too Long\r\n"),
        "{answer}"
    );
    assert!(
        answer.contains("content-type: application/json\r\n"),
        "{answer}"
    );
    let body = answer.split_once("\r\n\r\n").expect("head").1;
    let envelope: serde_json::Value = serde_json::from_str(body).expect("json");
    assert_eq!(envelope["code"], 414);
    assert!(envelope["data"].is_null());

    let ok = exchange(addr, format!("{LOAN_DETAILS}?{}", launch("t-1"))).await;
    assert!(ok.starts_with("HTTP/1.1 200 OK\r\n"), "{ok}");
    assert!(ok.contains("\"code\":0"), "{ok}");
}
