//! Complaints: init, image upload, save, list and detail; and the customer-service contacts.

use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::common::TitleValue;
use crate::envelope::{plain_envelope, v3_envelope};

/// The question type whose complaints are about collection: the only one with sub-types, and
/// blocked on an order whose `isShow` is not 1.
pub const COLLECTION_TYPE: i32 = 1;

/// Query of `GET /throughout/user-problem/problem-init`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ProblemInitQuery {
    /// The order to show in the card; absent on the form screen (the latest order is used).
    #[param(minimum = 1, maximum = 999_999_999_999i64, example = 10482)]
    pub order_id: Option<i64>,
}

/// A question type or sub-type.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"title": "Cobranza", "value": 1}))]
pub struct ProblemType {
    /// Shown name.
    #[schema(example = "Cobranza")]
    pub title: String,
    /// Its code (1 is collection).
    #[schema(example = 1)]
    pub value: i32,
}

/// An order as the complaint entry shows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "camelCase")]
pub struct ComplaintOrder {
    /// Order number.
    #[schema(example = "MX202611220001")]
    pub order_no: String,
    /// Product logo URL.
    #[schema(example = "/__mock/media/logo/credito-agil.png")]
    pub product_logo: String,
    /// Product name.
    #[schema(example = "Crédito Ágil")]
    pub product_name: String,
    /// Status text.
    #[schema(example = "Pendiente de pago")]
    pub status: String,
    /// 1 when collection (type 1) complaints may be filed on this order.
    #[schema(minimum = 0, maximum = 1, example = 1)]
    pub is_show: i32,
    /// Rows of title and value.
    #[schema(example = json!([{"title": "Monto", "value": "$3.000,00"}, {"title": "Fecha de vencimiento", "value": "2026-12-07"}]))]
    pub list: Vec<TitleValue>,
}

/// What the complaint entry needs (data of problem-init).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "camelCase")]
pub struct ProblemInit {
    /// The question types (three).
    #[schema(example = json!([{"title": "Cobranza", "value": 1}, {"title": "Pagos", "value": 2}, {"title": "Otros", "value": 3}]))]
    pub problem_type: Vec<ProblemType>,
    /// Sub-types of type 1.
    #[schema(example = json!([{"title": "Llamadas excesivas", "value": 11}, {"title": "Trato irrespetuoso", "value": 12}]))]
    pub problem_son_type: Vec<ProblemType>,
    /// The chosen (or latest) order; null when the borrower has none.
    pub order_detail: Option<ComplaintOrder>,
    /// All orders, to pick from.
    pub order_list: Vec<ComplaintOrder>,
}

plain_envelope!(
    /// Response of `GET /throughout/user-problem/problem-init`.
    ProblemInitResponse,
    ProblemInit
);

/// Multipart body of `POST /throughout/user-problem/upload-problem-img`: one image at a time.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(example = json!({"problemImage": "(the bytes of a PNG or JPEG file)"}))]
pub struct UploadImageForm {
    /// The image file (replaced by one naming the types and size of `crate::limits`).
    #[schema(value_type = String, format = Binary, content_media_type = "image/*")]
    pub problem_image: Vec<u8>,
}

/// Where an uploaded image now lives.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct UploadedImage {
    /// URL of the stored image.
    #[schema(example = "/__mock/media/upload/5101.png")]
    pub url: String,
}

plain_envelope!(
    /// Response of `POST /throughout/user-problem/upload-problem-img`; on failure the screen
    /// shows `message`.
    UploadImageResponse,
    UploadedImage
);

/// Form body of `POST /throughout/user-problem/problem-save`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProblemSaveForm {
    /// Question type.
    #[schema(minimum = 1, maximum = 99, example = 1)]
    pub problem_type: i32,
    /// Sub-type (type 1 only); 0 or absent otherwise.
    #[serde(default)]
    #[schema(minimum = 0, maximum = 999, example = 11)]
    pub problem_son_type: Option<i32>,
    /// The complaint's text, within the schema's `minLength` and `maxLength`.
    #[schema(example = "Me llaman varias veces al día antes de la fecha de vencimiento.")]
    pub problem_detail: String,
    /// Uploaded image URLs joined with commas, or empty (at most
    /// `x-constants.complaint.maxImages` of them).
    #[serde(default)]
    #[schema(max_length = 4000, example = "/__mock/media/upload/5101.png")]
    pub problem_image: String,
    /// The order complained about.
    #[schema(min_length = 1, max_length = 40, example = "MX202611220001")]
    pub order_no: String,
}

/// The complaint just saved.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "camelCase")]
pub struct SavedProblem {
    /// Its identifier, for problem-detail.
    #[schema(example = 5003)]
    pub problem_id: i64,
}

v3_envelope!(
    /// Response of `POST /throughout/user-problem/problem-save` (the screen reads `success`).
    ProblemSaveResponse,
    SavedProblem
);

/// One complaint in the list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ComplaintItem {
    /// Its identifier (opens /complainDetails?problemId={id}).
    #[schema(example = 5001)]
    pub id: i64,
    /// When it was filed, YYYY-MM-DD HH:MM:SS.
    #[schema(example = "2026-11-20 14:32:05")]
    pub time: String,
    /// Question type name.
    #[serde(rename = "type")]
    #[schema(example = "Cobranza")]
    pub kind: String,
    /// What the borrower wrote.
    #[schema(example = "Me llaman varias veces al día antes de la fecha de vencimiento.")]
    pub content: String,
}

/// A tab of the complaint list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ComplaintTab {
    /// Tab name.
    #[schema(example = "En proceso")]
    pub title: String,
    /// The complaints in the tab, newest first.
    pub items: Vec<ComplaintItem>,
}

/// The complaint list (data of problem-list).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ComplaintList {
    /// The tabs.
    pub tabs: Vec<ComplaintTab>,
}

plain_envelope!(
    /// Response of `GET /throughout/user-problem/problem-list`.
    ProblemListResponse,
    ComplaintList
);

/// Query of `GET /throughout/user-problem/problem-detail`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ProblemDetailQuery {
    /// The complaint.
    #[param(minimum = 1, maximum = 999_999_999_999i64, example = 5001)]
    pub problem_id: i64,
}

/// One complaint in full (data of problem-detail).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[serde(rename_all = "camelCase")]
pub struct ComplaintDetail {
    /// Question type name.
    #[serde(rename = "type")]
    #[schema(example = "Cobranza")]
    pub kind: String,
    /// Sub-type name; empty when none.
    #[schema(example = "Llamadas excesivas")]
    pub son_type: String,
    /// Its identifier.
    #[schema(example = 5001)]
    pub problem_id: i64,
    /// What the borrower wrote.
    #[schema(example = "Me llaman varias veces al día antes de la fecha de vencimiento.")]
    pub content: String,
    /// URLs of the borrower's images.
    #[schema(example = json!(["/__mock/media/upload/5101.png"]))]
    pub images: Vec<String>,
    /// The service agent's processing result; empty while unprocessed.
    #[schema(
        example = "Hemos contactado al área de cobranza y ajustado la frecuencia de llamadas."
    )]
    pub dispose_detail: String,
    /// Images attached by the service agent.
    #[schema(example = json!(["/__mock/media/logo/receipt.png"]))]
    pub dispose_images: Vec<String>,
    /// Not 0: the score modal shows 3 s after load.
    #[schema(minimum = 0, maximum = 1, example = 0)]
    pub is_need_score: i32,
}

plain_envelope!(
    /// Response of `GET /throughout/user-problem/problem-detail`.
    ProblemDetailResponse,
    ComplaintDetail
);

/// Query of `GET /throughout/user-problem/get-whatsapp`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ServiceQuery {
    /// Which contact set to return; the product always sends 30.
    #[param(minimum = 1, maximum = 99, example = 30)]
    pub overall: i32,
}

/// Customer service contacts (data of get-whatsapp).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ServiceContacts {
    /// Telephone line, dialled through the native bridge.
    #[schema(example = "800 123 4567")]
    pub phone: String,
    /// WhatsApp number: loaded, not shown.
    #[schema(example = "+52 55 1234 5678")]
    pub va: String,
    /// Support e-mail (a mailto link).
    #[schema(example = "soporte@creditoagil.mx")]
    pub email: String,
}

plain_envelope!(
    /// Response of `GET /throughout/user-problem/get-whatsapp`.
    ServiceContactsResponse,
    ServiceContacts
);
