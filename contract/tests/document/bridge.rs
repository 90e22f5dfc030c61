//! The native bridge's document (`contract/bridge.json`): committed copy current, valid JSON Schema, every action there
//! with a description, and every message the page sends valid against it.

use contract::bridge::Argument;
use contract::{BRIDGE_VERSION, BridgeAction};
use serde_json::{Value, json};

fn doc() -> Value {
    serde_json::from_str(&contract::bridge_json()).expect("the document is JSON")
}

#[test]
fn committed_bridge_document_is_what_the_code_emits() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/bridge.json");
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == contract::bridge_json(),
        "contract/bridge.json differs from what the contract emits.\n\
         Refresh it with `cargo run -p contract --bin emit-openapi` and commit the result."
    );
}

#[test]
fn the_document_is_json_schema_2020_12_with_the_bridge_version() {
    let doc = doc();
    jsonschema::meta::validate(&doc).expect("bridge.json is a valid JSON Schema");
    assert_eq!(doc["x-bridge-version"], BRIDGE_VERSION);
    assert_eq!(doc["properties"]["version"]["examples"][0], BRIDGE_VERSION);
    let parts: Vec<&str> = BRIDGE_VERSION.split('.').collect();
    assert!(parts.len() == 3 && parts.iter().all(|p| p.parse::<u32>().is_ok()));
}

#[test]
fn every_action_has_a_description_a_version_and_its_facts() {
    let doc = doc();
    let facts = doc["x-bridge-actions"]
        .as_object()
        .expect("x-bridge-actions");
    assert_eq!(facts.len(), BridgeAction::ALL.len());
    for action in BridgeAction::ALL {
        let name = action.name();
        let fact = &facts[&name];
        assert!(
            fact["description"].as_str().is_some_and(|d| d.len() > 10),
            "{name} has no description (its doc comment)"
        );
        let since = fact["since"].as_str().expect("since");
        assert!(
            since.split('.').count() == 3 && crate_version_le(since, BRIDGE_VERSION),
            "{name} was added in {since}, after the bridge's own {BRIDGE_VERSION}"
        );
        assert_eq!(fact["argument"], json!(action.spec().argument.name()));
    }
}

fn crate_version_le(a: &str, b: &str) -> bool {
    let parse = |v: &str| {
        v.split('.')
            .map(|p| p.parse::<u32>().unwrap_or(0))
            .collect::<Vec<_>>()
    };
    parse(a) <= parse(b)
}

/// A message of `action` with `argument` as each platform receives it.
fn messages(action: BridgeAction, argument: Option<&str>) -> [Value; 2] {
    let name = action.name();
    [
        json!({ "version": BRIDGE_VERSION, "ios": { "action": name, "body": argument.unwrap_or("") } }),
        json!({ "version": BRIDGE_VERSION, "android": { "action": name, "arguments": argument.map(|a| vec![a]).unwrap_or_default() } }),
    ]
}

#[test]
fn the_pages_messages_are_valid_and_wrong_ones_are_not() {
    let doc = doc();
    let validator = jsonschema::validator_for(&doc).expect("compiles");
    for action in BridgeAction::ALL {
        let argument = action.spec().argument;
        let sample = argument
            .schema()
            .map(|s| s["examples"][0].as_str().unwrap_or_default().to_string());
        for message in messages(*action, sample.as_deref()) {
            assert!(validator.is_valid(&message), "{message}");
        }
        // An argument where none is taken, and none where one is.
        let wrong = if sample.is_some() { None } else { Some("x") };
        for message in messages(*action, wrong) {
            assert!(!validator.is_valid(&message), "{message} must be refused");
        }
    }
    for (argument, bad) in [
        (Argument::Url, "example.com"),
        (Argument::TelephoneNumber, "call me"),
        (Argument::ProductId, "a b"),
    ] {
        let action = BridgeAction::ALL
            .iter()
            .find(|a| a.spec().argument == argument)
            .expect("used");
        for message in messages(*action, Some(bad)) {
            assert!(!validator.is_valid(&message), "{message} must be refused");
        }
    }
}
