#!/usr/bin/env bash
# Whole-process timings of `boardsolve solve` on seeded generator files, with hyperfine.
# Usage: bench/scaling.sh [boardsolve executable] [name prefix]   (default: build/release/boardsolve)
# Prints one line per file: puzzle, file, mean time, peak memory.
set -euo pipefail
exe=${1:-build/release/boardsolve}
only=${2:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for tool in hyperfine /usr/bin/time; do
  command -v $tool >/dev/null || { echo "scaling.sh: needs hyperfine and time (apt-get install hyperfine time)" >&2; exit 1; }
done

# name | gen arguments
cases=(
  "captures-contest-max|captures --size 100 --cases 10 --seed 1"
  "captures-random-1000|captures --size 1000 --seed 1"
  "captures-random-3000|captures --size 3000 --seed 1"
  "captures-hard-2000|captures --size 2000 --kind hard --seed 1"
  "captures-full-5000|captures --size 5000 --kind full --seed 1"
  "kingjump-contest-500|kingjump --size 500 --seed 1"
  "kingjump-trail-5000|kingjump --size 5000 --seed 1"
  "kingjump-near-5000|kingjump --size 5000 --kind near --seed 1"
  "kingjump-kings-2000|kingjump --size 2000 --kind kings --seed 1"
  "pawnchess-contest-all|pawnchess --kind contest-all"
  "pawnchess-playout-100k|pawnchess --kind playout --cases 100000 --seed 1"
  "toggle-13x13-x200|toggle --size 13 --cases 200 --seed 1"
  "toggle-20x20|toggle --size 20 --seed 1"
  "toggle-24x24-random|toggle --size 24 --seed 1"
  "toggle-24x24-hard|toggle --size 24 --kind hard --seed 1"
  "toggle-16x1000|toggle --size 16x1000 --seed 1"
)
for entry in "${cases[@]}"; do
  name=${entry%%|*}
  args=${entry#*|}
  [[ $name == "$only"* ]] || continue
  puzzle=${args%% *}
  # shellcheck disable=SC2086
  "$exe" gen $args >"$work/$name.in"
  runs=10
  [ "$(stat -c %s "$work/$name.in")" -gt 3000000 ] && runs=3
  hyperfine -N --warmup 1 --runs $runs --export-json "$work/$name.json" \
    "$exe solve $puzzle $work/$name.in" >/dev/null
  mean=$(grep -m1 '"mean"' "$work/$name.json" | tr -dc '0-9.')
  peak=$( { /usr/bin/time -f %M "$exe" solve "$puzzle" "$work/$name.in" >/dev/null; } 2>&1 | tail -1)
  awk -v n="$name" -v t="$mean" -v m="$peak" 'BEGIN { printf "%-24s %10.1f ms %8.0f MB\n", n, t * 1000, m / 1024 }'
done
