//! Security and transport headers of everything the server serves, CORS, and compression.
//!
//! - **CSP**: every HTML page of the bundle gets [`BUNDLE_CSP`]: scripts from this origin
//!   only (no `'unsafe-inline'`, no `eval`), images from this origin plus `data:`/`blob:` (the
//!   captcha, barcodes, QR codes, logos and uploads all live under `/__mock/media/`, image
//!   previews are blobs), frames from this origin only (`/Policy` frames the hosted privacy
//!   page, `/PrivacyPolicy`) and `frame-ancestors 'self'`. Styles allow `'unsafe-inline'`:
//!   the QA pages carry a `<style>` block, and a style cannot run code. Tools that run inline
//!   scripts (`/docs` Swagger UI, `/storybook/`, the gallery) get [`TOOL_CSP`] instead, so the
//!   strict policy stays on the product.
//! - every response: `X-Content-Type-Options: nosniff`, `Referrer-Policy: same-origin`;
//!   HTML also `X-Frame-Options: SAMEORIGIN` (for browsers without `frame-ancestors`).
//! - **caching**: `/assets/*` (Vite's hashed file names) for a year, `immutable`; HTML and
//!   other files of the bundle `no-cache` (revalidate every time); API answers `no-store`.
//!   The bundle's answers come with the headers and cache rule of the build's serving rules
//!   ([`super::serving`], docs/serving.md), which this layer leaves as they are.
//! - **compression**: the bundle's text files are sent precompressed (written at build);
//!   answers made per request of 1 KiB or more get brotli or gzip at the fastest level, by
//!   `Accept-Encoding` ([`compression`]); images are left alone.
//! - **CORS**: loopback origins (`localhost`, `127.0.0.0/8`, `[::1]`, any port: a Vite dev
//!   server) with credentials, plus the origins given with `--allow-origin`; any other origin
//!   gets no CORS headers, so a page on the web cannot read the outbox through a tester's
//!   browser. A state-changing `/__mock` request (anything but GET/HEAD/OPTIONS) whose
//!   `Origin` is not this server's own origin (nor an allowed one) is refused with 403.

use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::header;
use axum::http::{HeaderValue, Method, StatusCode, request::Parts};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use tower_http::compression::CompressionLayer;
use tower_http::compression::predicate::{DefaultPredicate, Predicate, SizeAbove};
use tower_http::cors::{AllowHeaders, AllowMethods, AllowOrigin, CorsLayer};

use crate::api::is_api_path;

/// The Content-Security-Policy of the product's pages (and the QA pages).
pub const BUNDLE_CSP: &str = "default-src 'self'; script-src 'self'; \
style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; \
connect-src 'self'; frame-src 'self'; frame-ancestors 'self'; worker-src 'self'; \
manifest-src 'self'; media-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'";

/// The looser policy of tools that run inline scripts and a service worker (Swagger UI,
/// Storybook, the gallery): still this origin only.
pub const TOOL_CSP: &str = "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; \
style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; \
connect-src 'self'; frame-src 'self'; frame-ancestors 'self'; worker-src 'self' blob:; \
object-src 'none'; base-uri 'self'";

/// Cache lifetime of hashed assets.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// Path prefixes served with [`TOOL_CSP`].
const TOOL_PREFIXES: [&str; 3] = ["/docs", "/storybook", "/__mock/gallery"];

/// Whether `origin` (`scheme://host[:port]`) is a loopback origin.
pub fn is_loopback_origin(origin: &str) -> bool {
    let Some((scheme, rest)) = origin.split_once("://") else {
        return false;
    };
    if scheme != "http" && scheme != "https" {
        return false;
    }
    let host = if let Some(v6) = rest.strip_prefix('[') {
        return v6.split_once(']').is_some_and(|(h, _)| h == "::1");
    } else {
        rest.split_once(':').map_or(rest, |(h, _)| h)
    };
    host == "localhost"
        || host.ends_with(".localhost")
        || host
            .parse::<std::net::Ipv4Addr>()
            .is_ok_and(|ip| ip.is_loopback())
}

/// The origin policy: loopback plus the configured ones.
#[derive(Debug, Clone)]
pub struct Origins {
    extra: Arc<[String]>,
}

impl Origins {
    /// Loopback origins plus `extra` (exact `scheme://host[:port]`, no trailing slash).
    pub fn new(extra: &[String]) -> Self {
        Origins {
            extra: extra
                .iter()
                .map(|o| o.trim().trim_end_matches('/').to_owned())
                .filter(|o| !o.is_empty())
                .collect(),
        }
    }

    /// Whether CORS lets `origin` read answers.
    pub fn allows(&self, origin: &str) -> bool {
        is_loopback_origin(origin) || self.extra.iter().any(|o| o == origin)
    }
}

fn same_origin(origin: &str, host: Option<&str>) -> bool {
    let Some(host) = host else { return false };
    origin
        .split_once("://")
        .is_some_and(|(_, rest)| rest.eq_ignore_ascii_case(host))
}

/// The CORS layer of [`Origins`].
pub fn cors(origins: Origins) -> CorsLayer {
    CorsLayer::new()
        .allow_origin(AllowOrigin::predicate(
            move |origin: &HeaderValue, _: &Parts| origin.to_str().is_ok_and(|o| origins.allows(o)),
        ))
        .allow_credentials(true)
        .allow_methods(AllowMethods::mirror_request())
        .allow_headers(AllowHeaders::mirror_request())
        .max_age(std::time::Duration::from_secs(3600))
}

/// Brotli or gzip by `Accept-Encoding`, at the encoders' fastest level, for answers of at
/// least [`COMPRESS_FROM`] bytes. The bundle's files come precompressed at the best level
/// (app/scripts/precompress.mjs) and pass as they are; what is compressed here is made per
/// request: API answers and QA pages. Most API answers are a few hundred bytes of JSON, which
/// travel in one TCP segment either way: compressing them saved no round trip and cost a
/// fifth of the server's time under load (perf, on the mixed workload of scripts/bench-mock.sh).
pub fn compression() -> CompressionLayer<impl Predicate> {
    CompressionLayer::new()
        .quality(tower_http::CompressionLevel::Fastest)
        .compress_when(DefaultPredicate::new().and(SizeAbove::new(COMPRESS_FROM)))
}

/// Answers smaller than this go uncompressed (Tomcat's `compressionMinSize` is 2 048).
pub const COMPRESS_FROM: u64 = 1024;

const NOSNIFF: HeaderValue = HeaderValue::from_static("nosniff");
const SAME_ORIGIN: HeaderValue = HeaderValue::from_static("same-origin");
const SAMEORIGIN: HeaderValue = HeaderValue::from_static("SAMEORIGIN");
const NO_STORE: HeaderValue = HeaderValue::from_static("no-store");
const NO_CACHE: HeaderValue = HeaderValue::from_static("no-cache");

/// The security headers layer: the headers of every answer, and the refusal of cross-origin
/// `/__mock` writes.
pub async fn layer(State(origins): State<Origins>, req: Request, next: Next) -> Response {
    let path = req.uri().path();
    let api = is_api_path(path);
    let assets = path.starts_with("/assets/");
    let tool = TOOL_PREFIXES.iter().any(|p| path.starts_with(p));
    let state_changing = !matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    if state_changing && path.starts_with("/__mock") {
        let origin = req
            .headers()
            .get(header::ORIGIN)
            .and_then(|v| v.to_str().ok());
        let host = req
            .headers()
            .get(header::HOST)
            .and_then(|v| v.to_str().ok());
        if let Some(origin) = origin
            && !same_origin(origin, host)
            && !origins.extra.iter().any(|o| o == origin)
        {
            return (
                StatusCode::FORBIDDEN,
                format!("{origin} may not change the mock server's state\n"),
            )
                .into_response();
        }
    }
    let mut response = next.run(req).await;
    let h = response.headers_mut();
    // The bundle's answers carry the serving rules' headers already (`serving`): kept.
    h.entry(header::X_CONTENT_TYPE_OPTIONS).or_insert(NOSNIFF);
    h.entry(header::REFERRER_POLICY).or_insert(SAME_ORIGIN);
    let html = h
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"text/html"));
    if html {
        let csp = if tool { TOOL_CSP } else { BUNDLE_CSP };
        h.entry(header::CONTENT_SECURITY_POLICY)
            .or_insert(HeaderValue::from_static(csp));
        h.entry(header::X_FRAME_OPTIONS).or_insert(SAMEORIGIN);
    }
    let cache = if api {
        Some(NO_STORE)
    } else if assets && response.status().is_success() {
        Some(HeaderValue::from_static(IMMUTABLE))
    } else if !tool {
        Some(NO_CACHE)
    } else {
        None
    };
    if let Some(cache) = cache {
        let h = response.headers_mut();
        // Media, the bundle (its serving rules) and other answers that chose their own
        // lifetime keep it.
        if !h.contains_key(header::CACHE_CONTROL) {
            h.insert(header::CACHE_CONTROL, cache);
        }
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loopback_origins() {
        for o in [
            "http://localhost:5173",
            "http://127.0.0.1:8080",
            "https://localhost",
            "http://[::1]:3000",
            "http://127.1.2.3",
            "http://app.localhost:5173",
        ] {
            assert!(is_loopback_origin(o), "{o}");
        }
        for o in [
            "http://evil.example",
            "http://localhost.evil.example",
            "http://127.0.0.1.evil.example",
            "null",
            "file://",
            "http://[::2]:80",
        ] {
            assert!(!is_loopback_origin(o), "{o}");
        }
    }

    #[test]
    fn configured_origins() {
        let origins = Origins::new(&["http://10.0.0.5:5173/".to_owned()]);
        assert!(origins.allows("http://10.0.0.5:5173"));
        assert!(!origins.allows("http://10.0.0.6:5173"));
        assert!(same_origin("http://127.0.0.1:8080", Some("127.0.0.1:8080")));
        assert!(!same_origin(
            "http://localhost:5173",
            Some("127.0.0.1:8080")
        ));
    }
}
