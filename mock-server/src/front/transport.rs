//! The listener of `main`: TCP, with one repair. hyper answers a request whose target is over
//! 65 534 bytes (414) or whose head is over its buffer (431) itself, with an empty body,
//! before any service of ours sees the request, and no setting changes that. A QA script that
//! sends a 100 KB query would get a bare status the app cannot read, so the connection
//! wrapper swaps that one answer, as it is written, for the same status with the error
//! envelope (code 414 or 431). Every other byte passes untouched, except an answer the chaos
//! layer marked to be lost (`crate::scenario::SEVER_HEADER`): its connection closes
//! instead of writing it, as a connection dropped on the way back does.

use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::task::{Context, Poll};

use contract::{ErrorCode, ErrorEnvelope};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};

/// A TCP listener whose connections carry the repair.
pub struct Listener(pub TcpListener);

impl axum::serve::Listener for Listener {
    type Io = Conn;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Conn, SocketAddr) {
        // axum's own accept loop, with its handling of transient errors.
        let (stream, addr) = axum::serve::Listener::accept(&mut self.0).await;
        (
            Conn {
                stream,
                pending: None,
                severed: false,
            },
            addr,
        )
    }

    fn local_addr(&self) -> io::Result<SocketAddr> {
        self.0.local_addr()
    }
}

/// One connection.
pub struct Conn {
    stream: TcpStream,
    /// The replacement answer being written, and how much of it is out, with the length of
    /// hyper's own answer to report as written once it is.
    pending: Option<(Vec<u8>, usize, usize)>,
    /// An answer marked to be lost was met: nothing more is written.
    severed: bool,
}

/// Whether `written` is the head of an answer the chaos layer marked to be lost.
fn is_severed(written: &[u8]) -> bool {
    if !written.starts_with(b"HTTP/1.1 ") {
        return false;
    }
    let head_end = written
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or(written.len());
    let marker = format!("\r\n{}: ", crate::scenario::SEVER_HEADER);
    written[..head_end]
        .windows(marker.len())
        .any(|w| w.eq_ignore_ascii_case(marker.as_bytes()))
}

/// The replacement of hyper's bare answer `written`, when it is one.
fn replacement(written: &[u8]) -> Option<Vec<u8>> {
    let (status, reason, message) = if written.starts_with(b"HTTP/1.1 414 ") {
        (
            414,
            "URI Too Long",
            "the request target is over 65534 bytes: send long values in a POST body",
        )
    } else if written.starts_with(b"HTTP/1.1 431 ") {
        (
            431,
            "Request Header Fields Too Large",
            "the request head (request line and headers) is over the server's limit",
        )
    } else {
        return None;
    };
    let head_end = written.windows(4).position(|w| w == b"\r\n\r\n")? + 4;
    // Only hyper's own answer has an empty body; a handler's 414 or 431 would have one.
    let empty = b"content-length: 0\r\n";
    if head_end != written.len() || !written[..head_end].windows(empty.len()).any(|w| w == empty) {
        return None;
    }
    let body = serde_json::to_vec(&ErrorEnvelope {
        code: ErrorCode::Number(status),
        success: None,
        message: message.to_owned(),
        data: None,
    })
    .ok()?;
    let mut answer = format!(
        "HTTP/1.1 {status} {reason}\r\nconnection: close\r\ncontent-type: application/json\r\n\
x-content-type-options: nosniff\r\ncache-control: no-store\r\ncontent-length: {}\r\n\r\n",
        body.len()
    )
    .into_bytes();
    answer.extend_from_slice(&body);
    Some(answer)
}

impl AsyncRead for Conn {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Conn {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = &mut *self;
        if this.severed || (this.pending.is_none() && is_severed(buf)) {
            // hyper closes the connection on a failed write: the client gets no answer.
            this.severed = true;
            return Poll::Ready(Err(io::ErrorKind::ConnectionReset.into()));
        }
        if this.pending.is_none()
            && let Some(answer) = replacement(buf)
        {
            this.pending = Some((answer, 0, buf.len()));
        }
        let Some((answer, sent, reported)) = &mut this.pending else {
            return Pin::new(&mut this.stream).poll_write(cx, buf);
        };
        while *sent < answer.len() {
            match Pin::new(&mut this.stream).poll_write(cx, &answer[*sent..]) {
                Poll::Ready(Ok(0)) => return Poll::Ready(Err(io::ErrorKind::WriteZero.into())),
                Poll::Ready(Ok(n)) => *sent += n,
                other => return other,
            }
        }
        // hyper closes the connection after this answer; anything after it is not ours.
        Poll::Ready(Ok(*reported))
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }

    // No vectored writes: hyper then writes a whole answer head as one buffer, which is what
    // `replacement` recognises.
    fn is_write_vectored(&self) -> bool {
        false
    }
}
