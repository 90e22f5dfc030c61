//! `/__mock/drift`: the drift table as HTML for a browser, JSON otherwise.

use std::collections::BTreeMap;
use std::sync::Arc;

use axum::Router;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use serde_json::json;

use crate::qa::Qa;
use crate::qa::html::{escape, wants_html};

/// Routes of the drift report.
pub fn routes() -> Router<Arc<Qa>> {
    Router::new().route("/__mock/drift", get(page))
}

async fn page(State(app): State<Arc<Qa>>, headers: HeaderMap) -> Response {
    let (upstream, report) = match &app.proxy {
        Some(p) => (Some(p.upstream.url.clone()), p.drift.report()),
        None => (None, BTreeMap::new()),
    };
    if !wants_html(&headers) {
        return axum::Json(json!({ "upstream": upstream, "operations": report })).into_response();
    }
    let mut sections = String::new();
    for (id, op) in &report {
        let rows: String = op
            .fields
            .iter()
            .map(|(field, f)| {
                format!(
                    "<tr><td><code>{}</code></td><td class=bad>{}</td><td>{}</td><td><code>{}</code></td><td>{}</td></tr>",
                    escape(field),
                    f.kind,
                    escape(&f.expected),
                    escape(&f.got.to_string()),
                    f.count
                )
            })
            .collect();
        let example = op
            .example
            .as_ref()
            .map(|e| {
                format!(
                    "<details><summary>Example answer</summary><pre>{}</pre></details>",
                    escape(&serde_json::to_string_pretty(e).unwrap_or_default())
                )
            })
            .unwrap_or_default();
        sections.push_str(&format!(
            "<section class=card><h2><code>{}</code> <small>{}</small></h2><p>{} answers, {} drifted</p>{}{}</section>",
            escape(id),
            escape(&op.call),
            op.answers,
            op.drifted,
            if rows.is_empty() {
                "<p class=ok>Matches the contract.</p>".to_owned()
            } else {
                format!("<div class=scroll><table><tr><th>Field</th><th>Drift</th><th>Contract</th><th>Upstream sent</th><th>Times</th></tr>{rows}</table></div>")
            },
            example
        ));
    }
    let intro = match upstream {
        Some(u) => format!(
            "Answers of <code>{}</code> checked against <a href=\"/openapi.json\">openapi.json</a>.",
            escape(&u)
        ),
        None => "Not in proxy mode: start the server with <code>--upstream URL</code>.".to_owned(),
    };
    Html(format!(
        "<!doctype html><html lang=en><meta charset=utf-8><meta name=viewport content=\"width=device-width\">\
<title>Mock server — drift</title><link rel=stylesheet href=\"/__mock/assets/qa.css\">\
<h1>Drift</h1><p>{intro} <a href=\"/__mock\">QA page</a> · <a href=\"/__mock/requests\">requests</a> · \
<a href=\"/__mock/verify\">check the upstream</a></p>{sections}</html>"
    ))
    .into_response()
}
