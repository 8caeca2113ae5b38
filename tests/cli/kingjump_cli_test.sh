#!/usr/bin/env bash
# End-to-end tests of `boardsolve ... kingjump`: exit codes, streams, messages.
# Usage: kingjump_cli_test.sh <boardsolve executable> <source dir>
source "$(dirname "$0")/expect.sh" "$@"

ex="$src/examples/kingjump"
expect "solve the statement" 0 "$ex/statement.out" "" -- "$exe" solve kingjump "$ex/statement.in"
expect "solve by alias from stdin" 0 "$ex/statement.out" "" -- sh -c "\"$exe\" solve winchk < \"$ex/statement.in\""
expect "blanks and CRLF" 0 "$ex/statement.out" "" -- "$exe" solve kingjump "$ex/statement-blanks-crlf.in"
expect "impossible" 0 "$ex/ring-two-kings.out" "" -- "$exe" solve kingjump "$ex/ring-two-kings.in"
expect "verify accepts" 0 "*" "" -- "$exe" verify kingjump "$ex/statement.in" "$ex/statement.out"
expect "verify with jury answer" 0 "*" "" -- "$exe" verify kingjump "$ex/statement.in" "$ex/statement.out" "$ex/statement.out"
printf '8 3\n6 1\n4 3\n' >"$work/short.out"
expect "verify wrong answer" 1 "*" "" -- "$exe" verify kingjump "$ex/statement.in" "$work/short.out"
check "verify wrong answer: no reason" grep -q "case 1: after the last jump 1 checker is left, the first on (5,4)" "$work/out"
printf 'impossible\n' >"$work/impossible.out"
expect "verify a wrong impossible" 1 "*" "" -- "$exe" verify kingjump "$ex/statement.in" "$work/impossible.out"
printf '8 3\n6 x\n' >"$work/cut.out"
expect "verify presentation error" 2 - "cut.out:2:3:" -- "$exe" verify kingjump "$ex/statement.in" "$work/cut.out"
printf '3\n-+-\n+o+\n' >"$work/bad.in"
expect "verify bad input" 3 - "bad.in:" -- "$exe" verify kingjump "$work/bad.in" "$ex/statement.out"
expect "bad input" 2 - "bad.in:1:1: the board needs 3 x 3 squares" -- "$exe" solve kingjump "$work/bad.in"
printf '3\n-+-\n+O+\n-+-\n' >"$work/symbol.in"
expect "wrong symbol" 2 - "symbol.in:3:2: expected one of \"-+Ko\" in row 2, found 'O'" -- "$exe" solve kingjump "$work/symbol.in"
printf '20000\n' >"$work/huge.in"
expect "size out of range" 2 - "huge.in:1:1: the board size N must be from 1 to 10000, found 20000" -- "$exe" solve kingjump "$work/huge.in"
: >"$work/empty.in"
expect "empty input" 2 - "empty.in:1:1: expected the board size N" -- "$exe" solve kingjump "$work/empty.in"
expect "show bad input" 2 - "bad.in:" -- "$exe" show kingjump "$work/bad.in"
expect "gen bad kind" 2 - "unknown --kind" -- "$exe" gen kingjump --kind zebra
expect "gen rectangular size" 2 - "--size must be N" -- "$exe" gen kingjump --size 4x5
expect "gen two cases" 2 - "--cases must be 1" -- "$exe" gen kingjump --cases 2
for kind in trail near blocked kings random empty; do
  "$exe" gen kingjump --kind $kind --seed 9 --size 60 >"$work/$kind.in"
  expect "gen $kind is deterministic" 0 "$work/$kind.in" "" -- "$exe" gen kingjump --kind $kind --seed 9 --size 60
  "$exe" solve kingjump "$work/$kind.in" >"$work/$kind.out"
  expect "solve $kind is deterministic" 0 "$work/$kind.out" "" -- "$exe" solve kingjump "$work/$kind.in" --threads 2
  expect "generated $kind answer verifies" 0 "*" "" -- "$exe" verify kingjump "$work/$kind.in" "$work/$kind.out"
done
expect "show draws the jumps" 0 "*" "" -- "$exe" show kingjump "$ex/statement.in"
check "show: no jump 3" grep -q "jump 3: (4,3) -> (6,5) over (5,4)" "$work/out"
expect "show explains impossible" 0 "*" "" -- "$exe" show winchk "$ex/ring-two-kings.in"
check "show: no reason" grep -q "the kings on (2,3) and (6,3) both stand next to checkers" "$work/out"

finish
