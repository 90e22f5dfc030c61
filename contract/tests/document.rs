//! The emitted document: committed copy current, valid OpenAPI 3.1, every call and field there.

use std::collections::BTreeSet;

use contract::{BodyKind, ENDPOINTS, Method, ResponseKind};

/// The bridge's document, in this test binary rather than one of its own (one link less).
#[path = "document/bridge.rs"]
mod bridge;
use serde_json::{Value, json};

fn doc() -> Value {
    serde_json::from_str(&contract::openapi_json()).expect("the document is JSON")
}

#[test]
fn committed_document_is_what_the_code_emits() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/openapi.json");
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == contract::openapi_json(),
        "contract/openapi.json differs from what the contract emits.\n\
         Refresh it with `cargo run -p contract --bin emit-openapi` and commit the result."
    );
}

#[test]
fn the_document_carries_the_contracts_own_semantic_version() {
    let doc = doc();
    assert_eq!(doc["info"]["version"], contract::CONTRACT_VERSION);
    let parts: Vec<&str> = contract::CONTRACT_VERSION.split('.').collect();
    assert!(
        parts.len() == 3
            && parts
                .iter()
                .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit())),
        "CONTRACT_VERSION is MAJOR.MINOR.PATCH: {}",
        contract::CONTRACT_VERSION
    );
}

#[test]
fn document_parses_as_openapi_3_1() {
    let text = contract::openapi_json();
    let spec = oas3::from_json(&text).expect("oas3 parses the document");
    assert_eq!(spec.openapi, "3.1.0");
    let paths = spec.paths.as_ref().expect("paths");
    assert_eq!(paths.len(), 25, "one path per call");
    let operations: usize = spec.operations().count();
    assert_eq!(operations, 25);
}

#[test]
fn every_schema_is_valid_json_schema_2020_12() {
    let doc = doc();
    let schemas = doc["components"]["schemas"].as_object().expect("schemas");
    assert!(schemas.len() > 40);
    for (name, schema) in schemas {
        let mut with_dialect = schema.clone();
        with_dialect["$schema"] = json!("https://json-schema.org/draft/2020-12/schema");
        if let Err(e) = jsonschema::meta::validate(&with_dialect) {
            panic!("schema {name} is not valid JSON Schema: {e}");
        }
    }
}

/// A validator for `#/components/schemas/{name}` with every $ref of the document resolvable.
pub fn validator(doc: &Value, name: &str) -> jsonschema::Validator {
    let schema = json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "components": doc["components"],
        "$ref": format!("#/components/schemas/{name}"),
    });
    jsonschema::validator_for(&schema).unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[test]
fn every_schema_example_is_valid_against_its_schema() {
    let doc = doc();
    for (name, schema) in doc["components"]["schemas"].as_object().expect("schemas") {
        let example = schema
            .get("examples")
            .and_then(|e| e.get(0))
            .or_else(|| schema.get("example"))
            .unwrap_or_else(|| panic!("schema {name} has no example"));
        let v = validator(&doc, name);
        if let Err(e) = v.validate(example) {
            panic!("example of {name} does not match its schema: {e}");
        }
    }
}

#[test]
fn every_call_is_documented_with_its_method_parameters_and_bodies() {
    let doc = doc();
    for e in ENDPOINTS {
        let method = match e.method {
            Method::Get => "get",
            Method::Post => "post",
        };
        let op = &doc["paths"][e.path][method];
        assert_eq!(op["operationId"], e.id, "{} {}", method, e.path);
        assert_eq!(op["tags"][0], e.tag.name());
        let ok = &op["responses"]["200"]["content"];
        match e.response {
            ResponseKind::Json => assert!(ok["application/json"]["schema"]["$ref"].is_string()),
            ResponseKind::Png => assert!(ok["image/png"].is_object(), "{} answers a PNG", e.id),
        }
        let body = &op["requestBody"]["content"];
        match e.body {
            BodyKind::None => assert!(op.get("requestBody").is_none(), "{}", e.id),
            BodyKind::Form => assert!(body["application/x-www-form-urlencoded"].is_object()),
            BodyKind::Multipart => assert!(body["multipart/form-data"].is_object()),
        }
        let params: Vec<&str> = op["parameters"]
            .as_array()
            .map(|p| p.iter().filter_map(|p| p["name"].as_str()).collect())
            .unwrap_or_default();
        let unique: BTreeSet<(String, String)> = op["parameters"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|p| (p["name"].to_string(), p["in"].to_string()))
            .collect();
        assert_eq!(
            unique.len(),
            params.len(),
            "{}: a parameter appears twice",
            e.id
        );
        // The launch identity is the security schemes, not parameters; the other launch
        // parameters stay; promotion calls say explicitly that they need no identity.
        if e.launch_params {
            assert!(
                params.contains(&"appVersion"),
                "{}: launch parameters",
                e.id
            );
            assert!(
                !params.contains(&"sessionId"),
                "{}: sessionId is a scheme",
                e.id
            );
            assert_eq!(
                op["security"],
                serde_json::json!([{"SessionId": [], "DeviceId": []}]),
                "{}",
                e.id
            );
            assert!(
                op["responses"]["401"].is_object(),
                "{}: 401 without it",
                e.id
            );
        } else {
            assert_eq!(op["security"], serde_json::json!([]), "{}: public", e.id);
            assert!(op["responses"].get("401").is_none(), "{}", e.id);
        }
    }
    let captcha = &doc["paths"]["/api/v2/youmi/promotion/get-captcha"]["get"];
    assert_eq!(
        captcha["responses"]["200"]["content"]["image/png"]["schema"]["contentMediaType"],
        "image/png"
    );
}

#[test]
fn the_launch_identity_is_two_query_keys_and_the_document_names_its_server() {
    let doc = doc();
    let schemes = &doc["components"]["securitySchemes"];
    for (scheme, name) in [("SessionId", "sessionId"), ("DeviceId", "deviceId")] {
        assert_eq!(schemes[scheme]["type"], "apiKey", "{scheme}");
        assert_eq!(schemes[scheme]["in"], "query", "{scheme}");
        assert_eq!(schemes[scheme]["name"], name, "{scheme}");
    }
    assert_eq!(doc["servers"][0]["url"], "/");
}

#[test]
fn specification_calls_keep_their_parameter_spelling() {
    let doc = doc();
    let expect: &[(&str, &str, &[&str])] = &[
        (
            "/throughout/v3/loan-details/contract-detail",
            "get",
            &["orderNo"],
        ),
        ("/throughout/user-problem/problem-init", "get", &["orderId"]),
        (
            "/throughout/user-problem/problem-detail",
            "get",
            &["problemId"],
        ),
        ("/throughout/user-problem/get-whatsapp", "get", &["overall"]),
        (
            "/api/v2/youmi/service/channel-template",
            "get",
            &["templateId"],
        ),
        (
            "/api/v2/youmi/promotion/track-visit",
            "get",
            &[
                "page_id",
                "user_from",
                "client_type",
                "page_type",
                "utm_tag",
                "app_from",
            ],
        ),
        ("/api/v2/youmi/promotion/get-captcha", "get", &["sid", "a"]),
        (
            "/throughout/v3/installment/loan-play-delay-detail",
            "get",
            &["productId", "orderId"],
        ),
        (
            "/throughout/v3/installment/loan-play-detail",
            "get",
            &["productId", "orderId"],
        ),
        (
            "/throughout/v3/loan-confirm/loan-detail-confirm",
            "get",
            &["productId", "isType"],
        ),
        (
            "/throughout/v3/loan-details/loan-details",
            "get",
            &["productId", "orderId"],
        ),
    ];
    for (path, method, names) in expect {
        let params = doc["paths"][path][method]["parameters"]
            .as_array()
            .unwrap_or_else(|| panic!("{path}"));
        for name in *names {
            assert!(
                params
                    .iter()
                    .any(|p| p["name"] == *name && p["in"] == "query"),
                "{path} lacks query parameter {name}"
            );
        }
    }
    let forms: &[(&str, &[&str])] = &[
        (
            "LoanPushForm",
            &["amount", "periods", "termUnit", "productId"],
        ),
        ("ScoreForm", &["score"]),
        (
            "GenerateVcodeForm",
            &["productId", "orderId", "amount", "payCode", "requestType"],
        ),
        (
            "ProblemSaveForm",
            &[
                "problemType",
                "problemSonType",
                "problemDetail",
                "problemImage",
                "orderNo",
            ],
        ),
        ("UploadImageForm", &["problemImage"]),
        (
            "SmsForm",
            &[
                "phone",
                "capcode",
                "sid",
                "deviceId",
                "appName",
                "app_from",
                "user_from",
                "utm_tag",
            ],
        ),
        (
            "RegisterForm",
            &[
                "phone",
                "capcode",
                "sid",
                "deviceId",
                "appName",
                "merchantNumber",
                "userName",
                "smsCode",
                "invite_code",
                "user_from",
                "id",
                "app_from",
                "utm_tag",
            ],
        ),
        (
            "RepaymentCommitForm",
            &[
                "amount",
                "bankName",
                "cardId",
                "cardNo",
                "couponId",
                "orderId",
                "repayToken",
                "bankCode",
                "sendMsg",
            ],
        ),
        (
            "RepaymentConfirmForm",
            &["orderId", "verifyCode", "repaymentRecordId"],
        ),
        ("HuichaoForm", &["userId", "orderId", "amount"]),
    ];
    for (schema, names) in forms {
        let props = &doc["components"]["schemas"][schema]["properties"];
        let have: BTreeSet<&str> = props
            .as_object()
            .unwrap_or_else(|| panic!("{schema}"))
            .keys()
            .map(String::as_str)
            .collect();
        let want: BTreeSet<&str> = names.iter().copied().collect();
        assert_eq!(have, want, "{schema}");
    }
}

/// Every field of the requirements' entities, spelled as the requirements spell it.
const SPEC_FIELDS: &[(&str, &[&str])] = &[
    (
        "ContractDetail",
        &[
            "userName",
            "productName",
            "amount",
            "bankNo",
            "daiDate",
            "planDate",
            "contractAmount",
            "commission",
            "Interest",
            "IVA",
            "giveAmount",
            "userAddress",
            "contractDate",
            "company",
        ],
    ),
    (
        "ProblemInit",
        &["problemType", "problemSonType", "orderDetail", "orderList"],
    ),
    ("ProblemType", &["title", "value"]),
    (
        "ComplaintOrder",
        &[
            "orderNo",
            "productLogo",
            "productName",
            "status",
            "isShow",
            "list",
        ],
    ),
    ("TitleValue", &["title", "value"]),
    ("ComplaintList", &["tabs"]),
    ("ComplaintItem", &["id", "time", "type", "content"]),
    (
        "ComplaintDetail",
        &[
            "type",
            "sonType",
            "problemId",
            "content",
            "images",
            "disposeDetail",
            "disposeImages",
            "isNeedScore",
        ],
    ),
    ("ServiceContacts", &["phone", "va", "email"]),
    ("LandingTemplate", &["id"]),
    ("RegisterForm", &["phone", "capcode", "smsCode", "sid"]),
    (
        "LoanConfirm",
        &[
            "firstPayTime",
            "amount",
            "periods",
            "termUnit",
            "isNeedPop",
            "sendSms",
            "details",
            "repay_plans",
            "loanRate",
            "ratemsg",
            "amountDec",
            "isNewContract",
            "messageType",
            "comProductLogo",
            "comProductName",
            "couNum",
        ],
    ),
    (
        "RepayPlanItem",
        &["title", "amount", "description", "pay_time"],
    ),
    (
        "LoanDetails",
        &[
            "orderStatus",
            "noticeStatusText",
            "noticeDesText",
            "productName",
            "productLogo",
            "userOrderDetail",
            "inside",
            "isScore",
            "h5Url",
            "isDelay",
            "isNewContract",
        ],
    ),
    ("UserOrderDetail", &["detail"]),
    (
        "RepayDetail",
        &[
            "repayAmount",
            "productName",
            "repayDate",
            "productLogo",
            "detail",
            "repayList",
            "noticeMsg",
        ],
    ),
    (
        "ExtensionDetail",
        &[
            "productLogo",
            "productName",
            "delayInfo",
            "repayPlan",
            "repayList",
            "noticeMsg",
            "note",
        ],
    ),
    ("DelayInfo", &["delayAmount", "delayTime", "heading"]),
    ("ExtensionPlanRow", &["title", "time"]),
    (
        "RepaymentChannel",
        &["logo", "desc", "payCode", "vCode", "BARcodeImg"],
    ),
    (
        "RepaymentInstruction",
        &[
            "topLogo",
            "repayDetail",
            "dataList",
            "imgList",
            "bottomLogo",
        ],
    ),
    (
        "RepayReference",
        &[
            "amount",
            "repayTitle",
            "repayDes",
            "repayCode",
            "vCode",
            "companyName",
        ],
    ),
    ("InstructionSection", &["title", "content"]),
    ("InstructionImages", &["title", "eMail", "content"]),
    ("RepaymentWays", &["alipay", "repayToken", "bankCards"]),
    ("BankCard", &["id", "bankName", "cardNo", "bankCode"]),
    ("RepaymentCommitted", &["needValid", "repayRecordId"]),
    ("LoanPushed", &["lendDetailsUrl"]),
    ("Sid", &["sid"]),
    ("UploadedImage", &["url"]),
    ("HuichaoPage", &["url"]),
];

#[test]
fn every_specification_field_is_in_the_document_with_an_example() {
    let doc = doc();
    let schemas = &doc["components"]["schemas"];
    for (schema, fields) in SPEC_FIELDS {
        let s = &schemas[schema];
        let example = s
            .get("examples")
            .and_then(|e| e.get(0))
            .or_else(|| s.get("example"))
            .unwrap_or_else(|| panic!("{schema} has no example"));
        for field in *fields {
            assert!(
                s["properties"].get(field).is_some(),
                "{schema} lacks the field {field}"
            );
            assert!(
                example.get(field).is_some(),
                "{schema}'s example lacks {field}"
            );
        }
    }
}

#[test]
fn endpoint_table_snapshot() {
    let rows: Vec<String> = ENDPOINTS
        .iter()
        .map(|e| {
            format!(
                "{:<18} {:<4} {:<56} {:<14} {:?}/{:?}/{:?}",
                e.id,
                e.method.as_str(),
                e.path,
                e.tag.name(),
                e.body,
                e.response,
                e.envelope
            )
        })
        .collect();
    insta::assert_snapshot!(rows.join("\n"));
}
