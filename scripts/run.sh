#!/usr/bin/env bash
# Builds the production bundle and starts the mock server serving it and the API on one URL
# (default http://127.0.0.1:8080). Extra arguments go to the mock server (see --help).
# --storybook (first argument) also builds the static Storybook and the screenshot gallery,
# which the server then serves at /storybook/ and /__mock/gallery/.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/node-env.sh
source scripts/node-env.sh
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
storybook=0
if [ "${1:-}" = "--storybook" ]; then
  storybook=1
  shift
fi
npm run -s build
if [ "$storybook" = 1 ]; then
  npm run -s build-storybook
  node scripts/gallery.mjs || echo "gallery: some stories did not render (listed above); starting anyway"
fi
exec cargo run --release -q -p mock-server -- "$@"
