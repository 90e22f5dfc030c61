//! A map by session id with a cap on its entries and an idle expiry: what keeps a long QA day
//! or a script that invents a session per request from growing memory without end.

use std::collections::HashMap;
use std::time::{Duration, Instant};

/// A map by session id with a cap on its entries and an idle expiry.
#[derive(Debug)]
pub struct Bounded<V> {
    map: HashMap<String, (V, Instant)>,
    cap: usize,
    ttl: Duration,
}

impl<V: Default> Bounded<V> {
    /// An empty map keeping at most `cap` entries (at least one), each for `ttl` idle.
    pub fn new(cap: usize, ttl: Duration) -> Self {
        Bounded {
            map: HashMap::new(),
            cap: cap.max(1),
            ttl,
        }
    }

    /// The entry `id` when it is kept and not expired.
    pub fn get(&self, id: &str) -> Option<&V> {
        self.map
            .get(id)
            .filter(|(_, used)| used.elapsed() < self.ttl)
            .map(|(v, _)| v)
    }

    /// The entry `id`, marked used now; created (or started afresh when expired) as needed,
    /// dropping the least recently used tenth when the map is full.
    pub fn entry(&mut self, id: &str) -> &mut V {
        let now = Instant::now();
        if self.map.len() >= self.cap && !self.map.contains_key(id) {
            self.evict(now);
        }
        let slot = self
            .map
            .entry(id.to_owned())
            .or_insert_with(|| (V::default(), now));
        if now.duration_since(slot.1) >= self.ttl {
            slot.0 = V::default();
        }
        slot.1 = now;
        &mut slot.0
    }

    /// The entries not expired, with how long ago each was used.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &V, Duration)> {
        self.map
            .iter()
            .map(|(k, (v, used))| (k.as_str(), v, used.elapsed()))
            .filter(|(_, _, idle)| *idle < self.ttl)
    }

    /// How many entries are kept (expired ones included until the next eviction).
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Whether nothing is kept.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    fn evict(&mut self, now: Instant) {
        let ttl = self.ttl;
        self.map
            .retain(|_, (_, used)| now.duration_since(*used) < ttl);
        if self.map.len() < self.cap {
            return;
        }
        // Dropping a tenth at a time keeps the sort off the path of most inserts.
        let drop = (self.map.len() - self.cap * 9 / 10).max(1);
        let mut by_age: Vec<(Instant, String)> =
            self.map.iter().map(|(k, (_, t))| (*t, k.clone())).collect();
        by_age.select_nth_unstable_by_key(drop - 1, |(t, _)| *t);
        for (_, k) in by_age.into_iter().take(drop) {
            self.map.remove(&k);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounded_map_keeps_its_cap_and_the_recent_entries() {
        let mut map: Bounded<Vec<i32>> = Bounded::new(100, Duration::from_secs(3600));
        map.entry("keep").push(1);
        for i in 0..10_000 {
            map.entry(&format!("s{i}")).push(i);
            map.entry("keep");
            assert!(map.len() <= 100);
        }
        assert_eq!(map.get("keep"), Some(&vec![1]));
        assert_eq!(map.get("s0"), None);
    }

    #[test]
    fn an_expired_entry_starts_afresh() {
        let mut map: Bounded<Vec<i32>> = Bounded::new(10, Duration::ZERO);
        map.entry("a").push(1);
        assert_eq!(map.get("a"), None);
        assert!(map.entry("a").is_empty());
    }
}
