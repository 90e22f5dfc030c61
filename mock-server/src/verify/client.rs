//! The HTTP client of proxy mode and of `verify`: where the backend is ([`Upstream`]) and one
//! request to it over hyper's HTTP/1 connection, with a time limit ([`send`]).

use std::time::Duration;

use axum::http::{HeaderMap, StatusCode, header};
use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper_util::rt::TokioIo;

/// Largest answer body read.
pub const BODY_LIMIT: usize = 16 * 1024 * 1024;

/// Where the backend is.
#[derive(Debug, Clone)]
pub struct Upstream {
    /// `host:port` to connect to.
    pub authority: String,
    /// Path prefix of the backend (no trailing slash), usually empty.
    pub base: String,
    /// The URL as given.
    pub url: String,
}

impl Upstream {
    /// Parses `http://host[:port][/base]`; the error is one line naming the URL.
    pub fn parse(url: &str) -> Result<Self, String> {
        let Some((scheme, rest)) = url.split_once("://") else {
            return Err(format!(
                "{url}: no scheme; write the URL whole, e.g. http://{url}"
            ));
        };
        if scheme != "http" {
            return Err(format!(
                "{url}: only http:// is supported (put a TLS-terminating proxy in front of an https backend)"
            ));
        }
        let (authority, base) = match rest.find(['/', '?', '#']) {
            Some(i) => (&rest[..i], rest[i..].trim_end_matches('/')),
            None => (rest, ""),
        };
        if authority.is_empty() {
            return Err(format!("{url}: no host"));
        }
        if base.contains(['?', '#']) {
            return Err(format!("{url}: a query or fragment has no place here"));
        }
        let authority = if authority.contains(':') {
            authority.to_owned()
        } else {
            format!("{authority}:80")
        };
        Ok(Upstream {
            authority,
            base: base.to_owned(),
            url: url.to_owned(),
        })
    }

    /// Whether a TCP connection opens within `timeout`; the error says why not.
    pub async fn reachable(&self, timeout: Duration) -> Result<(), String> {
        match tokio::time::timeout(timeout, tokio::net::TcpStream::connect(&self.authority)).await {
            Ok(Ok(_)) => Ok(()),
            Ok(Err(e)) => Err(format!(
                "cannot reach {} ({}): {e}",
                self.url, self.authority
            )),
            Err(_) => Err(format!(
                "cannot reach {} ({}): no connection within {} ms",
                self.url,
                self.authority,
                timeout.as_millis()
            )),
        }
    }
}

/// An answer: status, headers, body.
pub type Reply = (StatusCode, HeaderMap, Bytes);

/// Sends `request` (its URI the path and query under the base) to `upstream`; the error
/// says what failed: connecting, the exchange, or the answer's body.
pub async fn send(
    upstream: &Upstream,
    request: hyper::Request<Full<Bytes>>,
) -> Result<Reply, String> {
    let (mut parts, body) = request.into_parts();
    let path_query = parts.uri.path_and_query().map_or("/", |p| p.as_str());
    parts.uri = format!("{}{path_query}", upstream.base)
        .parse()
        .map_err(|e| format!("request URI: {e}"))?;
    parts.headers.insert(
        header::HOST,
        upstream
            .authority
            .parse()
            .map_err(|e| format!("host {}: {e}", upstream.authority))?,
    );
    let request = hyper::Request::from_parts(parts, body);
    let stream = tokio::net::TcpStream::connect(&upstream.authority)
        .await
        .map_err(|e| format!("connect {}: {e}", upstream.authority))?;
    let (mut sender, conn) = hyper::client::conn::http1::handshake(TokioIo::new(stream))
        .await
        .map_err(|e| format!("handshake: {e}"))?;
    tokio::spawn(conn);
    let response = sender
        .send_request(request)
        .await
        .map_err(|e| format!("request: {e}"))?;
    let (parts, body) = response.into_parts();
    let bytes = http_body_util::Limited::new(body, BODY_LIMIT)
        .collect()
        .await
        .map_err(|e| format!("answer body: {e}"))?
        .to_bytes();
    Ok((parts.status, parts.headers, bytes))
}
