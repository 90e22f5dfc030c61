//! The "Journeys" section of `/__mock`: each live journey session with its orders, a button
//! per event that applies, clock moves and links opening each screen in that session. Plain
//! forms and links: it works without the page's script.

use std::time::Duration;

use crate::api::journey::text::money;
use crate::api::journey::{JOURNEY, agreement_url};
use crate::qa::Qa;
use crate::qa::html::{enc, escape};
use crate::qa::scenarios::LAUNCH;
use crate::scenario::Lang;
use crate::state::journey::{Journey, Market, meaning};

/// Sessions the section shows at most, the most recently used first.
const SHOWN: usize = 20;

/// The screens a session's links open, with their labels.
const SCREENS: [(&str, &str); 6] = [
    ("/loan-confirm", "loan confirm"),
    ("/loan-detail", "loan details"),
    ("/order-detail", "order details"),
    ("/repay", "repayment"),
    ("/repay-extension", "extension"),
    ("/complaint", "complaint entry"),
];

/// `path` opened in session `id` in `lang` under the journey.
pub fn screen_url(path: &str, id: &str, lang: Lang) -> String {
    let mut query: Vec<String> = LAUNCH
        .iter()
        .map(|(k, v)| {
            let v = if *k == "sessionId" { id } else { v };
            format!("{k}={}", enc(v))
        })
        .collect();
    query.push(format!("language={}", lang.flag()));
    query.push(format!("scenario={JOURNEY}"));
    let joiner = if path.contains('?') { '&' } else { '?' };
    format!("{path}{joiner}{}", query.join("&"))
}

fn button(action: &str, fields: &[(&str, &str)], label: &str) -> String {
    let hidden: String = fields
        .iter()
        .map(|(k, v)| format!("<input type=hidden name={k} value=\"{}\">", escape(v)))
        .collect();
    format!(
        "<form method=post action=\"{}\" class=inline>{hidden}<button>{}</button></form> ",
        escape(action),
        escape(label)
    )
}

fn session_card(id: &str, journey: &Journey) -> String {
    let base = format!("/__mock/sessions/{}", enc(id));
    let today = journey.today;
    let mut rows = String::new();
    for order in journey.orders.iter().rev() {
        let lang = match order.market {
            Market::Mexico => Lang::Es,
            Market::India => Lang::En,
        };
        let events: String = order
            .events()
            .into_iter()
            .map(|e| {
                button(
                    &format!("{base}/events"),
                    &[("event", e.name()), ("orderNo", &order.order_no)],
                    e.name(),
                )
            })
            .collect();
        rows.push_str(&format!(
            "<tr><td><code>{no}</code></td><td>{status} {meaning}</td><td class=money>{amount}</td>\
<td>{due}</td><td class=money>{owed}</td><td>{events}</td></tr>",
            no = escape(&order.order_no),
            status = order.status.0,
            meaning = meaning(order.status),
            amount = escape(&money(lang, order.charges.principal)),
            due = order
                .due_on
                .map_or_else(|| "—".to_owned(), |d| d.to_string()),
            owed = escape(&money(lang, order.amount_due(today))),
        ));
    }
    let orders = if rows.is_empty() {
        "<p>No order yet: submit loan confirm.</p>".to_owned()
    } else {
        format!(
            "<div class=scroll><table><tr><th>Order</th><th>Status</th><th>Amount</th><th>Due</th>\
<th>Owed today</th><th>Events</th></tr>{rows}</table></div>"
        )
    };
    let mut clock = button(&format!("{base}/clock"), &[("days", "1")], "+1 day");
    clock.push_str(&button(
        &format!("{base}/clock"),
        &[("days", "7")],
        "+7 days",
    ));
    if let Some(days) = journey.days_to_past_due() {
        clock.push_str(&button(
            &format!("{base}/clock"),
            &[("days", &days.to_string())],
            &format!("past due (+{days} days)"),
        ));
    }
    let langs: Vec<Lang> = match journey.latest().map(|o| o.market) {
        Some(Market::Mexico) => vec![Lang::Es],
        Some(Market::India) => vec![Lang::En],
        None => Lang::ALL.to_vec(),
    };
    let mut links = String::new();
    for lang in langs {
        let mut screens: Vec<(String, &str)> =
            SCREENS.iter().map(|(p, l)| ((*p).to_owned(), *l)).collect();
        if let Some(order) = journey.latest() {
            screens.push((agreement_url(&order.order_no), "agreement"));
        }
        let items: String = screens
            .iter()
            .map(|(path, label)| {
                format!(
                    "<a href=\"{}\">{label}</a> ",
                    escape(&screen_url(path, id, lang))
                )
            })
            .collect();
        links.push_str(&format!(
            "<p class=links><small>{}:</small> {items}</p>",
            lang.code()
        ));
    }
    format!(
        "<article class=card id=\"journey-{anchor}\"><h3><code>{id}</code> <small>today {today}</small></h3>\
{orders}<p>Clock: {clock}</p>{links}<p><small><a href=\"{json}\">state (JSON)</a> · \
<a href=\"/__mock/requests?session={anchor}\">requests</a></small></p></article>",
        anchor = escape(&enc(id)),
        id = escape(id),
        json = escape(&base),
    )
}

/// The section: the live journey sessions, the most recently used first.
pub fn section(app: &Qa) -> String {
    let world = app.api.store.lock();
    let mut live: Vec<(&str, &Journey, Duration)> = world.journeys.iter().collect();
    live.sort_by_key(|(_, _, idle)| *idle);
    let total = live.len();
    let cards: String = live
        .iter()
        .take(SHOWN)
        .map(|(id, journey, _)| session_card(id, journey))
        .collect();
    let fresh = format!("qa-journey-{}", crate::state::digits(6));
    let start: String = Lang::ALL
        .iter()
        .map(|lang| {
            format!(
                "<a href=\"{}\">new session ({})</a> ",
                escape(&screen_url("/loan-confirm", &fresh, *lang)),
                lang.code()
            )
        })
        .collect();
    let more = if total > SHOWN {
        format!(" <small>({SHOWN} of {total} shown)</small>")
    } else {
        String::new()
    };
    let body = if cards.is_empty() {
        "<p>No journey session yet: open one below.</p>".to_owned()
    } else {
        format!("<div class=cards>{cards}</div>")
    };
    format!(
        "<section class=journeys id=journeys><h2>Journeys{more}</h2>\
<p>Sessions of the <code>journey</code> scenario: each keeps its own orders and its own today. \
Events and clock moves apply at once; reload a screen to see them. \
JSON: <code>GET /__mock/sessions/ID</code>, <code>POST …/events</code>, <code>POST …/clock</code>.</p>\
<p class=links>{start}</p>{body}</section>"
    )
}
