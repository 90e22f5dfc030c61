//! Loan confirm, loan push, loan details, the store rating and the loan agreement.

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::common::{OrderStatus, TextValue};
use crate::envelope::{Empty, v3_envelope};

/// Query of `GET /throughout/v3/loan-confirm/loan-detail-confirm`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct LoanConfirmQuery {
    /// The product being borrowed.
    #[param(minimum = 1, maximum = 999_999_999, example = 3)]
    pub product_id: i64,
    /// 1 on the reload 5.5 s after the waiting modal; absent on the first load.
    #[param(minimum = 0, maximum = 1, example = 1)]
    pub is_type: Option<i32>,
}

/// One instalment of the repayment plan on loan confirm.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"title": "Cuota 1", "amount": 345000, "description": "Capital + intereses", "pay_time": "2026-12-07"}))]
pub struct RepayPlanItem {
    /// Instalment label.
    #[schema(example = "Cuota 1")]
    pub title: String,
    /// Amount due, minor units.
    #[schema(example = 345000)]
    pub amount: i64,
    /// What the amount covers.
    #[schema(example = "Capital + intereses")]
    pub description: String,
    /// Due date, YYYY-MM-DD.
    #[schema(example = "2026-12-07")]
    pub pay_time: String,
}

/// The loan offer shown on loan confirm (data of loan-detail-confirm).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "camelCase")]
pub struct LoanConfirm {
    /// Date of the first repayment, YYYY-MM-DD.
    #[schema(example = "2026-12-07")]
    pub first_pay_time: String,
    /// Disbursal amount, minor units.
    #[schema(example = 300000)]
    pub amount: i64,
    /// Number of periods (the loan term in `termUnit`s).
    #[schema(example = 15)]
    pub periods: i32,
    /// Unit of `periods`: 1 is days.
    #[schema(example = 1)]
    pub term_unit: i32,
    /// 1: show the waiting modal and reload after 5.5 s with isType=1; 0: no modal.
    #[schema(minimum = 0, maximum = 1, example = 0)]
    pub is_need_pop: i32,
    /// 1 when the backend will send an SMS on submit.
    #[schema(minimum = 0, maximum = 1, example = 0)]
    pub send_sms: i32,
    /// The detail list (label and formatted value).
    #[schema(example = json!([{"text": "Monto recibido", "value": "$2.700,00"}, {"text": "Comisión", "value": "$300,00"}]))]
    pub details: Vec<TextValue>,
    /// The repayment plan.
    #[serde(rename = "repay_plans")]
    #[schema(example = json!([{"title": "Cuota 1", "amount": 345000, "description": "Capital + intereses", "pay_time": "2026-12-07"}]))]
    pub repay_plans: Vec<RepayPlanItem>,
    /// The rate, formatted.
    #[schema(example = "0.0065%")]
    pub loan_rate: String,
    /// Text shown beside the rate.
    #[serde(rename = "ratemsg")]
    #[schema(example = "Interés diario")]
    pub ratemsg: String,
    /// Text describing the amount.
    #[schema(example = "Monto del préstamo")]
    pub amount_dec: String,
    /// URL of the loan contract; empty when there is none (then no agreement checkbox).
    #[schema(example = "https://h5.example.mx/loan-agreement?orderNo=MX202611220001")]
    pub is_new_contract: String,
    /// Kind of message the waiting modal shows.
    #[schema(example = 1)]
    pub message_type: i32,
    /// Product logo URL.
    #[schema(example = "/__mock/media/logo/credito-agil.png")]
    pub com_product_logo: String,
    /// Product name.
    #[schema(example = "Crédito Ágil")]
    pub com_product_name: String,
    /// Coupon amount, minor units; absent or null when no coupon applies (no coupon row).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(example = 5000)]
    pub cou_num: Option<i64>,
}

v3_envelope!(
    /// Response of `GET /throughout/v3/loan-confirm/loan-detail-confirm`.
    LoanConfirmResponse,
    LoanConfirm
);

/// Form body of `POST /throughout/v3/loan-confirm/loan-detail-push`: submits the loan.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoanPushForm {
    /// The amount confirmed, minor units.
    #[schema(minimum = 1, maximum = 100_000_000, example = 300000)]
    pub amount: i64,
    /// Periods of the term.
    #[schema(minimum = 1, maximum = 365, example = 15)]
    pub periods: i32,
    /// Unit of the term: 1 is days.
    #[schema(minimum = 1, maximum = 3, example = 1)]
    pub term_unit: i32,
    /// The product borrowed.
    #[schema(minimum = 1, maximum = 999_999_999, example = 3)]
    pub product_id: i64,
}

/// Data of loan-detail-push: where the app goes next.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "camelCase")]
pub struct LoanPushed {
    /// Page that replaces loan confirm (the session query and from=confirm are appended).
    #[schema(example = "/loan-detail?orderId=10482&productId=3")]
    pub lend_details_url: String,
}

v3_envelope!(
    /// Response of `POST /throughout/v3/loan-confirm/loan-detail-push`.
    LoanPushResponse,
    LoanPushed
);

/// Query of the calls that take a product and an order (loan details, repayment detail,
/// extension detail).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct OrderQuery {
    /// The product of the order.
    #[param(minimum = 1, maximum = 999_999_999, example = 3)]
    pub product_id: i64,
    /// The order.
    #[param(minimum = 1, maximum = 999_999_999_999i64, example = 10482)]
    pub order_id: i64,
}

/// The detail list of an order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct UserOrderDetail {
    /// Rows of label and formatted value.
    #[schema(example = json!([{"text": "Monto del préstamo", "value": "$3.000,00"}, {"text": "Fecha de vencimiento", "value": "2026-12-07"}]))]
    pub detail: Vec<TextValue>,
}

/// An order as loan details shows it (data of loan-details).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "camelCase")]
pub struct LoanDetails {
    /// Status code of the order; see [`OrderStatus`].
    pub order_status: OrderStatus,
    /// Status banner title.
    #[schema(example = "Pendiente de pago")]
    pub notice_status_text: String,
    /// Status banner description.
    #[schema(example = "Pague antes del 2026-12-07 para evitar cargos por mora.")]
    pub notice_des_text: String,
    /// Product name.
    #[schema(example = "Crédito Ágil")]
    pub product_name: String,
    /// Product logo URL.
    #[schema(example = "/__mock/media/logo/credito-agil.png")]
    pub product_logo: String,
    /// The detail list.
    pub user_order_detail: UserOrderDetail,
    /// Backend flag passed through to the page (meaning not given by the specification).
    #[schema(example = 0)]
    pub inside: i32,
    /// 1 when the rating modal should be offered.
    #[schema(minimum = 0, maximum = 1, example = 1)]
    pub is_score: i32,
    /// A page of the product to open from loan details; empty when none.
    #[schema(example = "")]
    pub h5_url: String,
    /// 1 when the order may be extended (extension button on 174 and 180).
    #[schema(minimum = 0, maximum = 1, example = 0)]
    pub is_delay: i32,
    /// URL of the loan contract; empty when none.
    #[schema(example = "https://h5.example.mx/loan-agreement?orderNo=MX202611220001")]
    pub is_new_contract: String,
}

v3_envelope!(
    /// Response of `GET /throughout/v3/loan-details/loan-details`.
    LoanDetailsResponse,
    LoanDetails
);

/// Form body of `POST /throughout/v3/loan-details/google-score`: the borrower's rating.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ScoreForm {
    /// Stars, 1 to 5; 4 or more also opens the store rating.
    #[schema(minimum = 1, maximum = 5, example = 5)]
    pub score: i32,
}

v3_envelope!(
    /// Response of `POST /throughout/v3/loan-details/google-score`.
    ScoreResponse,
    Empty
);

/// Query of `GET /throughout/v3/loan-details/contract-detail`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ContractQuery {
    /// The order number of the agreement.
    #[param(
        min_length = 1,
        max_length = 40,
        pattern = "^[A-Za-z0-9-]+$",
        example = "MX202611220001"
    )]
    pub order_no: String,
}

/// The loan agreement's fields (data of contract-detail).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ContractDetail {
    /// Borrower's full name.
    #[serde(rename = "userName")]
    #[schema(example = "María Fernanda López García")]
    pub user_name: String,
    /// Product name.
    #[serde(rename = "productName")]
    #[schema(example = "Crédito Ágil")]
    pub product_name: String,
    /// Principal, minor units.
    #[schema(example = 300000)]
    pub amount: i64,
    /// The borrower's bank account (masked).
    #[serde(rename = "bankNo")]
    #[schema(example = "**** **** **** 4821")]
    pub bank_no: String,
    /// Date the lender pays out, YYYY-MM-DD.
    #[serde(rename = "daiDate")]
    #[schema(example = "2026-11-22")]
    pub dai_date: String,
    /// Date the borrower repays, YYYY-MM-DD.
    #[serde(rename = "planDate")]
    #[schema(example = "2026-12-07")]
    pub plan_date: String,
    /// Total contract amount, minor units.
    #[serde(rename = "contractAmount")]
    #[schema(example = 345000)]
    pub contract_amount: i64,
    /// Commission, minor units.
    #[schema(example = 30000)]
    pub commission: i64,
    /// Interest, minor units.
    #[serde(rename = "Interest")]
    #[schema(example = 2925)]
    pub interest: i64,
    /// Value added tax (16% of interest plus commission), minor units.
    #[serde(rename = "IVA")]
    #[schema(example = 5268)]
    pub iva: i64,
    /// Amount the borrower receives, minor units.
    #[serde(rename = "giveAmount")]
    #[schema(example = 270000)]
    pub give_amount: i64,
    /// Borrower's address.
    #[serde(rename = "userAddress")]
    #[schema(example = "Av. Insurgentes Sur 1235, Col. Del Valle, CDMX")]
    pub user_address: String,
    /// Date the agreement was signed, YYYY-MM-DD.
    #[serde(rename = "contractDate")]
    #[schema(example = "2026-11-22")]
    pub contract_date: String,
    /// The lending company.
    #[schema(example = "Financiera Ágil S.A. de C.V., SOFOM, E.N.R.")]
    pub company: String,
}

v3_envelope!(
    /// Response of `GET /throughout/v3/loan-details/contract-detail`; on failure `success` is
    /// false and the screen shows `message`.
    ContractDetailResponse,
    ContractDetail
);
