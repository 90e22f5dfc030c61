//! Full repayment, extension (deferred) repayment and the repayment instruction.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::common::TextValue;
use crate::envelope::v3_envelope;

/// A way to pay (a store, a bank transfer, a wallet).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RepaymentChannel {
    /// Channel logo URL.
    #[schema(example = "/__mock/media/logo/oxxo.png")]
    pub logo: String,
    /// What the channel is and how long the payment takes.
    #[schema(example = "Pago en efectivo en tiendas OXXO, se acredita en 24 h")]
    pub desc: String,
    /// Code of the channel, sent to generate-vcode.
    #[serde(rename = "payCode")]
    #[schema(example = "OXXO")]
    pub pay_code: String,
    /// Voucher code to copy; empty when the channel has none.
    #[serde(rename = "vCode")]
    #[schema(example = "93000412345678")]
    pub v_code: String,
    /// URL of the voucher's barcode image; empty when none (no barcode icon).
    #[serde(rename = "BARcodeImg")]
    #[schema(example = "/__mock/media/barcode/93000412345678.png")]
    pub barcode_img: String,
}

/// Channels grouped under a title ("Pago en efectivo", "Transferencia bancaria").
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ChannelGroup {
    /// Group heading.
    #[schema(example = "Pago en efectivo")]
    pub title: String,
    /// The channels of the group.
    pub channels: Vec<RepaymentChannel>,
}

/// Full repayment of an order (data of loan-play-detail).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "camelCase")]
pub struct RepayDetail {
    /// Amount to repay, minor units.
    #[schema(example = 345000)]
    pub repay_amount: i64,
    /// Product name.
    #[schema(example = "Crédito Ágil")]
    pub product_name: String,
    /// Due date, YYYY-MM-DD.
    #[schema(example = "2026-12-07")]
    pub repay_date: String,
    /// Product logo URL.
    #[schema(example = "/__mock/media/logo/credito-agil.png")]
    pub product_logo: String,
    /// Breakdown of the amount (folded to the first 2 rows on screen).
    #[schema(example = json!([{"text": "Capital", "value": "$3.000,00"}, {"text": "Intereses", "value": "$29,25"}, {"text": "Comisión", "value": "$300,00"}]))]
    pub detail: Vec<TextValue>,
    /// Channels grouped by title.
    pub repay_list: Vec<ChannelGroup>,
    /// Notice shown under the amount.
    #[schema(example = "Conserve su comprobante de pago.")]
    pub notice_msg: String,
}

v3_envelope!(
    /// Response of `GET /throughout/v3/installment/loan-play-detail`.
    RepayDetailResponse,
    RepayDetail
);

/// The extension offer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "camelCase")]
pub struct DelayInfo {
    /// Amount to pay for the extension, minor units.
    #[schema(example = 52500)]
    pub delay_amount: i64,
    /// The new repayment date, YYYY-MM-DD (up to 7 days later).
    #[schema(example = "2026-12-14")]
    pub delay_time: String,
    /// Heading of the offer.
    #[schema(example = "Extienda su plazo 7 días")]
    pub heading: String,
}

/// One row of the extension plan.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ExtensionPlanRow {
    /// What happens.
    #[schema(example = "Nueva fecha de pago")]
    pub title: String,
    /// When, YYYY-MM-DD.
    #[schema(example = "2026-12-14")]
    pub time: String,
}

/// Extension repayment of an order (data of loan-play-delay-detail).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "camelCase")]
pub struct ExtensionDetail {
    /// Product logo URL.
    #[schema(example = "/__mock/media/logo/credito-agil.png")]
    pub product_logo: String,
    /// Product name.
    #[schema(example = "Crédito Ágil")]
    pub product_name: String,
    /// The extension offer.
    pub delay_info: DelayInfo,
    /// The plan list.
    pub repay_plan: Vec<ExtensionPlanRow>,
    /// Channels grouped by title.
    pub repay_list: Vec<ChannelGroup>,
    /// Notice shown under the amount.
    #[schema(example = "La extensión se aplica al acreditarse el pago.")]
    pub notice_msg: String,
    /// A note at the bottom of the page.
    #[schema(example = "Puede extender su préstamo hasta 7 días.")]
    pub note: String,
}

v3_envelope!(
    /// Response of `GET /throughout/v3/installment/loan-play-delay-detail`.
    ExtensionDetailResponse,
    ExtensionDetail
);

/// Form body of `POST /throughout/v3/loan-details/generate-vcode`: asks for the payment
/// instruction of one channel.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GenerateVcodeForm {
    /// The product of the order.
    #[schema(minimum = 1, maximum = 999_999_999, example = 3)]
    pub product_id: i64,
    /// The order.
    #[schema(minimum = 1, maximum = 999_999_999_999i64, example = 10482)]
    pub order_id: i64,
    /// Amount to pay, minor units.
    #[schema(minimum = 1, maximum = 100_000_000, example = 345000)]
    pub amount: i64,
    /// The channel's payCode.
    #[schema(min_length = 1, max_length = 32, example = "OXXO")]
    pub pay_code: String,
    /// 1: full repayment; 2: extension.
    #[schema(minimum = 1, maximum = 2, example = 1)]
    pub request_type: i32,
}

/// The payment reference of an instruction.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "camelCase")]
pub struct RepayReference {
    /// Amount to pay, minor units.
    #[schema(example = 345000)]
    pub amount: i64,
    /// Title of the instruction.
    #[schema(example = "Pago en OXXO")]
    pub repay_title: String,
    /// How to pay.
    #[schema(example = "Muestre el código en caja y pague el monto exacto.")]
    pub repay_des: String,
    /// URL of the code image (a QR code of `vCode`).
    #[schema(example = "/__mock/media/qr/93000412345678.png")]
    pub repay_code: String,
    /// The voucher code.
    #[serde(rename = "vCode")]
    #[schema(example = "93000412345678")]
    pub v_code: String,
    /// Company the payment goes to (copyable).
    #[schema(example = "Financiera Ágil S.A. de C.V.")]
    pub company_name: String,
}

/// An extra instruction section.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct InstructionSection {
    /// Section title.
    #[schema(example = "Pasos para pagar")]
    pub title: String,
    /// Its paragraphs.
    #[schema(example = json!(["Acuda a cualquier tienda OXXO.", "Indique que realizará un pago de servicio."]))]
    pub content: Vec<String>,
}

/// The optional image list of an instruction.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct InstructionImages {
    /// Title of the list.
    #[schema(example = "Ejemplo de comprobante")]
    pub title: String,
    /// Link text (an e-mail address to send the receipt to).
    #[serde(rename = "eMail")]
    #[schema(example = "pagos@creditoagil.mx")]
    pub e_mail: String,
    /// Image URLs.
    #[schema(example = json!(["/__mock/media/logo/receipt.png"]))]
    pub content: Vec<String>,
}

/// The repayment instruction (data of generate-vcode).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "camelCase")]
pub struct RepaymentInstruction {
    /// Logo at the top.
    #[schema(example = "/__mock/media/logo/oxxo.png")]
    pub top_logo: String,
    /// The payment reference.
    pub repay_detail: RepayReference,
    /// Extra instruction sections.
    pub data_list: Vec<InstructionSection>,
    /// Optional image list; absent or null when none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub img_list: Option<InstructionImages>,
    /// Logo at the bottom.
    #[schema(example = "/__mock/media/logo/credito-agil.png")]
    pub bottom_logo: String,
}

v3_envelope!(
    /// Response of `POST /throughout/v3/loan-details/generate-vcode`.
    GenerateVcodeResponse,
    RepaymentInstruction
);
