//! Names both sides must spell alike: the launch query parameters and the headers each client
//! copies from them. The OpenAPI document lists them (parameters, security schemes and the
//! `x-constants` extension); the app reads them from the module generated from it and the mock
//! server's journal from this crate. Where they come from: `docs/constants.md`.

/// The launch query parameters, in the order the app keeps them: the page's query string
/// carries them, the app keeps them for the session and adds them to every borrower and
/// legacy-payment call. The fields of [`crate::LaunchParams`] (a test checks both agree).
pub const LAUNCH_PARAMS: [&str; 9] = [
    "sessionId",
    "deviceId",
    "appVersion",
    "deviceName",
    "osVersion",
    "advertisingId",
    "productId",
    "orderId",
    "language",
];
/// The launch parameter whose value "1" asks for English; anything else is Spanish.
pub const LANGUAGE_PARAM: &str = "language";
/// The value of [`LANGUAGE_PARAM`] that means English.
pub const LANGUAGE_ENGLISH: &str = "1";

/// Headers the JSON client sends on a GET, each copied from the launch query parameter of the
/// same name (empty when absent).
pub const JSON_CLIENT_HEADERS: [&str; 5] = ["crp_phe", "dearest", "showy", "dearer", "language"];
/// Headers the form client sends on a POST, copied the same way.
pub const FORM_CLIENT_HEADERS: [&str; 2] = ["swift", "eyes"];
/// The marker header both clients send, and its value.
pub const XHR_HEADER: (&str, &str) = ("X-Requested-With", "XMLHttpRequest");
/// The request header that names one intended action on every call that changes something
/// ([`Endpoint::WRITES`](crate::Endpoint::WRITES)): a retry carries the same value, so the server
/// answers it with the first answer instead of acting twice (docs/api.md "Retries and the
/// Idempotency-Key header").
pub const IDEMPOTENCY_KEY_HEADER: &str = "Idempotency-Key";
/// The longest `Idempotency-Key` a server takes.
pub const IDEMPOTENCY_KEY_MAX_LEN: usize = 255;
/// What an `Idempotency-Key` is: 1 to [`IDEMPOTENCY_KEY_MAX_LEN`] visible ASCII characters, no
/// space (the document states it; the mock server refuses anything else).
pub const IDEMPOTENCY_KEY_PATTERN: &str = "^[!-~]+$";
