//! Request checks against the contract's own document: each endpoint's query parameters and
//! form body are validated with the JSON Schemas of contract/openapi.json, so a value outside
//! a documented range (`minimum`, `maximum`, `maxLength`, `enum` ...) is refused with a
//! message naming the field, exactly as the document says, with no range repeated here.

use std::collections::HashMap;

use contract::EndpointInfo;
use jsonschema::Validator;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value, json};

use conformance::schema::{compile, error_text};

use crate::api::error::ApiError;

/// The check of one part of a request (its query or its form body).
#[derive(Default)]
pub struct Part {
    validator: Option<Validator>,
    /// Fields whose schema admits null.
    nullable: Vec<String>,
}

/// The part of an endpoint the document says nothing of.
static UNCHECKED: Part = Part {
    validator: None,
    nullable: Vec::new(),
};

impl Part {
    fn of(components: &Value, schema: Option<&Value>) -> Result<Self, String> {
        let Some(schema) = schema else {
            return Ok(Part::default());
        };
        let nullable = properties(components, schema)
            .into_iter()
            .filter(|(_, s)| admits_null(s))
            .map(|(k, _)| k)
            .collect();
        Ok(Part {
            validator: Some(compile(components, schema.clone())?),
            nullable,
        })
    }

    /// Reads `T` from the form-encoded `raw` (`what`: the query or the body) and checks it.
    pub fn read<T: DeserializeOwned + Serialize>(
        &self,
        raw: &[u8],
        what: &str,
    ) -> Result<T, ApiError> {
        let value: T = read_pairs(raw, what, &self.nullable)?;
        if let Some(validator) = &self.validator {
            check(
                validator,
                strip_nulls(serde_json::to_value(&value).unwrap_or_default()),
            )?;
        }
        Ok(value)
    }
}

/// Reads `T` from the form-encoded `raw` (a query or a form body) with serde_urlencoded; a
/// refusal names the field (serde_path_to_error).
fn read_pairs<T: DeserializeOwned>(
    raw: &[u8],
    what: &str,
    nullable: &[String],
) -> Result<T, ApiError> {
    let de = serde_urlencoded::Deserializer::new(form_urlencoded::parse(raw));
    let error = match serde_path_to_error::deserialize(de) {
        Ok(value) => return Ok(value),
        Err(e) => e,
    };
    // Form encoding has no null: a field the document declares nullable may arrive as
    // `x=null`. Read the pairs again without those.
    let kept: Vec<(String, String)> = form_urlencoded::parse(raw)
        .into_owned()
        .filter(|(k, v)| !(v == "null" && nullable.contains(k)))
        .collect();
    let again = form_urlencoded::Serializer::new(String::new())
        .extend_pairs(&kept)
        .finish();
    let de = serde_urlencoded::Deserializer::new(form_urlencoded::parse(again.as_bytes()));
    if let Ok(value) = serde_path_to_error::deserialize(de) {
        return Ok(value);
    }
    let path = error.path().to_string();
    let field = if path == "." || path.is_empty() {
        what
    } else {
        &path
    };
    Err(ApiError::bad(format!("{field}: {}", error.inner())))
}

/// Whether a property schema admits null.
pub fn admits_null(schema: &Value) -> bool {
    match schema.get("type") {
        Some(Value::Array(types)) => types.iter().any(|t| t == "null"),
        Some(Value::String(t)) => t == "null",
        _ => ["oneOf", "anyOf"].iter().any(|k| {
            schema
                .get(*k)
                .and_then(Value::as_array)
                .is_some_and(|alts| alts.iter().any(admits_null))
        }),
    }
}

/// The schema behind one `$ref` to a component of the document's `components`, or `schema`
/// itself.
pub fn resolve<'a>(components: &'a Value, schema: &'a Value) -> &'a Value {
    schema
        .get("$ref")
        .and_then(Value::as_str)
        .and_then(|r| r.strip_prefix("#/components/schemas/"))
        .and_then(|name| components.pointer(&format!("/schemas/{name}")))
        .unwrap_or(schema)
}

/// The properties of an object schema (through one `$ref`), each schema resolved.
pub fn properties(components: &Value, schema: &Value) -> Map<String, Value> {
    resolve(components, schema)
        .get("properties")
        .and_then(Value::as_object)
        .into_iter()
        .flatten()
        .map(|(k, s)| (k.clone(), resolve(components, s).clone()))
        .collect()
}

/// The query parameters of operation `op` as one object schema; `None` when it has none.
pub fn query_schema(op: &Value) -> Option<Value> {
    let mut properties = Map::new();
    let mut required = Vec::new();
    for p in op
        .get("parameters")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter(|p| p.get("in").and_then(Value::as_str) == Some("query"))
    {
        let (Some(name), Some(schema)) = (p.get("name").and_then(Value::as_str), p.get("schema"))
        else {
            continue;
        };
        properties.insert(name.to_owned(), schema.clone());
        if p.get("required").and_then(Value::as_bool) == Some(true) {
            required.push(json!(name));
        }
    }
    (!properties.is_empty())
        .then(|| json!({"type": "object", "properties": properties, "required": required}))
}

/// The form body schema of operation `op`.
pub fn form_schema(op: &Value) -> Option<&Value> {
    op.pointer("/requestBody/content/application~1x-www-form-urlencoded/schema")
}

/// The validators of one endpoint.
struct Checks {
    query: Part,
    body: Part,
}

/// Validators for every endpoint, by id.
pub struct Validators {
    by_id: HashMap<&'static str, Checks>,
}

impl Validators {
    /// Builds the validators from the OpenAPI document.
    pub fn from_document(doc: &Value, endpoints: &[EndpointInfo]) -> Result<Self, String> {
        let components = doc.get("components").cloned().unwrap_or(json!({}));
        let mut by_id = HashMap::new();
        for e in endpoints {
            let method = e.method.as_str().to_ascii_lowercase();
            let op = doc
                .pointer(&format!("/paths/{}/{method}", e.path.replace('/', "~1")))
                .ok_or_else(|| format!("openapi.json has no {method} {}", e.path))?;
            let checks = Checks {
                query: Part::of(&components, query_schema(op).as_ref())?,
                body: Part::of(&components, form_schema(op))?,
            };
            by_id.insert(e.id, checks);
        }
        Ok(Validators { by_id })
    }

    /// The check of the query of endpoint `id`.
    pub fn query(&self, id: &str) -> &Part {
        self.by_id.get(id).map_or(&UNCHECKED, |c| &c.query)
    }

    /// The check of the form body of endpoint `id`.
    pub fn body(&self, id: &str) -> &Part {
        self.by_id.get(id).map_or(&UNCHECKED, |c| &c.body)
    }

    /// Launch parameters: read, not checked against a schema.
    pub fn unchecked() -> &'static Part {
        &UNCHECKED
    }
}

fn check(validator: &Validator, value: Value) -> Result<(), ApiError> {
    if validator.is_valid(&value) {
        return Ok(());
    }
    let mut messages = Vec::new();
    for error in validator.iter_errors(&value).take(3) {
        let path = error.instance_path().to_string();
        let field = path.trim_start_matches('/').replace('/', ".");
        let text = error_text(&error);
        let hint = match field.as_str() {
            "phone" => "请正确输入手机号！ ",
            "capcode" => "请正确输入图形验证码！ ",
            "smsCode" => "请正确输入短信验证码！ ",
            _ => "",
        };
        messages.push(if field.is_empty() {
            text
        } else {
            format!("{hint}{field}: {text}")
        });
    }
    Err(ApiError::BadRequest(messages.join("; ")))
}

/// Optional fields serialize as null; the document leaves them out instead.
fn strip_nulls(value: Value) -> Value {
    match value {
        Value::Object(map) => {
            Value::Object(map.into_iter().filter(|(_, v)| !v.is_null()).collect())
        }
        other => other,
    }
}
