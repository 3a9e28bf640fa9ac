#!/bin/sh
# Builds the pinned Nakama server and our match plugin from this one module,
# so both share the toolchain and every common dependency's version (a Go
# plugin loads only into a server built exactly so).
#
# The server binary is cached under $NAKAMA_CACHE (default
# ${XDG_CACHE_HOME:-$HOME/.cache}/aladdin-nakama/<key>/nakama), keyed by the
# Go version and every module (path@version and go.sum hash) linked into the
# server: a second run takes seconds, a changed dependency builds afresh.
# The plugin is always rebuilt (a few seconds).
#
# Usage: server/build.sh [outdir]   (default: server/bin)
# Prints the paths of the server binary and the plugin on its last two lines.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
out=${1:-$here/bin}
mkdir -p "$out"
out=$(cd "$out" && pwd)

nakama=github.com/heroiclabs/nakama/v3
version=$(go list -m -f '{{.Version}}' "$nakama")

# The key: Go version, Nakama version, and each module in the server's
# dependency closure with the go.sum line that pins it.
key=$({
	go env GOVERSION GOOS GOARCH CGO_ENABLED
	echo "$nakama@$version"
	go list -deps -f '{{with .Module}}{{.Path}} {{.Version}}{{end}}' "$nakama" | sort -u |
		while read -r path ver; do
			[ -n "$ver" ] || continue
			grep -F "$path $ver/go.mod " go.sum || echo "$path $ver"
			grep -F "$path $ver " go.sum || true
		done
} | sha256sum | cut -c1-16)

cache=${NAKAMA_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/aladdin-nakama}
dir=$cache/$version-$key
bin=$dir/nakama

if [ -x "$bin" ]; then
	echo "nakama $version: cached ($dir)" >&2
else
	echo "nakama $version: building (some minutes the first time) into $dir" >&2
	mkdir -p "$dir"
	start=$(date +%s)
	nice -n 10 go build -trimpath -o "$bin.tmp" "$nakama"
	mv "$bin.tmp" "$bin"
	echo "nakama $version: built in $(($(date +%s) - start)) s" >&2
fi
ln -sf "$bin" "$out/nakama"

start=$(date +%s)
nice -n 10 go build -buildmode=plugin -trimpath -o "$out/aladdin.so" ./plugin
echo "plugin: built in $(($(date +%s) - start)) s" >&2

echo "$out/nakama"
echo "$out/aladdin.so"
