//! Live scenario files: the files of `--scenarios DIR` are watched, and a file added, changed
//! or removed takes effect for the next requests without a restart.
//!
//! The scenarios in force are one `Arc<Scenarios>` behind an [`ArcSwap`]: a request takes it
//! with one atomic load, and a reload builds a whole new set beside it and swaps it in, so a
//! request never sees half a reload. Each changed file is tried on its own over the files in
//! force: when the whole set builds (every merged answer deserialized strictly, as at start)
//! it is taken; when not, the file's previous version (or its absence, for a new file) stays
//! in force, and its error is kept for `/__mock` and logged. At start the files must all load,
//! as before: there is no previous version to keep.
//!
//! Uses `notify` through its small debouncer: events are gathered for [`SETTLE`], then the
//! folder is read again whole, so an editor's write-rename dance is one reload.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use arc_swap::ArcSwap;
use notify_debouncer_mini::notify::{RecommendedWatcher, RecursiveMode};
use notify_debouncer_mini::{DebounceEventResult, Debouncer, new_debouncer};
use serde::Serialize;

use super::Scenarios;

/// How long events are gathered before the folder is read again (the reload then takes tens of
/// milliseconds: well within the second a change may take).
pub const SETTLE: Duration = Duration::from_millis(150);

/// One file of `--scenarios DIR`, as `/__mock` lists it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FileState {
    /// The file's path.
    pub file: String,
    /// When the version in force was loaded (ms since the Unix epoch); `None` when no version
    /// of it is in force (a new file that never loaded).
    pub loaded_at_ms: Option<u64>,
    /// Why the file's latest version was refused; its previous version stays in force.
    pub error: Option<String>,
}

impl FileState {
    fn new(file: &str, loaded_at_ms: Option<u64>) -> Self {
        FileState {
            file: file.to_owned(),
            loaded_at_ms,
            error: None,
        }
    }
}

#[derive(Default)]
struct Files {
    /// The text in force of each file, by path.
    in_force: BTreeMap<String, String>,
    states: BTreeMap<String, FileState>,
}

/// The scenarios in force, and the watched folder they come from.
pub struct Live {
    current: ArcSwap<Scenarios>,
    dir: Option<PathBuf>,
    files: Mutex<Files>,
    watcher: Mutex<Option<Debouncer<RecommendedWatcher>>>,
}

impl Live {
    /// The built-in scenarios plus the files of `dir`, which must all load.
    pub fn load(dir: Option<&Path>) -> Result<Self, String> {
        let texts = match dir {
            Some(dir) => super::read_dir(dir)?,
            None => Vec::new(),
        };
        let mut sources = super::built_in_sources();
        sources.extend(texts.iter().cloned());
        let scenarios = Scenarios::from_sources(sources)?;
        let now = jiff::Timestamp::now().as_millisecond() as u64;
        let states = texts
            .iter()
            .map(|(file, _)| (file.clone(), FileState::new(file, Some(now))))
            .collect();
        Ok(Live {
            current: ArcSwap::from_pointee(scenarios),
            dir: dir.map(Path::to_path_buf),
            files: Mutex::new(Files {
                in_force: texts.into_iter().collect(),
                states,
            }),
            watcher: Mutex::new(None),
        })
    }

    /// The scenarios in force now.
    pub fn current(&self) -> Arc<Scenarios> {
        self.current.load_full()
    }

    /// The watched files, by path.
    pub fn files(&self) -> Vec<FileState> {
        let files = self.files.lock().unwrap_or_else(PoisonError::into_inner);
        files.states.values().cloned().collect()
    }

    /// The watched folder, if any.
    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    /// Reads the folder again and takes every changed file that loads; returns whether the
    /// scenarios in force changed.
    pub fn rescan(&self) -> bool {
        let Some(dir) = &self.dir else {
            return false;
        };
        let found: BTreeMap<String, String> = match super::read_dir(dir) {
            Ok(texts) => texts.into_iter().collect(),
            Err(e) => {
                tracing::warn!("scenario files: {e}; the scenarios in force stay");
                return false;
            }
        };
        let mut files = self.files.lock().unwrap_or_else(PoisonError::into_inner);
        let mut pending: Vec<String> = found
            .keys()
            .chain(files.in_force.keys())
            .filter(|f| found.get(*f) != files.in_force.get(*f))
            .cloned()
            .collect();
        pending.sort();
        pending.dedup();
        let mut built = None;
        let mut accepted = Vec::new();
        let mut errors = BTreeMap::new();
        // A file may need another changed one (it extends a new scenario): go round while a
        // round takes something.
        loop {
            let before = pending.len();
            pending.retain(|file| {
                let mut trial = files.in_force.clone();
                match found.get(file) {
                    Some(text) => trial.insert(file.clone(), text.clone()),
                    None => trial.remove(file),
                };
                let mut sources = super::built_in_sources();
                sources.extend(trial.iter().map(|(f, t)| (f.clone(), t.clone())));
                match Scenarios::from_sources(sources) {
                    Ok(scenarios) => {
                        files.in_force = trial;
                        built = Some(scenarios);
                        errors.remove(file);
                        accepted.push(file.clone());
                        false
                    }
                    Err(e) => {
                        errors.insert(file.clone(), e);
                        true
                    }
                }
            });
            if pending.is_empty() || pending.len() == before {
                break;
            }
        }
        for file in accepted.iter().filter(|f| !found.contains_key(*f)) {
            tracing::info!("scenario file {file}: removed");
        }
        let now = jiff::Timestamp::now().as_millisecond() as u64;
        let Files { in_force, states } = &mut *files;
        // A removed file that was taken out is forgotten; one whose removal was refused stays.
        states.retain(|file, _| found.contains_key(file) || in_force.contains_key(file));
        for file in found.keys().chain(errors.keys()) {
            let state = states
                .entry(file.clone())
                .or_insert_with(|| FileState::new(file, None));
            if let Some(error) = errors.get(file) {
                if state.error.as_ref() != Some(error) {
                    let kept = if in_force.contains_key(file) {
                        "its previous version stays in force"
                    } else {
                        "not loaded"
                    };
                    tracing::warn!("scenario file {file}: {error}; {kept}");
                }
                state.error = Some(error.clone());
            } else if accepted.contains(file) {
                tracing::info!("scenario file {file}: loaded");
                state.loaded_at_ms = Some(now);
                state.error = None;
            } else if found.get(file) == in_force.get(file) {
                // Unchanged, or back to the version in force.
                state.error = None;
            }
        }
        match built {
            Some(scenarios) => {
                self.current.store(Arc::new(scenarios));
                true
            }
            None => false,
        }
    }

    /// Starts watching the folder (nothing to do without one). The watcher holds the scenarios
    /// weakly and stops when they are dropped.
    pub fn watch(self: &Arc<Self>) -> Result<(), String> {
        let Some(dir) = self.dir.clone() else {
            return Ok(());
        };
        let cannot = |e| format!("--scenarios {}: cannot watch: {e}", dir.display());
        let live = Arc::downgrade(self);
        let mut debouncer = new_debouncer(SETTLE, move |result: DebounceEventResult| {
            let Some(live) = live.upgrade() else {
                return;
            };
            match result {
                Ok(_) => {
                    if live.rescan() {
                        tracing::info!("scenario files reloaded");
                    }
                }
                Err(e) => tracing::warn!("scenario files: watching failed: {e}"),
            }
        })
        .map_err(cannot)?;
        debouncer
            .watcher()
            .watch(&dir, RecursiveMode::NonRecursive)
            .map_err(cannot)?;
        *self.watcher.lock().unwrap_or_else(PoisonError::into_inner) = Some(debouncer);
        Ok(())
    }
}
