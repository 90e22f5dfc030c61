//! The values both sides need reach the document: schema constraints and `x-constants` say
//! what `contract::limits`, `contract::names` and `contract::OrderStatus` say.

use contract::limits::{
    COMPLAINT_MAX_CHARS, COMPLAINT_MAX_IMAGES, COMPLAINT_MIN_CHARS, SUCCESS_CODE_LEGACY,
    SUCCESS_CODE_V3, UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_BYTES,
};
use contract::names::{FORM_CLIENT_HEADERS, JSON_CLIENT_HEADERS, LAUNCH_PARAMS, XHR_HEADER};
use contract::{LaunchParams, OrderStatus};
use serde_json::{Value, json};
use utoipa::IntoParams;

fn doc() -> Value {
    serde_json::from_str(&contract::openapi_json()).expect("the document is JSON")
}

#[test]
fn the_complaint_schema_carries_the_limits() {
    let doc = doc();
    let detail = &doc["components"]["schemas"]["ProblemSaveForm"]["properties"]["problemDetail"];
    assert_eq!(detail["maxLength"], json!(COMPLAINT_MAX_CHARS));
    assert_eq!(detail["minLength"], json!(COMPLAINT_MIN_CHARS));
    let images = &doc["components"]["schemas"]["ComplaintDetail"]["properties"]["images"];
    assert_eq!(images["maxItems"], json!(COMPLAINT_MAX_IMAGES));
    let upload = &doc["components"]["schemas"]["UploadImageForm"]["properties"]["problemImage"];
    let mb = UPLOAD_MAX_BYTES / (1024 * 1024);
    assert!(
        upload["description"]
            .as_str()
            .unwrap_or("")
            .contains(&format!("at most {mb} MB"))
    );
}

#[test]
fn the_extension_lists_every_shared_value() {
    let c = &doc()["x-constants"];
    assert_eq!(c["complaint"]["maxChars"], json!(COMPLAINT_MAX_CHARS));
    assert_eq!(c["complaint"]["maxImages"], json!(COMPLAINT_MAX_IMAGES));
    assert_eq!(c["upload"]["maxBytes"], json!(UPLOAD_MAX_BYTES));
    assert_eq!(c["upload"]["acceptedTypes"], json!(UPLOAD_ACCEPTED_TYPES));
    assert_eq!(c["successCodes"]["v3"], json!(SUCCESS_CODE_V3));
    assert_eq!(c["successCodes"]["legacy"], json!(SUCCESS_CODE_LEGACY));
    assert_eq!(c["launch"]["params"], json!(LAUNCH_PARAMS));
    assert_eq!(c["headers"]["jsonClient"], json!(JSON_CLIENT_HEADERS));
    assert_eq!(c["headers"]["formClient"], json!(FORM_CLIENT_HEADERS));
    assert_eq!(c["headers"]["xhrName"], json!(XHR_HEADER.0));
    let codes: Vec<i64> = c["orderStatuses"]
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|s| s["code"].as_i64())
        .collect();
    let known: Vec<i64> = OrderStatus::KNOWN.iter().map(|s| i64::from(s.0)).collect();
    assert_eq!(codes, known);
    // The schema lists them as an open set: no closed `enum`, so other codes stay valid.
    let status = &doc()["components"]["schemas"]["OrderStatus"];
    assert_eq!(status["x-extensible-enum"], json!(known));
    assert!(status.get("enum").is_none());
}

#[test]
fn the_launch_parameter_names_are_the_fields_of_launch_params() {
    let fields: Vec<String> = LaunchParams::into_params(|| None)
        .into_iter()
        .map(|p| p.name)
        .collect();
    assert_eq!(fields, LAUNCH_PARAMS.map(str::to_owned).to_vec());
}
