//! The one error type of the API and the one place where it becomes an envelope.
//!
//! HTTP status policy:
//! - a request the server cannot read (missing or ill-typed field, a value outside the range
//!   the contract documents, an unknown scenario name): **400**;
//! - a body over the limit or a request body of the wrong content type: also **400** (the
//!   contract documents 200, 400 and 500 only), with code 413 or 415 in the envelope;
//! - a refusal by a business rule (wrong captcha or SMS code, empty complaint, tenth image,
//!   not an image, unknown orderNo or problemId ...): **200** with a non-zero code, because
//!   that is what the product reads and shows to the user;
//! - a borrower or legacy-payment call without its launch identity (`sessionId` and
//!   `deviceId`, the document's security schemes; absent or empty): **401** with code 401,
//!   as the real backend answers a call it cannot tie to a borrower; checked before anything
//!   else of the request is read;
//! - a path of the contract called with another method: **405** with code 405 and `Allow`;
//! - injected faults (`--fault-rate`, `mock_fault_rate`, scenario `server-error`): **500**;
//! - an `Idempotency-Key` that is not a key at all (code 400): **400**; one sent again with
//!   another payload (code 422), or while its first request is still being answered (code
//!   409): **200**, a refusal like the call's own, since the request itself was well formed
//!   (docs/api.md "Retries and the Idempotency-Key header").
//!
//! In every case the body is the endpoint's envelope (`contract::ErrorEnvelope`): the numeric
//! code for `Plain` and `V3` (with `success: false` on `V3`), the code as a string for
//! `StringCode`.

use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use contract::{EnvelopeKind, ErrorCode, ErrorEnvelope};

/// Everything that can go wrong in an API call.
#[derive(Debug, Clone, PartialEq)]
pub enum ApiError {
    /// The request could not be read (HTTP 400, code 400).
    BadRequest(String),
    /// The body is over the limit (HTTP 400, code 413).
    TooLarge(String),
    /// The request body has the wrong content type (HTTP 400, code 415).
    UnsupportedMediaType(String),
    /// A business rule refused the call (HTTP 200, the given non-zero code).
    Refused {
        /// The code the product reads (101, 11, -1, 800005 ...).
        code: i32,
        /// What the user is told.
        message: String,
    },
    /// The call carries no launch identity (HTTP 401, code 401).
    NoBorrower(String),
    /// An injected fault (HTTP 500, code 500).
    Fault(String),
    /// No such API path (HTTP 404, code 404).
    NotFound(String),
    /// The path is a call of the contract but not with this method (HTTP 405, code 405).
    MethodNotAllowed(String),
    /// An `Idempotency-Key` already used with another payload (a 200 refusal, code 422).
    KeyReused(String),
    /// An `Idempotency-Key` whose first request is still being answered (a 200 refusal, code 409).
    KeyInFlight(String),
}

impl ApiError {
    /// A business refusal with code 1 (the generic failure code).
    pub fn refused(message: impl Into<String>) -> Self {
        ApiError::refused_with(1, message)
    }

    /// A business refusal with a specific code.
    pub fn refused_with(code: i32, message: impl Into<String>) -> Self {
        ApiError::Refused {
            code,
            message: message.into(),
        }
    }

    /// A 400 naming the problem.
    pub fn bad(message: impl Into<String>) -> Self {
        ApiError::BadRequest(message.into())
    }

    fn parts(&self) -> (StatusCode, i32, &str) {
        match self {
            ApiError::BadRequest(m) => (StatusCode::BAD_REQUEST, 400, m),
            ApiError::TooLarge(m) => (StatusCode::BAD_REQUEST, 413, m),
            ApiError::UnsupportedMediaType(m) => (StatusCode::BAD_REQUEST, 415, m),
            ApiError::Refused { code, message } => (StatusCode::OK, *code, message),
            ApiError::NoBorrower(m) => (StatusCode::UNAUTHORIZED, 401, m),
            ApiError::Fault(m) => (StatusCode::INTERNAL_SERVER_ERROR, 500, m),
            ApiError::NotFound(m) => (StatusCode::NOT_FOUND, 404, m),
            ApiError::MethodNotAllowed(m) => (StatusCode::METHOD_NOT_ALLOWED, 405, m),
            ApiError::KeyReused(m) => (StatusCode::OK, 422, m),
            ApiError::KeyInFlight(m) => (StatusCode::OK, 409, m),
        }
    }

    /// The error as the envelope of an endpoint with envelope `kind`.
    pub fn into_envelope(self, kind: EnvelopeKind) -> Response {
        let (status, code, message) = self.parts();
        let body = ErrorEnvelope {
            code: match kind {
                EnvelopeKind::StringCode => ErrorCode::Text(code.to_string()),
                _ => ErrorCode::Number(code),
            },
            success: (kind == EnvelopeKind::V3).then_some(false),
            message: message.to_owned(),
            data: None,
        };
        json_response(status, serde_json::to_vec(&body).unwrap_or_default())
    }

    /// The message, for logs and tests.
    pub fn message(&self) -> &str {
        self.parts().2
    }
}

/// A JSON response with the given status and body.
pub fn json_response(status: StatusCode, body: impl Into<axum::body::Body>) -> Response {
    let json = [(header::CONTENT_TYPE, "application/json")];
    (status, json, body.into()).into_response()
}
