//! How a schema of the contract's document is compiled: with the components it refers to in
//! reach of its `$ref`s, JSON Schema 2020-12, and the OpenAPI integer formats (`int32`,
//! `int64`) as the widths they are. The answer checker and the mock server's request checks
//! compile every schema here, so a request and an answer are held to the same rules.

use jsonschema::{ValidationError, Validator};
use serde_json::{Map, Value, json};

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
    jsonschema::options()
        // A base URI gives each error its keyword location behind `$ref`s, by which the
        // answer checker tells the envelope's own rules (finding.rs).
        .with_base_uri("urn:loan-contract:openapi")
        .with_keyword("format", format_keyword)
        .build(&schema)
        .map_err(|e| format!("openapi.json schema: {e}"))
}

/// The OpenAPI formats of integers: the width each allows (docs/verify.md "What is a
/// break"). JSON Schema 2020-12 takes `format` as a note; the document's `int32` and `int64`
/// are limits the other side's integers really have.
fn format_keyword<'a>(
    _parent: &'a Map<String, Value>,
    value: &'a Value,
    _path: jsonschema::paths::Location,
) -> Result<Box<dyn for<'i> jsonschema::Keyword<'i>>, ValidationError<'a>> {
    let width = match value.as_str() {
        Some("int32") => Some(("int32", i64::from(i32::MIN), i64::from(i32::MAX))),
        Some("int64") => Some(("int64", i64::MIN, i64::MAX)),
        _ => None,
    };
    Ok(Box::new(IntegerWidth(width)))
}

/// An integer's format: its name and range; `None` for a format that limits nothing here.
struct IntegerWidth(Option<(&'static str, i64, i64)>);

impl<'i> jsonschema::Keyword<'i> for IntegerWidth {
    fn validate(&self, instance: &'i Value) -> Result<(), ValidationError<'i>> {
        match self.0 {
            Some((name, min, max)) if !self.is_valid(instance) => Err(ValidationError::custom(
                format!("an {name} ({min} to {max})"),
            )),
            _ => Ok(()),
        }
    }

    fn is_valid(&self, instance: &'i Value) -> bool {
        let (Some((_, min, max)), Value::Number(n)) = (self.0, instance) else {
            return true;
        };
        match n.as_i64() {
            Some(v) => (min..=max).contains(&v),
            // A fraction is the type's to refuse; a whole number past i64 fits no width here.
            None => n.as_f64().is_some_and(|f| f.fract() != 0.0),
        }
    }
}

/// A validation error's message, cut to 160 characters.
pub fn error_text(error: &ValidationError) -> String {
    let text = error.to_string();
    if text.chars().count() <= 160 {
        return text;
    }
    text.chars().take(157).collect::<String>() + "..."
}
