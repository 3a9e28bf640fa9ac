#!/usr/bin/env bash
# Plays the game: builds and opens the desktop window.
set -euo pipefail
cd "$(dirname "$0")/.."
exec go run . "$@"
