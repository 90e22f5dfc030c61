//! The legacy bank-card repayment flow (string code "00" on success, Chinese messages).

use std::sync::Arc;

use contract::endpoints::{
    RepaymentCommitCall, RepaymentConfirmCall, RepaymentHuichaoCall, RepaymentWayCall,
};

use crate::api::bind::{Call, Reply};
use crate::api::error::ApiError;
use crate::api::shared::Api;
use crate::state::{Commit, digits};

type Answer<E> = Result<Reply<E>, ApiError>;

/// Wrong SMS code.
pub const WRONG_CODE: i32 = 800_006;
/// The same payment submitted twice.
pub const DUPLICATE: i32 = 800_005;
/// No such repayment record.
pub const UNKNOWN_RECORD: i32 = 800_004;

/// Bank cards and the repay token.
pub async fn cards(_: Arc<Api>, call: Call<RepaymentWayCall>) -> Answer<RepaymentWayCall> {
    call.reply()
}

/// Commits a card repayment: asks for an SMS code when `sendMsg` is 1 (or the scenario says
/// so); the same commit twice is refused.
///
/// Resend (docs/decisions.md "Contract shapes"): the same commit (order, token, card, amount) again with
/// `sendMsg=1` while its record still waits for its code is not a second payment: it issues a
/// new code for that record (the old one stops working) and answers "00", `needValid` 1 and the
/// same record id. Once the record is confirmed (or needed no code) the same commit is 800005.
pub async fn commit(app: Arc<Api>, call: Call<RepaymentCommitCall>) -> Answer<RepaymentCommitCall> {
    if let Some(failure) = call.scenario_failure() {
        return Ok(failure);
    }
    let form = call.form()?;
    let key = format!(
        "{}|{}|{}|{}",
        form.order_id, form.repay_token, form.card_id, form.amount
    );
    let mut response = call.typed()?;
    let session = call.session().to_owned();
    let mut world = app.store.lock();
    if let Some(pending) = world.session(&session).commits.get(&key) {
        if pending.done || form.send_msg != 1 {
            return Err(ApiError::refused_with(DUPLICATE, "请勿重复提交支付申请"));
        }
        let record_id = pending.record_id.clone();
        let code = digits(6);
        world.post(&session, "legacy-sms", &form.order_id.to_string(), &code);
        if let Some(pending) = world.session(&session).commits.get_mut(&key) {
            pending.code = Some(code);
        }
        drop(world);
        if let Some(data) = response.data.as_mut() {
            data.need_valid = 1;
            data.repay_record_id = record_id;
        }
        return Ok(Reply::Typed(response));
    }
    let need_valid = response.data.as_ref().map_or(0, |d| d.need_valid);
    let record_id = format!("rr-{}", world.next_id());
    let code = (need_valid == 1).then(|| digits(6));
    if let Some(code) = &code {
        world.post(&session, "legacy-sms", &form.order_id.to_string(), code);
    }
    world.add_commit(
        &session,
        key,
        Commit {
            record_id: record_id.clone(),
            code,
            order_id: form.order_id.to_string(),
            done: need_valid != 1,
        },
    );
    drop(world);
    if let Some(data) = response.data.as_mut() {
        data.repay_record_id = record_id;
    }
    Ok(Reply::Typed(response))
}

/// Confirms a committed repayment with its SMS code.
pub async fn confirm(
    app: Arc<Api>,
    call: Call<RepaymentConfirmCall>,
) -> Answer<RepaymentConfirmCall> {
    if let Some(failure) = call.scenario_failure() {
        return Ok(failure);
    }
    let form = call.form()?;
    let mut world = app.store.lock();
    let session = world.session(call.session());
    let Some(commit) = session
        .commits
        .values_mut()
        .find(|c| c.record_id == form.repayment_record_id)
    else {
        return Err(ApiError::refused_with(UNKNOWN_RECORD, "还款记录不存在"));
    };
    if commit.order_id != form.order_id.to_string() {
        return Err(ApiError::refused_with(UNKNOWN_RECORD, "还款记录与订单不符"));
    }
    if commit.done {
        return Err(ApiError::refused_with(DUPLICATE, "请勿重复提交支付申请"));
    }
    if commit.code.as_deref() != Some(form.verify_code.as_str()) {
        return Err(ApiError::refused_with(WRONG_CODE, "验证码错误"));
    }
    commit.done = true;
    drop(world);
    call.reply()
}

/// The hosted payment page.
pub async fn hosted_page(
    _: Arc<Api>,
    call: Call<RepaymentHuichaoCall>,
) -> Answer<RepaymentHuichaoCall> {
    call.reply()
}
