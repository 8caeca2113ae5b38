#!/usr/bin/env bash
# End-to-end tests of `boardsolve ... pawnchess`: exit codes, streams, messages, options.
# Usage: pawnchess_cli_test.sh <boardsolve executable> <source dir>
set -u
exe=$1
src=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0

# expect <name> <expected exit code> <expected stdout file or - or *> <expected stderr substring> -- command...
expect() {
  local name=$1 code=$2 want_out=$3 want_err=$4
  shift 5
  "$@" >"$work/out" 2>"$work/err"
  local got=$?
  local ok=1
  [ "$got" -eq "$code" ] || { echo "FAIL $name: exit $got, expected $code"; ok=0; }
  if [ "$want_out" = "-" ]; then
    [ ! -s "$work/out" ] || { echo "FAIL $name: stdout not empty:"; head -3 "$work/out"; ok=0; }
  elif [ "$want_out" != "*" ]; then
    cmp -s "$work/out" "$want_out" || { echo "FAIL $name: stdout differs from $want_out"; ok=0; }
  fi
  if [ -n "$want_err" ]; then
    grep -qF -- "$want_err" "$work/err" || { echo "FAIL $name: stderr lacks '$want_err':"; cat "$work/err"; ok=0; }
  fi
  if [ $ok -eq 1 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
}

ex="$src/examples/pawnchess"
expect "solve example" 0 "$ex/statement.out" "" -- "$exe" solve pawnchess "$ex/statement.in"
expect "solve edge cases" 0 "$ex/edge-cases.out" "" -- "$exe" solve pawnchess "$ex/edge-cases.in"
expect "solve by alias from stdin" 0 "$ex/statement.out" "" -- sh -c "\"$exe\" solve uva10838 < \"$ex/statement.in\""
expect "verify accepts" 0 "*" "" -- "$exe" verify pawnchess "$ex/statement.in" "$ex/statement.out"
expect "verify with jury answer" 0 "*" "" -- "$exe" verify pawnchess "$ex/statement.in" "$ex/statement.out" "$ex/statement.out"
printf 'white (7)\nblack (4)\n' >"$work/wrong.out"
expect "verify wrong answer" 1 "*" "" -- "$exe" verify pawnchess "$ex/statement.in" "$work/wrong.out"
grep -q "case 2: expected black (2), found black (4)" "$work/out" || { echo "FAIL verify names the case"; failed=$((failed + 1)); }
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
grep -q "every move, best first" "$work/out" || { echo "FAIL show --moves: no move list"; failed=$((failed + 1)); }
grep -q "^7. white c3-c4: white has won" "$work/out" || { echo "FAIL show: no last move"; failed=$((failed + 1)); }
"$exe" gen pawnchess --kind contest-all >"$work/all.in"
[ "$(head -1 "$work/all.in")" = "275836" ] || { echo "FAIL contest-all count"; failed=$((failed + 1)); }
"$exe" solve pawnchess "$work/all.in" >"$work/all.out"
[ "$(wc -l <"$work/all.out")" -eq 275836 ] || { echo "FAIL contest-all answers"; failed=$((failed + 1)); }
expect "every contest answer verifies" 0 "*" "" -- "$exe" verify pawnchess "$work/all.in" "$work/all.out"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
