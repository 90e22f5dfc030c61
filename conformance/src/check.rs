//! The one answer checker: whether an answer is one the contract's document gives for its
//! operation. The request journal (`/__mock/requests`), the drift report (`/__mock/drift`)
//! and `mock-server verify` all ask it, so the three can never disagree
//! (docs/verify.md "How an answer is checked").
//!
//! In order: the HTTP status must be one the operation documents; the content type the one
//! documented for that status; a JSON body must be there and parse; every field is validated
//! against the status's schema (type, required, enum, range, length, pattern, integer
//! format), and with it the envelope's own rules, which the document states as JSON Schema
//! (a success or a refusal: the code's type, `success` true exactly when `code` is the success
//! code, `data` null on a refusal; contract/src/openapi/envelopes.rs). Fields the document
//! does not know are findings of their own kind ([`Kind::Extra`]), kept apart from the breaks.

use std::collections::{BTreeMap, HashMap};

use contract::EnvelopeKind;
use jsonschema::Validator;
use serde_json::{Value, json};

use crate::finding::{self, Finding, Kind};
use crate::schema::compile;

/// What the document says an answer of one status is.
enum Documented {
    /// A JSON body valid against this schema.
    Json(Validator),
    /// Another content type (the captcha's `image/png`), checked by type only.
    Other(String),
}

/// One operation of the document.
struct Operation {
    by_status: BTreeMap<u16, Documented>,
}

/// An answer as received.
#[derive(Debug, Clone, Copy)]
pub struct Answer<'a> {
    /// The HTTP status.
    pub status: u16,
    /// The `Content-Type` header ("" when absent).
    pub content_type: &'a str,
    /// The body; `None` when it was not kept (the journal keeps bodies up to 64 KB), which
    /// leaves only the status and the type to check.
    pub body: Option<&'a [u8]>,
}

/// The checker's verdict on one answer.
#[derive(Debug, Clone, Default)]
pub struct Verdict {
    /// Every way the answer breaks the contract.
    pub breaks: Vec<Finding>,
    /// Fields the document does not know (reported apart, not breaks).
    pub extra: Vec<Finding>,
    /// The body, when it was JSON.
    pub json: Option<Value>,
}

impl Verdict {
    /// Whether the answer differs from the document in any way, extra fields included.
    pub fn differs(&self) -> bool {
        !self.breaks.is_empty() || !self.extra.is_empty()
    }
}

/// Every operation of the document, by operation id.
pub struct Checker {
    by_id: HashMap<String, Operation>,
    by_route: HashMap<(String, String), String>,
}

impl Checker {
    /// The tables of `doc` (an OpenAPI document like contract/openapi.json).
    pub fn from_document(doc: &Value) -> Result<Self, String> {
        let components = doc.get("components").cloned().unwrap_or(json!({}));
        let paths = doc
            .get("paths")
            .and_then(Value::as_object)
            .ok_or("openapi.json has no paths")?;
        let mut by_id = HashMap::new();
        let mut by_route = HashMap::new();
        for (path, item) in paths {
            for (method, op) in item.as_object().into_iter().flatten() {
                let Some(id) = op.get("operationId").and_then(Value::as_str) else {
                    continue;
                };
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
                            Documented::Json(compile(&components, schema.clone())?)
                        }
                        _ => Documented::Other(content_type.clone()),
                    };
                    by_status.insert(status, documented);
                }
                by_route.insert((method.to_ascii_uppercase(), path.clone()), id.to_owned());
                by_id.insert(id.to_owned(), Operation { by_status });
            }
        }
        Ok(Checker { by_id, by_route })
    }

    /// The tables of the contract's own document.
    pub fn from_contract() -> Result<Self, String> {
        let doc = contract::openapi();
        Self::from_document(&doc)
    }

    /// The operation id of `method` `path`, when the document has it.
    pub fn operation(&self, method: &str, path: &str) -> Option<&str> {
        self.by_route
            .get(&(method.to_ascii_uppercase(), path.to_owned()))
            .map(String::as_str)
    }

    /// The statuses the document gives operation `id`.
    pub fn statuses(&self, id: &str) -> Vec<u16> {
        self.by_id
            .get(id)
            .map(|op| op.by_status.keys().copied().collect())
            .unwrap_or_default()
    }

    /// The verdict on `answer` to operation `id`.
    pub fn check(&self, id: &str, answer: Answer<'_>) -> Verdict {
        let mut verdict = Verdict::default();
        let Some(op) = self.by_id.get(id) else {
            verdict.breaks.push(Finding::whole(
                Kind::Status,
                "a call of the contract",
                Value::String(id.to_owned()),
            ));
            return verdict;
        };
        let got_type = answer.content_type.to_ascii_lowercase();
        let Some(documented) = op.by_status.get(&answer.status) else {
            let known: Vec<String> = op.by_status.keys().map(u16::to_string).collect();
            verdict.breaks.push(Finding::whole(
                Kind::Status,
                format!("HTTP {}", known.join(", ")),
                json!(format!(
                    "HTTP {} ({})",
                    answer.status,
                    if got_type.is_empty() {
                        "no content type"
                    } else {
                        got_type.as_str()
                    }
                )),
            ));
            return verdict;
        };
        let wanted = match documented {
            Documented::Other(wanted) => wanted.as_str(),
            Documented::Json(_) => "application/json",
        };
        if !got_type.starts_with(wanted) {
            let got = if got_type.is_empty() {
                "no content type".to_owned()
            } else {
                got_type.clone()
            };
            verdict
                .breaks
                .push(Finding::whole(Kind::ContentType, wanted, json!(got)));
            return verdict;
        }
        let (Documented::Json(validator), Some(bytes)) = (documented, answer.body) else {
            return verdict;
        };
        if bytes.is_empty() {
            verdict.breaks.push(Finding::whole(
                Kind::Body,
                "a JSON body",
                json!("an empty body"),
            ));
            return verdict;
        }
        let value: Value = match serde_json::from_slice(bytes) {
            Ok(value) => value,
            Err(e) => {
                verdict.breaks.push(Finding::whole(
                    Kind::Body,
                    "a JSON body",
                    json!(format!("not JSON ({e})")),
                ));
                return verdict;
            }
        };
        for found in finding::of_schema(validator, &value) {
            if found.kind == Kind::Extra {
                verdict.extra.push(found);
            } else {
                verdict.breaks.push(found);
            }
        }
        verdict.json = Some(value);
        verdict
    }
}

/// Whether `value`'s code says success for an envelope of `kind`.
pub fn succeeded(kind: EnvelopeKind, value: &Value) -> bool {
    match (kind, value.get("code")) {
        (EnvelopeKind::StringCode, Some(Value::String(code))) => {
            code == contract::limits::SUCCESS_CODE_LEGACY
        }
        (EnvelopeKind::V3, Some(code)) => {
            code.as_i64() == Some(contract::limits::SUCCESS_CODE_V3.into())
        }
        (EnvelopeKind::Plain, Some(code)) => {
            code.as_i64() == Some(contract::limits::SUCCESS_CODE_PLAIN.into())
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::{Answer, Checker, Verdict};

    fn check(id: &str, status: u16, content_type: &str, body: &Value) -> Verdict {
        let checker = Checker::from_contract().expect("checker");
        let bytes = serde_json::to_vec(body).expect("json");
        checker.check(
            id,
            Answer {
                status,
                content_type,
                body: Some(&bytes),
            },
        )
    }

    fn lines(verdict: &Verdict) -> Vec<String> {
        verdict.breaks.iter().map(|f| f.line()).collect()
    }

    #[test]
    fn the_envelope_keeps_its_own_rules() {
        let v3 = check(
            "loan-details",
            200,
            "application/json",
            &json!({"code": 0, "success": false, "message": "ok", "data": null}),
        );
        assert_eq!(
            lines(&v3),
            ["$.success: envelope: exactly true on a success expected, got false"]
        );
        let refused_as_success = check(
            "loan-details",
            200,
            "application/json",
            &json!({"code": 7, "success": true, "message": "no", "data": null}),
        );
        assert_eq!(
            lines(&refused_as_success),
            ["$.success: envelope: exactly false on a refusal expected, got true"]
        );
        let text_code = check(
            "loan-details",
            200,
            "application/json",
            &json!({"code": "0", "success": true, "message": "ok", "data": null}),
        );
        assert_eq!(
            lines(&text_code),
            [
                "$.code: envelope: exactly 0 on a success or integer on a refusal expected, got \"0\""
            ]
        );
        let failed_with_data = check(
            "repayment-way",
            200,
            "application/json",
            &json!({"code": "1", "message": "no", "data": {"alipay": 0, "repayToken": "t", "bankCards": []}}),
        );
        assert_eq!(
            lines(&failed_with_data),
            ["$.data: envelope: null on a refusal expected, got \"an object\""]
        );
        let numeric = check(
            "repayment-way",
            500,
            "application/json",
            &json!({"code": 500, "message": "fault", "data": null}),
        );
        assert_eq!(
            lines(&numeric),
            ["$.code: envelope: string on a refusal expected, got 500"]
        );
        let no_success = check(
            "loan-details",
            401,
            "application/json",
            &json!({"code": 401, "message": "who", "data": null}),
        );
        assert_eq!(
            lines(&no_success),
            ["$.success: envelope: present on a refusal expected, got null"]
        );
    }

    #[test]
    fn integer_formats_fields_unknown_status_and_type() {
        let wide = check(
            "get-whatsapp",
            200,
            "application/json",
            &json!({"code": 2_147_483_648_i64, "message": "ok", "data": null, "trace": "x"}),
        );
        assert_eq!(
            lines(&wide),
            ["$.code: format: an int32 (-2147483648 to 2147483647) expected, got 2147483648"]
        );
        assert_eq!(wide.extra.len(), 1, "reported apart");
        assert_eq!(wide.extra[0].path, "$.trace");
        let unknown = check("get-whatsapp", 404, "text/plain", &json!(null));
        assert_eq!(
            lines(&unknown),
            ["$: status: HTTP 200, 400, 401, 500 expected, got \"HTTP 404 (text/plain)\""]
        );
        let captcha = check("get-captcha", 200, "application/json", &json!({}));
        assert_eq!(
            lines(&captcha),
            ["$: content-type: image/png expected, got \"application/json\""]
        );
    }
}
