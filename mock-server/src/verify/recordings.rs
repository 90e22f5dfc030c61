//! `verify --recordings DIR`: the scenario files proxy mode wrote (`--record DIR`) checked
//! offline. Each file holds, per call and language, the merge patch that turns the answer of
//! the scenario it extends (`default`) into what the backend answered; the answer is built
//! again the same way and checked like a live one (docs/verify.md "Recordings").
//!
//! The files are read as JSON, not loaded as scenarios: the scenario loader refuses an answer
//! that breaks the contract with its first error, where the check names every break.

use std::path::Path;

use serde_json::Value;

use super::check::{Answer, Checker};
use super::report::{Call, Outcome, Report};
use crate::scenario::{Lang, Live, ResponsePatch, ScenarioFile, merge_patch, parse_scenario_file};

/// The `*.json` files of `dir`, sorted, each read and parsed; the error is one line naming
/// the file.
fn read(dir: &Path) -> Result<Vec<(String, ScenarioFile)>, String> {
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
        let file = parse_scenario_file(&name, &text).map_err(|e| e.replace('\n', " "))?;
        files.push((name, file));
    }
    Ok(files)
}

/// The answers a response patch gives: (language, variant label, the patches in order).
fn answers(patch: &ResponsePatch) -> Vec<(Lang, String, Vec<&Value>)> {
    let mut out = Vec::new();
    for lang in Lang::ALL {
        let own = match lang {
            Lang::Es => patch.es.as_ref(),
            Lang::En => patch.en.as_ref(),
        };
        // A language the recording never saw is not an answer of it.
        if patch.patch.is_none() && own.is_none() {
            continue;
        }
        let base: Vec<&Value> = patch.patch.iter().chain(own).collect();
        out.push((lang, String::new(), base.clone()));
        for (i, variant) in patch.when.iter().flatten().enumerate() {
            let own = match lang {
                Lang::Es => variant.es.as_ref(),
                Lang::En => variant.en.as_ref(),
            };
            let mut patches = base.clone();
            patches.extend(variant.patch.iter().chain(own));
            out.push((lang, format!(" when[{i}]"), patches));
        }
    }
    out
}

/// Checks every recorded answer of every file of `dir`; the error (a folder or file that
/// cannot be read, a file that is not a scenario file) is one line.
pub fn check(dir: &Path, checker: &Checker) -> Result<Report, String> {
    let started = std::time::Instant::now();
    let files = read(dir)?;
    let scenarios = Live::load(None)?.current();
    let mut calls = Vec::new();
    for (name, file) in &files {
        let short = Path::new(name)
            .file_name()
            .map_or_else(|| name.clone(), |f| f.to_string_lossy().into_owned());
        let extends = file.extends.as_deref().unwrap_or(crate::scenario::DEFAULT);
        let base = scenarios.get(extends).ok_or_else(|| {
            format!("{name}: extends {extends:?}, which is not a built-in scenario")
        })?;
        for (id, patch) in &file.responses {
            if !contract::ENDPOINTS.iter().any(|e| e.id == id) {
                return Err(format!(
                    "{name}: responses.{id}: no call of the contract has this id"
                ));
            }
            for (lang, label, patches) in answers(patch) {
                let mut value = base
                    .set(id, lang)
                    .map(|set| (*set.pick(&[]).json).clone())
                    .unwrap_or(Value::Null);
                for p in patches {
                    merge_patch(&mut value, p);
                }
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
                call.source = Some(format!("{short} {}{label}", lang.code()));
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
