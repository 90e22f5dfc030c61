//! Checks any backend's answers against the contract (`contract/openapi.json`), and is the
//! one place where an answer is judged (docs/verify.md):
//!
//! - [`check`]: the answer checker (status, content type, body, every field against the
//!   status's schema, the envelope's rules); [`finding`]: one difference, with its JSON path;
//!   [`schema`]: how a schema of the document is compiled (the mock server's request checks
//!   use it too);
//! - [`run`] and [`plan`]: the calls, as the screens make them, safe by default (`--writes`);
//!   [`launch`]: the page query they are made with;
//! - [`recordings`]: proxy mode's recorded scenario files, checked offline;
//! - [`report`]: the terminal summary, the JSON report and the JUnit XML (`quick-junit`);
//! - [`client`]: the backend's URL and one request to it (`reqwest`: TLS with a given CA,
//!   `HTTP(S)_PROXY` and `NO_PROXY`, a body limit);
//! - [`command`]: `mock-server verify`'s flags, output and exit codes (0 conforming, 1 a
//!   break, 2 could not run).
//!
//! Who uses it: the mock server (`mock-server/`) for its request journal, proxy mode's drift
//! report and upstream calls, `/__mock/verify` and the `verify` command. It uses only
//! `contract`; it knows no server framework and nothing of the mock server.

use std::time::Instant;

pub mod check;
pub mod client;
pub mod command;
pub mod finding;
pub mod launch;
pub mod plan;
pub mod recordings;
pub mod report;
pub mod run;
pub mod schema;

pub use command::{Args, header, main};

use check::Checker;
use report::Report;

/// Runs every call of the contract against `options.upstream`; a backend that cannot be
/// reached, or answered no call, makes a report with `unreachable` set.
pub async fn run(options: &run::Options, checker: &Checker) -> Report {
    let started = Instant::now();
    if let Err(why) = reachable(options).await {
        let mut report = empty_report(options);
        report.unreachable = Some(why);
        return report;
    }
    calls(options, checker, started).await
}

/// Whether the backend answers at all, within the first call's wait.
pub(crate) async fn reachable(options: &run::Options) -> Result<(), String> {
    let wait = options.timeout.min(options.time_limit);
    options.upstream.reachable(wait).await
}

/// A report of no call yet.
fn empty_report(options: &run::Options) -> Report {
    Report {
        target: options.upstream.url.clone(),
        session: options.launch.session().to_owned(),
        writes: options.writes,
        mock: false,
        ignored: options.launch.ignored.clone(),
        calls: Vec::new(),
        unreachable: None,
        seconds: 0.0,
    }
}

/// The calls of a run whose backend was reached; `started` is when the run began.
pub(crate) async fn calls(options: &run::Options, checker: &Checker, started: Instant) -> Report {
    let mut report = empty_report(options);
    let mut run = run::Run::start(options, checker).await;
    plan::all(&mut run).await;
    report.mock = run.mock;
    if run.answered == 0 {
        let first = run
            .calls
            .iter()
            .find_map(|c| c.breaks.first().map(|f| f.got.to_string()));
        report.unreachable = Some(format!(
            "{} answered no call{}",
            options.upstream.url,
            first.map_or_else(String::new, |f| format!(" (first: {f})"))
        ));
    }
    report.calls = run.calls;
    report.seconds = started.elapsed().as_secs_f64();
    report
}
