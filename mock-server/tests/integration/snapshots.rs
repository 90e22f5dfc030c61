//! snapshots/: every scenario's response of every endpoint it covers, per language, as insta
//! JSON snapshots at `snapshots/<scenario>/<endpoint-id>.<lang>.snap`; plus
//! `snapshots/scenarios.json` (the scenario index) and `mock-server/scenario.schema.json`.
//!
//! Refresh: `INSTA_UPDATE=always cargo test -p mock-server --test integration snapshots` (or
//! `cargo insta review`). CI runs with `CI=true`, so nothing is ever written there.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::common::*;
use mock_server::scenario::Lang;
use serde_json::{Value, json};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace root")
        .to_path_buf()
}

fn updating() -> bool {
    std::env::var("INSTA_UPDATE").is_ok_and(|v| v == "always" || v == "1")
}

/// Compares a generated file with the committed one; writes it when updating.
fn check_file(path: &Path, expected: &str, how: &str) {
    let current = std::fs::read_to_string(path).unwrap_or_default();
    if current == expected {
        return;
    }
    if updating() {
        std::fs::write(path, expected).expect("write");
        return;
    }
    panic!("{} is stale; refresh it with {how}", path.display());
}

#[test]
fn scenario_responses_match_the_snapshots() {
    let state = shared_state();
    let dir = root().join("snapshots");
    let mut expected_files = BTreeSet::new();
    for scenario in state.scenarios.current().all() {
        for id in &scenario.covers {
            for lang in Lang::ALL {
                let set = scenario.set(id, lang).expect("covered endpoint");
                let value: Value = serde_json::from_slice(&set.base.bytes).expect("json");
                let mut settings = insta::Settings::clone_current();
                settings.set_snapshot_path(dir.join(&scenario.name));
                settings.set_prepend_module_to_snapshot(false);
                settings.set_omit_expression(true);
                settings.set_input_file(format!(
                    "mock-server/{}",
                    scenario.source.trim_start_matches("mock-server/")
                ));
                settings.set_description(format!("{} · {id} · {}", scenario.name, lang.code()));
                settings.bind(|| {
                    insta::assert_json_snapshot!(format!("{id}.{}", lang.code()), value);
                });
                expected_files.insert(format!("{}/{id}.{}.snap", scenario.name, lang.code()));
            }
        }
    }
    // No snapshot of a scenario or endpoint that no longer exists.
    let mut stale = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("snapshots/").flatten() {
        if !entry.path().is_dir() {
            continue;
        }
        for file in std::fs::read_dir(entry.path()).expect("dir").flatten() {
            let name = format!(
                "{}/{}",
                entry.file_name().to_string_lossy(),
                file.file_name().to_string_lossy()
            );
            if name.ends_with(".snap") && !expected_files.contains(&name) {
                stale.push(name);
            }
        }
    }
    assert!(stale.is_empty(), "stale snapshots, delete them: {stale:?}");
}

#[test]
fn scenario_index_is_fresh() {
    let state = shared_state();
    let index: Vec<Value> = state
        .scenarios
        .current()
        .all()
        .map(|s| {
            json!({
                "name": s.name,
                "description": s.description,
                "screens": s.screens,
                "latencyMs": s.latency_ms,
                "faultRate": s.fault_rate,
                "covers": s.covers,
            })
        })
        .collect();
    let text = serde_json::to_string_pretty(&json!({
        "about": "Scenarios of the mock server. Responses: <name>/<endpoint-id>.<es|en>.snap (insta header, then JSON); endpoints a scenario does not cover fall back to default/. faultRate 1 means every API call answers HTTP 500.",
        "scenarios": index,
    }))
    .expect("json")
        + "\n";
    check_file(
        &root().join("snapshots/scenarios.json"),
        &text,
        "INSTA_UPDATE=always cargo test -p mock-server --test integration snapshots",
    );
}

#[test]
fn scenario_schema_is_fresh() {
    check_file(
        &root().join("mock-server/scenario.schema.json"),
        &mock_server::scenario::file_schema(),
        "INSTA_UPDATE=always cargo test -p mock-server --test integration snapshots",
    );
}
