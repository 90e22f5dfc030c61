//! `/__mock/telemetry`: what the phones would have reported, newest first, by kind, by
//! session and by page opening, each failed call linked to its request in the journal; as
//! JSON for scripts (`Accept` without `text/html`). `POST /__mock/telemetry/clear` forgets it.

use std::sync::Arc;

use axum::Router;
use axum::extract::{Query, State};
use axum::http::HeaderMap;
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use serde::{Deserialize, Serialize};
use serde_json::json;

use super::Record;
use crate::qa::Qa;
use crate::qa::html::{enc, escape, wants_html};
use crate::qa::journal::page::time_of_day;

/// `/__mock/telemetry` and its clear button.
pub fn routes() -> Router<Arc<Qa>> {
    Router::new()
        .route("/__mock/telemetry", get(telemetry))
        .route("/__mock/telemetry/clear", post(clear))
}

/// The filters: `kind` (an `event.name`), `session` (the QA session), `page` (a page opening).
#[derive(Debug, Default, Deserialize)]
pub struct Filter {
    kind: Option<String>,
    session: Option<String>,
    page: Option<String>,
}

/// The journal entry of a failed call: its number and the link that shows it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Request {
    seq: u64,
    href: String,
}

/// One record as shown.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Shown {
    #[serde(flatten)]
    record: Record,
    #[serde(skip_serializing_if = "Option::is_none")]
    request: Option<Request>,
}

/// The journal entry a failed call's record stands for: the same path and session, started
/// nearest the record's time (the phone's clock: here the same machine's).
fn request_of(record: &Record, journal: &[Arc<crate::qa::journal::Entry>]) -> Option<Request> {
    if record.kind != "loan.call.failed" {
        return None;
    }
    let path = record.attribute("url.path");
    let ms = record
        .attributes
        .get("loan.call.duration_ms")
        .and_then(|v| v.as_u64())
        .unwrap_or(0);
    let entry = journal
        .iter()
        .filter(|e| e.path == path && e.session() == record.session)
        .filter(|e| e.at_ms + 2_000 >= record.time_ms && e.at_ms <= record.time_ms + ms + 2_000)
        .min_by_key(|e| e.at_ms.abs_diff(record.time_ms))?;
    Some(Request {
        seq: entry.seq,
        href: format!(
            "/__mock/requests?session={}&path={}#r{}",
            enc(&record.session),
            enc(&path),
            entry.seq
        ),
    })
}

fn shown(qa: &Qa, filter: &Filter) -> (Vec<Shown>, super::Counts) {
    let (records, counts) = qa.telemetry.records();
    let journal = qa.journal.snapshot().entries;
    let keep = |want: &Option<String>, have: &str| want.as_deref().is_none_or(|w| w == have);
    let shown = records
        .iter()
        .filter(|r| {
            keep(&filter.kind, &r.kind)
                && keep(&filter.session, &r.session)
                && keep(&filter.page, &r.page)
        })
        .map(|r| Shown {
            request: request_of(r, &journal),
            record: (**r).clone(),
        })
        .collect();
    (shown, counts)
}

async fn telemetry(
    State(qa): State<Arc<Qa>>,
    headers: HeaderMap,
    Query(filter): Query<Filter>,
) -> Response {
    let (records, counts) = shown(&qa, &filter);
    if wants_html(&headers) {
        return Html(html(&qa.telemetry.path, &records, &counts, &filter)).into_response();
    }
    axum::Json(json!({ "path": qa.telemetry.path, "counts": counts, "records": records }))
        .into_response()
}

async fn clear(State(qa): State<Arc<Qa>>, headers: HeaderMap) -> Response {
    qa.telemetry.clear();
    if wants_html(&headers) {
        return Html(
            "<!doctype html><meta charset=utf-8><p>Telemetry cleared. <a href=\"/__mock/telemetry\">Back</a></p>",
        )
        .into_response();
    }
    axum::Json(json!({ "ok": true })).into_response()
}

/// The kinds of record, with what QA reads in each.
const KINDS: [(&str, &str); 6] = [
    ("loan.call.failed", "failed calls"),
    ("loan.error", "uncaught errors"),
    ("loan.bridge.missing", "missing bridge actions"),
    ("loan.page.broken", "pages that could not run the bundle"),
    ("browser.web_vital", "web vitals"),
    ("loan.release.reload", "reloads into a new release"),
];

/// What a record says in a line, e.g. "contract break at `$.data.orderStatus` on /loan-detail".
fn summary(r: &Record) -> String {
    match r.kind.as_str() {
        "loan.call.failed" if r.attribute("error.type") == "contract" => format!(
            "contract break at <code>{}</code> (expected {}) in <code>{}</code> on {}",
            escape(&r.attribute("loan.contract.path")),
            escape(&r.attribute("loan.contract.expected")),
            escape(&r.attribute("url.path")),
            escape(&r.route)
        ),
        "loan.release.reload" => format!(
            "reloaded from release <code>{}</code> into <code>{}</code> on {}",
            escape(&r.attribute("loan.release.from")),
            escape(&r.attribute("loan.release.to")),
            escape(&r.route)
        ),
        _ => escape(&r.body),
    }
}

fn html(path: &str, records: &[Shown], counts: &super::Counts, filter: &Filter) -> String {
    let kinds: String = KINDS
        .iter()
        .map(|(kind, what)| format!(" · <a href=\"?kind={kind}\">{what}</a>"))
        .collect();
    let mut rows = String::new();
    for s in records {
        let r = &s.record;
        let details: String = r
            .attributes
            .iter()
            .filter(|(k, _)| !matches!(k.as_str(), "event.name" | "loan.route"))
            .map(|(k, v)| {
                let v = v.as_str().map_or_else(|| v.to_string(), str::to_owned);
                format!("<div><code>{}</code> {}</div>", escape(k), escape(&v))
            })
            .collect();
        let request = s.request.as_ref().map_or(String::new(), |q| {
            format!("<br><a href=\"{}\">request #{}</a>", escape(&q.href), q.seq)
        });
        rows.push_str(&format!(
            "<tr><td>{time}<br><small>#{seq} {severity}</small></td>\
<td><a href=\"?session={session_q}\">{session}</a><br><small><a href=\"?page={page_q}\">page {page}</a></small></td>\
<td><a href=\"?kind={kind_q}\">{kind}</a><br><small>{route}</small></td><td>{summary}{request}</td>\
<td class=pairs><details><summary>attributes</summary>{details}</details></td></tr>\n",
            time = escape(&time_of_day(r.time_ms)),
            seq = r.seq,
            severity = escape(&r.severity),
            session_q = escape(&enc(&r.session)),
            session = escape(&r.session),
            page_q = escape(&enc(&r.page)),
            page = escape(r.page.get(..8).unwrap_or(&r.page)),
            kind_q = escape(&enc(&r.kind)),
            kind = escape(&r.kind),
            route = escape(&r.route),
            summary = summary(r),
        ));
    }
    let filtered = [&filter.kind, &filter.session, &filter.page]
        .iter()
        .filter_map(|f| f.as_deref())
        .map(escape)
        .collect::<Vec<_>>()
        .join(", ");
    let filtered = if filtered.is_empty() {
        String::new()
    } else {
        format!(" Showing {filtered} only (<a href=\"/__mock/telemetry\">all</a>).")
    };
    let refused = counts.last_refusal.as_deref().map_or(String::new(), |why| {
        format!("<p class=bad>Last refused body: {}</p>", escape(why))
    });
    format!(
        "<!doctype html><meta charset=utf-8><title>Field telemetry</title>\
<link rel=stylesheet href=\"/__mock/assets/qa.css\">\
<h1>Field telemetry</h1><p>What the bundle would have told a collector, sent to <code>{path}</code>: \
newest first.{filtered} <a href=\"/__mock\">Back</a> · <a href=\"/__mock/telemetry\">reload</a>{kinds}</p>\
<p>{batches} batches taken, {refused_n} refused (not an OTLP <code>ExportLogsServiceRequest</code>).</p>{refused}\
<form method=post action=\"/__mock/telemetry/clear\"><button>Clear</button></form>\
<table><tr><th>When (UTC)</th><th>Session / page</th><th>Kind / route</th><th>What</th><th>Attributes</th></tr>{rows}</table>",
        path = escape(path),
        batches = counts.batches,
        refused_n = counts.refused,
    )
}
