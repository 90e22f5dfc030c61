//! The `generated` scenario's answers as a handler sees them: generated for the call's
//! endpoint and checked into its response type like a scenario's answers.

use contract::Endpoint;

use crate::api::error::ApiError;
use crate::scenario::generated;
use crate::scenario::{Canned, Lang};

/// The `generated` answer of endpoint `F` for `seed` and `lang`, validated into
/// `F::Response`; a failure is a defect of the generator, answered as a server fault.
pub(super) fn generate<F: Endpoint>(
    document: &serde_json::Value,
    seed: u64,
    lang: Lang,
) -> Result<Canned, ApiError> {
    let method = F::METHOD.as_str().to_ascii_lowercase();
    let request = generated::Request {
        path: F::PATH,
        method: &method,
        seed,
        lang,
    };
    generated::generate(document, request)
        .and_then(|value| Canned::of::<F>(value, lang))
        .map_err(|e| ApiError::Fault(format!("generated answer of {}: {e}", F::ID)))
}
