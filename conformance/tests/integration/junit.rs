//! The JUnit XML of a run, read back by a JUnit parser (quick-junit's own): a test case per
//! call, a failure per broken call with every break, skipped calls with their reason, the
//! notes (extra fields, the Idempotency-Key, a refusal) in the case's output, text a pipeline
//! would choke on (markup, quotes, control characters) carried safely; a run that could not
//! run is an error of the suite.

use conformance::finding::{Finding, Kind};
use conformance::report::{Call, Outcome, Report};
use quick_junit::{NonSuccessKind, Report as Junit, TestCaseStatus};
use serde_json::json;

fn report() -> Report {
    let mut pass = Call::new("loan-details", Outcome::Pass, None);
    pass.status = Some(200);
    pass.ms = 1250;
    pass.extra.push(Finding {
        path: "$.data.bonusPoints".into(),
        kind: Kind::Extra,
        expected: "not in the document".into(),
        got: json!(12),
    });
    let mut refused = Call::new(
        "loan-confirm",
        Outcome::Pass,
        Some("refused: code 7: <no> & \"never\"\u{1b}[31m\u{1}".into()),
    );
    refused.status = Some(200);
    let mut broken = Call::new("repay-detail", Outcome::Break, None);
    broken.status = Some(200);
    broken.breaks = vec![
        Finding {
            path: "$.data.repayAmount".into(),
            kind: Kind::Type,
            expected: "integer".into(),
            got: json!("<b>1</b>"),
        },
        Finding {
            path: "$.data.productName".into(),
            kind: Kind::Missing,
            expected: "present (required)".into(),
            got: json!(null),
        },
    ];
    let mut write = Call::new("loan-push", Outcome::Pass, None);
    write.idempotency =
        Some("not honoured: the same request with the same key answered HTTP 500 {}".into());
    let mut recorded = Call::new("problem-list", Outcome::Pass, None);
    recorded.source = Some("recorded-qa.json es".into());
    Report {
        target: "https://staging.example/api?<x>".into(),
        session: "s-1".into(),
        writes: true,
        mock: false,
        ignored: Vec::new(),
        calls: vec![
            pass,
            refused,
            broken,
            Call::new(
                "get-sms",
                Outcome::Skip,
                Some("changes the backend (sends an SMS): runs with --writes".into()),
            ),
            write,
            recorded,
        ],
        unreachable: None,
        seconds: 3.5,
    }
}

#[test]
fn the_junit_xml_reads_back_call_by_call() {
    let report = report();
    let xml = report.junit().expect("junit");
    let read = Junit::deserialize_from_str(&xml).unwrap_or_else(|e| panic!("{e}\n{xml}"));
    assert_eq!(
        read.name.as_ref().map(|n| n.as_str()),
        Some("mock-server verify")
    );
    assert_eq!(
        (read.tests, read.failures, read.errors, read.skipped),
        (6, 1, 0, 1)
    );
    let [suite] = read.test_suites.as_slice() else {
        panic!("one suite: {xml}")
    };
    assert_eq!(
        suite.name.as_str(),
        "contract: https://staging.example/api?<x>"
    );
    let names: Vec<&str> = suite.test_cases.iter().map(|c| c.name.as_str()).collect();
    let expected: Vec<String> = report
        .calls
        .iter()
        .map(|c| {
            let e = contract::ENDPOINTS
                .iter()
                .find(|e| e.id == c.call)
                .expect("a call");
            format!("{} {} {}", e.id, e.method.as_str(), e.path)
        })
        .collect();
    assert_eq!(names, expected);
    let case = |id: &str| {
        suite
            .test_cases
            .iter()
            .find(|c| c.name.as_str().starts_with(&format!("{id} ")))
            .unwrap_or_else(|| panic!("{id}: {xml}"))
    };
    let passed = case("loan-details");
    assert!(matches!(passed.status, TestCaseStatus::Success { .. }));
    assert_eq!(
        passed.classname.as_ref().map(|c| c.as_str()),
        Some("verify.backend")
    );
    assert_eq!(passed.time.map(|t| t.as_millis()), Some(1250));
    assert_eq!(
        passed.system_out.as_ref().map(|o| o.as_str()),
        Some("not in the document: $.data.bonusPoints")
    );
    let refused = case("loan-confirm");
    assert_eq!(
        refused.system_out.as_ref().map(|o| o.as_str()),
        Some("refused: code 7: <no> & \"never\""),
        "markup and quotes kept, the terminal's colour codes and control characters dropped"
    );
    match &case("repay-detail").status {
        TestCaseStatus::NonSuccess {
            kind,
            message,
            ty,
            description,
            ..
        } => {
            assert_eq!(*kind, NonSuccessKind::Failure);
            assert_eq!(ty.as_ref().map(|t| t.as_str()), Some("contract"));
            assert_eq!(
                message.as_ref().map(|m| m.as_str()),
                Some("$.data.repayAmount: type: integer expected, got \"<b>1</b>\"")
            );
            assert_eq!(
                description.as_ref().map(|d| d.as_str()),
                Some(
                    "$.data.repayAmount: type: integer expected, got \"<b>1</b>\"\n\
                     $.data.productName: missing: present (required) expected, got absent"
                )
            );
        }
        other => panic!("a failure expected: {other:?}"),
    }
    match &case("get-sms").status {
        TestCaseStatus::Skipped { message, .. } => assert_eq!(
            message.as_ref().map(|m| m.as_str()),
            Some("changes the backend (sends an SMS): runs with --writes")
        ),
        other => panic!("skipped expected: {other:?}"),
    }
    assert!(
        case("loan-push")
            .system_out
            .as_ref()
            .is_some_and(|o| o.as_str().starts_with("Idempotency-Key: not honoured"))
    );
    assert_eq!(
        case("problem-list").classname.as_ref().map(|c| c.as_str()),
        Some("verify.recorded-qa.json es")
    );
}

#[test]
fn a_run_that_could_not_run_is_an_error_of_the_suite() {
    let mut report = report();
    report.calls.clear();
    report.unreachable = Some("cannot reach https://staging.example (staging.example:443)".into());
    let read = Junit::deserialize_from_str(&report.junit().expect("junit")).expect("parsed");
    assert_eq!((read.tests, read.errors), (0, 1));
    assert_eq!(
        read.test_suites[0].system_err.as_ref().map(|e| e.as_str()),
        Some("Could not run: cannot reach https://staging.example (staging.example:443)")
    );
    assert_eq!(report.exit_code(), 2);
}

#[test]
fn the_report_files_are_written() {
    let dir = std::env::temp_dir().join(format!("conformance-junit-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    report().write(&dir).expect("written");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("report.json")).expect("json"))
            .expect("JSON");
    assert_eq!(json["calls"][2]["breaks"][1]["kind"], "missing");
    let xml = std::fs::read_to_string(dir.join("junit.xml")).expect("junit.xml");
    assert!(Junit::deserialize_from_str(&xml).is_ok());
    let _ = std::fs::remove_dir_all(&dir);
}
