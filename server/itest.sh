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
# installed here when missing and run as root). Not run by build/test.sh yet.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
cd "$here"

pgbin=""
for d in /usr/lib/postgresql/*/bin; do
	[ -x "$d/pg_ctl" ] && pgbin=$d
done
if [ -z "$pgbin" ]; then
	if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
		echo "installing PostgreSQL" >&2
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
		for d in /usr/lib/postgresql/*/bin; do
			[ -x "$d/pg_ctl" ] && pgbin=$d
		done
	fi
	[ -n "$pgbin" ] || { echo "itest: PostgreSQL's server binaries are needed (apt-get install postgresql)" >&2; exit 1; }
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/aladdin-itest.XXXXXX")
chmod 755 "$work"
ok=0
pg_running=0
as_pg() {
	if [ "$(id -u)" = 0 ]; then
		runuser -u postgres -- "$@"
	else
		"$@"
	fi
}
cleanup() {
	if [ "$pg_running" = 1 ]; then
		as_pg "$pgbin/pg_ctl" -D "$work/pg" -m fast -w stop >/dev/null 2>&1 || true
	fi
	if [ "$ok" = 1 ]; then
		rm -rf "$work"
	else
		echo "itest: FAILED; logs kept in $work" >&2
	fi
}
trap cleanup EXIT INT TERM

# A free port, and the ones Nakama derives from it (port-1 gRPC, port+10
# the console, port+7 its gRPC).
free() {
	python3 -c 'import socket,sys
for p in range(int(sys.argv[1]), 60000, 20):
    try:
        for q in (p-1, p, p+7, p+10):
            s = socket.socket(); s.bind(("127.0.0.1", q)); s.close()
        print(p); break
    except OSError:
        pass' "$1"
}

echo "== build" >&2
built=$(./build.sh "$work/bin")
nakama=$(echo "$built" | tail -2 | head -1)
plugin=$(echo "$built" | tail -1)
mkdir -p "$work/modules"
cp "$plugin" "$work/modules/"

echo "== PostgreSQL ($pgbin)" >&2
pgport=$(free 25432)
mkdir -p "$work/pg" "$work/pgsock"
[ "$(id -u)" = 0 ] && chown postgres "$work/pg" "$work/pgsock"
as_pg "$pgbin/initdb" -D "$work/pg" -U postgres -A trust >"$work/initdb.log" 2>&1
as_pg "$pgbin/pg_ctl" -D "$work/pg" -l "$work/pg/server.log" -w \
	-o "-c listen_addresses=127.0.0.1 -p $pgport -k $work/pgsock -c fsync=off" start >/dev/null
pg_running=1
db="postgres@127.0.0.1:$pgport/nakama"
"$nakama" migrate up --database.address "$db" >"$work/migrate.log" 2>&1 ||
	{ cat "$work/migrate.log" >&2; exit 1; }
echo "database migrated on 127.0.0.1:$pgport" >&2

echo "== games" >&2
port=$(free 27350)
# Arguments go to server/itest: e.g. -load 50 -for 60s for the load test.
go run ./itest -nakama "$nakama" -modules "$work/modules" -db "$db" -port "$port" -dir "$work" "$@"
ok=1
