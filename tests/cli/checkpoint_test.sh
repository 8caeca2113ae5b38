#!/usr/bin/env bash
# solve pawnchess --checkpoint: a search killed with SIGKILL at random moments and resumed from
# its checkpoint gives the same answer as one run straight through, and resuming reuses the
# work kept; a finished checkpoint answers at once; a checkpoint that cannot be used or
# written is refused with a message.
# Usage: checkpoint_test.sh <boardsolve executable> <source dir>
source "$(dirname "$0")/expect.sh" "$@"

size=7x6  # beyond the value table: the MTD(f) search, seconds (7 s at a load of 7 on 2 cores)
"$exe" gen pawnchess --kind start --size $size >"$work/start.in"
"$exe" solve pawnchess --size $size --stats "$work/start.in" >"$work/reference.out" 2>"$work/reference.err"
full=$(sed -n 's/^case 1: \([0-9]*\) positions searched.*/\1/p' "$work/reference.err")
check "the reference run counts its positions" test -n "$full"

ck="$work/search.ckpt"
RANDOM=20261124  # the moments of the kills, the same on every run of the test
kills=0
for round in 1 2 3 4 5 6 7 8; do
  "$exe" solve pawnchess --size $size --checkpoint "$ck" --checkpoint-every 1 --stats \
    "$work/start.in" >"$work/resumed.out" 2>"$work/resumed.err" &
  pid=$!
  sleep "$((1 + RANDOM % 3)).$((RANDOM % 10))"
  if kill -KILL $pid 2>/dev/null; then
    wait $pid 2>/dev/null
    kills=$((kills + 1))
  else
    wait $pid
    break
  fi
done
check "killed at least once" test $kills -ge 1
check "some checkpoint was written" test -s "$ck"
# However often it was killed, the run that ends gives the answer of the run straight through.
expect "resumed run: same answer" 0 "$work/reference.out" "" -- "$exe" solve pawnchess --size $size --checkpoint "$ck" "$work/start.in"
expect "finished checkpoint: same answer" 0 "$work/reference.out" "" -- "$exe" solve pawnchess --size $size --checkpoint "$ck" --stats "$work/start.in"
resumed=$(sed -n 's/^case 1: \([0-9]*\) positions searched.*/\1/p' "$work/err")
check "a finished checkpoint answers without searching again ($resumed of $full positions)" test "$resumed" -lt $((full / 10 + 1))
check "no file is left aside" test ! -e "$ck.tmp"

# Resuming keeps the work: a run killed after 3 s searches less when resumed.
rm -f "$ck"
"$exe" solve pawnchess --size $size --checkpoint "$ck" --checkpoint-every 1 "$work/start.in" >/dev/null 2>&1 &
pid=$!
sleep 3
if kill -KILL $pid 2>/dev/null; then
  wait $pid 2>/dev/null
  expect "resumed after 3 s: same answer" 0 "$work/reference.out" "" -- "$exe" solve pawnchess --size $size --checkpoint "$ck" --stats "$work/start.in"
  again=$(sed -n 's/^case 1: \([0-9]*\) positions searched.*/\1/p' "$work/err")
  check "resumed after 3 s: fewer positions than from scratch ($again of $full)" test "$again" -lt "$full"
else
  wait $pid  # the machine was fast enough to finish in 3 s: nothing left to resume
fi

# What cannot be used is refused before any search; what cannot be written stops the run.
"$exe" gen pawnchess --kind start --size 5x6 >"$work/other.in"
expect "a checkpoint of another size" 2 - "is of a 7x6 search, not 5x6" -- "$exe" solve pawnchess --size 5x6 --checkpoint "$ck" "$work/other.in"
printf 'not a checkpoint' >"$work/bad.ckpt"
expect "not a checkpoint" 2 - "is not a checkpoint of a pawnchess search" -- "$exe" solve pawnchess --size $size --checkpoint "$work/bad.ckpt" "$work/start.in"
head -c 1000 "$ck" >"$work/short.ckpt"
expect "a checkpoint cut short" 2 - "is cut short or damaged" -- "$exe" solve pawnchess --size $size --checkpoint "$work/short.ckpt" "$work/start.in"
expect "a checkpoint that cannot be written" 74 - "cannot write '$work/none/x.ckpt.tmp'" -- "$exe" solve pawnchess --size $size --checkpoint "$work/none/x.ckpt" "$work/start.in"
expect "chess rules keep no checkpoint yet" 2 - "--checkpoint keeps searches under --rules uva only" -- "$exe" solve pawnchess --rules chess --size $size --checkpoint "$work/chess.ckpt" "$work/start.in"
finish
