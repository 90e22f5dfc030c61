#!/usr/bin/env bash
# Throughput of the mock server against a bare axum baseline measured in the same run.
#
# Builds release (the mock and mock-server/examples/bare-axum.rs, one route answering the
# same bytes with no middleware), then with wrk (Debian package), 64 connections, 2 threads:
#   - GET loan-details on the bare baseline and on the mock, in turns (ROUNDS rounds), so a
#     busy machine slows both alike; the ratio is of the summed requests;
#   - POST problem-save and GET the promotion captcha PNG on the mock;
#   - Prism 5 on contract/openapi.json (installed with npm into a cache folder, not into
#     package.json) when it can be installed.
# Prints requests/s, p99 latency and the mock's peak RSS (VmHWM), and the load average so a
# reader knows how busy the machine was. It prints; it does not fail on a slow machine.
# Targets on the 2-core reference machine: mock/bare >= 0.85, p99 <= 5 ms, peak RSS <= 30 MB.
# The last two lines are for other tools:
#   mock/bare ratio: 0.NN
#   mock/prism ratio: NN
#
#   bash scripts/bench-mock.sh                    # 3 rounds of 5 s, request log at info
#   ROUNDS=5 DURATION=10s MOCK_LOG=warn bash scripts/bench-mock.sh
set -uo pipefail
cd "$(dirname "$0")/.."

PORT="${PORT:-18090}"
BARE_PORT="${BARE_PORT:-18091}"
PRISM_PORT="${PRISM_PORT:-18092}"
DURATION="${DURATION:-5s}"
ROUNDS="${ROUNDS:-3}"
# The per-request log line stays on (info, non-blocking writer) unless told otherwise.
LOG="${MOCK_LOG:-info}"
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/loan-webview"

if ! command -v wrk >/dev/null 2>&1; then
  echo "bench-mock: installing wrk (Debian package)"
  if ! { apt-get update -qq && apt-get install -y -qq wrk; } >/dev/null 2>&1; then
    echo "bench-mock: wrk is not available; nothing measured"
    echo "mock/bare ratio: ?"
    echo "mock/prism ratio: ? (wrk missing)"
    exit 0
  fi
fi

if ! cargo build --release -p mock-server --bin mock-server --example bare-axum --quiet; then
  echo "bench-mock: release build failed; nothing measured"
  exit 0
fi

TMP="$(mktemp -d)"
PIDS=()
cleanup() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$TMP"
}
trap cleanup EXIT

wait_up() {
  for _ in $(seq 1 100); do
    if curl -fsS -o /dev/null "$1" 2>/dev/null; then return 0; fi
    sleep 0.1
  done
  return 1
}

# wrk once: prints "RPS P99" (p99 in ms).
measure() {
  local out="$TMP/wrk.out"
  wrk -c64 -t2 -d"$DURATION" --latency "$@" >"$out" 2>&1
  local rps p99
  rps="$(awk '/^Requests\/sec:/ {print $2}' "$out")"
  p99="$(awk '$1 == "99%" {v=$2; if (v ~ /us$/) {sub(/us$/,"",v); v=v/1000} else if (v ~ /ms$/) {sub(/ms$/,"",v)} else if (v ~ /s$/) {sub(/s$/,"",v); v=v*1000}; print v}' "$out")"
  if grep -qE 'Non-2xx|Socket errors' "$out"; then
    grep -E 'Non-2xx|Socket errors' "$out" >&2
  fi
  echo "${rps:-0} ${p99:-0}"
}

Q="productId=3&orderId=10482&sessionId=bench-session&deviceId=d&appVersion=2.4.1&deviceName=p&osVersion=14&advertisingId=a"
PATH_LD="/throughout/v3/loan-details/loan-details"
MOCK_URL="http://127.0.0.1:${PORT}${PATH_LD}?${Q}"

./target/release/mock-server --port "$PORT" --log "$LOG" --dist "$TMP/no-dist" >"$TMP/mock.log" 2>&1 &
MOCK_PID=$!
PIDS+=("$MOCK_PID")
if ! wait_up "$MOCK_URL"; then
  echo "bench-mock: the mock server did not start:"
  cat "$TMP/mock.log"
  exit 0
fi
curl -fsS -o "$TMP/body.json" "$MOCK_URL"
./target/release/examples/bare-axum "$BARE_PORT" "$TMP/body.json" &
PIDS+=("$!")
BARE_URL="http://127.0.0.1:${BARE_PORT}${PATH_LD}?${Q}"
if ! wait_up "$BARE_URL"; then
  echo "bench-mock: the bare baseline did not start"
  exit 0
fi

echo "mock-server benchmark: wrk -c64 -t2 -d${DURATION} x ${ROUNDS} rounds, log level ${LOG}, $(nproc) cores"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "GET loan-details ($(wc -c <"$TMP/body.json") bytes), bare and mock in turns:"
BARE_SUM=0
MOCK_SUM=0
MOCK_P99=0
for round in $(seq 1 "$ROUNDS"); do
  read -r b_rps b_p99 < <(measure "$BARE_URL")
  read -r m_rps m_p99 < <(measure "$MOCK_URL")
  printf '  round %s: bare %9.0f req/s p99 %6.2f ms | mock %9.0f req/s p99 %6.2f ms\n' \
    "$round" "$b_rps" "$b_p99" "$m_rps" "$m_p99"
  BARE_SUM="$(awk -v a="$BARE_SUM" -v b="$b_rps" 'BEGIN {print a + b}')"
  MOCK_SUM="$(awk -v a="$MOCK_SUM" -v b="$m_rps" 'BEGIN {print a + b}')"
  MOCK_P99="$(awk -v a="$MOCK_P99" -v b="$m_p99" 'BEGIN {print (b > a) ? b : a}')"
done

cat >"$TMP/save.lua" <<'LUA'
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
wrk.body = "problemType=2&problemDetail=bench&problemImage=&orderNo=MX202611220001"
LUA
SAVE_URL="http://127.0.0.1:${PORT}/throughout/user-problem/problem-save?${Q/bench-session/bench-save}"
read -r s_rps s_p99 < <(measure -s "$TMP/save.lua" "$SAVE_URL")
printf 'POST problem-save:        %9.0f req/s p99 %6.2f ms\n' "$s_rps" "$s_p99"
CAPTCHA_URL="http://127.0.0.1:${PORT}/api/v2/youmi/promotion/get-captcha?sid=bench-sid"
read -r c_rps c_p99 < <(measure "$CAPTCHA_URL")
printf 'GET get-captcha (PNG):    %9.0f req/s p99 %6.2f ms\n' "$c_rps" "$c_p99"

RSS_KB="$(awk '/^VmHWM:/ {print $2}' "/proc/$MOCK_PID/status" 2>/dev/null || echo 0)"
echo "mock peak RSS: $((${RSS_KB:-0} / 1024)) MB (${RSS_KB:-0} kB VmHWM)   (target <= 30 MB)"
echo "mock p99 (worst round): ${MOCK_P99} ms   (target <= 5 ms)"

PRISM_RATIO="?"
PRISM="$CACHE/prism/node_modules/.bin/prism"
if [ ! -x "$PRISM" ]; then
  mkdir -p "$CACHE/prism"
  (cd "$CACHE/prism" && { [ -f package.json ] || npm init -y >/dev/null 2>&1; } &&
    npm i --no-audit --no-fund --loglevel=error @stoplight/prism-cli@5 >"$TMP/prism-install.log" 2>&1) ||
    true
fi
if [ -x "$PRISM" ]; then
  "$PRISM" mock -p "$PRISM_PORT" -h 127.0.0.1 contract/openapi.json >"$TMP/prism.log" 2>&1 &
  PIDS+=("$!")
  PRISM_URL="http://127.0.0.1:${PRISM_PORT}${PATH_LD}?${Q}"
  if wait_up "$PRISM_URL"; then
    read -r p_rps p_p99 < <(measure "$PRISM_URL")
    printf 'Prism 5, GET loan-details: %9.0f req/s p99 %6.2f ms\n' "$p_rps" "$p_p99"
    PRISM_RATIO="$(awk -v m="$MOCK_SUM" -v r="$ROUNDS" -v p="$p_rps" 'BEGIN {if (p > 0) printf "%.0f", m / r / p; else print "?"}')"
  else
    PRISM_RATIO="? (Prism did not start: $(tail -1 "$TMP/prism.log"))"
  fi
else
  PRISM_RATIO="? (Prism could not be installed: $(tail -1 "$TMP/prism-install.log" 2>/dev/null))"
fi

echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "mock/bare ratio: $(awk -v m="$MOCK_SUM" -v b="$BARE_SUM" 'BEGIN {if (b > 0) printf "%.2f", m / b; else print "?"}')"
echo "mock/prism ratio: ${PRISM_RATIO}"
exit 0
