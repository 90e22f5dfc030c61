//! The per-request log line (`GET /path scenario=default status=200 0.04ms`), written
//! straight to the log's [`crate::front::log_sink`] in the format of the other log lines.
//!
//! Why not `tracing::info!`: its formatter escapes the message character by character and
//! formats the time through `fmt::Display`, about 9 000 instructions a line, an eighth of a
//! whole request (callgrind, `mock-server/README.md` "Benchmark"). This writer formats the
//! same line with integer arithmetic into a buffer each thread reuses, appends it to the same
//! sink (so the lines keep their order with the rest of the log), and costs about 2 700.
//!
//! `main` installs it when the `--log` filter lets `info` through for the request lines;
//! without it (tests, a library user, `--log warn`) the line goes to `tracing`.

use std::cell::RefCell;
use std::io::Write;
use std::sync::OnceLock;
use std::time::{SystemTime, UNIX_EPOCH};

use axum::http::{Method, StatusCode};

/// Where the request lines go once `main` has installed it.
struct Sink {
    sink: crate::front::log_sink::Sink,
    ansi: bool,
}

static SINK: OnceLock<Sink> = OnceLock::new();

thread_local! {
    /// The line being formatted: one buffer per worker thread, not an allocation per line.
    static LINE: RefCell<Vec<u8>> = RefCell::new(Vec::with_capacity(256));
}

/// Sends the request lines to `sink` (the log's own) from now on; `ansi` colours the time
/// and level as `tracing_subscriber` does on a terminal.
pub fn install(sink: crate::front::log_sink::Sink, ansi: bool) {
    let _ = SINK.set(Sink { sink, ansi });
}

/// Logs one request: method, path, scenario, status and the time it took in microseconds.
pub fn line(method: &Method, path: &str, scenario: &str, status: StatusCode, micros: u128) {
    let Some(sink) = SINK.get() else {
        tracing::info!(
            target: "mock",
            "{method} {path} scenario={scenario} status={} {}.{:02}ms",
            status.as_u16(),
            micros / 1000,
            micros % 1000 / 10
        );
        return;
    };
    let micros = u64::try_from(micros).unwrap_or(u64::MAX);
    LINE.with_borrow_mut(|line| {
        line.clear();
        format_line(line, SystemTime::now(), sink.ansi);
        line.extend_from_slice(method.as_str().as_bytes());
        line.push(b' ');
        push_clean(line, path);
        line.extend_from_slice(b" scenario=");
        push_clean(line, scenario);
        line.extend_from_slice(b" status=");
        push_int(line, u64::from(status.as_u16()), 1);
        line.push(b' ');
        push_int(line, micros / 1000, 1);
        line.push(b'.');
        push_int(line, micros % 1000 / 10, 2);
        line.extend_from_slice(b"ms\n");
        sink.sink.append(line);
        // A 64 KB path must not keep its buffer for the rest of the thread's life.
        if line.capacity() > 4096 {
            *line = Vec::with_capacity(256);
        }
    });
}

/// The time and level columns: `2026-11-23T02:09:44.123456Z  INFO `.
fn format_line(buf: &mut Vec<u8>, now: SystemTime, ansi: bool) {
    let since = now.duration_since(UNIX_EPOCH).unwrap_or_default();
    let secs = since.as_secs();
    let (year, month, day) = civil_from_days(secs / 86_400);
    let of_day = secs % 86_400;
    if ansi {
        buf.extend_from_slice(b"\x1b[2m");
    }
    push_int(buf, year, 4);
    buf.push(b'-');
    push_int(buf, month, 2);
    buf.push(b'-');
    push_int(buf, day, 2);
    buf.push(b'T');
    push_int(buf, of_day / 3600, 2);
    buf.push(b':');
    push_int(buf, of_day % 3600 / 60, 2);
    buf.push(b':');
    push_int(buf, of_day % 60, 2);
    buf.push(b'.');
    push_int(buf, u64::from(since.subsec_micros()), 6);
    buf.push(b'Z');
    if ansi {
        buf.extend_from_slice(b"\x1b[0m \x1b[32m INFO\x1b[0m ");
    } else {
        buf.extend_from_slice(b"  INFO ");
    }
}

/// Days since 1970-01-01 to (year, month, day), proleptic Gregorian (H. Hinnant's
/// `civil_from_days`).
fn civil_from_days(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + u64::from(month <= 2);
    (year, month, day)
}

/// `n` in decimal, zero-padded to `width` digits.
// u64, not u128: a u128 division by ten is a library call, and a line has thirty digits.
fn push_int(buf: &mut Vec<u8>, mut n: u64, width: usize) {
    let mut digits = [b'0'; 20];
    let mut i = digits.len();
    loop {
        i -= 1;
        digits[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    let start = i.min(digits.len().saturating_sub(width));
    buf.extend_from_slice(&digits[start..]);
}

/// Text from the request (the path, a scenario name) without control characters, so a
/// request cannot forge a log line or a terminal escape, as `tracing`'s escaping ensured.
fn push_clean(buf: &mut Vec<u8>, text: &str) {
    if text.bytes().all(|b| !b.is_ascii_control()) {
        buf.extend_from_slice(text.as_bytes());
        return;
    }
    for c in text.chars() {
        if c.is_ascii_control() {
            let _ = write!(buf, "{}", c.escape_default());
        } else {
            let mut utf8 = [0u8; 4];
            buf.extend_from_slice(c.encode_utf8(&mut utf8).as_bytes());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn time_and_level_columns_match_tracing_subscriber() {
        let at = UNIX_EPOCH + Duration::from_micros(1_795_399_784_123_456);
        let mut buf = Vec::new();
        format_line(&mut buf, at, false);
        // The same instant through tracing-subscriber's own format, checked by hand:
        // 1 795 399 784 s after the epoch is 2026-11-23 02:09:44 UTC.
        assert_eq!(
            String::from_utf8(buf).expect("utf-8"),
            "2026-11-23T02:09:44.123456Z  INFO "
        );
    }

    #[test]
    fn dates_across_leap_years_and_month_ends() {
        for (days, ymd) in [
            (0, (1970, 1, 1)),
            (59, (1970, 3, 1)),
            (11_016, (2000, 2, 29)),
            (11_017, (2000, 3, 1)),
            (19_782, (2024, 2, 29)),
            (20_453, (2025, 12, 31)),
            (20_454, (2026, 1, 1)),
        ] {
            assert_eq!(civil_from_days(days), ymd, "day {days}");
        }
    }

    #[test]
    fn integers_are_padded_not_cut() {
        let mut buf = Vec::new();
        push_int(&mut buf, 7, 2);
        buf.push(b' ');
        push_int(&mut buf, 1234, 2);
        buf.push(b' ');
        push_int(&mut buf, 0, 1);
        assert_eq!(String::from_utf8(buf).expect("utf-8"), "07 1234 0");
    }

    #[test]
    fn control_characters_are_escaped() {
        let mut buf = Vec::new();
        push_clean(&mut buf, "/a\nb\u{1b}[31m ñ");
        assert_eq!(
            String::from_utf8(buf).expect("utf-8"),
            "/a\\nb\\u{1b}[31m ñ"
        );
    }
}
