//! What a run found, and its three forms: the summary a person reads in the terminal, the
//! JSON report and the JUnit XML a pipeline reads (docs/verify.md "Reading the report").

use std::fmt::Write as _;
use std::path::Path;
use std::time::Duration;

use quick_junit::{NonSuccessKind, Report as JunitReport, TestCase, TestCaseStatus, TestSuite};
use serde::Serialize;

use crate::finding::{Finding, Kind};

/// The outcome of one call.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    /// The answer is one the contract gives.
    Pass,
    /// The answer breaks the contract, or none came.
    Break,
    /// The call was not made; the reason says why.
    Skip,
}

/// One call and what became of it.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Call {
    /// The operation id.
    pub call: String,
    /// Method and path.
    pub method: &'static str,
    /// The path of the call.
    pub path: &'static str,
    /// Where the answer came from when it is not a live call (a recording: file, language).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// What became of it.
    pub outcome: Outcome,
    /// The HTTP status, when an answer came.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<u16>,
    /// The content type, when an answer came.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub content_type: Option<String>,
    /// Milliseconds the call took.
    pub ms: u64,
    /// Why it was skipped, or the refusal an answer carried (its code and message).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// Every way the answer breaks the contract.
    pub breaks: Vec<Finding>,
    /// Fields the document does not know (not breaks).
    pub extra: Vec<Finding>,
    /// For a write: whether the backend honours its `Idempotency-Key` (`honoured`, or `not
    /// honoured: …`), from the same request sent twice with one key (not a break: the header
    /// is optional in the contract).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub idempotency: Option<String>,
}

impl Call {
    /// Call `id` with `outcome` and nothing else known yet.
    pub fn new(id: &str, outcome: Outcome, reason: Option<String>) -> Self {
        let e = contract::ENDPOINTS.iter().find(|e| e.id == id);
        Call {
            call: id.to_owned(),
            method: e.map_or("", |e| e.method.as_str()),
            path: e.map_or("", |e| e.path),
            source: None,
            outcome,
            status: None,
            content_type: None,
            ms: 0,
            reason,
            breaks: Vec::new(),
            extra: Vec::new(),
            idempotency: None,
        }
    }

    /// No answer came: a break of the whole answer.
    pub fn fail(&mut self, why: String) {
        self.outcome = Outcome::Break;
        self.breaks.push(Finding::whole(
            Kind::Body,
            "an answer",
            serde_json::Value::String(why),
        ));
    }

    /// The call's name in the summary: the id, and the recording it came from.
    pub fn label(&self) -> String {
        match &self.source {
            Some(source) => format!("{} ({source})", self.call),
            None => self.call.clone(),
        }
    }
}

/// A run's findings.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Report {
    /// What was checked: the backend's URL, or the recordings folder.
    pub target: String,
    /// The session the calls were made as (empty for recordings).
    pub session: String,
    /// Whether the calls that change the backend ran.
    pub writes: bool,
    /// Whether the backend is the mock server.
    pub mock: bool,
    /// Launch keys given that no page reads (not sent).
    pub ignored: Vec<String>,
    /// Every call, in the order made.
    pub calls: Vec<Call>,
    /// Why the run could not run at all (the backend answered no call), if so.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unreachable: Option<String>,
    /// Seconds the run took.
    pub seconds: f64,
}

impl Report {
    /// Calls with the outcome `outcome`.
    pub fn count(&self, outcome: Outcome) -> usize {
        self.calls.iter().filter(|c| c.outcome == outcome).count()
    }

    /// 0 conforming, 1 a break, 2 could not run.
    pub fn exit_code(&self) -> u8 {
        if self.unreachable.is_some() {
            2
        } else if self.count(Outcome::Break) > 0 {
            1
        } else {
            0
        }
    }

    /// The summary for a terminal: one line per call (call, status, result, first break),
    /// the extra fields, and the totals.
    pub fn summary(&self) -> String {
        let mut out = String::new();
        let width = self
            .calls
            .iter()
            .map(|c| c.label().chars().count())
            .max()
            .unwrap_or(4)
            .max(4);
        let _ = writeln!(
            out,
            "{:width$}  status  result  first break or note",
            "call"
        );
        for c in &self.calls {
            let status = c.status.map_or("-".to_owned(), |s| s.to_string());
            let (result, note) = match c.outcome {
                Outcome::Pass => ("ok", c.reason.clone().unwrap_or_default()),
                Outcome::Break => (
                    "BREAK",
                    c.breaks.first().map(Finding::line).unwrap_or_default(),
                ),
                Outcome::Skip => ("skip", c.reason.clone().unwrap_or_default()),
            };
            let more = match c.breaks.len() {
                0 | 1 => String::new(),
                n => format!(" (+{} more)", n - 1),
            };
            let line = format!("{:width$}  {status:6}  {result:6}  {note}{more}", c.label());
            let _ = writeln!(out, "{}", line.trim_end());
        }
        let extra: Vec<String> = self
            .calls
            .iter()
            .flat_map(|c| {
                c.extra
                    .iter()
                    .map(move |f| format!("{} {}", c.label(), f.path))
            })
            .collect();
        if !extra.is_empty() {
            let _ = writeln!(
                out,
                "Fields the document does not know (reported, not breaks): {}",
                extra.join(", ")
            );
        }
        let keys: Vec<String> = self
            .calls
            .iter()
            .filter_map(|c| {
                let how = c.idempotency.as_deref()?;
                how.starts_with("not")
                    .then(|| format!("{} ({how})", c.label()))
            })
            .collect();
        if !keys.is_empty() {
            let _ = writeln!(
                out,
                "Writes whose Idempotency-Key is not honoured (reported, not breaks: a retry after a lost answer acts twice): {}",
                keys.join("; ")
            );
        } else if self.calls.iter().any(|c| c.idempotency.is_some()) {
            let _ = writeln!(out, "Idempotency-Key honoured by every write made.");
        }
        if !self.ignored.is_empty() {
            let _ = writeln!(
                out,
                "Ignored in --launch (no page reads them): {}",
                self.ignored.join(", ")
            );
        }
        out.push_str(&self.totals());
        if let Some(why) = &self.unreachable {
            let _ = write!(out, "\nCould not run: {why}");
        }
        out
    }

    /// The totals: calls, conforming (refusals among them), broken, skipped, the time.
    pub fn totals(&self) -> String {
        let refused = self
            .calls
            .iter()
            .filter(|c| c.outcome == Outcome::Pass && c.reason.is_some())
            .count();
        let findings: usize = self.calls.iter().map(|c| c.breaks.len()).sum();
        let plural = |n: usize| if n == 1 { "" } else { "s" };
        let broken = self.count(Outcome::Break);
        format!(
            "{} calls: {} conform{}, {broken} break{} ({findings} finding{}), {} skipped ({:.1} s).",
            self.calls.len(),
            self.count(Outcome::Pass),
            if refused > 0 {
                format!(" ({refused} of them refusals: a documented failure, its payload not seen)")
            } else {
                String::new()
            },
            plural(broken),
            plural(findings),
            self.count(Outcome::Skip),
            self.seconds,
        )
    }

    /// The JUnit XML, through `quick-junit`: one test case per call, a failure per break,
    /// skipped with its reason; the extra fields, the Idempotency-Key and a refusal in the
    /// case's output.
    pub fn junit(&self) -> Result<String, String> {
        let mut suite = TestSuite::new(format!("contract: {}", self.target));
        for c in &self.calls {
            let status = match c.outcome {
                Outcome::Break => {
                    let lines: Vec<String> = c.breaks.iter().map(Finding::line).collect();
                    let mut status = TestCaseStatus::non_success(NonSuccessKind::Failure);
                    status
                        .set_type("contract")
                        .set_message(lines.first().map_or("", String::as_str))
                        .set_description(lines.join("\n"));
                    status
                }
                Outcome::Skip => {
                    let mut status = TestCaseStatus::skipped();
                    status.set_message(c.reason.as_deref().unwrap_or(""));
                    status
                }
                Outcome::Pass => TestCaseStatus::success(),
            };
            let mut case = TestCase::new(format!("{} {} {}", c.call, c.method, c.path), status);
            case.set_classname(format!(
                "verify.{}",
                c.source.as_deref().unwrap_or("backend")
            ))
            .set_time(Duration::from_millis(c.ms));
            let mut notes: Vec<String> = c
                .extra
                .iter()
                .map(|f| format!("not in the document: {}", f.path))
                .collect();
            notes.extend(
                c.idempotency
                    .iter()
                    .map(|how| format!("Idempotency-Key: {how}")),
            );
            notes.extend(
                c.reason
                    .iter()
                    .filter(|_| c.outcome == Outcome::Pass)
                    .cloned(),
            );
            if !notes.is_empty() {
                case.set_system_out(notes.join("\n"));
            }
            suite.add_test_case(case);
        }
        let time = Duration::from_secs_f64(self.seconds.max(0.0));
        suite.set_time(time);
        // A run that could not run is an error of the suite, not of a call.
        if let Some(why) = &self.unreachable {
            suite.errors += 1;
            suite.set_system_err(format!("Could not run: {why}"));
        }
        let mut report = JunitReport::new("mock-server verify");
        report.set_time(time).add_test_suite(suite);
        report.to_string().map_err(|e| format!("junit.xml: {e}"))
    }

    /// Writes `report.json` and `junit.xml` into `dir` (created when missing).
    pub fn write(&self, dir: &Path) -> Result<(), String> {
        let fail = |e: std::io::Error| format!("--report {}: {e}", dir.display());
        std::fs::create_dir_all(dir).map_err(fail)?;
        let json = serde_json::to_string_pretty(self).map_err(|e| e.to_string())? + "\n";
        std::fs::write(dir.join("report.json"), json).map_err(fail)?;
        std::fs::write(dir.join("junit.xml"), self.junit()?).map_err(fail)
    }
}
