//! `/__mock/outbox` (the SMS codes and captcha answers the server issued, so a tester can
//! finish a flow) and `POST /__mock/reset` (forget all state).

use std::sync::Arc;

use axum::extract::{Query, State};
use axum::http::HeaderMap;
use axum::response::{Html, IntoResponse, Response};
use serde_json::json;

use axum::Router;
use axum::routing::{get, post};

use crate::qa::Qa;
use crate::qa::html::{escape, wants_html};

/// `/__mock/outbox` and `POST /__mock/reset`.
pub fn routes() -> Router<Arc<Qa>> {
    Router::new()
        .route("/__mock/outbox", get(outbox))
        .route("/__mock/reset", post(reset))
}

/// Filter of the outbox: `?session=ID` (a sessionId or a sid).
#[derive(serde::Deserialize)]
struct OutboxQuery {
    session: Option<String>,
}

async fn outbox(
    State(app): State<Arc<Qa>>,
    headers: HeaderMap,
    Query(filter): Query<OutboxQuery>,
) -> Response {
    let entries: Vec<_> = app
        .api
        .store
        .lock()
        .outbox
        .iter()
        .filter(|e| filter.session.as_ref().is_none_or(|s| *s == e.session))
        .cloned()
        .collect();
    if wants_html(&headers) {
        let rows: String = entries
            .iter()
            .rev()
            .map(|e| {
                format!(
                    "<tr><td>{}</td><td>{}</td><td>{}</td><td><code>{}</code></td><td><b>{}</b></td></tr>",
                    escape(&e.at),
                    escape(&e.session),
                    e.kind,
                    escape(&e.to),
                    escape(&e.code)
                )
            })
            .collect();
        return Html(format!(
            "<!doctype html><meta charset=utf-8><title>Outbox</title>\
<link rel=stylesheet href=\"/__mock/assets/qa.css\">\
<h1>Outbox</h1><p>Newest first. <a href=\"/__mock\">Back</a> · <a href=\"/__mock/outbox\">reload</a></p>\
<table><tr><th>When (UTC)</th><th>Session / sid</th><th>Kind</th><th>To</th><th>Code</th></tr>{rows}</table>"
        ))
        .into_response();
    }
    axum::Json(json!({ "entries": entries })).into_response()
}

async fn reset(State(app): State<Arc<Qa>>, headers: HeaderMap) -> Response {
    app.api.store.reset();
    if wants_html(&headers) {
        return Html(
            "<!doctype html><meta charset=utf-8><p>State cleared. <a href=\"/__mock\">Back</a></p>",
        )
        .into_response();
    }
    axum::Json(json!({ "ok": true, "message": "state cleared" })).into_response()
}
