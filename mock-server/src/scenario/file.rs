//! The scenario file format (`mock-server/scenarios/*.json`) and the merge patch it uses.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// Reads the scenario file `text` (from `source`, named in the error): a file that is not JSON
/// says so with its line and column; a field of the wrong kind is named by its JSON path.
pub fn parse_scenario_file(source: &str, text: &str) -> Result<ScenarioFile, String> {
    let de = &mut serde_json::Deserializer::from_str(text);
    serde_path_to_error::deserialize(de).map_err(|e| {
        let inner = e.inner();
        if inner.is_syntax() || inner.is_eof() {
            format!("{source}: not valid JSON: {inner}")
        } else {
            format!("{source}: at {}: {inner}", e.path())
        }
    })
}

/// A scenario file (`mock-server/scenarios/NAME.json`). Its JSON Schema is
/// `mock-server/scenario.schema.json`.
#[derive(Debug, Clone, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct ScenarioFile {
    /// Path of the JSON Schema, for editors.
    #[serde(rename = "$schema", default, skip_serializing_if = "Option::is_none")]
    pub schema: Option<String>,
    /// The name used in `?scenario=NAME`: lower case, digits and dashes.
    pub name: String,
    /// What the scenario shows, for QA.
    pub description: String,
    /// Route paths of the screens it affects (docs/decisions.md "Routes"), e.g. `/loan-detail`.
    #[serde(default)]
    pub screens: Vec<String>,
    /// The scenario this one patches; `default` when absent (except for `default` itself).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub extends: Option<String>,
    /// Latency added to every API call, in milliseconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub latency_ms: Option<u64>,
    /// Share of API calls (0 to 1) that fail with HTTP 500.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fault_rate: Option<f64>,
    /// Faults that strike a session's first calls at a chosen moment (`lose-answer`, `drop`,
    /// `hang`; mock-server/README.md "Faults"). Not inherited.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub faults: Vec<super::Fault>,
    /// Where the answers come from: `canned` (the patches, the default), `generated` (from
    /// the contract's schemas per `mock_seed`), or the regular answer broken: `html-502`,
    /// `truncated`, `wrong-types`, `empty`. Not inherited by scenarios that extend this one.
    #[serde(default, skip_serializing_if = "is_canned")]
    pub answers: super::Answers,
    /// Per endpoint id (the contract's operationId, e.g. `loan-details`), the patches.
    #[serde(default)]
    pub responses: BTreeMap<String, ResponsePatch>,
}

/// The patches of one endpoint in a scenario file.
#[derive(Debug, Clone, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ResponsePatch {
    /// JSON merge patch (RFC 7396) over the whole response envelope, both languages.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub patch: Option<Value>,
    /// Merge patch applied after `patch` for Spanish only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub es: Option<Value>,
    /// Merge patch applied after `patch` for English only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub en: Option<Value>,
    /// Variants chosen by request parameters, first match wins. When a file sets `when`, it
    /// replaces the variants it would inherit (`[]` removes them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub when: Option<Vec<Variant>>,
}

/// A response variant: applies when every listed query or form parameter has the given value.
#[derive(Debug, Clone, Default, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Variant {
    /// Parameter name to value, as sent in the query string or the form body.
    pub params: BTreeMap<String, String>,
    /// Merge patch over the scenario's response, both languages.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub patch: Option<Value>,
    /// Merge patch for Spanish only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub es: Option<Value>,
    /// Merge patch for English only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub en: Option<Value>,
}

fn is_canned(answers: &super::Answers) -> bool {
    *answers == super::Answers::Canned
}

/// The JSON Schema of the scenario file format, as written to `mock-server/scenario.schema.json`.
pub fn file_schema() -> String {
    let schema = schemars::schema_for!(ScenarioFile);
    let mut text = serde_json::to_string_pretty(&schema).unwrap_or_default();
    text.push('\n');
    text
}

/// RFC 7396 JSON merge patch.
pub fn merge_patch(target: &mut Value, patch: &Value) {
    match patch {
        Value::Object(entries) => {
            if !target.is_object() {
                *target = Value::Object(Map::new());
            }
            if let Value::Object(map) = target {
                for (key, value) in entries {
                    if value.is_null() {
                        map.remove(key);
                    } else {
                        merge_patch(map.entry(key.clone()).or_insert(Value::Null), value);
                    }
                }
            }
        }
        other => *target = other.clone(),
    }
}

/// `verify --recordings` reads the files proxy mode recorded as scenario files, and builds
/// their answers over the built-in scenarios in force (docs/verify.md "Recordings").
impl conformance::recordings::ScenarioFiles for super::Live {
    fn read(&self, name: &str, text: &str) -> Result<(), String> {
        parse_scenario_file(name, text).map(|_| ())
    }

    fn answer(
        &self,
        scenario: &str,
        id: &str,
        language: &str,
        patches: &[&Value],
    ) -> Result<Value, String> {
        let scenarios = self.current();
        let base = scenarios
            .get(scenario)
            .ok_or_else(|| format!("extends {scenario:?}, which is not a built-in scenario"))?;
        let lang = if language == super::Lang::En.code() {
            super::Lang::En
        } else {
            super::Lang::Es
        };
        let mut value = base
            .set(id, lang)
            .map(|set| (*set.pick(&[]).json).clone())
            .unwrap_or(Value::Null);
        for patch in patches {
            merge_patch(&mut value, patch);
        }
        Ok(value)
    }
}
