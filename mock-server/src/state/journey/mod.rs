//! Borrower journeys: the orders of one session living through their statuses on the
//! session's own clock (docs/journeys.md). The `journey` scenario's handlers read and change
//! them; QA moves them with events and clock moves (`/__mock/sessions/…`).
//!
//! Statuses: 21 in review, 151 approved and disbursing, 110 rejected, 174 awaiting repayment,
//! 180 overdue, 200 repaid. Events move them; the clock turns 174 into 180 once the due date
//! has passed.

use contract::OrderStatus;
use jiff::ToSpan;
use jiff::civil::Date;

mod event;
mod pricing;

pub use event::{Event, Refusal, meaning};
pub use pricing::{Charges, EXTENSION_DAYS, Market};

/// Orders kept per session at most; the oldest settled ones go first.
pub const MAX_ORDERS: usize = 50;
/// The farthest one clock move goes, in days.
pub const MAX_CLOCK_DAYS: i64 = 3650;
/// The first numeric order id of a session.
const FIRST_ORDER_ID: i64 = 20_001;

/// `date` moved `days` forward; the latest date jiff knows when that is past it.
fn plus_days(date: Date, days: i64) -> Date {
    date.checked_add(days.days()).unwrap_or(Date::MAX)
}

/// One order of the session.
#[derive(Debug, Clone, PartialEq)]
pub struct Order {
    /// The number the screens show and the agreement and complaints take.
    pub order_no: String,
    /// The numeric id loan details and repayment take.
    pub order_id: i64,
    /// The product borrowed.
    pub product_id: i64,
    /// The product's name and logo, as the offer showed them.
    pub product_name: String,
    /// The product's logo URL.
    pub product_logo: String,
    /// The status.
    pub status: OrderStatus,
    /// The term in days.
    pub term_days: i64,
    /// Its market: the language it was applied for in.
    pub market: Market,
    /// The borrower had repaid an earlier order when applying.
    pub repeat: bool,
    /// The charges at the due date.
    pub charges: Charges,
    /// When it was applied for.
    pub applied_on: Date,
    /// When it was paid out.
    pub disbursed_on: Option<Date>,
    /// When it is due (from the disbursal).
    pub due_on: Option<Date>,
    /// When it was repaid.
    pub repaid_on: Option<Date>,
    /// Extensions paid.
    pub extensions: u32,
}

impl Order {
    /// Days past the due date on `today` (0 when not overdue or not disbursed).
    pub fn days_overdue(&self, today: Date) -> i64 {
        match self.due_on {
            Some(due) if today > due && self.status.is_repayable() => {
                i64::from((today - due).get_days())
            }
            _ => 0,
        }
    }

    /// Late charges accrued by `today`.
    pub fn late_charges(&self, today: Date) -> i64 {
        self.charges
            .late(self.market, self.days_overdue(today), self.repeat)
    }

    /// What the borrower owes on `today`: 0 once repaid or rejected.
    pub fn amount_due(&self, today: Date) -> i64 {
        if self.is_open() {
            self.charges.contract + self.late_charges(today)
        } else {
            0
        }
    }

    /// What an extension costs on `today`: the fee and the late charges so far.
    pub fn extension_amount(&self, today: Date) -> i64 {
        self.charges.extension_fee() + self.late_charges(today)
    }

    /// The due date an extension paid on `today` gives: the extension's days from the due
    /// date, or from today when that has passed.
    pub fn extended_due(&self, today: Date) -> Date {
        let from = self.due_on.map_or(today, |due| due.max(today));
        plus_days(from, EXTENSION_DAYS)
    }

    /// The due date the order has, or would have if paid out on `today`.
    pub fn due_or_planned(&self, today: Date) -> Date {
        self.due_on
            .unwrap_or_else(|| plus_days(today, self.term_days))
    }

    /// Whether it is still open (not rejected, not repaid).
    pub fn is_open(&self) -> bool {
        self.status != OrderStatus::REJECTED && self.status != OrderStatus::REPAID
    }

    /// The events that apply now.
    pub fn events(&self) -> Vec<Event> {
        Event::ALL
            .into_iter()
            .filter(|e| e.applies_to().contains(&self.status))
            .collect()
    }
}

/// A new order: what loan confirm's submit carries, in the journey's terms.
#[derive(Debug, Clone)]
pub struct Application {
    /// Principal, minor units.
    pub amount: i64,
    /// Term in days.
    pub term_days: i64,
    /// The product.
    pub product_id: i64,
    /// Its name, as the offer showed it.
    pub product_name: String,
    /// Its logo.
    pub product_logo: String,
    /// The market of the language.
    pub market: Market,
}

/// The journey of one session: its today and its orders, oldest first.
#[derive(Debug, Clone, PartialEq)]
pub struct Journey {
    /// The session's today: the real date when it started, moved by QA.
    pub today: Date,
    /// Its orders, oldest first.
    pub orders: Vec<Order>,
    next_seq: i64,
}

impl Default for Journey {
    fn default() -> Self {
        Journey::starting(super::today())
    }
}

impl Journey {
    /// A journey whose today is `today` (tests and stories use a fixed date).
    pub fn starting(today: Date) -> Self {
        Journey {
            today,
            orders: Vec::new(),
            next_seq: 1,
        }
    }

    /// The latest order.
    pub fn latest(&self) -> Option<&Order> {
        self.orders.last()
    }

    /// The order with id `order_id`, else the latest.
    pub fn by_id_or_latest(&self, order_id: Option<i64>) -> Option<&Order> {
        order_id
            .and_then(|id| self.orders.iter().find(|o| o.order_id == id))
            .or_else(|| self.latest())
    }

    /// The order numbered `order_no`.
    pub fn by_no(&self, order_no: &str) -> Option<&Order> {
        self.orders.iter().find(|o| o.order_no == order_no)
    }

    /// The number the next order of `market` gets, applied for today.
    pub fn next_order_no(&self, market: Market) -> String {
        let prefix = match market {
            Market::Mexico => "MX",
            Market::India => "IN",
        };
        let date = self.today.strftime("%Y%m%d");
        format!("{prefix}{date}{:04}", self.next_seq)
    }

    /// Applies for a new order (status 21); refused while another is open.
    pub fn apply(&mut self, application: Application) -> Result<&Order, Refusal> {
        if let Some(open) = self.orders.iter().find(|o| o.is_open()) {
            return Err(Refusal::OrderOpen(format!(
                "order {} is still open (status {}, {})",
                open.order_no,
                open.status.0,
                meaning(open.status)
            )));
        }
        if self.orders.len() >= MAX_ORDERS
            && let Some(oldest) = self.orders.iter().position(|o| !o.is_open())
        {
            self.orders.remove(oldest);
        }
        let repeat = self.orders.iter().any(|o| o.status == OrderStatus::REPAID);
        let order = Order {
            order_no: self.next_order_no(application.market),
            order_id: FIRST_ORDER_ID + self.next_seq - 1,
            product_id: application.product_id,
            product_name: application.product_name,
            product_logo: application.product_logo,
            status: OrderStatus::IN_REVIEW,
            term_days: application.term_days,
            market: application.market,
            repeat,
            charges: Charges::of(application.amount, application.term_days),
            applied_on: self.today,
            disbursed_on: None,
            due_on: None,
            repaid_on: None,
            extensions: 0,
        };
        self.next_seq += 1;
        self.orders.push(order);
        Ok(self.orders.last().expect("just pushed"))
    }

    /// Applies `event` to the order numbered `order_no` (the latest when `None`).
    pub fn event(&mut self, event: Event, order_no: Option<&str>) -> Result<&Order, Refusal> {
        let today = self.today;
        let index = match order_no {
            Some(no) => self
                .orders
                .iter()
                .position(|o| o.order_no == no)
                .ok_or_else(|| Refusal::NoOrder(format!("the session has no order {no}")))?,
            None => self.orders.len().checked_sub(1).ok_or_else(|| {
                Refusal::NoOrder("the session has no order yet: submit loan confirm first".into())
            })?,
        };
        let order = &mut self.orders[index];
        if !event.applies_to().contains(&order.status) {
            let wanted: Vec<String> = event
                .applies_to()
                .iter()
                .map(|s| format!("{} ({})", s.0, meaning(*s)))
                .collect();
            return Err(Refusal::NotApplicable(format!(
                "{} applies to an order in status {}; order {} is in status {} ({})",
                event.name(),
                wanted.join(" or "),
                order.order_no,
                order.status.0,
                meaning(order.status)
            )));
        }
        match event {
            Event::Approve => order.status = OrderStatus::APPROVED,
            Event::Reject => order.status = OrderStatus::REJECTED,
            Event::Disburse => {
                order.status = OrderStatus::AWAITING_REPAYMENT;
                order.disbursed_on = Some(today);
                order.due_on = Some(plus_days(today, order.term_days));
            }
            Event::PaymentReceived => {
                order.status = OrderStatus::REPAID;
                order.repaid_on = Some(today);
            }
            Event::ExtensionPaid => {
                order.due_on = Some(order.extended_due(today));
                order.status = OrderStatus::AWAITING_REPAYMENT;
                order.extensions += 1;
            }
        }
        Ok(&self.orders[index])
    }

    /// Moves today `days` forward (1 to [`MAX_CLOCK_DAYS`]); orders whose due date passed
    /// turn overdue.
    pub fn advance(&mut self, days: i64) -> Result<(), Refusal> {
        if !(1..=MAX_CLOCK_DAYS).contains(&days) {
            return Err(Refusal::Invalid(format!(
                "days must be 1 to {MAX_CLOCK_DAYS}, not {days}"
            )));
        }
        self.today = plus_days(self.today, days);
        let today = self.today;
        for order in &mut self.orders {
            if order.status == OrderStatus::AWAITING_REPAYMENT
                && order.due_on.is_some_and(|d| today > d)
            {
                order.status = OrderStatus::OVERDUE;
            }
        }
        Ok(())
    }

    /// The days a clock move takes to put the latest order awaiting repayment one day past
    /// its due date; `None` when no order awaits repayment.
    pub fn days_to_past_due(&self) -> Option<i64> {
        self.orders
            .iter()
            .rev()
            .find(|o| o.status == OrderStatus::AWAITING_REPAYMENT)
            .and_then(|o| o.due_on)
            .map(|due| (i64::from((due - self.today).get_days()) + 1).max(1))
    }
}

#[cfg(test)]
mod tests;
