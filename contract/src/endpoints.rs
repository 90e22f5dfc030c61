//! The endpoint table: the 25 calls the pages make, one type each.
//!
//! Methods the specification hides follow docs/decisions.md "Calls and methods": reads are GET; writes (push, score,
//! generate-vcode, save) are POST with a form body; the upload is multipart; legacy payment is
//! POST with the identity parameters in the query string.

use crate::common::{NoBody, NoQuery};
use crate::complaint::*;
use crate::endpoint::{
    BodyKind, Endpoint, EndpointInfo, EndpointVisitor, EnvelopeKind, Method, ResponseKind, Tag,
};
use crate::legacy::*;
use crate::loan::*;
use crate::promotion::*;
use crate::repayment::*;

macro_rules! endpoint {
    (
        $(#[$doc:meta])*
        $name:ident {
            id: $id:literal, $method:ident $path:literal, tag: $tag:ident,
            summary: $summary:literal, launch_params: $launch:literal,
            $(writes: $writes:literal,)?
            body: $body_kind:ident($body:ty), query: $query:ty,
            response: $response_kind:ident($response:ty), envelope: $envelope:ident $(,)?
        }
    ) => {
        $(#[$doc])*
        #[doc = concat!("\n\n`", stringify!($method), " ", $path, "`")]
        #[derive(Debug, Clone, Copy, Default)]
        pub struct $name;

        impl Endpoint for $name {
            const ID: &'static str = $id;
            const METHOD: Method = Method::$method;
            const PATH: &'static str = $path;
            const TAG: Tag = Tag::$tag;
            const SUMMARY: &'static str = $summary;
            const LAUNCH_PARAMS: bool = $launch;
            const WRITES: bool = false $(|| $writes)?;
            const BODY: BodyKind = BodyKind::$body_kind;
            const RESPONSE: ResponseKind = ResponseKind::$response_kind;
            const ENVELOPE: EnvelopeKind = EnvelopeKind::$envelope;
            type Query = $query;
            type Body = $body;
            type Response = $response;
        }
    };
}

endpoint!(
    /// The loan offer on loan confirm; reloaded with isType=1 after the waiting modal.
    LoanConfirmCall {
        id: "loan-confirm", Get "/throughout/v3/loan-confirm/loan-detail-confirm", tag: Loan,
        summary: "Loan offer for confirmation", launch_params: true,
        body: None(NoBody), query: LoanConfirmQuery,
        response: Json(LoanConfirmResponse), envelope: V3,
    }
);
endpoint!(
    /// Submits the confirmed loan.
    LoanPushCall {
        id: "loan-push", Post "/throughout/v3/loan-confirm/loan-detail-push", tag: Loan,
        summary: "Submit the confirmed loan", launch_params: true,
        writes: true,
        body: Form(LoanPushForm), query: NoQuery,
        response: Json(LoanPushResponse), envelope: V3,
    }
);
endpoint!(
    /// An order's details, status and available actions.
    LoanDetailsCall {
        id: "loan-details", Get "/throughout/v3/loan-details/loan-details", tag: Loan,
        summary: "Loan order details", launch_params: true,
        body: None(NoBody), query: OrderQuery,
        response: Json(LoanDetailsResponse), envelope: V3,
    }
);
endpoint!(
    /// The borrower's star rating.
    GoogleScoreCall {
        id: "google-score", Post "/throughout/v3/loan-details/google-score", tag: Loan,
        summary: "Rate the service (1 to 5 stars)", launch_params: true,
        writes: true,
        body: Form(ScoreForm), query: NoQuery,
        response: Json(ScoreResponse), envelope: V3,
    }
);
endpoint!(
    /// The loan agreement's fields.
    ContractDetailCall {
        id: "contract-detail", Get "/throughout/v3/loan-details/contract-detail", tag: Loan,
        summary: "Loan agreement of an order", launch_params: true,
        body: None(NoBody), query: ContractQuery,
        response: Json(ContractDetailResponse), envelope: V3,
    }
);
endpoint!(
    /// Full repayment: amount, breakdown and channels.
    RepayDetailCall {
        id: "repay-detail", Get "/throughout/v3/installment/loan-play-detail", tag: Repayment,
        summary: "Full repayment of an order", launch_params: true,
        body: None(NoBody), query: OrderQuery,
        response: Json(RepayDetailResponse), envelope: V3,
    }
);
endpoint!(
    /// Extension repayment: the offer, the plan and channels.
    ExtensionDetailCall {
        id: "extension-detail", Get "/throughout/v3/installment/loan-play-delay-detail",
        tag: Repayment,
        summary: "Extension (deferred) repayment of an order", launch_params: true,
        body: None(NoBody), query: OrderQuery,
        response: Json(ExtensionDetailResponse), envelope: V3,
    }
);
endpoint!(
    /// The payment instruction of one channel (voucher, code image, steps).
    GenerateVcodeCall {
        id: "generate-vcode", Post "/throughout/v3/loan-details/generate-vcode", tag: Repayment,
        summary: "Repayment instruction for a channel", launch_params: true,
        body: Form(GenerateVcodeForm), query: NoQuery,
        response: Json(GenerateVcodeResponse), envelope: V3,
    }
);
endpoint!(
    /// Question types and the borrower's orders, for the complaint entry and form.
    ProblemInitCall {
        id: "problem-init", Get "/throughout/user-problem/problem-init", tag: Complaint,
        summary: "Complaint types and orders", launch_params: true,
        body: None(NoBody), query: ProblemInitQuery,
        response: Json(ProblemInitResponse), envelope: Plain,
    }
);
endpoint!(
    /// Uploads one complaint image.
    UploadProblemImageCall {
        id: "upload-problem-img", Post "/throughout/user-problem/upload-problem-img",
        tag: Complaint,
        summary: "Upload one complaint image", launch_params: true,
        writes: true,
        body: Multipart(UploadImageForm), query: NoQuery,
        response: Json(UploadImageResponse), envelope: Plain,
    }
);
endpoint!(
    /// Saves a complaint.
    ProblemSaveCall {
        id: "problem-save", Post "/throughout/user-problem/problem-save", tag: Complaint,
        summary: "File a complaint", launch_params: true,
        writes: true,
        body: Form(ProblemSaveForm), query: NoQuery,
        response: Json(ProblemSaveResponse), envelope: V3,
    }
);
endpoint!(
    /// The borrower's complaints, in tabs.
    ProblemListCall {
        id: "problem-list", Get "/throughout/user-problem/problem-list", tag: Complaint,
        summary: "My complaints", launch_params: true,
        body: None(NoBody), query: NoQuery,
        response: Json(ProblemListResponse), envelope: Plain,
    }
);
endpoint!(
    /// One complaint with the processing result.
    ProblemDetailCall {
        id: "problem-detail", Get "/throughout/user-problem/problem-detail", tag: Complaint,
        summary: "Complaint detail", launch_params: true,
        body: None(NoBody), query: ProblemDetailQuery,
        response: Json(ProblemDetailResponse), envelope: Plain,
    }
);
endpoint!(
    /// Customer service telephone, WhatsApp and e-mail.
    GetWhatsappCall {
        id: "get-whatsapp", Get "/throughout/user-problem/get-whatsapp", tag: Service,
        summary: "Customer service contacts (overall=30)", launch_params: true,
        body: None(NoBody), query: ServiceQuery,
        response: Json(ServiceContactsResponse), envelope: Plain,
    }
);
endpoint!(
    /// The landing configuration of the promotion page.
    ChannelTemplateCall {
        id: "channel-template", Get "/api/v2/youmi/service/channel-template", tag: Promotion,
        summary: "Landing template", launch_params: false,
        body: None(NoBody), query: TemplateQuery,
        response: Json(TemplateResponse), envelope: StringCode,
    }
);
endpoint!(
    /// Records a visit of the promotion page.
    TrackVisitCall {
        id: "track-visit", Get "/api/v2/youmi/promotion/track-visit", tag: Promotion,
        summary: "Track a page visit", launch_params: false,
        body: None(NoBody), query: TrackQuery,
        response: Json(TrackResponse), envelope: Plain,
    }
);
endpoint!(
    /// Opens a promotion-page session.
    GetSidCall {
        id: "get-sid", Get "/api/v2/youmi/promotion/get-sid", tag: Promotion,
        summary: "New promotion session id", launch_params: false,
        body: None(NoBody), query: NoQuery,
        response: Json(SidResponse), envelope: Plain,
    }
);
endpoint!(
    /// Draws a new graphic captcha for the session.
    GetCaptchaCall {
        id: "get-captcha", Get "/api/v2/youmi/promotion/get-captcha", tag: Promotion,
        summary: "Graphic captcha image", launch_params: false,
        body: None(NoBody), query: CaptchaQuery,
        response: Png(CaptchaPng), envelope: None,
    }
);
endpoint!(
    /// Sends an SMS code to a mobile.
    GetSmsCall {
        id: "get-sms", Post "/api/v2/youmi/promotion/get-sms", tag: Promotion,
        summary: "Send an SMS code", launch_params: false,
        writes: true,
        body: Form(SmsForm), query: NoQuery,
        response: Json(SmsResponse), envelope: Plain,
    }
);
endpoint!(
    /// Records a click on the register button.
    TrackClickCall {
        id: "track-click", Get "/api/v2/youmi/promotion/track-click", tag: Promotion,
        summary: "Track a register click", launch_params: false,
        body: None(NoBody), query: TrackQuery,
        response: Json(TrackResponse), envelope: Plain,
    }
);
endpoint!(
    /// Registers a new user.
    RegisterCall {
        id: "register", Post "/api/v2/youmi/promotion/register", tag: Promotion,
        summary: "Register with mobile, captcha and SMS code", launch_params: false,
        writes: true,
        body: Form(RegisterForm), query: NoQuery,
        response: Json(RegisterResponse), envelope: Plain,
    }
);
endpoint!(
    /// The borrower's bank cards and payment token.
    RepaymentWayCall {
        id: "repayment-way", Post "/api/v1/youmi/youmi-api/service/loan/repayment-way",
        tag: LegacyPayment,
        summary: "Bank cards to repay with", launch_params: true,
        body: Form(RepaymentWayForm), query: NoQuery,
        response: Json(RepaymentWayResponse), envelope: StringCode,
    }
);
endpoint!(
    /// Starts a card repayment.
    RepaymentCommitCall {
        id: "repayment-commit", Post "/api/v1/youmi/youmi-api/service/loan/repayment-commit",
        tag: LegacyPayment,
        summary: "Commit a card repayment", launch_params: true,
        writes: true,
        body: Form(RepaymentCommitForm), query: NoQuery,
        response: Json(RepaymentCommitResponse), envelope: StringCode,
    }
);
endpoint!(
    /// Confirms a card repayment with the SMS code.
    RepaymentConfirmCall {
        id: "repayment-confirm", Post "/api/v1/youmi/youmi-api/service/loan/repayment-confirm",
        tag: LegacyPayment,
        summary: "Confirm a repayment with the SMS code", launch_params: true,
        writes: true,
        body: Form(RepaymentConfirmForm), query: NoQuery,
        response: Json(RepaymentConfirmResponse), envelope: StringCode,
    }
);
endpoint!(
    /// The hosted payment page of the order.
    RepaymentHuichaoCall {
        id: "repayment-huichao", Post "/api/v1/youmi/youmi-api/service/loan/repayment-huichao",
        tag: LegacyPayment,
        summary: "Hosted payment page", launch_params: true,
        body: Form(HuichaoForm), query: NoQuery,
        response: Json(HuichaoResponse), envelope: StringCode,
    }
);

macro_rules! table {
    ($($name:ident),* $(,)?) => {
        /// Every call of the product, in the order the document lists them.
        pub const ENDPOINTS: &[EndpointInfo] = &[$(EndpointInfo::of::<$name>()),*];

        /// Calls `visitor.visit::<E>()` for every endpoint, in table order.
        pub fn visit_endpoints<V: EndpointVisitor>(visitor: &mut V) {
            $(visitor.visit::<$name>();)*
        }
    };
}

table!(
    LoanConfirmCall,
    LoanPushCall,
    LoanDetailsCall,
    GoogleScoreCall,
    ContractDetailCall,
    RepayDetailCall,
    ExtensionDetailCall,
    GenerateVcodeCall,
    ProblemInitCall,
    UploadProblemImageCall,
    ProblemSaveCall,
    ProblemListCall,
    ProblemDetailCall,
    GetWhatsappCall,
    ChannelTemplateCall,
    TrackVisitCall,
    GetSidCall,
    GetCaptchaCall,
    GetSmsCall,
    TrackClickCall,
    RegisterCall,
    RepaymentWayCall,
    RepaymentCommitCall,
    RepaymentConfirmCall,
    RepaymentHuichaoCall,
);
