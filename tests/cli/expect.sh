#!/usr/bin/env bash
# The harness of the end-to-end CLI tests, sourced by each <puzzle>_cli_test.sh:
#   source expect.sh <boardsolve executable> <source dir>
# sets $exe, $src and a scratch folder $work, and counts what `expect` and `check` report;
# the test script ends with `finish`, whose exit status is the verdict.
set -u
exe=$1
src=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0

# expect <name> <exit code> <stdout: a file to match, - for empty, * for any> <stderr substring> -- command...
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

# check <name> command...: passes if the command succeeds (e.g. grep -q on $work/out).
check() {
  local name=$1
  shift
  if "$@"; then passed=$((passed + 1)); else echo "FAIL $name"; failed=$((failed + 1)); fi
}

# Prints the tally; the exit status is 0 only if nothing failed.
finish() {
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}
