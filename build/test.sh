#!/usr/bin/env bash
# Runs every test of the project, fastest first, each step under its own
# header with its time:
#   1. gofmt, go vet and staticcheck (desktop and js, build tag e2e included);
#   2. the unit and scene tests (go test ./...): the engine's rules and fuzz
#      seeds, the bots, the assets, the session, and the scenes, whose
#      whole games run headlessly on the real table at instant speed and
#      whose pictures are drawn under Xvfb;
#   3. the online server (the module in server/): its vet, staticcheck and
#      unit tests, then server/itest.sh: a throwaway PostgreSQL and our
#      Nakama (built, or taken from its cache) on 127.0.0.1, three people
#      through the game's online client playing whole games, then, against
#      the same kind of server, the lobby's screen, two people at online
#      tables, and a real desktop window and a browser page playing a
#      round at one table by clicks (build/web/test.sh, E2E_ONLY=online-window);
#      both stopped at the end;
#   4. the desktop smoke tests: the real program in a real window under
#      Xvfb, driven by xdotool (go test -tags e2e ./game/e2e);
#   5. the browser smoke tests (build/web/test.sh), when present.
# Installs what it needs (Xvfb, xdotool, ImageMagick, Chromium, brotli,
# PostgreSQL, playwright-core) when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

t0=$(date +%s)
step_start=$t0
times=()
# say starts a step: the header, and the time the last step took.
say() {
  local now
  now=$(date +%s)
  [ -n "${step:-}" ] && times+=("$(printf '%5ss  %s' $((now - step_start)) "$step")")
  step="$*"
  step_start=$now
  printf '\n== %s (at %ss)\n' "$*" $((now - t0))
}

need_pkgs=()
command -v Xvfb >/dev/null 2>&1 || need_pkgs+=(xvfb)
command -v xdotool >/dev/null 2>&1 || need_pkgs+=(xdotool)
command -v import >/dev/null 2>&1 || need_pkgs+=(imagemagick)
command -v xwininfo >/dev/null 2>&1 || need_pkgs+=(x11-utils)
if [ -f build/web/e2e.mjs ] && ! command -v chromium >/dev/null 2>&1; then need_pkgs+=(chromium); fi
command -v brotli >/dev/null 2>&1 || need_pkgs+=(brotli) # the web bundle's .br files
ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || need_pkgs+=(postgresql) # the online server's database
if [ ${#need_pkgs[@]} -gt 0 ]; then
  say "installing ${need_pkgs[*]}"
  sudo_cmd=""
  [ "$(id -u)" != 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${need_pkgs[@]}" >/dev/null
fi

# The window tests in game/e2e move the real pointer, so they carry the
# build tag e2e (a plain `go test ./...` on a desktop skips them): vet and
# staticcheck pass -tags e2e, and step 3 runs them.
say "1/5 gofmt and go vet"
unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
if [ -n "$unformatted" ]; then echo "gofmt would change: $unformatted"; exit 1; fi
go vet -tags e2e ./...
GOOS=js GOARCH=wasm go vet -tags e2e ./...
say "1/5 staticcheck (desktop and js)"
# The two deprecated Ebitengine calls with no v2.10 successor are marked
# where they are used (game/sleep.go says why).
# Built for this machine, then run on both builds' sources.
tools=$(mktemp -d)
GOBIN="$tools" go install honnef.co/go/tools/cmd/staticcheck@v0.8.2
"$tools/staticcheck" -tags e2e ./...
GOOS=js GOARCH=wasm "$tools/staticcheck" -tags e2e ./...

# A silent sound device, so the game's audio starts on a machine without one.
export ALSA_CONFIG_PATH="${ALSA_CONFIG_PATH:-$root/build/alsa-null.conf}"

# A virtual display for the windowed tests.
xvfb_pid=""
cleanup() {
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null
  [ -n "${tools:-}" ] && rm -rf "$tools"
  true
}
trap cleanup EXIT
if [ -z "${DISPLAY:-}" ]; then
  # The first display number with neither a socket nor a lock (sockets of
  # a killed Xvfb can stay behind).
  for n in $(seq 99 -1 20); do
    if [ ! -e /tmp/.X11-unix/X$n ] && [ ! -e /tmp/.X$n-lock ]; then
      Xvfb :$n -screen 0 1600x1000x24 -nolisten tcp >/tmp/xvfb-$n.log 2>&1 &
      xvfb_pid=$!
      export DISPLAY=:$n
      break
    fi
  done
  if [ -z "${DISPLAY:-}" ]; then echo "no free X display number for Xvfb (:20-:99 all taken)"; exit 1; fi
  for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done 2>/dev/null || sleep 2
fi

say "2/5 unit and scene tests: go test ./... (headless whole games; pictures on DISPLAY=$DISPLAY)"
go test -count=1 -timeout 15m ./...

say "3/5 online server: server/ vet, staticcheck, unit tests, then server/itest.sh (PostgreSQL and Nakama on 127.0.0.1), the lobby, the online table, and a window and a browser page at one table against it"
# The web bundle for section 13 builds beside the server's tests: its
# brotli copy takes a minute of one core, while the games against the
# server mostly wait on the match's ticks. Step 5 reuses it.
bundle_log=$(mktemp)
build/web/build.sh build/web/out/site >"$bundle_log" 2>&1 &
bundle_pid=$!
(
  cd server
  unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
  if [ -n "$unformatted" ]; then echo "gofmt would change: $unformatted"; exit 1; fi
  # The integration test plays through the game's own online packages, so
  # server/go.sum lists the game module's dependencies too.
  if ! go mod tidy -diff >/dev/null; then
    echo "server/go.mod or go.sum is out of date (a dependency of the game changed?): run (cd server && go mod tidy)"
    exit 1
  fi
  # The plugin is built as a plugin (build.sh), so vet and staticcheck
  # take it as a package, not a program.
  go vet ./match ./plugin ./itest
  "$tools/staticcheck" ./match ./plugin ./itest
  go test -count=1 ./match ./plugin
  ./itest.sh
  # The lobby's screen against the server (scenes/lobby, server_test.go)
  # and two people playing at online tables (scenes, online_test.go).
  ./itest.sh -with sh -c 'go test -count=1 ./scenes/lobby && go test -count=1 -run AtOnlineTables ./scenes'
)
if ! wait "$bundle_pid"; then
  cat "$bundle_log"
  echo "the web bundle did not build"
  exit 1
fi
cat "$bundle_log"
rm -f "$bundle_log"
# The desktop program in a window on DISPLAY and the web edition in
# headless Chromium play a round at one table by clicks (build/web/e2e.mjs,
# section 13), on a server of their own.
server/itest.sh -with env E2E_ONLY=online-window build/web/test.sh
rm -rf "$tools"

say "4/5 desktop smoke tests: go test -tags e2e ./game/e2e (a real window on DISPLAY=$DISPLAY)"
go test -tags e2e -count=1 -timeout 15m ./game/e2e

if [ -x build/web/test.sh ]; then
  say "5/5 browser smoke tests: build/web/test.sh (headless Chromium)"
  build/web/test.sh
fi
say "all tests passed"
printf '%s\n' "${times[@]}"
printf '%5ss  in all\n' $(($(date +%s) - t0))
