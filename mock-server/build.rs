//! Rebuilds the server when a built-in scenario file is added, changed or removed:
//! `include_dir!` (src/scenario/mod.rs) embeds the folder, but Cargo cannot see what a macro
//! read, so a new file used to need a touch of the module.

fn main() {
    // A directory: Cargo scans every file below it.
    println!("cargo:rerun-if-changed=scenarios");
}
