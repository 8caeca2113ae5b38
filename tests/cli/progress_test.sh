#!/usr/bin/env bash
# --progress: lines on stderr for a run longer than a second, never on stdout, nothing for a
# short run; the answers are the same bytes with it and without it. The meter's timing itself
# is tested with a clock of its own (tests/core/progress_meter_test.cpp); here the long run is
# sized to the machine (about 3 s of boards, measured on a sample), and what it must print
# follows from how long it took, so no speed of the machine makes the test pass or fail.
# Usage: progress_test.sh <boardsolve executable> <source dir>
source "$(dirname "$0")/expect.sh" "$@"

ex="$src/examples"
"$exe" solve toggle "$ex/toggle/statement.in" >"$work/plain.out"
expect "short run: silent" 0 "$work/plain.out" "" -- "$exe" solve toggle --progress "$ex/toggle/statement.in"
check "short run: nothing on stderr" test ! -s "$work/err"

# 13 x 13 boards on one thread (about 0.1 ms each on the optimised build): as many as take
# about 3 s at the rate of a sample of 1,000.
"$exe" gen toggle --size 13 --cases 1000 --seed 3 >"$work/sample.in"
began=$EPOCHREALTIME
"$exe" solve toggle --threads 1 "$work/sample.in" >/dev/null
cases=$(awk -v from="$began" -v to="$EPOCHREALTIME" \
  'BEGIN { n = int(3 * 1000 / (to - from + 1e-6)); print (n < 1000 ? 1000 : (n > 100000 ? 100000 : n)) }')
"$exe" gen toggle --size 13 --cases "$cases" --seed 3 >"$work/many.in"
expect "without --progress (stderr is a file): silent" 0 "*" "" -- "$exe" solve toggle --threads 1 "$work/many.in"
check "without --progress: nothing on stderr" test ! -s "$work/err"
cp "$work/out" "$work/many.out"
began=$EPOCHREALTIME
expect "long run: same answers" 0 "$work/many.out" "" -- "$exe" solve toggle --threads 1 --progress "$work/many.in"
took_ms=$(awk -v from="$began" -v to="$EPOCHREALTIME" 'BEGIN { printf "%d", (to - from) * 1000 }')
lines=$(grep -c . "$work/err")
echo "long run: $cases boards in $took_ms ms, $lines progress lines"
check "long run: every stderr line is progress" test "$(grep -vc "^boardsolve: toggle: case [0-9]* of $cases, [0-9]* s$" "$work/err")" -eq 0
if [ "$took_ms" -ge 2000 ]; then
  check "long run ($cases boards, $took_ms ms): progress lines" test "$lines" -ge 1
  check "long run: the last line counts every case" test "$(tail -1 "$work/err" | sed 's/, [0-9]* s$//')" = "boardsolve: toggle: case $cases of $cases"
elif [ "$took_ms" -lt 1000 ]; then
  check "run of $cases boards under a second ($took_ms ms): silent" test "$lines" -eq 0
fi
finish
