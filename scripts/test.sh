#!/usr/bin/env bash
# The whole test suite, as named steps (docs/testing.md "Steps" says what each checks).
#
#   bash scripts/test.sh              every step, in order: what CI (.ci/run) runs
#   bash scripts/test.sh --list       the steps, one a line: name, what it needs, what it checks
#   bash scripts/test.sh --only NAME  that step alone, after what it needs (packages, a build)
#   bash scripts/test.sh --from NAME  that step and every one after it
#   --dry-run (with any of them)      prints what would run, runs nothing
#
# On a fresh Debian machine it first installs what is missing (Debian's Chromium, WebKitGTK's
# WebDriver, Xvfb, nginx with its brotli module, fonts, python3-venv; the declared Node from the
# npm registry; the npm packages from the lockfile). A failing step prints the one command that
# runs it again.
set -euo pipefail
cd "$(dirname "$0")/.."

# Snapshots are reviewed by people (`cargo insta review`), never written by a test run.
export INSTA_UPDATE=no
# Browsers come from Debian: no tool may download one of its own.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

# ---------------------------------------------------------------------------------------------
# The steps, in the order of a full run: name | what it needs first | what it checks.
# Needs: npm (packages installed), mock (the debug mock server built), bundle (app/dist built
# by this run), second-build (the release checks' second build of app/dist, made after it:
# scripts/second-build.mjs), storybook (stories/storybook-static built by this run), browsers
# (Chromium, WebKitGTK, Xvfb, nginx and fonts from apt). A step run alone gets its needs prepared
# as a full run prepares them.
STEPS=(
  "fmt||Rust format (cargo fmt --check)"
  "clippy||Rust lints, -D warnings, over every target"
  "rust-tests||contract, mock server and conformance tests (the load-and-state test over a real socket)"
  "schemathesis|mock|Schemathesis against the freshly built server (-c all, deterministic; in the background of a full run)"
  "prism|mock|verify against Stoplight Prism serving the document with generated answers: 0 breaks (in the background of a full run)"
  "api-types|npm|the generated API types match contract/openapi.json"
  "api-lint|npm|Redocly CLI's recommended rules on contract/openapi.json"
  "contract|npm|every change since the latest contract release, whom it breaks, whether the app uses it; planted changes"
  "typecheck|npm|the app's and the workbench's type check"
  "lint|npm|ESLint (0 warnings, import boundaries) and Prettier"
  "scripts|npm|the scripts' own tests: the declared Node, the docs references, this command's steps"
  "unit|npm|the app's unit tests (answers from snapshots/ through MSW)"
  "dev-server|npm browsers mock|npm run dev: a screen against a scenario, an edit by hot reload, the promotion page"
  "native-types|npm browsers|quicktype's Kotlin and Swift from contract/bridge.json; the Kotlin compiled by Debian's kotlinc (in the background of a full run)"
  "build|npm|production build, size budgets, the engines package.json declares"
  "stories|npm browsers|every story's play function, a11y and clipped text in headless Chromium"
  "storybook|npm browsers|the static Storybook opens from a plain file server"
  "gallery|npm browsers storybook|every screen story at 390×844, at 100 and 200 % text, against stories/screenshots/"
  "docs-pages|npm browsers storybook|every Docs page of a screen or the promotion page shows each story as the story alone does"
  "e2e|npm browsers mock bundle second-build|end to end: the bundle served by the mock server, in Chromium"
  "deploy|npm browsers mock bundle second-build|nginx serving app/dist, the API proxied to the mock server: HTTP checks, Chromium flows, WebKit"
)

step_fmt() { cargo fmt --all --check; }

# clippy runs as the compiler of the workspace's own crates for the one debug build that the
# tests, Schemathesis and the servers of the browser tests use: the dependencies are compiled
# once, not checked once for clippy and built again for the tests (docs/testing.md "One build").
export RUSTC_WORKSPACE_WRAPPER
RUSTC_WORKSPACE_WRAPPER="$(command -v clippy-driver || true)"
export CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
# The tests' servers are on this machine: an environment's proxy (an office network's) is for
# the registries, never for them, since verify and proxy mode read HTTP(S)_PROXY as curl does
# (docs/verify.md "Proxies and redirects").
NO_PROXY="${NO_PROXY:-${no_proxy:-}}"
export NO_PROXY="${NO_PROXY:+$NO_PROXY,}127.0.0.1,localhost,::1"
step_clippy() {
  [ -n "$RUSTC_WORKSPACE_WRAPPER" ] || { echo "clippy-driver is missing: rustup component add clippy" >&2; return 1; }
  cargo test --workspace --all-targets --no-run --quiet
}
step_rust_tests() { cargo test --workspace --quiet; }

step_schemathesis() {
  SCHEMATHESIS_VERSION="${SCHEMATHESIS_VERSION:-4.32.5}" bash scripts/schemathesis.sh
}

step_prism() { MOCK_SERVER="${MOCK_SERVER:-target/debug/mock-server}" bash scripts/prism-verify.sh; }

step_api_types() { npm run -s api:check; }
step_api_lint() { npm run -s api:lint; }
step_contract() {
  npm run -s contract:check
  npm run -s test:contract
}
# Kotlin's compiler (1.3 in Debian 12, on the JDK the image has) comes with this step, not with
# the browser packages: on a fresh machine its ~20 s of apt then run in this step's background
# instead of before the first browser step (the browsers' apt is done once this step starts).
step_native_types() {
  [ -x /usr/bin/kotlinc ] || apt_install kotlin
  node scripts/native-types.mjs --require-kotlin
}
step_typecheck() {
  npm run -s typecheck
  npm run -s typecheck:workbench
}
step_lint() { npm run -s lint; }
step_scripts() {
  node scripts/check-node.mjs
  npm run -s check:docs
  node --test --test-reporter=dot scripts/check-node.test.mjs scripts/test-steps.test.mjs app/scripts/critical-css.test.mjs \
    scripts/install-release.test.mjs
}
step_unit() { npm run -s test:unit; }
step_dev_server() { MOCK_SERVER="${MOCK_SERVER:-target/debug/mock-server}" node --test --test-reporter=dot scripts/dev-hmr.test.mjs; }
step_build() {
  npm run -s build
  npm run -s size
  npm run -s check:targets
}
# The release checks' second build (docs/testing.md "The second build"): after the build step, in
# the background of a full run, once for every check that needs it.
second_build() { node scripts/second-build.mjs; }
step_stories() { npm run -s test:stories; }
step_storybook() {
  npm run -s build-storybook
  node stories/check-static.mjs
}
step_gallery() { node scripts/gallery.mjs; }
step_docs_pages() { node scripts/docs-pages.mjs; }
step_e2e() { E2E_SERVER="${E2E_SERVER:-target/debug/mock-server}" npx playwright test -c e2e/playwright.config.ts; }
step_deploy() { DEPLOY_SERVER="${DEPLOY_SERVER:-target/debug/mock-server}" bash scripts/deploy-test.sh; }

# Steps that a full run starts in the background and joins before a later step (docs/testing.md
# "Side by side"): Schemathesis, mostly one Python process bounded by time, and the check
# against Prism (one Node process, seconds of work) beside the app's checks; the contract check
# and the type check, one Node process each, beside the linter.
# The native types (quicktype, then one JVM compile: ~10 s of one core) beside the rest up to e2e.
declare -A JOIN_BEFORE=([schemathesis]=e2e [prism]=e2e [contract]=unit [typecheck]=unit [native-types]=e2e)

# ---------------------------------------------------------------------------------------------
# Preparations: done once per run, before the first step that needs them.

# The packages: apt, the declared Node, npm (apt_install, early_packages, browser_packages,
# prepare_system, npm_install).
# shellcheck source=scripts/test-packages.sh
source scripts/test-packages.sh

# Work in the background: the npm and browser packages of a full run beside the Rust steps
# (mostly network and disk), and the steps of JOIN_BEFORE. Each job keeps its output in a log,
# shown when it is waited for.
declare -A BG_PID=() BG_LOG=()
bg_start() {
  local name="$1"
  shift
  BG_LOG[$name]="$(mktemp)"
  "$@" >"${BG_LOG[$name]}" 2>&1 &
  BG_PID[$name]=$!
}
# Waits for the job `name`: false, with its whole output, when it failed; otherwise shows the
# last `shown` lines of its output (none by default).
bg_wait() {
  local name="$1" shown="${2:-0}"
  if ! wait "${BG_PID[$name]}"; then
    cat "${BG_LOG[$name]}"
    echo "$name failed (its whole output is above)" >&2
    return 1
  fi
  [ "$shown" -eq 0 ] || tail -n "$shown" "${BG_LOG[$name]}"
  rm -f "${BG_LOG[$name]}"
  unset "BG_PID[$name]"
}

declare -A PREPARED=()
# Waits for the background preparation `need`; false (with its output) when it failed, 2 when
# none was started.
prep_wait() {
  local need="$1"
  [ -n "${BG_PID[$need]:-}" ] || return 2
  echo "--- waiting for $need (started in the background)"
  bg_wait "$need"
}
prepare() {
  local need="$1" status=0
  [ -z "${PREPARED[$need]:-}" ] || return 0
  PREPARED[$need]=1
  case "$need" in
    npm)
      prep_wait npm || status=$?
      [ "$status" -ne 1 ] || return 1
      [ "$status" -eq 0 ] || npm_install
      ;;
    browsers)
      prep_wait browsers || status=$?
      [ "$status" -ne 1 ] || return 1
      # shellcheck disable=SC2046 # the package names are words
      [ "$status" -eq 0 ] || apt_install $(browser_packages)
      ;;
    mock) cargo build --quiet -p mock-server --bin mock-server ;;
    bundle) step_build ;;
    second-build)
      if [ -n "${BG_PID[second-build]:-}" ]; then
        echo "--- waiting for second-build (started in the background after build)"
        bg_wait second-build 1 || return 1
      else
        second_build
      fi
      ;;
    storybook) step_storybook ;;
  esac
}

# ---------------------------------------------------------------------------------------------
# Running the steps.

names=()
declare -A NEEDS=() WHAT=()
for entry in "${STEPS[@]}"; do
  IFS='|' read -r name needs what <<<"$entry"
  names+=("$name")
  NEEDS[$name]="$needs"
  WHAT[$name]="$what"
done

usage() {
  echo "usage: bash scripts/test.sh [--list | --only NAME | --from NAME] [--dry-run]" >&2
  echo "steps: ${names[*]}" >&2
  exit 2
}

mode=all
target=
dry=0
while [ $# -gt 0 ]; do
  case "$1" in
    --list) mode=list ;;
    --only | --from)
      mode="${1#--}"
      target="${2:-}"
      [ -n "$target" ] || usage
      shift
      ;;
    --dry-run) dry=1 ;;
    -h | --help) usage ;;
    *)
      echo "test.sh: unknown argument $1" >&2
      usage
      ;;
  esac
  shift
done

if [ "$mode" = list ]; then
  for name in "${names[@]}"; do printf '%-13s %-28s %s\n' "$name" "${NEEDS[$name]:--}" "${WHAT[$name]}"; done
  exit 0
fi

selected=()
case "$mode" in
  all) selected=("${names[@]}") ;;
  only | from)
    found=0
    for name in "${names[@]}"; do
      [ "$name" = "$target" ] && found=1
      if [ "$found" = 1 ]; then
        selected+=("$name")
        [ "$mode" = only ] && break
      fi
    done
    if [ "$found" = 0 ]; then
      echo "test.sh: no step named '$target'" >&2
      usage
    fi
    ;;
esac

# A step of a full run that runs in the background: started at its place, joined before
# JOIN_BEFORE's step (or at the end). Alone, it runs in the foreground.
background() { [ "${#selected[@]}" -gt 1 ] && [ -n "${JOIN_BEFORE[$1]:-}" ]; }

if [ "$dry" = 1 ]; then
  for name in "${selected[@]}"; do
    for need in ${NEEDS[$name]}; do
      [ -n "${PREPARED[$need]:-}" ] || { echo "prepare $need"; PREPARED[$need]=1; }
    done
    if background "$name"; then echo "start $name (joined before ${JOIN_BEFORE[$name]})"; else echo "run $name"; fi
    if [ "$name" = build ] && [ "$mode" != only ]; then
      echo "start second-build (joined by the first step that needs it)"
      PREPARED[second-build]=1
    fi
    [ "$name" = build ] && PREPARED[bundle]=1
    [ "$name" = storybook ] && PREPARED[storybook]=1
  done
  exit 0
fi

started=$SECONDS
durations=()
current=
declare -A BG_STARTED=()

rerun_hint() {
  local status=$?
  kill "${BG_PID[@]}" 2>/dev/null || true
  if [ "$status" -ne 0 ] && [ -n "$current" ]; then
    printf '\n==> FAILED: %s (after %d s)\n    run it again with: bash scripts/test.sh --only %s\n' \
      "$current" "$((SECONDS - started))" "$current" >&2
  fi
}
trap rerun_hint EXIT

record() { durations+=("$(printf '%5d s  %s' "$2" "$1")"); }

join_step() {
  local name="$1"
  current="$name"
  printf '\n==> %s (joining the background run)\n' "$name"
  bg_wait "$name" 15 || return 1
  record "$name (background, from its start)" "$((SECONDS - BG_STARTED[$name]))"
}

prepare_system
# The packages arrive in the background while the Rust steps compile.
if [ "$mode" != only ]; then
  bg_start npm npm_install
  # shellcheck disable=SC2046 # the package names are words
  bg_start browsers apt_install $(browser_packages)
fi

checks=0
for name in "${selected[@]}"; do
  for waiting in "${!BG_STARTED[@]}"; do
    [ -n "${BG_PID[$waiting]:-}" ] && [ "${JOIN_BEFORE[$waiting]}" = "$name" ] && join_step "$waiting"
  done
  current="$name"
  for need in ${NEEDS[$name]}; do prepare "$need"; done
  checks=$((checks + 1))
  fn="step_${name//-/_}"
  if background "$name"; then
    printf '\n==> %s: %s (in the background)\n' "$name" "${WHAT[$name]}"
    BG_STARTED[$name]=$SECONDS
    bg_start "$name" "$fn"
    continue
  fi
  printf '\n==> %s: %s\n' "$name" "${WHAT[$name]}"
  t=$SECONDS
  "$fn"
  record "$name" "$((SECONDS - t))"
  printf -- '--- %s: %d s\n' "$name" "$((SECONDS - t))"
  if [ "$name" = build ] && [ "$mode" != only ]; then
    bg_start second-build second_build
  fi
  [ "$name" = build ] && PREPARED[bundle]=1
  [ "$name" = storybook ] && PREPARED[storybook]=1
done
for waiting in "${!BG_STARTED[@]}"; do [ -z "${BG_PID[$waiting]:-}" ] || join_step "$waiting"; done
current=

printf '\n==> durations\n'
printf '%s\n' "${durations[@]}"
printf '\n==> all passed in %s s\n' "$((SECONDS - started))"
echo "checks: $checks passed, 0 failed"
