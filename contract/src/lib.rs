//! The API contract of the loan web view: the payload types of every call, the endpoint table
//! and the OpenAPI 3.1 document built from them. It knows nothing of a server.
//!
//! - [`endpoints`]: one type per call implementing [`Endpoint`] (method, full path, query,
//!   body, response, envelope kind, tag); [`ENDPOINTS`] lists them and [`visit_endpoints`]
//!   walks them with their types.
//! - [`openapi()`]: the document, emitted to `contract/openapi.json` by
//!   `cargo run -p contract --bin emit-openapi`; its `info.version` is [`CONTRACT_VERSION`],
//!   and every released document is kept in `contract/releases/` (`docs/contract-versions.md`).
//!
//! How a server binds to this table (the mock server does it so): route `E::PATH` with
//! `E::METHOD` through one generic function whose handler must return `E::Response`. Neither
//! the path nor the method is written twice, and a type that differs does not compile; a test
//! in the server checks that every row of [`ENDPOINTS`] is served. We chose a trait with
//! associated consts and types over utoipa's `#[utoipa::path]` attributes because those sit on
//! the server's handlers, which would make the server, not the contract, the owner of the API.
//! - [`limits`] and [`names`]: the values both sides need (complaint and upload limits,
//!   success codes, launch parameters, header names), emitted into the document's
//!   `x-constants` extension; [`OrderStatus`] holds the order status codes.
//!
//! - [`bridge`]: the native bridge's actions ([`BridgeAction`]) and `contract/bridge.json`,
//!   its JSON Schema for the native teams, with [`BRIDGE_VERSION`].
//!
//! Decisions where the specification is open: `docs/decisions.md`.

pub mod bridge;
mod common;
mod endpoint;
pub mod endpoints;
mod envelope;
mod openapi;
mod version;

pub mod complaint;
pub mod legacy;
pub mod limits;
pub mod loan;
pub mod names;
pub mod promotion;
pub mod repayment;

pub use bridge::{BridgeAction, bridge_document, bridge_json};
pub use common::*;
pub use endpoint::*;
pub use endpoints::{ENDPOINTS, visit_endpoints};
pub use envelope::{Empty, ErrorCode, ErrorEnvelope};
pub use names::{FORM_CLIENT_HEADERS, JSON_CLIENT_HEADERS, XHR_HEADER};
pub use openapi::{
    FORM_CONTENT_TYPE, MULTIPART_CONTENT_TYPE, REFUSAL_TITLE, SUCCESS_TITLE, openapi, openapi_json,
};
pub use version::{BRIDGE_VERSION, CONTRACT_VERSION};
