//! The HTTP client of proxy mode and of `verify`: where the backend is ([`Upstream`]) and one
//! request to it over hyper's HTTP/1 connection, in the clear or over TLS with the system's
//! OpenSSL, with a time limit ([`send`]).

use std::path::Path;
use std::time::Duration;

use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper_util::rt::TokioIo;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpStream;
use tokio_native_tls::TlsConnector;

/// Largest answer body read.
pub const BODY_LIMIT: usize = 16 * 1024 * 1024;

/// Where the backend is, and how to speak to it.
#[derive(Debug, Clone)]
pub struct Upstream {
    /// `host:port` to connect to (the scheme's port when the URL names none).
    pub authority: String,
    /// Path prefix of the backend (no trailing slash), usually empty.
    pub base: String,
    /// The URL as given.
    pub url: String,
    /// The `Host` header: the URL's authority as written.
    host_header: HeaderValue,
    /// The name the certificate must carry: the URL's host without an IPv6 address's
    /// brackets.
    name: String,
    /// TLS, for an `https://` URL: the system's trust store and the `--ca-cert` ones.
    tls: Option<TlsConnector>,
}

impl Upstream {
    /// Parses `http[s]://host[:port][/base]`; an https backend's certificate may also be
    /// signed by the PEM certificates in `ca_cert` (a staging CA). The error is one line naming
    /// the flag (`--upstream` or `--ca-cert`) and what it was given.
    pub fn new(url: &str, ca_cert: Option<&Path>) -> Result<Self, String> {
        let uri: Uri = match url.parse() {
            Ok(uri) => uri,
            // The parser refuses an empty authority outright (`https://`, `http:///api`, as
            // an unset variable leaves them) as "empty string" or "invalid format".
            Err(_)
                if url
                    .split_once("://")
                    .is_some_and(|(_, rest)| rest.is_empty() || rest.starts_with('/')) =>
            {
                return Err(format!("--upstream {url}: no host"));
            }
            Err(e) => return Err(format!("--upstream {url}: not a URL ({e})")),
        };
        let (https, default_port) = match uri.scheme_str() {
            None => {
                return Err(format!(
                    "--upstream {url}: no scheme; write the URL whole, e.g. http://{url} or https://{url}"
                ));
            }
            Some(s) if s.eq_ignore_ascii_case("http") => (false, 80),
            Some(s) if s.eq_ignore_ascii_case("https") => (true, 443),
            Some(s) => {
                return Err(format!(
                    "--upstream {url}: unknown scheme {s}://; write http:// or https://"
                ));
            }
        };
        let Some(authority) = uri.authority().filter(|a| !a.host().is_empty()) else {
            return Err(format!("--upstream {url}: no host"));
        };
        // The parser drops a fragment without a word, so it is looked for in the text.
        if uri.query().is_some() || url.contains('#') {
            return Err(format!(
                "--upstream {url}: a query or fragment has no place here"
            ));
        }
        if authority.as_str().contains('@') {
            return Err(format!(
                "--upstream {url}: user and password in the URL are not sent; use --header 'Authorization: …'"
            ));
        }
        let host = authority.host();
        let port = match authority.port_u16() {
            Some(port) => port,
            None if authority.as_str() == host => default_port,
            None => {
                return Err(format!(
                    "--upstream {url}: the port is not a number from 1 to 65535"
                ));
            }
        };
        // A bad --ca-cert file is an error even before the URL turns https.
        let tls = if https || ca_cert.is_some() {
            Some(connector(ca_cert)?)
        } else {
            None
        };
        Ok(Upstream {
            authority: format!("{host}:{port}"),
            base: uri.path().trim_end_matches('/').to_owned(),
            url: url.to_owned(),
            host_header: HeaderValue::from_str(authority.as_str())
                .map_err(|e| format!("--upstream {url}: host {e}"))?,
            name: host
                .trim_start_matches('[')
                .trim_end_matches(']')
                .to_owned(),
            tls: tls.filter(|_| https),
        })
    }

    /// Whether a connection opens within `timeout`, with the TLS handshake of an https
    /// backend (so an untrusted certificate is found before any call); the error says why
    /// not.
    pub async fn reachable(&self, timeout: Duration) -> Result<(), String> {
        match tokio::time::timeout(timeout, self.connect()).await {
            Ok(Ok(_)) => Ok(()),
            Ok(Err(Failure::Connect(e))) => Err(format!(
                "cannot reach {} ({}): {e}",
                self.url, self.authority
            )),
            Ok(Err(Failure::Tls(e))) => Err(format!("{}: {e}", self.url)),
            Err(_) => Err(format!(
                "cannot reach {} ({}): no connection within {} ms",
                self.url,
                self.authority,
                timeout.as_millis()
            )),
        }
    }

    /// A connection, in the clear or over TLS.
    async fn connect(&self) -> Result<Connection, Failure> {
        let stream = TcpStream::connect(&self.authority)
            .await
            .map_err(Failure::Connect)?;
        match &self.tls {
            None => Ok(Connection::Plain(stream)),
            Some(tls) => tls
                .connect(&self.name, stream)
                .await
                .map(|s| Connection::Tls(Box::new(s)))
                .map_err(|e| {
                    Failure::Tls(format!(
                        "TLS handshake with {} failed: {e}; a backend signed by a staging CA \
                         needs --ca-cert FILE",
                        self.name
                    ))
                }),
        }
    }
}

/// Why no connection opened.
enum Failure {
    /// No TCP connection.
    Connect(std::io::Error),
    /// The TLS handshake failed: a certificate not trusted, of another name, expired ...
    Tls(String),
}

/// An open connection to the backend.
enum Connection {
    /// `http://`.
    Plain(TcpStream),
    /// `https://`.
    Tls(Box<tokio_native_tls::TlsStream<TcpStream>>),
}

/// The TLS settings: the system's trust store, and the certificates of `ca_cert` besides.
fn connector(ca_cert: Option<&Path>) -> Result<TlsConnector, String> {
    let mut builder = native_tls::TlsConnector::builder();
    if let Some(file) = ca_cert {
        let named = |e: &dyn std::fmt::Display| format!("--ca-cert {}: {e}", file.display());
        let pem = std::fs::read(file).map_err(|e| named(&e))?;
        let certificates = native_tls::Certificate::stack_from_pem(&pem)
            .map_err(|e| named(&format!("not PEM certificates ({e})")))?;
        if certificates.is_empty() {
            return Err(named(&"no PEM certificate in it"));
        }
        for certificate in certificates {
            builder.add_root_certificate(certificate);
        }
    }
    builder
        .build()
        .map(TlsConnector::from)
        .map_err(|e| format!("TLS: {e}"))
}

/// An answer: status, headers, body.
pub type Reply = (StatusCode, HeaderMap, Bytes);

/// Sends `request` (its URI the path and query under the base) to `upstream`; the error
/// says what failed: connecting, the TLS handshake, the exchange, or the answer's body.
pub async fn send(
    upstream: &Upstream,
    request: hyper::Request<Full<Bytes>>,
) -> Result<Reply, String> {
    let (mut parts, body) = request.into_parts();
    let path_query = parts.uri.path_and_query().map_or("/", |p| p.as_str());
    parts.uri = format!("{}{path_query}", upstream.base)
        .parse()
        .map_err(|e| format!("request URI: {e}"))?;
    parts
        .headers
        .insert(header::HOST, upstream.host_header.clone());
    let request = hyper::Request::from_parts(parts, body);
    match upstream.connect().await {
        Ok(Connection::Plain(stream)) => exchange(stream, request).await,
        Ok(Connection::Tls(stream)) => exchange(stream, request).await,
        Err(Failure::Connect(e)) => Err(format!("connect {}: {e}", upstream.authority)),
        Err(Failure::Tls(e)) => Err(e),
    }
}

/// One request and its answer over `stream`.
async fn exchange<S>(stream: S, request: hyper::Request<Full<Bytes>>) -> Result<Reply, String>
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
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
