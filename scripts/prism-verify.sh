#!/usr/bin/env bash
# `mock-server verify` against an implementation of the contract nobody here wrote: Stoplight
# Prism serving contract/openapi.json with answers its generator draws from the document's
# schemas alone (`prism mock -d`, seeded, so a run is repeatable). It must find 0 breaks: what
# the document states (the envelope's success and refusal shapes among it) is all a foreign
# implementation has to go by (docs/verify.md "Against an implementation built from the
# document"). Every call verify skips is listed with its reason.
#
# Prism comes from the npm registry into the test command's cache, pinned, as the benchmark's
# peers do: it is a tool of this check, not of the app.
#
#   MOCK_SERVER=target/debug/mock-server bash scripts/prism-verify.sh
set -euo pipefail
cd "$(dirname "$0")/.."

PRISM_VERSION="${PRISM_VERSION:-5.16.0}"
PRISM_SEED="${PRISM_SEED:-loan-webview}"
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/loan-webview/prism-$PRISM_VERSION"
MOCK_SERVER="${MOCK_SERVER:-target/debug/mock-server}"
PRISM="$CACHE/node_modules/.bin/prism"
# The launch a borrower's web view gets, with what the legacy payment and the promotion page
# read from their own query (docs/verify.md "What it calls").
LAUNCH='sessionId=prism-check&deviceId=prism-device&productId=3&orderId=10482&language=2&appVersion=2.4.1&amount=345000&userId=7001&id=12'

if [ ! -x "$PRISM" ]; then
  echo "prism: installing @stoplight/prism-cli@$PRISM_VERSION into $CACHE"
  npm install --prefix "$CACHE" --no-audit --no-fund --loglevel=error "@stoplight/prism-cli@$PRISM_VERSION" >/dev/null
fi

port="$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"
log="$(mktemp)"
"$PRISM" mock --dynamic --seed "$PRISM_SEED" --host 127.0.0.1 --port "$port" contract/openapi.json >"$log" 2>&1 &
prism_pid=$!
trap 'kill "$prism_pid" 2>/dev/null || true; rm -f "$log"' EXIT

# Prism says when it listens; it reads and resolves the whole document first (a few seconds;
# five minutes is a machine in trouble, not a slow one).
started=$SECONDS
until grep -q "Prism is listening" "$log"; do
  if ! kill -0 "$prism_pid" 2>/dev/null || [ $((SECONDS - started)) -gt 300 ]; then
    cat "$log"
    echo "prism: not listening after $((SECONDS - started)) s (its output is above)" >&2
    exit 1
  fi
  sleep 0.2
done

echo "prism $PRISM_VERSION (seed $PRISM_SEED) on 127.0.0.1:$port"
"$MOCK_SERVER" verify --upstream "http://127.0.0.1:$port" --launch "$LAUNCH" --writes
