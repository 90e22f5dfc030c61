//! What the calls take from the answers before them, and how they write their parameters.

use serde_json::Value;

/// Why a call that needs the mock server's outbox was skipped when the outbox had nothing
/// for it (a proxy in front of the mock server has an outbox of its own, which stays empty).
pub(super) const NOT_ISSUED: &str =
    "the mock server's outbox holds no code for it (is this a proxy of the mock server?)";

/// `(key, value)` pairs as owned strings.
pub(super) fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
        .collect()
}

/// `data` of an answer followed.
pub(super) fn data(answer: &Option<Value>) -> Option<&Value> {
    answer.as_ref()?.get("data").filter(|d| !d.is_null())
}

/// The text of a number or a string field.
pub(super) fn text(value: &Value) -> Option<String> {
    match value {
        Value::String(s) if !s.is_empty() => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// The `orderNo` of an agreement link (`/loan-agreement?orderNo=…`).
pub(super) fn order_no(link: &str) -> Option<String> {
    let query = link.split_once('?')?.1;
    form_urlencoded::parse(query.as_bytes())
        .find(|(k, v)| k == "orderNo" && !v.is_empty())
        .map(|(_, v)| v.into_owned())
}
