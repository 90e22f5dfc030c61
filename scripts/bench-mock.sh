#!/usr/bin/env bash
# Throughput of the mock server on its hot path: builds release, starts the server, runs wrk
# (Debian package) against loan-details with 64 connections and 2 threads for 10 s, prints
# requests/s, p99 latency and peak RSS (VmHWM), stops the server. It prints; it does not fail
# on a slow machine. Targets on the 2-core reference machine: >= 50 000 req/s, p99 <= 5 ms,
# peak RSS <= 30 MB.
#
#   bash scripts/bench-mock.sh            # 10 s, port 18090, request log at warn
#   DURATION=30s MOCK_LOG=info bash scripts/bench-mock.sh
set -uo pipefail
cd "$(dirname "$0")/.."

PORT="${PORT:-18090}"
DURATION="${DURATION:-10s}"
# The per-request log line is at info; the benchmark measures the server, not the terminal.
LOG="${MOCK_LOG:-warn}"

if ! command -v wrk >/dev/null 2>&1; then
  echo "bench-mock: installing wrk (Debian package)"
  if ! { apt-get update -qq && apt-get install -y -qq wrk; } >/dev/null 2>&1; then
    echo "bench-mock: wrk is not available; nothing measured"
    exit 0
  fi
fi

if ! cargo build --release -p mock-server --quiet; then
  echo "bench-mock: release build failed; nothing measured"
  exit 0
fi

LOGFILE="$(mktemp)"
OUT="$(mktemp)"
./target/release/mock-server --port "$PORT" --log "$LOG" >"$LOGFILE" 2>&1 &
PID=$!
cleanup() {
  kill "$PID" 2>/dev/null || true
  wait "$PID" 2>/dev/null || true
  rm -f "$LOGFILE" "$OUT"
}
trap cleanup EXIT

URL="http://127.0.0.1:${PORT}/throughout/v3/loan-details/loan-details?productId=3&orderId=10482&sessionId=bench-session"
for _ in $(seq 1 50); do
  if curl -fsS -o /dev/null "$URL" 2>/dev/null; then break; fi
  sleep 0.1
done
if ! curl -fsS -o /dev/null "$URL"; then
  echo "bench-mock: the server did not start:"
  cat "$LOGFILE"
  exit 0
fi

wrk -c64 -t2 -d"$DURATION" --latency "$URL" >"$OUT" 2>&1
RPS="$(awk '/^Requests\/sec:/ {print $2}' "$OUT")"
P99="$(awk '$1 == "99%" {print $2}' "$OUT")"
ERRORS="$(awk '/Non-2xx|Socket errors/' "$OUT")"
RSS_KB="$(awk '/^VmHWM:/ {print $2}' "/proc/$PID/status" 2>/dev/null || echo 0)"

echo "mock-server benchmark: GET loan-details, wrk -c64 -t2 -d${DURATION}, log level ${LOG}, $(nproc) cores"
echo "requests/s: ${RPS:-?}   (target >= 50000)"
echo "p99 latency: ${P99:-?}   (target <= 5ms)"
echo "peak RSS: $((${RSS_KB:-0} / 1024)) MB (${RSS_KB:-0} kB VmHWM)   (target <= 30 MB)"
if [ -n "$ERRORS" ]; then echo "wrk reported: $ERRORS"; fi
exit 0
