//! The `generated` scenario: 30 seeds × every GET call × both languages answer bodies valid
//! against contract/openapi.json, the same seed twice gives the same bytes, and each call
//! gives at least 10 distinct bodies over the 30 seeds.

use std::collections::HashSet;

use crate::conformance::{assert_valid, document, response_schema};
use contract::{Method, ResponseKind};
use mock_server::scenario::Lang;
use mock_server::scenario::generated::{Request, generate};
use mock_server::validate::compile;

const SEEDS: u64 = 30;

#[test]
fn generated_answers_are_valid_repeatable_and_varied() {
    let doc = document();
    let components = doc["components"].clone();
    let mut checked = 0;
    for e in contract::ENDPOINTS {
        if e.response != ResponseKind::Json || e.method != Method::Get {
            continue;
        }
        let validator = compile(&components, response_schema(&doc, e.path, e.method, "200"))
            .expect("schema compiles");
        for lang in Lang::ALL {
            let mut distinct = HashSet::new();
            for seed in 1..=SEEDS {
                let request = Request {
                    path: e.path,
                    method: "get",
                    seed,
                    lang,
                    key: "",
                };
                let value = generate(&doc, request).expect("generated");
                let again = generate(&doc, request).expect("generated");
                let bytes = serde_json::to_vec(&value).expect("json");
                assert_eq!(
                    bytes,
                    serde_json::to_vec(&again).expect("json"),
                    "{} seed {seed}",
                    e.id
                );
                assert_valid(
                    &validator,
                    &value,
                    &format!("{} seed {seed} {}", e.id, lang.code()),
                );
                distinct.insert(bytes);
                checked += 1;
            }
            assert!(
                distinct.len() >= 10,
                "{} {}: {} distinct bodies over {SEEDS} seeds",
                e.id,
                lang.code(),
                distinct.len()
            );
        }
    }
    assert!(checked >= 30 * 2 * 10);
}
