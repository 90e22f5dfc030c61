use super::*;

fn day(text: &str) -> Date {
    text.parse().expect("date")
}

fn application(market: Market) -> Application {
    Application {
        amount: 300_000,
        term_days: 15,
        product_id: 3,
        product_name: "Crédito Ágil".into(),
        product_logo: "/logo.png".into(),
        market,
    }
}

/// A journey on 2026-11-22 whose latest order is in `status`.
fn in_status(status: i32) -> Journey {
    let mut j = Journey::starting(day("2026-11-22"));
    j.apply(application(Market::Mexico)).expect("apply");
    let steps: &[Event] = match status {
        21 => &[],
        151 => &[Event::Approve],
        110 => &[Event::Reject],
        174 => &[Event::Approve, Event::Disburse],
        180 => &[Event::Approve, Event::Disburse],
        200 => &[Event::Approve, Event::Disburse, Event::PaymentReceived],
        _ => unreachable!(),
    };
    for e in steps {
        j.event(*e, None).expect("step");
    }
    if status == 180 {
        j.advance(16).expect("clock");
    }
    assert_eq!(j.latest().map(|o| o.status.0), Some(status));
    j
}

#[test]
fn every_event_in_every_status_moves_or_is_refused_changing_nothing() {
    let expected = |event: Event, status: i32| -> Option<i32> {
        match (event, status) {
            (Event::Approve, 21) => Some(151),
            (Event::Reject, 21) => Some(110),
            (Event::Disburse, 151) => Some(174),
            (Event::PaymentReceived, 174 | 180) => Some(200),
            (Event::ExtensionPaid, 174 | 180) => Some(174),
            _ => None,
        }
    };
    for status in [21, 151, 110, 174, 180, 200] {
        for event in Event::ALL {
            let mut j = in_status(status);
            let before = j.clone();
            match (j.event(event, None), expected(event, status)) {
                (Ok(order), Some(next)) => {
                    assert_eq!(order.status.0, next, "{event:?} on {status}")
                }
                (Err(Refusal::NotApplicable(m)), None) => {
                    assert!(
                        m.contains(event.name()) && m.contains(&status.to_string()),
                        "{m}"
                    );
                    assert_eq!(j, before, "{event:?} on {status} changed the journey");
                }
                (got, want) => panic!("{event:?} on {status}: {got:?}, expected {want:?}"),
            }
        }
    }
}

#[test]
fn disbursal_sets_the_due_date_and_the_clock_makes_it_overdue() {
    let mut j = in_status(174);
    let order = j.latest().expect("order").clone();
    assert_eq!(order.due_on, Some(day("2026-12-07")));
    assert_eq!(order.amount_due(j.today), 308_193);
    assert_eq!(j.days_to_past_due(), Some(16));
    j.advance(15).expect("clock");
    assert_eq!(
        j.latest().map(|o| o.status.0),
        Some(174),
        "the due date itself is not late"
    );
    j.advance(3).expect("clock");
    let order = j.latest().expect("order");
    assert_eq!((order.status.0, order.days_overdue(j.today)), (180, 3));
    assert_eq!(order.late_charges(j.today), 27_000);
    assert_eq!(order.amount_due(j.today), 308_193 + 27_000);
}

#[test]
fn an_extension_moves_the_due_date_by_7_days_from_it_or_from_today() {
    let mut j = in_status(174);
    j.event(Event::ExtensionPaid, None).expect("extension");
    assert_eq!(j.latest().and_then(|o| o.due_on), Some(day("2026-12-14")));
    j.advance(30).expect("clock");
    assert_eq!(j.latest().map(|o| o.status.0), Some(180));
    j.event(Event::ExtensionPaid, None).expect("extension");
    let order = j.latest().expect("order");
    assert_eq!(order.due_on, Some(day("2026-12-29")));
    assert_eq!((order.status.0, order.late_charges(j.today)), (174, 0));
}

#[test]
fn a_new_order_waits_for_the_open_one_and_india_repeat_clients_pay_less() {
    let mut j = in_status(174);
    assert!(matches!(
        j.apply(application(Market::India)),
        Err(Refusal::OrderOpen(_))
    ));
    j.event(Event::PaymentReceived, None).expect("paid");
    let second = j.apply(application(Market::India)).expect("second").clone();
    assert_eq!(second.order_no, "IN202611220002");
    assert_eq!((second.status.0, second.repeat), (21, true));
    assert_eq!(j.orders.len(), 2);
    assert_eq!(
        j.by_id_or_latest(Some(20_001)).map(|o| o.status.0),
        Some(200)
    );
    assert_eq!(j.by_id_or_latest(Some(1)).map(|o| o.order_id), Some(20_002));
}

#[test]
fn refusals_name_the_problem() {
    let mut j = Journey::starting(day("2026-11-22"));
    assert!(matches!(
        j.event(Event::Approve, None),
        Err(Refusal::NoOrder(_))
    ));
    assert!(matches!(j.advance(0), Err(Refusal::Invalid(_))));
    assert!(matches!(
        j.advance(MAX_CLOCK_DAYS + 1),
        Err(Refusal::Invalid(_))
    ));
    j.apply(application(Market::Mexico)).expect("apply");
    assert!(matches!(
        j.event(Event::Approve, Some("NOPE")),
        Err(Refusal::NoOrder(_))
    ));
    assert_eq!(j.today, day("2026-11-22"));
}

#[test]
fn orders_are_capped_oldest_settled_first_and_journeys_like_sessions() {
    let mut j = Journey::starting(day("2026-11-22"));
    for _ in 0..MAX_ORDERS + 5 {
        j.apply(application(Market::Mexico)).expect("apply");
        j.event(Event::Reject, None).expect("reject");
    }
    assert_eq!(j.orders.len(), MAX_ORDERS);
    assert_eq!(j.orders[0].order_id, FIRST_ORDER_ID + 5);

    let mut world = crate::state::World::new(crate::state::Limits {
        max_sessions: 10,
        ..crate::state::Limits::default()
    });
    for n in 0..100 {
        world
            .journeys
            .entry(&format!("s{n}"))
            .advance(1)
            .expect("clock");
    }
    assert!(world.journeys.len() <= 10);
    assert!(world.journeys.get("s99").is_some() && world.journeys.get("s0").is_none());
}
