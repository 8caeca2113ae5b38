#!/usr/bin/env bash
# End-to-end tests of `boardsolve ... toggle`: exit codes, streams, messages, plans.
# Usage: toggle_cli_test.sh <boardsolve executable> <source dir>
source "$(dirname "$0")/expect.sh" "$@"

ex="$src/examples/toggle"
expect "solve statement" 0 "$ex/statement.out" "" -- "$exe" solve toggle "$ex/statement.in"
expect "solve by alias from stdin" 0 "$ex/statement.out" "" -- sh -c "\"$exe\" solve srm581 < \"$ex/statement.in\""
expect "solve --plan" 0 "$ex/statement.plan" "" -- "$exe" solve toggle --plan "$ex/statement.in"
expect "one thread, same plans" 0 "$ex/statement.plan" "" -- "$exe" solve toggle --plan --threads 1 "$ex/statement.in"
expect "verify counts" 0 "*" "" -- "$exe" verify toggle "$ex/statement.in" "$ex/statement.out"
expect "verify plans" 0 "*" "" -- "$exe" verify toggle "$ex/statement.in" "$ex/statement.plan"
expect "verify with jury answer" 0 "*" "" -- "$exe" verify toggle "$ex/statement.in" "$ex/statement.plan" "$ex/statement.out"
printf '2\n2\n4\n-1\n7\n31\n' >"$work/wrong.out"
expect "verify wrong count" 1 "*" "" -- "$exe" verify toggle "$ex/statement.in" "$work/wrong.out"
check "verify wrong count: report" grep -qF "case 6: 31 moves, but 30 suffice" "$work/out"
sed '2s/3 3 2/3 3 1/' "$ex/statement.plan" >"$work/bad-plan.out"
expect "verify bad plan" 1 "*" "" -- "$exe" verify toggle "$ex/statement.in" "$work/bad-plan.out"
check "verify bad plan: report" grep -qF "case 1: after the moves," "$work/out"
printf '2\n3 3 2\n' >"$work/cut.out"
expect "verify presentation error" 2 - "cut.out:3:1:" -- "$exe" verify toggle "$ex/statement.in" "$work/cut.out"
printf '1\n3 3\nBBW\n' >"$work/bad.in"
expect "verify bad input" 3 - "bad.in:" -- "$exe" verify toggle "$work/bad.in" "$ex/statement.out"
expect "bad input" 2 - "bad.in:4:1: expected row 2 of case 1, found end of input" -- "$exe" solve toggle "$work/bad.in"
printf '1\n30 30\n' >"$work/big.in"
expect "too big" 2 - "big.in:2:1: case 1 is 30 x 30; toggle handles boards whose shorter side is at most 24" -- "$exe" solve toggle "$work/big.in"
expect "show bad input" 2 - "bad.in:" -- "$exe" show toggle "$work/bad.in"
expect "gen bad kind" 2 - "unknown --kind" -- "$exe" gen toggle --kind zebra
expect "gen too big" 2 - "out of reach" -- "$exe" gen toggle --size 20x400
"$exe" gen toggle --seed 9 --cases 20 --size 6x7 >"$work/g1.in"
expect "gen is deterministic" 0 "$work/g1.in" "" -- "$exe" gen toggle --seed 9 --cases 20 --size 6x7
"$exe" solve toggle --plan "$work/g1.in" >"$work/g1.out"
expect "generated plans verify" 0 "*" "" -- "$exe" verify toggle "$work/g1.in" "$work/g1.out"
for kind in random black white checkerboard single row column unsolvable hard; do
  "$exe" gen toggle --kind $kind --size 9x11 --cases 3 >"$work/k.in" || { echo "FAIL gen $kind"; failed=$((failed + 1)); }
  "$exe" solve toggle --plan "$work/k.in" >"$work/k.out"
  expect "kind $kind verifies" 0 "*" "" -- "$exe" verify toggle "$work/k.in" "$work/k.out"
done
expect "no unsolvable 8 x 8 board" 2 - "every 8 x 8 board has a solution" -- "$exe" gen toggle --kind unsolvable --size 8
"$exe" gen toggle --kind unsolvable --size 9 --cases 5 >"$work/u.in"
expect "unsolvable boards" 0 "*" "" -- "$exe" solve toggle "$work/u.in"
check "unsolvable: every answer -1" [ "$(sort -u "$work/out")" = "-1" ]
expect "show draws the plan" 0 "*" "" -- "$exe" show toggle "$ex/statement.in"
check "show: no plan drawn" grep -qF "  BWW    1..    BBB" "$work/out"

finish
