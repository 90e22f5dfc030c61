//! The router serves every row of `contract::ENDPOINTS` with its method and path, and nothing
//! API-shaped outside it; the other routes: bundle, config, docs, QA pages.

use crate::common::*;
use axum::body::Body;
use axum::http::{Request, header};
use contract::Method;

#[tokio::test]
async fn every_contract_endpoint_is_served() {
    let app = app();
    assert_eq!(contract::ENDPOINTS.len(), 25);
    for e in contract::ENDPOINTS {
        let (right, wrong) = match e.method {
            Method::Get => ("GET", "POST"),
            Method::Post => ("POST", "GET"),
        };
        let r = send(
            &app,
            Request::builder()
                .method(right)
                .uri(e.path)
                .body(Body::empty())
                .expect("request"),
        )
        .await;
        assert_ne!(r.status, 404, "{right} {} is not served", e.path);
        assert_ne!(r.status, 405, "{right} {} is not served", e.path);
        assert_ne!(r.status, 500, "{right} {}: {}", e.path, r.text());
        let r = send(
            &app,
            Request::builder()
                .method(wrong)
                .uri(e.path)
                .body(Body::empty())
                .expect("request"),
        )
        .await;
        assert_eq!(r.status, 405, "{wrong} {} should not be served", e.path);
        assert!(r.json()["message"].as_str().is_some());
    }
}

#[tokio::test]
async fn nothing_api_shaped_outside_the_contract() {
    let app = app();
    let known: Vec<&str> = contract::ENDPOINTS.iter().map(|e| e.path).collect();
    for path in [
        "/throughout/v3/loan-details/other",
        "/throughout/user-problem/problem-delete",
        "/api/v2/youmi/promotion/login",
        "/api/v1/youmi/youmi-api/service/loan/refund",
        "/api/anything",
    ] {
        assert!(!known.contains(&path));
        let r = get(&app, path).await;
        assert_eq!(r.status, 404, "{path}");
        assert_eq!(r.json()["code"], 404);
    }
}

#[tokio::test]
async fn documents_config_and_pages() {
    let app = app();
    let doc = get(&app, "/openapi.json").await.json();
    let expected = contract::openapi();
    assert_eq!(doc, expected);
    // The contract's version from its one place, which Swagger UI at /docs shows from this.
    assert_eq!(doc["info"]["version"], contract::CONTRACT_VERSION);
    let docs = get(&app, "/docs/").await;
    assert_eq!(docs.status, 200);
    assert!(docs.text().contains("swagger"), "offline Swagger UI");
    let config = get(&app, "/config.json").await.json();
    let keys: Vec<&str> = config
        .as_object()
        .expect("object")
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        [
            "apiBase",
            "h5Base",
            "appName",
            "primaryColor",
            "servicePhone",
            "appScheme",
            "hostedPrivacyUrl",
            "serviceWorker",
            "telemetryPath",
            "telemetryVitalsRate"
        ]
    );
    assert_eq!(config["apiBase"], "");
    // No bundle in the tests' options: the root says how to build it.
    let root = get(&app, "/").await;
    assert!(root.text().contains("npm ci &amp;&amp; npm run build"));
    let outbox = get_with(&app, "/__mock/outbox", &[("accept", "text/html")]).await;
    assert!(outbox.content_type().starts_with("text/html"));
}

/// The server over a bundle folder of `files` (path, content) of its own, with the serving
/// rules; the folder is the caller's to remove.
fn serving(name: &str, files: &[(&str, &str)]) -> (axum::Router, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("mock-dist-{name}-{}", std::process::id()));
    write_bundle(&dir, files);
    let options = mock_server::Settings {
        dist: dir.clone(),
        ..options()
    };
    let app = mock_server::app(std::sync::Arc::new(
        mock_server::App::new(options).expect("app"),
    ));
    (app, dir)
}

/// The bundle as app/scripts/prerender.mjs leaves it, served by its serving rules: a public
/// route gets its own file, every other route of the route table the borrower shell, the
/// promotion page its frame; files are themselves; anything else is 404 with the not-found
/// page.
#[tokio::test]
async fn the_bundle_is_served_by_its_rules() {
    let (app, dir) = serving(
        "prerendered",
        &[
            ("index.html", "<html>home page</html>"),
            ("About.html", "<html>about page</html>"),
            ("PrivacyPolicy.html", "<html>privacy page</html>"),
            ("shell.html", "<html>borrower shell noindex</html>"),
            ("404.html", "<html>not found noindex</html>"),
            ("promotion/index.html", "<html>promotion frame</html>"),
            ("assets/app.js", "console.log(1)"),
            ("robots.txt", "User-agent: *\nAllow: /\n"),
            (
                "sitemap.xml",
                "<?xml version=\"1.0\"?><urlset><url><loc>http://x/About</loc></url></urlset>",
            ),
        ],
    );
    for (path, status, shows) in [
        ("/", 200, "home page"),
        ("/About", 200, "about page"),
        ("/About?language=1", 200, "about page"),
        ("/PrivacyPolicy", 200, "privacy page"),
        ("/loan-detail?sessionId=1", 200, "borrower shell"),
        ("/complainDetails", 200, "borrower shell"),
        ("/promotion/", 200, "promotion frame"),
        ("/promotion", 200, "promotion frame"),
        // A case the route table does not have, a deeper path, a way out of the bundle, a
        // file the bundle does not have, a build by-product: the not-found page.
        ("/about", 404, "not found"),
        ("/About/more", 404, "not found"),
        ("/%2e%2e/secret", 404, "not found"),
        ("/promotion/anything", 404, "not found"),
        ("/favicon.ico", 404, "not found"),
        ("/serving.json", 404, "not found"),
    ] {
        let page = get(&app, path).await;
        assert_eq!(page.status, status, "{path}");
        assert!(page.text().contains(shows), "{path}: {}", page.text());
        assert!(page.content_type().starts_with("text/html"), "{path}");
        assert!(
            page.headers.contains_key(header::CONTENT_SECURITY_POLICY),
            "{path}"
        );
        assert!(page.headers.contains_key("permissions-policy"), "{path}");
        assert_eq!(page.headers[header::CACHE_CONTROL], "no-cache", "{path}");
    }
    let js = get(&app, "/assets/app.js").await;
    assert_eq!(js.text(), "console.log(1)");
    assert!(js.content_type().contains("javascript"));
    assert_eq!(
        js.headers[header::CACHE_CONTROL],
        "public, max-age=31536000, immutable"
    );
    let robots = get(&app, "/robots.txt").await;
    assert_eq!(robots.status, 200);
    assert!(robots.content_type().starts_with("text/plain"));
    assert!(robots.text().starts_with("User-agent: *"));
    let sitemap = get(&app, "/sitemap.xml").await;
    assert_eq!(sitemap.status, 200);
    assert!(sitemap.content_type().contains("xml"));
    assert!(sitemap.text().contains("<loc>http://x/About</loc>"));
    let api = get(&app, "/throughout/nope").await;
    assert_eq!(api.status, 404);
    assert!(api.content_type().starts_with("application/json"));
    let _ = std::fs::remove_dir_all(dir);
}

/// What app/scripts/precompress.mjs writes beside a file (`.br`, `.gz`) is sent as it is to a
/// browser that accepts it, for a script and for a route's page; other clients get the file.
#[tokio::test]
async fn precompressed_copies_are_sent_as_they_are() {
    let (app, dir) = serving(
        "precompressed",
        &[
            ("index.html", "<html>home</html>"),
            ("index.html.br", "BROTLI HOME"),
            ("About.html", "<html>about</html>"),
            ("About.html.br", "BROTLI ABOUT"),
            ("About.html.gz", "GZIP ABOUT"),
            ("assets/app-1.js", "console.log(1)"),
            ("assets/app-1.js.br", "BROTLI JS"),
            ("assets/app-1.js.gz", "GZIP JS"),
        ],
    );
    let browser = [("accept-encoding", "gzip, deflate, br, zstd")];
    for (path, accept, encoding, body) in [
        (
            "/assets/app-1.js",
            "gzip, deflate, br, zstd",
            Some("br"),
            "BROTLI JS",
        ),
        ("/assets/app-1.js", "gzip", Some("gzip"), "GZIP JS"),
        (
            "/About",
            "gzip, deflate, br, zstd",
            Some("br"),
            "BROTLI ABOUT",
        ),
        ("/About?language=1", "gzip", Some("gzip"), "GZIP ABOUT"),
        ("/", "br", Some("br"), "BROTLI HOME"),
        ("/assets/app-1.js", "identity", None, "console.log(1)"),
        ("/About", "identity", None, "<html>about</html>"),
    ] {
        let r = get_with(&app, path, &[("accept-encoding", accept)]).await;
        assert_eq!(r.status, 200, "{path} {accept}");
        assert_eq!(
            r.headers
                .get(header::CONTENT_ENCODING)
                .and_then(|v| v.to_str().ok()),
            encoding,
            "{path} {accept}"
        );
        assert_eq!(&r.bytes[..], body.as_bytes(), "{path} {accept}");
    }
    let page = get_with(&app, "/About", &browser).await;
    assert!(page.content_type().starts_with("text/html"));
    assert!(page.headers.contains_key(header::CONTENT_SECURITY_POLICY));
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test]
async fn cross_origin_dev_server_may_call_with_credentials() {
    let app = app();
    let r = send(
        &app,
        Request::builder()
            .method("OPTIONS")
            .uri("/throughout/v3/loan-details/google-score")
            .header("origin", "http://localhost:5173")
            .header("access-control-request-method", "POST")
            .body(Body::empty())
            .expect("request"),
    )
    .await;
    assert!(r.status.is_success());
    assert_eq!(
        r.headers
            .get("access-control-allow-origin")
            .and_then(|v| v.to_str().ok()),
        Some("http://localhost:5173")
    );
    assert_eq!(
        r.headers
            .get("access-control-allow-credentials")
            .and_then(|v| v.to_str().ok()),
        Some("true")
    );
}
