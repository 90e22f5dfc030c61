//! The events that move an order, what each status means, and why a change is refused.

use contract::OrderStatus;
use serde::{Deserialize, Serialize};

/// What happens to an order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Event {
    /// 21 → 151.
    Approve,
    /// 21 → 110.
    Reject,
    /// 151 → 174: the money is paid out; due today + the term.
    Disburse,
    /// 174 or 180 → 200.
    PaymentReceived,
    /// 174 or 180 → 174: the due date moves by the extension's days.
    ExtensionPaid,
}

impl Event {
    /// Every event, in the order of a journey.
    pub const ALL: [Event; 5] = [
        Event::Approve,
        Event::Reject,
        Event::Disburse,
        Event::PaymentReceived,
        Event::ExtensionPaid,
    ];

    /// Its name in the JSON controls.
    pub const fn name(self) -> &'static str {
        match self {
            Event::Approve => "approve",
            Event::Reject => "reject",
            Event::Disburse => "disburse",
            Event::PaymentReceived => "payment-received",
            Event::ExtensionPaid => "extension-paid",
        }
    }

    /// The statuses it applies to.
    pub fn applies_to(self) -> &'static [OrderStatus] {
        match self {
            Event::Approve | Event::Reject => &[OrderStatus::IN_REVIEW],
            Event::Disburse => &[OrderStatus::APPROVED],
            Event::PaymentReceived | Event::ExtensionPaid => {
                &[OrderStatus::AWAITING_REPAYMENT, OrderStatus::OVERDUE]
            }
        }
    }
}

/// What a status means, for QA's eyes: the contract's meaning (docs/order-statuses.md
/// "Codes and meanings"); the screens take their texts from the API layer.
pub fn meaning(status: OrderStatus) -> &'static str {
    OrderStatus::KNOWN_WITH_MEANING
        .iter()
        .find(|(known, _, _)| *known == status)
        .map_or("unknown", |(_, _, meaning)| meaning)
}

/// Why a journey refused a change; nothing changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The session has no order (or none numbered so).
    NoOrder(String),
    /// The event does not apply to the order's status.
    NotApplicable(String),
    /// A new order while one is still open.
    OrderOpen(String),
    /// A value out of range.
    Invalid(String),
}

impl Refusal {
    /// The message.
    pub fn message(&self) -> &str {
        match self {
            Refusal::NoOrder(m)
            | Refusal::NotApplicable(m)
            | Refusal::OrderOpen(m)
            | Refusal::Invalid(m) => m,
        }
    }
}
