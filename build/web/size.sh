#!/usr/bin/env bash
# Compares the game's wasm with the minimal Ebitengine program
# (build/web/minimal: shapes, text/v2 with a Go font, a sine beep), both
# built with the same flags, raw and gzip -9; with -pkg, also lists the
# game's biggest packages (from an unstripped build's symbol sizes).
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
  GOOS=js GOARCH=wasm go build -trimpath -o "$out/aladdin-syms.wasm" .
  GOOS=js GOARCH=wasm go build -trimpath -o "$out/minimal-syms.wasm" ./build/web/minimal
  for b in aladdin minimal; do
    go tool nm -size "$out/$b-syms.wasm" | awk '{ sz=$2; name=$4; sub(/^(go:|type:\*?)/, "", name)
      slash=0; for (i=length(name); i>0; i--) if (substr(name,i,1)=="/") { slash=i; break }
      rest=substr(name, slash+1); dot=index(rest, "."); pkg=(dot ? substr(name, 1, slash+dot-1) : name)
      s[pkg]+=sz } END { for (k in s) printf "%d %s\n", s[k], k }' | sort -rn >"$out/$b-pkgs.txt"
  done
  echo "biggest packages of the game not in the minimal program (symbol bytes):"
  awk 'NR==FNR { m[$2]=$1; next } { d=$1-m[$2]; if (d > 20000) printf "%9d %s\n", d, $2 }' "$out/minimal-pkgs.txt" "$out/aladdin-pkgs.txt" | sort -rn | head -25
fi
