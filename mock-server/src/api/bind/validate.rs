//! Request checks against the contract's own document: each endpoint's query parameters and
//! form body are validated with the JSON Schemas of contract/openapi.json, so a value outside
//! a documented range (`minimum`, `maximum`, `maxLength`, `enum` ...) is refused with a
//! message naming the field, exactly as the document says, with no range repeated here.

use std::collections::HashMap;

use contract::{EndpointInfo, Method};
use jsonschema::Validator;
use serde_json::{Map, Value, json};

use crate::api::error::ApiError;

/// The validators of one endpoint.
struct Checks {
    query: Option<Validator>,
    body: Option<Validator>,
    nullable_query: Vec<String>,
    nullable_body: Vec<String>,
}

/// Whether a property schema admits null.
fn admits_null(schema: &Value) -> bool {
    let in_type = match schema.get("type") {
        Some(Value::Array(types)) => types.iter().any(|t| t == "null"),
        Some(Value::String(t)) => t == "null",
        _ => false,
    };
    in_type
        || ["oneOf", "anyOf"].iter().any(|k| {
            schema
                .get(*k)
                .and_then(Value::as_array)
                .is_some_and(|alts| alts.iter().any(admits_null))
        })
}

/// The properties of an object schema (through one `$ref`) that admit null.
fn nullable_properties(components: &Value, schema: &Value) -> Vec<String> {
    let resolved = schema
        .get("$ref")
        .and_then(Value::as_str)
        .and_then(|r| r.strip_prefix("#/components/schemas/"))
        .and_then(|name| components.pointer(&format!("/schemas/{name}")))
        .unwrap_or(schema);
    resolved
        .get("properties")
        .and_then(Value::as_object)
        .map(|props| {
            props
                .iter()
                .filter(|(_, s)| admits_null(s))
                .map(|(k, _)| k.clone())
                .collect()
        })
        .unwrap_or_default()
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
            let method = match e.method {
                Method::Get => "get",
                Method::Post => "post",
            };
            let op = doc
                .pointer(&format!("/paths/{}/{method}", e.path.replace('/', "~1")))
                .ok_or_else(|| format!("openapi.json has no {method} {}", e.path))?;
            let mut properties = Map::new();
            let mut required = Vec::new();
            for p in op
                .get("parameters")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                if p.get("in").and_then(Value::as_str) != Some("query") {
                    continue;
                }
                let (Some(name), Some(schema)) =
                    (p.get("name").and_then(Value::as_str), p.get("schema"))
                else {
                    continue;
                };
                properties.insert(name.to_owned(), schema.clone());
                if p.get("required").and_then(Value::as_bool) == Some(true) {
                    required.push(Value::String(name.to_owned()));
                }
            }
            let nullable_query = properties
                .iter()
                .filter(|(_, s)| admits_null(s))
                .map(|(k, _)| k.clone())
                .collect();
            let query = if properties.is_empty() {
                None
            } else {
                Some(compile(
                    &components,
                    json!({"type": "object", "properties": properties, "required": required}),
                )?)
            };
            let form_schema =
                op.pointer("/requestBody/content/application~1x-www-form-urlencoded/schema");
            let nullable_body = form_schema
                .map(|s| nullable_properties(&components, s))
                .unwrap_or_default();
            let body = match form_schema {
                Some(schema) => Some(compile(&components, schema.clone())?),
                None => None,
            };
            by_id.insert(
                e.id,
                Checks {
                    query,
                    body,
                    nullable_query,
                    nullable_body,
                },
            );
        }
        Ok(Validators { by_id })
    }

    /// Checks the query parameters of endpoint `id`, given as the typed query serialized.
    pub fn check_query(&self, id: &str, value: Value) -> Result<(), ApiError> {
        match self.by_id.get(id).and_then(|c| c.query.as_ref()) {
            Some(v) => check(v, strip_nulls(value)),
            None => Ok(()),
        }
    }

    /// Query parameters of endpoint `id` whose schema admits null.
    pub fn nullable_query(&self, id: &str) -> &[String] {
        self.by_id.get(id).map_or(&[], |c| &c.nullable_query)
    }

    /// Form fields of endpoint `id` whose schema admits null.
    pub fn nullable_body(&self, id: &str) -> &[String] {
        self.by_id.get(id).map_or(&[], |c| &c.nullable_body)
    }

    /// Checks the form body of endpoint `id`, given as the typed body serialized.
    pub fn check_body(&self, id: &str, value: Value) -> Result<(), ApiError> {
        match self.by_id.get(id).and_then(|c| c.body.as_ref()) {
            Some(v) => check(v, strip_nulls(value)),
            None => Ok(()),
        }
    }
}

/// The component schemas `schema` refers to, directly or through other components.
fn referenced(components: &Value, schema: &Value) -> Map<String, Value> {
    fn walk(value: &Value, found: &mut Vec<String>) {
        match value {
            Value::Object(map) => {
                if let Some(Value::String(r)) = map.get("$ref")
                    && let Some(name) = r.strip_prefix("#/components/schemas/")
                    && !found.iter().any(|f| f == name)
                {
                    found.push(name.to_owned());
                }
                map.values().for_each(|v| walk(v, found));
            }
            Value::Array(items) => items.iter().for_each(|v| walk(v, found)),
            _ => {}
        }
    }
    let all = components.get("schemas");
    let mut found = Vec::new();
    walk(schema, &mut found);
    let mut i = 0;
    while i < found.len() {
        if let Some(s) = all.and_then(|a| a.get(&found[i])) {
            walk(s, &mut found);
        }
        i += 1;
    }
    found
        .into_iter()
        .filter_map(|name| {
            let s = all?.get(&name)?.clone();
            Some((name, s))
        })
        .collect()
}

/// A validator for `schema` with the document's components it refers to in reach of its
/// `$ref`s (only those: compiling every component for every endpoint costs megabytes).
pub fn compile(components: &Value, mut schema: Value) -> Result<Validator, String> {
    let needed = referenced(components, &schema);
    if let Value::Object(map) = &mut schema {
        map.insert("components".into(), json!({ "schemas": needed }));
        map.insert(
            "$schema".into(),
            Value::String("https://json-schema.org/draft/2020-12/schema".into()),
        );
    }
    jsonschema::validator_for(&schema).map_err(|e| format!("openapi.json schema: {e}"))
}

fn check(validator: &Validator, value: Value) -> Result<(), ApiError> {
    if validator.is_valid(&value) {
        return Ok(());
    }
    let mut messages = Vec::new();
    for error in validator.iter_errors(&value).take(3) {
        let path = error.instance_path().to_string();
        let field = path.trim_start_matches('/').replace('/', ".");
        let mut text = error.to_string();
        if text.chars().count() > 160 {
            text = text.chars().take(157).collect::<String>() + "...";
        }
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
