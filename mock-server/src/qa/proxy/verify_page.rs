//! `/__mock/verify`, in proxy mode: the `verify` command's check of the upstream from the QA
//! page, for QA without a terminal. A form POST (the pages run under a strict CSP, no inline
//! script) runs every call of the contract against the upstream with the launch parameters
//! given; the report is drawn here, escaped. JSON clients get the report as JSON.

use std::sync::Arc;
use std::time::Duration;

use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use axum::{Form, Router};
use conformance::launch::Launch;
use conformance::report::{Outcome, Report};
use conformance::run::Options;
use serde::Deserialize;

use crate::qa::Qa;
use crate::qa::html::{escape, wants_html};

/// What the page says outside proxy mode.
const NOT_PROXY: &str = "Not in proxy mode: start the server with --upstream URL.";

/// How long a check from the page may take in all.
const TIME_LIMIT: Duration = Duration::from_secs(120);

/// Routes of the page.
pub fn routes() -> Router<Arc<Qa>> {
    Router::new().route("/__mock/verify", get(page).post(check))
}

/// The form, as the QA page and this page show it.
pub fn form(launch: &str, writes: bool) -> String {
    format!(
        "<form method=post action=\"/__mock/verify\" class=card>\
<p><label>Launch parameters (the page query the app is opened with)<br>\
<input name=launch size=90 value=\"{}\" placeholder=\"sessionId=…&amp;deviceId=…&amp;productId=…&amp;orderId=…&amp;language=2\" required></label></p>\
<p><label><input type=checkbox name=writes{}> also the calls that change the backend \
(loan push, rating, complaint upload and save, SMS, register, card payment)</label></p>\
<p><button>Check the upstream against the contract</button></p></form>",
        escape(launch),
        if writes { " checked" } else { "" }
    )
}

/// The section of the QA page in proxy mode (empty otherwise), the form filled with
/// `launch`.
pub fn section(app: &Qa, launch: &str) -> String {
    let Some(proxy) = &app.proxy else {
        return String::new();
    };
    format!(
        "<section class=screen><h2>Check the upstream <small><code>{}</code>: every call the \
screens make, each answer against the contract; <a href=\"/__mock/verify\">last report</a></small></h2>{}</section>",
        escape(&proxy.upstream.url),
        form(launch, false)
    )
}

/// What the form sends.
#[derive(Deserialize)]
struct Asked {
    launch: String,
    #[serde(default)]
    writes: Option<String>,
}

async fn check(
    State(app): State<Arc<Qa>>,
    headers: HeaderMap,
    Form(asked): Form<Asked>,
) -> Response {
    let writes = asked.writes.is_some();
    let Some(proxy) = &app.proxy else {
        return shown(&headers, &asked.launch, writes, Err(NOT_PROXY.into()));
    };
    let launch = match Launch::parse(&asked.launch) {
        Ok(l) => l,
        Err(e) => return shown(&headers, &asked.launch, writes, Err(e)),
    };
    let options = Options {
        upstream: proxy.upstream.clone(),
        launch,
        writes,
        headers: Vec::new(),
        timeout: proxy.timeout,
        time_limit: TIME_LIMIT,
    };
    let report = conformance::run(&options, proxy.drift.checker()).await;
    *proxy.verified.lock().unwrap_or_else(|e| e.into_inner()) =
        Some((asked.launch.clone(), report.clone()));
    shown(&headers, &asked.launch, writes, Ok(report))
}

async fn page(State(app): State<Arc<Qa>>, headers: HeaderMap) -> Response {
    let Some(proxy) = &app.proxy else {
        return shown(&headers, "", false, Err(NOT_PROXY.into()));
    };
    let last = proxy
        .verified
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .clone();
    match last {
        Some((launch, report)) => shown(&headers, &launch, report.writes, Ok(report)),
        None => shown(
            &headers,
            "",
            false,
            Err("No check yet: fill in the launch parameters.".into()),
        ),
    }
}

/// The report (or why there is none) as HTML for a browser, JSON otherwise.
fn shown(
    headers: &HeaderMap,
    launch: &str,
    writes: bool,
    report: Result<Report, String>,
) -> Response {
    if !wants_html(headers) {
        return match report {
            Ok(report) => axum::Json(report).into_response(),
            Err(e) => (
                axum::http::StatusCode::BAD_REQUEST,
                axum::Json(serde_json::json!({ "error": e })),
            )
                .into_response(),
        };
    }
    let body = match &report {
        Ok(report) => html(report),
        Err(e) => format!("<p class=bad role=alert>{}</p>", escape(e)),
    };
    Html(format!(
        "<!doctype html><html lang=en><meta charset=utf-8><meta name=viewport content=\"width=device-width\">\
<title>Mock server — check the upstream</title><link rel=stylesheet href=\"/__mock/assets/qa.css\">\
<h1>Check the upstream</h1><p>The <code>verify</code> command's check (docs/verify.md): every call of the \
contract as the screens make it, each answer against <a href=\"/openapi.json\">openapi.json</a>. \
<a href=\"/__mock\">QA page</a> · <a href=\"/__mock/drift\">drift</a> · <a href=\"/__mock/requests\">requests</a></p>\
{}{body}</html>",
        form(launch, writes)
    ))
    .into_response()
}

/// One report as HTML: the totals, a row per call, the breaks of each in full.
fn html(report: &Report) -> String {
    let rows: String = report
        .calls
        .iter()
        .map(|c| {
            let (class, result) = match c.outcome {
                Outcome::Pass => ("ok", "conforms"),
                Outcome::Break => ("bad", "BREAK"),
                Outcome::Skip => ("skip", "skipped"),
            };
            let mut detail: String = c
                .breaks
                .iter()
                .map(|f| format!("<li>{}</li>", escape(&f.line())))
                .collect();
            if !detail.is_empty() {
                detail = format!("<ul>{detail}</ul>");
            }
            if let Some(reason) = &c.reason {
                detail.push_str(&format!("<small>{}</small>", escape(reason)));
            }
            if !c.extra.is_empty() {
                let extra: Vec<&str> = c.extra.iter().map(|f| f.path.as_str()).collect();
                detail.push_str(&format!(
                    "<br><small>not in the document (not a break): {}</small>",
                    escape(&extra.join(", "))
                ));
            }
            format!(
                "<tr><td><code>{}</code><br><small>{} {}</small></td><td>{}</td><td class={class}>{result}</td><td class={class}>{detail}</td></tr>",
                escape(&c.label()),
                c.method,
                escape(c.path),
                c.status.map_or("–".to_owned(), |s| s.to_string()),
            )
        })
        .collect();
    let totals = escape(&report.totals());
    let verdict = match report.exit_code() {
        0 => "<p class=ok><strong>Every answer conforms.</strong></p>",
        1 => "<p class=bad><strong>Breaks found.</strong></p>",
        _ => "<p class=bad><strong>Could not run.</strong></p>",
    };
    let why = report
        .unreachable
        .as_deref()
        .map(|w| format!("<p class=bad role=alert>{}</p>", escape(w)))
        .unwrap_or_default();
    format!(
        "<section class=screen><h2>Report <small><code>{}</code>, session <code>{}</code>, writes {}</small></h2>\
{verdict}{why}<p>{totals}</p><div class=scroll><table><tr><th>Call</th><th>Status</th><th>Result</th><th>First break, reason or note</th></tr>{rows}</table></div></section>",
        escape(&report.target),
        escape(&report.session),
        if report.writes { "on" } else { "off" },
    )
}
