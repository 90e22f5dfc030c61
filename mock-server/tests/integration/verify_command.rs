//! The real binary's `verify`: the committed recordings pass; a planted change in a recording
//! fails naming the call and the path; bad input (a URL without scheme, a launch without
//! `sessionId`, a recordings folder with an unreadable file, an unreachable backend) gets one
//! line and exit 2, never a panic. The binary is the one `cargo test` builds anyway.

use std::path::{Path, PathBuf};

use serde_json::{Value, json};

use crate::common::verify_binary;

/// The committed recordings (mock-server/recordings/).
fn recordings() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("recordings")
}

/// A fresh folder under the temp dir.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("verify-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    dir
}

/// One line on stderr, exit 2, no panic.
fn refused((code, _, err): (Option<i32>, String, String), says: &str) {
    assert_eq!(code, Some(2), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "one line: {err}");
    assert!(err.contains(says), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn the_committed_recordings_pass() {
    let dir = recordings();
    let dir = dir.to_str().expect("utf-8 path");
    let (code, out, err) = verify_binary(&["--recordings", dir]);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(out.contains("loan-details (recorded-"), "{out}");
    assert!(out.contains(" 0 breaks"), "{out}");
}

#[test]
fn a_planted_change_in_a_recording_fails_naming_the_call_and_path() {
    let dir = folder("planted");
    for entry in std::fs::read_dir(recordings()).expect("recordings") {
        let path = entry.expect("entry").path();
        let mut file: Value =
            serde_json::from_str(&std::fs::read_to_string(&path).expect("read")).expect("json");
        if let Some(details) = file["responses"]["loan-details"].as_object_mut() {
            // A number where the contract says a string.
            details.insert("es".into(), json!({ "data": { "noticeStatusText": 174 } }));
        }
        let name = path.file_name().expect("name");
        std::fs::write(dir.join(name), file.to_string()).expect("write");
    }
    let report = dir.join("report");
    let (code, out, err) = verify_binary(&[
        "--recordings",
        dir.to_str().expect("utf-8"),
        "--report",
        report.to_str().expect("utf-8"),
    ]);
    assert_eq!(code, Some(1), "{out}{err}");
    let line = out
        .lines()
        .find(|l| l.contains("BREAK"))
        .unwrap_or_else(|| panic!("no break in {out}"));
    assert!(line.starts_with("loan-details (recorded-"), "{line}");
    assert!(
        line.contains("$.data.noticeStatusText: type: string expected, got 174"),
        "{line}"
    );
    let junit = std::fs::read_to_string(report.join("junit.xml")).expect("junit");
    assert!(junit.contains("failures=\"1\""), "{junit}");
    assert!(junit.contains("$.data.noticeStatusText"), "{junit}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_input_gets_one_line_and_exit_2() {
    refused(
        verify_binary(&[
            "--upstream",
            "127.0.0.1:18219",
            "--launch",
            "sessionId=s&deviceId=d",
        ]),
        "no scheme",
    );
    refused(
        verify_binary(&[
            "--upstream",
            "http://127.0.0.1:18219",
            "--launch",
            "deviceId=d&orderId=1",
        ]),
        "has no sessionId",
    );
    let dir = folder("unreadable");
    std::fs::copy(
        recordings().join("recorded-qa-recorded.json"),
        dir.join("a.json"),
    )
    .expect("copy");
    // A folder named like a file: it cannot be read as one.
    std::fs::create_dir(dir.join("b.json")).expect("dir");
    refused(
        verify_binary(&["--recordings", dir.to_str().expect("utf-8")]),
        "b.json",
    );
    std::fs::remove_dir(dir.join("b.json")).expect("rmdir");
    std::fs::write(dir.join("c.json"), "{ not json").expect("write");
    refused(
        verify_binary(&["--recordings", dir.to_str().expect("utf-8")]),
        "c.json: not valid JSON",
    );
    let _ = std::fs::remove_dir_all(&dir);
    // Nothing listens there: a free port, bound and let go.
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let addr = listener.local_addr().expect("addr");
    drop(listener);
    refused(
        verify_binary(&[
            "--upstream",
            &format!("http://{addr}"),
            "--launch",
            "sessionId=s&deviceId=d",
        ]),
        "cannot reach",
    );
}
