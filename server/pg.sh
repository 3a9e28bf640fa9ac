# PostgreSQL for the online server's scripts (itest.sh, run.sh): sourced,
# not run. Finds PostgreSQL's server binaries (installing Debian's package
# when missing and run as root) and starts and stops a cluster of our own
# in a directory, listening on 127.0.0.1 and a socket in that directory,
# run as the postgres user when we are root (PostgreSQL refuses root).

# pg_find sets pgbin, or fails saying what to install.
pg_find() {
	pgbin=""
	for d in /usr/lib/postgresql/*/bin; do
		[ -x "$d/pg_ctl" ] && pgbin=$d
	done
	if [ -z "$pgbin" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
		echo "installing PostgreSQL" >&2
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
		for d in /usr/lib/postgresql/*/bin; do
			[ -x "$d/pg_ctl" ] && pgbin=$d
		done
	fi
	[ -n "$pgbin" ] || { echo "PostgreSQL's server binaries are needed (apt-get install postgresql)" >&2; return 1; }
}

as_pg() {
	if [ "$(id -u)" = 0 ]; then
		runuser -u postgres -- "$@"
	else
		"$@"
	fi
}

# free_port N: the first port from N (in steps of 20) free on 127.0.0.1
# with the ones Nakama derives from it (N-1 gRPC, N+10 the console, N+7
# its gRPC).
free_port() {
	python3 -c 'import socket,sys
for p in range(int(sys.argv[1]), 60000, 20):
    try:
        for q in (p-1, p, p+7, p+10):
            s = socket.socket(); s.bind(("127.0.0.1", q)); s.close()
        print(p); break
    except OSError:
        pass' "$1"
}

# pg_start DIR PORT [fsync]: makes the cluster in DIR/pg if there is none
# and starts it on 127.0.0.1:PORT; fsync=off for a throwaway database.
pg_start() {
	mkdir -p "$1/pg" "$1/pgsock"
	[ "$(id -u)" = 0 ] && chown postgres "$1/pg" "$1/pgsock"
	if [ ! -f "$1/pg/PG_VERSION" ]; then
		as_pg "$pgbin/initdb" -D "$1/pg" -U postgres -A trust >"$1/initdb.log" 2>&1 ||
			{ cat "$1/initdb.log" >&2; return 1; }
	fi
	as_pg "$pgbin/pg_ctl" -D "$1/pg" -l "$1/pg/server.log" -w \
		-o "-c listen_addresses=127.0.0.1 -p $2 -k $1/pgsock -c fsync=${3:-on}" start >/dev/null
}

# pg_start_free DIR BASE [fsync]: pg_start on the first free port from
# BASE, trying the next free one when another program takes the port
# between the look and the start (two test runs at once); sets pgport.
pg_start_free() {
	local base=$2 try
	for try in 1 2 3 4 5; do
		pgport=$(free_port "$base")
		pg_start "$1" "$pgport" "${3:-on}" 2>/dev/null && return 0
		base=$((pgport + 20))
	done
	echo "PostgreSQL did not start; its log:" >&2
	cat "$1/pg/server.log" >&2
	return 1
}

# pg_stop DIR stops the cluster in DIR/pg.
pg_stop() {
	as_pg "$pgbin/pg_ctl" -D "$1/pg" -m fast -w stop >/dev/null 2>&1 || true
}
