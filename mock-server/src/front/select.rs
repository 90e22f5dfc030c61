//! Scenario selection: picks the scenario (`?scenario=`, header `X-Mock-Scenario`, cookie
//! `mock_scenario`, else `default`), the seed of generated answers (`?mock_seed=`, header
//! `X-Mock-Seed`, cookie `mock_seed`, else 1) and the language (`language=1` is English), and
//! hands them down in the request's extensions as a [`Ctx`]. A scenario or seed chosen by
//! query is remembered in its cookie; a cookie naming a scenario that no longer exists is
//! cleared. An unknown name is refused with the list of known ones by [`refuse`], a second
//! layer below the journal, so the journal shows the refused call too.

use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::{Html, IntoResponse, Response};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use contract::EnvelopeKind;

use crate::api::error::ApiError;
use crate::api::is_api_path;
use crate::api::shared::Api;
use crate::scenario::generated::DEFAULT_SEED;
use crate::scenario::{Ctx, Lang};

/// The cookie that remembers the scenario.
pub const COOKIE: &str = "mock_scenario";
/// The header that selects a scenario.
pub const HEADER: &str = "x-mock-scenario";
/// The cookie that remembers the seed.
pub const SEED_COOKIE: &str = "mock_seed";
/// The header that selects the seed.
pub const SEED_HEADER: &str = "x-mock-seed";

/// What the query asks for.
#[derive(Default)]
struct Asked {
    scenario: Option<String>,
    seed: Option<u64>,
    english: bool,
}

fn asked(query: Option<&str>) -> Asked {
    let mut asked = Asked::default();
    for (k, v) in form_urlencoded::parse(query.unwrap_or("").as_bytes()) {
        match &*k {
            "scenario" => asked.scenario = Some(v.into_owned()),
            "mock_seed" => asked.seed = v.parse().ok(),
            "language" => asked.english = v == "1",
            _ => {}
        }
    }
    asked
}

/// The selection layer (see the module documentation).
pub async fn layer(State(api): State<Arc<Api>>, mut req: Request, next: Next) -> Response {
    let asked = asked(req.uri().query());
    let jar = CookieJar::from_headers(req.headers());
    let headers = req.headers();
    let header = |name: &str| headers.get(name)?.to_str().ok().map(str::to_owned);
    // One set of scenarios for the whole request, even if the files reload meanwhile.
    let scenarios = api.scenarios.current();
    let mut clear_cookie = false;
    let chosen = asked
        .scenario
        .clone()
        .or_else(|| header(HEADER))
        .or_else(|| {
            let name = jar.get(COOKIE)?.value().to_owned();
            clear_cookie = scenarios.get(&name).is_none();
            (!clear_cookie).then_some(name)
        });
    let scenario = match chosen.as_deref().filter(|n| !n.is_empty()) {
        None => scenarios.default_scenario().clone(),
        Some(name) => match scenarios.get(name) {
            Some(s) => s.clone(),
            None => {
                tracing::Span::current().record("scenario", name);
                let unknown = Unknown(name.to_owned());
                req.extensions_mut().insert(unknown);
                return next.run(req).await;
            }
        },
    };
    tracing::Span::current().record("scenario", scenario.name.as_str());
    let seed = asked
        .seed
        .or_else(|| header(SEED_HEADER)?.trim().parse().ok())
        .or_else(|| jar.get(SEED_COOKIE)?.value().parse().ok())
        .unwrap_or(DEFAULT_SEED);
    let name = scenario.name.clone();
    req.extensions_mut().insert(Ctx {
        scenario,
        lang: if asked.english { Lang::En } else { Lang::Es },
        seed,
    });
    let remember = |name: &'static str, value: String| {
        Cookie::build((name, value))
            .path("/")
            .same_site(SameSite::Lax)
    };
    // The request's jar: a removal is written only for a cookie the request carried.
    let mut jar = jar;
    if asked.scenario.is_some() {
        jar = jar.add(remember(COOKIE, name));
    }
    if let Some(seed) = asked.seed {
        jar = jar.add(remember(SEED_COOKIE, seed.to_string()));
    }
    if clear_cookie {
        jar = jar.remove(Cookie::build(COOKIE).path("/"));
    }
    (jar, next.run(req).await).into_response()
}

/// A scenario name the request asked for that no scenario has.
#[derive(Clone)]
struct Unknown(String);

/// The refusal of an unknown scenario (see the module documentation).
pub async fn refuse(State(api): State<Arc<Api>>, req: Request, next: Next) -> Response {
    let Some(Unknown(name)) = req.extensions().get::<Unknown>() else {
        return next.run(req).await;
    };
    let path = req.uri().path();
    let kind = api.envelope_of(path);
    let scenarios = api.scenarios.current();
    if kind.is_some() || is_api_path(path) {
        let known = scenarios.names().join(", ");
        return ApiError::BadRequest(format!("unknown scenario {name:?}; known: {known}"))
            .into_envelope(kind.unwrap_or(EnvelopeKind::Plain));
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
