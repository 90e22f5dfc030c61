//! The production bundle (app/dist) with SPA fallback, the runtime config pointing at this
//! server, the contract's OpenAPI document and the offline Swagger UI.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use axum::Router;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use serde::Serialize;
use tower::ServiceExt;
use tower_http::services::ServeDir;

use crate::App;
use crate::error::ApiError;
use crate::select::is_api_path;

/// The runtime configuration the bundle reads at start (design.md §3).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
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
}

impl Default for RuntimeConfig {
    fn default() -> Self {
        RuntimeConfig {
            api_base: String::new(),
            h5_base: String::new(),
            app_name: "Crédito Ágil".into(),
            primary_color: "#1f8a70".into(),
            service_phone: "800 123 4567".into(),
            app_scheme: "creditoagil://".into(),
        }
    }
}

/// Routes of this module.
pub fn routes() -> Router<Arc<App>> {
    Router::new()
        .route("/config.json", get(config))
        .merge(utoipa_swagger_ui::SwaggerUi::new("/docs").url("/openapi.json", contract::openapi()))
}

async fn config() -> Response {
    let mut r = axum::Json(RuntimeConfig::default()).into_response();
    r.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    r
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
    let dist = &app.options.dist;
    if !dist.join("index.html").is_file() {
        return no_bundle(dist);
    }
    let served = ServeDir::new(dist).oneshot(req).await;
    match served {
        Ok(r) if r.status() != StatusCode::NOT_FOUND => r.into_response(),
        _ => spa_index(dist, &path).await,
    }
}

async fn spa_index(dist: &Path, path: &str) -> Response {
    let promotion = dist.join("promotion").join("index.html");
    let file = if path.starts_with("/promotion") && promotion.is_file() {
        promotion
    } else {
        dist.join("index.html")
    };
    match tokio::fs::read(&file).await {
        Ok(bytes) => {
            let mut r = (StatusCode::OK, bytes).into_response();
            r.headers_mut().insert(
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/html; charset=utf-8"),
            );
            r.headers_mut()
                .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
            r
        }
        Err(_) => no_bundle(dist),
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
        crate::qa::escape(&dist.display().to_string())
    );
    (StatusCode::OK, Html(page)).into_response()
}

/// The default bundle folder: `app/dist` under the working directory when it exists (running
/// from the repository root), else `app/dist` of the workspace this crate was built in.
pub fn default_dist() -> PathBuf {
    let here = PathBuf::from("app/dist");
    if here.is_dir() {
        return here;
    }
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(|root| root.join("app").join("dist"))
        .unwrap_or(here)
}
