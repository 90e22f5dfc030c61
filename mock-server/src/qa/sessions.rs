//! The journeys' QA controls (docs/journeys.md "QA controls"):
//!
//! - `GET /__mock/sessions/{sessionId}`: the session's today and orders, and what its other
//!   writes made (complaints, draft images, ratings, card payments), which a test of a retried
//!   write counts;
//! - `POST /__mock/sessions/{sessionId}/events` `{"event": …, "orderNo"?: …}`: approve,
//!   reject, disburse, payment-received or extension-paid on the order (the latest when no
//!   `orderNo`); one that does not apply is refused with 409 and changes nothing;
//! - `POST /__mock/sessions/{sessionId}/clock` `{"days": N}`: moves the session's today;
//! - the "Journeys" section of `/__mock`, whose buttons post the same bodies as forms.
//!
//! Every answer is the session's state as JSON, or `{"error": …}` with a 4xx status; a form
//! post from the page is sent back to the page instead.

use std::sync::Arc;

use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use jiff::civil::Date;
use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::api::journey::JOURNEY;
use crate::qa::Qa;
use crate::state::Session;
use crate::state::journey::{Event, Journey, MAX_CLOCK_DAYS, Market, Order, Refusal, meaning};

mod page;

pub use page::section;

/// The session routes.
pub fn routes() -> Router<Arc<Qa>> {
    Router::new()
        .route("/__mock/sessions/{session}", get(state))
        .route("/__mock/sessions/{session}/events", post(event))
        .route("/__mock/sessions/{session}/clock", post(clock))
}

/// One order as the controls show it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OrderView {
    order_no: String,
    order_id: i64,
    status: i32,
    meaning: &'static str,
    market: Market,
    amount: i64,
    term_days: i64,
    applied_on: String,
    disbursed_on: Option<String>,
    due_date: Option<String>,
    repaid_on: Option<String>,
    days_overdue: i64,
    late_charges: i64,
    amount_due: i64,
    extensions: u32,
    events: Vec<&'static str>,
}

/// A session's journey as the controls show it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SessionView {
    session_id: String,
    scenario: &'static str,
    today: String,
    /// The days a clock move takes to put the latest order awaiting repayment past due.
    past_due_in_days: Option<i64>,
    orders: Vec<OrderView>,
    /// What the session's other writes made.
    made: Made,
}

/// What a borrower session's writes made besides its orders: one each per write that acted,
/// so a write retried after a lost answer shows here as made once (docs/journeys.md "QA
/// controls").
#[derive(Debug, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Made {
    /// Complaints saved.
    complaints: usize,
    /// Images uploaded since the last complaint was saved (the draft's).
    draft_images: Vec<String>,
    /// Star ratings sent, oldest first.
    scores: Vec<i32>,
    /// Legacy card repayments committed, by record id.
    payments: Vec<PaymentView>,
}

/// One legacy card repayment as the controls show it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PaymentView {
    record_id: String,
    order_id: String,
    /// Confirmed with its SMS code (or needed none).
    confirmed: bool,
}

fn made(session: Option<&Session>) -> Made {
    let Some(session) = session else {
        return Made::default();
    };
    let mut payments: Vec<PaymentView> = session
        .commits
        .values()
        .map(|c| PaymentView {
            record_id: c.record_id.clone(),
            order_id: c.order_id.clone(),
            confirmed: c.done,
        })
        .collect();
    payments.sort_by(|a, b| a.record_id.cmp(&b.record_id));
    Made {
        complaints: session.complaints.len(),
        draft_images: session.draft_images.clone(),
        scores: session.scores.clone(),
        payments,
    }
}

fn order_view(order: &Order, today: Date) -> OrderView {
    OrderView {
        order_no: order.order_no.clone(),
        order_id: order.order_id,
        status: order.status.0,
        meaning: meaning(order.status),
        market: order.market,
        amount: order.charges.principal,
        term_days: order.term_days,
        applied_on: order.applied_on.to_string(),
        disbursed_on: order.disbursed_on.map(|d| d.to_string()),
        due_date: order.due_on.map(|d| d.to_string()),
        repaid_on: order.repaid_on.map(|d| d.to_string()),
        days_overdue: order.days_overdue(today),
        late_charges: order.late_charges(today),
        amount_due: order.amount_due(today),
        extensions: order.extensions,
        events: order.events().into_iter().map(Event::name).collect(),
    }
}

/// The view of `journey` and `session` (its other writes), session `id`.
pub fn view(id: &str, journey: &Journey, session: Option<&Session>) -> SessionView {
    SessionView {
        session_id: id.to_owned(),
        scenario: JOURNEY,
        today: journey.today.to_string(),
        past_due_in_days: journey.days_to_past_due(),
        orders: journey
            .orders
            .iter()
            .map(|o| order_view(o, journey.today))
            .collect(),
        made: made(session),
    }
}

/// What the page or a script sent.
enum Sent {
    Json,
    Form,
}

fn error(status: StatusCode, message: impl Into<String>) -> Response {
    (status, axum::Json(json!({ "error": message.into() }))).into_response()
}

/// Reads a JSON or form body into `T`.
fn read<T: for<'de> Deserialize<'de>>(
    headers: &HeaderMap,
    body: &Bytes,
) -> Result<(T, Sent), (StatusCode, String)> {
    let kind = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_ascii_lowercase();
    if kind.starts_with("application/json") {
        serde_json::from_slice(body)
            .map(|v| (v, Sent::Json))
            .map_err(|e| (StatusCode::BAD_REQUEST, format!("body: {e}")))
    } else if kind.starts_with("application/x-www-form-urlencoded") {
        serde_urlencoded::from_bytes(body)
            .map(|v| (v, Sent::Form))
            .map_err(|e| (StatusCode::BAD_REQUEST, format!("body: {e}")))
    } else {
        Err((
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "send the body as application/json".into(),
        ))
    }
}

/// The answer to a change: the new state, or back to the page for a form.
fn changed(app: &Qa, id: &str, sent: Sent) -> Response {
    match sent {
        Sent::Form => {
            Redirect::to(&format!("/__mock#journey-{}", crate::qa::html::enc(id))).into_response()
        }
        Sent::Json => {
            let mut guard = app.api.store.lock();
            let world = &mut *guard;
            let journey = world.journeys.entry(id);
            axum::Json(view(id, journey, world.sessions.get(id))).into_response()
        }
    }
}

fn refused(refusal: &Refusal) -> Response {
    let status = match refusal {
        Refusal::NoOrder(_) => StatusCode::NOT_FOUND,
        Refusal::NotApplicable(_) | Refusal::OrderOpen(_) => StatusCode::CONFLICT,
        Refusal::Invalid(_) => StatusCode::BAD_REQUEST,
    };
    error(status, refusal.message())
}

async fn state(State(app): State<Arc<Qa>>, Path(id): Path<String>) -> Response {
    let world = app.api.store.lock();
    // A session not seen yet answers as it would start, without keeping it.
    let fresh = Journey::default();
    let journey = world.journeys.get(&id).unwrap_or(&fresh);
    axum::Json(view(&id, journey, world.sessions.get(&id))).into_response()
}

/// Body of `POST …/events`.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct EventBody {
    event: String,
    #[serde(default)]
    order_no: Option<String>,
}

async fn event(
    State(app): State<Arc<Qa>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let (body, sent) = match read::<EventBody>(&headers, &body) {
        Ok(read) => read,
        Err((status, message)) => return error(status, message),
    };
    let Some(event) = Event::ALL.into_iter().find(|e| e.name() == body.event) else {
        let names: Vec<&str> = Event::ALL.iter().map(|e| e.name()).collect();
        return error(
            StatusCode::BAD_REQUEST,
            format!("event {:?} is none of {}", body.event, names.join(", ")),
        );
    };
    let order_no = body.order_no.filter(|n| !n.is_empty());
    let outcome = {
        let mut world = app.api.store.lock();
        if world.journeys.get(&id).is_none() {
            // Refused without starting the session: a refusal changes nothing.
            Err(Refusal::NoOrder(format!(
                "session {id} has no order yet: submit loan confirm first"
            )))
        } else {
            world
                .journeys
                .entry(&id)
                .event(event, order_no.as_deref())
                .map(|_| ())
        }
    };
    match outcome {
        Ok(()) => changed(&app, &id, sent),
        Err(refusal) => refused(&refusal),
    }
}

/// Body of `POST …/clock`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ClockBody {
    days: i64,
}

async fn clock(
    State(app): State<Arc<Qa>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let (body, sent) = match read::<ClockBody>(&headers, &body) {
        Ok(read) => read,
        Err((status, message)) => return error(status, message),
    };
    if !(1..=MAX_CLOCK_DAYS).contains(&body.days) {
        return error(
            StatusCode::BAD_REQUEST,
            format!("days must be 1 to {MAX_CLOCK_DAYS}, not {}", body.days),
        );
    }
    let outcome = app.api.store.lock().journeys.entry(&id).advance(body.days);
    match outcome {
        Ok(()) => changed(&app, &id, sent),
        Err(refusal) => refused(&refusal),
    }
}
