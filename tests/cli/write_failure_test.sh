#!/usr/bin/env bash
# A failed write is never a silent success: every subcommand of every puzzle, writing to a full
# device, says "cannot write the output" and exits 74; a reader that stops early ends it quietly.
# Usage: write_failure_test.sh <boardsolve executable> <source dir>
source "$(dirname "$0")/expect.sh" "$@"

# full <name> <want stderr> command...: runs the command with stdout on /dev/full.
full() {
  local name=$1 want=$2
  shift 2
  "$@" >/dev/full 2>"$work/err"
  local got=$?
  if [ "$got" -eq 74 ] && grep -qxF -- "$want" "$work/err" && [ "$(wc -l <"$work/err")" -eq 1 ]; then
    passed=$((passed + 1))
  else
    echo "FAIL $name: exit $got (expected 74), stderr:"
    cat "$work/err"
    failed=$((failed + 1))
  fi
}

nospace="boardsolve: cannot write the output: No space left on device"
for puzzle in captures kingjump pawnchess toggle; do
  ex="$src/examples/$puzzle/statement.in"
  "$exe" solve "$puzzle" "$ex" >"$work/$puzzle.out"
  full "$puzzle solve" "$nospace" "$exe" solve "$puzzle" "$ex"
  full "$puzzle show" "$nospace" "$exe" show "$puzzle" "$ex"
  full "$puzzle show --svg" "$nospace" "$exe" show "$puzzle" --svg "$ex"
  full "$puzzle gen" "$nospace" "$exe" gen "$puzzle" --seed 2
  full "$puzzle verify" "$nospace" "$exe" verify "$puzzle" "$ex" "$work/$puzzle.out"
  full "$puzzle solve from stdin" "$nospace" sh -c "\"$exe\" solve $puzzle < \"$ex\""
done
full "large output" "$nospace" "$exe" gen captures --size 1000
full "help" "$nospace" "$exe" --help
full "version" "$nospace" "$exe" --version
full "subcommand help" "$nospace" "$exe" solve --help

# stderr on a full device: the message cannot be said, but the exit code still tells.
printf '1\n3\n.O.\n' >"$work/bad.in"
"$exe" solve captures "$work/bad.in" 2>/dev/full
check "bad input, stderr full: exit 74" test $? -eq 74
"$exe" solve captures "$src/examples/captures/statement.in" >"$work/out" 2>/dev/full
check "stderr full but unused: exit 0" test $? -eq 0
check "stderr full but unused: answer written" cmp -s "$work/out" "$src/examples/captures/statement.out"

# A closed stdout is a failed write too.
"$exe" solve captures "$src/examples/captures/statement.in" >&- 2>"$work/err"
check "closed stdout: exit 74" test $? -eq 74
check "closed stdout: says so" grep -q "cannot write the output: Bad file descriptor" "$work/err"

# A reader that closes the pipe early: SIGPIPE ends the writer quietly (status 141 in the shell);
# with SIGPIPE ignored, the failed write ends it quietly with 74.
"$exe" gen captures --size 1000 2>"$work/err" | head -1 >/dev/null
check "head -1: killed by SIGPIPE" test "${PIPESTATUS[0]}" -eq 141
check "head -1: nothing on stderr" test ! -s "$work/err"
(trap '' PIPE; "$exe" gen captures --size 1000 2>"$work/err" | head -1 >/dev/null; exit "${PIPESTATUS[0]}")
check "head -1, SIGPIPE ignored: exit 74" test $? -eq 74
check "head -1, SIGPIPE ignored: nothing on stderr" test ! -s "$work/err"

finish
