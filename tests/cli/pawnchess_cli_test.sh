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

# Chess rules (issue 16): the options, the start, draws, en passant in the file and in show.
chess="$src/examples/pawnchess/chess"
for f in "$chess"/*.in; do
  base="${f%.in}"
  # shellcheck disable=SC2046  # the .args file holds several options
  expect "chess example $(basename "$base")" 0 "$base.out" "" -- "$exe" solve pawnchess $(cat "$base.args") "$f"
  # shellcheck disable=SC2046
  expect "chess example $(basename "$base") verifies" 0 "*" "" -- "$exe" verify pawnchess $(cat "$base.args") "$f" "$base.out"
done
expect "rules value" 2 - "--rules: zebra not in {uva,chess}" -- "$exe" solve pawnchess --rules zebra "$ex/statement.in"
expect "stalemate value" 2 - "--stalemate: never not in {draw,loss}" -- "$exe" solve pawnchess --rules chess --stalemate never "$ex/statement.in"
expect "stalemate needs chess" 2 - "boardsolve: --stalemate needs --rules chess" -- "$exe" solve pawnchess --stalemate draw "$ex/statement.in"
expect "uva is the default" 0 "$ex/statement.out" "" -- "$exe" solve pawnchess --rules uva "$ex/statement.in"
printf '1\n\n.....\nppppp\n.....\nPPPPP\n.....\n' >"$work/chess5.in"
expect "gen chess start" 0 "$work/chess5.in" "" -- "$exe" gen pawnchess --kind start --rules chess --size 5x5
expect "gen chess start needs 4 rows" 2 - "needs at least 4 rows" -- "$exe" gen pawnchess --kind start --rules chess --size 3x5
printf 'draw\n' >"$work/draw.out"
expect "5x5 start: draw" 0 "$work/draw.out" "" -- "$exe" solve pawnchess --rules chess --size 5x5 "$work/chess5.in"
expect "verify a draw" 0 "*" "" -- "$exe" verify pawnchess --rules chess --size 5x5 "$work/chess5.in" "$work/draw.out"
expect "verify: white (11) is not the draw" 1 "*" "" -- "$exe" verify pawnchess --rules chess --size 5x5 "$work/chess5.in" "$chess/start-5x5-stalemate-loss.out"
check "verify names the draw" grep -q "case 1: expected draw, found white (11)" "$work/out"
expect "verify: draw unreadable when stalemate loses" 2 - "draw.out:1:1:" -- "$exe" verify pawnchess --rules chess --stalemate loss --size 5x5 "$work/chess5.in" "$work/draw.out"
expect "solve --json: a draw" 0 "*" "" -- "$exe" solve pawnchess --json --rules chess --size 5x5 "$work/chess5.in"
check "json names the draw" grep -q '"rules":"chess","stalemate":"draw","draw":true' "$work/out"
printf '1\nwhite to move, en passant c3\n.....\n..Pp.\n.....\n.p...\n.....\n' >"$work/ep.in"
expect "en passant must fit" 2 - "ep.in:2:27: en passant c3 on board 1: it needs a black pawn on c2, the pawn that stepped two squares" -- "$exe" solve pawnchess --rules chess --size 5x5 "$work/ep.in"
expect "en passant under uva rules" 2 - "ep.in:2:1: expected board 1 or 'white to move' or 'black to move' before it" -- "$exe" solve pawnchess --size 5x5 "$work/ep.in"
expect "validate en passant" 3 - "ep.in:2:27:" -- "$exe" validate pawnchess --rules chess --size 5x5 "$work/ep.in"
expect "show chess moves" 0 "*" "" -- "$exe" show pawnchess --rules chess --size 6x5 --moves "$chess/en-passant.in"
check "show: en passant in the move list" grep -q "^  d4xc3 e.p. black wins in 5" "$work/out"
check "show: a double step in the move list" grep -q "^  b2-b4 " "$work/out"

finish
