//! The production bundle (app/dist): each prerendered public page its own file, every other
//! route the borrower shell (SPA fallback); the runtime config pointing at this server, the
//! contract's OpenAPI document and the offline Swagger UI.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use axum::Router;
use axum::extract::{Request, State};
use axum::http::{Method, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use serde::{Deserialize, Serialize};
use tower::ServiceExt;
use tower_http::services::{ServeDir, ServeFile};

use crate::api::error::ApiError;
use crate::api::is_api_path;
use crate::front::App;

/// The runtime configuration the bundle reads at start (docs/decisions.md "Runtime configuration").
///
/// One source: `app/public/config.json`, which Vite copies into the bundle and Storybook
/// serves, so designers and QA see the same app name, colour and telephone. Its `apiBase` is
/// empty, the same origin: served here, it points at this server.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RuntimeConfig {
    /// Base of the API calls: empty, the same origin.
    pub api_base: String,
    /// Base of the H5 pages: empty, the same origin.
    pub h5_base: String,
    /// The app's name.
    pub app_name: String,
    /// The primary colour.
    pub primary_color: String,
    /// The customer-service telephone.
    pub service_phone: String,
    /// The native app's URL scheme.
    pub app_scheme: String,
    /// The company's hosted privacy page, framed by the marketing site's /Policy (served by
    /// the `hosted` module).
    pub hosted_privacy_url: String,
}

const CONFIG_JSON: &str = include_str!("../../../app/public/config.json");

impl RuntimeConfig {
    /// The app's own `config.json` as this type (a unit test proves the file matches it, so
    /// the server sends the embedded bytes as they are, with no work per request).
    pub fn load() -> Result<RuntimeConfig, serde_json::Error> {
        serde_json::from_str(CONFIG_JSON)
    }
}

/// Routes of this module.
pub fn routes() -> Router<Arc<App>> {
    Router::new()
        .route("/config.json", get(config))
        .merge(utoipa_swagger_ui::SwaggerUi::new("/docs").url("/openapi.json", contract::openapi()))
}

async fn config() -> Response {
    (
        [
            (header::CONTENT_TYPE, "application/json"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        CONFIG_JSON,
    )
        .into_response()
}

/// Everything no route matched: API-shaped paths get the envelope, other GETs the bundle.
pub async fn fallback(State(app): State<Arc<App>>, req: Request) -> Response {
    let path = req.uri().path().to_owned();
    if is_api_path(&path) {
        return ApiError::NotFound(format!(
            "{} {path} is not a call of the contract (see /openapi.json)",
            req.method()
        ))
        .into_envelope(contract::EnvelopeKind::Plain);
    }
    if req.method() != Method::GET && req.method() != Method::HEAD {
        return (
            StatusCode::METHOD_NOT_ALLOWED,
            "only GET and HEAD serve pages\n",
        )
            .into_response();
    }
    let dist = &app.settings.dist;
    if !dist.join("index.html").is_file() {
        return no_bundle(dist);
    }
    // The build writes `.br` and `.gz` beside each text file (app/scripts/precompress.mjs):
    // sent as they are, so the compression layer does not compress a script per request.
    let (parts, body) = req.into_parts();
    let served = ServeDir::new(dist)
        .precompressed_br()
        .precompressed_gzip()
        .oneshot(Request::from_parts(parts.clone(), body))
        .await;
    match served {
        Ok(r) if r.status() != StatusCode::NOT_FOUND => r.into_response(),
        // A file the bundle does not have (a chunk of an older build, /favicon.ico) is a 404:
        // the page's HTML in its place would reach a script import as a MIME-type error, or
        // an icon request as an HTML body. Routes have no dot in their last segment.
        _ if is_file_name(&path) => (
            StatusCode::NOT_FOUND,
            format!("{path}: no such file in the bundle\n"),
        )
            .into_response(),
        _ => page(dist, &path, parts).await,
    }
}

/// Whether the last segment of `path` looks like a file name (`x.js`, `favicon.ico`).
fn is_file_name(path: &str) -> bool {
    path.rsplit('/').next().is_some_and(|last| {
        last.rfind('.')
            .is_some_and(|dot| dot > 0 && dot + 1 < last.len())
    })
}

/// The HTML of a page route: its own prerendered file (`/About` → `About.html`, written by
/// app/scripts/prerender.mjs for the public pages), the promotion page, or the borrower shell
/// every other route shares (`shell.html`, `noindex`; `index.html` in a bundle built before
/// the public pages were prerendered). `/` is `index.html`, which ServeDir answers.
fn page_file(dist: &Path, path: &str) -> PathBuf {
    let own = path
        .strip_prefix('/')
        .filter(|name| is_route_name(name))
        .map(|name| dist.join(format!("{name}.html")));
    if let Some(file) = own.filter(|file| file.is_file()) {
        return file;
    }
    let promotion = dist.join("promotion").join("index.html");
    if path.starts_with("/promotion") && promotion.is_file() {
        return promotion;
    }
    let shell = dist.join("shell.html");
    if shell.is_file() {
        shell
    } else {
        dist.join("index.html")
    }
}

/// Whether `name` (a path without its leading slash) can name a prerendered file: segments of
/// letters, digits, `-` and `_` only, so no `..` or empty segment reaches the file system.
fn is_route_name(name: &str) -> bool {
    name.split('/').all(|segment| {
        !segment.is_empty()
            && segment
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    })
}

async fn page(dist: &Path, path: &str, parts: axum::http::request::Parts) -> Response {
    let file = page_file(dist, path);
    if !file.is_file() {
        return no_bundle(dist);
    }
    // The request as it came (Accept-Encoding picks the precompressed copy), for the page's
    // file whatever the route's path.
    let served = ServeFile::new(file)
        .precompressed_br()
        .precompressed_gzip()
        .oneshot(Request::from_parts(parts, axum::body::Body::empty()))
        .await;
    match served {
        Ok(r) => r.into_response(),
        Err(e) => match e {},
    }
}

fn no_bundle(dist: &Path) -> Response {
    let page = format!(
        "<!doctype html><meta charset=utf-8><title>Mock server: no bundle</title>\
<h1>The app bundle is not built</h1>\
<p>No <code>index.html</code> in <code>{}</code>. Build it from the repository root:</p>\
<pre>npm ci &amp;&amp; npm run build</pre>\
<p>then reload. Meanwhile: <a href=\"/__mock\">QA page and scenarios</a> · \
<a href=\"/docs\">API documentation</a> · <a href=\"/openapi.json\">openapi.json</a> · \
<a href=\"/config.json\">config.json</a></p>",
        crate::qa::html::escape(&dist.display().to_string())
    );
    (StatusCode::OK, Html(page)).into_response()
}

#[cfg(test)]
mod tests {
    use super::RuntimeConfig;

    #[test]
    fn app_config_has_exactly_the_runtime_keys() {
        let config = RuntimeConfig::load().expect("app/public/config.json matches RuntimeConfig");
        assert_eq!(
            config.api_base, "",
            "the bundle calls the server that serves it"
        );
    }
}
