#!/usr/bin/env bash
# The answer does not depend on the threads: on large boards of every puzzle, `solve` (and
# `show`, `verify` and `--json` where they are cheap) print the same bytes with --threads 1,
# --threads 2 and every core (--threads 0). Each run takes at most a few seconds.
# Usage: threads_test.sh <boardsolve executable> <source dir> <puzzle>: one puzzle a test
# (ctest cli.threads.<puzzle>), so that each takes seconds, not the minute and more of all four.
source "$(dirname "$0")/expect.sh" "$1" "$2"
puzzle=${3:?threads_test.sh: which puzzle: captures, kingjump, toggle or pawnchess}

# same <name> <command...>: the command succeeds with --threads 1, 2 and 0, prints something,
# and prints the same bytes each time. The output of --threads 1 is left in $work/one.
same() {
  local name=$1
  shift
  local threads ok=1
  for threads in 1 2 0; do
    if ! "$@" --threads $threads >"$work/threads-$threads" 2>"$work/err"; then
      echo "FAIL $name: --threads $threads failed:"
      head -3 "$work/err"
      ok=0
    fi
  done
  [ -s "$work/threads-1" ] || { echo "FAIL $name: no output"; ok=0; }
  for threads in 2 0; do
    cmp -s "$work/threads-1" "$work/threads-$threads" ||
      { echo "FAIL $name: --threads $threads differs from --threads 1"; ok=0; }
  done
  cp "$work/threads-1" "$work/one"
  if [ $ok -eq 1 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
}

# board <file> <gen arguments...>: a seeded instance file.
board() {
  local file=$1
  shift
  "$exe" gen "$@" --seed 7 >"$work/$file" || { echo "FAIL gen $*"; failed=$((failed + 1)); }
}

case $puzzle in
captures)
# Nearly full boards make the matching large enough for a thread per square colour.
board cap-hard.in captures --size 1200 --kind hard
board cap-full.in captures --size 3000 --kind full
board cap-many.in captures --size 300 --cases 40 --kind hard
for file in cap-hard.in cap-full.in cap-many.in; do
  same "captures solve $file" "$exe" solve captures "$work/$file"
  same "captures verify $file" "$exe" verify captures "$work/$file" "$work/one"
  check "captures verify $file: accepted" grep -qx "[0-9]* passed, 0 failed" "$work/one"
done
board cap-show.in captures --size 200 --cases 3 --kind hard
same "captures show" "$exe" show captures "$work/cap-show.in"
same "captures solve --json" "$exe" solve captures --json "$work/cap-show.in"
;;
kingjump)
# The pass over the board is split in two bands of rows.
board king-full.in kingjump --size 3000 --kind full
board king-trail.in kingjump --size 5000
board king-kings.in kingjump --size 2000 --kind kings
board king-near.in kingjump --size 3000 --kind near
board king-random.in kingjump --size 3000 --kind random
for file in king-full.in king-trail.in king-kings.in king-near.in king-random.in; do
  same "kingjump solve $file" "$exe" solve kingjump "$work/$file"
  same "kingjump verify $file" "$exe" verify kingjump "$work/$file" "$work/one"
  check "kingjump verify $file: accepted" grep -qx "1 passed, 0 failed" "$work/one"
done
same "kingjump show" "$exe" show kingjump "$work/king-near.in"
board king-json.in kingjump --size 600
same "kingjump solve --json" "$exe" solve kingjump --json "$work/king-json.in"
;;
toggle)
# One large board's search is split between the threads; small boards go side by side.
board tog-hard.in toggle --size 22 --kind hard
board tog-white.in toggle --size 20x40 --kind white
board tog-strip.in toggle --size 18x1000 --cases 20 --kind hard
board tog-many.in toggle --size 13 --cases 300
for file in tog-hard.in tog-white.in tog-strip.in tog-many.in; do
  same "toggle solve --plan $file" "$exe" solve toggle --plan "$work/$file"
  same "toggle verify $file" "$exe" verify toggle "$work/$file" "$work/one"
  check "toggle verify $file: accepted" grep -qx "[0-9]* passed, 0 failed" "$work/one"
done
same "toggle show" "$exe" show toggle "$work/tog-white.in"
same "toggle solve --json" "$exe" solve toggle --json "$work/tog-many.in"
;;
pawnchess)
# One solver a run; a null-window test past 2^20 positions gets a second thread (both rule
# sets), which changes the positions searched but not the answer.
board pawn-57.in pawnchess --size 5x7 --kind start
same "pawnchess solve 5x7 start" "$exe" solve pawnchess --size 5x7 "$work/pawn-57.in"
check "pawnchess 5x7 start: white (29)" grep -qx "white (29)" "$work/one"
board chess-67.in pawnchess --size 6x7 --kind start --rules chess
same "pawnchess chess 6x7 start" "$exe" solve pawnchess --rules chess --size 6x7 "$work/chess-67.in"
check "pawnchess chess 6x7 start: draw" grep -qx "draw" "$work/one"
expect "pawnchess 5x7 start, --stats of two threads" 0 "*" "" -- "$exe" solve pawnchess --size 5x7 --stats --threads 2 "$work/pawn-57.in"
check "pawnchess 5x7 start: the second thread joined" grep -q "second thread: [1-9][0-9]* tests joined" "$work/err"
expect "pawnchess 5x7 start, --stats of one thread" 0 "*" "" -- "$exe" solve pawnchess --size 5x7 --stats --threads 1 "$work/pawn-57.in"
check "pawnchess 5x7 start: no second thread with --threads 1" bash -c "! grep -q 'second thread' '$work/err'"
board pawn-start.in pawnchess --size 6x6 --kind start
board pawn-many.in pawnchess --size 8x8 --kind contest --cases 2000
same "pawnchess solve 6x6 start" "$exe" solve pawnchess --size 6x6 "$work/pawn-start.in"
check "pawnchess 6x6 start: black (30)" grep -qx "black (30)" "$work/one"
same "pawnchess solve 8x8" "$exe" solve pawnchess --size 8x8 "$work/pawn-many.in"
same "pawnchess verify 8x8" "$exe" verify pawnchess --size 8x8 "$work/pawn-many.in" "$work/one"
same "pawnchess show 6x6 start" "$exe" show pawnchess --size 6x6 --moves "$work/pawn-start.in"
;;
*) echo "threads_test.sh: no puzzle '$puzzle'" >&2; exit 2 ;;
esac
finish
