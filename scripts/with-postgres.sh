#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL
# cluster, so the server tests run against PostgreSQL as well as SQLite:
#
#   bash scripts/with-postgres.sh npx vitest run --project server
#
# When TEST_DATABASE_URL is already set, the command just runs against it.
# Otherwise PostgreSQL comes from Debian's packages (installed when missing),
# the cluster lives in a temp dir owned by the `postgres` user, listens on
# 127.0.0.1 on a free port, and is stopped and removed afterwards, whatever
# happens. The exit status is the command's.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args…]" >&2
  exit 2
fi

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  exec "$@"
fi

log() { echo "with-postgres: $*" >&2; }

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

PG_BIN="$(pg_bin)"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  log "installing postgresql from Debian"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PG_BIN="$(pg_bin)"
fi

# initdb refuses to run as root: as root run the server as `postgres`,
# otherwise as the current user.
if [ "$(id -u)" -eq 0 ]; then
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

# /tmp, not $TMPDIR: the postgres user must be able to reach the folder.
TMP="$(mktemp -d /tmp/hospes-pg.XXXXXX)"
[ "$(id -u)" -eq 0 ] && chown postgres: "$TMP"

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$TMP/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$TMP"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

PORT="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

as_pg "$PG_BIN/initdb" -D "$TMP/data" -U postgres --auth=trust --encoding=UTF8 --locale=C \
  --no-sync >"$TMP/initdb.log" 2>&1 || { cat "$TMP/initdb.log" >&2; exit 1; }

# A test cluster: durability off for speed; connections for parallel test files.
if ! as_pg "$PG_BIN/pg_ctl" -D "$TMP/data" -l "$TMP/server.log" -w -t 60 \
  -o "-p $PORT -k $TMP -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null; then
  cat "$TMP/server.log" >&2
  exit 1
fi

as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres hospes_test

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/hospes_test"
# For tests of database faults (npm run bench:db-faults): stop and start this cluster.
PG_START_OPTS="-p $PORT -k $TMP -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
if [ "$(id -u)" -eq 0 ]; then RUN_AS_PG="runuser -u postgres --"; else RUN_AS_PG=""; fi
export TEST_PG_STOP="$RUN_AS_PG $PG_BIN/pg_ctl -D $TMP/data -m fast -w stop"
export TEST_PG_START="$RUN_AS_PG $PG_BIN/pg_ctl -D $TMP/data -l $TMP/server.log -w -t 60 -o '$PG_START_OPTS' start"
log "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') at $TEST_DATABASE_URL"

set +e
"$@"
status=$?
set -e
exit "$status"
