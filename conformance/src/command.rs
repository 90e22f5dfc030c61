//! The command `mock-server verify`: its flags ([`Args`]), and the run they ask for, printed
//! as the terminal summary and written as the report files; the exit code (docs/verify.md
//! "Reading the report"). The mock server's binary parses the flags and hands over its
//! scenario files for `--recordings`.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use http::{HeaderName, HeaderValue};

use crate::check::Checker;
use crate::recordings::ScenarioFiles;
use crate::{client, launch, recordings, run};

/// `mock-server verify`: checks a backend's answers (or proxy mode's recordings) against the
/// contract; exit 0 conforming, 1 a break, 2 could not run.
#[derive(Debug, Clone, clap::Args)]
pub struct Args {
    /// The backend to check: http[s]://host[:port][/base].
    #[arg(long, value_name = "URL", required_unless_present = "recordings")]
    pub upstream: Option<String>,
    /// PEM certificates an https backend's may be signed by besides the system's trusted
    /// ones (a staging CA).
    #[arg(long = "ca-cert", value_name = "FILE")]
    pub ca_cert: Option<PathBuf>,
    /// The page query the app is opened with: sessionId=…&deviceId=…&productId=…&orderId=…&language=2
    /// (also crp_phe, dearest, showy, dearer, swift, eyes for the headers; amount, couponId,
    /// userId for legacy payment; id, user_from, app_from, utm_tag for the promotion page).
    #[arg(long, value_name = "QUERY", required_unless_present = "recordings")]
    pub launch: Option<String>,
    /// Also make the calls that change something on the backend: loan push, rating, complaint
    /// upload and save, SMS, register, legacy commit and confirm.
    #[arg(long)]
    pub writes: bool,
    /// A header sent with every call, "Name: value" (repeat), e.g. a gateway's key or
    /// X-Mock-Scenario for the mock server.
    #[arg(long = "header", value_name = "NAME: VALUE")]
    pub headers: Vec<String>,
    /// Seconds one call may take (the app's clients wait 60).
    #[arg(long, value_name = "SECONDS", default_value_t = 60.0, value_parser = seconds)]
    pub timeout: f64,
    /// Seconds the whole run may take; calls not reached by then are reported as skipped.
    #[arg(long = "time-limit", value_name = "SECONDS", default_value_t = 300.0, value_parser = seconds)]
    pub time_limit: f64,
    /// Check the scenario files proxy mode recorded (--record DIR), offline, instead of a
    /// backend.
    #[arg(long, value_name = "DIR", conflicts_with_all = ["upstream", "ca_cert", "launch", "writes"])]
    pub recordings: Option<PathBuf>,
    /// Write report.json and junit.xml into this folder.
    #[arg(long, value_name = "DIR")]
    pub report: Option<PathBuf>,
}

/// A positive number of seconds.
fn seconds(text: &str) -> Result<f64, String> {
    let s: f64 = text.parse().map_err(|e| format!("{e}"))?;
    (s.is_finite() && s > 0.0 && s < 1e9)
        .then_some(s)
        .ok_or_else(|| format!("{text} is not a positive number of seconds"))
}

/// A `--header` value: `Name: value`.
pub fn header(text: &str) -> Result<(HeaderName, HeaderValue), String> {
    let (name, value) = text
        .split_once(':')
        .ok_or_else(|| format!("--header {text:?}: write it Name: value"))?;
    let name = HeaderName::from_bytes(name.trim().as_bytes())
        .map_err(|e| format!("--header {text:?}: {e}"))?;
    let value =
        HeaderValue::from_str(value.trim()).map_err(|e| format!("--header {text:?}: {e}"))?;
    Ok((name, value))
}

impl Args {
    /// The run these arguments ask for; the error is one line.
    pub fn options(&self) -> Result<run::Options, String> {
        let url = self
            .upstream
            .as_deref()
            .ok_or("--upstream URL is required")?;
        Ok(run::Options {
            upstream: client::Upstream::new(url, self.ca_cert.as_deref())?,
            launch: launch::Launch::parse(self.launch.as_deref().unwrap_or(""))?,
            writes: self.writes,
            headers: self
                .headers
                .iter()
                .map(|h| header(h))
                .collect::<Result<_, _>>()?,
            timeout: Duration::from_secs_f64(self.timeout),
            time_limit: Duration::from_secs_f64(self.time_limit),
        })
    }
}

/// The command: runs, prints the summary, writes the reports; the exit code.
///
/// `scenarios` gives the mock server's scenario files, which `--recordings` patch; it is
/// asked only then.
pub async fn main<S: ScenarioFiles>(
    args: Args,
    scenarios: impl FnOnce() -> Result<S, String>,
) -> u8 {
    let checker = match Checker::from_contract() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("mock-server verify: the contract's document: {e}");
            return 2;
        }
    };
    let report = match &args.recordings {
        Some(dir) => match scenarios().and_then(|s| recordings::check(dir, &checker, &s)) {
            Ok(report) => report,
            Err(e) => {
                eprintln!("mock-server verify: {e}");
                return 2;
            }
        },
        None => {
            let options = match args.options() {
                Ok(o) => o,
                Err(e) => {
                    eprintln!("mock-server verify: {e}");
                    return 2;
                }
            };
            // Checked once, here: an unreachable backend is one line on stderr and exit 2,
            // before the run's header.
            let started = Instant::now();
            if let Err(why) = crate::reachable(&options).await {
                eprintln!("mock-server verify: {why}");
                return 2;
            }
            println!(
                "mock-server verify: {} as session {} (writes {}; timeout {} s per call, {} s in all)",
                options.upstream.url,
                options.launch.session(),
                if options.writes {
                    "on"
                } else {
                    "off (--writes turns them on)"
                },
                args.timeout,
                args.time_limit,
            );
            crate::calls(&options, &checker, started).await
        }
    };
    if report.mock {
        println!(
            "The backend is the mock server: its outbox gives the captcha answers and SMS codes."
        );
    }
    println!("{}", report.summary());
    if let Some(dir) = &args.report {
        match report.write(dir) {
            Ok(()) => println!(
                "Reports: {} and {}",
                dir.join("report.json").display(),
                dir.join("junit.xml").display()
            ),
            Err(e) => {
                eprintln!("mock-server verify: {e}");
                return 2;
            }
        }
    }
    report.exit_code()
}
