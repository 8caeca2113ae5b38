#!/usr/bin/env bash
# End-to-end tests of the boardsolve executable: exit codes, streams, messages.
# Usage: cli_test.sh <boardsolve executable> <source dir>
source "$(dirname "$0")/expect.sh" "$@"

ex="$src/examples/captures"
expect "solve example" 0 "$ex/seed-8x8.out" "" -- "$exe" solve captures "$ex/seed-8x8.in"
expect "solve by alias from stdin" 0 "$ex/statement.out" "" -- sh -c "\"$exe\" solve adapwn < \"$ex/statement.in\""
expect "verify accepts" 0 "*" "" -- "$exe" verify captures "$ex/seed-8x8.in" "$ex/seed-8x8.out"
expect "verify with jury answer" 0 "*" "" -- "$exe" verify captures "$ex/seed-8x8.in" "$ex/seed-8x8.out" "$ex/seed-8x8.out"
printf '1\n2 1 R\n' >"$work/short.out"
expect "verify wrong answer" 1 "*" "" -- "$exe" verify captures "$ex/statement.in" "$work/short.out"
printf '2\n2 1 R\n' >"$work/cut.out"
expect "verify presentation error" 2 - "cut.out:3:1:" -- "$exe" verify captures "$ex/statement.in" "$work/cut.out"
printf '1\n3\n.O.\n' >"$work/bad.in"
expect "verify bad input" 3 - "bad.in:" -- "$exe" verify captures "$work/bad.in" "$ex/statement.out"
expect "bad input" 2 - "bad.in:2:1: case 1 needs 3 x 3 squares" -- "$exe" solve captures "$work/bad.in"
expect "show bad input" 2 - "bad.in:" -- "$exe" show captures "$work/bad.in"
expect "missing file" 2 - "cannot open" -- "$exe" solve captures "$work/nope.in"
expect "unknown puzzle" 2 - "did you mean 'captures'?" -- "$exe" solve captres "$ex/statement.in"
expect "unknown subcommand" 2 - "did you mean 'verify'?" -- "$exe" verfy captures
expect "no subcommand" 2 - "" -- "$exe"
expect "help" 0 "*" "" -- "$exe" --help
expect "version" 0 "*" "" -- "$exe" --version
expect "gen bad kind" 2 - "unknown --kind" -- "$exe" gen captures --kind zebra
"$exe" gen captures --seed 9 --cases 3 --size 6x7 >"$work/g1.in"
expect "gen is deterministic" 0 "$work/g1.in" "" -- "$exe" gen captures --seed 9 --cases 3 --size 6x7
"$exe" solve captures "$work/g1.in" >"$work/g1.out"
expect "generated answers verify" 0 "*" "" -- "$exe" verify captures "$work/g1.in" "$work/g1.out"
expect "show draws moves" 0 "*" "" -- "$exe" show captures "$ex/statement.in"
check "show: no move 2" grep -q "move 2: 2 3 L" "$work/out"

finish
