#!/usr/bin/env bash
# Debian's nginx serving app/dist as it ships: the routes, headers, cache rules and
# precompressed files of the serving rules the build wrote (app/dist/serving.json), and the
# contract's API paths proxied to API_UPSTREAM. In the foreground, as the user who runs it:
# everything nginx writes (configuration, temporary files, pid) goes into WORK_DIR; no
# system path is written. Installs nginx and its brotli module from apt when missing.
#
#   PORT=8081 API_UPSTREAM=http://127.0.0.1:8080 bash scripts/serve-nginx.sh
#
# Optional: DIST (default app/dist), CONFIG_JSON (this environment's config.json, served as
# /config.json; the CSP follows the origins it names), SITE_ORIGIN (the public origin of
# canonical links and the sitemap: the bundle is copied into WORK_DIR and retargeted),
# BIND (127.0.0.1), WORK_DIR (target/nginx-$PORT), ALSO_PROXY (more path prefixes for the
# upstream, e.g. "/__mock/ /hosted/" in front of the mock server), TELEMETRY_UPSTREAM (an
# OpenTelemetry Collector's OTLP/HTTP receiver, e.g. http://otel-collector:4318: config.json's
# telemetryPath goes to its /v1/logs; unset, that path answers 204 and the records are
# dropped; docs/telemetry.md). docs/serving.md.
set -euo pipefail
cd "$(dirname "$0")/.."

: "${PORT:?PORT is required, e.g. PORT=8081}"
: "${API_UPSTREAM:?API_UPSTREAM is required, e.g. API_UPSTREAM=http://127.0.0.1:8080}"
DIST="${DIST:-app/dist}"
BIND="${BIND:-127.0.0.1}"
WORK_DIR="${WORK_DIR:-target/nginx-$PORT}"
BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so

if [ ! -x /usr/sbin/nginx ] || [ ! -f "$BROTLI_MODULE" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "serve-nginx: nginx is missing; as root: apt-get install nginx libnginx-mod-http-brotli-static" >&2
    exit 1
  fi
  echo "serve-nginx: installing nginx and its brotli static module from apt" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    nginx libnginx-mod-http-brotli-static >/dev/null
fi
if [ ! -f "$DIST/serving.json" ]; then
  echo "serve-nginx: no $DIST/serving.json: build the bundle first (npm ci && npm run build)" >&2
  exit 1
fi

mkdir -p "$WORK_DIR"
WORK_DIR="$(cd "$WORK_DIR" && pwd)"
if [ -n "${SITE_ORIGIN:-}" ]; then
  node app/scripts/site-origin.mjs --dist "$DIST" --out "$WORK_DIR/site" --origin "$SITE_ORIGIN"
  DIST="$WORK_DIR/site"
fi
args=(--work "$WORK_DIR" --port "$PORT" --upstream "$API_UPSTREAM" --dist "$DIST" --bind "$BIND")
[ -n "${CONFIG_JSON:-}" ] && args+=(--config "$CONFIG_JSON")
[ -n "${ALSO_PROXY:-}" ] && args+=(--also "$ALSO_PROXY")
[ -n "${TELEMETRY_UPSTREAM:-}" ] && args+=(--telemetry "$TELEMETRY_UPSTREAM")
node app/scripts/nginx-conf.mjs "${args[@]}"

echo "serve-nginx: http://$BIND:$PORT/ serving $DIST, API to $API_UPSTREAM, telemetry to ${TELEMETRY_UPSTREAM:-nowhere (204)} (configuration: $WORK_DIR/nginx.conf)" >&2
# -p: the prefix for relative paths; -e: the error log before the configuration is read
# (the default is a system path); -c: the generated file. exec: signals reach nginx itself.
exec /usr/sbin/nginx -p "$WORK_DIR" -e stderr -c "$WORK_DIR/nginx.conf"
