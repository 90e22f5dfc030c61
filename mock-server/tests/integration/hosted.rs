//! The hosted privacy page the marketing site's /Policy frames: named by the served config,
//! served as HTML that the same origin may frame.

use crate::common::*;

#[tokio::test]
async fn config_names_the_hosted_privacy_page_and_it_is_served_framable() {
    let app = app();
    let config = get(&app, "/config.json").await.json();
    let url = config["hostedPrivacyUrl"]
        .as_str()
        .expect("config.json has hostedPrivacyUrl");
    assert_eq!(url, mock_server::front::hosted::PRIVACY_PATH);

    let page = get(&app, url).await;
    assert_eq!(page.status, 200);
    assert!(
        page.content_type().starts_with("text/html"),
        "{}",
        page.content_type()
    );
    // Framable by this origin only: the security layer's X-Frame-Settings SAMEORIGIN and CSP
    // frame-ancestors 'self' both allow the marketing site's frame on the same origin.
    let header = |name: &str| {
        page.headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned()
    };
    assert!(
        matches!(header("x-frame-options").as_str(), "" | "SAMEORIGIN"),
        "{}",
        header("x-frame-options")
    );
    assert!(
        header("content-security-policy").contains("frame-ancestors 'self'"),
        "{}",
        header("content-security-policy")
    );
    let html = page.text();
    assert!(html.contains("<title>"), "{html}");
    assert!(html.contains("<html lang=\"en\">"));
}
