//! Builds the OpenAPI 3.1 document from the endpoint table alone.

use serde_json::{Map, Value};
use utoipa::openapi::info::LicenseBuilder;
use utoipa::openapi::path::{
    HttpMethod, OperationBuilder, Parameter, ParameterBuilder, ParameterIn, PathItem,
};
use utoipa::openapi::request_body::RequestBodyBuilder;
use utoipa::openapi::schema::{ComponentsBuilder, ObjectBuilder, Type};
use utoipa::openapi::security::{ApiKey, ApiKeyValue, SecurityRequirement, SecurityScheme};
use utoipa::openapi::server::ServerBuilder;
use utoipa::openapi::tag::TagBuilder;
use utoipa::openapi::{
    ContentBuilder, InfoBuilder, OpenApi, OpenApiBuilder, PathsBuilder, Ref, RefOr, Required,
    ResponseBuilder, Schema,
};
use utoipa::{IntoParams, PartialSchema, ToSchema};

use crate::common::LaunchParams;
use crate::endpoint::{BodyKind, Endpoint, EndpointVisitor, Method, ResponseKind, Tag};
use crate::envelope::ErrorEnvelope;
use crate::names::{
    FORM_CLIENT_HEADERS, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LEN, IDEMPOTENCY_KEY_PATTERN,
    JSON_CLIENT_HEADERS, XHR_HEADER,
};
use crate::visit_endpoints;

mod constants;
mod envelopes;
mod links;

use constants::add_constants;
use envelopes::add_envelope_rules;
pub use envelopes::{REFUSAL_TITLE, SUCCESS_TITLE};
use links::add_links;

/// The security schemes of the borrower's launch identity, each an API key in the query
/// (scheme name, query parameter, what it is). Every call with launch parameters requires
/// both; the promotion calls are public.
pub const IDENTITY: [(&str, &str, &str); 2] = [
    (
        "SessionId",
        "sessionId",
        "The borrower's login session, a launch parameter the app adds to every borrower and \
         legacy-payment call. Without it the server knows no borrower: HTTP 401, code 401.",
    ),
    (
        "DeviceId",
        "deviceId",
        "The device the native app reports, a launch parameter sent with the session. Without \
         it: HTTP 401, code 401.",
    ),
];

/// Content type of a form body.
pub const FORM_CONTENT_TYPE: &str = "application/x-www-form-urlencoded";
/// Content type of a multipart body.
pub const MULTIPART_CONTENT_TYPE: &str = "multipart/form-data";

#[derive(Default)]
struct DocBuilder {
    paths: Vec<(&'static str, PathItem)>,
    schemas: Vec<(String, RefOr<Schema>)>,
}

impl DocBuilder {
    fn add_schema<T: ToSchema>(&mut self) {
        self.schemas.push((T::name().into_owned(), T::schema()));
        T::schemas(&mut self.schemas);
    }
}

fn header(name: &str, description: &str) -> Parameter {
    ParameterBuilder::new()
        .name(name)
        .parameter_in(ParameterIn::Header)
        .required(Required::False)
        .description(Some(description))
        .schema(Some(ObjectBuilder::new().schema_type(Type::String)))
        .build()
}

fn parameters<E: Endpoint>() -> Vec<Parameter> {
    let mut params = E::Query::into_params(|| Some(ParameterIn::Query));
    if E::LAUNCH_PARAMS {
        // A call's own parameter (productId, orderId) wins over the launch parameter of the
        // same name: a parameter may appear only once per location.
        let launch = LaunchParams::into_params(|| Some(ParameterIn::Query));
        // sessionId and deviceId are the security schemes (`IDENTITY`), not parameters: a tool
        // would otherwise ask for them twice.
        for p in launch {
            let identity = IDENTITY.iter().any(|(_, name, _)| *name == p.name);
            if !identity && !params.iter().any(|q| q.name == p.name) {
                params.push(p);
            }
        }
        let names: &[&str] = match E::METHOD {
            Method::Get => &JSON_CLIENT_HEADERS,
            Method::Post => &FORM_CLIENT_HEADERS,
        };
        for name in names {
            params.push(header(
                name,
                "Copied from the launch query parameter of the same name; empty when absent",
            ));
        }
        params.push(header(XHR_HEADER.0, "Always `XMLHttpRequest`"));
    }
    if E::WRITES {
        let mut key = header(
            IDEMPOTENCY_KEY_HEADER,
            "One value per action the user means to take (at most 255 characters), sent again \
             on every retry of it: the same key with the same payload gets the first answer \
             again and changes nothing more; the same key with another payload is refused \
             (a refusal, code 422); a server keeps a key at least 24 hours. Optional: \
             without it every request acts",
        );
        key.schema = Some(
            ObjectBuilder::new()
                .schema_type(Type::String)
                .min_length(Some(1))
                .max_length(Some(IDEMPOTENCY_KEY_MAX_LEN))
                .pattern(Some(IDEMPOTENCY_KEY_PATTERN))
                .into(),
        );
        params.push(key);
    }
    params
}

fn schema_ref(name: &str) -> RefOr<Schema> {
    RefOr::Ref(Ref::from_schema_name(name))
}

impl EndpointVisitor for DocBuilder {
    fn visit<E: Endpoint>(&mut self) {
        let mut op = OperationBuilder::new()
            .operation_id(Some(E::ID))
            .tag(E::TAG.name())
            .summary(Some(E::SUMMARY))
            .parameters(Some(parameters::<E>()));

        let body_type = match E::BODY {
            BodyKind::None => None,
            BodyKind::Form => Some(FORM_CONTENT_TYPE),
            BodyKind::Multipart => Some(MULTIPART_CONTENT_TYPE),
        };
        if let Some(content_type) = body_type {
            self.add_schema::<E::Body>();
            let body = RequestBodyBuilder::new()
                .required(Some(Required::True))
                .content(
                    content_type,
                    ContentBuilder::new()
                        .schema(Some(schema_ref(&E::Body::name())))
                        .build(),
                )
                .build();
            op = op.request_body(Some(body));
        }

        let success = match E::RESPONSE {
            ResponseKind::Json => {
                self.add_schema::<E::Response>();
                ResponseBuilder::new()
                    .description("The envelope; its `code` says whether the call succeeded")
                    .content(
                        "application/json",
                        ContentBuilder::new()
                            .schema(Some(schema_ref(&E::Response::name())))
                            .build(),
                    )
            }
            ResponseKind::Png => ResponseBuilder::new().description("A PNG image").content(
                "image/png",
                ContentBuilder::new()
                    .schema(Some(<E::Response as PartialSchema>::schema()))
                    .build(),
            ),
        };
        let error = |description: &str| {
            ResponseBuilder::new().description(description).content(
                "application/json",
                ContentBuilder::new()
                    .schema(Some(schema_ref(&ErrorEnvelope::name())))
                    .build(),
            )
        };
        let op = op
            .response("200", success.build())
            .response(
                "400",
                error("Malformed request: the envelope with a non-zero code naming the problem")
                    .build(),
            )
            .response(
                "500",
                error("Server fault: the envelope with a non-zero code").build(),
            );
        // Borrower and legacy-payment calls need the launch identity; promotion calls are
        // public, which an empty list says explicitly.
        let op = if E::LAUNCH_PARAMS {
            let both = IDENTITY.iter().skip(1).fold(
                SecurityRequirement::new(IDENTITY[0].0, Vec::<String>::new()),
                |all, (scheme, _, _)| all.add(*scheme, Vec::<String>::new()),
            );
            op.response(
                "401",
                error("No borrower: `sessionId` or `deviceId` is missing or empty").build(),
            )
            .securities(Some([both]))
        } else {
            op.securities(Some(Vec::<SecurityRequirement>::new()))
        };

        let method = match E::METHOD {
            Method::Get => HttpMethod::Get,
            Method::Post => HttpMethod::Post,
        };
        self.paths
            .push((E::PATH, PathItem::new(method, op.build())));
    }
}

/// The complete OpenAPI 3.1 document of the API, built from the endpoint table, as JSON: what
/// `contract/openapi.json` holds and the mock server serves. It is JSON and not utoipa's
/// [`OpenApi`] because the envelope rules (`oneOf` beside `properties`, `const`, `not`) are
/// JSON Schema that utoipa's model does not keep.
pub fn openapi() -> Value {
    let mut doc = serde_json::to_value(described()).unwrap_or_default();
    add_envelope_rules(&mut doc);
    doc
}

/// The document as utoipa builds it: the endpoint table's paths, schemas, links and constants.
fn described() -> OpenApi {
    let mut doc = DocBuilder::default();
    doc.add_schema::<ErrorEnvelope>();
    visit_endpoints(&mut doc);

    let mut paths = PathsBuilder::new();
    for (path, item) in doc.paths {
        paths = paths.path(path, item);
    }
    let mut schemas = doc.schemas;
    schemas.sort_by(|a, b| a.0.cmp(&b.0));
    schemas.dedup_by(|a, b| a.0 == b.0);

    let mut components = ComponentsBuilder::new().schemas_from_iter(schemas);
    for (scheme, name, description) in IDENTITY {
        components = components.security_scheme(
            scheme,
            SecurityScheme::ApiKey(ApiKey::Query(ApiKeyValue::with_description(
                name,
                description,
            ))),
        );
    }
    let components = components.build();

    let tags = Tag::ALL.iter().map(|t| {
        TagBuilder::new()
            .name(t.name())
            .description(Some(t.description()))
            .build()
    });
    let api = OpenApiBuilder::new()
        .info(
            InfoBuilder::new()
                .title("Loan web view API")
                .version(crate::CONTRACT_VERSION)
                .license(Some(
                    // The workspace's UNLICENSED (proprietary), as SPDX spells a license it
                    // does not list.
                    LicenseBuilder::new()
                        .name(env!("CARGO_PKG_LICENSE"))
                        .identifier(Some("LicenseRef-Proprietary"))
                        .build(),
                ))
                .description(Some(
                    "Every call the mobile web front end of the cash-loan service makes: borrower \
                     screens (under /throughout), the promotion page and the legacy payment flow. \
                     Amounts are integers in minor units (divide by 100 for display).",
                ))
                .build(),
        )
        .paths(paths.build())
        .servers(Some([ServerBuilder::new()
            .url("/")
            .description(Some(
                "The origin that serves this document (the mock server, or the backend the \
                 web view is deployed beside): every call is same-origin",
            ))
            .build()]))
        .components(Some(components))
        .tags(Some(tags))
        .build();
    with_object_examples(api)
}

/// The document as pretty JSON, exactly as committed in `contract/openapi.json`.
pub fn openapi_json() -> String {
    let mut text = serde_json::to_string_pretty(&openapi()).unwrap_or_default();
    text.push('\n');
    text
}

/// Gives every object schema without an example one composed from its properties' examples,
/// so that every schema shows a realistic whole value and example-based tools return one.
fn with_object_examples(api: OpenApi) -> OpenApi {
    let Ok(mut doc) = serde_json::to_value(&api) else {
        return api;
    };
    let schemas = doc
        .pointer("/components/schemas")
        .and_then(Value::as_object)
        .cloned()
        .unwrap_or_default();
    let names: Vec<String> = schemas.keys().cloned().collect();
    for name in names {
        let Some(schema) = doc.pointer_mut(&format!("/components/schemas/{name}")) else {
            continue;
        };
        if has_example(schema) || schema.get("properties").is_none() {
            continue;
        }
        if let Some(example) = example_of(schema, &schemas, 0) {
            schema["examples"] = Value::Array(vec![example]);
        }
    }
    add_links(&mut doc);
    add_constants(&mut doc);
    // The additions are fixed at build time: a document utoipa cannot read back is a bug
    // every test of the contract shows at once, not something to drop silently.
    serde_json::from_value(doc).unwrap_or_else(|e| panic!("examples and links: {e}"))
}

fn has_example(schema: &Value) -> bool {
    schema.get("example").is_some() || schema.get("examples").is_some()
}

fn example_of(schema: &Value, all: &Map<String, Value>, depth: usize) -> Option<Value> {
    if depth > 32 {
        return None;
    }
    if let Some(e) = schema.get("example") {
        return Some(e.clone());
    }
    if let Some(e) = schema.get("examples").and_then(|e| e.get(0)) {
        return Some(e.clone());
    }
    if let Some(r) = schema.get("$ref").and_then(Value::as_str) {
        let name = r.rsplit('/').next()?;
        return example_of(all.get(name)?, all, depth + 1);
    }
    for key in ["oneOf", "anyOf", "allOf"] {
        if let Some(options) = schema.get(key).and_then(Value::as_array) {
            return options
                .iter()
                .find(|o| o.get("type").and_then(Value::as_str) != Some("null"))
                .and_then(|o| example_of(o, all, depth + 1));
        }
    }
    if let Some(items) = schema.get("items") {
        return Some(Value::Array(vec![example_of(items, all, depth + 1)?]));
    }
    let props = schema.get("properties")?.as_object()?;
    let mut object = Map::new();
    for (key, prop) in props {
        object.insert(key.clone(), example_of(prop, all, depth + 1)?);
    }
    Some(Value::Object(object))
}
