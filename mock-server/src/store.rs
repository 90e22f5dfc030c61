//! In-memory state, kept apart per borrower session (`sessionId`) and per promotion session
//! (`sid`). One mutex guards it all: every critical section is a few map operations.
//!
//! Everything is bounded ([`Limits`], flags of the binary), so a long QA day or a script that
//! invents a session per request cannot grow memory without end:
//! - borrower sessions and promotion sessions: at most `max_sessions` each, least recently
//!   used dropped first (a tenth at a time), and forgotten after `session_ttl` idle; a dropped
//!   session answers like a new one (empty list, new draft), never with an error;
//! - complaints and legacy commits kept per session: at most `max_per_session`, oldest first;
//! - uploaded images: at most `max_uploads` and `max_upload_bytes` in total, oldest first;
//! - registered phones: at most `max_registered`, oldest first; the outbox: 1000 entries;
//! - the SMS resend block: one time per phone, pruned once its 60 s are over.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use bytes::Bytes;
use serde::Serialize;

/// How long a promotion SMS code blocks a resend to the same phone.
pub const SMS_COOLDOWN_SECS: u64 = 60;
/// How many outbox entries the server keeps at most.
const MAX_OUTBOX: usize = 1000;
/// How many SMS resend blocks are kept before the expired ones are pruned.
const SMS_PRUNE_AT: usize = 4096;

/// The caps and the expiry of the state (see the module documentation).
#[derive(Debug, Clone, PartialEq)]
pub struct Limits {
    /// Borrower sessions kept at most; the same number of promotion sessions.
    pub max_sessions: usize,
    /// A session not used for this long is forgotten.
    pub session_ttl: Duration,
    /// Complaints (and legacy commits) kept per session at most.
    pub max_per_session: usize,
    /// Uploaded images kept at most.
    pub max_uploads: usize,
    /// Bytes of uploaded images kept at most.
    pub max_upload_bytes: usize,
    /// Registered promotion phones kept at most.
    pub max_registered: usize,
}

impl Default for Limits {
    /// 10 000 sessions of each kind idle for at most 24 h, 200 complaints a session, 500
    /// images or 64 MiB, 100 000 registered phones: far more than a QA day uses, a few tens
    /// of MB at worst.
    fn default() -> Self {
        Limits {
            max_sessions: 10_000,
            session_ttl: Duration::from_secs(24 * 3600),
            max_per_session: 200,
            max_uploads: 500,
            max_upload_bytes: 64 << 20,
            max_registered: 100_000,
        }
    }
}

/// A map by session id with a cap on its entries and an idle expiry.
#[derive(Debug)]
pub struct Bounded<V> {
    map: HashMap<String, (V, Instant)>,
    cap: usize,
    ttl: Duration,
}

impl<V: Default> Bounded<V> {
    /// An empty map keeping at most `cap` entries (at least one), each for `ttl` idle.
    pub fn new(cap: usize, ttl: Duration) -> Self {
        Bounded {
            map: HashMap::new(),
            cap: cap.max(1),
            ttl,
        }
    }

    /// The entry `id` when it is kept and not expired.
    pub fn get(&self, id: &str) -> Option<&V> {
        self.map
            .get(id)
            .filter(|(_, used)| used.elapsed() < self.ttl)
            .map(|(v, _)| v)
    }

    /// The entry `id`, marked used now; created (or started afresh when expired) as needed,
    /// dropping the least recently used tenth when the map is full.
    pub fn entry(&mut self, id: &str) -> &mut V {
        let now = Instant::now();
        if self.map.len() >= self.cap && !self.map.contains_key(id) {
            self.evict(now);
        }
        let slot = self
            .map
            .entry(id.to_owned())
            .or_insert_with(|| (V::default(), now));
        if now.duration_since(slot.1) >= self.ttl {
            slot.0 = V::default();
        }
        slot.1 = now;
        &mut slot.0
    }

    /// How many entries are kept (expired ones included until the next eviction).
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Whether nothing is kept.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    fn evict(&mut self, now: Instant) {
        let ttl = self.ttl;
        self.map
            .retain(|_, (_, used)| now.duration_since(*used) < ttl);
        if self.map.len() < self.cap {
            return;
        }
        // Dropping a tenth at a time keeps the sort off the path of most inserts.
        let drop = (self.map.len() - self.cap * 9 / 10).max(1);
        let mut by_age: Vec<(Instant, String)> =
            self.map.iter().map(|(k, (_, t))| (*t, k.clone())).collect();
        by_age.select_nth_unstable_by_key(drop - 1, |(t, _)| *t);
        for (_, k) in by_age.into_iter().take(drop) {
            self.map.remove(&k);
        }
    }
}

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
#[derive(Debug)]
pub struct World {
    /// The caps it keeps to.
    pub limits: Limits,
    /// Borrower sessions by sessionId.
    pub sessions: Bounded<Session>,
    /// Promotion sessions by sid.
    pub promo: Bounded<Promo>,
    /// Phones registered on the promotion page (the user base is shared, like a real one).
    pub registered: HashSet<String>,
    registered_order: VecDeque<String>,
    /// When an SMS code last went to each phone (the resend block is per phone).
    pub sms_sent: HashMap<String, Instant>,
    /// Uploaded images by file name (`<id>.<ext>`).
    pub uploads: HashMap<String, Upload>,
    upload_order: VecDeque<String>,
    upload_bytes: usize,
    /// Codes and answers issued, oldest first.
    pub outbox: VecDeque<OutboxEntry>,
    next_id: i64,
}

impl Default for World {
    fn default() -> Self {
        World::new(Limits::default())
    }
}

impl World {
    /// An empty world keeping to `limits`.
    pub fn new(limits: Limits) -> Self {
        World {
            sessions: Bounded::new(limits.max_sessions, limits.session_ttl),
            promo: Bounded::new(limits.max_sessions, limits.session_ttl),
            limits,
            registered: HashSet::new(),
            registered_order: VecDeque::new(),
            sms_sent: HashMap::new(),
            uploads: HashMap::new(),
            upload_order: VecDeque::new(),
            upload_bytes: 0,
            outbox: VecDeque::new(),
            next_id: 0,
        }
    }

    /// A new id, unique in this server's life (complaints, uploads, records).
    pub fn next_id(&mut self) -> i64 {
        self.next_id += 1;
        9000 + self.next_id
    }

    /// The session `id`, created when new.
    pub fn session(&mut self, id: &str) -> &mut Session {
        self.sessions.entry(id)
    }

    /// The promotion session `sid`, created when new.
    pub fn promo(&mut self, sid: &str) -> &mut Promo {
        self.promo.entry(sid)
    }

    /// Saves a complaint in session `id`, dropping its oldest beyond the cap.
    pub fn add_complaint(&mut self, id: &str, complaint: SavedComplaint) {
        let cap = self.limits.max_per_session.max(1);
        let session = self.sessions.entry(id);
        if session.complaints.len() >= cap {
            let over = session.complaints.len() + 1 - cap;
            session.complaints.drain(..over);
        }
        session.complaints.push(complaint);
        session.draft_images.clear();
    }

    /// Keeps a legacy commit under `key` in session `id`; beyond the cap the confirmed ones
    /// go first, then any.
    pub fn add_commit(&mut self, id: &str, key: String, commit: Commit) {
        let cap = self.limits.max_per_session.max(1);
        let session = self.sessions.entry(id);
        if session.commits.len() >= cap {
            let victim = session
                .commits
                .iter()
                .find(|(_, c)| c.done)
                .or_else(|| session.commits.iter().next())
                .map(|(k, _)| k.clone());
            if let Some(victim) = victim {
                session.commits.remove(&victim);
            }
        }
        session.commits.insert(key, commit);
    }

    /// Whether an SMS code went to `phone` less than the cooldown ago.
    pub fn sms_blocked(&self, phone: &str) -> bool {
        self.sms_sent
            .get(phone)
            .is_some_and(|at| at.elapsed() < Duration::from_secs(SMS_COOLDOWN_SECS))
    }

    /// Starts the resend block of `phone`.
    pub fn block_sms(&mut self, phone: &str) {
        if self.sms_sent.len() >= SMS_PRUNE_AT {
            let cooldown = Duration::from_secs(SMS_COOLDOWN_SECS);
            self.sms_sent.retain(|_, at| at.elapsed() < cooldown);
        }
        self.sms_sent.insert(phone.to_owned(), Instant::now());
    }

    /// Registers `phone`, forgetting the oldest registration beyond the cap.
    pub fn register(&mut self, phone: &str) {
        if !self.registered.insert(phone.to_owned()) {
            return;
        }
        self.registered_order.push_back(phone.to_owned());
        while self.registered_order.len() > self.limits.max_registered.max(1) {
            if let Some(old) = self.registered_order.pop_front() {
                self.registered.remove(&old);
            }
        }
    }

    /// Stores an upload under `name`, dropping the oldest beyond the caps.
    pub fn add_upload(&mut self, name: String, upload: Upload) {
        self.upload_bytes += upload.bytes.len();
        self.upload_order.push_back(name.clone());
        self.uploads.insert(name, upload);
        while self.upload_order.len() > self.limits.max_uploads.max(1)
            || (self.upload_bytes > self.limits.max_upload_bytes && self.upload_order.len() > 1)
        {
            let Some(old) = self.upload_order.pop_front() else {
                break;
            };
            if let Some(gone) = self.uploads.remove(&old) {
                self.upload_bytes -= gone.bytes.len();
            }
        }
    }

    /// Bytes of the uploaded images kept.
    pub fn upload_bytes(&self) -> usize {
        self.upload_bytes
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
    /// An empty store keeping to `limits`.
    pub fn new(limits: Limits) -> Self {
        Store {
            world: Mutex::new(World::new(limits)),
        }
    }

    /// Locks the world; a poisoned lock is taken over (a panic elsewhere loses no state).
    pub fn lock(&self) -> MutexGuard<'_, World> {
        self.world.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Forgets everything.
    pub fn reset(&self) {
        let mut world = self.lock();
        let limits = world.limits.clone();
        *world = World::new(limits);
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

    #[test]
    fn bounded_map_keeps_its_cap_and_the_recent_entries() {
        let mut map: Bounded<Vec<i32>> = Bounded::new(100, Duration::from_secs(3600));
        map.entry("keep").push(1);
        for i in 0..10_000 {
            map.entry(&format!("s{i}")).push(i);
            map.entry("keep");
            assert!(map.len() <= 100);
        }
        assert_eq!(map.get("keep"), Some(&vec![1]));
        assert_eq!(map.get("s0"), None);
    }

    #[test]
    fn an_expired_entry_starts_afresh() {
        let mut map: Bounded<Vec<i32>> = Bounded::new(10, Duration::ZERO);
        map.entry("a").push(1);
        assert_eq!(map.get("a"), None);
        assert!(map.entry("a").is_empty());
    }

    #[test]
    fn complaints_and_uploads_are_capped() {
        let mut world = World::new(Limits {
            max_per_session: 3,
            max_uploads: 2,
            max_upload_bytes: 10,
            ..Limits::default()
        });
        for id in 0..5 {
            world.add_complaint(
                "s",
                SavedComplaint {
                    id,
                    time: String::new(),
                    problem_type: 1,
                    son_type: None,
                    content: String::new(),
                    images: vec![],
                    order_no: String::new(),
                },
            );
        }
        let ids: Vec<i64> = world.session("s").complaints.iter().map(|c| c.id).collect();
        assert_eq!(ids, [2, 3, 4]);
        for n in 0..4 {
            world.add_upload(
                format!("{n}.png"),
                Upload {
                    content_type: "image/png",
                    bytes: Bytes::from(vec![0; 4]),
                },
            );
        }
        assert_eq!(world.uploads.len(), 2);
        assert_eq!(world.upload_bytes(), 8);
        world.add_upload(
            "big.png".into(),
            Upload {
                content_type: "image/png",
                bytes: Bytes::from(vec![0; 9]),
            },
        );
        assert_eq!(world.uploads.len(), 1);
    }
}
