#!/usr/bin/env bash
# The memory limits that the command line checks itself: files larger than 2,000,000,000 bytes
# are refused before a byte is read, as INPUT, OUTPUT, jury ANSWER or standard input. The
# large files are sparse: they take no disk and nothing of them is read.
# Usage: limits_test.sh <boardsolve executable> <source dir>
source "$(dirname "$0")/expect.sh" "$@"

huge="$work/huge.txt"
truncate -s 2000000001 "$huge" || { echo "FAIL cannot make a sparse file"; exit 1; }
limit="has 2000000001 bytes; boardsolve reads files of at most 2000000000 bytes"
ex="$src/examples"
expect "solve: input" 2 - "boardsolve: '$huge' $limit" -- "$exe" solve captures "$huge"
expect "solve: standard input" 2 - "boardsolve: standard input $limit" -- sh -c "\"$exe\" solve toggle < \"$huge\""
expect "show: input" 2 - "boardsolve: '$huge' $limit" -- "$exe" show pawnchess "$huge"
expect "verify: input" 2 - "boardsolve: '$huge' $limit" -- \
  "$exe" verify kingjump "$huge" "$ex/kingjump/statement.out"
expect "verify: output" 2 - "boardsolve: '$huge' $limit" -- \
  "$exe" verify kingjump "$ex/kingjump/statement.in" "$huge"
expect "verify: jury answer" 2 - "boardsolve: '$huge' $limit" -- \
  "$exe" verify captures "$ex/captures/statement.in" "$ex/captures/statement.out" "$huge"
check "the message is the only line" test "$(wc -l <"$work/err")" -eq 1

# Files within the limit are read whole, from a path or a pipe, whatever their size.
"$exe" gen captures --size 3000 --kind full --seed 2 >"$work/big.in"
"$exe" solve captures "$work/big.in" >"$work/big.out"
expect "a pipe is read whole" 0 "$work/big.out" "" -- sh -c "cat \"$work/big.in\" | \"$exe\" solve captures"
expect "a file is read whole" 0 "*" "" -- "$exe" verify captures "$work/big.in" "$work/big.out"

finish
