//! What every request passes (inside `front` in lib.rs): picks the scenario (`?scenario=`, header
//! `X-Mock-Scenario`, cookie `mock_scenario`, else `default`), the seed of generated answers
//! (`?mock_seed=`, header `X-Mock-Seed`, cookie `mock_seed`, else 1) and the language
//! (`language=1` is English), remembers a scenario or seed chosen by query in its cookie,
//! injects latency and faults on API calls, breaks the answers of the `answer-*` scenarios,
//! and logs one line per request.

use std::future::Future;
use std::time::{Duration, Instant};

use axum::extract::Request;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use contract::EnvelopeKind;
use percent_encoding::percent_decode_str;

use crate::App;
use crate::api::error::ApiError;
use crate::api::is_api_path;
use crate::scenario::generated::DEFAULT_SEED;
use crate::scenario::{Answers, Ctx, Lang, Scenarios};

/// The cookie that remembers the scenario.
pub const COOKIE: &str = "mock_scenario";
/// The header that selects a scenario.
pub const HEADER: &str = "x-mock-scenario";
/// The cookie that remembers the seed.
pub const SEED_COOKIE: &str = "mock_seed";
/// The header that selects the seed.
pub const SEED_HEADER: &str = "x-mock-seed";

#[derive(Default)]
struct Flags {
    scenario: Option<String>,
    latency: Option<u64>,
    fault_rate: Option<f64>,
    seed: Option<u64>,
    english: bool,
}

fn decode(v: &str) -> String {
    percent_decode_str(&v.replace('+', " "))
        .decode_utf8_lossy()
        .into_owned()
}

fn flags(query: Option<&str>) -> Flags {
    let mut flags = Flags::default();
    let Some(query) = query else { return flags };
    for pair in query.split('&') {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        match k {
            "scenario" => flags.scenario = Some(decode(v)),
            "mock_latency" => flags.latency = v.parse().ok(),
            "mock_fault_rate" => flags.fault_rate = v.parse().ok().filter(|r: &f64| r.is_finite()),
            "mock_seed" => flags.seed = v.parse().ok(),
            "language" => flags.english = v == "1",
            _ => {}
        }
    }
    flags
}

fn cookie(req: &Request, name: &str) -> Option<String> {
    req.headers()
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .find_map(|c| {
            let (k, v) = c.trim().split_once('=')?;
            (k == name).then(|| decode(v))
        })
}

/// Selects the scenario and language of `req`, then lets `inner` answer it (or answers
/// itself: an unknown scenario, an injected fault, a method the contract does not have).
pub async fn choose<F, Fut>(app: &App, mut req: Request, inner: F) -> Response
where
    F: FnOnce(Request) -> Fut,
    Fut: Future<Output = Response>,
{
    let started = Instant::now();
    let method = req.method().clone();
    let path = req.uri().path().to_owned();
    let endpoint = app.envelope_of(&path);
    let api = endpoint.is_some() || is_api_path(&path);
    let kind = endpoint.unwrap_or(EnvelopeKind::Plain);
    let flags = flags(req.uri().query());
    let header_name = req
        .headers()
        .get(HEADER)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let mut clear_cookie = false;
    // One set of scenarios for the whole request, even if the files reload meanwhile.
    let scenarios = app.scenarios.current();
    let (chosen, from_query) = match (&flags.scenario, header_name) {
        (Some(name), _) => (Some(name.clone()), true),
        (None, Some(name)) => (Some(name), false),
        (None, None) => match cookie(&req, COOKIE) {
            Some(name) if scenarios.get(&name).is_some() => (Some(name), false),
            Some(_) => {
                clear_cookie = true;
                (None, false)
            }
            None => (None, false),
        },
    };
    let scenario = match chosen.as_deref().filter(|n| !n.is_empty()) {
        None => scenarios.default_scenario().clone(),
        Some(name) => match scenarios.get(name) {
            Some(s) => s.clone(),
            None => {
                let response = unknown_scenario(&scenarios, name, api, kind);
                log(&method, &path, name, response.status(), started);
                return response;
            }
        },
    };
    let lang = if flags.english { Lang::En } else { Lang::Es };
    let seed = flags
        .seed
        .or_else(|| {
            req.headers()
                .get(SEED_HEADER)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.trim().parse().ok())
        })
        .or_else(|| cookie(&req, SEED_COOKIE).and_then(|v| v.parse().ok()))
        .unwrap_or(DEFAULT_SEED);
    req.extensions_mut().insert(Ctx {
        scenario: scenario.clone(),
        lang,
        seed,
    });
    let mut response = 'answer: {
        if endpoint.is_some() {
            let latency = flags
                .latency
                .or(scenario.latency_ms)
                .unwrap_or(app.options.latency_ms);
            if latency > 0 {
                tokio::time::sleep(Duration::from_millis(latency.min(60_000))).await;
            }
            let rate = flags
                .fault_rate
                .or(scenario.fault_rate)
                .unwrap_or(app.options.fault_rate);
            if rate > 0.0 && fastrand::f64() < rate {
                break 'answer ApiError::Fault(format!(
                    "injected server fault (fault rate {rate}, scenario {})",
                    scenario.name
                ))
                .into_envelope(kind);
            }
        }
        let response = inner(req).await;
        if endpoint.is_some() && scenario.answers.breaks_answer() {
            break 'answer malformed(scenario.answers, response).await;
        }
        if api && response.status() == StatusCode::METHOD_NOT_ALLOWED {
            let allow = response.headers().get(header::ALLOW).cloned();
            let mut refused = ApiError::MethodNotAllowed(format!(
                "{method} is not the method of {path} in the contract"
            ))
            .into_envelope(kind);
            if let Some(allow) = allow {
                refused.headers_mut().insert(header::ALLOW, allow);
            }
            break 'answer refused;
        }
        response
    };
    if from_query
        && let Ok(v) =
            HeaderValue::from_str(&format!("{COOKIE}={}; Path=/; SameSite=Lax", scenario.name))
    {
        response.headers_mut().append(header::SET_COOKIE, v);
    }
    if let Some(seed) = flags.seed
        && let Ok(v) = HeaderValue::from_str(&format!("{SEED_COOKIE}={seed}; Path=/; SameSite=Lax"))
    {
        response.headers_mut().append(header::SET_COOKIE, v);
    }
    if clear_cookie {
        response.headers_mut().append(
            header::SET_COOKIE,
            HeaderValue::from_static("mock_scenario=; Path=/; Max-Age=0"),
        );
    }
    log(&method, &path, &scenario.name, response.status(), started);
    // For the journal, which wraps this layer.
    response.extensions_mut().insert(Ctx {
        scenario,
        lang,
        seed,
    });
    response
}

/// The handler's answer broken the way `answers` says (an `answer-*` scenario).
async fn malformed(answers: Answers, response: Response) -> Response {
    let (mut parts, body) = response.into_parts();
    let bytes = axum::body::to_bytes(body, usize::MAX)
        .await
        .unwrap_or_default();
    let Some(broken) = answers.malformed(&bytes) else {
        return Response::from_parts(parts, axum::body::Body::from(bytes));
    };
    parts.status = StatusCode::from_u16(broken.status).unwrap_or(StatusCode::BAD_GATEWAY);
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(broken.content_type),
    );
    Response::from_parts(parts, axum::body::Body::from(broken.body))
}

fn log(
    method: &axum::http::Method,
    path: &str,
    scenario: &str,
    status: StatusCode,
    started: Instant,
) {
    crate::front::access_log::line(
        method,
        path,
        scenario,
        status,
        started.elapsed().as_micros(),
    );
}

fn unknown_scenario(scenarios: &Scenarios, name: &str, api: bool, kind: EnvelopeKind) -> Response {
    let known = scenarios.names().join(", ");
    if api {
        return ApiError::BadRequest(format!("unknown scenario {name:?}; known: {known}"))
            .into_envelope(kind);
    }
    let items: String = scenarios
        .names()
        .iter()
        .map(|n| format!("<li><a href=\"?scenario={n}\">{n}</a></li>"))
        .collect();
    let page = format!(
        "<!doctype html><meta charset=utf-8><title>Unknown scenario</title>\
<h1>Unknown scenario “{}”</h1><p>Known scenarios (see <a href=\"/__mock\">/__mock</a>):</p><ul>{items}</ul>",
        crate::qa::html::escape(name)
    );
    (StatusCode::BAD_REQUEST, Html(page)).into_response()
}
