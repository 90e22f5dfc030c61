#!/usr/bin/env bash
# Schemathesis against the mock server built from this checkout: a pinned version in a venv
# this script makes (under ~/.cache, reused while the version stays), the server started from
# the freshly built binary on a free port, every check (`-c all`), deterministic generation,
# the stateful phase over the document's links. Bounded: 30 examples an operation and
# --max-time. Exits non-zero on any failure.
#
#   bash scripts/schemathesis.sh                 # as the test command runs it
#   ST_EXAMPLES=100 bash scripts/schemathesis.sh # more cases
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION="${SCHEMATHESIS_VERSION:-4.32.5}"
EXAMPLES="${ST_EXAMPLES:-30}"
MAX_TIME="${ST_MAX_TIME:-240}"
PORT="${ST_PORT:-18097}"
VENV="${XDG_CACHE_HOME:-$HOME/.cache}/loan-webview/schemathesis-${VERSION}"

if [ ! -x "$VENV/bin/schemathesis" ]; then
  rm -rf "$VENV"
  mkdir -p "$(dirname "$VENV")"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==${VERSION}"
fi

cargo build --quiet -p mock-server --bin mock-server
LOG="$(mktemp)"
./target/debug/mock-server --port "$PORT" --log warn --dist "$(mktemp -d)" >"$LOG" 2>&1 &
PID=$!
cleanup() {
  kill "$PID" 2>/dev/null || true
  wait "$PID" 2>/dev/null || true
  rm -f "$LOG"
}
trap cleanup EXIT
BASE="http://127.0.0.1:${PORT}"
for _ in $(seq 1 100); do
  curl -fsS -o /dev/null "$BASE/openapi.json" 2>/dev/null && break
  sleep 0.2
done

"$VENV/bin/schemathesis" run "$BASE/openapi.json" --url "$BASE" \
  --checks all --max-examples "$EXAMPLES" --generation-deterministic \
  --max-time "$MAX_TIME" --workers 2 --no-color --warnings off
