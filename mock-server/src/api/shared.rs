//! What the handlers share: the scenarios, the state, the request checks. The layers above
//! the API reach the same through it.

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

use contract::EnvelopeKind;

use crate::api::bind::validate::Validators;
use crate::{scenario, state};

/// What the handlers share.
pub struct Api {
    /// Every scenario: the set in force, reloaded when a file of `--scenarios DIR` changes
    /// (take [`scenario::Live::current`] once per request).
    pub scenarios: Arc<scenario::Live>,
    /// The state.
    pub store: state::Store,
    /// Request checks from the contract's document.
    pub validators: Validators,
    /// The contract's document, which the `generated` scenario draws its answers from.
    pub document: Arc<serde_json::Value>,
    envelopes: HashMap<&'static str, EnvelopeKind>,
}

impl Api {
    /// Loads the scenarios (the built-in ones and those of `dir`, watched) and builds the
    /// request checks.
    pub fn new(dir: Option<&Path>, limits: state::Limits) -> Result<Self, String> {
        let scenarios = Arc::new(scenario::Live::load(dir)?);
        scenarios.watch()?;
        let document = contract::openapi();
        let validators = Validators::from_document(&document, contract::ENDPOINTS)?;
        Ok(Api {
            scenarios,
            store: state::Store::new(limits),
            validators,
            document: Arc::new(document),
            envelopes: contract::ENDPOINTS
                .iter()
                .map(|e| (e.path, e.envelope))
                .collect(),
        })
    }

    /// The envelope of the endpoint at `path`, when `path` is an endpoint of the contract.
    pub fn envelope_of(&self, path: &str) -> Option<EnvelopeKind> {
        self.envelopes.get(path).copied()
    }
}
