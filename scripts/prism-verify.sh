#!/usr/bin/env bash
# `mock-server verify` against an implementation of the contract nobody here wrote: Stoplight
# Prism serving contract/openapi.json with answers its generator draws from the document's
# schemas alone (`prism mock -d`). It must find 0 breaks: what the document states (the
# envelope's success and refusal shapes among it) is all a foreign implementation has to go by
# (docs/verify.md "Against an implementation built from the document"). Every call verify
# skips is listed with its reason.
#
# Prism's generator is seeded, so a run is repeatable, and a seed picks the same shape for every
# answer: two runs, one whose seed draws the successes (the payloads are checked, and the calls
# that need an earlier answer's ids run) and one whose seed draws the refusals.
#
# Prism comes from the npm registry into the test command's cache, pinned, as the benchmark's
# peers do: it is a tool of this check, not of the app.
#
#   MOCK_SERVER=target/debug/mock-server bash scripts/prism-verify.sh
set -euo pipefail
cd "$(dirname "$0")/.."

PRISM_VERSION="${PRISM_VERSION:-5.16.0}"
# Seeds of Prism 5.16's generator: "a" draws every 200 as a success, "b" as a refusal.
PRISM_SEEDS="${PRISM_SEEDS:-a b}"
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

# Serves the document with `seed` and verifies it; false on a break or when Prism fails.
verify_seed() {
  local seed="$1" port log prism_pid started status=0
  port="$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"
  log="$(mktemp)"
  "$PRISM" mock --dynamic --seed "$seed" --host 127.0.0.1 --port "$port" contract/openapi.json >"$log" 2>&1 &
  prism_pid=$!
  # Prism says when it listens; it reads and resolves the whole document first (seconds; five
  # minutes is a machine in trouble, not a slow one).
  started=$SECONDS
  until grep -q "Prism is listening" "$log"; do
    if ! kill -0 "$prism_pid" 2>/dev/null || [ $((SECONDS - started)) -gt 300 ]; then
      cat "$log"
      echo "prism: not listening after $((SECONDS - started)) s (its output is above)" >&2
      kill "$prism_pid" 2>/dev/null || true
      return 1
    fi
    sleep 0.2
  done
  echo "prism $PRISM_VERSION, seed $seed, on 127.0.0.1:$port"
  "$MOCK_SERVER" verify --upstream "http://127.0.0.1:$port" --launch "$LAUNCH" --writes || status=$?
  kill "$prism_pid" 2>/dev/null || true
  wait "$prism_pid" 2>/dev/null || true
  rm -f "$log"
  return "$status"
}

for seed in $PRISM_SEEDS; do verify_seed "$seed"; done
