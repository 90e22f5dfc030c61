//! The journey's answer of each endpoint it changes: loan confirm and its submit, loan
//! details, complaint entry, full and extension repayment, the instruction, the agreement.

use contract::endpoints::{
    ContractDetailCall, ExtensionDetailCall, GenerateVcodeCall, LoanConfirmCall, LoanDetailsCall,
    LoanPushCall, ProblemInitCall, RepayDetailCall,
};
use contract::loan::{LoanDetails, LoanPushed, RepayPlanItem, UserOrderDetail};
use contract::repayment::{DelayInfo, ExtensionPlanRow};
use contract::{OrderStatus, TextValue};
use jiff::ToSpan;

use super::text::{self, Label};
use super::{agreement_url, market, problem_init, with_journey};
use crate::api::bind::{Call, Reply};
use crate::api::error::ApiError;
use crate::api::shared::Api;
use crate::scenario::Lang;
use crate::state::journey::{Application, Charges, EXTENSION_DAYS, Order};

type Answer<E> = Result<Option<Reply<E>>, ApiError>;

fn row(lang: Lang, label: Label, value: String) -> TextValue {
    TextValue {
        text: text::label(lang, label).to_owned(),
        value,
    }
}

/// The offer, dated from the session's today: the plan's date and amount, what the borrower
/// receives, and the agreement of the order it would become.
pub fn confirm(app: &Api, call: &mut Call<LoanConfirmCall>) -> Answer<LoanConfirmCall> {
    let mut response = call.typed()?;
    let lang = call.lang;
    let (today, next_no) = with_journey(app, call, |j| (j.today, j.next_order_no(market(lang))));
    if let Some(data) = response.data.as_mut() {
        let days = i64::from(data.periods);
        let charges = Charges::of(data.amount, days);
        let due = today
            .checked_add(days.days())
            .map_err(|e| ApiError::Fault(format!("the term runs past the calendar: {e}")))?
            .to_string();
        data.first_pay_time = due.clone();
        let first = data.repay_plans.first().cloned();
        data.repay_plans = vec![RepayPlanItem {
            title: first.as_ref().map_or_else(String::new, |p| p.title.clone()),
            amount: charges.contract,
            description: first.map_or_else(String::new, |p| p.description),
            pay_time: due,
        }];
        data.details = vec![
            row(lang, Label::Received, text::money(lang, charges.received)),
            row(
                lang,
                Label::Commission,
                text::money(lang, charges.commission),
            ),
            row(lang, Label::Iva, text::money(lang, charges.iva)),
            row(lang, Label::Term, text::days(lang, days)),
        ];
        if !data.is_new_contract.is_empty() {
            data.is_new_contract = agreement_url(&next_no);
        }
    }
    Ok(Some(Reply::Typed(response)))
}

/// Submits the offer: a new order in status 21, unless one is still open.
pub fn push(app: &Api, call: &mut Call<LoanPushCall>) -> Answer<LoanPushCall> {
    let lang = call.lang;
    let form = call.form()?.clone();
    if form.term_unit != 1 {
        return Err(ApiError::refused(text::term_unit(lang, form.term_unit)));
    }
    let offer = call.base_of::<LoanConfirmCall>().and_then(|r| r.data);
    let application = Application {
        amount: form.amount,
        term_days: i64::from(form.periods),
        product_id: form.product_id,
        product_name: offer
            .as_ref()
            .map_or_else(String::new, |o| o.com_product_name.clone()),
        product_logo: offer.map_or_else(String::new, |o| o.com_product_logo),
        market: market(lang),
    };
    let applied = with_journey(app, call, |j| match j.apply(application) {
        Ok(order) => Ok((order.order_id, order.product_id)),
        Err(_) => Err(j
            .orders
            .iter()
            .find(|o| o.is_open())
            .map_or_else(String::new, |o| o.order_no.clone())),
    });
    let (order_id, product_id) =
        applied.map_err(|open| ApiError::refused(text::order_open(lang, &open)))?;
    let mut response = call.typed()?;
    response.data = Some(LoanPushed {
        lend_details_url: format!("/loan-detail?orderId={order_id}&productId={product_id}"),
    });
    Ok(Some(Reply::Typed(response)))
}

/// The order the call names, else the latest; no order is the screen's empty state.
pub fn details(app: &Api, call: &mut Call<LoanDetailsCall>) -> Answer<LoanDetailsCall> {
    let lang = call.lang;
    let order_id = call.query.order_id;
    let found = with_journey(app, call, |j| {
        j.by_id_or_latest(Some(order_id))
            .cloned()
            .map(|o| (o, j.today))
    });
    let mut response = call.typed()?;
    response.data = found.map(|(order, today)| loan_details(lang, &order, today));
    Ok(Some(Reply::Typed(response)))
}

fn loan_details(lang: Lang, order: &Order, today: jiff::civil::Date) -> LoanDetails {
    let money = |minor| text::money(lang, minor);
    let mut rows = vec![
        row(lang, Label::OrderNo, order.order_no.clone()),
        row(lang, Label::LoanAmount, money(order.charges.principal)),
    ];
    let late = order.late_charges(today);
    if late > 0 {
        rows.push(row(lang, Label::LateFees, money(late)));
    }
    if order.status != OrderStatus::REPAID {
        rows.push(row(
            lang,
            Label::AmountDue,
            money(order.amount_due(today).max(order.charges.contract)),
        ));
    }
    rows.push(row(lang, Label::LoanDate, order.applied_on.to_string()));
    match (order.repaid_on, order.due_on) {
        (Some(repaid), _) => rows.push(row(lang, Label::RepaidOn, repaid.to_string())),
        (None, Some(due)) => rows.push(row(lang, Label::DueDate, due.to_string())),
        (None, None) => rows.push(row(lang, Label::Term, text::days(lang, order.term_days))),
    }
    if late > 0 {
        rows.push(row(
            lang,
            Label::DaysOverdue,
            order.days_overdue(today).to_string(),
        ));
    }
    LoanDetails {
        order_status: order.status,
        notice_status_text: text::status_title(lang, order.status).to_owned(),
        notice_des_text: text::status_description(lang, order, today),
        product_name: order.product_name.clone(),
        product_logo: order.product_logo.clone(),
        user_order_detail: UserOrderDetail { detail: rows },
        inside: 0,
        is_score: i32::from(order.status == OrderStatus::REPAID),
        h5_url: String::new(),
        is_delay: i32::from(order.status.is_repayable()),
        is_new_contract: super::agreement_url(&order.order_no),
    }
}

/// Complaint entry: the session's orders.
pub fn complaint_init(app: &Api, call: &mut Call<ProblemInitCall>) -> Answer<ProblemInitCall> {
    let init = problem_init(app, call, call.query.order_id);
    let mut response = call.typed()?;
    response.data = init;
    Ok(Some(Reply::Typed(response)))
}

/// The repayable order the call names, else the latest; refused when it owes nothing.
fn repayable<E: contract::Endpoint>(
    app: &Api,
    call: &Call<E>,
    order_id: i64,
) -> Result<(Order, jiff::civil::Date), ApiError> {
    let found = with_journey(app, call, |j| {
        (j.by_id_or_latest(Some(order_id)).cloned(), j.today)
    });
    match found {
        (Some(order), today) if order.status.is_repayable() => Ok((order, today)),
        (order, _) => Err(ApiError::refused(text::not_repayable(
            call.lang,
            order.as_ref(),
        ))),
    }
}

/// Full repayment: what the order owes today, late charges included.
pub fn repay(app: &Api, call: &mut Call<RepayDetailCall>) -> Answer<RepayDetailCall> {
    let lang = call.lang;
    let (order, today) = repayable(app, call, call.query.order_id)?;
    let money = |minor| text::money(lang, minor);
    let mut response = call.typed()?;
    if let Some(data) = response.data.as_mut() {
        data.repay_amount = order.amount_due(today);
        data.repay_date = order.due_or_planned(today).to_string();
        data.product_name = order.product_name.clone();
        data.product_logo = order.product_logo.clone();
        data.detail = vec![
            row(lang, Label::Principal, money(order.charges.principal)),
            row(lang, Label::Interest, money(order.charges.interest)),
            row(lang, Label::Iva, money(order.charges.iva)),
            row(lang, Label::LateFees, money(order.late_charges(today))),
        ];
    }
    Ok(Some(Reply::Typed(response)))
}

/// Extension repayment: the fee and the late charges so far, and the due date it gives.
pub fn extension(app: &Api, call: &mut Call<ExtensionDetailCall>) -> Answer<ExtensionDetailCall> {
    let lang = call.lang;
    let (order, today) = repayable(app, call, call.query.order_id)?;
    let mut response = call.typed()?;
    if let Some(data) = response.data.as_mut() {
        let new_due = order.extended_due(today).to_string();
        data.product_name = order.product_name.clone();
        data.product_logo = order.product_logo.clone();
        data.delay_info = DelayInfo {
            delay_amount: order.extension_amount(today),
            delay_time: new_due.clone(),
            heading: text::extension_heading(lang, EXTENSION_DAYS),
        };
        let (current, new) = text::extension_plan(lang);
        data.repay_plan = vec![
            ExtensionPlanRow {
                title: current.to_owned(),
                time: order.due_or_planned(today).to_string(),
            },
            ExtensionPlanRow {
                title: new.to_owned(),
                time: new_due,
            },
        ];
    }
    Ok(Some(Reply::Typed(response)))
}

/// The instruction of a channel: the order's own amount (what it owes for a full repayment,
/// the extension's amount for an extension); the regular handler answers with it.
pub fn instruction(app: &Api, call: &mut Call<GenerateVcodeCall>) -> Answer<GenerateVcodeCall> {
    let form = call.form()?.clone();
    let (order, today) = repayable(app, call, form.order_id)?;
    let amount = if form.request_type == 2 {
        order.extension_amount(today)
    } else {
        order.amount_due(today)
    };
    if let Some(body) = call.body.as_mut() {
        body.amount = amount;
    }
    Ok(None)
}

/// The agreement of one of the session's orders, or of the order the offer would become.
pub fn agreement(app: &Api, call: &mut Call<ContractDetailCall>) -> Answer<ContractDetailCall> {
    let lang = call.lang;
    let order_no = call.query.order_no.clone();
    let offer = call.base_of::<LoanConfirmCall>().and_then(|r| r.data);
    let product_id = call
        .launch
        .product_id
        .as_deref()
        .and_then(|p| p.parse().ok())
        .unwrap_or_default();
    let found = with_journey(app, call, |j| {
        let today = j.today;
        if let Some(order) = j.by_no(&order_no) {
            return Some((order.clone(), today));
        }
        // The offer's agreement, before it is submitted.
        let offer = offer.as_ref()?;
        let mut draft = j.clone();
        draft
            .apply(Application {
                amount: offer.amount,
                term_days: i64::from(offer.periods),
                product_id,
                product_name: offer.com_product_name.clone(),
                product_logo: offer.com_product_logo.clone(),
                market: market(lang),
            })
            .ok()
            .filter(|o| o.order_no == order_no)
            .map(|o| (o.clone(), today))
    });
    let Some((order, today)) = found else {
        return Err(ApiError::refused(text::no_order(lang, &order_no)));
    };
    let mut response = call.typed()?;
    if let Some(data) = response.data.as_mut() {
        let c = order.charges;
        data.product_name = order.product_name.clone();
        data.amount = c.principal;
        data.dai_date = order.disbursed_on.unwrap_or(today).to_string();
        data.plan_date = order.due_or_planned(today).to_string();
        data.contract_amount = c.contract;
        data.commission = c.commission;
        data.interest = c.interest;
        data.iva = c.iva;
        data.give_amount = c.received;
        data.contract_date = order.applied_on.to_string();
    }
    Ok(Some(Reply::Typed(response)))
}
