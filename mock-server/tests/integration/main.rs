//! The mock server's integration tests as one binary: one link and one copy of the
//! dependencies' generic code instead of one per file (the cold test build was the longest
//! step of the test command), and the files' tests run side by side.

/// The test certificates of the same tests, for the https backend.
#[path = "../../../conformance/tests/integration/support/certificates.rs"]
mod certificates;
mod common;
/// The forwarding proxy of the conformance crate's client tests, for `verify` through
/// HTTP_PROXY and HTTPS_PROXY.
#[path = "../../../conformance/tests/integration/support/forward.rs"]
mod forward;

mod bad_input;
mod complaint_screens;
mod conformance;
mod generated;
mod hardening;
mod hosted;
mod http_proxy;
mod https;
mod idempotency;
mod identity;
mod journal;
mod journey;
mod journey_controls;
mod layers;
mod live_scenarios;
mod load;
mod malformed;
mod proxy;
mod qa_pages;
mod routes;
mod scenario_files;
mod scenarios;
mod selection;
mod snapshots;
mod state;
mod telemetry;
mod transport;
mod verify;
mod verify_command;
mod voucher_images;
