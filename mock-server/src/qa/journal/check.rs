//! The contract check of a journal entry, done when the journal is read: tables built once
//! from contract/openapi.json (per operation: its query and header parameters, its body's
//! content type and the JSON Schemas of its query and form), then each entry's raw pairs are
//! typed by those schemas and validated.

use std::collections::HashMap;

use jsonschema::Validator;
use serde_json::{Map, Value, json};

use conformance::check::{self as answers, Answer};
use conformance::schema::{compile, error_text};

use super::Entry;
use crate::api::bind::validate::{admits_null, form_schema, properties, query_schema};

/// What one operation of the document expects.
struct Operation {
    id: String,
    query_types: Map<String, Value>,
    query: Option<Validator>,
    headers: Vec<String>,
    body_type: Option<String>,
    form_types: Map<String, Value>,
    form: Option<Validator>,
}

/// Every operation of the document, by path and method, and the one answer checker.
pub struct Checker {
    by_path: HashMap<String, Vec<(String, Operation)>>,
    answers: answers::Checker,
}

/// The verdict on one entry.
#[derive(Debug, Clone, Default)]
pub struct Verdict {
    /// The operation's id, when the path and method are an operation of the contract.
    pub operation: Option<String>,
    /// Every way the request breaks the contract, one sentence each.
    pub breaks: Vec<String>,
    /// Every way the server's answer breaks the contract (status, type, body).
    pub server_breaks: Vec<String>,
    /// Fields of the answer the document does not know (reported apart, not breaks).
    pub extra_fields: Vec<String>,
}

/// The JSON type a property's schema wants (the first that is not null).
fn wanted_type(schema: &Value) -> Option<&str> {
    match schema.get("type") {
        Some(Value::String(t)) => Some(t.as_str()),
        Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).find(|t| *t != "null"),
        _ => ["oneOf", "anyOf"].iter().find_map(|k| {
            schema
                .get(*k)
                .and_then(Value::as_array)?
                .iter()
                .find_map(wanted_type)
        }),
    }
}

/// Raw text pairs as the JSON object the schema sees: numbers where it wants numbers (text
/// that is not a number stays text, so the check names the wrong type), `null` dropped on a
/// field that admits null (form encoding has no null).
fn typed(pairs: &[(String, String)], types: &Map<String, Value>) -> Value {
    let mut object = Map::new();
    for (k, v) in pairs {
        let schema = types.get(k);
        if v == "null" && schema.is_some_and(admits_null) {
            continue;
        }
        let value = match schema.and_then(wanted_type) {
            Some("integer") => v
                .parse::<i64>()
                .map(Value::from)
                .unwrap_or_else(|_| Value::String(v.clone())),
            Some("number") => v
                .parse::<f64>()
                .ok()
                .and_then(serde_json::Number::from_f64)
                .map(Value::Number)
                .unwrap_or_else(|| Value::String(v.clone())),
            Some("boolean") => match v.as_str() {
                "true" => Value::Bool(true),
                "false" => Value::Bool(false),
                _ => Value::String(v.clone()),
            },
            _ => Value::String(v.clone()),
        };
        object.insert(k.clone(), value);
    }
    Value::Object(object)
}

fn errors(validator: &Validator, value: &Value, place: &str, out: &mut Vec<String>) {
    for error in validator.iter_errors(value) {
        let field = error.instance_path().to_string();
        let field = field.trim_start_matches('/');
        let text = error_text(&error);
        if field.is_empty() {
            out.push(format!("{place}: {text}"));
        } else {
            out.push(format!("{place} {field}: {text}"));
        }
    }
}

impl Checker {
    /// Tables from the document.
    pub fn from_document(doc: &Value) -> Result<Self, String> {
        let components = doc.get("components").cloned().unwrap_or(json!({}));
        let mut by_path: HashMap<String, Vec<(String, Operation)>> = HashMap::new();
        let paths = doc
            .get("paths")
            .and_then(Value::as_object)
            .ok_or("openapi.json has no paths")?;
        for (path, item) in paths {
            let Some(item) = item.as_object() else {
                continue;
            };
            for (method, op) in item {
                let headers = op
                    .get("parameters")
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten()
                    .filter(|p| p.get("in").and_then(Value::as_str) == Some("header"))
                    .filter_map(|p| Some(p.get("name")?.as_str()?.to_ascii_lowercase()))
                    // The writes' key is the caller's choice per action, not a launch header
                    // every call copies: a call without it acts as before (docs/api.md).
                    .filter(|name| {
                        !name.eq_ignore_ascii_case(contract::names::IDEMPOTENCY_KEY_HEADER)
                    })
                    .collect();
                let query_schema = query_schema(op);
                let form_schema = form_schema(op);
                let types = |schema: Option<&Value>| {
                    schema.map_or_else(Map::new, |s| properties(&components, s))
                };
                let compiled = |schema: Option<&Value>| {
                    schema.map(|s| compile(&components, s.clone())).transpose()
                };
                let body_type = op
                    .pointer("/requestBody/content")
                    .and_then(Value::as_object)
                    .and_then(|c| c.keys().next().cloned());
                by_path.entry(path.clone()).or_default().push((
                    method.to_ascii_uppercase(),
                    Operation {
                        id: op
                            .get("operationId")
                            .and_then(Value::as_str)
                            .unwrap_or("")
                            .to_owned(),
                        query_types: types(query_schema.as_ref()),
                        query: compiled(query_schema.as_ref())?,
                        headers,
                        body_type,
                        form_types: types(form_schema),
                        form: compiled(form_schema)?,
                    },
                ));
            }
        }
        Ok(Checker {
            by_path,
            answers: answers::Checker::from_document(doc)?,
        })
    }

    /// The contract's own document.
    pub fn from_contract() -> Result<Self, String> {
        let doc = contract::openapi();
        Self::from_document(&doc)
    }

    /// Every way `entry` breaks the contract.
    pub fn check(&self, entry: &Entry) -> Verdict {
        let Some(ops) = self.by_path.get(&entry.path) else {
            return Verdict {
                breaks: vec![format!("{} is not a path of the contract", entry.path)],
                ..Verdict::default()
            };
        };
        let Some((_, op)) = ops.iter().find(|(m, _)| m == entry.method.as_str()) else {
            let allowed: Vec<&str> = ops.iter().map(|(m, _)| m.as_str()).collect();
            return Verdict {
                breaks: vec![format!(
                    "{} is not a method of {} (the contract says {})",
                    entry.method,
                    entry.path,
                    allowed.join(", ")
                )],
                ..Verdict::default()
            };
        };
        let mut breaks = Vec::new();
        if let Some(v) = &op.query {
            errors(
                v,
                &typed(&entry.query_pairs(), &op.query_types),
                "query",
                &mut breaks,
            );
        }
        for name in &op.headers {
            if entry.header(name).is_none() {
                breaks.push(format!("launch header {name} absent"));
            }
        }
        if let Some(expected) = &op.body_type {
            let got = entry.header("content-type").unwrap_or("");
            if !got.to_ascii_lowercase().starts_with(expected.as_str()) {
                breaks.push(format!(
                    "content type {} where the contract says {expected}",
                    if got.is_empty() { "absent" } else { got }
                ));
            } else if let Some(v) = &op.form
                && entry.form.is_some()
            {
                errors(
                    v,
                    &typed(&entry.form_pairs(), &op.form_types),
                    "form",
                    &mut breaks,
                );
            }
        }
        if entry.status == 0 {
            // No answer was sent (an injected fault closed the connection): nothing to check.
            return Verdict {
                operation: Some(op.id.clone()),
                breaks,
                ..Verdict::default()
            };
        }
        let answer = self.answers.check(
            &op.id,
            Answer {
                status: entry.status,
                content_type: &entry.response_type,
                body: entry.response.as_deref(),
            },
        );
        let line = |f: &conformance::finding::Finding| format!("answer {}", f.line());
        Verdict {
            operation: Some(op.id.clone()),
            breaks,
            server_breaks: answer.breaks.iter().take(5).map(line).collect(),
            extra_fields: answer.extra.iter().map(|f| f.path.clone()).collect(),
        }
    }
}
