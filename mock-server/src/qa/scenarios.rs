//! `/__mock` and `/__mock/scenarios`: every scenario with what it shows, the endpoints it
//! changes and links that open its screens (full launch parameters, one per language); with
//! `--scenarios DIR`, each file of it, when it was loaded and why its latest version was
//! refused (`/__mock/scenarios/files` as JSON).

use std::sync::Arc;

use axum::extract::State;
use axum::response::{Html, IntoResponse, Response};
use serde::Serialize;

use axum::Router;
use axum::routing::get;

use crate::qa::Qa;
use crate::qa::html::{enc, escape};
use crate::scenario::generated::DEFAULT_SEED;
use crate::scenario::{Answers, Lang, Scenario};

/// `/__mock` (HTML) and `/__mock/scenarios` (JSON).
pub fn routes() -> Router<Arc<Qa>> {
    Router::new()
        .route("/__mock", get(page))
        .route("/__mock/", get(page))
        .route("/__mock/scenarios", get(list))
        .route("/__mock/scenarios/files", get(files))
}

/// The launch parameters the QA links fill in (the default world's borrower and order).
pub const LAUNCH: [(&str, &str); 8] = [
    ("deviceId", "qa-device-0001"),
    ("appVersion", "2.4.1"),
    ("deviceName", "Pixel 7"),
    ("osVersion", "Android 14"),
    ("advertisingId", "38400000-8cf0-11bd-b23e-10b96e40000d"),
    ("productId", "3"),
    ("orderId", "10482"),
    ("sessionId", ""),
];

/// The campaign parameters the promotion page reads (all of them, so QA sees each one kept
/// on the download and agreement pages; `UC` turns on the completion tracking event).
const PROMOTION: [(&str, &str); 7] = [
    ("id", "12"),
    ("user_from", "qa"),
    ("app_from", "creditoagil"),
    ("utm_tag", "qa-link"),
    ("links_id", "7"),
    ("invite_code", "AMIGO2026"),
    ("UC", "qa-uc"),
];

/// The launch the QA page's check of the upstream starts with (proxy mode): the links'
/// borrower and order, Spanish.
fn verify_launch() -> String {
    let mut pairs: Vec<String> = LAUNCH
        .iter()
        .map(|(k, v)| {
            let v = if *k == "sessionId" { "qa-verify" } else { v };
            format!("{k}={}", enc(v))
        })
        .collect();
    pairs.push("language=2".into());
    pairs.join("&")
}

/// One link that opens a screen of a scenario.
#[derive(Debug, Clone, Serialize)]
pub struct Link {
    /// The route path of the screen.
    pub screen: String,
    /// `es` or `en`.
    pub lang: Lang,
    /// The URL, launch parameters and scenario filled in.
    pub url: String,
}

/// The links of a scenario: each affected screen in each language (seed 1 for `generated`).
pub fn links(scenario: &Scenario) -> Vec<Link> {
    links_with_seed(scenario, DEFAULT_SEED)
}

/// The links of a scenario; those of a `generated` one carry `mock_seed=seed`.
pub fn links_with_seed(scenario: &Scenario, seed: u64) -> Vec<Link> {
    let screens: Vec<String> = if scenario.screens.is_empty() {
        vec!["/loan-detail".to_owned()]
    } else {
        scenario.screens.clone()
    };
    let mut out = Vec::new();
    for screen in &screens {
        for lang in Lang::ALL {
            let mut pairs: Vec<(String, String)> = Vec::new();
            if screen.starts_with("/promotion") {
                pairs.extend(
                    PROMOTION
                        .iter()
                        .map(|(k, v)| (k.to_string(), v.to_string())),
                );
                pairs.push(("language".into(), lang.flag().into()));
            } else {
                for (k, v) in LAUNCH {
                    let v = if k == "sessionId" {
                        format!("qa-{}-{}", scenario.name, lang.code())
                    } else {
                        v.to_owned()
                    };
                    pairs.push((k.to_owned(), v));
                }
                pairs.push(("language".into(), lang.flag().into()));
            }
            pairs.push(("scenario".into(), scenario.name.clone()));
            if scenario.answers == Answers::Generated {
                pairs.push(("mock_seed".into(), seed.to_string()));
            }
            let query: Vec<String> = pairs
                .iter()
                .map(|(k, v)| format!("{k}={}", enc(v)))
                .collect();
            let (path, hash) = match screen.split_once('#') {
                Some((p, h)) => (p, format!("#{h}")),
                None => (screen.as_str(), String::new()),
            };
            let joiner = if path.contains('?') { '&' } else { '?' };
            out.push(Link {
                screen: screen.clone(),
                lang,
                url: format!("{path}{joiner}{}{hash}", query.join("&")),
            });
        }
    }
    out
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ScenarioInfo<'a> {
    name: &'a str,
    description: &'a str,
    screens: &'a [String],
    #[serde(skip_serializing_if = "Option::is_none")]
    latency_ms: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    fault_rate: Option<f64>,
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    faults: &'a [crate::scenario::Fault],
    #[serde(skip_serializing_if = "is_canned")]
    answers: Answers,
    covers: &'a [&'static str],
    source: &'a str,
    links: Vec<Link>,
}

fn info(s: &Scenario) -> ScenarioInfo<'_> {
    ScenarioInfo {
        name: &s.name,
        description: &s.description,
        screens: &s.screens,
        latency_ms: s.latency_ms,
        fault_rate: s.fault_rate,
        faults: &s.faults,
        answers: s.answers,
        covers: &s.covers,
        source: &s.source,
        links: links(s),
    }
}

fn is_canned(answers: &Answers) -> bool {
    *answers == Answers::Canned
}

async fn list(State(app): State<Arc<Qa>>) -> Response {
    let scenarios = app.api.scenarios.current();
    let all: Vec<ScenarioInfo<'_>> = scenarios.all().map(|s| info(s)).collect();
    axum::Json(all).into_response()
}

async fn files(State(app): State<Arc<Qa>>) -> Response {
    axum::Json(app.api.scenarios.files()).into_response()
}

/// The watched folder's files: each with when its version in force loaded, or its error.
fn files_section(app: &Qa) -> String {
    let Some(dir) = app.api.scenarios.dir() else {
        return String::new();
    };
    let rows: String = app
        .api
        .scenarios
        .files()
        .iter()
        .map(|f| {
            let loaded = f.loaded_at_ms.map_or_else(
                || "not loaded".to_owned(),
                |ms| format!("loaded {} UTC", crate::qa::journal::page::time_of_day(ms)),
            );
            let error = f.error.as_deref().map_or_else(String::new, |e| {
                format!(
                    "<p class=error role=alert><strong>refused:</strong> {}</p>",
                    escape(e)
                )
            });
            format!(
                "<li><code>{}</code> <small>{loaded}</small>{error}</li>",
                escape(&f.file)
            )
        })
        .collect();
    format!(
        "<section class=files><h2>Scenario files <small><code>{}</code>, watched: a change \
applies to the next requests; a refused version leaves the previous one in force</small></h2>\
<ul>{rows}</ul></section>",
        escape(&dir.display().to_string())
    )
}

/// One scenario as a card: what it shows, the endpoints it changes, links to its screens
/// (only those of `only`, when given).
fn card(s: &Scenario, only: Option<&[String]>, seed: u64) -> String {
    let mut cells = String::new();
    for link in links_with_seed(s, seed) {
        if only.is_some_and(|screens| !screens.contains(&link.screen)) {
            continue;
        }
        let label = if only.is_some_and(|screens| screens.len() == 1) {
            link.lang.code().to_owned()
        } else {
            format!("{} ({})", link.screen, link.lang.code())
        };
        cells.push_str(&format!(
            "<a href=\"{}\">{}</a> ",
            escape(&link.url),
            escape(&label)
        ));
    }
    let mut extra = String::new();
    if let Some(ms) = s.latency_ms {
        extra.push_str(&format!(" <em>latency {ms} ms</em>"));
    }
    if let Some(rate) = s.fault_rate {
        extra.push_str(&format!(" <em>fault rate {rate}</em>"));
    }
    for fault in &s.faults {
        extra.push_str(&format!(
            " <em>fault {} ({}, {} time(s) a session)</em>",
            escape(&fault.label()),
            fault.kind.description(),
            fault.times()
        ));
    }
    if s.answers == Answers::Generated {
        // Plain links and a GET form: the page works without its script.
        cells.push_str(&format!(
            "<form method=get action=\"/__mock\" class=inline><label>seed <input name=seed type=number min=0 value={seed} size=6></label> \
<button>Use seed</button></form> <a href=\"/__mock?seed={next}\">next seed ({next})</a>",
            next = seed.saturating_add(1)
        ));
    }
    let changes: String = if s.name == crate::scenario::DEFAULT {
        "<span class=tag>every endpoint (the default world)</span>".to_owned()
    } else if s.lineage.iter().any(|n| n == crate::api::journey::JOURNEY) {
        "<span class=tag>the loan and repayment calls, live from the session's orders</span>"
            .to_owned()
    } else if s.covers.is_empty()
        && (s.latency_ms.is_some() || s.fault_rate.is_some() || !s.faults.is_empty())
    {
        "<span class=tag>none (latency or faults only)</span>".to_owned()
    } else if s.covers.is_empty() {
        "<span class=tag>none</span>".to_owned()
    } else {
        s.covers
            .iter()
            .map(|c| format!("<span class=tag><code>{}</code></span>", escape(c)))
            .collect()
    };
    let search = format!(
        "{} {} {} {}",
        s.name,
        s.description,
        s.covers.join(" "),
        s.screens.join(" ")
    )
    .to_lowercase();
    format!(
        "<article class=card data-search=\"{search}\"><h2><code>{name}</code></h2><p>{desc}{extra}</p>\
<p><small>Changes:</small> {changes}</p><p class=links>Open: {cells}</p>\
<p><small><a href=\"/__mock/requests?session=qa-{name}-es\">requests (es)</a> · \
<a href=\"/__mock/requests?session=qa-{name}-en\">requests (en)</a> · \
<a href=\"/__mock/telemetry?session=qa-{name}-es\">telemetry (es)</a> · \
<a href=\"/__mock/telemetry?session=qa-{name}-en\">telemetry (en)</a> · <small>{source}</small></small></p></article>",
        search = escape(&search),
        name = escape(&s.name),
        desc = escape(&s.description),
        source = escape(&s.source),
    )
}

/// `/__mock?seed=N`: N is the seed the `generated` scenario's links carry.
async fn page(State(app): State<Arc<Qa>>, uri: axum::http::Uri) -> Html<String> {
    let seed = form_urlencoded::parse(uri.query().unwrap_or("").as_bytes())
        .find_map(|(k, v)| (k == "seed").then(|| v.parse().ok()).flatten())
        .unwrap_or(DEFAULT_SEED);
    let mut by_screen: std::collections::BTreeMap<String, Vec<&Arc<Scenario>>> =
        std::collections::BTreeMap::new();
    let mut by_scenario = String::new();
    let all = app.api.scenarios.current();
    for s in all.all() {
        by_scenario.push_str(&card(s, None, seed));
        for link in links(s) {
            let list = by_screen.entry(link.screen.clone()).or_default();
            if !list.iter().any(|x| x.name == s.name) {
                list.push(s);
            }
        }
    }
    // Screens shown by the same scenarios share one section (the public pages are one card,
    // not one per route).
    let mut groups: Vec<(Vec<String>, Vec<&Arc<Scenario>>)> = Vec::new();
    for (screen, scenarios) in by_screen {
        let same = |g: &(Vec<String>, Vec<&Arc<Scenario>>)| {
            g.1.len() == scenarios.len()
                && g.1.iter().zip(&scenarios).all(|(a, b)| a.name == b.name)
        };
        match groups.iter_mut().find(|g| same(g)) {
            Some(group) => group.0.push(screen),
            None => groups.push((vec![screen], scenarios)),
        }
    }
    let mut screens = String::new();
    for (names, scenarios) in &groups {
        let cards: String = scenarios
            .iter()
            .map(|s| card(s, Some(names), seed))
            .collect();
        let title: Vec<String> = names
            .iter()
            .map(|n| format!("<code>{}</code>", escape(n)))
            .collect();
        screens.push_str(&format!(
            "<section class=screen data-group><h2>{} <small>{} scenario{}</small></h2><div class=cards>{cards}</div></section>",
            title.join(" "),
            scenarios.len(),
            if scenarios.len() == 1 { "" } else { "s" }
        ));
    }
    let built = |on: bool| {
        if on {
            ""
        } else {
            " <small>(not built)</small>"
        }
    };
    Html(format!(
        "<!doctype html><html lang=en><meta charset=utf-8><meta name=viewport content=\"width=device-width, initial-scale=1\">\
<title>Mock server — QA</title><link rel=stylesheet href=\"/__mock/assets/qa.css\">\
<h1>Mock server — QA</h1>\
{contract}<nav><a href=\"/__mock/requests\">Requests</a> <a href=\"/__mock/telemetry\">Telemetry</a> <a href=\"/__mock/drift\">Drift</a> \
<a href=\"/__mock/gallery/\">Gallery</a>{gallery} <a href=\"/storybook/\">Storybook</a>{storybook} \
<a href=\"/__mock/outbox\">Outbox</a> <a href=\"/__mock/scenarios\">Scenarios (JSON)</a> <a href=\"/docs\">API docs</a> \
<form method=post action=\"/__mock/reset\" class=inline><button>Reset all state</button></form></nav>\
<p>Every link opens a screen with that scenario (remembered in the <code>mock_scenario</code> cookie) \
and full launch parameters, once per language (es: <code>language=2</code>, en: <code>language=1</code>). \
<code>?scenario=NAME</code> or the header <code>X-Mock-Scenario</code> work on any page or API URL; \
<code>mock_latency=MS</code> and <code>mock_fault_rate=P</code> inject latency and HTTP 500s per request; \
<code>mock_fault=lose-answer</code> (the server acts, then the connection breaks before its answer is through), \
<code>mock_fault=drop</code> (closed before it acts) and <code>mock_fault=hang</code> (no answer until the client gives up) \
act on one request; the <code>journey-lost-*</code> scenarios lose a session's first answer of one write; \
<code>mock_seed=N</code> (or the header <code>X-Mock-Seed</code>) picks the data of <code>generated</code>.</p>\
{files}{verify}{journeys}<p><label>Search <input type=search id=qa-search placeholder=\"scenario, screen, endpoint, words\" autocomplete=off></label></p>\
<p class=tabs><button type=button data-view=by-screen aria-pressed=true>By screen</button>\
<button type=button data-view=by-scenario aria-pressed=false>By scenario</button></p>\
<div data-panel=by-screen>{screens}</div>\
<div data-panel=by-scenario class=hidden><section class=screen data-group><div class=cards>{by_scenario}</div></section></div>\
<script src=\"/__mock/assets/qa.js\" defer></script></html>",
        contract = crate::qa::contract::Versions::of(&app.dist_dir).html(),
        files = files_section(&app),
        journeys = crate::qa::sessions::section(&app),
        verify = crate::qa::proxy::verify_page::section(&app, &verify_launch()),
        gallery = built(crate::qa::workbench::built(&app.gallery_dir)),
        storybook = built(crate::qa::workbench::built(&app.storybook_dir)),
    ))
}
