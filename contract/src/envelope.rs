//! The response envelopes of docs/decisions.md "Envelopes", declared once per endpoint so that every response
//! in the document is a named schema with its own data type and its own list of codes.
//!
//! Why a macro and not `Envelope<T>`: utoipa composes generic schema names from the type
//! arguments only when a derive registers them, and loses `Option` nullability inside generics;
//! a named struct per endpoint keeps the document readable (`LoanDetailsResponse`) and lets each
//! one document the codes its endpoint returns.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Declares the `/v3` envelope (`code`, `success`, `message`, `data`) of one endpoint.
macro_rules! v3_envelope {
    ($(#[$doc:meta])* $name:ident, $data:ty) => {
        $(#[$doc])*
        ///
        /// `/v3` envelope: `code` 0 and `success` true on success; on failure a non-zero `code`,
        /// `success` false, the reason in `message` and `data` null.
        #[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
        #[serde(deny_unknown_fields)]
        pub struct $name {
            /// Result code: 0 on success, non-zero on failure.
            #[schema(example = 0)]
            pub code: i32,
            /// True exactly when `code` is 0.
            #[schema(example = true)]
            pub success: bool,
            /// What happened, in the borrower's language; shown on failure.
            #[schema(example = "ok")]
            pub message: String,
            /// The payload; null on failure.
            pub data: Option<$data>,
        }
    };
}

/// Declares the plain envelope (`code`, `message`, `data`, numeric code) of one endpoint.
macro_rules! plain_envelope {
    ($(#[$doc:meta])* $name:ident, $data:ty) => {
        $(#[$doc])*
        ///
        /// Plain envelope: `code` 0 on success; otherwise a non-zero `code`, the reason in
        /// `message` and `data` null.
        #[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
        #[serde(deny_unknown_fields)]
        pub struct $name {
            /// Result code: 0 on success, non-zero on failure.
            #[schema(example = 0)]
            pub code: i32,
            /// What happened; shown to the user on failure.
            #[schema(example = "ok")]
            pub message: String,
            /// The payload; null on failure.
            pub data: Option<$data>,
        }
    };
}

/// Declares the string-code envelope (`code` "00" on success) of one endpoint.
macro_rules! string_envelope {
    ($(#[$doc:meta])* $name:ident, $data:ty) => {
        $(#[$doc])*
        ///
        /// String-code envelope: `code` "00" on success; any other string is a failure with the
        /// reason in `message` and `data` null.
        #[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
        #[serde(deny_unknown_fields)]
        pub struct $name {
            /// Result code: "00" on success, anything else on failure.
            #[schema(example = "00")]
            pub code: String,
            /// What happened; shown to the user on failure.
            #[schema(example = "ok")]
            pub message: String,
            /// The payload; null on failure.
            pub data: Option<$data>,
        }
    };
}

pub(crate) use {plain_envelope, string_envelope, v3_envelope};

/// An empty payload: the call answers nothing beyond its code and message.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({}))]
pub struct Empty {}

/// The body of an error the server raises itself for a malformed request (HTTP 400) or a
/// server fault (HTTP 500), on any endpoint. `code` follows the endpoint's envelope: a non-zero
/// number, or a string other than "00" on legacy payment and the landing template.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"code": 400, "success": false, "message": "orderId: invalid digit found in string", "data": null}))]
pub struct ErrorEnvelope {
    /// Non-zero failure code (a string on string-code endpoints).
    #[schema(example = 400)]
    pub code: ErrorCode,
    /// Present (and false) on the `/v3` endpoints.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(example = false)]
    pub success: Option<bool>,
    /// What was wrong with the request, naming the field.
    #[schema(example = "orderId: invalid digit found in string")]
    pub message: String,
    /// Always null.
    #[schema(value_type = Option<Empty>)]
    pub data: Option<Empty>,
}

/// A failure code: numeric on most endpoints, a string on string-code endpoints.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(untagged)]
#[schema(example = 400)]
pub enum ErrorCode {
    /// Numeric code (`Plain` and `V3` envelopes).
    Number(i32),
    /// String code (`StringCode` envelopes), never "00".
    Text(String),
}
