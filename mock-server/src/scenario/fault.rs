//! The faults that act at a chosen moment of a call, for QA (mock-server/README.md "Faults"): a
//! scenario's `faults`, the `--fault` flag and the request parameter `mock_fault`.

use std::str::FromStr;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// What happens to a call a fault strikes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum FaultKind {
    /// The server acts (the order, complaint, SMS or payment is made), then the connection
    /// breaks while the answer is on its way back (its head and half its body are written,
    /// then the connection is reset): the answer is lost. (A connection closed before any byte
    /// of the answer would be sent again by the browser on its own, unseen by the app.)
    LoseAnswer,
    /// The connection is closed before the server acts: nothing happens, no answer.
    Drop,
    /// No answer until the client gives up (the server closes the connection after
    /// [`HANG_SECS`]); nothing happens.
    Hang,
}

/// The response header that tells the connection to close instead of answering (a dropped or
/// hung call's "answer"; `crate::front::transport` acts on it).
pub const SEVER_HEADER: &str = "x-mock-sever";

/// In a response's extensions: the client got no whole answer (a struck call); the journal
/// records it as status 0.
#[derive(Debug, Clone, Copy)]
pub struct NoAnswer;

/// How long a hung call waits before the server closes it, when the client has not given up
/// (the app's clients give up after 60 s).
pub const HANG_SECS: u64 = 300;

impl FaultKind {
    /// Every kind, in the order the QA page lists them.
    pub const ALL: [FaultKind; 3] = [FaultKind::LoseAnswer, FaultKind::Drop, FaultKind::Hang];

    /// The kind's name in flags, files and `mock_fault`.
    pub const fn name(self) -> &'static str {
        match self {
            FaultKind::LoseAnswer => "lose-answer",
            FaultKind::Drop => "drop",
            FaultKind::Hang => "hang",
        }
    }

    /// What it does, for QA.
    pub const fn description(self) -> &'static str {
        match self {
            FaultKind::LoseAnswer => {
                "the server acts, then the connection breaks while the answer is on its way"
            }
            FaultKind::Drop => "the connection is closed before the server acts",
            FaultKind::Hang => "no answer until the client gives up; nothing happens",
        }
    }
}

impl FromStr for FaultKind {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        FaultKind::ALL
            .into_iter()
            .find(|k| k.name() == text)
            .ok_or_else(|| {
                let names: Vec<&str> = FaultKind::ALL.iter().map(|k| k.name()).collect();
                format!("unknown fault {text:?}: one of {}", names.join(", "))
            })
    }
}

/// A fault that strikes the first calls of a session: `times` calls (1 when absent) of the
/// endpoint `call` (every call that changes something when absent), counted per session and
/// per endpoint, so the retry that follows goes through.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Fault {
    /// `lose-answer`, `drop` or `hang`.
    pub kind: FaultKind,
    /// The endpoint id it strikes (the contract's operationId, e.g. `loan-push`); every call
    /// that changes something (`contract::Endpoint::WRITES`) when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub call: Option<String>,
    /// How many of a session's calls of each endpoint it strikes, the first ones; 1 when
    /// absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub times: Option<u32>,
}

impl Fault {
    /// Whether it strikes endpoint `id`.
    pub fn strikes(&self, id: &str) -> bool {
        match self.call.as_deref() {
            Some(call) => call == id,
            None => contract::ENDPOINTS.iter().any(|e| e.id == id && e.writes),
        }
    }

    /// How many calls of each endpoint it strikes per session.
    pub fn times(&self) -> u32 {
        self.times.unwrap_or(1)
    }

    /// The fault as the flag writes it: `KIND[@CALL]`.
    pub fn label(&self) -> String {
        match &self.call {
            Some(call) => format!("{}@{call}", self.kind.name()),
            None => self.kind.name().to_owned(),
        }
    }
}

impl FromStr for Fault {
    type Err = String;

    /// `KIND[@CALL]`, as `--fault` takes it.
    fn from_str(text: &str) -> Result<Self, String> {
        let (kind, call) = match text.split_once('@') {
            Some((kind, call)) => (kind, Some(call)),
            None => (text, None),
        };
        let call = call.map(str::to_owned);
        if let Some(id) = &call
            && !contract::ENDPOINTS.iter().any(|e| e.id == id)
        {
            return Err(format!("--fault {text}: no endpoint has the id {id:?}"));
        }
        Ok(Fault {
            kind: kind.parse()?,
            call,
            times: None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faults_read_as_the_flag_writes_them() {
        let f: Fault = "lose-answer@loan-push".parse().expect("fault");
        assert_eq!(f.kind, FaultKind::LoseAnswer);
        assert!(f.strikes("loan-push") && !f.strikes("register"));
        assert_eq!(f.label(), "lose-answer@loan-push");
        let hang: Fault = "hang".parse().expect("fault");
        assert!(hang.strikes("register"));
        assert!(!hang.strikes("loan-details"));
        assert!("lose@loan-push".parse::<Fault>().is_err());
        assert!("drop@nothing".parse::<Fault>().is_err());
    }
}
