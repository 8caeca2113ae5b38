#!/usr/bin/env bash
# The examples checker can fail: it passes a page whose examples are right and names the
# command, the line shown and the line printed of a page with a wrong one.
# Usage: checker_test.sh <boardsolve executable> <source dir>
source "$(dirname "$0")/../cli/expect.sh" "$@"
run="$src/tests/docs/run_examples.py"
fixtures=tests/docs/fixtures

expect "right page passes" 0 "*" "" -- python3 "$run" "$exe" "$src" "$fixtures/right.md"
check "right page: counts" grep -qx "4 passed, 0 failed, 1 skipped (slow)" "$work/out"

expect "wrong page fails" 1 "*" "" -- python3 "$run" "$exe" "$src" "$fixtures/wrong.md"
check "wrong page: names the command" grep -qF "wrong.md:4: \$ build/release/boardsolve solve captures" "$work/out"
check "wrong page: the line shown" grep -qx "  shown line 3:   2 3 R" "$work/out"
check "wrong page: the line printed" grep -qx "  printed line 3: 2 3 L" "$work/out"
check "wrong page: counts" grep -qx "1 passed, 1 failed" "$work/out"

expect "no page with examples" 2 - "no example found" -- python3 "$run" "$exe" "$src" "$fixtures"/../checker_test.sh

finish
