#!/usr/bin/env bash
# Builds the web edition into one self-contained folder that any static
# server can serve: index.html (the loading screen), wasm_exec.js from this
# Go toolchain, aladdin.wasm, the web app manifest, its icons (painted by
# build/web/icons from the game's title art) and the service worker sw.js.
# Next to each text file and the wasm go .br (brotli, best quality) and
# .gz (gzip -9) copies for servers that send precompressed files
# (build/web/serve does; docs/WEB.md says how to set up others).
#
#   build/web/build.sh [out-dir]        default: build/web/out/site
#
# Brotli at its best quality takes about a minute for the wasm, so the
# .br of a wasm already compressed once is kept in build/web/out/cache.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-build/web/out/site}
cache=build/web/out/cache
mkdir -p "$out" "$cache"

GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -o "$out/aladdin.wasm.tmp" .
mv "$out/aladdin.wasm.tmp" "$out/aladdin.wasm"

execjs="$(go env GOROOT)/lib/wasm/wasm_exec.js"
[ -f "$execjs" ] || execjs="$(go env GOROOT)/misc/wasm/wasm_exec.js" # Go before 1.24
cp "$execjs" "$out/wasm_exec.js"
go run ./build/web/icons -out "$out"
cp build/web/manifest.webmanifest "$out/manifest.webmanifest"

size=$(wc -c <"$out/aladdin.wasm")
# The wasm and the wasm_exec.js that runs it are one version: their URLs
# carry its hash, so no browser cache ever mixes two builds.
wasm_version=$(cat "$out/aladdin.wasm" "$out/wasm_exec.js" | sha256sum | cut -c1-12)
sed -e "s/__WASM_SIZE__/$size/" -e "s/__WASM_VERSION__/$wasm_version/" build/web/index.html >"$out/index.html"
# The bundle's version covers every file the service worker keeps, so a
# change to any of them is a new worker (and a new cache).
bundle_version=$(cat "$out/index.html" "$out/wasm_exec.js" "$out/aladdin.wasm" "$out/manifest.webmanifest" \
  "$out"/icon-*.png "$out/apple-touch-icon.png" build/web/sw.js | sha256sum | cut -c1-12)
sed -e "s/__BUNDLE_VERSION__/$bundle_version/" -e "s/__WASM_VERSION__/$wasm_version/" build/web/sw.js >"$out/sw.js"

gzip -9 -n -c "$out/aladdin.wasm" >"$out/aladdin.wasm.gz"
if command -v brotli >/dev/null 2>&1; then
  if [ ! -f "$cache/$wasm_version.wasm.br" ]; then
    rm -f "$cache"/*.wasm.br
    brotli -q 11 -c "$out/aladdin.wasm" >"$cache/$wasm_version.wasm.br.tmp"
    mv "$cache/$wasm_version.wasm.br.tmp" "$cache/$wasm_version.wasm.br"
  fi
  cp "$cache/$wasm_version.wasm.br" "$out/aladdin.wasm.br"
else
  rm -f "$out/aladdin.wasm.br"
  echo "web: no brotli here (Debian: apt-get install brotli); the bundle has only .gz copies, about 40% more to download than .br" >&2
fi
# The small text files too: wasm_exec.js shrinks from 17 KB to 4-5 KB.
for f in index.html wasm_exec.js sw.js manifest.webmanifest; do
  gzip -9 -n -c "$out/$f" >"$out/$f.gz"
  if command -v brotli >/dev/null 2>&1; then brotli -q 11 -c "$out/$f" >"$out/$f.br"; fi
done

gz=$(wc -c <"$out/aladdin.wasm.gz")
br=$( [ -f "$out/aladdin.wasm.br" ] && wc -c <"$out/aladdin.wasm.br" || echo 0)
awk -v o="$out" -v s="$size" -v g="$gz" -v b="$br" -v v="$bundle_version" 'BEGIN {
  printf "web bundle %s in %s: aladdin.wasm %d bytes (%.2f MB), gzip -9 %d (%.2f MB)", v, o, s, s/1e6, g, g/1e6
  if (b > 0) printf ", brotli %d (%.2f MB)", b, b/1e6
  printf "\n" }'
