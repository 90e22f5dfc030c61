//! The HTTP client of `verify` and of the mock server's proxy mode, on `reqwest`: where the
//! backend is ([`Upstream`]) and one request to it ([`send`]), in the clear or over TLS with
//! the system's OpenSSL (native-tls) and the CAs of `--ca-cert` besides, through the proxies
//! of `HTTP_PROXY`, `HTTPS_PROXY` and `ALL_PROXY` except for the hosts of `NO_PROXY`, as curl
//! reads them (docs/verify.md "https backends", docs/verify.md "Proxies and redirects").
//! Redirects are followed as the app's browser follows them; an answer body is read up to
//! [`BODY_LIMIT`].

use std::error::Error as _;
use std::path::Path;
use std::time::Duration;

use bytes::Bytes;
use http::{HeaderMap, StatusCode, Uri};

/// Largest answer body read.
pub const BODY_LIMIT: usize = 16 * 1024 * 1024;

/// The proxies a client goes through, as the environment gives them to curl; a test gives
/// them explicitly, since a test cannot set the environment of its own process safely.
#[derive(Debug, Clone, Default)]
pub struct Proxies {
    /// The proxy of `http://` URLs (`HTTP_PROXY`).
    pub http: Option<String>,
    /// The proxy of `https://` URLs, reached with `CONNECT` (`HTTPS_PROXY`).
    pub https: Option<String>,
    /// The hosts reached directly (`NO_PROXY`): names with their subdomains, IP addresses,
    /// CIDR ranges, `*` for every host.
    pub no_proxy: Option<String>,
}

/// Where the backend is, and how to speak to it.
#[derive(Debug, Clone)]
pub struct Upstream {
    /// `host:port` to connect to (the scheme's port when the URL names none).
    pub authority: String,
    /// Path prefix of the backend (no trailing slash), usually empty.
    pub base: String,
    /// The URL as given.
    pub url: String,
    /// `scheme://authority` as written, which every request's URL starts with.
    origin: String,
    /// The name the certificate must carry: the URL's host without an IPv6 address's
    /// brackets.
    name: String,
    /// TLS: the system's trust store and the `--ca-cert` certificates besides, loaded once
    /// for the client of the calls and the probe's.
    tls: native_tls::TlsConnector,
    /// The proxies given; `None` reads them from the environment.
    proxies: Option<Proxies>,
    /// The client, its connections kept between calls.
    client: reqwest::Client,
}

impl Upstream {
    /// Parses `http[s]://host[:port][/base]`; an https backend's certificate may also be
    /// signed by the PEM certificates in `ca_cert` (a staging CA). The error is one line naming
    /// the flag (`--upstream` or `--ca-cert`) and what it was given. Proxies come from the
    /// environment.
    pub fn new(url: &str, ca_cert: Option<&Path>) -> Result<Self, String> {
        Self::with_proxies(url, ca_cert, None)
    }

    /// [`Upstream::new`] through the `proxies` given instead of the environment's (`None`:
    /// the environment's).
    pub fn with_proxies(
        url: &str,
        ca_cert: Option<&Path>,
        proxies: Option<Proxies>,
    ) -> Result<Self, String> {
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
        let (scheme, default_port) = match uri.scheme_str() {
            None => {
                return Err(format!(
                    "--upstream {url}: no scheme; write the URL whole, e.g. http://{url} or https://{url}"
                ));
            }
            Some(s) if s.eq_ignore_ascii_case("http") => ("http", 80),
            Some(s) if s.eq_ignore_ascii_case("https") => ("https", 443),
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
        let tls = connector(ca_cert)?;
        let mut upstream = Upstream {
            authority: format!("{host}:{port}"),
            base: uri.path().trim_end_matches('/').to_owned(),
            url: url.to_owned(),
            origin: format!("{scheme}://{authority}"),
            name: host
                .trim_start_matches('[')
                .trim_end_matches(']')
                .to_owned(),
            tls,
            proxies,
            client: reqwest::Client::new(),
        };
        upstream.client = upstream.builder().build().map_err(|e| chain(&e))?;
        Ok(upstream)
    }

    /// The client's settings: the TLS of [`connector`], and the proxies given or the
    /// environment's.
    fn builder(&self) -> reqwest::ClientBuilder {
        let mut builder = reqwest::Client::builder().tls_backend_preconfigured(self.tls.clone());
        if let Some(proxies) = &self.proxies {
            builder = builder.no_proxy();
            let no = reqwest::NoProxy::from_string(proxies.no_proxy.as_deref().unwrap_or(""));
            for (url, https) in [(&proxies.http, false), (&proxies.https, true)] {
                let Some(url) = url else { continue };
                let proxy = if https {
                    reqwest::Proxy::https(url)
                } else {
                    reqwest::Proxy::http(url)
                };
                if let Ok(proxy) = proxy {
                    builder = builder.proxy(proxy.no_proxy(no.clone()));
                }
            }
        }
        builder
    }

    /// Whether a connection opens within `timeout`, through a proxy when one applies and with
    /// the TLS handshake of an https backend (so an untrusted certificate is found before any
    /// call); nothing is sent. The error says why not.
    pub async fn reachable(&self, timeout: Duration) -> Result<(), String> {
        // A client whose connector stops once the connection is open: the probe then fails
        // with [`Opened`] and never writes its request.
        let probe = self
            .builder()
            .connector_layer(tower::util::MapResultLayer::new(
                |opened: Result<_, tower::BoxError>| {
                    opened.and_then(|_conn| Err(tower::BoxError::from(Opened)))
                },
            ))
            .build()
            .map_err(|e| chain(&e))?;
        let request = probe.head(format!("{}{}/", self.origin, self.base)).send();
        match tokio::time::timeout(timeout, request).await {
            Ok(Err(e)) if found::<Opened>(&e) => Ok(()),
            Ok(Ok(_)) => Ok(()),
            Ok(Err(e)) => match self.failure(&e) {
                Failure::Tls(why) => Err(format!("{}: {why}", self.url)),
                Failure::Connect(why) | Failure::Other(why) => Err(format!(
                    "cannot reach {} ({}): {why}",
                    self.url, self.authority
                )),
            },
            Err(_) => Err(format!(
                "cannot reach {} ({}): no connection within {} ms",
                self.url,
                self.authority,
                timeout.as_millis()
            )),
        }
    }

    /// Why a request failed, in one line.
    fn failure(&self, error: &reqwest::Error) -> Failure {
        let mut source = error.source();
        while let Some(e) = source {
            if let Some(tls) = e.downcast_ref::<native_tls::Error>() {
                return Failure::Tls(format!(
                    "TLS handshake with {} failed: {tls}; a backend signed by a staging CA \
                     needs --ca-cert FILE",
                    self.name
                ));
            }
            source = e.source();
        }
        if error.is_connect() {
            // The innermost cause says it: "Connection refused (os error 111)".
            let mut innermost = error.to_string();
            let mut source = error.source();
            while let Some(e) = source {
                innermost = e.to_string();
                source = e.source();
            }
            Failure::Connect(innermost)
        } else {
            Failure::Other(chain(error))
        }
    }
}

/// The mark of a probe's connection that opened.
#[derive(Debug)]
struct Opened;

impl std::fmt::Display for Opened {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("the connection opened")
    }
}

impl std::error::Error for Opened {}

/// Why no answer came.
enum Failure {
    /// The TLS handshake failed: a certificate not trusted, of another name, expired ...
    Tls(String),
    /// No connection (to the backend, or to the proxy in between).
    Connect(String),
    /// The exchange broke off.
    Other(String),
}

/// Whether `error` or one of its sources is an `E`.
fn found<E: std::error::Error + 'static>(error: &reqwest::Error) -> bool {
    let mut source = error.source();
    while let Some(e) = source {
        if e.is::<E>() {
            return true;
        }
        source = e.source();
    }
    false
}

/// An error and its sources, from the outermost, in one line (reqwest's own line names the
/// URL, which the callers name already, so it is left out).
fn chain(error: &reqwest::Error) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut source = error.source();
    while let Some(e) = source {
        let text = e.to_string();
        if !parts.iter().any(|p| p.contains(&text)) {
            parts.push(text);
        }
        source = e.source();
    }
    if parts.is_empty() {
        parts.push(error.to_string());
    }
    parts.join(": ")
}

/// The TLS settings: the system's trust store, and the certificates of `ca_cert` besides.
fn connector(ca_cert: Option<&Path>) -> Result<native_tls::TlsConnector, String> {
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
    builder.build().map_err(|e| format!("TLS: {e}"))
}

/// An answer: status, headers, body.
pub type Reply = (StatusCode, HeaderMap, Bytes);

/// Sends `request` (its URI the path and query under the base) to `upstream`; the error
/// says what failed: connecting, the TLS handshake, the exchange, or the answer's body.
pub async fn send(upstream: &Upstream, request: http::Request<Bytes>) -> Result<Reply, String> {
    let (mut parts, body) = request.into_parts();
    let path_query = parts.uri.path_and_query().map_or("/", |p| p.as_str());
    let url = format!("{}{}{path_query}", upstream.origin, upstream.base);
    // The client names the host from the URL.
    parts.headers.remove(http::header::HOST);
    let sent = upstream
        .client
        .request(parts.method, url)
        .headers(parts.headers)
        .body(body)
        .send()
        .await;
    let mut response = match sent {
        Ok(response) => response,
        Err(e) => {
            return Err(match upstream.failure(&e) {
                Failure::Connect(why) => format!("connect {}: {why}", upstream.authority),
                Failure::Tls(why) | Failure::Other(why) => why,
            });
        }
    };
    let (status, headers) = (response.status(), std::mem::take(response.headers_mut()));
    let mut body = Vec::new();
    loop {
        match response.chunk().await {
            Ok(Some(chunk)) if body.len() + chunk.len() > BODY_LIMIT => {
                return Err(format!(
                    "answer body: length limit exceeded ({BODY_LIMIT} bytes)"
                ));
            }
            Ok(Some(chunk)) => body.extend_from_slice(&chunk),
            Ok(None) => break,
            Err(e) => return Err(format!("answer body: {}", chain(&e))),
        }
    }
    Ok((status, headers, Bytes::from(body)))
}
