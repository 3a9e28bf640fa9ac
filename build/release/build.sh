#!/usr/bin/env bash
# Cross-compiles the desktop game for every release target with
# CGO_ENABLED=0 (Ebitengine v2.10 reaches the system's GL, audio and window
# libraries through purego, so no C toolchain is needed) and prints sizes.
#
#   build/release/build.sh [out-dir]        default: dist/release
#   TARGETS="linux/amd64 windows/amd64" build/release/build.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:-dist/release}
targets=${TARGETS:-"linux/amd64 windows/amd64 darwin/arm64 darwin/amd64"}
version=$(git describe --always --dirty 2>/dev/null || echo dev)
mkdir -p "$out"

printf '%-16s %-36s %12s %12s\n' target file bytes "gzip -9"
for t in $targets; do
  goos=${t%/*} goarch=${t#*/}
  name="aladdins-dragons-$goos-$goarch"
  [ "$goos" = windows ] && name="$name.exe"
  ldflags="-s -w"
  # A Windows game opens no console window.
  [ "$goos" = windows ] && ldflags="$ldflags -H=windowsgui"
  CGO_ENABLED=0 GOOS=$goos GOARCH=$goarch go build -trimpath -ldflags="$ldflags" -o "$out/$name" .
  size=$(wc -c <"$out/$name")
  gz=$(gzip -9 -c "$out/$name" | wc -c)
  printf '%-16s %-36s %12d %12d\n' "$t" "$name" "$size" "$gz"
done
echo "release $version in $out"
