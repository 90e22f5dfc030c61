#!/usr/bin/env bash
# The deployment as borrowers get it, checked once (scripts/test.sh runs this after building
# app/dist): the mock server as the API upstream, nginx serving app/dist in front of it
# (scripts/serve-nginx.sh), and a second nginx whose config.json puts the API on another origin
# (the mock server itself: http://localhost:PORT while the site is http://127.0.0.1:PORT).
#   1. scripts/deploy-check.mjs: the mock server and nginx agree on every route, the not-found
#      answers and every class of file; the rules' headers; the clients' headers reach the API;
#   2. e2e/deploy/: the main flows in Chromium through nginx, the API on another origin, the
#      upload limits at the proxy, the field telemetry to a stand-in Collector (the mock server)
#      and, with none set, nginx's 204;
#   3. the WebKit checks (e2e/webkit/) against a third nginx whose config.json switches the
#      service worker's registration off: WKWebView has none unless the app declares app-bound
#      domains, and the pages must work there as they do without it.
# Releases (docs/serving.md "Releases"), with the second build (scripts/second-build.mjs): a
# fourth nginx, without the service worker, serves a copy of app/dist that the WebKit checks
# replace by a plain copy of the second build while loan details is open; a fifth serves a folder
# filled by the install command (scripts/install-release.mjs), into which e2e/deploy/release.spec.ts
# installs the second build while loan details is open.
# DEPLOY_SERVER replaces the mock server's command; DEPLOY_SKIP_WEBKIT=1 leaves out step 3.
set -euo pipefail
cd "$(dirname "$0")/.."

MOCK_PORT="${DEPLOY_MOCK_PORT:-18089}"
SITE_PORT="${DEPLOY_SITE_PORT:-18090}"
CROSS_PORT="${DEPLOY_CROSS_PORT:-18091}"
NOSW_PORT="${DEPLOY_NOSW_PORT:-18092}"
RELEASE_PORT="${DEPLOY_RELEASE_PORT:-18095}"
INSTALL_PORT="${DEPLOY_INSTALL_PORT:-18096}"
WORK="target/deploy"
mock="http://127.0.0.1:$MOCK_PORT"
site="http://127.0.0.1:$SITE_PORT"
cross="http://127.0.0.1:$CROSS_PORT"
nosw="http://127.0.0.1:$NOSW_PORT"
release="http://127.0.0.1:$RELEASE_PORT"
installed="http://127.0.0.1:$INSTALL_PORT"
api="http://localhost:$MOCK_PORT"
mkdir -p "$WORK"
if [ ! -f target/second-build/second-build.json ]; then
  echo "deploy-test: no second build for the release checks: node scripts/second-build.mjs (after npm run build)" >&2
  exit 1
fi
# A server left on one of the ports would answer in place of the ones started here.
for url in "$mock" "$site" "$cross" "$nosw" "$release" "$installed"; do
  if curl -so /dev/null "$url/"; then
    echo "deploy-test: something already answers on $url: stop it or set DEPLOY_*_PORT" >&2
    exit 1
  fi
done

pids=()
stop() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap stop EXIT
started=$SECONDS
# shellcheck disable=SC2086 # the command is words, as E2E_SERVER's
${DEPLOY_SERVER:-cargo run -q -p mock-server --} --port "$MOCK_PORT" --journal-size 50000 --log warn &
pids+=($!)
# The mock's media (uploaded photos) and hosted privacy page go to it too: it stands in for
# the backend and the company's site.
# Its field telemetry goes to the mock server too, which takes OTLP/HTTP logs at /v1/logs as a
# Collector does; the second nginx has no TELEMETRY_UPSTREAM (it answers 204).
PORT="$SITE_PORT" API_UPSTREAM="$mock" ALSO_PROXY="/__mock/ /hosted/" TELEMETRY_UPSTREAM="$mock" WORK_DIR="$WORK/site" \
  bash scripts/serve-nginx.sh 2>"$WORK/site.log" &
pids+=($!)
node -e '
  const config = JSON.parse(require("node:fs").readFileSync("app/dist/config.json", "utf8"));
  config.apiBase = process.argv[1];
  console.log(JSON.stringify(config));
' "$api" >"$WORK/cross-config.json"
PORT="$CROSS_PORT" API_UPSTREAM="$mock" ALSO_PROXY="/__mock/ /hosted/" CONFIG_JSON="$WORK/cross-config.json" \
  WORK_DIR="$WORK/cross" \
  bash scripts/serve-nginx.sh 2>"$WORK/cross.log" &
pids+=($!)
node -e '
  const config = JSON.parse(require("node:fs").readFileSync("app/dist/config.json", "utf8"));
  config.serviceWorker = "off";
  console.log(JSON.stringify(config));
' >"$WORK/nosw-config.json"
PORT="$NOSW_PORT" API_UPSTREAM="$mock" ALSO_PROXY="/__mock/ /hosted/" CONFIG_JSON="$WORK/nosw-config.json" \
  WORK_DIR="$WORK/nosw" \
  bash scripts/serve-nginx.sh 2>"$WORK/nosw.log" &
pids+=($!)
# The release checks' folders: a copy of the first build, and the first build installed.
rm -rf "$WORK/release-site" "$WORK/install-site"
cp -r app/dist "$WORK/release-site"
node scripts/install-release.mjs --from app/dist --to "$WORK/install-site" >/dev/null
PORT="$RELEASE_PORT" API_UPSTREAM="$mock" ALSO_PROXY="/__mock/ /hosted/" TELEMETRY_UPSTREAM="$mock" \
  CONFIG_JSON="$WORK/nosw-config.json" DIST="$WORK/release-site" WORK_DIR="$WORK/release" \
  bash scripts/serve-nginx.sh 2>"$WORK/release.log" &
pids+=($!)
PORT="$INSTALL_PORT" API_UPSTREAM="$mock" ALSO_PROXY="/__mock/ /hosted/" DIST="$WORK/install-site" WORK_DIR="$WORK/install" \
  bash scripts/serve-nginx.sh 2>"$WORK/install.log" &
pids+=($!)

ready() {
  for _ in $(seq 1 2400); do
    curl -fso /dev/null "$1/config.json" && return 0
    sleep 0.1
  done
  echo "deploy-test: $1 did not answer (logs in $WORK/)" >&2
  cat "$WORK"/*.log >&2 || true
  return 1
}
ready "$mock"
ready "$site"
ready "$cross"
ready "$nosw"
ready "$release"
ready "$installed"
echo "deploy-test: servers up in $((SECONDS - started)) s (mock $mock, nginx $site, nginx with the API elsewhere $cross, nginx without the service worker $nosw, nginx of a copied release $release, nginx of an installed release $installed)"

t=$SECONDS
node scripts/deploy-check.mjs --mock "$mock" --nginx "$site"
echo "deploy-test: HTTP checks in $((SECONDS - t)) s"
t=$SECONDS
DEPLOY_BASE_URL="$site" DEPLOY_CROSS_URL="$cross" DEPLOY_API_URL="$api" \
  DEPLOY_INSTALL_URL="$installed" DEPLOY_INSTALL_DIR="$WORK/install-site" DEPLOY_INSTALL_NGINX="$WORK/install" \
  npx playwright test -c e2e/deploy/playwright.config.ts
echo "deploy-test: Chromium flows in $((SECONDS - t)) s"
if [ "${DEPLOY_SKIP_WEBKIT:-}" != 1 ]; then
  t=$SECONDS
  WEBKIT_BASE_URL="$nosw" WEBKIT_RELEASE_URL="$release" WEBKIT_RELEASE_DIR="$WORK/release-site" npm run -s test:webkit
  echo "deploy-test: WebKit checks in $((SECONDS - t)) s"
fi
echo "deploy-test: done in $((SECONDS - started)) s"
