//! The API contract of the loan web view: the payload types of every call, the endpoint table
//! and the OpenAPI 3.1 document built from them. It knows nothing of a server.
//!
//! - [`endpoints`]: one type per call implementing [`Endpoint`] (method, full path, query,
//!   body, response, envelope kind, tag); [`ENDPOINTS`] lists them and [`visit_endpoints`]
//!   walks them with their types.
//! - [`openapi()`]: the document, emitted to `contract/openapi.json` by
//!   `cargo run -p contract --bin emit-openapi`.
//!
//! How a server binds to this table (the mock server does it so): route `E::PATH` with
//! `E::METHOD` through one generic function whose handler must return `E::Response`. Neither
//! the path nor the method is written twice, and a type that differs does not compile; a test
//! in the server checks that every row of [`ENDPOINTS`] is served. We chose a trait with
//! associated consts and types over utoipa's `#[utoipa::path]` attributes because those sit on
//! the server's handlers, which would make the server, not the contract, the owner of the API.
//! Decisions where the specification is open are in `contract/DECISIONS.md`.

mod common;
mod endpoint;
pub mod endpoints;
mod envelope;
mod openapi;

pub mod complaint;
pub mod legacy;
pub mod loan;
pub mod promotion;
pub mod repayment;

pub use common::*;
pub use endpoint::*;
pub use endpoints::{ENDPOINTS, visit_endpoints};
pub use envelope::{Empty, ErrorCode, ErrorEnvelope};
pub use openapi::{
    FORM_CLIENT_HEADERS, FORM_CONTENT_TYPE, JSON_CLIENT_HEADERS, MULTIPART_CONTENT_TYPE,
    XHR_HEADER, openapi, openapi_json,
};
