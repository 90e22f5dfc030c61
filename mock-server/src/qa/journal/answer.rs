//! The answer side of the contract check: whether the server's answer to a call is one the
//! document gives for the operation (a documented status, its content type, a body valid
//! against its schema). A break here is the server's, not the app's: the `answer-*` fault
//! scenarios make them on purpose, and the journal shows them apart from the request's.

use std::collections::BTreeMap;

use jsonschema::Validator;
use serde_json::Value;

use super::Entry;
use crate::api::bind::validate::{compile, error_text};

/// What the document says an answer of one status is.
enum Documented {
    /// A JSON body valid against this schema.
    Json(Validator),
    /// Another content type (the captcha's `image/png`), checked by type only.
    Other(String),
}

/// The documented answers of one operation, by status.
pub struct AnswerCheck {
    by_status: BTreeMap<u16, Documented>,
}

impl AnswerCheck {
    /// The answers of operation `op` of the document.
    pub fn of(components: &Value, op: &Value) -> Result<Self, String> {
        let mut by_status = BTreeMap::new();
        let responses = op.get("responses").and_then(Value::as_object);
        for (status, response) in responses.into_iter().flatten() {
            let Ok(status) = status.parse::<u16>() else {
                continue;
            };
            let Some((content_type, media)) = response
                .get("content")
                .and_then(Value::as_object)
                .and_then(|c| c.iter().next())
            else {
                continue;
            };
            let documented = match media.get("schema") {
                Some(schema) if content_type == "application/json" => {
                    Documented::Json(compile(components, schema.clone())?)
                }
                _ => Documented::Other(content_type.clone()),
            };
            by_status.insert(status, documented);
        }
        Ok(AnswerCheck { by_status })
    }

    /// Every way the answer kept in `entry` breaks the document.
    pub fn breaks(&self, entry: &Entry) -> Vec<String> {
        let Some(documented) = self.by_status.get(&entry.status) else {
            let known: Vec<String> = self.by_status.keys().map(u16::to_string).collect();
            return vec![format!(
                "answered HTTP {} ({}), a status the contract does not give (it gives {})",
                entry.status,
                if entry.response_type.is_empty() {
                    "no content type"
                } else {
                    entry.response_type.as_str()
                },
                known.join(", ")
            )];
        };
        let got = entry.response_type.to_ascii_lowercase();
        match documented {
            Documented::Other(wanted) => {
                if got.starts_with(wanted.as_str()) {
                    Vec::new()
                } else {
                    vec![format!("answered {got} where the contract says {wanted}")]
                }
            }
            Documented::Json(validator) => {
                if !got.starts_with("application/json") {
                    return vec![format!(
                        "answered {got} where the contract says application/json"
                    )];
                }
                // Not kept (over the journal's body limit): the type is all there is to check.
                let Some(bytes) = &entry.response else {
                    return Vec::new();
                };
                if bytes.is_empty() {
                    return vec!["answered an empty body where the contract says JSON".into()];
                }
                let value: Value = match serde_json::from_slice(bytes) {
                    Ok(value) => value,
                    Err(e) => return vec![format!("the answer is not JSON: {e}")],
                };
                validator
                    .iter_errors(&value)
                    .take(5)
                    .map(|error| {
                        format!("answer {}: {}", error.instance_path(), error_text(&error))
                    })
                    .collect()
            }
        }
    }
}
