//! The public promotion register page: landing template, tracking, sid, captcha, SMS, register.

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, PartialSchema, ToSchema};

use crate::envelope::{Empty, plain_envelope, string_envelope};

/// Promotion code: success.
pub const CODE_OK: i32 = 0;
/// Promotion code: the phone is already registered (go to the download page).
pub const CODE_REGISTERED: i32 = 11;
/// Promotion code on get-sms: the graphic captcha is wrong (refresh it).
pub const CODE_SMS_WRONG_CAPTCHA: i32 = 101;
/// Promotion code on register: the graphic captcha is wrong (refresh it).
pub const CODE_REGISTER_WRONG_CAPTCHA: i32 = -1;
/// Seconds before the same phone may ask for another SMS code.
pub const SMS_RESEND_SECONDS: u64 = 60;

/// Query of `GET /api/v2/youmi/service/channel-template`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct TemplateQuery {
    /// The landing template (the page's `id` query parameter).
    #[param(minimum = 1, maximum = 999_999_999, example = 12)]
    pub template_id: i64,
}

/// The landing configuration. The specification shows only `id`; the other fields are ours
/// (docs/decisions.md "Contract shapes"): what the register and download pages display.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "camelCase")]
pub struct LandingTemplate {
    /// Template identifier.
    #[schema(example = 12)]
    pub id: i64,
    /// App name shown on the page.
    #[schema(example = "Crédito Ágil")]
    pub app_name: String,
    /// Headline of the landing page.
    #[schema(example = "Hasta $10.000 en minutos")]
    pub title: String,
    /// Banner image URL.
    #[schema(example = "/__mock/media/logo/banner.png")]
    pub banner: String,
    /// Where the download page sends the user.
    #[schema(example = "https://play.google.com/store/apps/details?id=mx.creditoagil.app")]
    pub download_url: String,
}

string_envelope!(
    /// Response of `GET /api/v2/youmi/service/channel-template` (code "00" on success; network
    /// failure shows 'error').
    TemplateResponse,
    LandingTemplate
);

/// Query of the tracking calls (track-visit; track-click adds `phone`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TrackQuery {
    /// The landing page (its template id).
    #[param(max_length = 64, example = "12")]
    pub page_id: String,
    /// Channel the user came from.
    #[serde(default)]
    #[param(max_length = 128, example = "facebook")]
    pub user_from: Option<String>,
    /// Client kind: "h5" for this page.
    #[param(max_length = 32, example = "h5")]
    pub client_type: String,
    /// Page kind: 1 is the register page.
    #[param(minimum = 1, maximum = 9, example = 1)]
    pub page_type: i32,
    /// Campaign tag.
    #[serde(default)]
    #[param(max_length = 128, example = "nov-2026")]
    pub utm_tag: Option<String>,
    /// The app the page promotes.
    #[serde(default)]
    #[param(max_length = 64, example = "creditoagil")]
    pub app_from: Option<String>,
    /// The mobile number typed (track-click only).
    #[serde(default)]
    #[param(max_length = 11, example = "13812345678")]
    pub phone: Option<String>,
}

plain_envelope!(
    /// Response of the tracking calls; the page ignores it.
    TrackResponse,
    Empty
);

/// The session of the promotion page.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Sid {
    /// Session id, also sent as deviceId.
    #[schema(example = "sid-4b7e19d2c0a8")]
    pub sid: String,
}

plain_envelope!(
    /// Response of `GET /api/v2/youmi/promotion/get-sid`.
    SidResponse,
    Sid
);

/// Query of `GET /api/v2/youmi/promotion/get-captcha`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CaptchaQuery {
    /// The page's session.
    #[param(min_length = 1, max_length = 64, example = "sid-4b7e19d2c0a8")]
    pub sid: String,
    /// A timestamp that defeats caching.
    #[serde(default)]
    #[param(minimum = 0, example = 1795363200000i64)]
    pub a: Option<i64>,
}

/// The graphic captcha: a PNG image of four characters, new on every call.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CaptchaPng(pub Vec<u8>);

impl PartialSchema for CaptchaPng {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::Type::String)
            .content_media_type("image/png")
            .description(Some("PNG image of the four captcha characters"))
            .into()
    }
}

impl ToSchema for CaptchaPng {}

/// Form body of `POST /api/v2/youmi/promotion/get-sms`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SmsForm {
    /// Mobile: 1, then 3 to 9, then 9 digits.
    #[schema(pattern = "^1[3-9][0-9]{9}$", example = "13812345678")]
    pub phone: String,
    /// The graphic captcha text (4 characters at most).
    #[schema(min_length = 1, max_length = 4, example = "7KQ4")]
    pub capcode: String,
    /// The page's session.
    #[schema(min_length = 1, max_length = 64, example = "sid-4b7e19d2c0a8")]
    pub sid: String,
    /// Device id (the sid again).
    #[schema(max_length = 64, example = "sid-4b7e19d2c0a8")]
    pub device_id: String,
    /// App name.
    #[schema(max_length = 64, example = "Crédito Ágil")]
    pub app_name: String,
    /// The app the page promotes.
    #[serde(rename = "app_from", default)]
    #[schema(max_length = 64, example = "creditoagil")]
    pub app_from: Option<String>,
    /// Channel the user came from.
    #[serde(rename = "user_from", default)]
    #[schema(max_length = 128, example = "facebook")]
    pub user_from: Option<String>,
    /// Campaign tag.
    #[serde(rename = "utm_tag", default)]
    #[schema(max_length = 128, example = "nov-2026")]
    pub utm_tag: Option<String>,
}

plain_envelope!(
    /// Response of `POST /api/v2/youmi/promotion/get-sms`: code 0 sent; 101 wrong captcha;
    /// 11 already registered; any other code fails with `message`.
    SmsResponse,
    Empty
);

/// Form body of `POST /api/v2/youmi/promotion/register`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegisterForm {
    /// Mobile: 1, then 3 to 9, then 9 digits.
    #[schema(pattern = "^1[3-9][0-9]{9}$", example = "13812345678")]
    pub phone: String,
    /// The graphic captcha text.
    #[schema(min_length = 1, max_length = 4, example = "7KQ4")]
    pub capcode: String,
    /// The page's session.
    #[schema(min_length = 1, max_length = 64, example = "sid-4b7e19d2c0a8")]
    pub sid: String,
    /// Device id (the sid again).
    #[schema(max_length = 64, example = "sid-4b7e19d2c0a8")]
    pub device_id: String,
    /// App name.
    #[schema(max_length = 64, example = "Crédito Ágil")]
    pub app_name: String,
    /// Merchant number of the promoting channel.
    #[serde(default)]
    #[schema(max_length = 64, example = "M1002")]
    pub merchant_number: Option<String>,
    /// User name: the phone again.
    #[schema(max_length = 11, example = "13812345678")]
    pub user_name: String,
    /// The SMS code (6 characters at most).
    #[schema(min_length = 1, max_length = 6, example = "482913")]
    pub sms_code: String,
    /// Invitation code.
    #[serde(rename = "invite_code", default)]
    #[schema(max_length = 64, example = "AMIGO2026")]
    pub invite_code: Option<String>,
    /// Channel the user came from.
    #[serde(rename = "user_from", default)]
    #[schema(max_length = 128, example = "facebook")]
    pub user_from: Option<String>,
    /// The landing template id.
    #[serde(default)]
    #[schema(max_length = 64, example = "12")]
    pub id: Option<String>,
    /// The app the page promotes.
    #[serde(rename = "app_from", default)]
    #[schema(max_length = 64, example = "creditoagil")]
    pub app_from: Option<String>,
    /// Campaign tag.
    #[serde(rename = "utm_tag", default)]
    #[schema(max_length = 128, example = "nov-2026")]
    pub utm_tag: Option<String>,
}

plain_envelope!(
    /// Response of `POST /api/v2/youmi/promotion/register`: code 0 registered ('注册成功');
    /// 11 already registered; -1 wrong captcha; any other code fails with `message`.
    RegisterResponse,
    Empty
);
