//! `--record DIR`: what the upstream answered becomes a scenario file per session, in the
//! strict scenario format, so a real situation can be replayed with `--scenarios DIR`.
//!
//! Each file is named `recorded-<session>.json` (scenario `recorded-<session>`), extends
//! `default`, and holds per endpoint and language the merge patch that turns the default
//! world's answer into the recorded one; loading it strictly re-serializes exactly the
//! recorded answer, so replay gives the same bytes. The latest answer of an endpoint wins.
//! Answers that drift from the contract are left out (they would not load) and listed in
//! the file's description; the drift report shows them.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::PathBuf;
use std::sync::Mutex;

use serde_json::{Map, Value};

use super::drift::Observed;
use crate::qa::Qa;
use crate::scenario::{Lang, ResponsePatch, ScenarioFile};

#[derive(Default)]
struct Session {
    responses: BTreeMap<String, ResponsePatch>,
    screens: BTreeSet<String>,
    left_out: BTreeSet<String>,
}

/// The recorder.
pub struct Recorder {
    dir: PathBuf,
    upstream: String,
    sessions: Mutex<HashMap<String, Session>>,
}

/// The merge patch (RFC 7396) that turns `base` into `target`.
pub fn diff(base: &Value, target: &Value) -> Value {
    match (base, target) {
        (Value::Object(b), Value::Object(t)) => {
            let mut patch = Map::new();
            for (k, tv) in t {
                match b.get(k) {
                    Some(bv) if bv == tv => {}
                    Some(bv @ Value::Object(_)) if tv.is_object() => {
                        patch.insert(k.clone(), diff(bv, tv));
                    }
                    _ => {
                        patch.insert(k.clone(), tv.clone());
                    }
                }
            }
            for k in b.keys() {
                if !t.contains_key(k) {
                    patch.insert(k.clone(), Value::Null);
                }
            }
            Value::Object(patch)
        }
        _ => target.clone(),
    }
}

/// A session id as a scenario name part: lower case letters, digits and dashes.
fn slug(session: &str) -> String {
    let out: String = session
        .chars()
        .map(|c| c.to_ascii_lowercase())
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .take(48)
        .collect();
    match out.trim_matches('-') {
        "" => "anonymous".into(),
        slug => slug.to_owned(),
    }
}

impl Recorder {
    /// A recorder writing into `dir` (created when missing).
    pub fn new(dir: PathBuf, upstream: &str) -> Result<Self, String> {
        std::fs::create_dir_all(&dir).map_err(|e| format!("--record {}: {e}", dir.display()))?;
        Ok(Recorder {
            dir,
            upstream: upstream.to_owned(),
            sessions: Mutex::new(HashMap::new()),
        })
    }

    /// Records one answer of operation `seen.id`, then rewrites the session's file.
    pub fn record(
        &self,
        app: &Qa,
        seen: &Observed,
        query: &str,
        referer: Option<&str>,
        body: &Value,
    ) {
        let get = |k: &str| {
            form_urlencoded::parse(query.as_bytes())
                .find(|(n, v)| n == k && !v.is_empty())
                .map(|(_, v)| v.into_owned())
        };
        let session = get("sessionId")
            .or_else(|| get("sid"))
            .unwrap_or_else(|| "anonymous".to_owned());
        let lang = Lang::from_flag(get("language").as_deref());
        let name = format!("recorded-{}", slug(&session));
        let mut sessions = self.sessions.lock().unwrap_or_else(|e| e.into_inner());
        let s = sessions.entry(name.clone()).or_default();
        if let Some(screen) = referer
            .and_then(|r| r.split_once("://"))
            .and_then(|(_, rest)| rest.find('/').map(|i| &rest[i..]))
            .map(|p| p.split(['?', '#']).next().unwrap_or(p))
        {
            s.screens.insert(screen.to_owned());
        }
        if seen.drifted {
            s.left_out.insert(seen.id.clone());
        } else {
            let base: Value = app
                .api
                .scenarios
                .current()
                .default_scenario()
                .set(&seen.id, lang)
                .and_then(|set| serde_json::from_slice(&set.pick(&[]).bytes).ok())
                .unwrap_or(Value::Object(Map::new()));
            let patch = diff(&base, body);
            let entry = s.responses.entry(seen.id.clone()).or_default();
            match lang {
                Lang::Es => entry.es = Some(patch),
                Lang::En => entry.en = Some(patch),
            }
        }
        let mut description = format!("Recorded from {} for session {session}.", self.upstream);
        if !s.left_out.is_empty() {
            description.push_str(&format!(
                " Left out (they break the contract, see /__mock/drift): {}.",
                s.left_out.iter().cloned().collect::<Vec<_>>().join(", ")
            ));
        }
        let file = ScenarioFile {
            name: name.clone(),
            description,
            screens: s.screens.iter().cloned().collect(),
            responses: s.responses.clone(),
            ..ScenarioFile::default()
        };
        drop(sessions);
        let path = self.dir.join(format!("{name}.json"));
        let text = serde_json::to_string_pretty(&file).unwrap_or_default() + "\n";
        let tmp = self.dir.join(format!(".{name}.json.tmp"));
        let written = std::fs::write(&tmp, text).and_then(|()| std::fs::rename(&tmp, &path));
        if let Err(e) = written {
            tracing::warn!("--record: cannot write {}: {e}", path.display());
        }
    }
}
