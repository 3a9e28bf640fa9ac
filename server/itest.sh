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
pgport=$(free_port 25432)
pg_start "$work" "$pgport" off
pg_running=1
db="postgres@127.0.0.1:$pgport/nakama"
"$nakama" migrate up --database.address "$db" >"$work/migrate.log" 2>&1 ||
	{ cat "$work/migrate.log" >&2; exit 1; }
echo "database migrated on 127.0.0.1:$pgport" >&2

echo "== games" >&2
port=$(free_port 27350)
# Arguments go to server/itest: e.g. -load 50 -for 60s for the load test.
go run ./itest -nakama "$nakama" -modules "$work/modules" -db "$db" -port "$port" -dir "$work" "$@"
ok=1
