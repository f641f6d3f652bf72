#!/usr/bin/env bash
# CI's proof that no test needs a quiet machine: clean clones of one commit run `.ci/run` one after another, each
# beside scripts/cpu-load.mjs on every core, stopping at the first failure.
#   bash scripts/ci-under-load.sh [commit] [runs]     default: HEAD, 3 runs; logs and a summary in $TMPDIR
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
commit="$(git -C "$repo" rev-parse "${1:-HEAD}")"
runs="${2:-3}"
work="${TMPDIR:-/tmp}/ci-under-load"
mkdir -p "$work"
summary="$work/summary.txt"
echo "commit $commit, $runs runs, started $(date -u +%FT%TZ)" > "$summary"
for run in $(seq 1 "$runs"); do
  clone="$work/clone"
  rm -rf "$clone" && git clone -q "$repo" "$clone" && git -C "$clone" checkout -q "$commit"
  LOAD_MAX_MINUTES=90 node "$clone/scripts/cpu-load.mjs" start
  started=$(date +%s)
  (cd "$clone" && bash .ci/run > "$work/run-$run.log" 2>&1)
  status=$?
  node "$clone/scripts/cpu-load.mjs" stop
  echo "run $run: exit $status after $(( $(date +%s) - started )) s; $(grep -E 'Tasks:' "$work/run-$run.log" | tr -s ' ')" >> "$summary"
  [ "$status" -eq 0 ] || break
done
cat "$summary"
