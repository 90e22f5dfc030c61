//! Scenarios as data: JSON files in `mock-server/scenarios/` (embedded in the binary) plus any
//! files in `--scenarios DIR`.
//!
//! A scenario file names and describes a state of the backend and gives, per endpoint, an
//! RFC 7396 JSON merge patch over the scenario it extends (`default` unless it says otherwise):
//! `patch` for both languages, then `es` or `en` for one language, and optional `when`
//! variants chosen by request parameters (for example the confirm reload with `isType=1`).
//! `default.json` extends nothing: its patches are the whole default world.
//!
//! At start every merged response of every scenario, language and variant is deserialized
//! strictly into the contract's `E::Response` (an unknown field or a wrong type is an error
//! naming the file, the endpoint, the language and the field path), serialized back, and kept
//! as bytes: answering an unchanged response costs no JSON work. [`Live`] keeps the set in
//! force and reloads it when a file of `--scenarios DIR` changes (see `live.rs`).
//!
//! Also the request's context ([`Ctx`]: its scenario and language), which the front sets and
//! the API and QA layers read. May use nothing of the server but the contract.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::Path;
use std::sync::Arc;

use include_dir::{Dir, include_dir};
use serde::Serialize;

mod answers;
mod canned;
mod fault;
mod file;
pub mod generated;
mod live;

pub use answers::{Answers, GATEWAY_PAGE, Malformed};
use canned::{Builder, Partial};
pub use canned::{Canned, CannedSet};
pub use fault::{Fault, FaultKind, HANG_SECS, NoAnswer, SEVER_HEADER};
pub use file::{
    ResponsePatch, ScenarioFile, Variant, file_schema, merge_patch, parse_scenario_file,
};
pub use live::{FileState, Live, SETTLE};

static BUILT_IN: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/scenarios");

/// The scenario and language of a request.
#[derive(Clone)]
pub struct Ctx {
    /// The selected scenario.
    pub scenario: Arc<Scenario>,
    /// The response language.
    pub lang: Lang,
    /// The seed of a `generated` scenario's answers (`mock_seed`; 1 when none is given).
    pub seed: u64,
}

/// The name of the scenario used when none is selected.
pub const DEFAULT: &str = "default";

/// The language of a response: launch parameter `language=1` is English, anything else
/// Spanish.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// Spanish (the default).
    Es = 0,
    /// English.
    En = 1,
}

impl Lang {
    /// Both languages, in snapshot order.
    pub const ALL: [Lang; 2] = [Lang::Es, Lang::En];

    /// The language chosen by the `language` launch parameter.
    pub fn from_flag(flag: Option<&str>) -> Self {
        if flag == Some("1") {
            Lang::En
        } else {
            Lang::Es
        }
    }

    /// `es` or `en`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::Es => "es",
            Lang::En => "en",
        }
    }

    /// The `language` flag that selects this language.
    pub const fn flag(self) -> &'static str {
        match self {
            Lang::Es => "2",
            Lang::En => "1",
        }
    }

    const fn index(self) -> usize {
        self as usize
    }
}

/// A loaded scenario.
pub struct Scenario {
    /// Its name.
    pub name: String,
    /// What it shows.
    pub description: String,
    /// Route paths of the screens it affects.
    pub screens: Vec<String>,
    /// Latency added to API calls.
    pub latency_ms: Option<u64>,
    /// Share of API calls that fail with HTTP 500.
    pub fault_rate: Option<f64>,
    /// Faults that strike a session's first calls (its own file's; not inherited).
    pub faults: Vec<Fault>,
    /// The names of the scenarios it extends, `default` first, its own name last.
    pub lineage: Vec<String>,
    /// Where its answers come from (its own file's `answers`; not inherited).
    pub answers: Answers,
    /// The file it came from.
    pub source: String,
    /// Endpoint ids whose responses this scenario (or a parent other than `default`) changes;
    /// every JSON endpoint for `default`.
    pub covers: Vec<&'static str>,
    /// Endpoint ids patched by this scenario's own chain (not `default`): their canned answer
    /// wins over live logic.
    overrides: HashSet<&'static str>,
    responses: HashMap<&'static str, Arc<[CannedSet; 2]>>,
}

impl Scenario {
    /// The responses of endpoint `id` in language `lang`.
    pub fn set(&self, id: &str, lang: Lang) -> Option<&CannedSet> {
        self.responses.get(id).map(|sets| &sets[lang.index()])
    }

    /// Whether this scenario (not the default world) sets the response of endpoint `id`.
    pub fn overrides(&self, id: &str) -> bool {
        self.overrides.contains(id)
    }
}

/// Every scenario, by name.
pub struct Scenarios {
    by_name: HashMap<String, Arc<Scenario>>,
    names: Vec<String>,
    default: Arc<Scenario>,
}

impl Scenarios {
    /// Scenarios from `(file name, JSON text)` pairs; a later file replaces an earlier one of
    /// the same name.
    pub fn from_sources(files: Vec<(String, String)>) -> Result<Self, String> {
        let mut parsed: BTreeMap<String, (String, ScenarioFile)> = BTreeMap::new();
        for (source, text) in files {
            let file = parse_scenario_file(&source, &text)?;
            let valid_name = !file.name.is_empty()
                && file
                    .name
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
            if !valid_name {
                return Err(format!(
                    "{source}: name {:?} must be lower case letters, digits and dashes",
                    file.name
                ));
            }
            if let Some(rate) = file.fault_rate
                && !(0.0..=1.0).contains(&rate)
            {
                return Err(format!("{source}: faultRate {rate} is outside 0 to 1"));
            }
            if let Some(id) = file
                .faults
                .iter()
                .filter_map(|f| f.call.as_deref())
                .find(|id| endpoint_id(id).is_none())
            {
                return Err(format!("{source}: faults: no endpoint has the id {id}"));
            }
            if let Some(id) = file.responses.keys().find(|id| endpoint_id(id).is_none()) {
                return Err(format!("{source}: responses.{id}: no endpoint has this id"));
            }
            parsed.insert(file.name.clone(), (source, file));
        }
        if !parsed.contains_key(DEFAULT) {
            return Err("no scenario named `default`".into());
        }
        let mut builder = Builder {
            parsed: &parsed,
            out: parsed
                .keys()
                .map(|n| (n.clone(), Partial::default()))
                .collect(),
            error: None,
        };
        contract::visit_endpoints(&mut builder);
        if let Some(error) = builder.error {
            return Err(error);
        }
        let default_responses = builder
            .out
            .get(DEFAULT)
            .map(|p| p.responses.clone())
            .unwrap_or_default();
        for (name, partial) in builder.out.iter_mut() {
            if name == DEFAULT {
                continue;
            }
            for (id, sets) in &default_responses {
                partial.responses.entry(id).or_insert_with(|| sets.clone());
            }
        }
        let mut by_name = HashMap::new();
        for (name, (source, file)) in &parsed {
            let partial = builder.out.remove(name).unwrap_or_default();
            let links = chain(&parsed, name)?;
            let lineage = links.iter().map(|(link, _)| (*link).to_owned()).collect();
            let overrides: HashSet<&'static str> = links
                .iter()
                .filter(|(link, _)| *link != DEFAULT)
                .flat_map(|(_, link)| link.responses.keys().filter_map(|id| endpoint_id(id)))
                .collect();
            let mut covers: Vec<&'static str> = if name == DEFAULT {
                partial.responses.keys().copied().collect()
            } else {
                overrides.iter().copied().collect()
            };
            covers.sort_by_key(|id| contract::ENDPOINTS.iter().position(|e| e.id == *id));
            let scenario = Scenario {
                name: name.clone(),
                description: file.description.clone(),
                screens: file.screens.clone(),
                latency_ms: file.latency_ms,
                fault_rate: file.fault_rate,
                faults: file.faults.clone(),
                lineage,
                answers: file.answers,
                source: source.clone(),
                covers,
                overrides,
                responses: partial.responses,
            };
            by_name.insert(name.clone(), Arc::new(scenario));
        }
        let default = by_name
            .get(DEFAULT)
            .cloned()
            .ok_or("no scenario named `default`")?;
        let mut names: Vec<String> = by_name.keys().cloned().collect();
        names.sort_by(|a, b| (a != DEFAULT, a).cmp(&(b != DEFAULT, b)));
        Ok(Scenarios {
            by_name,
            names,
            default,
        })
    }

    /// The scenario called `name`.
    pub fn get(&self, name: &str) -> Option<&Arc<Scenario>> {
        self.by_name.get(name)
    }

    /// The `default` scenario.
    pub fn default_scenario(&self) -> &Arc<Scenario> {
        &self.default
    }

    /// Every name, `default` first, then alphabetical.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// Every scenario, in [`Scenarios::names`] order.
    pub fn all(&self) -> impl Iterator<Item = &Arc<Scenario>> {
        self.names.iter().filter_map(|n| self.by_name.get(n))
    }
}

/// The contract's own spelling of endpoint id `id`, when it is one.
fn endpoint_id(id: &str) -> Option<&'static str> {
    contract::ENDPOINTS.iter().map(|e| e.id).find(|e| *e == id)
}

/// The built-in scenario files: `(file name, JSON text)`.
fn built_in_sources() -> Vec<(String, String)> {
    BUILT_IN
        .files()
        .filter(|f| f.path().extension().is_some_and(|e| e == "json"))
        .map(|f| {
            (
                format!("mock-server/scenarios/{}", f.path().display()),
                f.contents_utf8().unwrap_or_default().to_owned(),
            )
        })
        .collect()
}

/// The `*.json` files of `dir`, by name: `(path, JSON text)`.
fn read_dir(dir: &Path) -> Result<Vec<(String, String)>, String> {
    let entries =
        std::fs::read_dir(dir).map_err(|e| format!("--scenarios {}: {e}", dir.display()))?;
    let mut files = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_some_and(|e| e == "json") {
            let text =
                std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            files.push((path.display().to_string(), text));
        }
    }
    files.sort();
    Ok(files)
}

/// The files a scenario is built from, default first.
fn chain<'a>(
    parsed: &'a BTreeMap<String, (String, ScenarioFile)>,
    name: &'a str,
) -> Result<Vec<(&'a str, &'a ScenarioFile)>, String> {
    let mut out = Vec::new();
    let mut current = name;
    loop {
        let (source, file) = parsed
            .get(current)
            .ok_or_else(|| format!("scenario {name}: extends unknown scenario {current}"))?;
        out.push((current, file));
        if out.len() > 8 {
            return Err(format!("{source}: `extends` goes round in a circle"));
        }
        if current == DEFAULT {
            break;
        }
        current = file.extends.as_deref().unwrap_or(DEFAULT);
    }
    out.reverse();
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn merge_patch_follows_rfc_7396() {
        let mut target = json!({"a": "b", "c": {"d": "e", "f": "g"}});
        merge_patch(&mut target, &json!({"a": "z", "c": {"f": null}}));
        assert_eq!(target, json!({"a": "z", "c": {"d": "e"}}));
        let mut target = json!({"a": [1, 2]});
        merge_patch(&mut target, &json!({"a": [3]}));
        assert_eq!(target, json!({"a": [3]}));
    }
}
