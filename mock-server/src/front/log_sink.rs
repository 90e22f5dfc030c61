//! The log's writer: every line (the request lines of `access_log` and the rest of
//! `tracing`'s output) is appended to one shared buffer, and a thread of its own writes what
//! has gathered once per [`INTERVAL`], in one system call.
//!
//! Why not tracing-appender's non-blocking writer: it hands each line over a channel whose
//! receiving thread spins with `sched_yield` while it waits and then writes that one line,
//! so at 50 000 requests/s the server made 0.6 `sched_yield` and 0.8 `write` calls per
//! request on top of the request's own two (strace, `mock-server/README.md` "Benchmark"),
//! on a machine whose two cores also run the load generator. Here a request pays for a
//! mutex and a copy; the writer wakes once per interval while lines come and not at all
//! while none do.
//!
//! A line reaches the output at most [`INTERVAL`] after it is written, and lines keep their
//! order. Lines still gathered when the server stops are written by [`Guard`]'s drop; a
//! killed process loses at most the last interval's.

use std::io::Write;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::Duration;

/// How long lines gather before they are written.
pub const INTERVAL: Duration = Duration::from_millis(20);

/// Written at once, without waiting for the interval, past this many bytes.
const HIGH_WATER: usize = 256 * 1024;

#[derive(Default)]
struct Gathered {
    bytes: Vec<u8>,
    stopping: bool,
}

struct Shared {
    gathered: Mutex<Gathered>,
    wake: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Gathered> {
        self.gathered.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// A handle that appends whole lines; cheap to clone. It is tracing-subscriber's writer too
/// ([`tracing_subscriber::fmt::MakeWriter`]): each event is gathered whole, then appended.
#[derive(Clone)]
pub struct Sink(Arc<Shared>);

/// Keeps the writing thread; dropping it writes what is left and stops the thread.
pub struct Guard {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

/// A sink writing to `out` from a thread of its own; an error when the thread cannot start.
pub fn spawn(out: impl Write + Send + 'static) -> std::io::Result<(Sink, Guard)> {
    let shared = Arc::new(Shared {
        gathered: Mutex::new(Gathered::default()),
        wake: Condvar::new(),
    });
    let for_thread = shared.clone();
    let thread = std::thread::Builder::new()
        .name("log-writer".into())
        .spawn(move || write_loop(&for_thread, out))?;
    Ok((
        Sink(shared.clone()),
        Guard {
            shared,
            thread: Some(thread),
        },
    ))
}

fn write_loop(shared: &Shared, mut out: impl Write) {
    let mut spare = Vec::new();
    loop {
        let mut gathered = shared.lock();
        while gathered.bytes.is_empty() && !gathered.stopping {
            gathered = shared
                .wake
                .wait(gathered)
                .unwrap_or_else(|e| e.into_inner());
        }
        if !gathered.stopping && gathered.bytes.len() < HIGH_WATER {
            // The first line of a batch woke us: let the others gather.
            gathered = shared
                .wake
                .wait_timeout(gathered, INTERVAL)
                .map(|(g, _)| g)
                .unwrap_or_else(|e| e.into_inner().0);
        }
        std::mem::swap(&mut gathered.bytes, &mut spare);
        let stopping = gathered.stopping;
        drop(gathered);
        // A log that cannot be written (a closed pipe) must not stop the server.
        let _ = out.write_all(&spare).and_then(|()| out.flush());
        spare.clear();
        if stopping && shared.lock().bytes.is_empty() {
            return;
        }
    }
}

impl Sink {
    /// Appends `line` (one or more whole lines).
    pub fn append(&self, line: &[u8]) {
        let mut gathered = self.0.lock();
        let was_empty = gathered.bytes.is_empty();
        gathered.bytes.extend_from_slice(line);
        let wake = was_empty || gathered.bytes.len() >= HIGH_WATER;
        drop(gathered);
        if wake {
            self.0.wake.notify_one();
        }
    }
}

/// One tracing event's text, appended to the sink whole when the event is done.
pub struct EventWriter {
    sink: Sink,
    text: Vec<u8>,
}

impl Write for EventWriter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.text.extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Drop for EventWriter {
    fn drop(&mut self) {
        if !self.text.is_empty() {
            self.sink.append(&self.text);
        }
    }
}

impl<'a> tracing_subscriber::fmt::MakeWriter<'a> for Sink {
    type Writer = EventWriter;

    fn make_writer(&'a self) -> EventWriter {
        EventWriter {
            sink: self.clone(),
            text: Vec::new(),
        }
    }
}

impl Drop for Guard {
    fn drop(&mut self) {
        self.shared.lock().stopping = true;
        self.shared.wake.notify_one();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tracing_subscriber::fmt::MakeWriter;

    /// A writer the test can read, counting the writes it gets.
    #[derive(Clone, Default)]
    struct Out(Arc<Mutex<(Vec<u8>, usize)>>);

    impl Write for Out {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            let mut out = self.0.lock().expect("out");
            out.0.extend_from_slice(buf);
            out.1 += 1;
            Ok(buf.len())
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn lines_keep_their_order_and_arrive_in_few_writes() {
        let out = Out::default();
        let (sink, guard) = spawn(out.clone()).expect("thread");
        let expected: String = (0..1000).map(|i| format!("line {i}\n")).collect();
        for i in 0..1000 {
            sink.append(format!("line {i}\n").as_bytes());
        }
        drop(guard);
        let out = out.0.lock().expect("out");
        assert_eq!(String::from_utf8_lossy(&out.0), expected);
        assert!(out.1 <= 3, "{} writes for 1 000 lines", out.1);
    }

    #[test]
    fn a_line_is_written_within_the_interval_without_a_stop() {
        let out = Out::default();
        let (sink, _guard) = spawn(out.clone()).expect("thread");
        sink.append(b"first\n");
        let deadline = std::time::Instant::now() + INTERVAL * 50;
        while out.0.lock().expect("out").0.is_empty() {
            assert!(std::time::Instant::now() < deadline, "the line never came");
            std::thread::yield_now();
        }
        assert_eq!(out.0.lock().expect("out").0, b"first\n");
    }

    #[test]
    fn a_tracing_event_written_in_pieces_is_appended_whole() {
        let out = Out::default();
        let (sink, guard) = spawn(out.clone()).expect("thread");
        let mut a = sink.make_writer();
        let mut b = sink.make_writer();
        a.write_all(b"event ")
            .and_then(|()| a.write_all(b"one\n"))
            .expect("a");
        b.write_all(b"event two\n").expect("b");
        drop(b);
        drop(a);
        drop(guard);
        assert_eq!(out.0.lock().expect("out").0, b"event two\nevent one\n");
    }
}
