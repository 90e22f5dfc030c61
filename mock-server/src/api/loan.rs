//! Loan confirm, loan details, rating and the loan agreement.

use std::sync::Arc;

use contract::endpoints::{
    ContractDetailCall, GoogleScoreCall, LoanConfirmCall, LoanDetailsCall, LoanPushCall,
    ProblemInitCall,
};

use crate::api::bind::{Call, Reply};
use crate::api::error::ApiError;
use crate::api::shared::Api;
use crate::scenario::Lang;

type Answer<E> = Result<Reply<E>, ApiError>;

/// The loan offer; the scenario's `isType` variant answers the reload.
pub fn confirm(call: &Call<LoanConfirmCall>) -> Answer<LoanConfirmCall> {
    call.reply()
}

/// Submits the loan.
pub async fn push(_: Arc<Api>, call: Call<LoanPushCall>) -> Answer<LoanPushCall> {
    call.reply()
}

/// The order's details (the benchmark's hot path: canned bytes, no JSON work).
pub fn details(call: &Call<LoanDetailsCall>) -> Answer<LoanDetailsCall> {
    call.reply()
}

/// Records the star rating.
pub async fn score(app: Arc<Api>, call: Call<GoogleScoreCall>) -> Answer<GoogleScoreCall> {
    if let Some(failure) = call.scenario_failure() {
        return Ok(failure);
    }
    let score = call.form()?.score;
    app.store.lock().session(call.session()).scores.push(score);
    call.reply()
}

/// The agreement of an order the borrower has.
pub fn agreement(call: &Call<ContractDetailCall>) -> Answer<ContractDetailCall> {
    if let Some(failure) = call.scenario_failure() {
        return Ok(failure);
    }
    let order_no = &call.query.order_no;
    if !known_order(call, order_no) {
        return Err(ApiError::refused(match call.lang {
            Lang::Es => format!("No existe la orden {order_no}"),
            Lang::En => format!("Order {order_no} does not exist"),
        }));
    }
    call.reply()
}

/// Whether `order_no` is one of the borrower's orders in the call's scenario.
pub fn known_order<E: contract::Endpoint>(call: &Call<E>, order_no: &str) -> bool {
    // Generated orders are drawn at random: any order the app asks for is one of them.
    call.is_generated()
        || call
            .base_of::<ProblemInitCall>()
            .and_then(|r| r.data)
            .is_some_and(|init| {
                init.order_list.iter().any(|o| o.order_no == order_no)
                    || init.order_detail.is_some_and(|o| o.order_no == order_no)
            })
}
