//! The layout of `src/` (mock-server/README.md, "A request's way through the layers"): imports
//! go one way between the layers, no two files import each other in a circle, no file grows
//! past 400 lines and the top level keeps to a handful of files. Inside `src/` an item is
//! named by its module (`crate::front::App`), never through `lib.rs`'s re-exports
//! (`crate::App`), which would hide an import of a layer above. The same holds inside the
//! conformance crate (`conformance/src/`), and between the crates: contract ← conformance ←
//! mock-server, the conformance crate knowing no server framework.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Top-level modules from the socket in: each may import only the ones after it.
const ORDER: [&str; 7] = [
    "front", "settings", "qa", "api", "scenario", "state", "media",
];

/// The conformance crate's modules, from the command down: each may import only the ones
/// after it.
const CONFORMANCE: [&str; 10] = [
    "command",
    "recordings",
    "plan",
    "run",
    "report",
    "client",
    "launch",
    "check",
    "finding",
    "schema",
];

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module path of a file: `src/api/bind/mod.rs` is `["api", "bind"]`.
fn module_of(src: &Path, file: &Path) -> Vec<String> {
    let rel = file
        .strip_prefix(src)
        .expect("under src")
        .with_extension("");
    let mut parts: Vec<String> = rel.iter().map(|p| p.to_string_lossy().into()).collect();
    if parts
        .last()
        .is_some_and(|p| p == "mod" || p == "lib" || p == "main")
    {
        parts.pop();
    }
    parts
}

/// The code of a file that is compiled outside tests, without comments.
fn code(text: &str) -> String {
    let text = text.split("#[cfg(test)]").next().unwrap_or_default();
    text.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every `crate::a::b` and `super::a` path a file names, as module paths (the longest prefix
/// that is a file of `modules`).
fn imports(
    module: &[String],
    is_dir_module: bool,
    text: &str,
    modules: &BTreeSet<Vec<String>>,
) -> BTreeSet<Vec<String>> {
    let resolve = |path: Vec<String>| {
        (1..=path.len())
            .rev()
            .map(|n| path[..n].to_vec())
            .find(|p| modules.contains(p))
    };
    let mut found = BTreeSet::new();
    let ident = |c: char| {
        c.is_ascii_alphanumeric() || c == '_' || c == ':' || c == '{' || c == ',' || c == ' '
    };
    for (prefix, base) in [
        ("crate::", Vec::new()),
        ("super::", {
            let mut b = module.to_vec();
            if !is_dir_module || !b.is_empty() {
                b.pop();
            }
            b
        }),
    ] {
        for (at, _) in text.match_indices(prefix) {
            let rest: String = text[at + prefix.len()..]
                .chars()
                .take_while(|c| ident(*c))
                .collect();
            // `crate::{a::b, c}` names several paths; `crate::a::b` one.
            let rest = rest.trim_start_matches('{');
            for one in rest.split(',') {
                let mut path = base.clone();
                path.extend(
                    one.split("::")
                        .map(|s| {
                            let s = s.trim().trim_start_matches('{');
                            s.split_whitespace().next().unwrap_or_default().to_owned()
                        })
                        .take_while(|s| {
                            !s.is_empty()
                                && s.chars().next().is_some_and(|c| c.is_ascii_lowercase())
                        }),
                );
                if let Some(target) = resolve(path)
                    && target != module
                {
                    found.insert(target);
                }
            }
        }
    }
    found
}

/// Every `crate::Item` a file names: an item of the crate's root, which `lib.rs` only
/// re-exports for callers outside the crate.
fn root_items(text: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for (at, _) in text.match_indices("crate::") {
        let rest = &text[at + "crate::".len()..];
        // `crate::{a::B, C}`: the entries of the group at its top level; else the one name.
        let mut entries = vec![String::new()];
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0;
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => entries.push(String::new()),
                    _ => entries.last_mut().expect("one entry").push(c),
                }
            }
        } else {
            entries[0] = rest.to_owned();
        }
        for entry in entries {
            let name: String = entry
                .trim()
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if name.chars().next().is_some_and(|c| c.is_ascii_uppercase()) {
                found.insert(name);
            }
        }
    }
    found
}

#[test]
fn imports_go_one_way_and_files_stay_small() {
    let problems = layers(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &ORDER,
        5,
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_conformance_crates_imports_go_one_way_and_files_stay_small() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../conformance/src");
    // A crate of one concern per file: its top level is its table of contents.
    let problems = layers(&src, &CONFORMANCE, CONFORMANCE.len() + 1);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The dependencies each package of the workspace declares, as `cargo metadata` reads them.
fn declared() -> BTreeMap<String, BTreeSet<String>> {
    let output = std::process::Command::new(env!("CARGO"))
        .args([
            "metadata",
            "--no-deps",
            "--offline",
            "--format-version",
            "1",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo metadata runs");
    let metadata: serde_json::Value =
        serde_json::from_slice(&output.stdout).expect("cargo metadata's JSON");
    let packages = metadata["packages"].as_array().expect("packages");
    packages
        .iter()
        .map(|p| {
            let deps = p["dependencies"].as_array().into_iter().flatten();
            let names = deps
                .filter(|d| d["kind"].is_null())
                .filter_map(|d| d["name"].as_str().map(str::to_owned));
            (p["name"].as_str().unwrap_or("").to_owned(), names.collect())
        })
        .collect()
}

#[test]
fn the_crates_depend_one_way() {
    let declared = declared();
    let deps = |name: &str| declared.get(name).cloned().unwrap_or_default();
    let contract = deps("contract");
    assert!(!contract.contains("conformance") && !contract.contains("mock-server"));
    let conformance = deps("conformance");
    assert!(conformance.contains("contract"), "{conformance:?}");
    for above in ["mock-server", "axum", "axum-extra", "tower-http"] {
        assert!(
            !conformance.contains(above),
            "conformance depends on {above}"
        );
    }
    let server = deps("mock-server");
    assert!(server.contains("conformance") && server.contains("contract"));
    // The hand-written client's own dependencies went with it.
    for gone in ["hyper", "hyper-util", "native-tls", "tokio-native-tls"] {
        assert!(!server.contains(gone), "mock-server depends on {gone}");
    }
    // And in the code: no crate names one above it.
    for (dir, above) in [
        ("../contract/src", ["conformance::", "mock_server::"]),
        ("../conformance/src", ["mock_server::", "axum::"]),
    ] {
        let mut files = Vec::new();
        sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join(dir), &mut files);
        for file in files {
            let text = code(&std::fs::read_to_string(&file).expect("a source file"));
            for name in above {
                assert!(!text.contains(name), "{} names {name}", file.display());
            }
        }
    }
}

/// Every problem of the layout of `src` whose top-level modules are `order`, with at most
/// `top` files at its top level.
fn layers(src: &Path, order: &[&str], top: usize) -> Vec<String> {
    let mut files = Vec::new();
    sources(src, &mut files);
    let modules: BTreeSet<Vec<String>> = files
        .iter()
        .map(|f| module_of(src, f))
        .filter(|m| !m.is_empty())
        .collect();
    let mut edges: BTreeMap<Vec<String>, BTreeSet<Vec<String>>> = BTreeMap::new();
    let mut problems = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("a source file");
        let lines = text.lines().count();
        if lines > 400 {
            problems.push(format!(
                "{} has {lines} lines (at most 400)",
                file.display()
            ));
        }
        let module = module_of(src, file);
        if module.is_empty() {
            continue;
        }
        for item in root_items(&code(&text)) {
            problems.push(format!(
                "{} names crate::{item}: name it by the module that owns it",
                module.join("::")
            ));
        }
        let dir_module = file.file_name().is_some_and(|n| n == "mod.rs");
        let found = imports(&module, dir_module, &code(&text), &modules);
        for target in &found {
            let (from, to) = (&module[0], &target[0]);
            let rank = |m: &str| order.iter().position(|o| *o == m);
            match (rank(from), rank(to)) {
                (Some(a), Some(b)) if a > b => problems.push(format!(
                    "{} imports {} (a layer above it)",
                    module.join("::"),
                    target.join("::")
                )),
                (None, _) | (_, None) if from != to => {
                    problems.push(format!("{} or {} is not a layer of {order:?}", from, to))
                }
                _ => {}
            }
        }
        edges.insert(module, found);
    }
    // A circle between files: a file that reaches itself again.
    for start in edges.keys() {
        let mut seen = BTreeSet::new();
        let mut todo: Vec<&Vec<String>> = edges[start].iter().collect();
        while let Some(m) = todo.pop() {
            if m == start {
                problems.push(format!(
                    "{} imports itself through others",
                    start.join("::")
                ));
                break;
            }
            if seen.insert(m) {
                todo.extend(edges.get(m).into_iter().flatten());
            }
        }
    }
    let top_files = files.iter().filter(|f| f.parent() == Some(src)).count();
    if top_files > top {
        problems.push(format!("src/ holds {top_files} .rs files (at most {top})"));
    }
    problems
}

#[test]
fn a_lower_layer_importing_a_higher_one_is_found() {
    let modules: BTreeSet<Vec<String>> = [
        vec!["api".to_owned()],
        vec!["front".to_owned(), "select".to_owned()],
    ]
    .into_iter()
    .collect();
    let found = imports(
        &["api".to_owned()],
        true,
        "use crate::{front::select::choose, api};",
        &modules,
    );
    assert!(found.contains(&vec!["front".to_owned(), "select".to_owned()]));
}

#[test]
fn an_import_through_the_roots_re_exports_is_found() {
    assert_eq!(
        root_items(
            "use crate::App;\nfn f(a: &crate::api::Api) {}\nuse crate::{Settings, qa::{X, Y}};"
        ),
        BTreeSet::from(["App".to_owned(), "Settings".to_owned()])
    );
}
