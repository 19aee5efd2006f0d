#!/usr/bin/env bash
# The one test command (README "Run every test"; .ci/run calls it too).
# Installs the system packages the tests need when they are missing, then runs
# format check, lint, typecheck, unit + component + server tests (SQLite and a
# throwaway PostgreSQL), the production build and the end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step prints its start; at the end (or on failure) a table of each
# step's duration, so that a slow step shows without reading the log.
steps=()
step_started=$SECONDS
step_name=""
end_step() {
  if [ -n "$step_name" ]; then
    steps+=("$(printf '%5d:%02d  %s' $(((SECONDS - step_started) / 60)) $(((SECONDS - step_started) % 60)) "$step_name")")
  fi
}
step() {
  end_step
  step_name="$*"
  step_started=$SECONDS
  printf '\n=== %s (%s) ===\n' "$*" "$(date -u +%T)"
}
print_times() {
  local status=$?
  end_step
  printf '\n=== step times (min:s) ===\n'
  printf '%s\n' "${steps[@]}"
  printf '%5d:%02d  total (exit %d)\n' $((SECONDS / 60)) $((SECONDS % 60)) "$status"
}
trap print_times EXIT
apt_updated=0
need_pkg() { # need_pkg <binary-or-path> <debian package>
  if [ ! -e "$1" ] && ! command -v "$1" >/dev/null 2>&1; then
    if [ "$apt_updated" = 0 ]; then apt-get update -qq; apt_updated=1; fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >/dev/null
  fi
}

step "system packages"
need_pkg /usr/bin/chromium chromium
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then need_pkg /nonexistent/initdb postgresql; fi
need_pkg /usr/bin/pdftoppm poppler-utils

step "npm ci"
# better-sqlite3 compiles SQLite from source (its prebuilt binaries come
# from GitHub, out of reach): it builds in the background while the checks
# below, which do not load it, run. -O1 instead of the package's -O3: 41 s
# instead of 69 s of a core that the checks and tests need, and the tests run
# as fast on it (measured: 9.7 s vs 9.9 s for four SQLite-heavy test files).
# A plain `npm ci` (README: start the app) keeps the package's own flags.
sqlite_build=""
if [ ! -d node_modules ] || [ "${CI:-}" = "true" ]; then
  npm ci --no-audit --no-fund --ignore-scripts
  npm rebuild esbuild
  sqlite_log="$(mktemp)"
  CFLAGS="-O1" npm rebuild better-sqlite3 >"$sqlite_log" 2>&1 &
  sqlite_build=$!
fi

# Runs the given commands side by side (each one a single process: two cores
# finish them in about half the time); fails when any of them failed, after
# all have ended.
side_by_side() {
  local pids=() failed=0
  for command in "$@"; do bash -c "$command" & pids+=("$!"); done
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
  return "$failed"
}

step "format, lint, typecheck, demo projects up to date"
side_by_side \
  "npm run --silent format:check && npm run --silent generate:check -w @hospes/projects" \
  "npm run --silent lint" \
  "npm run --silent typecheck"

# Every project but the server's loads no SQLite: they run while its build
# may still go on (one core compiles, the other would wait).
step "unit and component tests (every project but the server's)"
npx vitest run --project '!server'

if [ -n "$sqlite_build" ]; then
  step "npm ci: better-sqlite3 (the rest of its build)"
  wait "$sqlite_build" || { cat "$sqlite_log" >&2; exit 1; }
fi

step "server tests (SQLite + PostgreSQL)"
bash scripts/with-postgres.sh npx vitest run --project server

step "build"
npm run build

# Side by side: the database-fault run mostly waits for PostgreSQL to stop and start.
step "fuzz (malformed requests, 0 × 5xx) and database faults (PostgreSQL stopped and started under traffic), short"
side_by_side \
  "npm run --silent fuzz -- --short" \
  "bash scripts/with-postgres.sh npm run --silent bench:db-faults -- --short"

step "end-to-end (Playwright, Debian Chromium)"
npm run test:e2e
