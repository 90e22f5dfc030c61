//! Every type round-trips through the realistic JSON of the document's examples, and its
//! serialized field names are exactly the document's property names.

use std::collections::BTreeSet;

use contract::{BodyKind, Endpoint, EndpointVisitor, ResponseKind, visit_endpoints};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;
use utoipa::ToSchema;

fn doc() -> Value {
    serde_json::from_str(&contract::openapi_json()).expect("the document is JSON")
}

fn example(doc: &Value, name: &str) -> Value {
    let s = &doc["components"]["schemas"][name];
    s.get("examples")
        .and_then(|e| e.get(0))
        .or_else(|| s.get("example"))
        .cloned()
        .unwrap_or_else(|| panic!("{name} has no example"))
}

/// Deserializes the example strictly into `T`, serializes it back, and checks both agree.
fn round_trip<T: Serialize + DeserializeOwned + ToSchema>(doc: &Value) -> Value {
    let name = T::name();
    let json = example(doc, &name);
    let typed: T = serde_path_to_error::deserialize(&json)
        .unwrap_or_else(|e| panic!("{name}: example does not deserialize: {e}"));
    let back = serde_json::to_value(&typed).expect("serializes");
    assert_eq!(back, json, "{name} does not round-trip");
    back
}

/// Every object in `value` has exactly the keys its schema lists (optional ones may be absent).
fn same_names(doc: &Value, schema: &Value, value: &Value, at: &str) {
    let schema = match schema.get("$ref").and_then(Value::as_str) {
        Some(r) => &doc["components"]["schemas"][r.rsplit('/').next().unwrap_or_default()],
        None => schema,
    };
    if let Some(options) = schema.get("oneOf").and_then(Value::as_array) {
        if !value.is_null() {
            let option = options
                .iter()
                .find(|o| o["type"] != "null")
                .unwrap_or(&Value::Null);
            same_names(doc, option, value, at);
        }
        return;
    }
    match value {
        Value::Object(map) => {
            let empty = serde_json::Map::new();
            let props = schema["properties"].as_object().unwrap_or(&empty);
            let have: BTreeSet<&String> = map.keys().collect();
            let known: BTreeSet<&String> = props.keys().collect();
            assert!(
                have.is_subset(&known),
                "{at}: {have:?} not within {known:?}"
            );
            for req in schema["required"].as_array().into_iter().flatten() {
                let req = req.as_str().unwrap_or_default();
                assert!(map.contains_key(req), "{at}: required {req} missing");
            }
            for (k, v) in map {
                same_names(doc, &props[k], v, &format!("{at}.{k}"));
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                same_names(doc, &schema["items"], v, &format!("{at}[{i}]"));
            }
        }
        _ => {}
    }
}

struct RoundTrips {
    doc: Value,
    checked: usize,
}

impl EndpointVisitor for RoundTrips {
    fn visit<E: Endpoint>(&mut self) {
        if E::RESPONSE == ResponseKind::Json {
            let v = round_trip::<E::Response>(&self.doc);
            let schema = serde_json::json!({ "$ref": format!("#/components/schemas/{}", E::Response::name()) });
            same_names(&self.doc, &schema, &v, E::ID);
            insta::assert_json_snapshot!(format!("response-{}", E::ID), v);
            self.checked += 1;
        }
        if E::BODY != BodyKind::None && E::BODY != BodyKind::Multipart {
            let v = round_trip::<E::Body>(&self.doc);
            let schema =
                serde_json::json!({ "$ref": format!("#/components/schemas/{}", E::Body::name()) });
            same_names(&self.doc, &schema, &v, E::ID);
            self.checked += 1;
        }
    }
}

#[test]
fn every_request_and_response_round_trips_with_the_document_names() {
    let mut v = RoundTrips {
        doc: doc(),
        checked: 0,
    };
    visit_endpoints(&mut v);
    assert_eq!(v.checked, 24 + 10, "24 JSON responses and 10 form bodies");
}

#[test]
fn strict_types_reject_unknown_fields() {
    let mut json = example(&doc(), "LoanDetails");
    json["orderStatusTypo"] = Value::from(1);
    let err = serde_path_to_error::deserialize::<_, contract::loan::LoanDetails>(&json)
        .expect_err("unknown field rejected");
    assert!(err.to_string().contains("orderStatusTypo"), "{err}");
}

#[test]
fn failure_envelopes_carry_null_data() {
    let failure = serde_json::json!({
        "code": 1, "success": false, "message": "Contrato no encontrado", "data": null
    });
    let typed: contract::loan::ContractDetailResponse =
        serde_json::from_value(failure.clone()).expect("failure envelope");
    assert!(!typed.success && typed.data.is_none());
    assert_eq!(serde_json::to_value(&typed).expect("serializes"), failure);

    let legacy = serde_json::json!({ "code": "800006", "message": "验证码错误", "data": null });
    let typed: contract::legacy::RepaymentConfirmResponse =
        serde_json::from_value(legacy).expect("legacy failure");
    assert_eq!(typed.code, contract::legacy::CODE_WRONG_CODE);
}

#[test]
fn order_status_keeps_unknown_codes() {
    use contract::OrderStatus;
    let s: OrderStatus = serde_json::from_str("999").expect("any integer");
    assert_eq!(s, OrderStatus(999));
    assert!(!s.is_repayable() && !s.can_borrow_again() && !s.hides_detail());
    assert!(OrderStatus::AWAITING_REPAYMENT.is_repayable() && OrderStatus::OVERDUE.is_repayable());
    assert!(OrderStatus::REPAID.can_borrow_again());
    assert!(OrderStatus::REJECTED.hides_detail());
}
