//! One way an answer differs from the contract ([`Finding`]), and how a JSON Schema error of
//! the `jsonschema` crate becomes findings: each with the JSON path of the field, what the
//! document says and the value received; the alternatives of a `oneOf` (the payload or null)
//! are looked into, so a wrong field inside `data` is named, not the whole `data`.

use jsonschema::error::{TypeKind, ValidationErrorKind};
use jsonschema::paths::LocationSegment;
use jsonschema::{ValidationError, Validator};
use serde::Serialize;
use serde_json::Value;

/// What kind of difference a finding is (docs/verify.md "What is a break").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// An HTTP status the operation does not document.
    Status,
    /// A content type other than the documented one.
    ContentType,
    /// No answer, an empty body, or a body that is not JSON.
    Body,
    /// The envelope's own rules: `success` true exactly when `code` is 0, `data` null on
    /// failure, the code's type for the call's envelope.
    Envelope,
    /// A required field absent.
    Missing,
    /// A value of another JSON type.
    Type,
    /// A value outside its enum, range, length or pattern.
    Range,
    /// An integer wider than its format (`int32`, `int64`).
    Format,
    /// A field the document does not know: reported apart, not a break.
    Extra,
}

impl Kind {
    /// The kind's name, as the reports write it.
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Status => "status",
            Kind::ContentType => "content-type",
            Kind::Body => "body",
            Kind::Envelope => "envelope",
            Kind::Missing => "missing",
            Kind::Type => "type",
            Kind::Range => "range",
            Kind::Format => "format",
            Kind::Extra => "extra",
        }
    }
}

/// One way an answer differs from the contract.
#[derive(Debug, Clone, Serialize)]
pub struct Finding {
    /// The JSON path of the field (`$.data.list[0].amount`); `$` for the whole answer.
    pub path: String,
    /// What kind of difference.
    pub kind: Kind,
    /// What the document says.
    pub expected: String,
    /// What was received (long text cut, an object or array named by its type).
    pub got: Value,
}

impl Finding {
    /// A finding about the whole answer (status, content type, body).
    pub fn whole(kind: Kind, expected: impl Into<String>, got: Value) -> Self {
        Finding {
            path: "$".into(),
            kind,
            expected: expected.into(),
            got: shorten(got),
        }
    }

    /// The field with array positions left out (`data.list[].amount`; `(body)` for the whole
    /// answer): how the drift table counts one field over many answers.
    pub fn field(&self) -> String {
        let mut out = String::new();
        let mut in_index = false;
        for c in self
            .path
            .trim_start_matches('$')
            .trim_start_matches('.')
            .chars()
        {
            match c {
                '[' => {
                    in_index = true;
                    out.push_str("[]");
                }
                ']' => in_index = false,
                _ if in_index => {}
                c => out.push(c),
            }
        }
        if out.is_empty() { "(body)".into() } else { out }
    }

    /// One line: `$.data.amount: type: integer expected, got "1"`.
    pub fn line(&self) -> String {
        let got = if self.kind == Kind::Missing {
            "absent".to_owned()
        } else {
            self.got.to_string()
        };
        format!(
            "{}: {}: {} expected, got {got}",
            self.path,
            self.kind.as_str(),
            self.expected
        )
    }
}

/// A received value as a finding keeps it: text over 80 characters cut, an object or an
/// array named by its type.
fn shorten(got: Value) -> Value {
    match got {
        Value::String(s) if s.chars().count() > 80 => {
            Value::String(s.chars().take(77).collect::<String>() + "...")
        }
        Value::Object(_) => Value::String("an object".into()),
        Value::Array(_) => Value::String("an array".into()),
        other => other,
    }
}

/// The JSON path of an instance location.
fn json_path<'a>(segments: impl Iterator<Item = LocationSegment<'a>>) -> String {
    let mut path = String::from("$");
    for segment in segments {
        match segment {
            LocationSegment::Property(name) => {
                path.push('.');
                path.push_str(&name);
            }
            LocationSegment::Index(i) => path.push_str(&format!("[{i}]")),
        }
    }
    path
}

fn type_names(kind: &TypeKind) -> String {
    match kind {
        TypeKind::Single(t) => t.to_string(),
        TypeKind::Multiple(set) => set
            .iter()
            .map(|t| t.to_string())
            .collect::<Vec<_>>()
            .join(" or "),
    }
}

/// Whether `errors` (one alternative of a `oneOf`) say only that the value is not of that
/// alternative's type at all, or, for the envelope's success and refusal, that the answer's
/// `code` is not this one's: the alternative is not the one meant.
fn other_alternative(errors: &[ValidationError<'_>], at: &str) -> bool {
    let code = format!("{at}/code");
    matches!(errors, [e] if matches!(e.kind(), ValidationErrorKind::Type { .. })
        && e.instance_path().as_str() == at)
        || errors
            .iter()
            .any(|e| envelope_rule(e).is_some() && e.instance_path().as_str() == code)
}

/// Which of the envelope's two shapes an error breaks ("success" or "refusal"), when it is one
/// of the envelope's own rules (contract/src/openapi/envelopes.rs), found by the error's keyword
/// location behind any `$ref`: anything in a kind's refusal component (`V3Refusal` …), or the
/// value a success fixes (`<Answer>/oneOf/N/properties/<field>/const`).
fn envelope_rule(error: &ValidationError<'_>) -> Option<&'static str> {
    // A width or a pattern is the field's own rule, wherever it is written.
    if !matches!(
        error.kind(),
        ValidationErrorKind::Constant { .. }
            | ValidationErrorKind::Not { .. }
            | ValidationErrorKind::Required { .. }
            | ValidationErrorKind::Type { .. }
    ) {
        return None;
    }
    let location = error.absolute_keyword_location()?;
    let mut at = location
        .fragment()?
        .as_str()
        .strip_prefix("/components/schemas/")?
        .split('/');
    let component = at.next()?;
    if component.ends_with("Refusal") {
        return Some(contract::REFUSAL_TITLE);
    }
    let rest: Vec<&str> = at.collect();
    matches!(rest.as_slice(), ["oneOf", _, "properties", _, "const"])
        .then_some(contract::SUCCESS_TITLE)
}

/// Every finding of `value` against `validator`: breaks and extra fields together.
pub fn of_schema(validator: &Validator, value: &Value) -> Vec<Finding> {
    let mut out = Vec::new();
    for error in validator.iter_errors(value) {
        push(&error, &mut out);
    }
    out
}

/// The findings of one schema error into `out`.
fn push(error: &ValidationError<'_>, out: &mut Vec<Finding>) {
    let at = error.instance_path();
    let path = json_path(at.iter());
    let got = error.instance().as_ref().clone();
    // A break of the envelope's own rules is named as such, with the rule it breaks.
    let rule = envelope_rule(error);
    let mut add = |kind: Kind, expected: String, got: Value| {
        let (kind, expected) = match rule {
            Some(rule) => (Kind::Envelope, format!("{expected} on a {rule}")),
            None => (kind, expected),
        };
        out.push(Finding {
            path: path.clone(),
            kind,
            expected,
            got: shorten(got),
        });
    };
    match error.kind() {
        ValidationErrorKind::AdditionalProperties { unexpected } => {
            for name in unexpected {
                out.push(Finding {
                    path: format!("{path}.{name}"),
                    kind: Kind::Extra,
                    expected: "not in the document".into(),
                    got: shorten(got.get(name).cloned().unwrap_or(Value::Null)),
                });
            }
        }
        ValidationErrorKind::Required { property } => {
            let name = property
                .as_str()
                .map_or_else(|| property.to_string(), str::to_owned);
            out.push(Finding {
                path: format!("{path}.{name}"),
                kind: rule.map_or(Kind::Missing, |_| Kind::Envelope),
                expected: rule.map_or("present (required)".into(), |rule| {
                    format!("present on a {rule}")
                }),
                got: Value::Null,
            });
        }
        ValidationErrorKind::Type { kind } => add(Kind::Type, type_names(kind), got),
        ValidationErrorKind::OneOfNotValid { context } | ValidationErrorKind::AnyOf { context } => {
            let meant: Vec<&Vec<ValidationError<'static>>> = context
                .iter()
                .filter(|errors| !other_alternative(errors, at.as_str()))
                .collect();
            match meant.as_slice() {
                [only] => only.iter().for_each(|e| push(e, out)),
                // A code that is neither the success's nor a refusal's: one finding names
                // what each shape takes.
                [] if context.iter().flatten().any(|e| envelope_rule(e).is_some()) => {
                    let code = format!("{}/code", at.as_str());
                    let wanted: Vec<String> = context
                        .iter()
                        .flatten()
                        .filter(|e| {
                            e.instance_path().as_str() == code && envelope_rule(e).is_some()
                        })
                        .filter_map(|e| {
                            let mut found = Vec::new();
                            push(e, &mut found);
                            found.pop().map(|f| f.expected)
                        })
                        .collect();
                    out.push(Finding {
                        path: format!("{path}.code"),
                        kind: Kind::Envelope,
                        expected: wanted.join(" or "),
                        got: shorten(got.get("code").cloned().unwrap_or(Value::Null)),
                    });
                }
                [] => {
                    let types: Vec<String> = context
                        .iter()
                        .flatten()
                        .filter_map(|e| match e.kind() {
                            ValidationErrorKind::Type { kind } => Some(type_names(kind)),
                            _ => None,
                        })
                        .collect();
                    add(Kind::Type, types.join(" or "), got);
                }
                _ => add(Kind::Range, "one of the documented shapes".into(), got),
            }
        }
        ValidationErrorKind::Enum { options } => add(Kind::Range, format!("one of {options}"), got),
        ValidationErrorKind::Constant { expected_value } => {
            add(Kind::Range, format!("exactly {expected_value}"), got)
        }
        ValidationErrorKind::Not { schema } => {
            let what = schema.get("const").unwrap_or(schema);
            add(Kind::Range, format!("anything but {what}"), got)
        }
        ValidationErrorKind::Minimum { limit }
        | ValidationErrorKind::ExclusiveMinimum { limit } => {
            add(Kind::Range, format!("at least {limit}"), got)
        }
        ValidationErrorKind::Maximum { limit }
        | ValidationErrorKind::ExclusiveMaximum { limit } => {
            add(Kind::Range, format!("at most {limit}"), got)
        }
        ValidationErrorKind::MinLength { limit } => {
            add(Kind::Range, format!("at least {limit} characters"), got)
        }
        ValidationErrorKind::MaxLength { limit } => {
            add(Kind::Range, format!("at most {limit} characters"), got)
        }
        ValidationErrorKind::MinItems { limit } => {
            add(Kind::Range, format!("at least {limit} items"), got)
        }
        ValidationErrorKind::MaxItems { limit } => {
            add(Kind::Range, format!("at most {limit} items"), got)
        }
        ValidationErrorKind::Pattern { pattern } => {
            add(Kind::Range, format!("text matching {pattern}"), got)
        }
        ValidationErrorKind::Custom { message, .. } => add(Kind::Format, message.clone(), got),
        _ => add(Kind::Range, crate::schema::error_text(error), got),
    }
}
