//! Binding handlers to the contract: [`bind`] routes `E::PATH` with `E::METHOD` and accepts
//! only a handler answering `Result<Reply<E>, ApiError>`, where a [`Reply<E>`] can only hold
//! an `E::Response` or a canned response validated into `E::Response` at start. A path, method
//! or response type that differs from the contract therefore cannot be written; the test
//! `routes::every_contract_endpoint_is_served` checks that nothing is left out.
//!
//! The binder also owns extraction: the launch parameters, `E::Query` and `E::Body` are read
//! here, every rejection (missing or ill-typed field, wrong content type, body over the limit)
//! becomes an [`ApiError`], and the query and form are checked against the ranges the
//! contract's document gives. Handlers never see a malformed request.

use std::future::Future;
use std::marker::PhantomData;
use std::sync::Arc;

use axum::Router;
use axum::extract::{DefaultBodyLimit, Request, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use bytes::Bytes;
use contract::{BodyKind, Endpoint, LaunchParams, Method};

use crate::api::error::{ApiError, json_response};
use crate::api::shared::Api;
use crate::scenario::generated::DEFAULT_SEED;
use crate::scenario::{Answers, Canned, Ctx, Lang, Scenario};
use generated::generate;
use identity::identify;
use validate::Validators;

mod generated;
mod identity;
pub mod multipart;
pub mod validate;

pub use multipart::FilePart;

/// Largest form body accepted.
pub const FORM_LIMIT: usize = 64 * 1024;
/// Largest multipart body accepted (a file may be up to 5 MB; the rest is refused by the
/// handler with a business message, past this by the limit).
pub const MULTIPART_LIMIT: usize = 8 * 1024 * 1024;

/// What a handler answers for endpoint `E`.
pub enum Reply<E: Endpoint> {
    /// A scenario response, validated into `E::Response` when the scenarios loaded.
    Canned(Bytes, PhantomData<E>),
    /// A response built by the handler.
    Typed(E::Response),
    /// Image bytes, for an endpoint whose response is `image/png`.
    Png(Vec<u8>),
}

impl<E: Endpoint> Reply<E> {
    /// The canned response `canned`, which the scenario loader validated for endpoint `E`.
    pub fn canned(canned: &Canned) -> Self {
        Reply::Canned(canned.bytes.clone(), PhantomData)
    }

    fn into_response(self) -> Response {
        match self {
            Reply::Canned(bytes, _) => json_response(StatusCode::OK, bytes),
            Reply::Typed(value) => match serde_json::to_vec(&value) {
                Ok(body) => json_response(StatusCode::OK, body),
                Err(e) => ApiError::Fault(format!("response did not serialize: {e}"))
                    .into_envelope(E::ENVELOPE),
            },
            Reply::Png(bytes) => {
                let headers = [
                    (header::CONTENT_TYPE, "image/png"),
                    (header::CACHE_CONTROL, "no-store"),
                ];
                (headers, bytes).into_response()
            }
        }
    }
}

/// One call of endpoint `E`, read and checked.
pub struct Call<E: Endpoint> {
    /// The selected scenario.
    pub scenario: Arc<Scenario>,
    /// The response language.
    pub lang: Lang,
    /// The launch parameters (empty on calls without them).
    pub launch: LaunchParams,
    /// The call's own query parameters.
    pub query: E::Query,
    /// The form body, for `BodyKind::Form` endpoints.
    pub body: Option<E::Body>,
    /// The file parts, for `BodyKind::Multipart` endpoints.
    pub files: Vec<FilePart>,
    /// Raw query and form pairs, for scenario variants.
    pub params: Vec<(String, String)>,
    /// In a `generated` scenario: the seed, and this call's generated answer.
    pub generated: Option<(u64, Canned)>,
    document: Arc<serde_json::Value>,
}

impl<E: Endpoint> Call<E> {
    /// The session the call belongs to: `sessionId`, or `anonymous`.
    pub fn session(&self) -> &str {
        self.launch
            .session_id
            .as_deref()
            .filter(|s| !s.is_empty())
            .unwrap_or("anonymous")
    }

    /// The scenario's canned response for this call (the generated one in `generated`).
    pub fn canned(&self) -> Result<&Canned, ApiError> {
        if let Some((_, canned)) = &self.generated {
            return Ok(canned);
        }
        self.scenario
            .set(E::ID, self.lang)
            .map(|set| set.pick(&self.params))
            .ok_or_else(|| ApiError::Fault(format!("scenario has no response for {}", E::ID)))
    }

    /// The canned response as the reply.
    pub fn reply(&self) -> Result<Reply<E>, ApiError> {
        self.canned().map(Reply::canned)
    }

    /// The canned response, typed, for a handler that overlays state.
    pub fn typed(&self) -> Result<E::Response, ApiError> {
        self.canned()?
            .typed::<E>()
            .ok_or_else(|| ApiError::Fault(format!("canned response of {} is not typed", E::ID)))
    }

    /// When the scenario itself sets this endpoint's answer to a failure, that answer: live
    /// logic steps aside so the scenario shows what it promises.
    pub fn scenario_failure(&self) -> Option<Reply<E>> {
        if !self.scenario.overrides(E::ID) {
            return None;
        }
        let canned = self.canned().ok()?;
        (!canned.success).then(|| Reply::canned(canned))
    }

    /// Whether the answers are generated: handlers then answer for any order, channel or
    /// complaint asked, since the generated data names none the app could know of.
    pub fn is_generated(&self) -> bool {
        self.generated.is_some()
    }

    /// The base answer of another endpoint `F` in this call's scenario and language (the
    /// generated one of the same seed in `generated`), for handlers that check a request
    /// against what the app was shown.
    pub fn base_of<F: Endpoint>(&self) -> Option<F::Response> {
        match &self.generated {
            Some((seed, _)) => generate::<F>(&self.document, *seed, self.lang)
                .ok()?
                .typed::<F>(),
            None => self.scenario.set(F::ID, self.lang)?.base.typed::<F>(),
        }
    }

    /// The form body; every `BodyKind::Form` endpoint has one.
    pub fn form(&self) -> Result<&E::Body, ApiError> {
        self.body
            .as_ref()
            .ok_or_else(|| ApiError::bad("the request has no form body"))
    }
}

/// Routes endpoint `E` to a pure `handler`: one that answers from the call alone (scenario,
/// language, query), never from the state, which its signature leaves out.
pub fn bind_pure<E>(
    router: Router<Arc<Api>>,
    handler: fn(&Call<E>) -> Result<Reply<E>, ApiError>,
) -> Router<Arc<Api>>
where
    E: Endpoint + Send,
    E::Response: Send,
{
    bind::<E, _, _>(router, move |_: Arc<Api>, call: Call<E>| {
        std::future::ready(handler(&call))
    })
}

/// Routes endpoint `E` to `handler`.
pub fn bind<E, F, Fut>(router: Router<Arc<Api>>, handler: F) -> Router<Arc<Api>>
where
    E: Endpoint,
    F: Fn(Arc<Api>, Call<E>) -> Fut + Clone + Send + Sync + 'static,
    Fut: Future<Output = Result<Reply<E>, ApiError>> + Send + 'static,
{
    let route = move |State(app): State<Arc<Api>>, req: Request| {
        let handler = handler.clone();
        async move {
            match extract::<E>(&app, req).await {
                Ok(call) => match handler(app, call).await {
                    Ok(reply) => reply.into_response(),
                    Err(e) => e.into_envelope(E::ENVELOPE),
                },
                Err(e) => e.into_envelope(E::ENVELOPE),
            }
        }
    };
    let method_router = match E::METHOD {
        Method::Get => get(route),
        Method::Post => post(route),
    };
    let method_router = if E::BODY == BodyKind::Multipart {
        method_router.layer(DefaultBodyLimit::max(MULTIPART_LIMIT))
    } else {
        method_router
    };
    router.route(E::PATH, method_router)
}

/// The request's body, up to `limit` bytes, when its content type is `expected`.
async fn body_of(req: Request, expected: &str, limit: usize) -> Result<Bytes, ApiError> {
    let ct = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_ascii_lowercase();
    if !ct.starts_with(expected) {
        return Err(ApiError::UnsupportedMediaType(format!(
            "expected Content-Type {expected}, got {}",
            if ct.is_empty() { "none" } else { &ct }
        )));
    }
    axum::body::to_bytes(req.into_body(), limit)
        .await
        .map_err(|_| ApiError::TooLarge(format!("the body is over the limit of {limit} bytes")))
}

async fn extract<E: Endpoint>(app: &Arc<Api>, req: Request) -> Result<Call<E>, ApiError> {
    let ctx = req
        .extensions()
        .get::<Ctx>()
        .cloned()
        .unwrap_or_else(|| Ctx {
            scenario: app.scenarios.current().default_scenario().clone(),
            lang: Lang::Es,
            seed: DEFAULT_SEED,
        });
    let raw_query = req.uri().query().unwrap_or("").to_owned();
    let launch: LaunchParams = if E::LAUNCH_PARAMS {
        let launch = Validators::unchecked().read(raw_query.as_bytes(), "query")?;
        identify(&launch)?;
        launch
    } else {
        LaunchParams::default()
    };
    let query: E::Query = app
        .validators
        .query(E::ID)
        .read(raw_query.as_bytes(), "query")?;
    let wants_params = ctx
        .scenario
        .set(E::ID, ctx.lang)
        .is_some_and(|set| !set.variants.is_empty());
    let mut params: Vec<(String, String)> = if wants_params {
        form_urlencoded::parse(raw_query.as_bytes())
            .into_owned()
            .collect()
    } else {
        Vec::new()
    };
    let mut body = None;
    let mut files = Vec::new();
    match E::BODY {
        BodyKind::None => {}
        BodyKind::Form => {
            let ct = "application/x-www-form-urlencoded";
            let bytes = body_of(req, ct, FORM_LIMIT).await?;
            let form: E::Body = app.validators.body(E::ID).read(&bytes, "body")?;
            if wants_params {
                params.extend(form_urlencoded::parse(&bytes).into_owned());
            }
            body = Some(form);
        }
        BodyKind::Multipart => {
            // Read leniently: parts with odd names are schema-valid (see crate::api::bind::multipart).
            let boundary = req
                .headers()
                .get(header::CONTENT_TYPE)
                .and_then(|v| v.to_str().ok())
                .and_then(multipart::boundary);
            let bytes = body_of(req, "multipart/form-data", MULTIPART_LIMIT).await?;
            let boundary = boundary
                .ok_or_else(|| ApiError::bad("multipart body: no boundary in Content-Type"))?;
            files = multipart::parse(&boundary, &bytes)?;
        }
    }
    let generated = match ctx.scenario.answers {
        Answers::Generated if E::RESPONSE == contract::ResponseKind::Json => {
            Some((ctx.seed, generate::<E>(&app.document, ctx.seed, ctx.lang)?))
        }
        _ => None,
    };
    Ok(Call {
        scenario: ctx.scenario,
        lang: ctx.lang,
        launch,
        query,
        body,
        files,
        params,
        generated,
        document: app.document.clone(),
    })
}
