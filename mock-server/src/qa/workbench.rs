//! Static sites beside the app on the same port: the built Storybook at `/storybook/`
//! (`npm run build-storybook`, or `scripts/run.sh --storybook`), the screenshot gallery at
//! `/__mock/gallery/` (`node scripts/gallery.mjs`), and the QA pages' own stylesheet and
//! script at `/__mock/assets/` (separate files, so the pages need no inline script or style).
//! A site that has not been built answers a page saying how to build it.

use std::path::Path;
use std::sync::Arc;

use axum::Router;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, Uri, header};
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::routing::get;
use tower::ServiceExt;
use tower_http::services::ServeDir;

use crate::qa::Qa;

const QA_CSS: &str = include_str!("../../assets/qa.css");
const QA_JS: &str = include_str!("../../assets/qa.js");

/// Whether a static site has been built in `dir`.
pub fn built(dir: &Path) -> bool {
    dir.join("index.html").is_file()
}

/// Routes of this module.
pub fn routes() -> Router<Arc<Qa>> {
    Router::new()
        .route(
            "/storybook",
            get(|| async { Redirect::permanent("/storybook/") }),
        )
        .route("/storybook/", get(storybook))
        .route("/storybook/{*file}", get(storybook))
        .route(
            "/__mock/gallery",
            get(|| async { Redirect::permanent("/__mock/gallery/") }),
        )
        .route("/__mock/gallery/", get(gallery))
        .route("/__mock/gallery/{*file}", get(gallery))
        .route(
            "/__mock/assets/qa.css",
            get(|| async { asset("text/css", QA_CSS) }),
        )
        .route(
            "/__mock/assets/qa.js",
            get(|| async { asset("text/javascript", QA_JS) }),
        )
}

fn asset(content_type: &'static str, text: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, content_type),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        text,
    )
        .into_response()
}

async fn storybook(State(app): State<Arc<Qa>>, req: Request) -> Response {
    serve(
        &app.storybook_dir,
        "/storybook",
        req,
        "Storybook",
        "npm run build-storybook   # or: bash scripts/run.sh --storybook",
    )
    .await
}

async fn gallery(State(app): State<Arc<Qa>>, req: Request) -> Response {
    serve(
        &app.gallery_dir,
        "/__mock/gallery",
        req,
        "The gallery",
        "npm run build-storybook &amp;&amp; node scripts/gallery.mjs   # or: bash scripts/run.sh --storybook",
    )
    .await
}

async fn serve(dir: &Path, prefix: &str, req: Request, what: &str, how: &str) -> Response {
    if !built(dir) {
        let page = format!(
            "<!doctype html><html lang=en><meta charset=utf-8><meta name=viewport content=\"width=device-width\">\
<title>{what} is not built</title><link rel=stylesheet href=\"/__mock/assets/qa.css\">\
<h1>{what} is not built</h1><p>No <code>index.html</code> in <code>{}</code>. From the repository root:</p>\
<pre>{how}</pre><p><a href=\"/__mock\">QA page</a></p></html>",
            crate::qa::html::escape(&dir.display().to_string())
        );
        return (StatusCode::NOT_FOUND, Html(page)).into_response();
    }
    let (mut parts, body) = req.into_parts();
    let rest = parts
        .uri
        .path()
        .strip_prefix(prefix)
        .unwrap_or("/")
        .to_owned();
    let rest = if rest.is_empty() {
        "/".to_owned()
    } else {
        rest
    };
    let path_query = match parts.uri.query() {
        Some(q) => format!("{rest}?{q}"),
        None => rest,
    };
    parts.uri = path_query
        .parse::<Uri>()
        .unwrap_or_else(|_| Uri::from_static("/"));
    let req = Request::from_parts(parts, body);
    match ServeDir::new(dir).oneshot(req).await {
        Ok(mut r) => {
            r.headers_mut()
                .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
            r.into_response()
        }
        Err(e) => (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()).into_response(),
    }
}
