#!/usr/bin/env bash
# End-to-end tests of `boardsolve ... pawnchess`: exit codes, streams, messages, options.
# Usage: pawnchess_cli_test.sh <boardsolve executable> <source dir>
source "$(dirname "$0")/expect.sh" "$@"

ex="$src/examples/pawnchess"
expect "solve example" 0 "$ex/statement.out" "" -- "$exe" solve pawnchess "$ex/statement.in"
expect "solve edge cases" 0 "$ex/edge-cases.out" "" -- "$exe" solve pawnchess "$ex/edge-cases.in"
expect "solve by alias from stdin" 0 "$ex/statement.out" "" -- sh -c "\"$exe\" solve uva10838 < \"$ex/statement.in\""
expect "verify accepts" 0 "*" "" -- "$exe" verify pawnchess "$ex/statement.in" "$ex/statement.out"
expect "verify with jury answer" 0 "*" "" -- "$exe" verify pawnchess "$ex/statement.in" "$ex/statement.out" "$ex/statement.out"
printf 'white (7)\nblack (4)\n' >"$work/wrong.out"
expect "verify wrong answer" 1 "*" "" -- "$exe" verify pawnchess "$ex/statement.in" "$work/wrong.out"
check "verify names the case" grep -q "case 2: expected black (2), found black (4)" "$work/out"
printf 'white (7)\n' >"$work/cut.out"
expect "verify presentation error" 2 - "cut.out:2:1:" -- "$exe" verify pawnchess "$ex/statement.in" "$work/cut.out"
printf '1\n.ppp\n..x.\n.PPP\n....\n' >"$work/bad.in"
expect "bad character" 2 - "bad.in:3:3: expected one of \".Pp\" in row 2 of board 1, found 'x'" -- "$exe" solve pawnchess "$work/bad.in"
expect "verify bad input" 3 - "bad.in:" -- "$exe" verify pawnchess "$work/bad.in" "$ex/statement.out"
expect "show bad input" 2 - "bad.in:" -- "$exe" show pawnchess "$work/bad.in"
expect "size out of range" 2 - "--size must be RxC" -- "$exe" solve pawnchess --size 9x9 "$ex/statement.in"
expect "gen size out of range" 2 - "--size must be RxC" -- "$exe" gen pawnchess --size 1x5
expect "memory too small" 2 - "--memory 1.0 KiB is below the 1.6 MiB" -- "$exe" solve pawnchess --memory 1K "$ex/statement.in"
expect "memory not a size" 2 - "" -- "$exe" solve pawnchess --memory lots "$ex/statement.in"
# CLI11's reader took 0 for the default, -1 and overflowing numbers for 2^64 - 1, 010M as octal.
for bad in 0 -1 99999999999999999999 16E 1.5G; do
  expect "memory $bad" 2 - "boardsolve: --memory: expected a size in bytes, e.g. 512M or 4G (units K, M, G, T: powers of 1024), found '$bad'" -- "$exe" solve pawnchess "--memory=$bad" "$ex/statement.in"
done
expect "memory 010M is decimal" 0 "$ex/statement.out" "" -- "$exe" solve pawnchess --memory 010M "$ex/statement.in"
expect "memory 12k is too small, in KiB" 2 - "--memory 12.0 KiB is below" -- "$exe" solve pawnchess --memory 12k "$ex/statement.in"
expect "gen bad kind" 2 - "unknown --kind" -- "$exe" gen pawnchess --kind zebra
"$exe" gen pawnchess --seed 9 --cases 50 --size 5x4 --kind playout >"$work/g1.in"
expect "gen is deterministic" 0 "$work/g1.in" "" -- "$exe" gen pawnchess --seed 9 --cases 50 --size 5x4 --kind playout
"$exe" solve pawnchess --size 5x4 "$work/g1.in" >"$work/g1.out"
expect "generated answers verify" 0 "*" "" -- "$exe" verify pawnchess --size 5x4 "$work/g1.in" "$work/g1.out"
"$exe" gen pawnchess --kind start --size 3x3 >"$work/hexapawn.in"
printf 'black (6)\n' >"$work/hexapawn.out"
expect "hexapawn" 0 "$work/hexapawn.out" "" -- "$exe" solve pawnchess --size 3x3 "$work/hexapawn.in"
expect "stats on stderr" 0 "$work/hexapawn.out" "case 1: " -- "$exe" solve pawnchess --size 3x3 --stats "$work/hexapawn.in"
expect "show moves" 0 "*" "" -- "$exe" show pawnchess --moves "$ex/statement.in"
check "show --moves: no move list" grep -q "every move, best first" "$work/out"
check "show: no last move" grep -q "^7. white c3-c4: white has won" "$work/out"
"$exe" gen pawnchess --kind contest-all >"$work/all.in"
check "contest-all count" [ "$(head -1 "$work/all.in")" = "275836" ]
"$exe" solve pawnchess "$work/all.in" >"$work/all.out"
check "contest-all answers" [ "$(wc -l <"$work/all.out")" -eq 275836 ]
expect "every contest answer verifies" 0 "*" "" -- "$exe" verify pawnchess "$work/all.in" "$work/all.out"

finish
