//! The QA page (grouped by screen and by scenario, search box, endpoints each scenario
//! changes, no inline script or style) and the static sites served beside it.

use std::sync::Arc;

use crate::common::*;
use mock_server::{App, Settings};

#[tokio::test]
async fn the_qa_page_groups_by_screen_and_scenario_with_a_search_box() {
    let app = app();
    let page = get(&app, "/__mock").await.text();
    assert!(page.contains("id=qa-search"), "search box");
    assert!(page.contains("data-panel=by-screen") && page.contains("data-panel=by-scenario"));
    assert!(
        page.contains("<h2><code>/loan-detail</code>"),
        "a screen group"
    );
    // order-180 changes loan-details: its card says so.
    let card = page
        .split("<article")
        .find(|c| c.contains("<code>order-180</code>"))
        .expect("order-180 card");
    assert!(card.contains("<code>loan-details</code>"), "{card}");
    for link in [
        "/__mock/requests",
        "/__mock/drift",
        "/__mock/gallery/",
        "/storybook/",
    ] {
        assert!(page.contains(&format!("href=\"{link}\"")), "{link}");
    }
    assert!(page.contains("<script src=\"/__mock/assets/qa.js\""));
    assert!(
        !page.contains("<script>") && !page.contains("style="),
        "no inline script or style"
    );
    let js = get(&app, "/__mock/assets/qa.js").await;
    assert!(js.content_type().starts_with("text/javascript"));
    assert!(js.text().contains("qa-search"));
    assert!(
        get(&app, "/__mock/assets/qa.css")
            .await
            .content_type()
            .starts_with("text/css")
    );
}

#[tokio::test]
async fn storybook_and_gallery_are_served_when_built_and_explained_when_not() {
    let root = std::env::temp_dir().join(format!("mock-statics-{}", std::process::id()));
    let storybook = root.join("storybook");
    let gallery = root.join("gallery");
    std::fs::create_dir_all(&storybook).expect("dir");
    let options = Settings {
        storybook_dir: storybook.clone(),
        gallery_dir: gallery.clone(),
        ..options()
    };
    let app = mock_server::app(Arc::new(App::new(options).expect("app")));
    let missing = get(&app, "/storybook/").await;
    assert_eq!(missing.status, 404);
    assert!(missing.text().contains("npm run build-storybook"));
    assert!(
        get(&app, "/__mock/gallery/")
            .await
            .text()
            .contains("scripts/gallery.mjs")
    );

    std::fs::write(
        storybook.join("index.html"),
        "<html>storybook manager</html>",
    )
    .expect("w");
    std::fs::write(storybook.join("index.json"), "{\"v\":5}").expect("w");
    std::fs::create_dir_all(&gallery).expect("dir");
    std::fs::write(gallery.join("index.html"), "<html>gallery page</html>").expect("w");
    assert!(
        get(&app, "/storybook/")
            .await
            .text()
            .contains("storybook manager")
    );
    let index = get(&app, "/storybook/index.json?x=1").await;
    assert_eq!(index.status, 200);
    assert!(index.content_type().starts_with("application/json"));
    assert_eq!(get(&app, "/storybook").await.status, 308);
    assert!(
        get(&app, "/__mock/gallery/")
            .await
            .text()
            .contains("gallery page")
    );
    assert_eq!(get(&app, "/storybook/../Cargo.toml").await.status, 404);
    let _ = std::fs::remove_dir_all(&root);
}

#[tokio::test]
async fn the_scenario_page_shows_each_scenario_once_per_group_and_no_issue_numbers() {
    let app = app();
    let page = get(&app, "/__mock").await.text();
    let by_screen = page
        .split("data-panel=by-scenario")
        .next()
        .expect("the by-screen panel");
    // The public pages share one section: one card of public-pages there, not one per route.
    assert_eq!(
        by_screen
            .matches("<h2><code>public-pages</code></h2>")
            .count(),
        1
    );
    let scenarios = get(&app, "/__mock/scenarios").await.json();
    for s in scenarios.as_array().expect("list") {
        let description = s["description"].as_str().unwrap_or("");
        assert!(
            !description.to_lowercase().contains("issue "),
            "{}: {description}",
            s["name"]
        );
    }
}

/// The QA page's contract line and `/__mock/contract` for a bundle folder with `serving`.
async fn contract_line(name: &str, serving: Option<&str>) -> (String, serde_json::Value) {
    let dist = std::env::temp_dir().join(format!("mock-contract-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dist).expect("dir");
    if let Some(text) = serving {
        std::fs::write(dist.join("serving.json"), text).expect("w");
    }
    let options = Settings {
        dist: dist.clone(),
        ..options()
    };
    let app = mock_server::app(Arc::new(App::new(options).expect("app")));
    let page = get(&app, "/__mock").await.text();
    let line = page
        .split("<p class=")
        .find(|p| p.contains("data-contract=server"))
        .expect("the contract line")
        .to_owned();
    let json = get(&app, "/__mock/contract").await.json();
    let _ = std::fs::remove_dir_all(&dist);
    (line, json)
}

#[tokio::test]
async fn the_qa_page_shows_the_servers_contract_and_the_bundles_and_warns_when_they_differ() {
    let server = contract::CONTRACT_VERSION;
    let same = format!("{{\"contractVersion\": \"{server}\"}}");
    let (line, json) = contract_line("same", Some(&same)).await;
    assert!(
        line.contains(&format!("<strong data-contract=server>{server}</strong>")),
        "{line}"
    );
    assert!(
        line.contains(&format!("<strong data-contract=bundle>{server}</strong>")),
        "{line}"
    );
    assert!(
        !line.contains("role=alert") && !line.contains("differ"),
        "{line}"
    );
    assert_eq!(json["server"], server);
    assert_eq!(json["bundle"], server);

    let (line, json) = contract_line("older", Some("{\"contractVersion\": \"0.9.0\"}")).await;
    assert!(
        line.contains("role=alert") && line.contains("they differ"),
        "{line}"
    );
    assert!(
        line.contains("<strong data-contract=bundle>0.9.0</strong>"),
        "{line}"
    );
    assert_eq!(json["bundle"], "0.9.0");

    let (line, json) = contract_line("unversioned", Some("{\"routes\": []}")).await;
    assert!(
        line.contains("role=alert") && line.contains("names no contract version"),
        "{line}"
    );
    assert!(json["bundle"].is_null());

    let (line, json) = contract_line("unbuilt", None).await;
    assert!(
        line.contains("role=alert") && line.contains("no built bundle"),
        "{line}"
    );
    assert!(
        json["bundleUnknown"]
            .as_str()
            .is_some_and(|w| w.contains("no built bundle"))
    );
}
