//! `verify --recordings DIR`: the scenario files proxy mode wrote (`--record DIR`) checked
//! offline. Each file holds, per call and language, the merge patches that turn the answer of
//! the scenario it extends (`default`) into what the backend answered; the answer is built
//! again the same way and checked like a live one (docs/verify.md "Recordings").
//!
//! The scenario files and their default world are the mock server's: it reads a file strictly
//! and builds an answer through [`ScenarioFiles`]. The patches are not loaded as a scenario: the
//! scenario loader refuses an answer that breaks the contract with its first error, where the
//! check names every break.

use std::path::Path;

use serde_json::Value;

use crate::check::{Answer, Checker};
use crate::report::{Call, Outcome, Report};

/// The languages of a recording, in the order they are checked.
const LANGUAGES: [&str; 2] = ["es", "en"];

/// The scenario files' owner (the mock server): how a file is read and an answer built.
pub trait ScenarioFiles {
    /// Checks that `text` is a scenario file, as strictly as the scenario loader reads one;
    /// the error is one line naming `name`.
    fn read(&self, name: &str, text: &str) -> Result<(), String>;
    /// The answer of call `id` in `language` (`es`, `en`) of the built-in scenario
    /// `scenario`, with `patches` (JSON merge patches) applied in order; the error says that
    /// there is no such scenario.
    fn answer(
        &self,
        scenario: &str,
        id: &str,
        language: &str,
        patches: &[&Value],
    ) -> Result<Value, String>;
}

/// The `*.json` files of `dir`, sorted, each read and checked; the error is one line naming
/// the file.
fn read(dir: &Path, scenarios: &dyn ScenarioFiles) -> Result<Vec<(String, Value)>, String> {
    let entries =
        std::fs::read_dir(dir).map_err(|e| format!("--recordings {}: {e}", dir.display()))?;
    let mut paths: Vec<_> = entries
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<_, _>>()
        .map_err(|e| format!("--recordings {}: {e}", dir.display()))?;
    paths.retain(|p| p.extension().is_some_and(|e| e == "json"));
    paths.sort();
    if paths.is_empty() {
        return Err(format!(
            "--recordings {}: no scenario files (*.json) in it",
            dir.display()
        ));
    }
    let mut files = Vec::new();
    for path in paths {
        let name = path.display().to_string();
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{name}: {e}"))?;
        scenarios
            .read(&name, &text)
            .map_err(|e| e.replace('\n', " "))?;
        let file = serde_json::from_str(&text).map_err(|e| format!("{name}: {e}"))?;
        files.push((name, file));
    }
    Ok(files)
}

/// The answers one recorded call gives: (language, variant label, the patches in order). A
/// language the recording never saw is not an answer of it.
fn answers(recorded: &Value) -> Vec<(&'static str, String, Vec<&Value>)> {
    let both = recorded.get("patch");
    let mut out = Vec::new();
    for language in LANGUAGES {
        let own = recorded.get(language);
        if both.is_none() && own.is_none() {
            continue;
        }
        let base: Vec<&Value> = both.into_iter().chain(own).collect();
        out.push((language, String::new(), base.clone()));
        let variants = recorded.get("when").and_then(Value::as_array);
        for (i, variant) in variants.into_iter().flatten().enumerate() {
            let mut patches = base.clone();
            patches.extend(
                variant
                    .get("patch")
                    .into_iter()
                    .chain(variant.get(language)),
            );
            out.push((language, format!(" when[{i}]"), patches));
        }
    }
    out
}

/// Checks every recorded answer of every file of `dir`; the error (a folder or file that
/// cannot be read, a file that is not a scenario file) is one line.
pub fn check(
    dir: &Path,
    checker: &Checker,
    scenarios: &dyn ScenarioFiles,
) -> Result<Report, String> {
    let started = std::time::Instant::now();
    let files = read(dir, scenarios)?;
    let mut calls = Vec::new();
    for (name, file) in &files {
        let short = Path::new(name)
            .file_name()
            .map_or_else(|| name.clone(), |f| f.to_string_lossy().into_owned());
        let extends = file
            .get("extends")
            .and_then(Value::as_str)
            .unwrap_or("default");
        let responses = file.get("responses").and_then(Value::as_object);
        for (id, recorded) in responses.into_iter().flatten() {
            if !contract::ENDPOINTS.iter().any(|e| e.id == id) {
                return Err(format!(
                    "{name}: responses.{id}: no call of the contract has this id"
                ));
            }
            for (language, label, patches) in answers(recorded) {
                let value = scenarios
                    .answer(extends, id, language, &patches)
                    .map_err(|e| format!("{name}: {e}"))?;
                let bytes = serde_json::to_vec(&value).unwrap_or_default();
                let verdict = checker.check(
                    id,
                    Answer {
                        status: 200,
                        content_type: "application/json",
                        body: Some(&bytes),
                    },
                );
                let mut call = Call::new(id, Outcome::Pass, None);
                call.source = Some(format!("{short} {language}{label}"));
                call.status = Some(200);
                if !verdict.breaks.is_empty() {
                    call.outcome = Outcome::Break;
                }
                call.breaks = verdict.breaks;
                call.extra = verdict.extra;
                calls.push(call);
            }
        }
    }
    Ok(Report {
        target: format!("recordings {}", dir.display()),
        session: String::new(),
        writes: false,
        mock: false,
        ignored: Vec::new(),
        calls,
        unreachable: None,
        seconds: started.elapsed().as_secs_f64(),
    })
}
