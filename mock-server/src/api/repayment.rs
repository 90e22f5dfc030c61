//! Full and extension repayment and the repayment instruction of a channel.

use std::sync::Arc;

use contract::endpoints::{ExtensionDetailCall, GenerateVcodeCall, RepayDetailCall};
use contract::repayment::RepaymentChannel;

use crate::api::bind::{Call, Reply};
use crate::api::error::ApiError;
use crate::api::shared::Api;
use crate::scenario::Lang;

type Answer<E> = Result<Reply<E>, ApiError>;

/// Full repayment of the order.
pub fn full(call: &Call<RepayDetailCall>) -> Answer<RepayDetailCall> {
    call.reply()
}

/// Extension repayment of the order.
pub fn extension(call: &Call<ExtensionDetailCall>) -> Answer<ExtensionDetailCall> {
    call.reply()
}

/// The channels the scenario offers (full and extension repayment).
fn channels(call: &Call<GenerateVcodeCall>) -> Vec<RepaymentChannel> {
    let mut out = Vec::new();
    if let Some(detail) = call.base_of::<RepayDetailCall>().and_then(|r| r.data) {
        out.extend(detail.repay_list.into_iter().flat_map(|g| g.channels));
    }
    if let Some(detail) = call.base_of::<ExtensionDetailCall>().and_then(|r| r.data) {
        out.extend(detail.repay_list.into_iter().flat_map(|g| g.channels));
    }
    out
}

/// The instruction of the chosen channel: its voucher code, a QR image of it, the amount.
pub async fn instruction(_: Arc<Api>, call: Call<GenerateVcodeCall>) -> Answer<GenerateVcodeCall> {
    if let Some(failure) = call.scenario_failure() {
        return Ok(failure);
    }
    let form = call.form()?;
    let Some(channel) = channels(&call)
        .into_iter()
        .find(|c| c.pay_code == form.pay_code)
    else {
        if call.is_generated() {
            // A generated instruction answers whichever channel is asked for.
            return call.reply();
        }
        return Err(ApiError::refused(match call.lang {
            Lang::Es => format!("El canal de pago {} no existe", form.pay_code),
            Lang::En => format!("Payment channel {} does not exist", form.pay_code),
        }));
    };
    let mut response = call.typed()?;
    if let Some(data) = response.data.as_mut() {
        let same =
            data.repay_detail.v_code == channel.v_code && data.repay_detail.amount == form.amount;
        if same {
            return call.reply();
        }
        data.repay_detail.amount = form.amount;
        // A channel listed without a voucher gets one when its instruction is asked for: the
        // scenario's own code, so the QR image still holds a real code.
        if !channel.v_code.is_empty() {
            data.repay_detail.v_code = channel.v_code.clone();
        }
        data.repay_detail.repay_code = format!("/__mock/media/qr/{}.png", data.repay_detail.v_code);
        data.top_logo = channel.logo.clone();
        data.repay_detail.repay_title = match call.lang {
            Lang::Es => format!("Pago en {}", form.pay_code),
            Lang::En => format!("Pay at {}", form.pay_code),
        };
        data.repay_detail.repay_des = channel.desc.clone();
    }
    Ok(Reply::Typed(response))
}
