//! The four malformed-answer scenarios break every call of the contract the way they say, and
//! the request journal marks those answers as contract breaks of the server (apart from the
//! request's own breaks), while generated answers show none.

use contract::ResponseKind;
use serde_json::Value;

use crate::common::*;
use crate::conformance::{document, response_schema};
use crate::generated::example_call;
use conformance::schema::compile;
use mock_server::scenario::GATEWAY_PAGE;

#[tokio::test]
async fn every_call_is_broken_as_each_scenario_says() {
    let doc = document();
    let components = doc["components"].clone();
    let app = app();
    for e in contract::ENDPOINTS {
        let what = |scenario: &str| format!("{} under {scenario}", e.id);
        let html = example_call(&app, &doc, e, "2", "&scenario=answer-html-502").await;
        assert_eq!(html.status, 502, "{}", what("answer-html-502"));
        assert!(html.content_type().starts_with("text/html"));
        assert_eq!(html.text(), GATEWAY_PAGE);

        let empty = example_call(&app, &doc, e, "2", "&scenario=answer-empty").await;
        assert_eq!(empty.status, 200, "{}", what("answer-empty"));
        assert!(empty.bytes.is_empty(), "{}", what("answer-empty"));

        let cut = example_call(&app, &doc, e, "2", "&scenario=answer-truncated").await;
        assert_eq!(cut.status, 200, "{}", what("answer-truncated"));
        assert!(!cut.bytes.is_empty(), "{}", what("answer-truncated"));
        assert!(
            serde_json::from_slice::<Value>(&cut.bytes).is_err(),
            "{}: {}",
            what("answer-truncated"),
            cut.text()
        );

        let wrong = example_call(&app, &doc, e, "2", "&scenario=answer-wrong-types").await;
        assert_eq!(wrong.status, 200, "{}", what("answer-wrong-types"));
        let value = wrong.json();
        if e.response == ResponseKind::Json {
            let validator = compile(&components, response_schema(&doc, e.path, e.method, "200"))
                .expect("schema compiles");
            assert!(
                !validator.is_valid(&value),
                "{}: {value}",
                what("answer-wrong-types")
            );
        }
    }
}

#[tokio::test]
async fn the_journal_marks_malformed_answers_as_the_servers_breaks() {
    let doc = document();
    let app = app();
    let e = contract::ENDPOINTS
        .iter()
        .find(|e| e.id == "loan-details")
        .expect("loan-details");
    for scenario in [
        "answer-html-502",
        "answer-truncated",
        "answer-wrong-types",
        "answer-empty",
        "generated",
        "default",
    ] {
        example_call(
            &app,
            &doc,
            e,
            "2",
            &format!("&scenario={scenario}&sessionId=j-{scenario}"),
        )
        .await;
    }
    let journal = get(&app, "/__mock/requests").await.json();
    let entries = journal["entries"].as_array().expect("entries");
    let breaks_of = |scenario: &str| -> Vec<String> {
        let entry = entries
            .iter()
            .find(|x| x["scenario"] == scenario)
            .unwrap_or_else(|| panic!("{scenario} journalled"));
        entry["serverBreaks"]
            .as_array()
            .expect("serverBreaks")
            .iter()
            .map(|b| b.as_str().unwrap_or("").to_owned())
            .collect()
    };
    let html = breaks_of("answer-html-502");
    assert!(html[0].contains("HTTP 502"), "{html:?}");
    assert!(breaks_of("answer-truncated")[0].contains("not JSON"));
    assert!(breaks_of("answer-empty")[0].contains("empty body"));
    let wrong = breaks_of("answer-wrong-types");
    assert!(wrong[0].starts_with("answer $.data"), "{wrong:?}");
    assert!(breaks_of("generated").is_empty());
    assert!(breaks_of("default").is_empty());
    assert!(journal["serverBreaks"].as_u64() >= Some(4));
}
