#!/bin/sh
# The online game's integration test: builds (or reuses) our Nakama and the
# plugin, starts a throwaway PostgreSQL on 127.0.0.1, migrates it, and runs
# server/itest, which starts Nakama with our plugin on 127.0.0.1 and plays
# games with two Go clients over the real WebSocket protocol (killing and
# restarting the server in the middle of one). Everything is stopped and
# removed at the end; the logs are kept when it fails.
#
# server/itest.sh -load N [-for 60s] [-tick 20] runs the load test instead:
# N tables at once, each a person answering at once and two bots.
#
# server/itest.sh -with CMD... starts the server alone and runs CMD in the
# game's module with ALADDIN_SERVER=127.0.0.1:port (the lobby's tests:
# server/itest.sh -with go test ./scenes/lobby).
#
# Needs PostgreSQL's server binaries (Debian: apt-get install postgresql;
# installed here when missing and run as root). build/test.sh runs it.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
cd "$here"

. ./pg.sh
pg_find
work=$(mktemp -d "${TMPDIR:-/tmp}/aladdin-itest.XXXXXX")
chmod 755 "$work"
ok=0
pg_running=0
cleanup() {
	if [ "$pg_running" = 1 ]; then
		pg_stop "$work"
	fi
	if [ "$ok" = 1 ]; then
		rm -rf "$work"
	else
		echo "itest: FAILED; logs kept in $work" >&2
	fi
}
trap cleanup EXIT INT TERM

echo "== build" >&2
built=$(./build.sh "$work/bin")
nakama=$(echo "$built" | tail -2 | head -1)
plugin=$(echo "$built" | tail -1)
mkdir -p "$work/modules"
cp "$plugin" "$work/modules/"

echo "== PostgreSQL ($pgbin)" >&2
# Ports from a base of this run's own, so two runs at once (a developer's
# and a test's) rarely reach for the same one; PostgreSQL's start retries.
spread=$(( ($$ % 50) * 20 ))
pg_start_free "$work" $((25432 + spread)) off
pg_running=1
db="postgres@127.0.0.1:$pgport/nakama"
"$nakama" migrate up --database.address "$db" >"$work/migrate.log" 2>&1 ||
	{ cat "$work/migrate.log" >&2; exit 1; }
echo "database migrated on 127.0.0.1:$pgport" >&2

port=$(free_port $((27350 + spread)))
if [ "${1:-}" = "-with" ]; then
	# Our Nakama alone on 127.0.0.1, for a test of the game's screens:
	# the command runs with ALADDIN_SERVER naming it.
	shift
	"$nakama" --name aladdin-itest --data_dir "$work/data" --database.address "$db" \
		--runtime.path "$work/modules" --socket.address 127.0.0.1 --socket.port "$port" \
		--console.address 127.0.0.1 --console.port $((port + 10)) \
		--logger.stdout true >"$work/nakama.log" 2>&1 &
	nakama_pid=$!
	trap 'kill $nakama_pid 2>/dev/null; wait $nakama_pid 2>/dev/null; cleanup' EXIT INT TERM
	until curl -fs "http://127.0.0.1:$port/healthcheck" >/dev/null; do
		kill -0 $nakama_pid 2>/dev/null || { cat "$work/nakama.log" >&2; exit 1; }
		sleep 0.2
	done
	echo "server on 127.0.0.1:$port" >&2
	(cd "$here/.." && ALADDIN_SERVER="127.0.0.1:$port" "$@")
	ok=1
	exit 0
fi

echo "== games" >&2
# Arguments go to server/itest: e.g. -load 50 -for 60s for the load test.
go run ./itest -nakama "$nakama" -modules "$work/modules" -db "$db" -port "$port" -dir "$work" "$@"
ok=1
