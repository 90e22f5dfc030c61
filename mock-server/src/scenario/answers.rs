//! Where a scenario's answers come from: its merged patches (`canned`, every scenario file
//! but a few), generated from the contract's schemas per seed (`generated`), or the canned
//! answer broken the way real gateways and backends break it (the four `answer-*` fault
//! scenarios, which a scenario file selects with `"answers"`).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// How a scenario answers the API calls.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Answers {
    /// The scenario's merged patches (and the live logic over them).
    #[default]
    Canned,
    /// Data generated from the call's response schema, per `mock_seed` ([`super::generated`]).
    Generated,
    /// HTTP 502 with a gateway's HTML error page.
    #[serde(rename = "html-502")]
    Html502,
    /// HTTP 200, the JSON answer cut in the middle.
    Truncated,
    /// HTTP 200, JSON whose `data` fields have the wrong types: strings for numbers, null for
    /// lists, an object for a string.
    WrongTypes,
    /// HTTP 200, an empty body.
    Empty,
}

/// What a malformed answer sends: status, content type, body.
pub struct Malformed {
    /// The HTTP status.
    pub status: u16,
    /// The `Content-Type`.
    pub content_type: &'static str,
    /// The body.
    pub body: Vec<u8>,
}

/// The page nginx answers when the backend behind it is gone.
pub const GATEWAY_PAGE: &str = "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n";

impl Answers {
    /// Whether the answer is the regular one broken afterwards (the handler runs first).
    pub fn breaks_answer(self) -> bool {
        matches!(
            self,
            Answers::Html502 | Answers::Truncated | Answers::WrongTypes | Answers::Empty
        )
    }

    /// `answer`, the handler's answer of one call, broken this way; `None` for `canned` and
    /// `generated`, which answer as they are.
    pub fn malformed(self, answer: &[u8]) -> Option<Malformed> {
        let json = |body| {
            Some(Malformed {
                status: 200,
                content_type: "application/json",
                body,
            })
        };
        match self {
            Answers::Canned | Answers::Generated => None,
            Answers::Html502 => Some(Malformed {
                status: 502,
                content_type: "text/html",
                body: GATEWAY_PAGE.as_bytes().to_vec(),
            }),
            Answers::Empty => json(Vec::new()),
            Answers::Truncated => {
                // Cut on a character boundary: the body stays text, only unfinished.
                let text = String::from_utf8_lossy(answer);
                let mut cut = (text.len() / 2).max(1).min(text.len());
                while !text.is_char_boundary(cut) {
                    cut -= 1;
                }
                json(text[..cut].as_bytes().to_vec())
            }
            Answers::WrongTypes => {
                let mut value: Value =
                    serde_json::from_slice(answer).unwrap_or_else(|_| Value::Object(Map::new()));
                match value.get_mut("data") {
                    Some(data) if data.as_object().is_some_and(|d| !d.is_empty()) => {
                        wrong_types(data)
                    }
                    // No fields to break: the payload itself is of the wrong type.
                    _ => {
                        if let Value::Object(map) = &mut value {
                            map.insert("data".into(), Value::from("data"));
                        }
                    }
                }
                json(serde_json::to_vec(&value).unwrap_or_default())
            }
        }
    }
}

/// Every field of `value` turned into another type: a number into its text, a list into
/// null, a string into an object, a boolean into a number; objects are walked.
fn wrong_types(value: &mut Value) {
    match value {
        Value::Object(map) => map.values_mut().for_each(wrong_types),
        Value::Array(_) => *value = Value::Null,
        Value::Number(n) => *value = Value::String(n.to_string()),
        Value::String(s) => {
            let mut object = Map::new();
            object.insert("text".into(), Value::String(std::mem::take(s)));
            *value = Value::Object(object);
        }
        Value::Bool(b) => *value = Value::from(u8::from(*b)),
        Value::Null => *value = Value::from(0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn wrong_types_turns_every_field_into_another_type() {
        let answer = json!({"code": 0, "message": "ok", "data": {"a": 1, "b": [1], "c": "x", "d": {"e": true}}});
        let bytes = serde_json::to_vec(&answer).expect("json");
        let broken = Answers::WrongTypes.malformed(&bytes).expect("broken");
        let value: Value = serde_json::from_slice(&broken.body).expect("still JSON");
        assert_eq!(
            value,
            json!({"code": 0, "message": "ok", "data": {"a": "1", "b": null, "c": {"text": "x"}, "d": {"e": 1}}})
        );
    }

    #[test]
    fn truncated_is_half_the_answer_and_not_json() {
        let broken = Answers::Truncated
            .malformed("{\"message\":\"ñandú ñandú\"}".as_bytes())
            .expect("broken");
        assert!(serde_json::from_slice::<Value>(&broken.body).is_err());
        assert!(std::str::from_utf8(&broken.body).is_ok());
        assert_eq!(broken.status, 200);
    }
}
