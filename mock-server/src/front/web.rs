//! The production bundle (app/dist), served by the build's serving rules ([`serving`]); the
//! runtime config pointing at this server, the contract's OpenAPI document and the offline
//! Swagger UI.

use std::path::Path;
use std::sync::Arc;

use axum::Router;
use axum::extract::{Request, State};
use axum::http::{Method, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use serde::{Deserialize, Serialize};

use super::serving;
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
    /// "off" keeps the pages from registering the service worker (docs/serving.md "The
    /// service worker"); the bundle's own file says "on".
    pub service_worker: String,
    /// The same-origin path the bundle sends its field telemetry to (docs/telemetry.md);
    /// this server takes it there (`qa::telemetry`).
    pub telemetry_path: String,
    /// Share of page openings that report the Core Web Vitals.
    pub telemetry_vitals_rate: f64,
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
    Router::new().route("/config.json", get(config)).merge(
        utoipa_swagger_ui::SwaggerUi::new("/docs")
            .external_url_unchecked("/openapi.json", contract::openapi()),
    )
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
    // The build's serving rules say which file answers which path (app/dist/serving.json).
    let Ok(rules) = serving::Rules::of(dist) else {
        return no_bundle(dist);
    };
    let (parts, _) = req.into_parts();
    serving::serve(dist, &rules, &path, parts).await
}

fn no_bundle(dist: &Path) -> Response {
    let page = format!(
        "<!doctype html><meta charset=utf-8><title>Mock server: no bundle</title>\
<h1>The app bundle is not built</h1>\
<p>No <code>serving.json</code> (the build's serving rules) in <code>{}</code>. Build it from the repository root:</p>\
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
