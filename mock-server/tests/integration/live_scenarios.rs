//! `--scenarios DIR` is watched: a file added, changed or removed answers differently within a
//! second, without a restart; a refused version keeps the previous one in force and is named,
//! with its error, on `/__mock`.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::common::*;
use axum::Router;
use mock_server::{App, Settings};

/// The acceptance line: a change answers within one second.
const WITHIN: Duration = Duration::from_secs(1);

fn scenario(name: &str, status: i64) -> String {
    format!(
        r#"{{"name":"{name}","description":"QA's own","screens":["/loan-detail"],
            "responses":{{"loan-details":{{"patch":{{"data":{{"orderStatus":{status}}}}}}}}}}}"#
    )
}

/// Writes as editors do: a temporary file renamed over the old one.
fn write(dir: &Path, file: &str, text: &str) {
    let tmp = dir.join(format!("{file}.tmp"));
    std::fs::write(&tmp, text).expect("write");
    std::fs::rename(&tmp, dir.join(file)).expect("rename");
}

/// The orderStatus `scenario` answers, or the HTTP status when it is refused.
async fn status_of(app: &Router, scenario: &str) -> Result<i64, u16> {
    let r = get(
        app,
        &format!("{LOAN_DETAILS}?productId=3&orderId=10482&scenario={scenario}"),
    )
    .await;
    if r.status != 200 {
        return Err(r.status.as_u16());
    }
    Ok(r.json()["data"]["orderStatus"].as_i64().unwrap_or(-1))
}

/// Polls `check` until it holds; fails after [`WITHIN`], saying what it waited for.
async fn within_a_second<F, Fut>(what: &str, mut check: F) -> Duration
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let started = Instant::now();
    loop {
        if check().await {
            return started.elapsed();
        }
        assert!(started.elapsed() < WITHIN, "not within a second: {what}");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

struct TempDir(PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[tokio::test]
async fn a_changed_file_answers_within_a_second_and_a_refused_one_keeps_the_previous() {
    let dir = TempDir(std::env::temp_dir().join(format!("mock-live-{}", std::process::id())));
    std::fs::create_dir_all(&dir.0).expect("dir");
    write(&dir.0, "qa-live.json", &scenario("qa-live", 42));
    let state = Arc::new(
        App::new(Settings {
            scenarios_dir: Some(dir.0.clone()),
            ..options()
        })
        .expect("loads"),
    );
    let app = mock_server::app(state.clone());
    assert_eq!(status_of(&app, "qa-live").await, Ok(42));
    let page = get(&app, "/__mock").await.text();
    assert!(
        page.contains("qa-live.json") && page.contains("loaded"),
        "{page}"
    );

    // Changed.
    write(&dir.0, "qa-live.json", &scenario("qa-live", 43));
    let took = within_a_second("qa-live answers 43", || async {
        status_of(&app, "qa-live").await == Ok(43)
    })
    .await;
    eprintln!("a changed file answered after {took:?}");

    // Refused: a field the contract does not have. The previous version answers, and the
    // file is named with its error on /__mock (and in /__mock/scenarios/files).
    write(
        &dir.0,
        "qa-live.json",
        r#"{"name":"qa-live","description":"d","responses":{"loan-details":{"patch":{"data":{"orderStatuss":44}}}}}"#,
    );
    within_a_second("the refused file is named", || async {
        let files = get(&app, "/__mock/scenarios/files").await.json();
        files[0]["error"]
            .as_str()
            .is_some_and(|e| e.contains("orderStatuss"))
    })
    .await;
    assert_eq!(status_of(&app, "qa-live").await, Ok(43));
    let page = get(&app, "/__mock").await.text();
    assert!(
        page.contains("qa-live.json") && page.contains("refused") && page.contains("orderStatuss"),
        "{page}"
    );

    // Added, then removed.
    write(&dir.0, "qa-live-two.json", &scenario("qa-live-two", 7));
    within_a_second("a new file's scenario answers", || async {
        status_of(&app, "qa-live-two").await == Ok(7)
    })
    .await;
    std::fs::remove_file(dir.0.join("qa-live-two.json")).expect("remove");
    within_a_second("a removed file's scenario is unknown", || async {
        status_of(&app, "qa-live-two").await == Err(400)
    })
    .await;

    // Fixed: the new version is in force and the error is gone.
    write(&dir.0, "qa-live.json", &scenario("qa-live", 45));
    within_a_second("the fixed file answers 45", || async {
        status_of(&app, "qa-live").await == Ok(45)
    })
    .await;
    let files = get(&app, "/__mock/scenarios/files").await.json();
    assert_eq!(files.as_array().map(Vec::len), Some(1), "{files}");
    assert!(files[0]["error"].is_null(), "{files}");
    assert!(files[0]["loadedAtMs"].as_u64().is_some(), "{files}");
}
