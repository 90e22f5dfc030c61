//! What the journey's answers say, per language: status banners, row labels, money and
//! refusals (the default world's wording, so a journey reads like the scenarios).

use contract::OrderStatus;
use jiff::civil::Date;

use crate::scenario::Lang;
use crate::state::journey::Order;

/// A row label of the detail lists.
#[derive(Debug, Clone, Copy)]
pub enum Label {
    /// The order number.
    OrderNo,
    /// The principal.
    LoanAmount,
    /// What is owed now.
    AmountDue,
    /// When it was applied for.
    LoanDate,
    /// When it is due.
    DueDate,
    /// The term.
    Term,
    /// Late charges.
    LateFees,
    /// Days past the due date.
    DaysOverdue,
    /// When it was repaid.
    RepaidOn,
    /// What the borrower receives.
    Received,
    /// The commission.
    Commission,
    /// Value added tax.
    Iva,
    /// The principal, on repayment.
    Principal,
    /// Interest.
    Interest,
    /// The amount, on a complaint's order card.
    Amount,
}

/// The label in `lang`.
pub fn label(lang: Lang, label: Label) -> &'static str {
    let (es, en) = match label {
        Label::OrderNo => ("Número de orden", "Order number"),
        Label::LoanAmount => ("Monto del préstamo", "Loan amount"),
        Label::AmountDue => ("Monto a pagar", "Amount due"),
        Label::LoanDate => ("Fecha de préstamo", "Loan date"),
        Label::DueDate => ("Fecha de vencimiento", "Due date"),
        Label::Term => ("Plazo", "Term"),
        Label::LateFees => ("Cargos por mora", "Late fees"),
        Label::DaysOverdue => ("Días de atraso", "Days overdue"),
        Label::RepaidOn => ("Fecha de pago", "Repaid on"),
        Label::Received => ("Monto recibido", "Amount received"),
        Label::Commission => ("Comisión", "Commission"),
        Label::Iva => ("IVA", "VAT"),
        Label::Principal => ("Capital", "Principal"),
        Label::Interest => ("Intereses", "Interest"),
        Label::Amount => ("Monto", "Amount"),
    };
    pick(lang, es, en)
}

fn pick(lang: Lang, es: &'static str, en: &'static str) -> &'static str {
    match lang {
        Lang::Es => es,
        Lang::En => en,
    }
}

/// `minor` units as the screens show money: `$3.000,00` (es) or `₹3.000,00` (en).
pub fn money(lang: Lang, minor: i64) -> String {
    let sign = if minor < 0 { "-" } else { "" };
    let minor = minor.unsigned_abs();
    let units = (minor / 100).to_string();
    let mut grouped = String::new();
    for (i, digit) in units.chars().enumerate() {
        if i > 0 && (units.len() - i).is_multiple_of(3) {
            grouped.push('.');
        }
        grouped.push(digit);
    }
    let symbol = pick(lang, "$", "₹");
    format!("{sign}{symbol}{grouped},{:02}", minor % 100)
}

/// A term of `days` days.
pub fn days(lang: Lang, days: i64) -> String {
    match lang {
        Lang::Es => format!("{days} días"),
        Lang::En => format!("{days} days"),
    }
}

/// The status banner's title.
pub fn status_title(lang: Lang, status: OrderStatus) -> &'static str {
    match status {
        OrderStatus::IN_REVIEW => pick(lang, "En revisión", "Under review"),
        OrderStatus::APPROVED => pick(lang, "Desembolsando", "Disbursing"),
        OrderStatus::REJECTED => pick(lang, "Solicitud rechazada", "Application declined"),
        OrderStatus::AWAITING_REPAYMENT => pick(lang, "Pendiente de pago", "Awaiting repayment"),
        OrderStatus::OVERDUE => pick(lang, "Vencido", "Overdue"),
        OrderStatus::REPAID => pick(lang, "Pagado", "Repaid"),
        _ => pick(lang, "En proceso", "In progress"),
    }
}

/// The status banner's description on `today`.
pub fn status_description(lang: Lang, order: &Order, today: Date) -> String {
    let due = order.due_or_planned(today);
    match (order.status, lang) {
        (OrderStatus::IN_REVIEW, Lang::Es) => {
            "Estamos revisando su solicitud; le avisaremos en breve.".into()
        }
        (OrderStatus::IN_REVIEW, Lang::En) => {
            "We are reviewing your application and will let you know shortly.".into()
        }
        (OrderStatus::APPROVED, Lang::Es) => {
            "El dinero llegará a su cuenta bancaria en unos minutos.".into()
        }
        (OrderStatus::APPROVED, Lang::En) => {
            "The money will reach your bank account in a few minutes.".into()
        }
        (OrderStatus::REJECTED, Lang::Es) => {
            "Por ahora no podemos aprobar su solicitud. Intente de nuevo en 30 días.".into()
        }
        (OrderStatus::REJECTED, Lang::En) => {
            "We cannot approve your application for now. Please try again in 30 days.".into()
        }
        (OrderStatus::AWAITING_REPAYMENT, Lang::Es) => {
            format!("Pague antes del {due} para evitar cargos por mora.")
        }
        (OrderStatus::AWAITING_REPAYMENT, Lang::En) => {
            format!("Pay before {due} to avoid late fees.")
        }
        (OrderStatus::OVERDUE, Lang::Es) => {
            format!("Su préstamo venció el {due}. Pague hoy para detener los cargos por mora.")
        }
        (OrderStatus::OVERDUE, Lang::En) => {
            format!("Your loan was due on {due}. Pay today to stop the late fees.")
        }
        (_, Lang::Es) => {
            "¡Gracias! Su préstamo está liquidado. Puede solicitar un nuevo préstamo.".into()
        }
        (_, Lang::En) => "Thank you! Your loan is repaid. You can apply for a new loan.".into(),
    }
}

/// The extension's heading.
pub fn extension_heading(lang: Lang, days: i64) -> String {
    match lang {
        Lang::Es => format!("Extienda su plazo {days} días"),
        Lang::En => format!("Extend your term by {days} days"),
    }
}

/// The extension plan's two rows: the current and the new due date.
pub fn extension_plan(lang: Lang) -> (&'static str, &'static str) {
    (
        pick(lang, "Fecha de pago actual", "Current due date"),
        pick(lang, "Nueva fecha de pago", "New due date"),
    )
}

/// A new loan while `open` is still open.
pub fn order_open(lang: Lang, open: &str) -> String {
    match lang {
        Lang::Es => format!("Ya tiene un préstamo en curso (orden {open})"),
        Lang::En => format!("You already have a loan in progress (order {open})"),
    }
}

/// A term in another unit than days.
pub fn term_unit(lang: Lang, unit: i32) -> String {
    match lang {
        Lang::Es => format!("termUnit {unit}: solo se admiten plazos en días (1)"),
        Lang::En => format!("termUnit {unit}: only terms in days (1) are offered"),
    }
}

/// No order numbered `order_no`.
pub fn no_order(lang: Lang, order_no: &str) -> String {
    match lang {
        Lang::Es => format!("No existe la orden {order_no}"),
        Lang::En => format!("Order {order_no} does not exist"),
    }
}

/// Nothing to repay on the order.
pub fn not_repayable(lang: Lang, order: Option<&Order>) -> String {
    match (order, lang) {
        (Some(o), Lang::Es) => format!(
            "La orden {} no tiene pagos pendientes ({})",
            o.order_no,
            status_title(lang, o.status)
        ),
        (Some(o), Lang::En) => format!(
            "Order {} has nothing to repay ({})",
            o.order_no,
            status_title(lang, o.status)
        ),
        (None, Lang::Es) => "No tiene préstamos por pagar".into(),
        (None, Lang::En) => "You have no loan to repay".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn money_groups_thousands_with_dots() {
        assert_eq!(money(Lang::Es, 308_193), "$3.081,93");
        assert_eq!(money(Lang::En, 100_000_000), "₹1.000.000,00");
        assert_eq!(money(Lang::Es, 5), "$0,05");
    }
}
