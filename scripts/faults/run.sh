#!/usr/bin/env bash
# `npm run test:faults`: the quick fault scripts against `next start` on loopback, first on the
# embedded PGlite database, then on a throwaway PostgreSQL server started here (as the postgres
# user when run as root, like .ci/run). Reuses the production build in .next when there is one.
# Each script prints its figure and exits non-zero on a broken promise; this stops at the first.
#
#   npm run test:faults                 crash, retry storm, webhook storm, login storm on both
#                                       databases, and the three storms split across two instances
#   npm run test:faults -- --outage     also the database outage (PostgreSQL stopped for 10 s)
#   npm run test:faults -- --soak       also the 5-minute soak (20 requests a second)
# FAULTS_ONLY=pglite or FAULTS_ONLY=postgres runs one half; without it both run side by side.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NEXT_TELEMETRY_DISABLED=1
outage="" soak=""
for arg in "$@"; do
  case "$arg" in
    --outage) outage=1 ;;
    --soak) soak=1 ;;
    *) echo "unknown option $arg" >&2; exit 2 ;;
  esac
done
[ -f .next/BUILD_ID ] || npx next build
# react-server: the login storm reads LOGIN_LIMITS from the server code (which imports server-only).
fault() { echo "--- $*"; env "${@:2}" npx tsx --conditions=react-server --tsconfig tsconfig.json "scripts/faults/$1.ts"; }

if [ -z "${FAULTS_ONLY:-}" ]; then
  # The two halves side by side (most of the crash script is the 60 s stale-claim wait), so the
  # suite takes about as long as its PostgreSQL half; the PGlite half's lines follow it.
  pglite_log=$(mktemp /tmp/faults-pglite-XXXXXX.log)
  FAULTS_ONLY=pglite bash "$0" >"$pglite_log" 2>&1 &
  pglite_pid=$!
  postgres_status=0
  FAULTS_ONLY=postgres bash "$0" ${outage:+--outage} || postgres_status=$?
  pglite_status=0
  wait "$pglite_pid" || pglite_status=$?
  echo "=== the PGlite half (ran alongside)"
  grep -v '^npm warn' "$pglite_log" || true
  rm -f "$pglite_log"
  if [ "$pglite_status" != 0 ] || [ "$postgres_status" != 0 ]; then
    echo "=== a fault promise broke (PGlite exit $pglite_status, PostgreSQL exit $postgres_status)"
    exit 1
  fi
  # The soak runs alone, so its steady rate and memory are its own.
  [ -z "$soak" ] || FAULTS_ONLY=pglite fault soak
  echo "=== all fault promises held on both databases"
  exit 0
fi

if [ "$FAULTS_ONLY" = pglite ]; then
  echo "=== faults on PGlite"
  fault crash
  fault retry-storm
  fault webhook-storm
  fault login-storm
  [ -z "$soak" ] || fault soak
  echo "=== all fault promises held on PGlite"
  exit 0
fi

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pg_bin" ]; then echo "PostgreSQL not installed: skipping the PostgreSQL faults"; exit 1; fi
pg_dir=$(mktemp -d /tmp/faults-postgres-XXXXXX)
pg_port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
run_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" = 0 ]; then chown postgres "$pg_dir"; fi
stop_pg() { run_pg "$pg_bin/pg_ctl" -D "$pg_dir/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$pg_dir"; }
trap stop_pg EXIT
run_pg "$pg_bin/initdb" -D "$pg_dir/data" -A trust -U postgres >/dev/null
pg_options="-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"
run_pg "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -w -o "$pg_options" start >/dev/null
export FAULTS_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"

echo "=== faults on PostgreSQL $("$pg_bin/postgres" --version | grep -o '[0-9][0-9.]*' | head -n 1)"
fault crash
fault retry-storm
fault webhook-storm
fault login-storm
echo "=== two instances on one PostgreSQL"
fault retry-storm FAULTS_INSTANCES=2
fault webhook-storm FAULTS_INSTANCES=2
fault login-storm FAULTS_INSTANCES=2
if [ -n "$outage" ]; then
  # The outage script stops and starts this server itself (as its owner).
  fault outage FAULTS_PG_CTL="$pg_bin/pg_ctl" FAULTS_PG_DATA="$pg_dir/data" FAULTS_PG_OPTIONS="$pg_options" \
    FAULTS_PG_AS_POSTGRES="$([ "$(id -u)" = 0 ] && echo 1 || echo 0)"
fi
[ -z "$soak" ] || fault soak
echo "=== all fault promises held on PostgreSQL"
