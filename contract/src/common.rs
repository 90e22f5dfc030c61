//! Types shared by several calls: launch parameters, list rows, money, order status.

use serde::{Deserialize, Serialize};
use utoipa::openapi::path::{Parameter, ParameterIn};
use utoipa::{IntoParams, PartialSchema, ToSchema};

/// An amount of money in minor units (cents or paise): the app divides by 100 and shows two
/// decimals.
pub type Money = i64;

/// The launch parameters of the web view: read from the page's query string,
/// kept for the session and added to the query string of every borrower and legacy-payment
/// call. All optional; the mock server keeps its state per `sessionId`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct LaunchParams {
    /// The borrower's login session.
    #[param(example = "s-7f3a9c21e4")]
    pub session_id: Option<String>,
    /// The device identifier the native app reports.
    #[param(example = "a1b2c3d4-0000-4e5f-8a9b-112233445566")]
    pub device_id: Option<String>,
    /// Version of the native app.
    #[param(example = "2.4.1")]
    pub app_version: Option<String>,
    /// Device model name.
    #[param(example = "Redmi Note 12")]
    pub device_name: Option<String>,
    /// Operating system version.
    #[param(example = "Android 13")]
    pub os_version: Option<String>,
    /// The advertising identifier.
    #[param(example = "38400000-8cf0-11bd-b23e-10b96e40000d")]
    pub advertising_id: Option<String>,
    /// The product the web view was opened for.
    #[param(example = "3")]
    pub product_id: Option<String>,
    /// The order the web view was opened for.
    #[param(example = "10482")]
    pub order_id: Option<String>,
    /// Language flag: "1" is English (rupee sign), anything else Spanish (dollar sign).
    #[param(example = "2")]
    pub language: Option<String>,
}

impl LaunchParams {
    /// True when the language flag asks for English.
    pub fn is_english(&self) -> bool {
        self.language.as_deref() == Some(crate::names::LANGUAGE_ENGLISH)
    }
}

/// The query of a call that takes no parameters of its own.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NoQuery {}

impl IntoParams for NoQuery {
    fn into_params(_: impl Fn() -> Option<ParameterIn>) -> Vec<Parameter> {
        Vec::new()
    }
}

/// The body of a call that sends none.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NoBody {}

impl PartialSchema for NoBody {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        <Empty as PartialSchema>::schema()
    }
}

impl ToSchema for NoBody {}

use crate::envelope::Empty;

/// One row of a detail list: a label and its display value (loan details, confirm, repayment).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"text": "Monto del préstamo", "value": "$3.000,00"}))]
pub struct TextValue {
    /// The label.
    #[schema(example = "Monto del préstamo")]
    pub text: String,
    /// The value, already formatted for display.
    #[schema(example = "$3.000,00")]
    pub value: String,
}

/// One row of an order card in complaints: a title and its display value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"title": "Fecha de préstamo", "value": "2026-11-02"}))]
pub struct TitleValue {
    /// The label.
    #[schema(example = "Fecha de préstamo")]
    pub title: String,
    /// The value, already formatted for display.
    #[schema(example = "2026-11-02")]
    pub value: String,
}

/// The status code of a loan order. Six codes are known, each with its own icon on loan
/// details; other codes are possible and stay valid (they take the in-review icon). What each
/// means and what the screens do with it: `docs/order-statuses.md`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(transparent)]
#[schema(example = 174)]
pub struct OrderStatus(pub i32);

impl OrderStatus {
    /// 21: the application is being reviewed. Its icon is also the one for unknown codes.
    pub const IN_REVIEW: OrderStatus = OrderStatus(21);
    /// 151: approved; the money is on its way to the borrower.
    pub const APPROVED: OrderStatus = OrderStatus(151);
    /// 110: rejected; loan details hides its detail list.
    pub const REJECTED: OrderStatus = OrderStatus(110);
    /// 174: disbursed and awaiting repayment; repay shows, extension too when `isDelay` is 1.
    pub const AWAITING_REPAYMENT: OrderStatus = OrderStatus(174);
    /// 180: overdue; repay shows, extension too when `isDelay` is 1.
    pub const OVERDUE: OrderStatus = OrderStatus(180);
    /// 200: repaid in full; 'borrow again' shows.
    pub const REPAID: OrderStatus = OrderStatus(200);
    /// The known codes with the name the generated app module gives them and their meaning,
    /// in the order loan details lists its icons.
    pub const KNOWN_WITH_MEANING: [(OrderStatus, &'static str, &'static str); 6] = [
        (Self::IN_REVIEW, "IN_REVIEW", "in review"),
        (Self::APPROVED, "APPROVED", "approved, money on its way"),
        (Self::REJECTED, "REJECTED", "rejected"),
        (
            Self::AWAITING_REPAYMENT,
            "AWAITING_REPAYMENT",
            "awaiting repayment",
        ),
        (Self::OVERDUE, "OVERDUE", "overdue"),
        (Self::REPAID, "REPAID", "repaid"),
    ];
    /// The known codes (the first column of [`Self::KNOWN_WITH_MEANING`]).
    pub const KNOWN: [OrderStatus; 6] = {
        let mut known = [OrderStatus(0); 6];
        let mut i = 0;
        while i < known.len() {
            known[i] = Self::KNOWN_WITH_MEANING[i].0;
            i += 1;
        }
        known
    };

    /// The repay button shows (awaiting repayment, overdue).
    pub fn is_repayable(self) -> bool {
        self == Self::AWAITING_REPAYMENT || self == Self::OVERDUE
    }

    /// 'Borrow again' shows (repaid).
    pub fn can_borrow_again(self) -> bool {
        self == Self::REPAID
    }

    /// The detail list is hidden (rejected).
    pub fn hides_detail(self) -> bool {
        self == Self::REJECTED
    }
}
