#!/usr/bin/env bash
# Before and after from one run: bench/generate-overhead.ts on an earlier revision and on this
# checkout, in turns (before, after, then after, before...), each on a PostgreSQL database of
# its own, so that drift of the machine's load falls on both alike. Both are measured by this
# checkout's bench harness (copied into the earlier revision's worktree); only the server
# differs.
#
#   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres bench/alternate-revisions.sh <rev> [rounds]
#
# BENCH_* variables reach both runs (BENCH_REQUESTS, BENCH_CONCURRENCY...). Prints each run's
# figures, then a table of every run.
set -euo pipefail
before_rev=${1:?usage: bench/alternate-revisions.sh <revision> [rounds]}
rounds=${2:-3}
: "${DATABASE_URL:?set DATABASE_URL to a PostgreSQL server (the bench makes its own databases)}"
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
tree="$work/before"
git -C "$here" worktree add --detach --quiet "$tree" "$before_rev"
suffix=$(date +%s)
databases=("alt_before_$suffix" "alt_after_$suffix")
cleanup() {
  for db in "${databases[@]}"; do
    psql "$DATABASE_URL" -qc "drop database if exists $db with (force)" >/dev/null 2>&1 || true
  done
  git -C "$here" worktree remove --force "$tree" || true
  rm -rf "$work"
}
trap cleanup EXIT
ln -s "$here/node_modules" "$tree/node_modules"
cp -r "$here/bench/." "$tree/bench/"
for db in "${databases[@]}"; do psql "$DATABASE_URL" -qc "create database $db" >/dev/null; done
base=${DATABASE_URL%/*}

run() { # side directory database
  local side=$1 dir=$2 db=$3 out="$work/$1-$4.txt"
  echo "== $side ($(git -C "$dir" rev-parse --short HEAD)), $(uptime | sed 's/.*load/load/')"
  (cd "$dir" && DATABASE_URL="$base/$db" npx tsx bench/generate-overhead.ts) >"$out" 2>&1
  grep -E 'POST /api|^CPU per request|backends of the bench|^Round trips|^Statements per' "$out"
  local rps cpu pg trips
  rps=$(grep -E '^\| POST /api/generate' "$out" | awk -F'|' '{gsub(/ /,"",$3); print $3}')
  cpu=$(grep -oE 'Copydesk [0-9.]+ ms' "$out" | awk '{print $2}')
  pg=$(grep -oE 'database: [0-9.]+ ms CPU per generation' "$out" | awk '{print $2}')
  trips=$(grep -oE '^Round trips to PostgreSQL: [0-9.]+' "$out" | awk '{print $NF}')
  echo "| $side | $4 | $rps | $cpu | $pg | ${trips:--} |" >>"$work/table"
}

for ((i = 1; i <= rounds; i++)); do
  if ((i % 2)); then
    run before "$tree" "${databases[0]}" "$i"
    run after "$here" "${databases[1]}" "$i"
  else
    run after "$here" "${databases[1]}" "$i"
    run before "$tree" "${databases[0]}" "$i"
  fi
done
echo
echo "before: $(git -C "$tree" rev-parse --short HEAD), after: $(git -C "$here" rev-parse --short HEAD)"
echo "| side | round | req/s | app CPU ms/gen | PostgreSQL CPU ms/gen | round trips/gen |"
echo "|---|---:|---:|---:|---:|---:|"
sort "$work/table"
