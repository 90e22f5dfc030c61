//! snapshots/: every scenario's response of every endpoint it covers, per language, as insta
//! JSON snapshots at `snapshots/<scenario>/<endpoint-id>.<lang>.snap`; plus
//! `snapshots/scenarios.json` (the scenario index) and `mock-server/scenario.schema.json`;
//! plus the media the responses point at, as the mock serves them: `snapshots/media/<kind>/<file>`
//! (served at `/__mock/media/<kind>/<file>`) and `snapshots/default/get-captcha.png`, which
//! Storybook serves at the same URLs.
//!
//! Refresh: `INSTA_UPDATE=always cargo test -p mock-server --test integration snapshots` (or
//! `cargo insta review`). CI runs with `CI=true`, so nothing is ever written there.

mod generated;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::common::*;
use mock_server::scenario::{GATEWAY_PAGE, Lang};
use serde_json::{Value, json};

pub fn root() -> PathBuf {
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
    for scenario in state.api.scenarios.current().all() {
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
        .api
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
                "answers": s.answers,
                "covers": s.covers,
            })
        })
        .collect();
    let text = serde_json::to_string_pretty(&json!({
        "about": "Scenarios of the mock server. Responses: <name>/<endpoint-id>.<es|en>.snap (insta header, then JSON); endpoints a scenario does not cover fall back to default/. faultRate 1 means every API call answers HTTP 500. answers: canned (the snapshots), generated (generated/seed-NN/), or how the answer is broken (html-502: HTTP 502 with gatewayPage; truncated: its first half; wrong-types: data fields of other types; empty: no body), as mock-server/README.md \"Malformed answers\" says.",
        "gatewayPage": GATEWAY_PAGE,
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

/// Whether `text` is an amount in the one money format of app/README.md ("Money"): the sign of
/// the language, integer digits grouped in threes with a dot, a decimal comma, two decimals.
fn is_money(text: &str, sign: char) -> bool {
    let Some(rest) = text.strip_prefix(sign) else {
        return false;
    };
    let rest = rest.strip_prefix('-').unwrap_or(rest);
    let Some((integer, cents)) = rest.split_once(',') else {
        return false;
    };
    let groups: Vec<&str> = integer.split('.').collect();
    let digits = |s: &str, n: std::ops::RangeInclusive<usize>| {
        n.contains(&s.len()) && s.bytes().all(|b| b.is_ascii_digit())
    };
    digits(cents, 2..=2)
        && groups.first().is_some_and(|g| digits(g, 1..=3))
        && groups.iter().skip(1).all(|g| digits(g, 3..=3))
        && !(groups.len() > 1 && groups[0] == "0")
}

/// Every string of `value` that starts with a currency sign and a digit.
fn amounts<'a>(value: &'a Value, found: &mut Vec<&'a str>) {
    match value {
        Value::String(text) => {
            let mut chars = text.chars();
            if matches!(chars.next(), Some('$' | '₹'))
                && chars.next().is_some_and(|c| c.is_ascii_digit() || c == '-')
            {
                found.push(text);
            }
        }
        Value::Array(items) => items.iter().for_each(|item| amounts(item, found)),
        Value::Object(map) => map.values().for_each(|item| amounts(item, found)),
        _ => {}
    }
}

#[test]
fn money_text_values_read_the_one_money_format() {
    let state = shared_state();
    let mut wrong = Vec::new();
    let mut checked = 0;
    for scenario in state.api.scenarios.current().all() {
        for id in &scenario.covers {
            for lang in Lang::ALL {
                let set = scenario.set(id, lang).expect("covered endpoint");
                let value: Value = serde_json::from_slice(&set.base.bytes).expect("json");
                let sign = if lang.code() == "en" { '₹' } else { '$' };
                let mut found = Vec::new();
                amounts(&value, &mut found);
                for text in found {
                    checked += 1;
                    if !is_money(text, sign) {
                        wrong.push(format!(
                            "{} · {id} · {}: {text}",
                            scenario.name,
                            lang.code()
                        ));
                    }
                }
            }
        }
    }
    assert!(
        checked > 100,
        "only {checked} amounts found: is the walk broken?"
    );
    assert!(
        wrong.is_empty(),
        "amounts not in the one money format ($3.450,00 / ₹3.450,00): {wrong:#?}"
    );
    assert!(is_money("$3.450,00", '$') && is_money("₹0,05", '₹') && is_money("$-1.000,00", '$'));
    assert!(
        !is_money("$3.450.00", '$') && !is_money("₹3000.00", '₹') && !is_money("$3000,00", '$')
    );
    assert!(
        !is_money("₹3.450,00", '$') && !is_money("$10.000", '$') && !is_money("$0.450,00", '$')
    );
}

/// Compares generated bytes with the committed file; writes it when updating. Returns what is
/// wrong, so one run names every stale file.
fn check_bytes(path: &Path, expected: &[u8]) -> Option<String> {
    if std::fs::read(path).is_ok_and(|current| current == expected) {
        return None;
    }
    if updating() {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).expect("media dir");
        }
        std::fs::write(path, expected).expect("write media");
        return None;
    }
    Some(format!("{} is stale or missing", path.display()))
}

/// Every `/__mock/media/…` path any scenario's response points at.
fn media_paths<'a>(value: &'a Value, found: &mut BTreeSet<&'a str>) {
    match value {
        Value::String(text) if text.starts_with("/__mock/media/") => {
            found.insert(text.split(['?', '#']).next().unwrap_or(text));
        }
        Value::Array(items) => items.iter().for_each(|item| media_paths(item, found)),
        Value::Object(map) => map.values().for_each(|item| media_paths(item, found)),
        _ => {}
    }
}

/// The captcha the snapshots hold: the mock draws a random one per request, so this one is
/// drawn by the same code from a fixed answer and a fixed seed.
const CAPTCHA_ANSWER: &str = "K7PX";
const CAPTCHA_SEED: u64 = 20_261_124;

/// snapshots/media/<kind>/<file>: the bytes the mock serves at `/__mock/media/<kind>/<file>`
/// for every media path a scenario's response names (logos, QR codes, barcodes, uploaded
/// complaint images); snapshots/default/get-captcha.png: a captcha as get-captcha draws it.
/// Storybook serves them at the same URLs, so its screens show the mock's own pictures.
/// A path the mock does not serve (a story's failed image on purpose) has no file.
#[tokio::test]
async fn media_files_match_the_snapshots() {
    let state = shared_state();
    let mut paths = BTreeSet::new();
    let scenarios = state.api.scenarios.current();
    let bodies: Vec<Value> = scenarios
        .all()
        .flat_map(|scenario| {
            scenario
                .covers
                .iter()
                .flat_map(move |id| Lang::ALL.into_iter().map(move |lang| (scenario, id, lang)))
        })
        .map(|(scenario, id, lang)| {
            let set = scenario.set(id, lang).expect("covered endpoint");
            serde_json::from_slice(&set.base.bytes).expect("json")
        })
        .collect();
    // The generated seeds' answers too (their files are checked by `generated`).
    let seeds = generated::written_bodies();
    for body in bodies.iter().chain(&seeds) {
        media_paths(body, &mut paths);
    }
    assert!(paths.len() > 10, "only {} media paths found", paths.len());

    let dir = root().join("snapshots/media");
    let router = app();
    let mut problems = Vec::new();
    let mut expected = BTreeSet::new();
    for path in &paths {
        let reply = get(&router, path).await;
        if reply.status != axum::http::StatusCode::OK {
            continue;
        }
        let relative = path.trim_start_matches("/__mock/media/");
        expected.insert(relative.to_string());
        problems.extend(check_bytes(&dir.join(relative), &reply.bytes));
    }

    fastrand::seed(CAPTCHA_SEED);
    let captcha = mock_server::media::captcha_png(CAPTCHA_ANSWER);
    problems.extend(check_bytes(
        &root().join("snapshots/default/get-captcha.png"),
        &captcha,
    ));

    // No file for a path no scenario names any more.
    for kind in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
        for file in std::fs::read_dir(kind.path())
            .into_iter()
            .flatten()
            .flatten()
        {
            let name = format!(
                "{}/{}",
                kind.file_name().to_string_lossy(),
                file.file_name().to_string_lossy()
            );
            if !expected.contains(&name) {
                if updating() {
                    std::fs::remove_file(file.path()).expect("remove stale media");
                } else {
                    problems.push(format!("snapshots/media/{name} is named by no scenario"));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "refresh with INSTA_UPDATE=always cargo test -p mock-server --test integration snapshots: {problems:#?}"
    );
}
