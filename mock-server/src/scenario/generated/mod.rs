//! The `generated` scenario's answers: data drawn from the response schema of the call in the
//! contract's own document (`contract::openapi()`), seeded, so a seed and a request always
//! give the same bytes and another seed gives other data.
//!
//! The document is the only model: the walk follows `$ref`, `oneOf`, `type`, `required`,
//! `minimum`/`maximum`, `minLength`/`maxLength`, and reads what a string or number holds from
//! its schema's own `description` and `example` (minor units, `YYYY-MM-DD`, an image path
//! under `/__mock/media/`, an identifier shaped like its example). Values lean toward what
//! breaks screens ([`values`]): empty, one-item and long lists, empty, 200-character and
//! unbreakable strings, accents, CJK, Arabic, emoji, zero and huge amounts, month and year
//! ends, every order status of the contract and unknown ones, optional fields left out,
//! images that do not load.
//!
//! The answer is always a success envelope (`code` 0 or `"00"`, `success` true on `/v3`).
//! This module knows no server: the request path calls [`generate`].

use serde_json::{Map, Value};

use super::Lang;

mod values;

use values::Pick;

/// The seed used when a request names none.
pub const DEFAULT_SEED: u64 = 1;

/// Longest list generated where the contract sets no `maxItems` (none of its answers does).
pub const LONG_LIST: usize = 24;
/// Longest list inside an item of another list: a long list of long lists is only slow.
const NESTED_LIST: usize = 6;

/// What one answer is generated for: the seed, the call and the language choose it (not the
/// call's parameters, so the answers a handler looks up for another call, such as the
/// complaint types a save is checked against, are the ones the app was shown).
#[derive(Debug, Clone, Copy)]
pub struct Request<'a> {
    /// The operation's path in the document (`contract::Endpoint::PATH`).
    pub path: &'a str,
    /// `get` or `post`.
    pub method: &'a str,
    /// The seed (`mock_seed`).
    pub seed: u64,
    /// The answer's language.
    pub lang: Lang,
}

/// The answer of `request`'s call: a success envelope valid against `document`'s 200 schema
/// of the operation. `Err` when the document has no JSON answer for it (the captcha PNG).
pub fn generate(document: &Value, request: Request<'_>) -> Result<Value, String> {
    let pointer = format!(
        "/paths/{}/{}/responses/200/content/application~1json/schema",
        request.path.replace('~', "~0").replace('/', "~1"),
        request.method
    );
    let schema = document.pointer(&pointer).ok_or_else(|| {
        format!(
            "{} {}: no JSON answer in the document",
            request.method, request.path
        )
    })?;
    let mut walk = Walk {
        document,
        pick: Pick::new(&[
            &request.seed.to_le_bytes(),
            request.method.as_bytes(),
            request.path.as_bytes(),
            request.lang.code().as_bytes(),
        ]),
        lang: request.lang,
        depth: 0,
        lists: 0,
    };
    let envelope = walk.resolve(schema)?;
    walk.envelope(envelope)
}

struct Walk<'a> {
    document: &'a Value,
    pick: Pick,
    lang: Lang,
    depth: usize,
    /// How many lists the value being filled sits in.
    lists: usize,
}

/// What the walk knows of the field it is filling, from the field's name and its schema.
#[derive(Clone, Copy)]
struct Field<'a> {
    name: &'a str,
    schema: &'a Value,
    /// For the items of a list: the first item of the list's example.
    item_example: Option<&'a str>,
}

impl Field<'_> {
    fn text(&self, key: &str) -> &str {
        self.schema.get(key).and_then(Value::as_str).unwrap_or("")
    }

    fn example(&self) -> Option<&Value> {
        self.schema
            .get("example")
            .or_else(|| self.schema.get("examples").and_then(|e| e.get(0)))
    }
}

impl<'a> Walk<'a> {
    fn resolve(&self, schema: &'a Value) -> Result<&'a Value, String> {
        let mut schema = schema;
        for _ in 0..16 {
            match schema.get("$ref").and_then(Value::as_str) {
                Some(reference) => {
                    schema = reference
                        .strip_prefix('#')
                        .and_then(|p| self.document.pointer(p))
                        .ok_or_else(|| format!("unresolved {reference}"))?;
                }
                None => return Ok(schema),
            }
        }
        Err("a $ref chain longer than 16".into())
    }

    /// The top level: the document's success shape (contract/src/openapi/envelopes.rs), its
    /// `code` and `success` the values it fixes, `data` never null.
    fn envelope(&mut self, schema: &'a Value) -> Result<Value, String> {
        let success = schema
            .get("oneOf")
            .and_then(Value::as_array)
            .and_then(|shapes| {
                shapes.iter().find(|s| {
                    s.get("title").and_then(Value::as_str) == Some(contract::SUCCESS_TITLE)
                })
            })
            .ok_or("the answer has no success shape")?;
        let properties = success
            .get("properties")
            .and_then(Value::as_object)
            .ok_or("the answer is not an envelope object")?;
        let mut out = Map::new();
        for (name, property) in properties {
            let property = self.resolve(property)?;
            let value = match name.as_str() {
                "code" | "success" if property.get("const").is_some() => property["const"].clone(),
                "message" => Value::from(self.pick.message(self.lang)),
                "data" => {
                    let branch = non_null(property).unwrap_or(property);
                    self.value(Field {
                        name: "data",
                        schema: branch,
                        item_example: None,
                    })?
                }
                _ => self.value(Field {
                    name,
                    schema: property,
                    item_example: None,
                })?,
            };
            out.insert(name.clone(), value);
        }
        Ok(Value::Object(out))
    }

    fn value(&mut self, field: Field<'a>) -> Result<Value, String> {
        // An `OrderStatus` is an integer the contract documents by its known codes.
        let named = field
            .schema
            .get("$ref")
            .and_then(Value::as_str)
            .and_then(|r| r.rsplit('/').next());
        if named == Some("OrderStatus") {
            return Ok(Value::from(self.pick.order_status()));
        }
        let schema = self.resolve(field.schema)?;
        let field = Field { schema, ..field };
        if let Some(branches) = schema.get("oneOf").and_then(Value::as_array) {
            let concrete: Vec<&Value> = branches.iter().filter(|b| !is_null(b)).collect();
            if concrete.len() < branches.len() && self.pick.chance(0.2) {
                return Ok(Value::Null);
            }
            let Some(&branch) = self.pick.one(&concrete) else {
                return Ok(Value::Null);
            };
            return self.value(Field {
                schema: branch,
                ..field
            });
        }
        let types: Vec<&str> = match schema.get("type") {
            Some(Value::String(t)) => vec![t.as_str()],
            Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).collect(),
            _ if schema.get("properties").is_some() => vec!["object"],
            _ => Vec::new(),
        };
        let nullable = types.contains(&"null");
        if nullable && self.pick.chance(0.2) {
            return Ok(Value::Null);
        }
        let kind = types
            .iter()
            .copied()
            .find(|t| *t != "null")
            .unwrap_or("null");
        Ok(match kind {
            "object" => self.object(field)?,
            "array" => self.array(field)?,
            "string" => Value::from(self.string(field)),
            "integer" => Value::from(self.integer(field)),
            "number" => Value::from(self.integer(field) as f64 / 100.0),
            "boolean" => Value::Bool(self.pick.chance(0.5)),
            _ => Value::Null,
        })
    }

    fn object(&mut self, field: Field<'a>) -> Result<Value, String> {
        self.depth += 1;
        if self.depth > 12 {
            return Err(format!("{}: schema nested too deep", field.name));
        }
        let required: Vec<&str> = field
            .schema
            .get("required")
            .and_then(Value::as_array)
            .map(|r| r.iter().filter_map(Value::as_str).collect())
            .unwrap_or_default();
        let mut out = Map::new();
        if let Some(properties) = field.schema.get("properties").and_then(Value::as_object) {
            for (name, property) in properties {
                if !required.contains(&name.as_str()) && self.pick.chance(0.3) {
                    continue;
                }
                let value = self.value(Field {
                    name,
                    schema: property,
                    item_example: None,
                })?;
                out.insert(name.clone(), value);
            }
        }
        self.depth -= 1;
        Ok(Value::Object(out))
    }

    fn array(&mut self, field: Field<'a>) -> Result<Value, String> {
        let min = uint(field.schema, "minItems").unwrap_or(0);
        let max = uint(field.schema, "maxItems").unwrap_or(LONG_LIST).max(min);
        let max = if self.lists > 0 {
            max.min(NESTED_LIST).max(min)
        } else {
            max
        };
        let len = self.pick.list_len(min, max);
        let items = field.schema.get("items").unwrap_or(&Value::Null);
        let item_example = field
            .schema
            .get("example")
            .and_then(|e| e.get(0))
            .and_then(Value::as_str);
        let mut out = Vec::with_capacity(len);
        self.lists += 1;
        for _ in 0..len {
            out.push(self.value(Field {
                name: field.name,
                schema: items,
                item_example,
            })?);
        }
        self.lists -= 1;
        Ok(Value::Array(out))
    }

    fn string(&mut self, field: Field<'_>) -> String {
        let description = field.text("description");
        let example = field
            .example()
            .and_then(Value::as_str)
            .or(field.item_example);
        let is_link =
            field.name.ends_with("Url") || field.name == "url" || description.contains("URL");
        let text = if description.contains("YYYY-MM-DD HH:MM:SS") {
            self.pick.date_time()
        } else if description.contains("YYYY-MM-DD") {
            self.pick.date()
        } else if let Some(path) = example.filter(|e| e.starts_with("/__mock/media/")) {
            self.pick.image_url(path)
        } else if let Some(path) = example.filter(|e| is_link && e.starts_with('/')) {
            // An in-app path the app navigates to: kept, it is not display text.
            path.to_owned()
        } else if is_link {
            self.pick
                .link(example.unwrap_or("https://example.invalid/"))
        } else if description.contains("e-mail") {
            self.pick.email()
        } else if let Some(token) = example.filter(|e| values::is_token(e)) {
            self.pick.token_like(token)
        } else {
            self.pick.text(self.lang)
        };
        fit(
            text,
            uint(field.schema, "minLength").unwrap_or(0),
            uint(field.schema, "maxLength"),
        )
    }

    fn integer(&mut self, field: Field<'_>) -> i64 {
        let int32 = field.text("format") == "int32";
        let (lo, hi) = if int32 {
            (i64::from(i32::MIN), i64::from(i32::MAX))
        } else {
            (
                values::MAX_SAFE_INTEGER.wrapping_neg(),
                values::MAX_SAFE_INTEGER,
            )
        };
        let min = field.schema.get("minimum").and_then(Value::as_i64);
        let max = field.schema.get("maximum").and_then(Value::as_i64);
        if min.is_some() || max.is_some() {
            let min = min.unwrap_or(lo);
            let max = max.unwrap_or(hi).max(min);
            return self.pick.bounded(min, max);
        }
        let description = field.text("description");
        let value = if description.contains("minor units") {
            self.pick.amount()
        } else if description.contains("dentifier")
            || field.name.ends_with("Id")
            || field.name == "id"
        {
            self.pick.id()
        } else {
            self.pick.count()
        };
        value.clamp(lo, hi)
    }
}

fn is_null(schema: &Value) -> bool {
    schema.get("type").and_then(Value::as_str) == Some("null")
}

/// The branch of `oneOf: [X, null]` that is not null.
fn non_null(schema: &Value) -> Option<&Value> {
    schema
        .get("oneOf")
        .and_then(Value::as_array)
        .and_then(|branches| branches.iter().find(|b| !is_null(b)))
}

fn uint(schema: &Value, key: &str) -> Option<usize> {
    schema
        .get(key)
        .and_then(Value::as_u64)
        .and_then(|n| usize::try_from(n).ok())
}

/// `text` cut or padded (by characters, as JSON Schema counts) into the schema's bounds.
fn fit(text: String, min: usize, max: Option<usize>) -> String {
    let count = text.chars().count();
    let mut text = match max {
        Some(max) if count > max => text.chars().take(max).collect(),
        _ => text,
    };
    let count = text.chars().count();
    if count < min {
        text.extend(std::iter::repeat_n('x', min - count));
    }
    text
}

#[cfg(test)]
mod tests;
