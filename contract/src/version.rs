//! The contract's own version, the one place it is written.
//!
//! It is the document's `info.version` and nothing else: not the crate's version (a Rust
//! package's number says when the code changed, this one says what a change does to those
//! who read or send the calls). `npm run contract:release` raises it and keeps the released
//! document in `contract/releases/`; what counts as a breaking change, and so a new major:
//! `docs/contract-versions.md "What counts as breaking"`.

/// The semantic version of the contract (`MAJOR.MINOR.PATCH`), written into the document's
/// `info.version`. Raise the major by hand before a breaking change to something the app reads
/// or sends; the release step writes the others.
pub const CONTRACT_VERSION: &str = "1.2.0";

/// The semantic version of the native bridge (`contract/bridge.json`'s `x-bridge-version`),
/// apart from the API's: a wrapper implements the bridge, not the HTTP calls. A wrapper tells
/// the page which one it implements (docs/bridge.md "The version handshake"). The bridge release
/// writes it (docs/contract-versions.md "The bridge"); raise the major by hand before removing
/// an action or changing an argument.
pub const BRIDGE_VERSION: &str = "1.0.0";
