//! Scenario files deserialize strictly: an unknown field or a wrong type is an error naming
//! the file and the field; `--scenarios DIR` adds files without a rebuild.

use mock_server::scenario::{Live, Scenarios};

fn default_file() -> (String, String) {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/scenarios/default.json");
    (
        "default.json".to_owned(),
        std::fs::read_to_string(path).expect("default.json"),
    )
}

fn load_with(name: &str, text: &str) -> Result<Scenarios, String> {
    Scenarios::from_sources(vec![default_file(), (name.to_owned(), text.to_owned())])
}

#[test]
fn unknown_response_field_names_file_and_path() {
    let err = load_with(
        "qa/typo.json",
        r#"{"name":"typo","description":"d","responses":{"loan-details":{"patch":{"data":{"orderStatuss":21}}}}}"#,
    )
    .err()
    .expect("refused");
    assert!(err.contains("qa/typo.json"), "{err}");
    assert!(err.contains("loan-details"), "{err}");
    assert!(err.contains("orderStatuss"), "{err}");
}

#[test]
fn wrong_type_names_file_and_path() {
    let err = load_with(
        "qa/type.json",
        r#"{"name":"type","description":"d","responses":{"loan-details":{"en":{"data":{"isDelay":"yes"}}}}}"#,
    )
    .err()
    .expect("refused");
    assert!(err.contains("qa/type.json"), "{err}");
    assert!(err.contains("data.isDelay"), "{err}");
    assert!(err.contains("(en)"), "{err}");
}

#[test]
fn unknown_file_field_endpoint_or_name_is_refused() {
    let err = load_with("qa/a.json", r#"{"name":"a","description":"d","latency":5}"#)
        .err()
        .expect("refused");
    assert!(
        err.contains("qa/a.json") && err.contains("latency"),
        "{err}"
    );
    let err = load_with(
        "qa/b.json",
        r#"{"name":"b","description":"d","responses":{"loan-detail":{"patch":{}}}}"#,
    )
    .err()
    .expect("refused");
    assert!(err.contains("loan-detail"), "{err}");
    let err = load_with("qa/c.json", r#"{"name":"Bad Name","description":"d"}"#)
        .err()
        .expect("refused");
    assert!(err.contains("qa/c.json"), "{err}");
}

#[test]
fn a_file_that_is_not_json_says_so_with_its_line() {
    let err = load_with("qa/d.json", "{ not json").err().expect("refused");
    assert!(
        err.starts_with("qa/d.json: not valid JSON: ") && err.contains("line 1 column 3"),
        "{err}"
    );
    let err = load_with("qa/e.json", r#"{"name":"e","description":7}"#)
        .err()
        .expect("refused");
    assert!(err.starts_with("qa/e.json: at description: "), "{err}");
}

#[test]
fn extra_scenario_folder_is_loaded() {
    let dir = std::env::temp_dir().join(format!("mock-extra-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    std::fs::write(
        dir.join("qa-order-42.json"),
        r#"{"name":"qa-order-42","description":"QA's own","screens":["/loan-detail"],
            "responses":{"loan-details":{"patch":{"data":{"orderStatus":42}}}}}"#,
    )
    .expect("write");
    let scenarios = Live::load(Some(&dir)).expect("loads").current();
    let s = scenarios.get("qa-order-42").expect("loaded");
    let set = s
        .set("loan-details", mock_server::scenario::Lang::Es)
        .expect("covered");
    let value: serde_json::Value = serde_json::from_slice(&set.base.bytes).expect("json");
    assert_eq!(value["data"]["orderStatus"], 42);
    assert_eq!(s.covers, vec!["loan-details"]);
    let _ = std::fs::remove_dir_all(dir);
}
