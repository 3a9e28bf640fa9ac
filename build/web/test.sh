#!/usr/bin/env bash
# The browser end-to-end test (build/test.sh runs it): builds the web bundle,
# the desktop binary and bot-only game records, then runs build/web/e2e.mjs
# in headless Chromium. Installs Chromium (apt) and playwright-core (npm,
# pinned by package-lock.json) and brotli (apt; the bundle's .br files) when
# missing. Screenshots and the measured
# figures land in build/web/out/e2e/. E2E_ONLY=basic, magic or look runs
# the loading and determinism checks and then only the basic games, only
# the magic games, or only take back, the replay and recent games
# (build/web/e2e.mjs); E2E_ONLY=offline only the delivery, the loader's
# figure, installing and starting offline; E2E_ONLY=online the online
# lobby in two pages and then a desktop window (on DISPLAY) and a page
# playing a round at one table, E2E_ONLY=online-window only the latter
# (both need ALADDIN_SERVER: run under server/itest.sh -with);
# E2E_DEBUG=1 logs the magic moves and section 13's.
# E2E_PATIENCE=n multiplies every limit on waiting (2 by default, 4 with CI
# set); a wait on the game fails only when the game has stood still that long.
set -euo pipefail
cd "$(dirname "$0")/../.."
web=build/web
out=$web/out
say() { printf '\n== web: %s\n' "$*"; }

sudo_cmd=""
[ "$(id -u)" != 0 ] && sudo_cmd="sudo"
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v brotli >/dev/null 2>&1 || need+=(brotli)
command -v node >/dev/null 2>&1 || need+=(nodejs)
command -v npm >/dev/null 2>&1 || need+=(npm)
if [ ${#need[@]} -gt 0 ]; then
  say "installing ${need[*]}"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${need[@]}" >/dev/null
fi
node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" -lt 20 ]; then
  echo "web: playwright-core needs Node.js 20 or newer; this machine has $(node --version)." >&2
  echo "     Install a newer nodejs (e.g. from NodeSource) and run build/web/test.sh again." >&2
  exit 1
fi
if [ ! -f $web/node_modules/playwright-core/package.json ]; then
  say "npm ci (playwright-core)"
  (cd $web && npm ci --no-audit --no-fund --loglevel=error)
fi

say "bundle"
$web/build.sh $out/site
say "desktop binary and the serve command"
go build -o $out/aladdin-desktop .
go build -o $out/serve ./$web/serve
case "${E2E_ONLY:-}" in
online | online-window) ;; # the online sections replay no records
*)
  say "bot-only records (basic and magic) for the determinism check"
  rm -rf $out/records
  go run ./$web/mkrecord -out $out/records
  ;;
esac

say "headless Chromium"
SITE=$out/site REC=$out/records DESKTOP=$out/aladdin-desktop SERVE=$out/serve E2E_OUT=$out/e2e node $web/e2e.mjs
