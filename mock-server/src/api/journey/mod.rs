//! The `journey` scenario's answers: the session's own orders on its own clock
//! ([`crate::state::journey`]) instead of the scenario's frozen pictures (docs/journeys.md).
//!
//! [`bind_journey`] puts a journey answer in front of an endpoint's regular handler: under
//! `scenario=journey` the journey answers (or adjusts the call and lets the handler answer);
//! under every other scenario the handler answers alone.

use std::future::Future;
use std::sync::Arc;

use axum::Router;
use contract::Endpoint;
use contract::complaint::{ComplaintOrder, ProblemInit};
use contract::endpoints::ProblemInitCall;
use contract::{OrderStatus, TitleValue};

use crate::api::bind::{Call, Reply, bind};
use crate::api::error::ApiError;
use crate::api::shared::Api;
use crate::scenario::Lang;
use crate::state::journey::{Journey, Market, Order};
use text::Label;

mod answers;
pub mod text;

pub use answers::*;

/// The name of the scenario whose sessions live through journeys.
pub const JOURNEY: &str = "journey";

/// What a journey answer gives: a reply, or `None` to let the regular handler answer the
/// (possibly adjusted) call.
pub type Live<E> = fn(&Api, &mut Call<E>) -> Result<Option<Reply<E>>, ApiError>;

/// Whether the call is under the `journey` scenario or one that extends it (with faults,
/// e.g. `journey-lost-push`).
pub fn is_journey<E: Endpoint>(call: &Call<E>) -> bool {
    call.scenario.lineage.iter().any(|name| name == JOURNEY)
}

/// Routes endpoint `E` to `live` under the `journey` scenario, in front of `handler`.
pub fn bind_journey<E, F, Fut>(
    router: Router<Arc<Api>>,
    live: Live<E>,
    handler: F,
) -> Router<Arc<Api>>
where
    E: Endpoint + Send,
    E::Response: Send,
    F: Fn(Arc<Api>, Call<E>) -> Fut + Clone + Send + Sync + 'static,
    Fut: Future<Output = Result<Reply<E>, ApiError>> + Send + 'static,
{
    bind::<E, _, _>(router, move |app: Arc<Api>, mut call: Call<E>| {
        let handler = handler.clone();
        async move {
            if is_journey(&call)
                && let Some(reply) = live(&app, &mut call)?
            {
                return Ok(reply);
            }
            handler(app, call).await
        }
    })
}

/// Routes endpoint `E` to `live` under the `journey` scenario, in front of a pure `handler`.
pub fn bind_journey_pure<E>(
    router: Router<Arc<Api>>,
    live: Live<E>,
    handler: fn(&Call<E>) -> Result<Reply<E>, ApiError>,
) -> Router<Arc<Api>>
where
    E: Endpoint + Send,
    E::Response: Send,
{
    bind_journey::<E, _, _>(router, live, move |_: Arc<Api>, call: Call<E>| {
        std::future::ready(handler(&call))
    })
}

/// The market of a language: Spanish is Mexico, English India.
pub fn market(lang: Lang) -> Market {
    match lang {
        Lang::Es => Market::Mexico,
        Lang::En => Market::India,
    }
}

/// Runs `f` on the session's journey (started now when new).
pub fn with_journey<E: Endpoint, T>(
    app: &Api,
    call: &Call<E>,
    f: impl FnOnce(&mut Journey) -> T,
) -> T {
    let mut world = app.store.lock();
    f(world.journeys.entry(call.session()))
}

/// The agreement link of order `order_no`.
pub fn agreement_url(order_no: &str) -> String {
    format!("/loan-agreement?orderNo={order_no}")
}

/// The order as complaint entry lists it: collection complaints are open once the money
/// was paid out.
pub fn complaint_order(lang: Lang, order: &Order) -> ComplaintOrder {
    let row = |label: Label, value: String| TitleValue {
        title: text::label(lang, label).to_owned(),
        value,
    };
    let date = match (order.repaid_on, order.due_on) {
        (Some(repaid), _) => row(Label::RepaidOn, repaid.to_string()),
        (None, Some(due)) => row(Label::DueDate, due.to_string()),
        (None, None) => row(Label::LoanDate, order.applied_on.to_string()),
    };
    let paid_out = [
        OrderStatus::AWAITING_REPAYMENT,
        OrderStatus::OVERDUE,
        OrderStatus::REPAID,
    ]
    .contains(&order.status);
    ComplaintOrder {
        order_no: order.order_no.clone(),
        product_logo: order.product_logo.clone(),
        product_name: order.product_name.clone(),
        status: text::status_title(lang, order.status).to_owned(),
        is_show: i32::from(paid_out),
        list: vec![
            row(Label::Amount, text::money(lang, order.charges.principal)),
            date,
        ],
    }
}

/// Complaint entry's types and the session's orders (newest first; the one the call names,
/// else the latest, as the order in focus); `None` outside the journey.
pub fn problem_init<E: Endpoint>(
    app: &Api,
    call: &Call<E>,
    order_id: Option<i64>,
) -> Option<ProblemInit> {
    if !is_journey(call) {
        return None;
    }
    let base = call.base_of::<ProblemInitCall>().and_then(|r| r.data);
    let (focus, list) = with_journey(app, call, |j| {
        let focus = j
            .by_id_or_latest(order_id)
            .map(|o| complaint_order(call.lang, o));
        let list: Vec<ComplaintOrder> = j
            .orders
            .iter()
            .rev()
            .map(|o| complaint_order(call.lang, o))
            .collect();
        (focus, list)
    });
    Some(ProblemInit {
        problem_type: base
            .as_ref()
            .map(|b| b.problem_type.clone())
            .unwrap_or_default(),
        problem_son_type: base.map(|b| b.problem_son_type).unwrap_or_default(),
        order_detail: focus,
        order_list: list,
    })
}
