//! Writes the values both sides need into the document: as schema constraints where a schema
//! can say them (the complaint's length, its image count) and, all of them, in the root
//! extension `x-constants`, from which `npm run api:generate` writes the app's
//! `app/src/api/contract-constants.ts`.

use serde_json::{Value, json};

use crate::OrderStatus;
use crate::limits::{
    COMPLAINT_MAX_CHARS, COMPLAINT_MAX_IMAGES, COMPLAINT_MIN_CHARS, SUCCESS_CODE_LEGACY,
    SUCCESS_CODE_PLAIN, SUCCESS_CODE_V3, UPLOAD_ACCEPTED_TYPES, UPLOAD_FILE_FIELD,
    UPLOAD_MAX_BYTES,
};
use crate::names::{
    FORM_CLIENT_HEADERS, IDEMPOTENCY_KEY_HEADER, JSON_CLIENT_HEADERS, LANGUAGE_ENGLISH,
    LANGUAGE_PARAM, LAUNCH_PARAMS, XHR_HEADER,
};

/// The name of the root extension.
pub const EXTENSION: &str = "x-constants";
/// The extension that lists the known values of an open set (a schema whose other values
/// stay valid).
pub const EXTENSIBLE_ENUM: &str = "x-extensible-enum";

/// The `x-constants` object.
pub fn constants() -> Value {
    let statuses: Vec<Value> = OrderStatus::KNOWN_WITH_MEANING
        .iter()
        .map(|(status, name, meaning)| json!({"code": status.0, "name": name, "meaning": meaning}))
        .collect();
    json!({
        "complaint": {
            "minChars": COMPLAINT_MIN_CHARS,
            "maxChars": COMPLAINT_MAX_CHARS,
            "maxImages": COMPLAINT_MAX_IMAGES,
        },
        "upload": {
            "maxBytes": UPLOAD_MAX_BYTES,
            "acceptedTypes": UPLOAD_ACCEPTED_TYPES,
            "fileField": UPLOAD_FILE_FIELD,
        },
        "successCodes": {
            "v3": SUCCESS_CODE_V3,
            "plain": SUCCESS_CODE_PLAIN,
            "legacy": SUCCESS_CODE_LEGACY,
        },
        "launch": {
            "params": LAUNCH_PARAMS,
            "languageParam": LANGUAGE_PARAM,
            "languageEnglish": LANGUAGE_ENGLISH,
        },
        "headers": {
            "jsonClient": JSON_CLIENT_HEADERS,
            "formClient": FORM_CLIENT_HEADERS,
            "xhrName": XHR_HEADER.0,
            "xhrValue": XHR_HEADER.1,
            "idempotencyKey": IDEMPOTENCY_KEY_HEADER,
        },
        "orderStatuses": statuses,
    })
}

fn set(doc: &mut Value, pointer: &str, key: &str, value: Value) {
    // The pointers name schemas of this crate: a missing one is a renamed type, which every
    // test of the contract shows at once.
    let Some(Value::Object(schema)) = doc.pointer_mut(pointer) else {
        panic!("constants: no schema at {pointer}");
    };
    schema.insert(key.to_owned(), value);
}

/// Adds the constraints and the `x-constants` extension to `doc`.
pub fn add_constants(doc: &mut Value) {
    let schemas = "/components/schemas";
    let detail = format!("{schemas}/ProblemSaveForm/properties/problemDetail");
    set(doc, &detail, "minLength", json!(COMPLAINT_MIN_CHARS));
    set(doc, &detail, "maxLength", json!(COMPLAINT_MAX_CHARS));
    let images = format!("{schemas}/ComplaintDetail/properties/images");
    set(doc, &images, "maxItems", json!(COMPLAINT_MAX_IMAGES));
    let upload = format!("{schemas}/UploadImageForm/properties/{UPLOAD_FILE_FIELD}");
    let types = UPLOAD_ACCEPTED_TYPES
        .iter()
        .map(|t| t.trim_start_matches("image/").to_uppercase())
        .collect::<Vec<_>>()
        .join(", ");
    let description = format!(
        "The image file ({types}; at most {} MB)",
        UPLOAD_MAX_BYTES / (1024 * 1024)
    );
    set(doc, &upload, "description", json!(description));
    let codes = OrderStatus::KNOWN_WITH_MEANING
        .iter()
        .map(|(status, _, meaning)| format!("{} {meaning}", status.0))
        .collect::<Vec<_>>()
        .join("; ");
    set(
        doc,
        &format!("{schemas}/OrderStatus"),
        "description",
        json!(format!(
            "The status code of a loan order. Known: {codes}. Other codes are possible and valid."
        )),
    );
    // An open list (the Zalando guidelines' `x-extensible-enum`): the known codes, where a
    // closed `enum` would make every other code invalid. The change check reads it to tell an
    // added code from a changed type (docs/contract-versions.md "What counts as breaking").
    let known: Vec<i32> = OrderStatus::KNOWN.iter().map(|status| status.0).collect();
    set(
        doc,
        &format!("{schemas}/OrderStatus"),
        EXTENSIBLE_ENUM,
        json!(known),
    );
    doc[EXTENSION] = constants();
}
