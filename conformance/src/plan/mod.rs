//! The calls, in the order the screens make them, each with what the screens send: the
//! launch parameters, the call's own parameters, and values taken from earlier answers (the
//! agreement's order from loan details, a complaint from the list, the promotion page's sid,
//! the card and token of the card list) as the document's links and the screens follow them
//! (docs/verify.md "What it calls").
//!
//! - [`borrower`]: loan confirm and details, the rating, the agreement, repayment and its
//!   instruction, complaints, customer service;
//! - [`pages`]: the promotion page and the legacy card payment;
//! - [`values`]: what the calls take from the answers before them.

use crate::run::Run;

mod borrower;
mod pages;
mod values;

/// Every call of the contract, once each.
pub async fn all(run: &mut Run<'_>) {
    let repay = borrower::loan(run).await;
    borrower::complaints(run).await;
    pages::promotion(run).await;
    pages::legacy(run, repay).await;
}
