//! The caps and the expiry of the state.

use std::time::Duration;

/// How long a promotion SMS code blocks a resend to the same phone.
pub const SMS_COOLDOWN_SECS: u64 = 60;
/// How many outbox entries the server keeps at most.
pub(crate) const MAX_OUTBOX: usize = 1000;
/// How many SMS resend blocks are kept before the expired ones are pruned.
pub(crate) const SMS_PRUNE_AT: usize = 4096;

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
