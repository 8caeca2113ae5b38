#!/usr/bin/env bash
# --progress: lines on stderr for a run longer than a second, never on stdout, nothing for a
# short run; the answers are the same bytes with it and without it.
# Usage: progress_test.sh <boardsolve executable> <source dir>
source "$(dirname "$0")/expect.sh" "$@"

ex="$src/examples"
"$exe" solve toggle "$ex/toggle/statement.in" >"$work/plain.out"
expect "short run: silent" 0 "$work/plain.out" "" -- "$exe" solve toggle --progress "$ex/toggle/statement.in"
check "short run: nothing on stderr" test ! -s "$work/err"

# About 0.1 ms a 13 x 13 board on one thread: 40,000 boards take seconds.
"$exe" gen toggle --size 13 --cases 40000 --seed 3 >"$work/many.in"
"$exe" solve toggle --threads 1 "$work/many.in" >"$work/many.out"
expect "long run: same answers" 0 "$work/many.out" "boardsolve: toggle: case " -- "$exe" solve toggle --threads 1 --progress "$work/many.in"
check "long run: the last line counts every case" grep -q "^boardsolve: toggle: case 40000 of 40000, [0-9]* s$" "$work/err"
check "long run: every stderr line is progress" test "$(grep -vc '^boardsolve: toggle: case [0-9]* of 40000, [0-9]* s$' "$work/err")" -eq 0
expect "without --progress (stderr is a file): silent" 0 "$work/many.out" "" -- "$exe" solve toggle --threads 1 "$work/many.in"
check "without --progress: nothing on stderr" test ! -s "$work/err"
finish
