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
//! - the SMS resend block: one time per phone, pruned once its 60 s are over;
//! - journeys (the `journey` scenario's orders and clock, [`journey`]): one per session, capped
//!   and expiring like the sessions, at most [`journey::MAX_ORDERS`] orders each;
//! - idempotency keys ([`idempotency`]): per session (borrower or promotion), capped and
//!   expiring like the sessions, at most `max_per_session` keys each, a day each at most;
//!   the count of the injected faults that strike a session's first calls, the same way.
//!
//! May use nothing of the server: the API handlers and the QA pages use it.

use std::sync::{Mutex, MutexGuard};

mod bounded;
mod clock;
pub mod idempotency;
pub mod journey;
mod limits;
mod world;

pub use bounded::Bounded;
pub use clock::{digits, now_text, today};
pub use limits::{Limits, SMS_COOLDOWN_SECS};
pub use world::*;

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
