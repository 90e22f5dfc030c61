//! The endpoint table: one zero-sized type per call, carrying its method, path and types.
//!
//! Why a trait of associated consts and types rather than utoipa's `#[utoipa::path]` on the
//! server's handlers: the contract must own every path and type, and it must know nothing of a
//! server. A handler in the mock server is bound with `E::METHOD` and `E::PATH` (so it cannot
//! sit on another path) and must return `E::Response` (so a differing type fails to compile);
//! a test there checks that every entry of [`ENDPOINTS`](crate::ENDPOINTS) is served.

use serde::{Serialize, de::DeserializeOwned};
use utoipa::{IntoParams, ToSchema};

/// HTTP method of a call.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Method {
    /// `GET`: every request parameter travels in the query string.
    Get,
    /// `POST`: identity parameters in the query string, the payload in the body.
    Post,
}

impl Method {
    /// The method as written in an HTTP request line.
    pub const fn as_str(self) -> &'static str {
        match self {
            Method::Get => "GET",
            Method::Post => "POST",
        }
    }
}

/// How a call's payload travels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BodyKind {
    /// No body: a `GET`, or a `POST` whose parameters all sit in the query string.
    None,
    /// `application/x-www-form-urlencoded`.
    Form,
    /// `multipart/form-data`.
    Multipart,
}

/// What a call answers with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ResponseKind {
    /// `application/json`: an envelope.
    Json,
    /// `image/png`: the bytes of an image (the graphic captcha).
    Png,
}

/// Which envelope a call answers with (docs/decisions.md "Envelopes").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EnvelopeKind {
    /// `{ code, message, data }` with numeric `code`, 0 meaning success.
    Plain,
    /// The `/v3` envelope: `{ code, success, message, data }`; `success` is true exactly when
    /// `code` is 0.
    V3,
    /// Legacy payment and the landing template: `{ code, message, data }` with the string code
    /// `"00"` meaning success.
    StringCode,
    /// No envelope: the response is not JSON (the captcha image).
    None,
}

/// The area of the product a call belongs to; the OpenAPI tag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tag {
    /// Loan confirm, loan details, rating and the agreement.
    Loan,
    /// Full and extension repayment and the repayment instruction.
    Repayment,
    /// Complaints: init, image upload, save, list, detail.
    Complaint,
    /// Customer service contact details.
    Service,
    /// The public promotion register page.
    Promotion,
    /// The legacy bank-card payment flow.
    LegacyPayment,
}

impl Tag {
    /// All tags, in the order the document lists them.
    pub const ALL: [Tag; 6] = [
        Tag::Loan,
        Tag::Repayment,
        Tag::Complaint,
        Tag::Service,
        Tag::Promotion,
        Tag::LegacyPayment,
    ];

    /// The tag's name in the document.
    pub const fn name(self) -> &'static str {
        match self {
            Tag::Loan => "loan",
            Tag::Repayment => "repayment",
            Tag::Complaint => "complaint",
            Tag::Service => "service",
            Tag::Promotion => "promotion",
            Tag::LegacyPayment => "legacy-payment",
        }
    }

    /// What the area covers, for the document's tag list.
    pub const fn description(self) -> &'static str {
        match self {
            Tag::Loan => "Loan confirm, loan details, store rating and the loan agreement",
            Tag::Repayment => {
                "Full repayment, extension (deferred) repayment and the repayment instruction"
            }
            Tag::Complaint => "Borrower complaints: types, image upload, save, list and detail",
            Tag::Service => "Customer service contact details",
            Tag::Promotion => "Public promotion page: landing template, captcha, SMS, register",
            Tag::LegacyPayment => "Legacy bank-card repayment flow (string success code \"00\")",
        }
    }
}

/// One call of the product. Implemented by a zero-sized type per call in
/// [`endpoints`](crate::endpoints).
pub trait Endpoint: 'static {
    /// Stable identifier: the OpenAPI `operationId` and the snapshot file stem.
    const ID: &'static str;
    /// The HTTP method.
    const METHOD: Method;
    /// The full server path, prefix included (`/throughout/...`, `/api/...`).
    const PATH: &'static str;
    /// The area of the product.
    const TAG: Tag;
    /// One line saying what the call does, for the document.
    const SUMMARY: &'static str;
    /// Whether the launch parameters ([`LaunchParams`](crate::LaunchParams)) travel in the query
    /// string too, as they do on every borrower and legacy-payment call.
    const LAUNCH_PARAMS: bool;
    /// Whether the call changes something on the server (an order, a complaint, an image, a
    /// rating, an SMS, a user, a payment): such a call accepts the `Idempotency-Key` header
    /// ([`IDEMPOTENCY_KEY_HEADER`](crate::names::IDEMPOTENCY_KEY_HEADER)), so a retry is known
    /// as the same request (docs/api.md "Retries and the Idempotency-Key header").
    const WRITES: bool;
    /// How the payload travels.
    const BODY: BodyKind;
    /// What the call answers with.
    const RESPONSE: ResponseKind;
    /// Which envelope wraps the answer.
    const ENVELOPE: EnvelopeKind;
    /// Query-string parameters of the call itself (launch parameters excluded).
    type Query: IntoParams + Serialize + DeserializeOwned + Send + Sync + 'static;
    /// The body: [`NoBody`](crate::NoBody) when [`Endpoint::BODY`] is [`BodyKind::None`].
    type Body: ToSchema + Serialize + DeserializeOwned + Send + Sync + 'static;
    /// The success response.
    type Response: ToSchema + Serialize + DeserializeOwned + Send + Sync + 'static;
}

/// One row of the endpoint table, for code that walks every call without naming its type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct EndpointInfo {
    /// [`Endpoint::ID`].
    pub id: &'static str,
    /// [`Endpoint::METHOD`].
    pub method: Method,
    /// [`Endpoint::PATH`].
    pub path: &'static str,
    /// [`Endpoint::TAG`].
    pub tag: Tag,
    /// [`Endpoint::BODY`].
    pub body: BodyKind,
    /// [`Endpoint::RESPONSE`].
    pub response: ResponseKind,
    /// [`Endpoint::ENVELOPE`].
    pub envelope: EnvelopeKind,
    /// [`Endpoint::LAUNCH_PARAMS`].
    pub launch_params: bool,
    /// [`Endpoint::WRITES`].
    pub writes: bool,
}

impl EndpointInfo {
    /// The row of endpoint `E`.
    pub const fn of<E: Endpoint>() -> Self {
        EndpointInfo {
            id: E::ID,
            method: E::METHOD,
            path: E::PATH,
            tag: E::TAG,
            body: E::BODY,
            response: E::RESPONSE,
            envelope: E::ENVELOPE,
            launch_params: E::LAUNCH_PARAMS,
            writes: E::WRITES,
        }
    }
}

/// Does typed work for every endpoint: [`visit_endpoints`](crate::visit_endpoints) calls
/// [`EndpointVisitor::visit`] once per call of the table, in table order.
pub trait EndpointVisitor {
    /// Called with each endpoint type.
    fn visit<E: Endpoint>(&mut self);
}
