#!/usr/bin/env bash
# Builds the web bundle and serves it at http://127.0.0.1:8080/ (or $1).
#   build/web/serve.sh [addr]
set -euo pipefail
cd "$(dirname "$0")/../.."
build/web/build.sh build/web/out/site
exec go run ./build/web/serve -addr "${1:-127.0.0.1:8080}" -dir build/web/out/site
