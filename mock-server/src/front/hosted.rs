//! The company's hosted privacy page, which the marketing site's `/Policy` shows in a frame.
//!
//! In production the page lives on the company's own web site and `hostedPrivacyUrl` in
//! `config.json` points at it; here the mock server stands in for that site so the frame has
//! a page to show, on the same origin (no cross-origin set-up for QA or the end-to-end tests).

use std::sync::Arc;

use axum::Router;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use crate::front::App;

/// Where the hosted page is served; `app/public/config.json` names it (a test checks both agree).
pub const PRIVACY_PATH: &str = "/hosted/privacy.html";

const PRIVACY_HTML: &str = include_str!("../../hosted/privacy.html");

/// Routes of this module.
pub fn routes() -> Router<Arc<App>> {
    Router::new().route(PRIVACY_PATH, get(privacy))
}

/// The page, framable by the site that serves it (`frame-ancestors 'self'`) and no one else.
async fn privacy() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
            (header::CONTENT_SECURITY_POLICY, "frame-ancestors 'self'"),
        ],
        PRIVACY_HTML,
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::PRIVACY_PATH;
    use crate::front::web::RuntimeConfig;

    #[test]
    fn the_app_config_points_at_the_hosted_page() {
        let config = RuntimeConfig::load().expect("app/public/config.json matches RuntimeConfig");
        assert_eq!(config.hosted_privacy_url, PRIVACY_PATH);
    }
}
