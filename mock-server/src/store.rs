//! In-memory state, kept apart per borrower session (`sessionId`) and per promotion session
//! (`sid`). One mutex guards it all: every critical section is a few map operations.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Mutex, MutexGuard};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use bytes::Bytes;
use serde::Serialize;

/// How long a promotion SMS code blocks a resend to the same phone.
pub const SMS_COOLDOWN_SECS: u64 = 60;
/// How many uploaded images the server keeps at most (oldest dropped first).
const MAX_UPLOADS: usize = 500;
/// How many outbox entries the server keeps at most.
const MAX_OUTBOX: usize = 1000;

/// A complaint the borrower saved in this session.
#[derive(Debug, Clone)]
pub struct SavedComplaint {
    /// Its id (problemId).
    pub id: i64,
    /// When it was saved, `YYYY-MM-DD HH:MM:SS`.
    pub time: String,
    /// Question type value.
    pub problem_type: i32,
    /// Sub-type value, for type 1.
    pub son_type: Option<i32>,
    /// The complaint text.
    pub content: String,
    /// URLs of its images.
    pub images: Vec<String>,
    /// The order it is about.
    pub order_no: String,
}

/// A legacy card repayment the borrower committed.
#[derive(Debug, Clone)]
pub struct Commit {
    /// The record id answered to the commit.
    pub record_id: String,
    /// The SMS code to confirm with, when one was needed.
    pub code: Option<String>,
    /// The order paid.
    pub order_id: String,
    /// Confirmed (or needed no code).
    pub done: bool,
}

/// State of one borrower session.
#[derive(Debug, Default)]
pub struct Session {
    /// Complaints saved, oldest first.
    pub complaints: Vec<SavedComplaint>,
    /// Image URLs uploaded since the last save (the draft).
    pub draft_images: Vec<String>,
    /// Legacy repayments by commit key (order, token, card, amount).
    pub commits: HashMap<String, Commit>,
    /// Star ratings sent.
    pub scores: Vec<i32>,
}

/// State of one promotion-page session.
#[derive(Debug, Default)]
pub struct Promo {
    /// The answer of the captcha drawn last.
    pub captcha: Option<String>,
    /// SMS codes sent, by phone: code and when.
    pub sms: HashMap<String, (String, Instant)>,
}

/// An uploaded image.
#[derive(Debug, Clone)]
pub struct Upload {
    /// Its media type, from its magic bytes.
    pub content_type: &'static str,
    /// Its bytes.
    pub bytes: Bytes,
}

/// One SMS code or captcha answer the server issued, for `/__mock/outbox`.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OutboxEntry {
    /// `sessionId` or `sid` it belongs to.
    pub session: String,
    /// `captcha`, `sms` (promotion) or `legacy-sms`.
    pub kind: &'static str,
    /// The phone it went to, or the order for legacy payment; empty for a captcha.
    pub to: String,
    /// The code or answer.
    pub code: String,
    /// When, `YYYY-MM-DD HH:MM:SS` UTC.
    pub at: String,
}

/// Everything the server remembers.
#[derive(Debug, Default)]
pub struct World {
    /// Borrower sessions by sessionId.
    pub sessions: HashMap<String, Session>,
    /// Promotion sessions by sid.
    pub promo: HashMap<String, Promo>,
    /// Phones registered on the promotion page (the user base is shared, like a real one).
    pub registered: HashSet<String>,
    /// Uploaded images by file name (`<id>.<ext>`).
    pub uploads: HashMap<String, Upload>,
    upload_order: VecDeque<String>,
    /// Codes and answers issued, oldest first.
    pub outbox: VecDeque<OutboxEntry>,
    next_id: i64,
}

impl World {
    /// A new id, unique in this server's life (complaints, uploads, records).
    pub fn next_id(&mut self) -> i64 {
        self.next_id += 1;
        9000 + self.next_id
    }

    /// The session `id`, created when new.
    pub fn session(&mut self, id: &str) -> &mut Session {
        self.sessions.entry(id.to_owned()).or_default()
    }

    /// The promotion session `sid`, created when new.
    pub fn promo(&mut self, sid: &str) -> &mut Promo {
        self.promo.entry(sid.to_owned()).or_default()
    }

    /// Stores an upload under `name`.
    pub fn add_upload(&mut self, name: String, upload: Upload) {
        if self.upload_order.len() >= MAX_UPLOADS
            && let Some(old) = self.upload_order.pop_front()
        {
            self.uploads.remove(&old);
        }
        self.upload_order.push_back(name.clone());
        self.uploads.insert(name, upload);
    }

    /// Records an issued code.
    pub fn post(&mut self, session: &str, kind: &'static str, to: &str, code: &str) {
        if self.outbox.len() >= MAX_OUTBOX {
            self.outbox.pop_front();
        }
        self.outbox.push_back(OutboxEntry {
            session: session.to_owned(),
            kind,
            to: to.to_owned(),
            code: code.to_owned(),
            at: now_text(),
        });
    }
}

/// The lock around the world.
#[derive(Debug, Default)]
pub struct Store {
    world: Mutex<World>,
}

impl Store {
    /// Locks the world; a poisoned lock is taken over (a panic elsewhere loses no state).
    pub fn lock(&self) -> MutexGuard<'_, World> {
        self.world.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Forgets everything.
    pub fn reset(&self) {
        *self.lock() = World::default();
    }
}

/// A random code of `digits` digits.
pub fn digits(digits: usize) -> String {
    (0..digits)
        .map(|_| char::from(b'0' + fastrand::u8(0..10)))
        .collect()
}

/// Now as `YYYY-MM-DD HH:MM:SS` (UTC).
pub fn now_text() -> String {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0);
    let (days, rem) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    let (y, m, d) = civil_from_days(days);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02}:{:02}",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

/// Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
fn civil_from_days(z: i64) -> (i64, i64, i64) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (if m <= 2 { y + 1 } else { y }, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(20_414), (2025, 11, 22));
        assert_eq!(digits(6).len(), 6);
    }
}
