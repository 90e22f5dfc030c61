//! Which contract this server speaks and which one the bundle it serves was built against:
//! the line at the top of `/__mock` (a warning when they differ) and `/__mock/contract` as
//! JSON. A web view keeps the bundle it loaded, so QA testing an old bundle against a newer
//! server sees it here first (docs/contract-versions.md "Where the version shows").

use std::path::Path;
use std::sync::Arc;

use axum::Router;
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde::{Deserialize, Serialize};

use crate::qa::Qa;
use crate::qa::html::escape;

/// The file the build writes beside the bundle (app/scripts/serving-rules.mjs); its
/// `contractVersion` is the version of the document the bundle's types were generated from.
const BUILD_FILE: &str = "serving.json";

/// `/__mock/contract`.
pub fn routes() -> Router<Arc<Qa>> {
    Router::new().route("/__mock/contract", get(json))
}

/// The two versions.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Versions {
    /// The contract this server answers by (`info.version` of `/openapi.json`).
    pub server: &'static str,
    /// The contract the bundle was built against; `None` when there is no built bundle or
    /// its build did not say.
    pub bundle: Option<String>,
    /// Why `bundle` is unknown, when it is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bundle_unknown: Option<String>,
}

impl Versions {
    /// The versions of this server and of the bundle in `dist`.
    pub fn of(dist: &Path) -> Self {
        #[derive(Deserialize)]
        #[serde(rename_all = "camelCase")]
        struct Built {
            contract_version: Option<String>,
        }
        let file = dist.join(BUILD_FILE);
        let (bundle, bundle_unknown) = match std::fs::read_to_string(&file) {
            Err(_) => (None, Some(format!("no built bundle in {}", dist.display()))),
            Ok(text) => match serde_json::from_str::<Built>(&text) {
                Ok(Built {
                    contract_version: Some(v),
                }) => (Some(v), None),
                Ok(_) => (
                    None,
                    Some(format!(
                        "{} names no contract version (built before versions)",
                        file.display()
                    )),
                ),
                Err(e) => (None, Some(format!("{}: {e}", file.display()))),
            },
        };
        Versions {
            server: contract::CONTRACT_VERSION,
            bundle,
            bundle_unknown,
        }
    }

    /// Whether the bundle was built against another contract than the server's.
    pub fn differ(&self) -> bool {
        self.bundle.as_deref().is_some_and(|b| b != self.server)
    }

    /// The line of the QA page: both versions, a warning when they differ.
    pub fn html(&self) -> String {
        let server = format!(
            "Contract <strong data-contract=server>{}</strong> (this server: <a href=\"/openapi.json\">openapi.json</a>, <a href=\"/docs\">docs</a>)",
            escape(self.server)
        );
        match (&self.bundle, &self.bundle_unknown) {
            (Some(bundle), _) if self.differ() => format!(
                "<p class=\"contract bad\" role=alert>{server} · the bundle was built against \
<strong data-contract=bundle>{}</strong>: <strong>they differ</strong>. The screens send and read \
what contract {} says; rebuild the bundle (<code>npm run build</code>) to test this server's \
contract, or keep it to test what borrowers with that bundle see.</p>",
                escape(bundle),
                escape(bundle),
            ),
            (Some(bundle), _) => format!(
                "<p class=contract>{server} · the bundle was built against <strong data-contract=bundle>{}</strong> (the same)</p>",
                escape(bundle)
            ),
            (None, why) => format!(
                "<p class=\"contract bad\" role=alert>{server} · the bundle's contract is unknown: {}</p>",
                escape(why.as_deref().unwrap_or("no bundle"))
            ),
        }
    }
}

async fn json(State(app): State<Arc<Qa>>) -> Response {
    axum::Json(Versions::of(&app.dist_dir)).into_response()
}
