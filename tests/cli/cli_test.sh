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
expect "missing file" 2 - "boardsolve: cannot read '$work/nope.in': No such file or directory" -- "$exe" solve captures "$work/nope.in"

# A path that cannot be read says why, on one line, before any parsing.
mkdir "$work/dir.in"
expect "directory" 2 - "boardsolve: '$work/dir.in' is a directory" -- "$exe" solve captures "$work/dir.in"
check "directory: one line" test "$(wc -l <"$work/err")" -eq 1
expect "show directory" 2 - "boardsolve: '$work/dir.in' is a directory" -- "$exe" show toggle "$work/dir.in"
expect "verify directory output" 2 - "boardsolve: '$work/dir.in' is a directory" -- "$exe" verify captures "$ex/statement.in" "$work/dir.in"
expect "stdin directory" 2 - "boardsolve: standard input is a directory" -- sh -c "\"$exe\" solve captures < \"$work/dir.in\""
expect "stdin closed" 2 - "boardsolve: cannot read standard input: Bad file descriptor" -- sh -c "\"$exe\" solve captures <&-"
# Permission denied: a mode-000 file, or for root (who reads any file) a sysctl that is write-only.
printf '1\n1\n.\n' >"$work/locked.in"
chmod 000 "$work/locked.in"
locked=""
if ! cat "$work/locked.in" >/dev/null 2>&1; then
  locked="$work/locked.in"
elif [ -e /proc/sys/vm/drop_caches ] && ! cat /proc/sys/vm/drop_caches >/dev/null 2>&1; then
  locked=/proc/sys/vm/drop_caches
fi
if [ -n "$locked" ]; then
  expect "unreadable" 2 - "boardsolve: cannot read '$locked': Permission denied" -- "$exe" solve captures "$locked"
else
  echo "skip unreadable: no unreadable file here"
fi
# A read that fails after the open: /proc/self/mem opens, but reading its first page fails.
if [ -r /proc/self/mem ]; then
  expect "read error" 2 - "boardsolve: cannot read '/proc/self/mem': Input/output error" -- "$exe" solve captures /proc/self/mem
fi

# The argument parser's messages have the form of every other message, exit code 2.
expect "no puzzle" 2 - "" -- "$exe" solve
printf "boardsolve: puzzle is required\nboardsolve: run 'boardsolve solve --help' for usage\n" >"$work/want.err"
check "no puzzle: message" cmp -s "$work/err" "$work/want.err"
expect "cases out of range" 2 - "boardsolve: --cases: Value -1 not in range 1 to 1000000" -- "$exe" gen captures --cases -1
check "cases out of range: usage line" grep -qxF "boardsolve: run 'boardsolve gen --help' for usage" "$work/err"
for args in "" "solve" "verify captures" "gen captures --cases x" "solve captures --bogus" "show captures a b" "solve captures --threads -1" "--bogus"; do
  expect "bad command line '$args'" 2 - "" -- "$exe" $args
  check "bad command line '$args': every line says boardsolve:" test -z "$(grep -v '^boardsolve: ' "$work/err")"
done
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
