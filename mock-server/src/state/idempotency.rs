//! The `Idempotency-Key`s a session used on the calls that change something, each with the
//! payload it came with and the answer it got, so a retry gets the first answer again and
//! changes nothing more (docs/api.md "Retries and the Idempotency-Key header").
//!
//! Kept per session like the rest of the state: the sessions' cap and idle expiry apply
//! ([`super::World::keys`]), at most `max_per_session` keys a session (oldest dropped first),
//! and each key for [`KEY_TTL`] after its first use.

use std::collections::{HashMap, VecDeque};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::time::{Duration, Instant};

use bytes::Bytes;

/// How long a key is kept after its first use (the document promises at least a day).
pub const KEY_TTL: Duration = Duration::from_secs(24 * 3600);

/// What a request with a key came with: the call's path and its payload, the multipart
/// boundary taken out (the browser draws a new one on every send of the same file).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fingerprint(u64);

impl Fingerprint {
    /// The fingerprint of a request to `path` with `body`, whose multipart `boundary` (if
    /// any) is left out.
    pub fn of(path: &str, body: &[u8], boundary: Option<&str>) -> Self {
        let mut hasher = DefaultHasher::new();
        path.hash(&mut hasher);
        match boundary.filter(|b| !b.is_empty()) {
            Some(boundary) => {
                let mut rest = body;
                while let Some(at) = find(rest, boundary.as_bytes()) {
                    rest[..at].hash(&mut hasher);
                    rest = &rest[at + boundary.len()..];
                }
                rest.hash(&mut hasher);
            }
            None => body.hash(&mut hasher),
        }
        Fingerprint(hasher.finish())
    }
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// The answer a key got, as it was sent.
#[derive(Debug, Clone)]
pub struct KeptAnswer {
    /// Its HTTP status.
    pub status: u16,
    /// Its content type.
    pub content_type: Option<String>,
    /// Its body.
    pub body: Bytes,
}

/// What the store says of a request with a key.
#[derive(Debug, Clone)]
pub enum Seen {
    /// A new key: the request acts (the key is now held until [`Keys::finish`] or
    /// [`Keys::release`]).
    New,
    /// The same key and payload answered before: this answer again.
    Replay(KeptAnswer),
    /// The same key with another payload.
    OtherPayload,
    /// The same key is being answered right now.
    InFlight,
}

#[derive(Debug)]
struct Entry {
    fingerprint: Fingerprint,
    answer: Option<KeptAnswer>,
    first_used: Instant,
}

/// One session's keys.
#[derive(Debug, Default)]
pub struct Keys {
    map: HashMap<String, Entry>,
    order: VecDeque<String>,
}

impl Keys {
    /// Looks `key` up for a request with `fingerprint`; a new key is held (in flight),
    /// dropping the session's oldest beyond `cap`.
    pub fn begin(&mut self, key: &str, fingerprint: Fingerprint, cap: usize) -> Seen {
        if let Some(entry) = self.map.get(key)
            && entry.first_used.elapsed() < KEY_TTL
        {
            return match &entry.answer {
                _ if entry.fingerprint != fingerprint => Seen::OtherPayload,
                Some(answer) => Seen::Replay(answer.clone()),
                None => Seen::InFlight,
            };
        }
        self.forget(key);
        while self.order.len() >= cap.max(1) {
            let Some(old) = self.order.pop_front() else {
                break;
            };
            self.map.remove(&old);
        }
        self.order.push_back(key.to_owned());
        self.map.insert(
            key.to_owned(),
            Entry {
                fingerprint,
                answer: None,
                first_used: Instant::now(),
            },
        );
        Seen::New
    }

    /// Keeps the answer of the held `key`.
    pub fn finish(&mut self, key: &str, answer: KeptAnswer) {
        if let Some(entry) = self.map.get_mut(key) {
            entry.answer = Some(answer);
        }
    }

    /// Lets go of the held `key` without an answer (a server fault: the retry acts again).
    pub fn release(&mut self, key: &str) {
        if self.map.get(key).is_some_and(|e| e.answer.is_none()) {
            self.forget(key);
        }
    }

    /// How many keys are kept.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Whether none is kept.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    fn forget(&mut self, key: &str) {
        if self.map.remove(key).is_some() {
            self.order.retain(|k| k != key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(body: &'static str) -> KeptAnswer {
        KeptAnswer {
            status: 200,
            content_type: Some("application/json".into()),
            body: Bytes::from_static(body.as_bytes()),
        }
    }

    #[test]
    fn a_key_is_held_then_replayed_and_refused_with_another_payload() {
        let mut keys = Keys::default();
        let first = Fingerprint::of("/push", b"amount=1", None);
        assert!(matches!(keys.begin("k", first, 10), Seen::New));
        assert!(matches!(keys.begin("k", first, 10), Seen::InFlight));
        keys.finish("k", answer("{\"code\":0}"));
        match keys.begin("k", first, 10) {
            Seen::Replay(a) => assert_eq!(&a.body[..], b"{\"code\":0}"),
            other => panic!("{other:?}"),
        }
        let other = Fingerprint::of("/push", b"amount=2", None);
        assert!(matches!(keys.begin("k", other, 10), Seen::OtherPayload));
    }

    #[test]
    fn a_released_key_acts_again_and_the_cap_drops_the_oldest() {
        let mut keys = Keys::default();
        let f = Fingerprint::of("/save", b"x", None);
        assert!(matches!(keys.begin("k", f, 2), Seen::New));
        keys.release("k");
        assert!(keys.is_empty());
        for k in ["a", "b", "c"] {
            assert!(matches!(keys.begin(k, f, 2), Seen::New));
            keys.finish(k, answer("{}"));
        }
        assert_eq!(keys.len(), 2);
        assert!(matches!(keys.begin("a", f, 2), Seen::New));
    }

    #[test]
    fn the_multipart_boundary_is_not_part_of_the_payload() {
        let a = Fingerprint::of("/up", b"--AAA\r\nfile\r\n--AAA--", Some("AAA"));
        let b = Fingerprint::of("/up", b"--BBBB\r\nfile\r\n--BBBB--", Some("BBBB"));
        let c = Fingerprint::of("/up", b"--BBBB\r\nother\r\n--BBBB--", Some("BBBB"));
        assert_eq!(a, b);
        assert_ne!(a, c);
    }
}
