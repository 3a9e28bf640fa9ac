#!/usr/bin/env bash
# Compares the game's wasm with the minimal Ebitengine program
# (build/web/minimal: shapes, text/v2 with a Go font, a sine beep), both
# built with the same flags, raw and gzip -9; with -pkg, also lists the
# packages whose code grew most (build/web/wasmsize on unstripped builds).
#
#   build/web/size.sh [-pkg]
set -euo pipefail
cd "$(dirname "$0")/../.."
out=build/web/out/size
mkdir -p "$out"
flags=(-trimpath -ldflags="-s -w")
GOOS=js GOARCH=wasm go build "${flags[@]}" -o "$out/minimal.wasm" ./build/web/minimal
GOOS=js GOARCH=wasm go build "${flags[@]}" -o "$out/aladdin.wasm" .
m=$(wc -c <"$out/minimal.wasm"); mg=$(gzip -9 -n -c "$out/minimal.wasm" | wc -c)
a=$(wc -c <"$out/aladdin.wasm"); ag=$(gzip -9 -n -c "$out/aladdin.wasm" | wc -c)
awk -v m="$m" -v mg="$mg" -v a="$a" -v ag="$ag" 'BEGIN {
  printf "| build | raw | gzip -9 |\n|---|---|---|\n"
  printf "| minimal Ebitengine program | %d (%.2f MB) | %d (%.2f MB) |\n", m, m/1e6, mg, mg/1e6
  printf "| the game | %d (%.2f MB) | %d (%.2f MB) |\n", a, a/1e6, ag, ag/1e6
  printf "| game / minimal | %+.1f%% | %+.1f%% |\n", 100*(a/m-1), 100*(ag/mg-1)
  ok = (a <= 1.1*m && ag <= 1.1*mg)
  printf "target (at most +10%% both): %s\n", ok ? "met" : "NOT met"
}'
if [ "${1:-}" = "-pkg" ]; then
  # Unstripped builds keep the wasm name section, which wasmsize reads.
  GOOS=js GOARCH=wasm go build -trimpath -o "$out/minimal-syms.wasm" ./build/web/minimal
  GOOS=js GOARCH=wasm go build -trimpath -o "$out/aladdin-syms.wasm" .
  echo
  echo "where the game's extra bytes go (code per package, unstripped builds):"
  go run ./build/web/wasmsize "$out/minimal-syms.wasm" "$out/aladdin-syms.wasm" | head -24
fi
