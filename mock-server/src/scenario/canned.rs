//! Canned responses: every merged answer of a scenario, validated against the contract type
//! and kept as bytes.

use std::collections::HashMap;
use std::sync::Arc;

use bytes::Bytes;
use contract::{Endpoint, EndpointVisitor, EnvelopeKind, ResponseKind};
use serde::Deserialize;
use serde_json::Value;

use super::*;

/// One response, validated against the contract type and ready to send.
#[derive(Clone)]
pub struct Canned {
    /// The serialized response.
    pub bytes: Bytes,
    /// The response as JSON (for snapshots and the conformance test).
    pub json: Arc<Value>,
    /// Whether the envelope's code says success.
    pub success: bool,
}

impl Canned {
    /// The typed response of endpoint `E` (validated at load), for handlers that overlay
    /// state; `None` only if this canned response belongs to another endpoint.
    pub fn typed<E: Endpoint>(&self) -> Option<E::Response> {
        E::Response::deserialize(&*self.json).ok()
    }

    /// `value` (a generated answer) validated into `E::Response` like a scenario's answers;
    /// the error names the endpoint and the field.
    pub fn of<E: Endpoint>(value: Value, lang: Lang) -> Result<Canned, String> {
        canned::<E>(value, "generated", lang, "")
    }
}

/// The responses of one endpoint in one language: the base and its variants.
#[derive(Clone)]
pub struct CannedSet {
    /// The response when no variant matches.
    pub base: Canned,
    /// Variants with the parameters that choose them.
    pub variants: Vec<(Vec<(String, String)>, Canned)>,
}

impl CannedSet {
    /// The response for a request with parameters `params`.
    pub fn pick(&self, params: &[(String, String)]) -> &Canned {
        self.variants
            .iter()
            .find(|(wanted, _)| {
                wanted
                    .iter()
                    .all(|(k, v)| params.iter().any(|(pk, pv)| pk == k && pv == v))
            })
            .map(|(_, canned)| canned)
            .unwrap_or(&self.base)
    }
}

#[derive(Default)]
pub(super) struct Partial {
    pub(super) responses: HashMap<&'static str, Arc<[CannedSet; 2]>>,
}

pub(super) struct Builder<'a> {
    pub(super) parsed: &'a BTreeMap<String, (String, ScenarioFile)>,
    pub(super) out: HashMap<String, Partial>,
    pub(super) error: Option<String>,
}

impl EndpointVisitor for Builder<'_> {
    fn visit<E: Endpoint>(&mut self) {
        if self.error.is_some() || E::RESPONSE != ResponseKind::Json {
            return;
        }
        for name in self.parsed.keys() {
            match build_endpoint::<E>(self.parsed, name) {
                Ok(Some(sets)) => {
                    if let Some(partial) = self.out.get_mut(name) {
                        partial.responses.insert(E::ID, Arc::new(sets));
                    }
                }
                Ok(None) => {}
                Err(e) => {
                    self.error = Some(e);
                    return;
                }
            }
        }
    }
}

fn build_endpoint<E: Endpoint>(
    parsed: &BTreeMap<String, (String, ScenarioFile)>,
    name: &str,
) -> Result<Option<[CannedSet; 2]>, String> {
    let chain = chain(parsed, name)?;
    let source = &parsed[name].0;
    let patches: Vec<&ResponsePatch> = chain
        .iter()
        .filter_map(|(_, file)| file.responses.get(E::ID))
        .collect();
    let own = chain
        .iter()
        .any(|(link, file)| *link != DEFAULT && file.responses.contains_key(E::ID));
    if name != DEFAULT && !own {
        // Shares the default world's answers (filled in by the caller).
        return Ok(None);
    }
    if patches.is_empty() {
        if name == DEFAULT {
            return Err(format!(
                "{source}: responses.{}: the default world must answer every JSON endpoint",
                E::ID
            ));
        }
        return Ok(None);
    }
    let variants: &[Variant] = patches
        .iter()
        .rev()
        .find_map(|p| p.when.as_deref())
        .unwrap_or(&[]);
    let set = |lang: Lang| -> Result<CannedSet, String> {
        let mut base = Value::Null;
        for p in &patches {
            apply(&mut base, lang, [&p.patch, &p.es, &p.en]);
        }
        let base_canned = canned::<E>(base.clone(), source, lang, "")?;
        let mut built = Vec::new();
        for (i, variant) in variants.iter().enumerate() {
            let mut value = base.clone();
            apply(&mut value, lang, [&variant.patch, &variant.es, &variant.en]);
            let label = format!(" (when[{i}])");
            let params = variant.params.clone().into_iter().collect();
            built.push((params, canned::<E>(value, source, lang, &label)?));
        }
        Ok(CannedSet {
            base: base_canned,
            variants: built,
        })
    };
    Ok(Some([set(Lang::Es)?, set(Lang::En)?]))
}

/// Merges `[patch, es, en]` of a patch or variant into `value`: `patch`, then `lang`'s own.
fn apply(value: &mut Value, lang: Lang, [patch, es, en]: [&Option<Value>; 3]) {
    let own = match lang {
        Lang::Es => es,
        Lang::En => en,
    };
    for patch in [patch, own].into_iter().flatten() {
        merge_patch(value, patch);
    }
}

/// Validates `value` into `E::Response` and serializes it back.
fn canned<E: Endpoint>(
    mut value: Value,
    source: &str,
    lang: Lang,
    label: &str,
) -> Result<Canned, String> {
    if E::ENVELOPE == EnvelopeKind::V3
        && let Value::Object(map) = &mut value
    {
        let ok = map.get("code").and_then(Value::as_i64) == Some(0);
        map.insert("success".into(), Value::Bool(ok));
    }
    let typed: E::Response = serde_path_to_error::deserialize(&value).map_err(|e| {
        format!(
            "{source}: responses.{}{label} ({}): {}: {}",
            E::ID,
            lang.code(),
            e.path(),
            e.inner()
        )
    })?;
    let json =
        serde_json::to_value(&typed).map_err(|e| format!("{source}: responses.{}: {e}", E::ID))?;
    let success = match json.get("code") {
        Some(Value::Number(n)) => n.as_i64() == Some(contract::limits::SUCCESS_CODE_PLAIN.into()),
        Some(Value::String(s)) => s == contract::limits::SUCCESS_CODE_LEGACY,
        _ => false,
    };
    let bytes = Bytes::from(serde_json::to_vec(&json).unwrap_or_default());
    Ok(Canned {
        bytes,
        json: Arc::new(json),
        success,
    })
}
