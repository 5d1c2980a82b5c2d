#!/usr/bin/env bash
# Builds the double-dummy engine: DDS 2.9.0 (Bo Haglund & Soren Hein, Apache-2.0) compiled to
# WebAssembly from Debian's source package `dds`. Idempotent; meant to run as root on Debian.
#
#   1. fetches dds_2.9.0.orig.tar.gz with `apt-get source --tar-only`, through private apt state
#      (a deb-src sources file derived from the machine's own apt sources; no system change), and
#      unpacks it under ${PBN_DIRECTOR_CACHE:-$HOME/.cache/pbn-director}/dds/<sha256>/source,
#      DDS's test data included (<sha256>/hands);
#   2. applies scripts/dds/emscripten.patch to a copy and compiles src/*.cpp with em++ (single
#      threaded) into dds.js (CommonJS glue) + dds.wasm, kept under <sha256>/wasm-<stamp>, where the
#      stamp is a hash of the patch and the flags;
#   3. copies both into dist/ with DDS's licence (dist/dds.LICENSE, shipped in the .vsix) and
#      dist/dds-build.json (version, source hash, where the test data is).
# A second run does step 3 only; concurrent runs take turns. Prints short progress lines; exits non-zero with one line on failure.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
PATCH_FILE="$ROOT/scripts/dds/emscripten.patch"
DIST="$ROOT/dist"
CACHE_ROOT="${PBN_DIRECTOR_CACHE:-${HOME:-/root}/.cache/pbn-director}/dds"
VERSION=2.9.0
ORIG_NAME="dds_${VERSION}.orig.tar.gz"
# sha256 of Debian's dds_2.9.0.orig.tar.gz: the cache key, checked after every download.
ORIG_SHA256=9ef36d8c36bf697ba3b499fcb9dca51a4b423278ac72e947235ac86f0b5fc38a
CACHE="$CACHE_ROOT/$ORIG_SHA256"

say() { echo "build:dds: $*"; }
fail() { echo "build:dds: error: $*" >&2; exit 1; }
# Hides any URI in apt's output: the mirror's name is never printed.
mask_uris() { sed -E 's#[A-Za-z][A-Za-z0-9+.-]*://[^ ]*#<archive>#g; s#<archive>/?[^ ]*#<archive>#g'; }

EXPORTS=(CalcDDtable Par DealerPar SidesPar SolveBoard AnalysePlayBin SetMaxThreads SetResources
  FreeMemory ErrorMessage GetDDSInfo malloc free)
CXXFLAGS=(-O3 -std=c++11 -include cstdio -fno-exceptions -fno-rtti -Wno-everything)
exported=$(printf '"_%s",' "${EXPORTS[@]}")
LDFLAGS=(-O3 -s MODULARIZE=1 -s EXPORT_NAME=createDdsModule -s ENVIRONMENT=node -s FILESYSTEM=0 -s NODEJS_CATCH_EXIT=0 -s NODEJS_CATCH_REJECTION=0
  -s ALLOW_MEMORY_GROWTH=1 -s INITIAL_MEMORY=32MB -s MAXIMUM_MEMORY=2GB -s TOTAL_STACK=1MB
  -s "EXPORTED_FUNCTIONS=[${exported%,}]" -s "EXPORTED_RUNTIME_METHODS=[]")
STAMP=$( { cat "$PATCH_FILE"; printf '%s\n' "${CXXFLAGS[@]}" "${LDFLAGS[@]}"; } | sha256sum | cut -c1-16)
OUT="$CACHE/wasm-$STAMP"

# Copies the cached engine into dist/ (only what changed) and writes dist/dds-build.json.
install_into_dist() {
  mkdir -p "$DIST"
  cp "$CACHE/source/LICENSE" "$OUT/dds.LICENSE" 2>/dev/null || fail "DDS's LICENSE is missing from the cached source"
  for file in dds.js dds.wasm dds.LICENSE; do
    if ! cmp -s "$OUT/$file" "$DIST/$file"; then
      { cp "$OUT/$file" "$DIST/.$file.$$" && mv -f "$DIST/.$file.$$" "$DIST/$file"; } || fail "could not copy $file into $DIST"
    fi
  done
  cat > "$DIST/dds-build.json.tmp.$$" <<JSON
{ "dds": "$VERSION", "source": "$ORIG_NAME", "sha256": "$ORIG_SHA256", "stamp": "$STAMP", "hands": "$CACHE/hands" }
JSON
  mv -f "$DIST/dds-build.json.tmp.$$" "$DIST/dds-build.json"
  say "engine ready: dist/dds.wasm ($(( $(stat -c %s "$DIST/dds.wasm") / 1024 )) KB) + dist/dds.js"
}

# Two builds at once (two checkouts, two terminals) share the cache: the second waits for the first
# and then finds the engine built.
mkdir -p "$CACHE_ROOT"
exec 9> "$CACHE_ROOT/.build.lock"
if command -v flock > /dev/null && ! flock -n 9; then
  say "another build of the engine is running; waiting for it"
  flock 9
fi

if [ -f "$OUT/ok" ]; then
  install_into_dist
  exit 0
fi

# Writes deb822 deb-src stanzas for the machine's own apt sources (deb822 files and one-line lists).
derive_sources() {
  local file
  shopt -s nullglob
  for file in /etc/apt/sources.list.d/*.sources; do
    awk 'BEGIN { IGNORECASE = 1 } /^Types:/ { print "Types: deb-src"; next } { print } END { print "" }' "$file"
  done
  for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    [ -f "$file" ] || continue
    awk '
      /^[ \t]*deb[ \t]/ {
        sub(/^[ \t]*deb[ \t]+/, ""); options = ""
        if ($0 ~ /^\[/) { options = substr($0, 2, index($0, "]") - 2); sub(/^\[[^]]*\][ \t]*/, "") }
        n = split($0, word, /[ \t]+/); if (n < 2) next
        print "Types: deb-src"; print "URIs: " word[1]; print "Suites: " word[2]
        components = ""; for (i = 3; i <= n; i++) components = components (i > 3 ? " " : "") word[i]
        if (components != "") print "Components: " components
        m = split(options, option, /[ \t]+/)
        for (i = 1; i <= m; i++) {
          split(option[i], kv, "=")
          if (kv[1] == "signed-by") print "Signed-By: " kv[2]
          else if (kv[1] == "arch") print "Architectures: " kv[2]
          else if (kv[1] == "trusted") print "Trusted: " kv[2]
        }
        print ""
      }' "$file"
  done
}

# Step 1: the source, unpacked under the cache.
if [ ! -f "$CACHE/source/.complete" ]; then
  say "fetching Debian's dds $VERSION source package (private apt state, no system change)"
  mkdir -p "$CACHE_ROOT"
  APT=$(mktemp -d "$CACHE_ROOT/.apt.XXXXXX")
  trap 'rm -rf "$APT"' EXIT
  mkdir -p "$APT/parts" "$APT/state/lists/partial" "$APT/cache/archives/partial" "$APT/download"
  derive_sources > "$APT/deb-src.sources"
  grep -q '^Types: deb-src' "$APT/deb-src.sources" || fail "no apt sources found in /etc/apt to derive deb-src entries from"
  APT_OPTIONS=(-o "Dir::Etc::SourceList=$APT/deb-src.sources" -o "Dir::Etc::SourceParts=$APT/parts"
    -o "Dir::State=$APT/state" -o "Dir::Cache=$APT/cache" -o "APT::Sandbox::User=root" -o "Debug::NoLocking=1")
  apt-get "${APT_OPTIONS[@]}" -q update 2>&1 | mask_uris > "$APT/update.log" || true
  if ! (cd "$APT/download" && apt-get "${APT_OPTIONS[@]}" -q source --download-only --tar-only dds 2>&1 | mask_uris > "$APT/source.log"); then
    reason=$(grep -E '^(E|W):' "$APT/source.log" "$APT/update.log" | head -n 1 | cut -d: -f2- || true)
    fail "apt-get source dds failed:${reason:- see apt-get update}"
  fi
  [ -f "$APT/download/$ORIG_NAME" ] || fail "the archive's dds source is not version $VERSION (no $ORIG_NAME)"
  actual=$(sha256sum "$APT/download/$ORIG_NAME" | cut -d' ' -f1)
  [ "$actual" = "$ORIG_SHA256" ] || fail "$ORIG_NAME has sha256 $actual, expected $ORIG_SHA256"
  rm -rf "$CACHE/source" "$CACHE/source.tmp"
  mkdir -p "$CACHE/source.tmp"
  tar -xzf "$APT/download/$ORIG_NAME" -C "$CACHE/source.tmp" --strip-components=1 || fail "could not unpack $ORIG_NAME"
  [ -f "$CACHE/source.tmp/src/dds.cpp" ] && [ -d "$CACHE/source.tmp/hands" ] || fail "$ORIG_NAME does not hold src/ and hands/"
  touch "$CACHE/source.tmp/.complete"
  mv "$CACHE/source.tmp" "$CACHE/source"
  ln -sfn source/hands "$CACHE/hands"
  rm -rf "$APT"
  trap - EXIT
  say "source unpacked into the cache ($CACHE)"
fi

# Step 2: compile with Emscripten.
if ! command -v em++ > /dev/null; then
  [ "$(id -u)" -eq 0 ] && command -v apt-get > /dev/null || fail "em++ not found: install Debian's emscripten package (apt-get install emscripten) and run again"
  say "installing Debian's emscripten (apt-get install emscripten)"
  { apt-get -q update && DEBIAN_FRONTEND=noninteractive apt-get install -y -q emscripten; } 2>&1 | mask_uris > /tmp/pbn-director-emscripten.log \
    || fail "apt-get install emscripten failed (log: /tmp/pbn-director-emscripten.log)"
  command -v em++ > /dev/null || fail "emscripten installed but em++ is still not on PATH"
fi
say "compiling DDS $VERSION with $(em++ --version 2>/dev/null | head -n 1 | sed -E 's/.* ([0-9]+[.][0-9]+[.][0-9]+).*/em++ \1/') (single threaded)"
start=$SECONDS
# Debian's em++ runs node tools that need Debian's node-acorn; a Node.js from elsewhere does not look
# in Debian's module folder by itself.
export NODE_PATH="${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs"
WORK="$CACHE/build-$STAMP"
rm -rf "$CACHE"/build-*
mkdir -p "$WORK/obj"
cp -r "$CACHE/source/src" "$CACHE/source/include" "$WORK/"
(cd "$WORK" && patch -s -p1 < "$PATCH_FILE") || fail "scripts/dds/emscripten.patch does not apply to DDS $VERSION"
export WORK
printf '%s\n' "${CXXFLAGS[@]}" > "$WORK/cxxflags"
(cd "$WORK/src" && ls *.cpp) | xargs -P "$(nproc)" -I{} sh -c \
  'em++ $(cat "$WORK/cxxflags") -c "$WORK/src/$1" -o "$WORK/obj/$1.o" 2> "$WORK/obj/$1.log" || { echo "build:dds: error: em++ failed on src/$1: $(grep -m1 error "$WORK/obj/$1.log")" >&2; exit 255; }' _ {} \
  || fail "compiling DDS failed"
say "linking dds.wasm"
em++ "${LDFLAGS[@]}" "$WORK"/obj/*.o -o "$WORK/dds.js" 2> "$WORK/link.log" || fail "em++ link failed: $(grep -m1 -i error "$WORK/link.log")"
rm -rf "$OUT"
mkdir -p "$OUT"
cp "$WORK/dds.js" "$WORK/dds.wasm" "$OUT/"
touch "$OUT/ok"
rm -rf "$WORK"
for old in "$CACHE"/wasm-*; do [ "$old" = "$OUT" ] || rm -rf "$old"; done
say "compiled in $((SECONDS - start)) s"
install_into_dist
