#!/usr/bin/env bash
# The whole test suite on a fresh Debian machine: installs what is missing (Chromium, npm
# packages), then runs every check: Rust format, lints and tests (with the load-and-state
# test over a real socket); Schemathesis on the API; the generated API types; the
# app's type check, unit tests, build, size budget and engine targets; the Storybook story
# tests; end to end in Chromium; the deployment (nginx, scripts/deploy-test.sh) with the
# WebKit checks against it.
set -euo pipefail
cd "$(dirname "$0")/.."

# Snapshots are reviewed by people (`cargo insta review`), never written by a test run.
export INSTA_UPDATE=no
# Browsers come from Debian: no tool may download one of its own.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

checks=0
started=$SECONDS
# Each step prints its duration when the next one starts; the end prints them all again.
step_name=
step_started=$SECONDS
durations=()
step_done() {
  [ -n "$step_name" ] || return 0
  local took=$((SECONDS - step_started))
  durations+=("$(printf '%5d s  %s' "$took" "${step_name:0:110}")")
  printf -- '--- %s: %d s\n' "${step_name:0:60}" "$took"
}
step() {
  step_done
  checks=$((checks + 1))
  step_name="$*"
  step_started=$SECONDS
  printf '\n==> %s\n' "$*"
}

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
# WebKit: WebKitGTK's WebDriver (it brings the MiniBrowser), on an X display of its own.
[ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
[ -x /usr/bin/Xvfb ] || missing+=(xvfb)
# The deployment checks serve app/dist with Debian's nginx and its brotli static module.
[ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
# Schemathesis runs from a venv the test script makes (scripts/schemathesis.sh).
python3 -c 'import ensurepip, venv' 2>/dev/null || missing+=(python3-venv)
# CJK glyphs (the spec's Chinese messages) for Chromium; the gallery pins its fonts to these
# (scripts/gallery/fonts.conf). The smallest complete CJK font in Debian: 1.6 MB.
[ -f /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] || missing+=(fonts-wqy-microhei)
[ -d /usr/share/fonts/truetype/dejavu ] || missing+=(fonts-dejavu-core)
[ -d /usr/share/fonts/truetype/liberation ] || missing+=(fonts-liberation)
# No npm at all: Debian's, only to fetch the declared Node (scripts/node-env.sh).
command -v npm >/dev/null 2>&1 || missing+=(nodejs npm)
if [ ${#missing[@]} -gt 0 ]; then
  step "apt: installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" fonts-liberation >/dev/null
fi

step "node: the declared one (.nvmrc, package.json engines), fetched from the npm registry when older"
# shellcheck source=scripts/node-env.sh
source scripts/node-env.sh
node scripts/check-node.mjs
node --test --test-reporter=dot scripts/check-node.test.mjs

step "npm: install from the lockfile (under node $(node --version)), in the background beside the Rust checks"
# Mostly network and disk: it costs the Rust builds little and saves its whole time.
NPM_LOG="$(mktemp)"
# A second try when the first fails: the registry's answers are slow at times, and npm 11 has
# been seen to lose a folder it was unpacking into ("Cannot cd into node_modules/…").
{ npm ci --no-audit --no-fund --loglevel=error || npm ci --no-audit --no-fund --loglevel=error; } >"$NPM_LOG" 2>&1 &
NPM_PID=$!
ST_PID=
trap 'kill $NPM_PID $ST_PID 2>/dev/null || true' EXIT

step "rust: format"
cargo fmt --all --check
step "rust: clippy"
cargo clippy --workspace --all-targets --quiet -- -D warnings
step "rust: tests (contract, mock server, conformance)"
cargo test --workspace

step "api: Schemathesis ${SCHEMATHESIS_VERSION:=4.32.5} against the freshly built server (-c all, deterministic), in the background"
# It is bounded by time (about 3.5 minutes) and mostly one Python process: it runs beside
# the app's checks and the story suites below, and its result is read before the end-to-end
# tests, which start a server of their own.
ST_LOG="$(mktemp)"
bash scripts/schemathesis.sh >"$ST_LOG" 2>&1 &
ST_PID=$!

step "npm: install result"
if ! wait "$NPM_PID"; then
  cat "$NPM_LOG"
  echo "npm ci failed (its whole output is above)"
  exit 1
fi
rm -f "$NPM_LOG"
step "api: generated types match contract/openapi.json"
npm run -s api:check
step "api: Redocly CLI's recommended rules pass on contract/openapi.json"
npm run -s api:lint
step "app and workbench: type check"
npm run -s typecheck
npm run -s typecheck:workbench
step "lint: ESLint (0 warnings, import boundaries) and Prettier on app, stories, e2e and scripts"
npm run -s lint
step "app: unit tests"
npm run -s test:unit
step "app: npm run dev (Vite in front of the mock): a screen against a scenario, an edit by hot reload, the promotion page"
node --test --test-reporter=dot scripts/dev-hmr.test.mjs
step "app: production build and size budget"
npm run -s build
npm run -s size
step "app: the built JS and CSS use nothing beyond the engines package.json declares"
npm run -s check:targets
step "docs: every reference outside docs/ leads to a docs file and heading that exist"
npm run -s check:docs
step "stories: play functions and a11y in headless Chromium"
npm run -s test:stories
step "stories: the static Storybook opens from a plain file server"
npm run -s test:storybook-static
step "gallery and visual regression: every screen story at 390×844 against stories/screenshots/ (reuses the static Storybook above)"
node scripts/gallery.mjs
step "api: Schemathesis result"
if ! wait "$ST_PID"; then
  cat "$ST_LOG"
  echo "Schemathesis failed (its whole output is above)"
  exit 1
fi
grep -E '^schemathesis:|API Links:|Test cases:|generated,|issues found|failures' "$ST_LOG" || true
rm -f "$ST_LOG"
step "end to end: the bundle served by the mock server, in Chromium"
npx playwright test -c e2e/playwright.config.ts
step "deployment: nginx serving app/dist, the API proxied to the mock server: HTTP checks against the mock server's serving, the main flows in Chromium (the API on another origin too), then WebKit (every route in both languages, the main flows)"
bash scripts/deploy-test.sh

step_done
printf '\n==> durations\n'
printf '%s\n' "${durations[@]}"
printf '\n==> all passed in %s s\n' "$((SECONDS - started))"
echo "checks: $checks passed, 0 failed"
