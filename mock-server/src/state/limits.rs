//! The caps and the expiry of the state: flags of the server (`crate::settings` flattens
//! them), so each default is written once, here.

use std::time::Duration;

/// How long a promotion SMS code blocks a resend to the same phone.
pub const SMS_COOLDOWN_SECS: u64 = 60;
/// How many outbox entries the server keeps at most.
pub(crate) const MAX_OUTBOX: usize = 1000;
/// How many SMS resend blocks are kept before the expired ones are pruned.
pub(crate) const SMS_PRUNE_AT: usize = 4096;

/// The caps and the expiry of the state (see the module documentation). The defaults (10 000
/// sessions of each kind idle for at most 24 h, 200 complaints a session, 500 images or
/// 64 MiB, 100 000 registered phones) are far more than a QA day uses, a few tens of MB at
/// worst.
#[derive(Debug, Clone, PartialEq, clap::Args)]
pub struct Limits {
    /// Sessions kept at most (borrower sessions; the same for promotion sids), least recently
    /// used dropped first.
    #[arg(long, default_value_t = 10_000)]
    pub max_sessions: usize,
    /// Seconds a session may stay idle before it is forgotten.
    #[arg(long = "session-ttl", default_value = "86400", value_parser = seconds)]
    pub session_ttl: Duration,
    /// Complaints (and legacy commits) kept per session at most, oldest dropped first.
    #[arg(long, default_value_t = 200)]
    pub max_per_session: usize,
    /// Uploaded images kept at most, oldest dropped first.
    #[arg(long, default_value_t = 500)]
    pub max_uploads: usize,
    /// Megabytes of uploaded images kept at most.
    #[arg(long = "max-upload-mb", default_value = "64", value_parser = megabytes)]
    pub max_upload_bytes: usize,
    /// Registered promotion phones kept at most (not a flag).
    #[arg(skip = 100_000_usize)]
    pub max_registered: usize,
}

impl Default for Limits {
    /// The limits with no flag given.
    fn default() -> Self {
        #[derive(clap::Parser)]
        struct Flags {
            #[command(flatten)]
            limits: Limits,
        }
        <Flags as clap::Parser>::parse_from(["limits"]).limits
    }
}

fn seconds(text: &str) -> Result<Duration, String> {
    text.parse()
        .map(Duration::from_secs)
        .map_err(|e| format!("{e}"))
}

fn megabytes(text: &str) -> Result<usize, String> {
    text.parse::<usize>()
        .map(|mb| mb << 20)
        .map_err(|e| format!("{e}"))
}
