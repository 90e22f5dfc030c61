//! `/__mock/requests`: the journal as HTML for a browser, JSON otherwise; filters
//! `session`, `path` (a part of it), `status`, `breaks=1` (only calls that break the
//! contract), `page=1` (only calls a browser page made), `since` (epoch milliseconds),
//! `limit`; newest first. `POST /__mock/requests/clear` (or `DELETE /__mock/requests`)
//! empties it.

use std::sync::{Arc, OnceLock};

use axum::Router;
use axum::extract::{Query, State};
use axum::http::HeaderMap;
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::Entry;
use super::check::{Checker, Verdict};
use crate::qa::Qa;
use crate::qa::html::{escape, wants_html};

/// Routes of the journal.
pub fn routes() -> Router<Arc<Qa>> {
    Router::new()
        .route("/__mock/requests", get(requests).delete(clear))
        .route("/__mock/requests/clear", post(clear))
}

fn checker() -> Result<&'static Checker, String> {
    static CHECKER: OnceLock<Result<Checker, String>> = OnceLock::new();
    CHECKER
        .get_or_init(Checker::from_contract)
        .as_ref()
        .map_err(Clone::clone)
}

/// The filters of the journal.
#[derive(Debug, Default, Deserialize)]
pub struct Filter {
    session: Option<String>,
    path: Option<String>,
    status: Option<u16>,
    breaks: Option<String>,
    page: Option<String>,
    since: Option<u64>,
    limit: Option<usize>,
}

fn on(flag: &Option<String>) -> bool {
    flag.as_deref().is_some_and(|v| v == "1" || v == "true")
}

/// One entry as shown.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Shown {
    seq: u64,
    at_ms: u64,
    time: String,
    session: String,
    scenario: String,
    method: String,
    path: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    operation: Option<String>,
    query: Vec<(String, String)>,
    form: Vec<(String, String)>,
    headers: Vec<(&'static str, String)>,
    page: bool,
    status: u16,
    code: Value,
    ms: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    note: Option<String>,
    breaks: Vec<String>,
    /// How the server's answer breaks the contract (the `answer-*` scenarios do on purpose).
    server_breaks: Vec<String>,
    /// Fields of the answer the document does not know: reported, not breaks.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    extra_fields: Vec<String>,
}

/// Time of day, UTC, with milliseconds.
pub(crate) fn time_of_day(ms: u64) -> String {
    let at = jiff::Timestamp::from_millisecond(ms as i64).unwrap_or_default();
    at.strftime("%H:%M:%S%.3f").to_string()
}

/// The `code` of a JSON envelope, or what the answer was when it is not JSON.
fn code_of(entry: &Entry) -> Value {
    let Some(bytes) = &entry.response else {
        return Value::Null;
    };
    if entry.response_type.starts_with("application/json") {
        return serde_json::from_slice::<Value>(bytes)
            .ok()
            .and_then(|v| v.get("code").cloned())
            .unwrap_or(Value::Null);
    }
    Value::String(entry.response_type.clone())
}

fn show(entry: &Entry, verdict: Verdict) -> Shown {
    Shown {
        seq: entry.seq,
        at_ms: entry.at_ms,
        time: time_of_day(entry.at_ms),
        session: entry.session(),
        scenario: entry.scenario.clone(),
        method: entry.method.to_string(),
        path: entry.path.clone(),
        operation: verdict.operation,
        query: entry.query_pairs(),
        form: entry.form_pairs(),
        headers: entry.headers.clone(),
        page: entry.from_page(),
        status: entry.status,
        code: code_of(entry),
        ms: (entry.micros as f64 / 10.0).round() / 100.0,
        note: entry.note.clone(),
        breaks: verdict.breaks,
        server_breaks: verdict.server_breaks,
        extra_fields: verdict.extra_fields,
    }
}

/// The journal, filtered and checked, newest first.
pub fn shown(app: &Qa, filter: &Filter) -> Result<(Vec<Shown>, Value), String> {
    let checker = checker()?;
    let snapshot = app.journal.snapshot();
    let mut out = Vec::new();
    let limit = filter.limit.unwrap_or(usize::MAX);
    for entry in snapshot.entries.iter().rev() {
        if out.len() >= limit {
            break;
        }
        if filter.since.is_some_and(|s| entry.at_ms < s)
            || filter.status.is_some_and(|s| entry.status != s)
            || filter
                .path
                .as_deref()
                .is_some_and(|p| !entry.path.contains(p))
            || (on(&filter.page) && !entry.from_page())
        {
            continue;
        }
        if let Some(s) = filter.session.as_deref().filter(|s| !s.is_empty())
            && entry.session() != s
        {
            continue;
        }
        let verdict = checker.check(entry);
        if on(&filter.breaks) && verdict.breaks.is_empty() && verdict.server_breaks.is_empty() {
            continue;
        }
        out.push(show(entry, verdict));
    }
    let oldest = snapshot.entries.first().map(|e| e.at_ms);
    let meta = json!({
        "capacity": snapshot.capacity,
        "recorded": snapshot.recorded,
        "dropped": snapshot.dropped,
        "oldestAtMs": oldest,
    });
    Ok((out, meta))
}

async fn requests(
    State(app): State<Arc<Qa>>,
    headers: HeaderMap,
    Query(filter): Query<Filter>,
) -> Response {
    let (entries, meta) = match shown(&app, &filter) {
        Ok(found) => found,
        Err(e) => {
            return crate::api::error::ApiError::Fault(e)
                .into_envelope(contract::EnvelopeKind::Plain);
        }
    };
    if wants_html(&headers) {
        return Html(html(&entries, &meta, &filter)).into_response();
    }
    let mut body = meta;
    body["breaks"] = json!(entries.iter().map(|e| e.breaks.len()).sum::<usize>());
    body["serverBreaks"] = json!(entries.iter().map(|e| e.server_breaks.len()).sum::<usize>());
    body["entries"] = json!(entries);
    axum::Json(body).into_response()
}

async fn clear(State(app): State<Arc<Qa>>, headers: HeaderMap) -> Response {
    app.journal.clear();
    if wants_html(&headers) {
        return Html(
            "<!doctype html><meta charset=utf-8><title>Journal cleared</title>\
<link rel=stylesheet href=\"/__mock/assets/qa.css\"><p>Journal cleared. \
<a href=\"/__mock/requests\">Back to the journal</a></p>",
        )
        .into_response();
    }
    axum::Json(json!({ "ok": true, "message": "journal cleared" })).into_response()
}

fn pairs(pairs: &[(String, String)]) -> String {
    pairs
        .iter()
        .map(|(k, v)| format!("<code>{}={}</code>", escape(k), escape(v)))
        .collect::<Vec<_>>()
        .join(" ")
}

fn html(entries: &[Shown], meta: &Value, filter: &Filter) -> String {
    let value = |v: &Option<String>| escape(v.as_deref().unwrap_or(""));
    let mut rows = String::new();
    for e in entries {
        let extra = if e.extra_fields.is_empty() {
            String::new()
        } else {
            format!(
                "<br><small>not in the document (not a break): {}</small>",
                escape(&e.extra_fields.join(", "))
            )
        };
        let breaks = if e.breaks.is_empty() && e.server_breaks.is_empty() {
            format!("<td class=ok>none{extra}</td>")
        } else {
            let server = e
                .server_breaks
                .iter()
                .map(|b| format!("<li><b>server:</b> {}</li>", escape(b)));
            format!(
                "<td class=bad><ul>{}</ul>{extra}</td>",
                e.breaks
                    .iter()
                    .map(|b| format!("<li>{}</li>", escape(b)))
                    .chain(server)
                    .collect::<String>()
            )
        };
        let headers: Vec<(String, String)> = e
            .headers
            .iter()
            .map(|(k, v)| ((*k).to_owned(), v.clone()))
            .collect();
        rows.push_str(&format!(
            "<tr id=r{seq}><td>{time}<br><small>#{seq}{page}</small></td><td><a href=\"?session={session_q}\">{session}</a><br><small>{scenario}</small></td>\
<td><b>{method}</b> <a href=\"?path={path_q}\">{path}</a>{op}<div class=pairs>{query}</div>{form}</td>\
<td class=pairs>{headers}</td><td>{status}<br><small>code {code}</small><br><small>{ms} ms</small>{note}</td>{breaks}</tr>\n",
            time = escape(&e.time),
            seq = e.seq,
            page = if e.page { " · page" } else { "" },
            session_q = escape(&crate::qa::html::enc(&e.session)),
            session = escape(&e.session),
            scenario = escape(&e.scenario),
            method = escape(&e.method),
            path_q = escape(&crate::qa::html::enc(&e.path)),
            path = escape(&e.path),
            op = e
                .operation
                .as_deref()
                .map(|o| format!(" <small>({})</small>", escape(o)))
                .unwrap_or_default(),
            query = pairs(&e.query),
            form = if e.form.is_empty() {
                String::new()
            } else {
                format!("<div class=pairs>form: {}</div>", pairs(&e.form))
            },
            headers = pairs(&headers),
            status = e.status,
            code = escape(&e.code.to_string()),
            ms = e.ms,
            note = e
                .note
                .as_deref()
                .map(|n| format!("<br><b class=bad>{}</b>", escape(n)))
                .unwrap_or_default(),
        ));
    }
    let total_breaks: usize = entries
        .iter()
        .map(|e| e.breaks.len() + e.server_breaks.len())
        .sum();
    format!(
        "<!doctype html><html lang=en><meta charset=utf-8><meta name=viewport content=\"width=device-width\">\
<title>Mock server — requests</title><link rel=stylesheet href=\"/__mock/assets/qa.css\">\
<h1>Requests</h1>\
<p>Every API call, newest first, checked against <a href=\"/openapi.json\">openapi.json</a>. \
{shown} shown, {total_breaks} contract breaks; {recorded} recorded, {dropped} pushed out (keeps {capacity}). \
<a href=\"/__mock\">QA page</a> · <a href=\"/__mock/requests\">all</a> · <a href=\"?breaks=1\">only breaks</a> · \
<a href=\"?page=1\">only pages</a></p>\
<form method=get class=filters><label>Session <input name=session value=\"{session}\"></label> \
<label>Path <input name=path value=\"{path}\"></label> \
<label>Status <input name=status inputmode=numeric size=4 value=\"{status}\"></label> \
<label><input type=checkbox name=breaks value=1{breaks_checked}> only breaks</label> \
<button>Filter</button></form>\
<form method=post action=\"/__mock/requests/clear\" class=inline><button>Clear the journal</button></form>\
<div class=scroll><table class=journal><tr><th>Time (UTC)</th><th>Session / scenario</th><th>Request</th><th>Headers</th><th>Answer</th><th>Contract breaks</th></tr>\n{rows}</table></div></html>",
        shown = entries.len(),
        recorded = meta["recorded"],
        dropped = meta["dropped"],
        capacity = meta["capacity"],
        session = value(&filter.session),
        path = value(&filter.path),
        status = filter.status.map(|s| s.to_string()).unwrap_or_default(),
        breaks_checked = if on(&filter.breaks) { " checked" } else { "" },
    )
}
