#!/bin/sh
# Runs an online game server on this machine, in one command:
#
#   server/run.sh [-public] [-port 7350] [-data DIR] [-key KEY]
#
# Builds our Nakama and plugin (minutes the first time, then cached: see
# build.sh), starts PostgreSQL (installed when missing and run as root)
# with its data in DIR/pg, migrates the database and runs Nakama in the
# foreground, its log on the terminal and in DIR/logs/nakama.log. Ctrl-C
# stops both; the games are kept in DIR for the next start.
#
# The game's socket and API listen on 127.0.0.1:PORT (the game's default
# server address is http://127.0.0.1:7350); -public listens on every
# interface, for friends on the local network (docs/ONLINE.md says how to
# put TLS in front for the internet). The console stays on 127.0.0.1:PORT+1.
# DIR defaults to ~/.local/share/aladdin-server (/var/lib/aladdin-server
# as root). -key gives the server a key of its own instead of Nakama's
# "defaultkey": players then write it before the address (KEY@host:7350).
set -eu

here=$(cd "$(dirname "$0")" && pwd)
port=7350
address=127.0.0.1
key=defaultkey
if [ "$(id -u)" = 0 ]; then data=/var/lib/aladdin-server; else data=${XDG_DATA_HOME:-$HOME/.local/share}/aladdin-server; fi
while [ $# -gt 0 ]; do
	case $1 in
	-public) address=0.0.0.0 ;;
	-port) port=$2; shift ;;
	-data) data=$2; shift ;;
	-key) key=$2; shift ;;
	*) echo "usage: server/run.sh [-public] [-port 7350] [-data DIR] [-key KEY]" >&2; exit 2 ;;
	esac
	shift
done
mkdir -p "$data/logs" "$data/modules"
data=$(cd "$data" && pwd)
chmod 755 "$data"

cd "$here"
. ./pg.sh
pg_find
built=$(./build.sh "$data/bin")
nakama=$(echo "$built" | tail -2 | head -1)
cp "$(echo "$built" | tail -1)" "$data/modules/"

pgport=$(free_port 25432)
pg_start "$data" "$pgport"
trap 'pg_stop "$data"' EXIT INT TERM
db="postgres@127.0.0.1:$pgport/nakama"
"$nakama" migrate up --database.address "$db" >"$data/logs/migrate.log" 2>&1 ||
	{ cat "$data/logs/migrate.log" >&2; exit 1; }

echo "Aladdin's Dragons server on http://$address:$port (Ctrl-C stops it; data in $data)" >&2
"$nakama" --name aladdin \
	--data_dir "$data/nakama" \
	--database.address "$db" \
	--runtime.path "$data/modules" \
	--socket.address "$address" --socket.port "$port" --socket.server_key "$key" \
	--console.address 127.0.0.1 --console.port $((port + 1)) \
	--logger.file "$data/logs/nakama.log" --logger.stdout true \
	--session.token_expiry_sec 7200 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null; pg_stop "$data"' EXIT INT TERM
wait $pid
