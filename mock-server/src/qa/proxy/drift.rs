//! Drift: how the upstream's answers differ from the contract's document. Each answer is
//! judged by the one answer checker (`conformance::check`, the journal's and the `verify`
//! command's too); every field that is missing, extra, of another type or out of range is
//! counted per operation, with the first answer that drifted as the example. Shown at
//! `/__mock/drift`.

use std::collections::BTreeMap;
use std::sync::Mutex;

use serde::Serialize;
use serde_json::{Value, json};

use conformance::check::{Answer, Checker};

/// What the proxy learned about an answer.
#[derive(Debug, Clone)]
pub struct Observed {
    /// The operation's id (empty when the path is not in the contract).
    pub id: String,
    /// Whether the answer differs from the document (a break or a field it does not know).
    pub drifted: bool,
}

/// One field that drifted.
#[derive(Debug, Clone, Serialize)]
pub struct FieldDrift {
    /// `missing`, `extra` (not in the document, not a break), `type`, `range`, `format`,
    /// `envelope`, or for the whole answer `status`, `content-type`, `body`.
    pub kind: &'static str,
    /// What the document says.
    pub expected: String,
    /// What the upstream sent (the last time).
    pub got: Value,
    /// How many answers had it.
    pub count: u64,
}

/// The drift of one operation.
#[derive(Debug, Clone, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OperationDrift {
    /// Method and path.
    pub call: String,
    /// Answers seen.
    pub answers: u64,
    /// Answers that drifted.
    pub drifted: u64,
    /// By field path (`data.list[].amount`: array positions left out, one field over many
    /// answers).
    pub fields: BTreeMap<String, FieldDrift>,
    /// The first answer that drifted.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub example: Option<Value>,
}

/// The drift table.
pub struct Drift {
    checker: Checker,
    seen: Mutex<BTreeMap<String, OperationDrift>>,
}

impl Drift {
    /// The table, with the contract's document.
    pub fn new() -> Result<Self, String> {
        Ok(Drift {
            checker: Checker::from_contract()?,
            seen: Mutex::new(BTreeMap::new()),
        })
    }

    /// The answer checker the table uses (the `verify` page uses it too).
    pub fn checker(&self) -> &Checker {
        &self.checker
    }

    /// Checks one JSON answer (its content type as sent) and counts what drifted.
    pub fn observe(
        &self,
        method: &str,
        path: &str,
        status: u16,
        content_type: &str,
        body: &Value,
    ) -> Observed {
        let id = self.checker.operation(method, path).map(str::to_owned);
        let key = id.clone().unwrap_or_else(|| format!("{method} {path}"));
        let bytes = serde_json::to_vec(body).unwrap_or_default();
        let found: Vec<(String, &'static str, String, Value)> = match &id {
            Some(id) => {
                let verdict = self.checker.check(
                    id,
                    Answer {
                        status,
                        content_type,
                        body: Some(&bytes),
                    },
                );
                verdict
                    .breaks
                    .iter()
                    .chain(&verdict.extra)
                    .map(|f| {
                        (
                            f.field(),
                            f.kind.as_str(),
                            f.expected.clone(),
                            f.got.clone(),
                        )
                    })
                    .collect()
            }
            None => vec![(
                "(status)".to_owned(),
                "range",
                "a call of the contract".into(),
                json!(status),
            )],
        };
        let mut seen = self.seen.lock().unwrap_or_else(|e| e.into_inner());
        let entry = seen.entry(key).or_default();
        entry.call = format!("{method} {path}");
        entry.answers += 1;
        let drifted = !found.is_empty();
        if drifted {
            entry.drifted += 1;
            if entry.example.is_none() {
                entry.example = Some(body.clone());
            }
        }
        for (field, kind, expected, got) in found {
            let f = entry.fields.entry(field).or_insert(FieldDrift {
                kind,
                expected,
                got: Value::Null,
                count: 0,
            });
            f.count += 1;
            f.got = got;
        }
        Observed {
            id: id.unwrap_or_default(),
            drifted,
        }
    }

    /// Every operation seen, by id.
    pub fn report(&self) -> BTreeMap<String, OperationDrift> {
        self.seen.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }
}
