//! snapshots/generated/seed-NN/: the `generated` scenario's answer of every JSON call of the
//! contract (GET and POST) for seeds 1 to 20, per language, as the mock server sends them over
//! HTTP (`?scenario=generated&mock_seed=N`), in the same insta format as the other scenarios'
//! snapshots. Storybook's "Generated" story of each screen answers from them, its seed a control.
//! Media are not written per seed: the generated answers' images are files of snapshots/media/.
//!
//! Refresh: `INSTA_UPDATE=always cargo test -p mock-server --test integration snapshots`.

use std::collections::BTreeSet;

use contract::{Method, ResponseKind};
use serde_json::Value;

use super::root;
use crate::common::*;
use crate::conformance::document;
use crate::generated::example_call;

/// The seeds Storybook offers: enough to browse, few enough to keep the repository small.
pub const SEEDS: std::ops::RangeInclusive<u64> = 1..=20;

/// The folder of one seed's answers (two digits, so a listing sorts by seed).
pub fn seed_folder(seed: u64) -> String {
    format!("seed-{seed:02}")
}

#[tokio::test]
async fn generated_seed_answers_match_the_snapshots() {
    let doc = document();
    let dir = root().join("snapshots/generated");
    let source = shared_state()
        .api
        .scenarios
        .current()
        .all()
        .find(|s| s.name == "generated")
        .map(|s| {
            format!(
                "mock-server/{}",
                s.source.trim_start_matches("mock-server/")
            )
        })
        .expect("the generated scenario");
    let app = app();
    let mut expected = BTreeSet::new();
    // Every GET first, then the POSTs: a saved complaint would otherwise show in a later list.
    let calls = contract::ENDPOINTS
        .iter()
        .filter(|e| e.response == ResponseKind::Json)
        .filter(|e| e.method == Method::Get)
        .chain(
            contract::ENDPOINTS
                .iter()
                .filter(|e| e.response == ResponseKind::Json && e.method == Method::Post),
        );
    for e in calls {
        for seed in SEEDS {
            for (flag, lang) in [("2", "es"), ("1", "en")] {
                let extra = format!("&scenario=generated&mock_seed={seed}");
                let reply = example_call(&app, &doc, e, flag, &extra).await;
                let what = format!("generated · seed {seed} · {} · {lang}", e.id);
                assert_eq!(reply.status, 200, "{what}: {}", reply.text());
                let value: Value = reply.json();
                let folder = seed_folder(seed);
                let mut settings = insta::Settings::clone_current();
                settings.set_snapshot_path(dir.join(&folder));
                settings.set_prepend_module_to_snapshot(false);
                settings.set_omit_expression(true);
                settings.set_input_file(&source);
                settings.set_description(what);
                settings.bind(|| {
                    insta::assert_json_snapshot!(format!("{}.{lang}", e.id), value);
                });
                expected.insert(format!("{folder}/{}.{lang}.snap", e.id));
            }
        }
    }
    // No file of a seed, call or language that is no longer written.
    let mut stale = Vec::new();
    for folder in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
        for file in std::fs::read_dir(folder.path())
            .into_iter()
            .flatten()
            .flatten()
        {
            let name = format!(
                "{}/{}",
                folder.file_name().to_string_lossy(),
                file.file_name().to_string_lossy()
            );
            if name.ends_with(".snap") && !expected.contains(&name) {
                stale.push(name);
            }
        }
    }
    assert!(
        stale.is_empty(),
        "stale files in snapshots/generated/, delete them: {stale:?}"
    );
}

/// The JSON bodies of the seed files as written (after the insta header), for the media
/// export: Storybook serves the images they name from snapshots/media/ like the others'.
pub fn written_bodies() -> Vec<Value> {
    let dir = root().join("snapshots/generated");
    let mut bodies = Vec::new();
    for folder in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
        for file in std::fs::read_dir(folder.path())
            .into_iter()
            .flatten()
            .flatten()
        {
            let Ok(text) = std::fs::read_to_string(file.path()) else {
                continue;
            };
            // The body follows the header's closing `---` line.
            if let Some((_, body)) = text.split_once("\n---\n") {
                bodies.extend(serde_json::from_str::<Value>(body).ok());
            }
        }
    }
    bodies
}
