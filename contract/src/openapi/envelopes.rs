//! Writes the envelope's own rules into the document as JSON Schema (docs/api.md "Envelopes
//! and success codes"), so that any tool that reads the document applies them: a generated
//! server, a schema-driven mock such as Prism, a validator, Schemathesis, and our own checker,
//! which holds no second copy of them.
//!
//! Each call's 200 answer is exactly one of two shapes (`oneOf`), made here from its envelope
//! struct, the endpoint table's [`EnvelopeKind`] and the success codes of [`crate::limits`]:
//! - the **success**: the envelope's fields with `code` the success value (`const`) and, on
//!   `/v3`, `success` true; `data` the payload (or null where a screen has nothing to show);
//! - the **refusal** of its kind (`V3Refusal`, `PlainRefusal`, `StringCodeRefusal`): `code`
//!   any other value of the kind's type (`not`), `success` false on `/v3`, `data` null.
//!
//! Its 400, 401 and 500 answers are that refusal too. Two whole shapes rather than rules beside
//! the fields: a schema-driven mock generates one of them whole (Prism's generator ignores a
//! `oneOf` that sits beside `properties`), and the generated app types become a union that a
//! screen narrows by `success` or reads `data` from as before.

use serde_json::{Map, Value, json};

use crate::ENDPOINTS;
use crate::endpoint::{EnvelopeKind, Method};
use crate::limits::{SUCCESS_CODE_LEGACY, SUCCESS_CODE_PLAIN, SUCCESS_CODE_V3};

/// The statuses whose answer is a refusal the server raises itself.
const ERROR_STATUSES: [&str; 3] = ["400", "401", "500"];
/// The title of a success shape, by which tools and people tell the two apart.
pub const SUCCESS_TITLE: &str = "success";
/// The title of a refusal shape.
pub const REFUSAL_TITLE: &str = "refusal";

/// The name of a kind's refusal component; `None` for no envelope.
fn refusal_name(kind: EnvelopeKind) -> Option<&'static str> {
    match kind {
        EnvelopeKind::V3 => Some("V3Refusal"),
        EnvelopeKind::Plain => Some("PlainRefusal"),
        EnvelopeKind::StringCode => Some("StringCodeRefusal"),
        EnvelopeKind::None => None,
    }
}

/// The success code of a kind and the schema of its codes' type.
fn success_code(kind: EnvelopeKind) -> (Value, Value) {
    match kind {
        EnvelopeKind::StringCode => (json!(SUCCESS_CODE_LEGACY), json!({"type": "string"})),
        EnvelopeKind::V3 => (
            json!(SUCCESS_CODE_V3),
            json!({"type": "integer", "format": "int32"}),
        ),
        EnvelopeKind::Plain | EnvelopeKind::None => (
            json!(SUCCESS_CODE_PLAIN),
            json!({"type": "integer", "format": "int32"}),
        ),
    }
}

/// A kind's refusal: the shape of every answer whose code is not the success code.
fn refusal(kind: EnvelopeKind) -> Value {
    let (code, mut code_schema) = success_code(kind);
    code_schema["not"] = json!({"const": code});
    code_schema["description"] = json!(format!(
        "Any value but {code}: why the call was refused or failed."
    ));
    let mut properties = Map::new();
    properties.insert("code".into(), code_schema);
    let mut required = vec!["code"];
    if kind == EnvelopeKind::V3 {
        required.push("success");
        properties.insert(
            "success".into(),
            json!({"const": false, "description": "False whenever `code` is not the success code."}),
        );
    }
    required.push("message");
    properties.insert(
        "message".into(),
        json!({"type": "string", "description": "What went wrong, shown to the user."}),
    );
    properties.insert(
        "data".into(),
        json!({"type": "null", "description": "Null: a refusal carries no payload."}),
    );
    // What the server says of a malformed request, as the mock server words it.
    let mut example =
        json!({"code": 400, "message": "orderId: invalid digit found in string", "data": null});
    if kind == EnvelopeKind::StringCode {
        example["code"] = json!("400");
    }
    if kind == EnvelopeKind::V3 {
        example["success"] = json!(false);
    }
    json!({
        "title": REFUSAL_TITLE,
        "description": format!(
            "A refusal: `code` is not {code}{}, `data` is null. A 200 whose code is not a \
             success, and every 400, 401 and 500, is this.",
            if kind == EnvelopeKind::V3 { ", `success` is false" } else { "" }
        ),
        "type": "object",
        "required": required,
        "properties": properties,
        "additionalProperties": false,
        "examples": [example],
    })
}

/// The success shape of an envelope struct's schema `envelope`: its fields, the code fixed.
fn success(kind: EnvelopeKind, envelope: &Value) -> Value {
    let (code, _) = success_code(kind);
    let mut shape = envelope.clone();
    if let Value::Object(fields) = &mut shape {
        fields.retain(|key, _| {
            matches!(
                key.as_str(),
                "type" | "required" | "properties" | "additionalProperties"
            )
        });
        fields.insert("title".into(), json!(SUCCESS_TITLE));
    }
    if let Some(field) = shape.pointer_mut("/properties/code") {
        field["const"] = code.clone();
        field["description"] = json!(format!("{code}: the call succeeded."));
        if let Value::Object(field) = field {
            field.remove("example");
        }
    }
    if let Some(field) = shape.pointer_mut("/properties/success") {
        field["const"] = json!(true);
        if let Value::Object(field) = field {
            field.remove("example");
        }
    }
    shape
}

fn component_ref(name: &str) -> Value {
    json!({"$ref": format!("#/components/schemas/{name}")})
}

/// Makes every call's answers the success or the refusal of its kind (module docs).
pub fn add_envelope_rules(doc: &mut Value) {
    let Some(Value::Object(schemas)) = doc.pointer_mut("/components/schemas") else {
        return;
    };
    for kind in [
        EnvelopeKind::V3,
        EnvelopeKind::Plain,
        EnvelopeKind::StringCode,
    ] {
        if let Some(name) = refusal_name(kind) {
            schemas.insert(name.into(), refusal(kind));
        }
    }
    for endpoint in ENDPOINTS {
        // A call with no envelope (the captcha image) still refuses with the plain one.
        let refusal = refusal_name(endpoint.envelope).unwrap_or("PlainRefusal");
        let method = match endpoint.method {
            Method::Get => "get",
            Method::Post => "post",
        };
        let operation = format!(
            "/paths/{}/{method}/responses",
            endpoint.path.replace('~', "~0").replace('/', "~1")
        );
        let answer = doc
            .pointer(&format!(
                "{operation}/200/content/application~1json/schema/$ref"
            ))
            .and_then(Value::as_str)
            .and_then(|r| r.rsplit('/').next())
            .map(str::to_owned);
        if let Some(answer) = answer
            && let Some(schema) = doc.pointer_mut(&format!("/components/schemas/{answer}"))
            && schema.get("oneOf").is_none()
            && endpoint.envelope != EnvelopeKind::None
        {
            let mut both = Map::new();
            for key in ["description", "examples"] {
                if let Some(value) = schema.get(key) {
                    both.insert(key.into(), value.clone());
                }
            }
            both.insert(
                "oneOf".into(),
                json!([success(endpoint.envelope, schema), component_ref(refusal)]),
            );
            *schema = Value::Object(both);
        }
        for status in ERROR_STATUSES {
            let at = format!("{operation}/{status}/content/application~1json/schema");
            if let Some(schema) = doc.pointer_mut(&at) {
                *schema = component_ref(refusal);
            }
        }
    }
    // The error envelope (and its code) is now each kind's refusal; the components stay in
    // name order.
    if let Some(Value::Object(schemas)) = doc.pointer_mut("/components/schemas") {
        schemas.remove("ErrorEnvelope");
        schemas.remove("ErrorCode");
        let mut sorted: Vec<(String, Value)> = std::mem::take(schemas).into_iter().collect();
        sorted.sort_by(|a, b| a.0.cmp(&b.0));
        schemas.extend(sorted);
    }
}
