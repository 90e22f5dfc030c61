#!/usr/bin/env bash
# The mock server against the mock servers QA would pick instead, on the same mixed workload,
# in turns in the same run: Prism 5 (from contract/openapi.json, as it answers from the
# document's examples), Mockoon CLI and WireMock (both set up from snapshots/ by
# scripts/bench/peers.mjs to answer each call of the mix, by language, with the bytes the
# mock server's default scenario answers).
#
# The workload (scripts/bench/mix.tsv, driven by scripts/bench/mix.lua): the calls one
# borrower's visit makes (11 GETs and 4 POSTs) for BENCH_SESSIONS sessions, half in English,
# half in Spanish, with the headers Chromium's WebView sends.
#
# wrk (Debian package), 64 connections, 2 threads, on loopback. The peers are installed with
# `npm install --prefix` into a cache folder (not package.json); Java comes from apt
# (default-jre-headless). Before measuring, each server's answer to every call of the mix is
# compared with the snapshot. Every server is warmed up once (the JVM's JIT), then measured
# ROUNDS times in turns, so a busy machine slows all alike. Prints requests/s (the mean of the
# rounds), p99 (the worst round) and peak RSS (VmHWM) of each; the last line is for other
# tools:
#   mock/best-peer ratio: X
# Targets on the 2-core machine: ratio >= 3, the mock's p99 <= 5 ms, its peak RSS <= 40 MB.
# It prints; it does not fail on a slow machine.
#
#   bash scripts/bench-mock.sh                    # 3 rounds of 5 s, request log at info
#   ROUNDS=5 DURATION=10s MOCK_LOG=warn bash scripts/bench-mock.sh
#   MOCK_BIN=/tmp/mock-before bash scripts/bench-mock.sh
set -uo pipefail
cd "$(dirname "$0")/.."

PORT="${PORT:-18090}"
PRISM_PORT="${PRISM_PORT:-18092}"
MOCKOON_PORT="${MOCKOON_PORT:-18093}"
WIREMOCK_PORT="${WIREMOCK_PORT:-18094}"
DURATION="${DURATION:-5s}"
ROUNDS="${ROUNDS:-3}"
export BENCH_SESSIONS="${BENCH_SESSIONS:-256}"
export BENCH_MIX="$PWD/scripts/bench/mix.tsv"
MIX_LUA="$PWD/scripts/bench/mix.lua"
LOG="${MOCK_LOG:-info}"
MOCK_BIN="${MOCK_BIN:-}"
PEERS="${XDG_CACHE_HOME:-$HOME/.cache}/loan-webview/bench"
LAUNCH="sessionId=bench-check&deviceId=bench-device&appVersion=2.4.1&deviceName=Pixel%207&osVersion=Android%2014&productId=3&orderId=10482"

give_up() {
  echo "bench-mock: $1; nothing measured"
  echo "mock/best-peer ratio: ?"
  exit 0
}

command -v wrk >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq wrk; } >/dev/null 2>&1 ||
  give_up "wrk is not available"
command -v java >/dev/null 2>&1 || apt-get install -y -qq default-jre-headless >/dev/null 2>&1 ||
  echo "bench-mock: Java is not available; WireMock is left out"
if [ -z "$MOCK_BIN" ]; then
  cargo build --release -p mock-server --bin mock-server --quiet || give_up "the release build failed"
  MOCK_BIN=./target/release/mock-server
fi
if [ ! -x "$PEERS/node_modules/.bin/mockoon-cli" ] || [ ! -d "$PEERS/node_modules/wiremock" ] ||
  [ ! -x "$PEERS/node_modules/.bin/prism" ]; then
  mkdir -p "$PEERS"
  npm install --prefix "$PEERS" --no-audit --no-fund --loglevel=error \
    @mockoon/cli@9 wiremock@3 @stoplight/prism-cli@5 >/dev/null 2>&1 ||
    echo "bench-mock: the peers could not all be installed"
fi
WIREMOCK_JAR="$(find "$PEERS/node_modules/wiremock" -name 'wiremock-standalone-*.jar' 2>/dev/null | head -1)"

TMP="$(mktemp -d)"
PIDS=()
cleanup() {
  for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$TMP"
}
trap cleanup EXIT
node scripts/bench/peers.mjs "$TMP" || give_up "the peers' configuration could not be written"

# Starts "$@" in the background, its log in $TMP/NAME.log; sets STARTED to its pid.
start() {
  local name="$1"
  shift
  "$@" >"$TMP/$name.log" 2>&1 &
  STARTED=$!
  PIDS+=("$STARTED")
}

wait_up() {
  for _ in $(seq 1 600); do
    case "$(curl -s -o /dev/null -w '%{http_code}' "$1" 2>/dev/null)" in 000 | '') ;; *) return 0 ;; esac
    sleep 0.1
  done
  return 1
}

# How many calls of the mix (both languages) BASE answers with the snapshot's body.
same_bodies() {
  local base="$1" same=0 total=0 method path query body flag file url
  while IFS=$'\t' read -r method path query body flag file; do
    url="${base}${path}?${LAUNCH}&language=${flag}"
    [ "$query" != "-" ] && url="${url}&${query}"
    local args=(-s -o "$TMP/answer")
    [ "$method" = POST ] && args+=(-H "Origin: ${base}" -H 'Content-Type: application/x-www-form-urlencoded' --data-raw "$body")
    curl "${args[@]}" "$url"
    total=$((total + 1))
    if node -e 'const f=require("fs");process.exit(JSON.stringify(JSON.parse(f.readFileSync(process.argv[1])))===f.readFileSync(process.argv[2],"utf8")?0:1)' \
      "$TMP/answer" "$file" 2>/dev/null; then
      same=$((same + 1))
    fi
  done <"$TMP/expected.tsv"
  echo "$same/$total"
}

# wrk once on the mix: prints "RPS P99 NON2XX" (p99 in ms).
measure() {
  local out="$TMP/wrk.out"
  wrk -c64 -t2 -d"$1" --latency -s "$MIX_LUA" "$2" >"$out" 2>&1
  awk '/^Requests\/sec:/ {rps=$2}
    $1 == "99%" {v=$2; if (v ~ /us$/) {sub(/us$/,"",v); v=v/1000} else if (v ~ /ms$/) {sub(/ms$/,"",v)} else if (v ~ /s$/) {sub(/s$/,"",v); v=v*1000}; p99=v}
    /Non-2xx/ {bad=$NF} /Socket errors/ {bad=bad "+sock"}
    END {printf "%s %s %s\n", rps ? rps : 0, p99 ? p99 : 0, bad ? bad : 0}' "$out"
}

NAMES=()
declare -A URL PID CHECK SUM P99 BAD
add() {
  local name="$1" url="$2"
  if ! wait_up "${url}${UP}"; then
    echo "bench-mock: $name did not start: $(tail -n 2 "$TMP/$name.log" | tr '\n' ' ')"
    return
  fi
  NAMES+=("$name")
  URL[$name]="$url"
  PID[$name]="$STARTED"
  CHECK[$name]="$(same_bodies "$url")"
  SUM[$name]=0
  P99[$name]=0
  BAD[$name]=0
}

# A call of the mix every server answers once it is up.
UP="/throughout/user-problem/get-whatsapp?overall=30&${LAUNCH}"
start mock "$MOCK_BIN" --port "$PORT" --log "$LOG" --dist "$TMP/no-dist"
add mock "http://127.0.0.1:$PORT"
[ "${#NAMES[@]}" = 1 ] || give_up "the mock server did not start"
if [ -x "$PEERS/node_modules/.bin/prism" ]; then
  start prism "$PEERS/node_modules/.bin/prism" mock -p "$PRISM_PORT" -h 127.0.0.1 contract/openapi.json
  add prism "http://127.0.0.1:$PRISM_PORT"
fi
if [ -x "$PEERS/node_modules/.bin/mockoon-cli" ]; then
  start mockoon "$PEERS/node_modules/.bin/mockoon-cli" start --data "$TMP/mockoon.json" \
    --port "$MOCKOON_PORT" --disable-log-to-file
  add mockoon "http://127.0.0.1:$MOCKOON_PORT"
fi
if [ -n "$WIREMOCK_JAR" ] && command -v java >/dev/null 2>&1; then
  # No request journal: it would keep every request of the run in memory.
  start wiremock java -jar "$WIREMOCK_JAR" --port "$WIREMOCK_PORT" --bind-address 127.0.0.1 \
    --root-dir "$TMP/wiremock" --disable-banner --no-request-journal
  add wiremock "http://127.0.0.1:$WIREMOCK_PORT"
fi

echo "mixed workload: $(grep -vc '^#' "$BENCH_MIX") calls x ${BENCH_SESSIONS} sessions (es/en), wrk -c64 -t2 -d${DURATION} x ${ROUNDS} rounds in turns, mock log ${LOG}, $(nproc) cores"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for name in "${NAMES[@]}"; do measure 2s "${URL[$name]}/" >/dev/null; done
for round in $(seq 1 "$ROUNDS"); do
  line="  round $round:"
  for name in "${NAMES[@]}"; do
    read -r rps p99 bad < <(measure "$DURATION" "${URL[$name]}/")
    SUM[$name]="$(awk -v a="${SUM[$name]}" -v b="$rps" 'BEGIN {print a + b}')"
    P99[$name]="$(awk -v a="${P99[$name]}" -v b="$p99" 'BEGIN {print (b > a) ? b : a}')"
    [ "$bad" != 0 ] && BAD[$name]="$bad"
    line="$line $name $(printf '%.0f' "$rps")"
  done
  echo "$line"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-10s %10s %10s %14s %16s %s\n' server 'req/s' 'p99 ms' 'peak RSS MB' 'same as snapshot' 'non-2xx'
BEST=0
BEST_NAME=""
for name in "${NAMES[@]}"; do
  rps="$(awk -v s="${SUM[$name]}" -v r="$ROUNDS" 'BEGIN {printf "%.0f", s / r}')"
  rss="$(awk '/^VmHWM:/ {printf "%.0f", $2 / 1024}' "/proc/${PID[$name]}/status" 2>/dev/null)"
  printf '%-10s %10s %10s %14s %16s %s\n' "$name" "$rps" "${P99[$name]}" "${rss:-?}" "${CHECK[$name]}" "${BAD[$name]}"
  if [ "$name" = mock ]; then
    MOCK_RPS="$rps"
  elif [ "$rps" -gt "$BEST" ]; then
    BEST="$rps"
    BEST_NAME="$name"
  fi
done
echo "targets: mock/best-peer >= 3, mock p99 <= 5 ms, mock peak RSS <= 40 MB; best peer: ${BEST_NAME:-none}"
echo "mock/best-peer ratio: $(awk -v m="$MOCK_RPS" -v b="$BEST" 'BEGIN {if (b > 0) printf "%.1f", m / b; else print "?"}')"
exit 0
