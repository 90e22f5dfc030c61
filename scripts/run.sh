#!/usr/bin/env bash
# Builds the production bundle and starts the mock server serving it and the API on one URL
# (default http://127.0.0.1:8080). Extra arguments go to the mock server (see --help).
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
npm run -s build
exec cargo run --release -q -p mock-server -- "$@"
