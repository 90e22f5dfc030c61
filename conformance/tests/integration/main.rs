//! The conformance crate's tests, one binary: the checker against the document's examples
//! and planted breaks ([`checker`]), the JUnit XML read back ([`junit`]), the HTTP client
//! through a forwarding proxy ([`client`]).

mod checker;
mod client;
mod junit;
mod support;
