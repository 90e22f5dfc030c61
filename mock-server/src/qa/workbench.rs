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

/// A built static site served under `prefix`, and how to build it.
struct Site {
    /// Its root, with the trailing slash.
    root: &'static str,
    what: &'static str,
    how: &'static str,
    dir: fn(&Qa) -> &Path,
}

const STORYBOOK: Site = Site {
    root: "/storybook/",
    what: "Storybook",
    how: "npm run build-storybook   # or: bash scripts/run.sh --storybook",
    dir: |app| &app.storybook_dir,
};

const GALLERY: Site = Site {
    root: "/__mock/gallery/",
    what: "The gallery",
    how: "npm run build-storybook &amp;&amp; node scripts/gallery.mjs   # or: bash scripts/run.sh --storybook",
    dir: |app| &app.gallery_dir,
};

/// Routes of this module.
pub fn routes() -> Router<Arc<Qa>> {
    let mut router = Router::new();
    for site in [&STORYBOOK, &GALLERY] {
        let serve = get(move |State(app): State<Arc<Qa>>, req: Request| serve(site, app, req));
        let bare = site.root.trim_end_matches('/');
        router = router
            .route(bare, get(|| async { Redirect::permanent(site.root) }))
            .route(site.root, serve.clone())
            .route(&format!("{}{{*file}}", site.root), serve);
    }
    router
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

async fn serve(site: &Site, app: Arc<Qa>, req: Request) -> Response {
    let (dir, what, how) = ((site.dir)(&app), site.what, site.how);
    let prefix = site.root.trim_end_matches('/');
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
        .filter(|r| !r.is_empty());
    let query = parts
        .uri
        .query()
        .map(|q| format!("?{q}"))
        .unwrap_or_default();
    parts.uri = format!("{}{query}", rest.unwrap_or("/"))
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
