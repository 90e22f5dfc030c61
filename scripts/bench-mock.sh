#!/usr/bin/env bash
# Throughput of the mock server on a mixed workload like the app's traffic, against a bare
# axum baseline answering the same bytes, measured in turns in the same run.
#
# The workload (scripts/bench/mix.tsv, driven by scripts/bench/mix.lua): the calls one
# borrower's visit makes, as the end-to-end journal records them (loan details, confirm and
# push, agreement, repayment and extension, a repayment code, a rating, complaint init, save,
# list and detail, service contacts: 11 GETs and 4 POSTs), for BENCH_SESSIONS sessions, half
# in English, half in Spanish, with the headers Chromium's WebView sends (Accept-Encoding,
# Sec-Fetch-*, Referer, the client headers; Origin and a form body on POSTs).
#
# The baseline (mock-server/examples/bare-axum.rs): axum with no middleware, answering each
# call, by path and language, with the bytes the mock answered it before the run (compressed
# as the mock compressed them), so both send the same sizes and only the mock does the work.
#
# Builds release, then with wrk (Debian package), 64 connections, 2 threads: bare and mock in
# turns (ROUNDS rounds), so a busy machine slows both alike; the ratio is of the summed
# requests. Then Prism 5 on the same mix (npm, a cache folder; not in package.json). Prints
# requests/s, p99, the mock's peak RSS (VmHWM) and the load average before and after. It
# prints; it does not fail on a slow machine. Targets on the 2-core machine: ratio >= 0.6,
# p99 <= 5 ms, peak RSS <= 30 MB, mock/Prism >= 30. The last line is for other tools:
#   mixed mock/bare ratio: 0.NN
#
#   bash scripts/bench-mock.sh                    # 3 rounds of 5 s, request log at info
#   ROUNDS=5 DURATION=10s MOCK_LOG=warn bash scripts/bench-mock.sh
#   PORT=18250 BARE_PORT=18251 PRISM_PORT=18252 bash scripts/bench-mock.sh
#   MOCK_BIN=/tmp/mock-before ROUNDS=5 bash scripts/bench-mock.sh
set -uo pipefail
cd "$(dirname "$0")/.."

PORT="${PORT:-18090}"
BARE_PORT="${BARE_PORT:-18091}"
PRISM_PORT="${PRISM_PORT:-18092}"
DURATION="${DURATION:-5s}"
ROUNDS="${ROUNDS:-3}"
export BENCH_SESSIONS="${BENCH_SESSIONS:-256}"
export BENCH_MIX="$PWD/scripts/bench/mix.tsv"
MIX_LUA="$PWD/scripts/bench/mix.lua"
# The per-request log line stays on (info) unless told otherwise.
LOG="${MOCK_LOG:-info}"
# A prebuilt mock binary to measure instead of this checkout's release build (then nothing
# is built: the bare baseline must be built already), e.g. to compare two versions.
MOCK_BIN="${MOCK_BIN:-}"
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/loan-webview"
ACCEPT_ENCODING="gzip, deflate, br, zstd"

if ! command -v wrk >/dev/null 2>&1; then
  echo "bench-mock: installing wrk (Debian package)"
  if ! { apt-get update -qq && apt-get install -y -qq wrk; } >/dev/null 2>&1; then
    echo "bench-mock: wrk is not available; nothing measured"
    echo "mixed mock/bare ratio: ?"
    exit 0
  fi
fi

if [ -z "$MOCK_BIN" ]; then
  if ! cargo build --release -p mock-server --bin mock-server --example bare-axum --quiet; then
    echo "bench-mock: release build failed; nothing measured"
    echo "mixed mock/bare ratio: ?"
    exit 0
  fi
  MOCK_BIN=./target/release/mock-server
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
    if curl -sS -o /dev/null "$1" 2>/dev/null; then return 0; fi
    sleep 0.1
  done
  return 1
}

# wrk once on the mix: prints "RPS P99" (p99 in ms); non-2xx answers are reported.
measure() {
  local out="$TMP/wrk.out"
  wrk -c64 -t2 -d"$DURATION" --latency -s "$MIX_LUA" "$1" >"$out" 2>&1
  local rps p99
  rps="$(awk '/^Requests\/sec:/ {print $2}' "$out")"
  p99="$(awk '$1 == "99%" {v=$2; if (v ~ /us$/) {sub(/us$/,"",v); v=v/1000} else if (v ~ /ms$/) {sub(/ms$/,"",v)} else if (v ~ /s$/) {sub(/s$/,"",v); v=v*1000}; print v}' "$out")"
  if grep -qE 'Non-2xx|Socket errors' "$out"; then
    grep -E 'Non-2xx|Socket errors' "$out" | sed 's/^/  /' >&2
  fi
  echo "${rps:-0} ${p99:-0}"
}

"$MOCK_BIN" --port "$PORT" --log "$LOG" --dist "$TMP/no-dist" >"$TMP/mock.log" 2>&1 &
MOCK_PID=$!
PIDS+=("$MOCK_PID")
MOCK="http://127.0.0.1:${PORT}"
if ! wait_up "$MOCK/openapi.json"; then
  echo "bench-mock: the mock server did not start:"
  cat "$TMP/mock.log"
  echo "mixed mock/bare ratio: ?"
  exit 0
fi

# The mock's answer to each call of the mix in each language, as a browser gets it: the
# bare baseline's manifest.
LAUNCH="deviceId=bench-device&appVersion=2.4.1&deviceName=Pixel%207&osVersion=Android%2014&productId=3&orderId=10482"
: >"$TMP/manifest"
n=0
BYTES=0
while IFS=$'\t' read -r method path query body _screen; do
  case "$method" in '#'* | '') continue ;; esac
  for lang in es en; do
    flag=2
    [ "$lang" = en ] && flag=1
    n=$((n + 1))
    url="${MOCK}${path}?sessionId=bench-fetch-${n}&${LAUNCH}&language=${flag}"
    [ "$query" != "-" ] && url="${url}&${query}"
    args=(-sS -o "$TMP/body.$n" -D "$TMP/head.$n" -H "Accept-Encoding: ${ACCEPT_ENCODING}")
    if [ "$method" = POST ]; then
      args+=(-X POST -H "Origin: ${MOCK}" -H 'Content-Type: application/x-www-form-urlencoded' --data-raw "$body")
    fi
    curl "${args[@]}" "$url"
    status="$(awk 'NR == 1 {print $2}' "$TMP/head.$n")"
    encoding="$(awk -F': ' 'tolower($1) == "content-encoding" {gsub(/\r/, "", $2); print $2}' "$TMP/head.$n")"
    ctype="$(awk -F': ' 'tolower($1) == "content-type" {gsub(/\r/, "", $2); gsub(/ /, "", $2); print $2}' "$TMP/head.$n")"
    if [ "$status" != 200 ]; then
      echo "bench-mock: $method $path ($lang) answered $status; nothing measured"
      echo "mixed mock/bare ratio: ?"
      exit 0
    fi
    BYTES=$((BYTES + $(wc -c <"$TMP/body.$n")))
    echo "$path $lang ${encoding:-identity} ${ctype:-application/json} $TMP/body.$n" >>"$TMP/manifest"
  done
done <"$BENCH_MIX"
CALLS=$((n / 2))

./target/release/examples/bare-axum "$BARE_PORT" "$TMP/manifest" &
PIDS+=("$!")
BARE="http://127.0.0.1:${BARE_PORT}"
if ! wait_up "$BARE/"; then
  echo "bench-mock: the bare baseline did not start"
  echo "mixed mock/bare ratio: ?"
  exit 0
fi

echo "mock-server benchmark, mixed workload: ${CALLS} calls x ${BENCH_SESSIONS} sessions (es/en), wrk -c64 -t2 -d${DURATION} x ${ROUNDS} rounds, log level ${LOG}, $(nproc) cores"
echo "answers as a browser gets them: $((BYTES / n)) bytes on average (Accept-Encoding: ${ACCEPT_ENCODING})"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
BARE_SUM=0
MOCK_SUM=0
MOCK_P99=0
for round in $(seq 1 "$ROUNDS"); do
  read -r b_rps b_p99 < <(measure "$BARE/")
  read -r m_rps m_p99 < <(measure "$MOCK/")
  printf '  round %s: bare %9.0f req/s p99 %6.2f ms | mock %9.0f req/s p99 %6.2f ms | ratio %.2f\n' \
    "$round" "$b_rps" "$b_p99" "$m_rps" "$m_p99" "$(awk -v m="$m_rps" -v b="$b_rps" 'BEGIN {print (b > 0) ? m / b : 0}')"
  BARE_SUM="$(awk -v a="$BARE_SUM" -v b="$b_rps" 'BEGIN {print a + b}')"
  MOCK_SUM="$(awk -v a="$MOCK_SUM" -v b="$m_rps" 'BEGIN {print a + b}')"
  MOCK_P99="$(awk -v a="$MOCK_P99" -v b="$m_p99" 'BEGIN {print (b > a) ? b : a}')"
done

RSS_KB="$(awk '/^VmHWM:/ {print $2}' "/proc/$MOCK_PID/status" 2>/dev/null || echo 0)"
echo "mock peak RSS: $((${RSS_KB:-0} / 1024)) MB (${RSS_KB:-0} kB VmHWM)   (target <= 30 MB)"
echo "mock p99 (worst round): ${MOCK_P99} ms   (target <= 5 ms)"

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
  if wait_up "http://127.0.0.1:${PRISM_PORT}/openapi.json"; then
    read -r p_rps p_p99 < <(measure "http://127.0.0.1:${PRISM_PORT}/")
    printf 'Prism 5 on the same mix: %9.0f req/s p99 %6.2f ms; mock/Prism %s   (target >= 30)\n' "$p_rps" "$p_p99" \
      "$(awk -v m="$MOCK_SUM" -v r="$ROUNDS" -v p="$p_rps" 'BEGIN {if (p > 0) printf "%.0f", m / r / p; else print "?"}')"
  else
    echo "Prism 5 did not start: $(tail -1 "$TMP/prism.log")"
  fi
else
  echo "Prism 5 could not be installed: $(tail -1 "$TMP/prism-install.log" 2>/dev/null)"
fi

echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "mixed mock/bare ratio: $(awk -v m="$MOCK_SUM" -v b="$BARE_SUM" 'BEGIN {if (b > 0) printf "%.2f", m / b; else print "?"}')"
exit 0
