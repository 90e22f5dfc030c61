//! Drift: how the upstream's answers differ from the contract's document. Each JSON answer
//! is walked beside the response schema of its operation and status; every field that is
//! missing, extra, of another type or out of range is counted per operation, with the first
//! answer that drifted as the example. Shown at `/__mock/drift`.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};

use serde::Serialize;
use serde_json::{Value, json};

/// What the proxy learned about an answer.
#[derive(Debug, Clone)]
pub struct Observed {
    /// The operation's id (empty when the path is not in the contract).
    pub id: String,
    /// Whether the answer drifted from the document.
    pub drifted: bool,
}

/// One field that drifted.
#[derive(Debug, Clone, Serialize)]
pub struct FieldDrift {
    /// `missing`, `extra`, `type` or `range`.
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
    /// By field path (`data.list[].amount`).
    pub fields: BTreeMap<String, FieldDrift>,
    /// The first answer that drifted.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub example: Option<Value>,
}

struct Operation {
    id: String,
    responses: HashMap<u16, Value>,
}

/// The drift table.
pub struct Drift {
    components: Arc<Value>,
    operations: HashMap<(String, String), Operation>,
    seen: Mutex<BTreeMap<String, OperationDrift>>,
}

fn json_type(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if n.is_i64() || n.is_u64() => "integer",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

fn type_fits(wanted: &str, v: &Value) -> bool {
    let got = json_type(v);
    wanted == got || (wanted == "number" && got == "integer")
}

fn resolve<'s>(components: &'s Value, schema: &'s Value) -> &'s Value {
    let mut schema = schema;
    for _ in 0..16 {
        match schema
            .get("$ref")
            .and_then(Value::as_str)
            .and_then(|r| r.strip_prefix("#/components/schemas/"))
            .and_then(|n| components.get(n))
        {
            Some(s) => schema = s,
            None => break,
        }
    }
    schema
}

/// One field that drifted: (field, kind, expected, got).
type Found = (String, &'static str, String, Value);

/// The types a schema allows.
fn types(schema: &Value) -> Vec<&str> {
    match schema.get("type") {
        Some(Value::String(t)) => vec![t.as_str()],
        Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    }
}

struct Walker<'a> {
    components: &'a Value,
    found: Vec<Found>,
}

impl Walker<'_> {
    fn push(&mut self, path: &str, kind: &'static str, expected: String, got: &Value) {
        let field = if path.is_empty() { "(body)" } else { path };
        let mut got = got.clone();
        if let Value::String(s) = &got
            && s.chars().count() > 80
        {
            got = Value::String(s.chars().take(77).collect::<String>() + "...");
        }
        if matches!(got, Value::Object(_) | Value::Array(_)) {
            got = Value::String(json_type(&got).to_owned());
        }
        self.found.push((field.to_owned(), kind, expected, got));
    }

    fn walk(&mut self, schema: &Value, value: &Value, path: &str) {
        let components = self.components;
        let schema = resolve(components, schema);
        if let Some(alts) = schema
            .get("oneOf")
            .or_else(|| schema.get("anyOf"))
            .and_then(Value::as_array)
        {
            let resolved: Vec<&Value> = alts.iter().map(|a| resolve(components, a)).collect();
            if value.is_null() {
                if !resolved
                    .iter()
                    .any(|a| a.get("type") == Some(&json!("null")))
                {
                    self.push(path, "type", "not null".into(), value);
                }
                return;
            }
            let others: Vec<&Value> = resolved
                .into_iter()
                .filter(|a| a.get("type") != Some(&json!("null")))
                .collect();
            if let [only] = others.as_slice() {
                self.walk(only, value, path);
            }
            return;
        }
        let types = types(schema);
        if !types.is_empty() && !types.iter().any(|t| type_fits(t, value)) {
            self.push(path, "type", types.join(" or "), value);
            return;
        }
        if let Some(options) = schema.get("enum").and_then(Value::as_array)
            && !options.contains(value)
        {
            self.push(
                path,
                "range",
                format!("one of {}", Value::Array(options.clone())),
                value,
            );
        }
        // A number's range, or a string's length.
        let measured = match value {
            Value::Number(n) => Some((n.as_f64().unwrap_or(0.0), ["minimum", "maximum"], "", "-∞")),
            Value::String(s) => Some((
                s.chars().count() as f64,
                ["minLength", "maxLength"],
                "length ",
                "0",
            )),
            _ => None,
        };
        if let Some((x, [lo, hi], what, no_min)) = measured {
            let min = schema.get(lo).and_then(Value::as_f64);
            let max = schema.get(hi).and_then(Value::as_f64);
            if min.is_some_and(|m| x < m) || max.is_some_and(|m| x > m) {
                let min = min.map_or(no_min.into(), |m| m.to_string());
                let max = max.map_or("∞".into(), |m| m.to_string());
                self.push(path, "range", format!("{what}{min} to {max}"), value);
            }
        }
        match value {
            Value::Array(items) => {
                if let Some(item) = schema.get("items") {
                    for v in items {
                        self.walk(item, v, &format!("{path}[]"));
                    }
                }
            }
            Value::Object(map) => {
                let props = schema.get("properties").and_then(Value::as_object);
                let join = |k: &str| {
                    if path.is_empty() {
                        k.to_owned()
                    } else {
                        format!("{path}.{k}")
                    }
                };
                for required in schema
                    .get("required")
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten()
                    .filter_map(Value::as_str)
                {
                    if !map.contains_key(required) {
                        let expected = props
                            .and_then(|p| p.get(required))
                            .map(|s| describe(resolve(components, s)))
                            .unwrap_or_default();
                        self.push(&join(required), "missing", expected, &Value::Null);
                    }
                }
                if let Some(props) = props {
                    let open = schema
                        .get("additionalProperties")
                        .is_some_and(|a| a != &Value::Bool(false));
                    for (k, v) in map {
                        match props.get(k) {
                            Some(s) => self.walk(s, v, &join(k)),
                            None if !open => {
                                self.push(&join(k), "extra", "not in the document".into(), v)
                            }
                            None => {}
                        }
                    }
                }
            }
            _ => {}
        }
    }
}

/// A short description of a schema: its type.
fn describe(schema: &Value) -> String {
    match types(schema) {
        types if !types.is_empty() => types.join(" or "),
        _ if schema.get("oneOf").is_some() => "object or null".into(),
        _ => "a value".into(),
    }
}

/// The drift of `body` against `schema`: (field, kind, expected, got).
pub fn compare(components: &Value, schema: &Value, body: &Value) -> Vec<Found> {
    let mut walker = Walker {
        components,
        found: Vec::new(),
    };
    walker.walk(schema, body, "");
    walker.found
}

impl Drift {
    /// The table, with the contract's document.
    pub fn new() -> Result<Self, String> {
        let doc = serde_json::to_value(contract::openapi()).map_err(|e| e.to_string())?;
        let components = Arc::new(
            doc.pointer("/components/schemas")
                .cloned()
                .unwrap_or(json!({})),
        );
        let mut operations = HashMap::new();
        for (path, item) in doc["paths"].as_object().into_iter().flatten() {
            for (method, op) in item.as_object().into_iter().flatten() {
                let responses = op["responses"]
                    .as_object()
                    .into_iter()
                    .flatten()
                    .filter_map(|(status, r)| {
                        let schema = r.pointer("/content/application~1json/schema")?;
                        Some((status.parse::<u16>().ok()?, schema.clone()))
                    })
                    .collect();
                operations.insert(
                    (method.to_ascii_uppercase(), path.clone()),
                    Operation {
                        id: op["operationId"].as_str().unwrap_or("").to_owned(),
                        responses,
                    },
                );
            }
        }
        Ok(Drift {
            components,
            operations,
            seen: Mutex::new(BTreeMap::new()),
        })
    }

    /// Checks one JSON answer and counts what drifted.
    pub fn observe(&self, method: &str, path: &str, status: u16, body: &Value) -> Observed {
        let op = self.operations.get(&(method.to_owned(), path.to_owned()));
        let key = op.map_or_else(|| format!("{method} {path}"), |o| o.id.clone());
        let found = match op.and_then(|o| o.responses.get(&status)) {
            Some(schema) => compare(&self.components, schema, body),
            None => vec![(
                "(status)".to_owned(),
                "range",
                match op {
                    Some(o) => format!(
                        "one of {:?}",
                        o.responses
                            .keys()
                            .collect::<std::collections::BTreeSet<_>>()
                    ),
                    None => "a call of the contract".into(),
                },
                json!(status),
            )],
        };
        let mut seen = self.seen.lock().unwrap_or_else(|e| e.into_inner());
        let entry = seen.entry(key.clone()).or_default();
        entry.call = format!("{method} {path}");
        entry.answers += 1;
        if !found.is_empty() {
            entry.drifted += 1;
            if entry.example.is_none() {
                entry.example = Some(body.clone());
            }
        }
        let drifted = !found.is_empty();
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
            id: op.map(|o| o.id.clone()).unwrap_or_default(),
            drifted,
        }
    }

    /// Every operation seen, by id.
    pub fn report(&self) -> BTreeMap<String, OperationDrift> {
        self.seen.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }
}
