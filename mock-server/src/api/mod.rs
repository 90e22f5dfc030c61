//! The API layer: every call of the contract, answered.
//!
//! - [`bind`]: ties each handler to the contract's definition of its endpoint, reads and
//!   checks the request (launch parameters, query, form, multipart, the document's ranges);
//! - [`error`]: the one error type and the one place it becomes the envelope;
//! - [`shared`]: [`Api`], what the handlers share;
//! - the handlers, one module per area of the product (loan, repayment, complaint, service,
//!   promotion, legacy payment).
//!
//! May use: [`crate::scenario`], [`crate::state`], [`crate::media`]. Never the front or the
//! QA tools, which sit above it; its state, [`Api`], is theirs too.

use std::sync::Arc;

use axum::Router;
use contract::endpoints::*;

use crate::api::bind::{bind, bind_pure};
use crate::api::shared::Api;

pub mod bind;
pub mod error;
pub mod shared;

pub mod complaint;
pub mod journey;
pub mod legacy_payment;
pub mod loan;
pub mod promotion;
pub mod repayment;
pub mod service;

/// Every endpoint of the contract, routed. The pure ones (`bind_pure`) have no state in their
/// signature, so they cannot change or read it; `journey::bind_journey*` puts the `journey`
/// scenario's answer in front of a handler (docs/journeys.md).
pub fn routes() -> Router<Arc<Api>> {
    let r = Router::new();
    let r = journey::bind_journey_pure(r, journey::confirm, loan::confirm);
    let r = journey::bind_journey(r, journey::push, loan::push);
    let r = journey::bind_journey_pure(r, journey::details, loan::details);
    let r = bind::<GoogleScoreCall, _, _>(r, loan::score);
    let r = journey::bind_journey_pure(r, journey::agreement, loan::agreement);
    let r = journey::bind_journey_pure(r, journey::repay, repayment::full);
    let r = journey::bind_journey_pure(r, journey::extension, repayment::extension);
    let r = journey::bind_journey(r, journey::instruction, repayment::instruction);
    let r = journey::bind_journey(r, journey::complaint_init, complaint::init);
    let r = bind::<UploadProblemImageCall, _, _>(r, complaint::upload);
    let r = bind::<ProblemSaveCall, _, _>(r, complaint::save);
    let r = bind::<ProblemListCall, _, _>(r, complaint::list);
    let r = bind::<ProblemDetailCall, _, _>(r, complaint::detail);
    let r = bind_pure::<GetWhatsappCall>(r, service::contacts);
    let r = bind_pure::<ChannelTemplateCall>(r, promotion::template);
    let r = bind::<TrackVisitCall, _, _>(r, promotion::track_visit);
    let r = bind::<GetSidCall, _, _>(r, promotion::sid);
    let r = bind::<GetCaptchaCall, _, _>(r, promotion::captcha);
    let r = bind::<GetSmsCall, _, _>(r, promotion::sms);
    let r = bind::<TrackClickCall, _, _>(r, promotion::track_click);
    let r = bind::<RegisterCall, _, _>(r, promotion::register);
    let r = bind::<RepaymentWayCall, _, _>(r, legacy_payment::cards);
    let r = bind::<RepaymentCommitCall, _, _>(r, legacy_payment::commit);
    let r = bind::<RepaymentConfirmCall, _, _>(r, legacy_payment::confirm);
    bind::<RepaymentHuichaoCall, _, _>(r, legacy_payment::hosted_page)
}

/// Whether `path` is API-shaped (under a prefix the contract uses).
pub fn is_api_path(path: &str) -> bool {
    path.starts_with("/throughout/") || path.starts_with("/api/")
}
