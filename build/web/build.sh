#!/usr/bin/env bash
# Builds the web edition into one self-contained folder that any static
# server can serve: index.html (the loading screen), wasm_exec.js from this
# Go toolchain, aladdin.wasm, and aladdin.wasm.gz for servers that send
# precompressed files (build/web/serve does).
#
#   build/web/build.sh [out-dir]        default: build/web/out/site
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-build/web/out/site}
mkdir -p "$out"

GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -o "$out/aladdin.wasm.tmp" .
mv "$out/aladdin.wasm.tmp" "$out/aladdin.wasm"

execjs="$(go env GOROOT)/lib/wasm/wasm_exec.js"
[ -f "$execjs" ] || execjs="$(go env GOROOT)/misc/wasm/wasm_exec.js" # Go before 1.24
cp "$execjs" "$out/wasm_exec.js"

size=$(wc -c <"$out/aladdin.wasm")
version=$(sha256sum "$out/aladdin.wasm" | cut -c1-12)
sed -e "s/__WASM_SIZE__/$size/" -e "s/__WASM_VERSION__/$version/" build/web/index.html >"$out/index.html"
gzip -9 -n -c "$out/aladdin.wasm" >"$out/aladdin.wasm.gz"
gz=$(wc -c <"$out/aladdin.wasm.gz")
awk -v o="$out" -v s="$size" -v g="$gz" 'BEGIN { printf "web bundle in %s: aladdin.wasm %d bytes (%.2f MB), gzip -9 %d bytes (%.2f MB)\n", o, s, s/1e6, g, g/1e6 }'
