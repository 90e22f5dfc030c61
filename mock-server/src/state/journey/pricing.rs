//! What an order of the journey costs: the charges at the due date, the late charges of each
//! market and the extension fee (docs/journeys.md "Prices", docs/journeys.md "Late charges";
//! the agreements' figures: docs/constants.md "Agreement figures").

use serde::Serialize;

/// Commission, withheld from the disbursal: 10 % of the principal (the offer's 300 on 3.000).
const COMMISSION_PERCENT: i64 = 10;
/// Daily interest on the principal in millionths: 0.065 % a day (the offer's 29,25 on 3.000
/// over 15 days).
const DAILY_INTEREST_PPM: i64 = 650;
/// Value added tax on interest plus commission, in percent.
const IVA_PERCENT: i64 = 16;
/// Mexico's agreement: late charges of 3 % of the principal a day.
const MX_LATE_PERCENT_A_DAY: i64 = 3;
/// India's terms: the one late penalty of a new client, in paise (Rs.1,000).
const IN_PENALTY_NEW: i64 = 100_000;
/// India's terms: the one late penalty of a repeat client, in paise (Rs.800).
const IN_PENALTY_REPEAT: i64 = 80_000;
/// The extension fee: 5 % of the principal.
const EXTENSION_PERCENT: i64 = 5;
/// How many days an extension moves the due date: the product's limit, `MAX_EXTENSION_DAYS`
/// (docs/constants.md "Timers and lengths").
pub const EXTENSION_DAYS: i64 = 7;

/// The market of an order: the language it was applied for in (`es` is Mexico, `en` India).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Market {
    /// Pesos, the agreement's 3 % a day.
    Mexico,
    /// Rupees, the terms page's penalty and tiered daily interest.
    India,
}

/// The charges of an order at its due date, in minor units.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Charges {
    /// The principal.
    pub principal: i64,
    /// The commission, withheld from the disbursal.
    pub commission: i64,
    /// Interest over the term.
    pub interest: i64,
    /// Value added tax on interest plus commission.
    pub iva: i64,
    /// What the borrower receives: principal less commission.
    pub received: i64,
    /// What is due at the due date: principal, interest and tax.
    pub contract: i64,
}

/// Rounds `value * num / den` half up (amounts are never negative).
fn share(value: i64, num: i64, den: i64) -> i64 {
    (value.saturating_mul(num) + den / 2) / den
}

impl Charges {
    /// The charges of `principal` over `days`.
    pub fn of(principal: i64, days: i64) -> Self {
        let commission = share(principal, COMMISSION_PERCENT, 100);
        let interest = share(principal, DAILY_INTEREST_PPM * days, 1_000_000);
        let iva = share(interest + commission, IVA_PERCENT, 100);
        Charges {
            principal,
            commission,
            interest,
            iva,
            received: principal - commission,
            contract: principal + interest + iva,
        }
    }

    /// The fee of one extension.
    pub fn extension_fee(&self) -> i64 {
        share(self.principal, EXTENSION_PERCENT, 100)
    }

    /// Late charges after `days_overdue` days in `market`; `repeat` is a client who repaid an
    /// earlier order (India's smaller penalty).
    pub fn late(&self, market: Market, days_overdue: i64, repeat: bool) -> i64 {
        if days_overdue <= 0 {
            return 0;
        }
        match market {
            Market::Mexico => share(self.principal, MX_LATE_PERCENT_A_DAY * days_overdue, 100),
            Market::India => {
                let penalty = if repeat {
                    IN_PENALTY_REPEAT
                } else {
                    IN_PENALTY_NEW
                };
                // Simple daily interest on the unpaid amount, by tier of the day.
                let tier = |from: i64, to: i64| (days_overdue.min(to) - (from - 1)).max(0);
                let percent_days = 5 * tier(1, 30) + 4 * tier(31, 90) + 2 * tier(91, i64::MAX);
                penalty + share(self.contract, percent_days, 100)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_offer_of_3000_over_15_days() {
        let c = Charges::of(300_000, 15);
        assert_eq!(
            (c.commission, c.interest, c.iva, c.received, c.contract),
            (30_000, 2_925, 5_268, 270_000, 308_193)
        );
        assert_eq!(c.extension_fee(), 15_000);
    }

    #[test]
    fn mexico_charges_3_percent_of_the_principal_a_day() {
        let c = Charges::of(300_000, 15);
        assert_eq!(c.late(Market::Mexico, 0, false), 0);
        assert_eq!(c.late(Market::Mexico, 3, false), 27_000);
    }

    #[test]
    fn india_charges_a_penalty_and_tiered_daily_interest() {
        let c = Charges::of(300_000, 15);
        assert_eq!(
            c.late(Market::India, 1, false),
            100_000 + share(308_193, 5, 100)
        );
        assert_eq!(
            c.late(Market::India, 1, true),
            80_000 + share(308_193, 5, 100)
        );
        let days_91 = 5 * 30 + 4 * 60 + 2;
        assert_eq!(
            c.late(Market::India, 91, false),
            100_000 + share(308_193, days_91, 100)
        );
    }
}
