//! Writes the contract's OpenAPI document to `contract/openapi.json` (or the path given) and,
//! beside it, the native bridge's document `contract/bridge.json` (or the second path given).

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut args = std::env::args_os().skip(1).map(PathBuf::from);
    let openapi = args.next().unwrap_or_else(|| dir.join("openapi.json"));
    let bridge = args.next().unwrap_or_else(|| dir.join("bridge.json"));
    for (path, text) in [
        (openapi, contract::openapi_json()),
        (bridge, contract::bridge_json()),
    ] {
        if let Err(e) = std::fs::write(&path, text) {
            eprintln!("cannot write {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
        println!("wrote {}", path.display());
    }
    ExitCode::SUCCESS
}
