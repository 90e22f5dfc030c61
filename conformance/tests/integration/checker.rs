//! The answer checker against the contract's own document: every example the document gives
//! for an answer (a success of each call, a refusal of each envelope) conforms, and each
//! break planted in one (a field removed, of another type, out of range, wider than its
//! format, an unknown status or content type, a cut body, an envelope rule broken) is found
//! at its path with its kind, the fields the document does not know apart.

use conformance::check::{Answer, Checker, Verdict};
use conformance::finding::Kind;
use serde_json::{Value, json};

/// The document, and the example of the schema `media` names (through its `$ref`).
fn example(doc: &Value, media: &Value) -> Option<Value> {
    let name = media
        .pointer("/schema/$ref")?
        .as_str()?
        .strip_prefix("#/components/schemas/")?;
    let schema = doc.pointer(&format!("/components/schemas/{name}"))?;
    schema
        .pointer("/examples/0")
        .or_else(|| schema.get("example"))
        .cloned()
}

/// Every (operation, status, example) the document gives.
fn examples() -> Vec<(String, u16, Value)> {
    let doc = contract::openapi();
    let mut out = Vec::new();
    for item in doc["paths"].as_object().expect("paths").values() {
        for op in item.as_object().expect("operations").values() {
            let id = op["operationId"].as_str().expect("operationId").to_owned();
            for (status, response) in op["responses"].as_object().expect("responses") {
                let media = &response["content"]["application/json"];
                if let (Ok(status), Some(example)) = (status.parse(), example(&doc, media)) {
                    out.push((id.clone(), status, example));
                }
            }
        }
    }
    out
}

fn check(checker: &Checker, id: &str, status: u16, body: &Value) -> Verdict {
    let bytes = serde_json::to_vec(body).expect("json");
    checker.check(
        id,
        Answer {
            status,
            content_type: "application/json; charset=utf-8",
            body: Some(&bytes),
        },
    )
}

fn lines(verdict: &Verdict) -> Vec<String> {
    verdict.breaks.iter().map(|f| f.line()).collect()
}

/// The example of `id`'s success.
fn success(id: &str) -> Value {
    examples()
        .into_iter()
        .find(|(i, status, _)| i == id && *status == 200)
        .map(|(_, _, example)| example)
        .unwrap_or_else(|| panic!("the document gives {id} no example"))
}

#[test]
fn every_example_of_the_document_conforms() {
    let checker = Checker::from_contract().expect("checker");
    let examples = examples();
    let successes = examples.iter().filter(|(_, s, _)| *s == 200).count();
    // Every call but the captcha (an image) has a JSON success with an example.
    assert_eq!(successes, contract::ENDPOINTS.len() - 1, "{examples:?}");
    assert!(examples.iter().any(|(_, s, _)| *s == 401), "refusals too");
    for (id, status, example) in &examples {
        let verdict = check(&checker, id, *status, example);
        assert!(
            !verdict.differs(),
            "{id} {status}: {:?} {:?}",
            lines(&verdict),
            verdict.extra
        );
        assert_eq!(verdict.json.as_ref(), Some(example));
    }
}

#[test]
fn planted_breaks_are_named_by_path_and_kind() {
    let checker = Checker::from_contract().expect("checker");
    let details = success("loan-details");
    let planted = |change: &dyn Fn(&mut Value)| {
        let mut body = details.clone();
        change(&mut body);
        check(&checker, "loan-details", 200, &body)
    };
    let missing = planted(&|b| {
        b["data"]
            .as_object_mut()
            .expect("data")
            .remove("productName");
    });
    assert_eq!(
        lines(&missing),
        ["$.data.productName: missing: present (required) expected, got absent"]
    );
    let typed = planted(&|b| b["data"]["noticeStatusText"] = json!(174));
    assert_eq!(
        lines(&typed),
        ["$.data.noticeStatusText: type: string expected, got 174"]
    );
    assert_eq!(typed.breaks[0].kind, Kind::Type);
    let nested = planted(&|b| b["data"]["userOrderDetail"]["detail"][0]["value"] = json!(1));
    assert_eq!(
        nested.breaks[0].path,
        "$.data.userOrderDetail.detail[0].value"
    );
    assert_eq!(
        nested.breaks[0].field(),
        "data.userOrderDetail.detail[].value"
    );
    let unknown = planted(&|b| b["data"]["bonusPoints"] = json!(12));
    assert!(unknown.breaks.is_empty(), "{:?}", lines(&unknown));
    assert_eq!(unknown.extra[0].path, "$.data.bonusPoints");
    assert_eq!(unknown.extra[0].kind, Kind::Extra);
    let envelope = planted(&|b| b["success"] = json!(false));
    assert_eq!(
        lines(&envelope),
        ["$.success: envelope: exactly true on a success expected, got false"]
    );
    let wide = planted(&|b| b["code"] = json!(2_147_483_648_i64));
    assert_eq!(
        wide.breaks[0].line(),
        "$.code: format: an int32 (-2147483648 to 2147483647) expected, got 2147483648"
    );
    let listed = planted(&|b| b["data"]["noticeStatusText"] = json!(["a"]));
    assert_eq!(
        lines(&listed),
        ["$.data.noticeStatusText: type: string expected, got \"an array\""]
    );
    let long = planted(&|b| b["data"]["productName"] = json!({"x": "y".repeat(200)}));
    assert_eq!(long.breaks[0].got, json!("an object"));
    let text = planted(&|b| b["data"]["orderStatus"] = json!("z".repeat(200)));
    let got = text.breaks[0].got.as_str().expect("text");
    assert_eq!(
        (got.chars().count(), got.ends_with("...")),
        (80, true),
        "cut"
    );
}

#[test]
fn status_type_and_body_are_checked_before_the_fields() {
    let checker = Checker::from_contract().expect("checker");
    let body = serde_json::to_vec(&success("get-whatsapp")).expect("json");
    let answer = |status, content_type, body| {
        let verdict = checker.check(
            "get-whatsapp",
            Answer {
                status,
                content_type,
                body,
            },
        );
        lines(&verdict)
    };
    assert_eq!(
        answer(502, "text/html", Some(&b"<html>"[..])),
        ["$: status: HTTP 200, 400, 401, 500 expected, got \"HTTP 502 (text/html)\""]
    );
    assert_eq!(
        answer(200, "", Some(&body[..])),
        ["$: content-type: application/json expected, got \"no content type\""]
    );
    assert_eq!(
        answer(200, "application/json", Some(&b""[..])),
        ["$: body: a JSON body expected, got \"an empty body\""]
    );
    let cut = answer(200, "application/json", Some(&body[..body.len() / 2]));
    assert!(
        cut[0].starts_with("$: body: a JSON body expected, got \"not JSON"),
        "{cut:?}"
    );
    assert!(
        answer(200, "application/json", None).is_empty(),
        "no body kept"
    );
    assert_eq!(
        lines(&checker.check(
            "no-such-call",
            Answer {
                status: 200,
                content_type: "application/json",
                body: None
            }
        )),
        ["$: status: a call of the contract expected, got \"no-such-call\""]
    );
}
