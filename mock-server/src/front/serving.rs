//! The bundle served by the serving rules the build writes beside it (`app/dist/serving.json`,
//! from app/scripts/serving-rules.mjs): which file answers which path, 404 with the not-found
//! page for anything else, the headers and the cache rule of each answer. The nginx
//! configuration the repository ships is generated from the same file, and
//! scripts/deploy-check.mjs fails when the two servers disagree (docs/serving.md).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::SystemTime;

use axum::body::Body;
use axum::extract::Request;
use axum::http::{HeaderName, HeaderValue, StatusCode, header, request::Parts};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use tower::ServiceExt;
use tower_http::services::{ServeDir, ServeFile};

/// The file the build writes into the bundle folder.
pub const RULES_FILE: &str = "serving.json";

/// The serving rules (the part a server needs; the file holds more, e.g. the API's limits for
/// nginx).
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Rules {
    /// Each route's file.
    pub routes: Vec<Route>,
    /// What answers every other path.
    pub not_found: NotFound,
    /// Path prefixes of build by-products, answered as unknown paths.
    #[serde(default)]
    pub private: Vec<String>,
    /// The headers of every answer, and of HTML answers.
    pub headers: Headers,
    /// The cache rules.
    pub cache: Cache,
}

/// A route and the file that answers it (a path of the bundle, with its leading slash).
#[derive(Debug, Deserialize)]
pub struct Route {
    /// The path, matched exactly.
    pub path: String,
    /// The file.
    pub file: String,
}

/// The not-found answer.
#[derive(Debug, Deserialize)]
pub struct NotFound {
    /// The page.
    pub file: String,
    /// Its status (404).
    pub status: u16,
}

/// Header names and values.
#[derive(Debug, Deserialize)]
pub struct Headers {
    /// On every answer of the bundle.
    pub all: BTreeMap<String, String>,
    /// On HTML answers besides.
    pub html: BTreeMap<String, String>,
}

/// `Cache-Control` by path prefix, else the default.
#[derive(Debug, Deserialize)]
pub struct Cache {
    /// First match wins.
    pub prefixes: Vec<CachePrefix>,
    /// Everything else.
    pub default: String,
}

/// One prefix's `Cache-Control`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CachePrefix {
    /// The path prefix.
    pub prefix: String,
    /// Its value.
    pub cache_control: String,
}

impl Rules {
    /// The rules of the bundle in `dist`, read again when the file changes (a new build while
    /// the server runs).
    pub fn of(dist: &Path) -> Result<Arc<Rules>, String> {
        type Loaded = Option<(PathBuf, SystemTime, Arc<Rules>)>;
        static LOADED: Mutex<Loaded> = Mutex::new(None);
        let file = dist.join(RULES_FILE);
        let modified = std::fs::metadata(&file)
            .and_then(|m| m.modified())
            .map_err(|e| format!("{}: {e}", file.display()))?;
        let mut loaded = LOADED
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some((path, at, rules)) = loaded.as_ref()
            && *path == file
            && *at == modified
        {
            return Ok(rules.clone());
        }
        let text =
            std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
        let rules: Arc<Rules> =
            Arc::new(serde_json::from_str(&text).map_err(|e| format!("{}: {e}", file.display()))?);
        *loaded = Some((file, modified, rules.clone()));
        Ok(rules)
    }

    /// The file of the route `path`, when it is one.
    fn route(&self, path: &str) -> Option<&str> {
        self.routes
            .iter()
            .find(|r| r.path == path)
            .map(|r| r.file.as_str())
    }

    fn cache_control(&self, path: &str) -> &str {
        self.cache
            .prefixes
            .iter()
            .find(|p| path.starts_with(&p.prefix))
            .map_or(&self.cache.default, |p| &p.cache_control)
    }
}

/// The answer of the bundle in `dist` to a GET or HEAD of `path`, by `rules`.
pub async fn serve(dist: &Path, rules: &Rules, path: &str, parts: Parts) -> Response {
    let hidden = rules.private.iter().any(|p| path.starts_with(p.as_str()));
    let mut response = match rules.route(path) {
        Some(file) if !hidden => file_answer(dist, file, parts.clone()).await,
        _ if hidden => not_found(dist, rules, parts.clone()).await,
        // Anything else is a file of the bundle, sent with its precompressed copy when the
        // browser takes one (app/scripts/precompress.mjs), or the not-found page.
        _ => {
            let served = ServeDir::new(dist)
                .precompressed_br()
                .precompressed_gzip()
                .append_index_html_on_directories(false)
                .oneshot(Request::from_parts(parts.clone(), Body::empty()))
                .await;
            match served {
                Ok(r) if r.status() != StatusCode::NOT_FOUND => r.into_response(),
                _ => not_found(dist, rules, parts).await,
            }
        }
    };
    let ok = response.status().is_success() || response.status() == StatusCode::NOT_MODIFIED;
    let cache = if ok {
        rules.cache_control(path)
    } else {
        rules.cache.default.as_str()
    };
    let html = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"text/html"));
    let h = response.headers_mut();
    let extra = if html {
        Some(&rules.headers.html)
    } else {
        None
    };
    for (name, value) in rules.headers.all.iter().chain(extra.into_iter().flatten()) {
        if let (Ok(name), Ok(value)) = (
            HeaderName::try_from(name.as_str()),
            HeaderValue::try_from(value.as_str()),
        ) {
            h.insert(name, value);
        }
    }
    if let Ok(value) = HeaderValue::try_from(cache) {
        h.insert(header::CACHE_CONTROL, value);
    }
    response
}

/// `file` (a path of the bundle), whatever the request's path; `Accept-Encoding` still picks
/// its precompressed copy.
async fn file_answer(dist: &Path, file: &str, parts: Parts) -> Response {
    let served = ServeFile::new(dist.join(file.trim_start_matches('/')))
        .precompressed_br()
        .precompressed_gzip()
        .oneshot(Request::from_parts(parts, Body::empty()))
        .await;
    match served {
        Ok(r) => r.into_response(),
        Err(e) => match e {},
    }
}

/// The not-found page with its status. A conditional request gets the whole page: a 304
/// would turn the 404 into a cached success.
async fn not_found(dist: &Path, rules: &Rules, mut parts: Parts) -> Response {
    parts.headers.remove(header::IF_NONE_MATCH);
    parts.headers.remove(header::IF_MODIFIED_SINCE);
    let mut response = file_answer(dist, &rules.not_found.file, parts).await;
    if response.status().is_success() {
        *response.status_mut() =
            StatusCode::from_u16(rules.not_found.status).unwrap_or(StatusCode::NOT_FOUND);
    } else {
        response = (StatusCode::NOT_FOUND, "not found\n").into_response();
    }
    response
}

#[cfg(test)]
mod tests {
    use super::Rules;

    fn rules() -> Rules {
        serde_json::from_str(
            r#"{"routes":[{"path":"/","file":"/index.html","kind":"public"},
            {"path":"/loan-confirm","file":"/shell.html","kind":"borrower"}],
            "notFound":{"file":"/404.html","status":404},"private":["/.vite/"],
            "headers":{"all":{"X-Content-Type-Options":"nosniff"},"html":{}},
            "cache":{"prefixes":[{"prefix":"/assets/","cacheControl":"immutable"}],"default":"no-cache"},
            "api":{"prefixes":["/api/"]}}"#,
        )
        .expect("rules")
    }

    #[test]
    fn routes_match_exactly_and_cache_goes_by_prefix() {
        let rules = rules();
        assert_eq!(rules.route("/loan-confirm"), Some("/shell.html"));
        assert_eq!(rules.route("/loan-confirm/"), None);
        assert_eq!(rules.route("/LOAN-CONFIRM"), None);
        assert_eq!(rules.cache_control("/assets/x-1.js"), "immutable");
        assert_eq!(rules.cache_control("/config.json"), "no-cache");
    }
}
