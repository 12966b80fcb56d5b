#!/usr/bin/env bash
# `npm run test:faults`: the quick fault scripts against `next start` on loopback, first on the
# embedded PGlite database, then on a throwaway PostgreSQL server started here (as the postgres
# user when run as root, like .ci/run). Reuses the production build in .next when there is one.
# Each script prints its figure and exits non-zero on a broken promise; this stops at the first.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NEXT_TELEMETRY_DISABLED=1
[ -f .next/BUILD_ID ] || npx next build
fault() { echo "--- $*"; env "${@:2}" npx tsx "scripts/faults/$1.ts"; }

# FAULTS_ONLY=pglite or FAULTS_ONLY=postgres runs one half (both halves can run side by side).
if [ "${FAULTS_ONLY:-}" != postgres ]; then
  echo "=== faults on PGlite"
  fault crash
  fault retry-storm
fi
[ "${FAULTS_ONLY:-}" = pglite ] && exit 0

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pg_bin" ]; then echo "PostgreSQL not installed: skipping the PostgreSQL faults"; exit 1; fi
pg_dir=$(mktemp -d /tmp/faults-postgres-XXXXXX)
pg_port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
run_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" = 0 ]; then chown postgres "$pg_dir"; fi
stop_pg() { run_pg "$pg_bin/pg_ctl" -D "$pg_dir/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$pg_dir"; }
trap stop_pg EXIT
run_pg "$pg_bin/initdb" -D "$pg_dir/data" -A trust -U postgres >/dev/null
run_pg "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -w \
  -o "-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
export FAULTS_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"

echo "=== faults on PostgreSQL 15"
fault crash
fault retry-storm
fault retry-storm FAULTS_INSTANCES=2
echo "=== all fault promises held"
