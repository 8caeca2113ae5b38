#!/usr/bin/env bash
# One thread against two on the same search: for each start and table size, solves with
# --threads 1, then --threads 2, one run after the other, and prints a row of the table of
# docs/performance.md ("Both cores on one search"): positions (both threads), seconds, speed-up.
# Run it on an otherwise idle machine: two threads need both cores.
# Usage: bench/pawnchess_threads.sh
# Environment: BOARDSOLVE (default build/release/boardsolve; the figures used the `native` preset).
set -euo pipefail
exe=${BOARDSOLVE:-build/release/boardsolve}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$exe" gen pawnchess --kind start --size 6x8 >"$work/uva68.in"
"$exe" gen pawnchess --kind start --size 7x7 >"$work/uva77.in"
"$exe" gen pawnchess --kind start --rules chess --size 7x7 >"$work/chess77.in"

# Prints "positions seconds" of one solve.
measure() {
  "$exe" solve pawnchess "$@" --stats 2>&1 >/dev/null |
    sed -n 's/^case 1: \([0-9]*\) positions searched, [0-9]* expanded, \([0-9.]*\) s.*/\1 \2/p'
}

echo "| start | --memory | --threads 1 | --threads 2 | speed-up |"
echo "|---|---|---:|---:|---:|"
while read -r label memory args; do
  read -r p1 s1 < <(measure $args --memory "$memory" --threads 1)
  read -r p2 s2 < <(measure $args --memory "$memory" --threads 2)
  awk -v l="${label//_/ }" -v m="$memory" -v p1="$p1" -v s1="$s1" -v p2="$p2" -v s2="$s2" 'BEGIN {
    printf "| %s | %s | %.1f million, %.1f s | %.1f million, %.1f s | %.2f |\n",
           l, m, p1 / 1e6, s1, p2 / 1e6, s2, s1 / s2 }'
done <<LIST
UVa_6x8 1G --size 6x8 $work/uva68.in
UVa_6x8 4G --size 6x8 $work/uva68.in
UVa_6x8 64M --size 6x8 $work/uva68.in
UVa_7x7 32M --size 7x7 $work/uva77.in
chess_7x7_draw 4M --rules chess --stalemate draw --size 7x7 $work/chess77.in
LIST
