//! Every response of every scenario × endpoint × language (base and variants) passes the one
//! answer checker (`conformance::check`: status, type, envelope rules, schema, no
//! field the document does not know) over contract/openapi.json; so do the error envelopes
//! the server builds itself.

use crate::common::*;
use conformance::check::{Answer, Checker};
use contract::{Method, ResponseKind};
use mock_server::scenario::Lang;
use serde_json::Value;

pub(crate) fn document() -> Value {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../contract/openapi.json"
    ))
    .expect("contract/openapi.json");
    serde_json::from_str(&text).expect("openapi.json parses")
}

pub(crate) fn response_schema(doc: &Value, path: &str, method: Method, status: &str) -> Value {
    let method = match method {
        Method::Get => "get",
        Method::Post => "post",
    };
    doc.pointer(&format!(
        "/paths/{}/{method}/responses/{status}/content/application~1json/schema",
        path.replace('/', "~1")
    ))
    .cloned()
    .unwrap_or_else(|| panic!("no {status} JSON schema for {method} {path}"))
}

pub(crate) fn assert_valid(validator: &jsonschema::Validator, value: &Value, what: &str) {
    let errors: Vec<String> = validator
        .iter_errors(value)
        .map(|e| format!("{}: {e}", e.instance_path()))
        .collect();
    assert!(
        errors.is_empty(),
        "{what} does not conform:\n{}",
        errors.join("\n")
    );
}

/// Asserts the one checker finds nothing in `reply` to operation `id`.
fn assert_conforms(
    checker: &Checker,
    id: &str,
    status: u16,
    content_type: &str,
    bytes: &[u8],
    what: &str,
) {
    let verdict = checker.check(
        id,
        Answer {
            status,
            content_type,
            body: Some(bytes),
        },
    );
    let found: Vec<String> = verdict
        .breaks
        .iter()
        .chain(&verdict.extra)
        .map(|f| f.line())
        .collect();
    assert!(
        found.is_empty(),
        "{what} does not conform:\n{}",
        found.join("\n")
    );
}

#[test]
fn every_scenario_response_conforms_to_the_document() {
    let doc = document();
    let checker = Checker::from_document(&doc).expect("the document's tables");
    let state = shared_state();
    let mut checked = 0;
    for e in contract::ENDPOINTS {
        if e.response != ResponseKind::Json {
            continue;
        }
        for scenario in state.api.scenarios.current().all() {
            for lang in Lang::ALL {
                let set = scenario
                    .set(e.id, lang)
                    .unwrap_or_else(|| panic!("{} has no {}", scenario.name, e.id));
                let mut all = vec![("base".to_owned(), &set.base)];
                for (params, canned) in &set.variants {
                    all.push((format!("when {params:?}"), canned));
                }
                for (label, canned) in all {
                    assert_conforms(
                        &checker,
                        e.id,
                        200,
                        "application/json",
                        &canned.bytes,
                        &format!("{} {} {} {label}", scenario.name, e.id, lang.code()),
                    );
                    checked += 1;
                }
            }
        }
    }
    let json_endpoints = contract::ENDPOINTS
        .iter()
        .filter(|e| e.response == ResponseKind::Json)
        .count();
    assert!(checked >= json_endpoints * state.api.scenarios.current().names().len() * 2);
}

#[tokio::test]
async fn error_envelopes_conform_to_the_document() {
    let checker = Checker::from_document(&document()).expect("the document's tables");
    let app = app();
    let cases: Vec<(&str, Reply)> = vec![
        (
            "loan-details",
            get(&app, &format!("{LOAN_DETAILS}?productId=x&orderId=1")).await,
        ),
        (
            "loan-details",
            get(
                &app,
                &format!("{LOAN_DETAILS}?productId=3&orderId=1&mock_fault_rate=1"),
            )
            .await,
        ),
        (
            "repayment-way",
            post_form(&app, WAY, &[("orderId", "x")]).await,
        ),
        (
            "repayment-way",
            post_form(
                &app,
                &format!("{WAY}?mock_fault_rate=1"),
                &[("orderId", "1")],
            )
            .await,
        ),
        ("get-sms", post_form(&app, SMS, &[("phone", "1")]).await),
        ("get-captcha", get(&app, CAPTCHA).await),
        (
            "problem-detail",
            get(&app, &format!("{DETAIL}?problemId=777777")).await,
        ),
        (
            "contract-detail",
            get(&app, &format!("{CONTRACT}?orderNo=NOPE")).await,
        ),
        (
            "repayment-confirm",
            post_form(
                &app,
                CONFIRM,
                &[
                    ("orderId", "1"),
                    ("verifyCode", "123456"),
                    ("repaymentRecordId", "x"),
                ],
            )
            .await,
        ),
        (
            "get-sms",
            post_form(
                &app,
                SMS,
                &[
                    ("phone", "13812345678"),
                    ("capcode", "ABCD"),
                    ("sid", "unknown"),
                    ("deviceId", "d"),
                    ("appName", "a"),
                ],
            )
            .await,
        ),
    ];
    for (id, reply) in cases {
        let status = reply.status.as_u16();
        assert_conforms(
            &checker,
            id,
            status,
            reply.content_type(),
            &reply.bytes,
            &format!("{id} {status} {}", reply.text()),
        );
    }
}
