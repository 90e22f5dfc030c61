//! The world the handlers change: borrower sessions (complaints, drafts, legacy commits),
//! promotion sessions, uploaded images, registered phones, the outbox and the SMS resend
//! block, each bounded by [`Limits`].

use std::collections::{HashMap, HashSet, VecDeque};
use std::time::{Duration, Instant};

use bytes::Bytes;
use serde::Serialize;

use super::bounded::Bounded;
use super::clock::now_text;
use super::idempotency::Keys;
use super::journey::Journey;
use super::limits::{Limits, MAX_OUTBOX, SMS_COOLDOWN_SECS, SMS_PRUNE_AT};

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
    /// Journeys by sessionId (the `journey` scenario; docs/journeys.md).
    pub journeys: Bounded<Journey>,
    /// Idempotency keys by session (`sessionId`, or the promotion page's `sid`).
    pub keys: Bounded<Keys>,
    /// How many times each counted fault struck, by session, then by fault
    /// (`crate::front::chaos`'s scenario and flag faults strike a session's first calls).
    pub faults_struck: Bounded<HashMap<String, u32>>,
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
            journeys: Bounded::new(limits.max_sessions, limits.session_ttl),
            keys: Bounded::new(limits.max_sessions * 2, limits.session_ttl),
            faults_struck: Bounded::new(limits.max_sessions * 2, limits.session_ttl),
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

#[cfg(test)]
mod tests {
    use super::*;

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
