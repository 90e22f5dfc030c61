# What the test command installs on a fresh Debian machine (sourced by scripts/test.sh, which
# calls these when a step first needs them: docs/testing.md "On a fresh machine").
# shellcheck shell=bash

# Debian packages: what the Rust build and the Node set-up need first (installed before
# anything else), and what only the browser steps need (installed in the background of a full
# run, beside the Rust build; the first browser step waits for it).
APT_UPDATED=
apt_install() {
  [ $# -gt 0 ] || return 0
  echo "apt: installing $*"
  if [ -z "$APT_UPDATED" ]; then
    apt-get update -qq
    APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}
early_packages() {
  local missing=()
  # The mock server's upstream client speaks TLS with the system's OpenSSL (native-tls builds
  # against its headers, found by pkg-config).
  [ -f /usr/include/openssl/ssl.h ] || missing+=(libssl-dev pkg-config)
  # Schemathesis runs from a venv the test script makes (scripts/schemathesis.sh).
  python3 -c 'import ensurepip, venv' 2>/dev/null || missing+=(python3-venv)
  # No npm at all: Debian's, only to fetch the declared Node (scripts/node-env.sh).
  command -v npm >/dev/null 2>&1 || missing+=(nodejs npm)
  echo "${missing[@]}"
}
browser_packages() {
  local missing=()
  # Chromium's headless shell: the browser of every Chromium check (docs/quality.md "Browsers").
  [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
  # WebKit: WebKitGTK's WebDriver (it brings the MiniBrowser), on an X display of its own.
  [ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
  [ -x /usr/bin/Xvfb ] || missing+=(xvfb)
  # The deployment checks serve app/dist with Debian's nginx and its brotli static module.
  [ -x /usr/sbin/nginx ] || missing+=(nginx)
  [ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
  # CJK glyphs (the spec's Chinese messages) for Chromium; the gallery pins its fonts to these
  # (scripts/gallery/fonts.conf). The smallest complete CJK font in Debian: 1.6 MB.
  [ -f /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] || missing+=(fonts-wqy-microhei)
  [ -d /usr/share/fonts/truetype/dejavu ] || missing+=(fonts-dejavu-core)
  [ -d /usr/share/fonts/truetype/liberation ] || missing+=(fonts-liberation)
  echo "${missing[@]}"
}

prepare_system() {
  # shellcheck disable=SC2046 # the package names are words
  apt_install $(early_packages)
  # The declared Node (.nvmrc, package.json engines), fetched from the npm registry when older.
  # shellcheck source=scripts/node-env.sh
  source scripts/node-env.sh
}

# npm ci when node_modules was not installed from this lockfile under this Node.
NPM_STAMP=node_modules/.installed-from
npm_wanted() { printf '%s %s\n' "$(node --version)" "$(sha256sum package-lock.json | cut -d' ' -f1)"; }
npm_install() {
  if [ -f "$NPM_STAMP" ] && [ "$(cat "$NPM_STAMP")" = "$(npm_wanted)" ]; then
    echo "npm: node_modules is installed from this lockfile"
    return 0
  fi
  # A second try when the first fails: the registry's answers are slow at times, and npm 11 has
  # been seen to lose a folder it was unpacking into ("Cannot cd into node_modules/…").
  npm ci --no-audit --no-fund --loglevel=error || npm ci --no-audit --no-fund --loglevel=error
  npm_wanted >"$NPM_STAMP"
}
