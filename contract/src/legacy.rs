//! The legacy bank-card repayment flow: string success code "00", Chinese messages.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::envelope::{Empty, string_envelope};

/// Success code of the legacy flow.
pub const CODE_OK: &str = "00";
/// The SMS code was wrong ('验证码错误').
pub const CODE_WRONG_CODE: &str = "800006";
/// The same repayment was submitted twice ('请勿重复提交支付申请').
pub const CODE_DUPLICATE: &str = "800005";

/// Form body of `POST .../repayment-way`: which order the card choice is for.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RepaymentWayForm {
    /// The order being repaid.
    #[schema(minimum = 1, maximum = 999_999_999_999i64, example = 10482)]
    pub order_id: i64,
}

/// A bank card the borrower can pay with.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "camelCase")]
pub struct BankCard {
    /// Card identifier.
    #[schema(example = 7001)]
    pub id: i64,
    /// Bank name.
    #[schema(example = "招商银行")]
    pub bank_name: String,
    /// Card number, masked.
    #[schema(example = "6225 **** **** 4821")]
    pub card_no: String,
    /// Bank code.
    #[schema(example = "CMB")]
    pub bank_code: String,
}

/// Ways to pay (data of repayment-way).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "camelCase")]
pub struct RepaymentWays {
    /// 1 when Alipay is offered too.
    #[schema(minimum = 0, maximum = 1, example = 0)]
    pub alipay: i32,
    /// Token to send with the commit.
    #[schema(example = "rt-9d1c7e20")]
    pub repay_token: String,
    /// The borrower's cards.
    pub bank_cards: Vec<BankCard>,
}

string_envelope!(
    /// Response of `POST .../repayment-way`; failure shows '查询卡列表失败'.
    RepaymentWayResponse,
    RepaymentWays
);

/// Form body of `POST .../repayment-commit`: pay with the chosen card.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RepaymentCommitForm {
    /// Amount, minor units.
    #[schema(minimum = 1, maximum = 100_000_000, example = 345000)]
    pub amount: i64,
    /// Bank name of the card.
    #[schema(max_length = 64, example = "招商银行")]
    pub bank_name: String,
    /// The chosen card.
    #[schema(minimum = 1, maximum = 999_999_999_999i64, example = 7001)]
    pub card_id: i64,
    /// Card number, as listed.
    #[schema(max_length = 32, example = "6225 **** **** 4821")]
    pub card_no: String,
    /// Coupon applied; absent when none.
    #[serde(default)]
    #[schema(max_length = 32, example = "")]
    pub coupon_id: Option<String>,
    /// The order.
    #[schema(minimum = 1, maximum = 999_999_999_999i64, example = 10482)]
    pub order_id: i64,
    /// Token from repayment-way.
    #[schema(min_length = 1, max_length = 64, example = "rt-9d1c7e20")]
    pub repay_token: String,
    /// Bank code of the card.
    #[schema(max_length = 16, example = "CMB")]
    pub bank_code: String,
    /// 1: confirm by SMS code; 0: pay directly.
    #[schema(minimum = 0, maximum = 1, example = 1)]
    pub send_msg: i32,
}

/// The repayment started (data of repayment-commit).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "camelCase")]
pub struct RepaymentCommitted {
    /// 1: an SMS code was sent and must be confirmed; 0: go to the borrow detail.
    #[schema(minimum = 0, maximum = 1, example = 1)]
    pub need_valid: i32,
    /// The repayment record, for repayment-confirm.
    #[schema(example = "rr-20261122-0001")]
    pub repay_record_id: String,
}

string_envelope!(
    /// Response of `POST .../repayment-commit`: "00" started; "800005" submitted twice.
    RepaymentCommitResponse,
    RepaymentCommitted
);

/// Form body of `POST .../repayment-confirm`: the SMS code.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RepaymentConfirmForm {
    /// The order.
    #[schema(minimum = 1, maximum = 999_999_999_999i64, example = 10482)]
    pub order_id: i64,
    /// The SMS code, at least 6 characters.
    #[schema(min_length = 6, max_length = 8, example = "482913")]
    pub verify_code: String,
    /// The record from repayment-commit.
    #[schema(min_length = 1, max_length = 64, example = "rr-20261122-0001")]
    pub repayment_record_id: String,
}

string_envelope!(
    /// Response of `POST .../repayment-confirm`: "00" paid; "800006" wrong code.
    RepaymentConfirmResponse,
    Empty
);

/// Form body of `POST .../repayment-huichao`: ask for the hosted payment page.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HuichaoForm {
    /// The borrower.
    #[schema(minimum = 1, maximum = 999_999_999_999i64, example = 88123)]
    pub user_id: i64,
    /// The order.
    #[schema(minimum = 1, maximum = 999_999_999_999i64, example = 10482)]
    pub order_id: i64,
    /// Amount, minor units.
    #[schema(minimum = 1, maximum = 100_000_000, example = 345000)]
    pub amount: i64,
}

/// Where to pay (data of repayment-huichao).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct HuichaoPage {
    /// The hosted payment page; the app redirects to it.
    #[schema(example = "https://pay.example.mx/huichao/checkout?token=hc-51f2")]
    pub url: String,
}

string_envelope!(
    /// Response of `POST .../repayment-huichao`.
    HuichaoResponse,
    HuichaoPage
);
