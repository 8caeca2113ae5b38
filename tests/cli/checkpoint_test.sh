#!/usr/bin/env bash
# solve pawnchess --checkpoint, under both rule sets: a search killed with SIGKILL at random
# moments and resumed from its checkpoint gives the same answer as one run straight through,
# and resuming reuses the work kept; a finished checkpoint answers at once; a checkpoint that
# cannot be used or written is refused with a message; verify takes a checkpoint as solve does;
# SIGINT and SIGTERM write the checkpoint before stopping.
# Usage: checkpoint_test.sh <boardsolve executable> <source dir> [quick|long] [uva|chess|versions|all]
#   quick (ctest cli.checkpoint.uva, .chess and .versions): searches of 2.5 and 3.4 million positions (5x7 UVa; 6x8 chess
#     with stalemate a loss, won by black: under a second each, a few under the sanitizers) that
#     write their checkpoint at every progress report (each 2^20 positions), so every run leaves
#     checkpoints to kill and resume, however busy the machine;
#   long (ctest cli.checkpoint_long, labels stress and slow): the starts of seconds-long searches
#     (one thread: 6x7 UVa 3.5 s, 8x6 chess with stalemate a draw 7 s) with a checkpoint every
#     second, as a user's run writes them, some minutes in all.
source "$(dirname "$0")/expect.sh" "$1" "$2"
case ${3:-quick} in
  # (quick: a table of 4 MiB, whose checkpoints take a few milliseconds to write)
  quick) uva_size=5x7 chess_size=6x8 stalemate=loss other_stalemate=draw every=0 memory=4M ;;
  long) uva_size=6x7 chess_size=8x6 stalemate=draw other_stalemate=loss every=1 memory=1G ;;
  *) echo "checkpoint_test.sh: the mode is quick or long, not '$3'" >&2; exit 2 ;;
esac

positions_in() {  # the positions of case 1 in a --stats file
  sed -n 's/^case 1: \([0-9]*\) positions searched.*/\1/p' "$1"
}
totals_in() {  # the positions of all runs of a resumed search in a --stats file
  sed -n 's/^with the runs before this one: \([0-9]*\) positions searched.*/\1/p' "$1"
}

# killed_once_written <file>: starts "${solve[@]}" with the checkpoint $ck (and its portable
# one) removed, and kills it with SIGKILL once <file> is on disk with some search in it
# (however busy the machine, which a fixed delay is not): with a checkpoint at every progress
# report, the first is written at the first position, so it waits for the second (each write
# renames a new file over the old one: another inode). False if the search ended first.
killed_once_written() {
  rm -f "$ck" "$ck.portable"
  "${solve[@]}" --checkpoint "$ck" --checkpoint-every $every "$start" >/dev/null 2>&1 &
  local pid=$! waited first=""
  for waited in $(seq 6000); do
    if [ -e "$1" ]; then
      [ "$every" != 0 ] && break
      [ -z "$first" ] && first=$(stat -c %i "$1" 2>/dev/null)
      [ -n "$first" ] && [ "$(stat -c %i "$1" 2>/dev/null)" != "$first" ] && break
    fi
    sleep 0.01
  done
  if kill -KILL $pid 2>/dev/null; then
    wait $pid 2>/dev/null
    return 0
  fi
  wait $pid
  return 1
}

# kill_and_resume <name> <size> [rule options...]: the MTD(f) search of that size's start.
kill_and_resume() {
  local name=$1 size=$2
  shift 2
  local solve=("$exe" solve pawnchess --size "$size" --memory $memory "$@")
  local start="$work/$name.in" ck="$work/$name.ckpt"
  "$exe" gen pawnchess --kind start --size "$size" "$@" >"$start"
  local began=$EPOCHREALTIME
  "${solve[@]}" --stats "$start" >"$work/$name.reference" 2>"$work/reference.err"
  # The kills come at random moments within the first two thirds of a run from scratch, so the
  # first round is killed however fast the machine (a fixed range of moments was not).
  local span_ms
  span_ms=$(awk -v from="$began" -v to="$EPOCHREALTIME" 'BEGIN { printf "%d", (to - from) * 1000 * 2 / 3 + 1 }')
  local full
  full=$(positions_in "$work/reference.err")
  check "$name: the reference run counts its positions" test -n "$full"
  check "$name: a run without a checkpoint has no earlier runs" test -z "$(totals_in "$work/reference.err")"

  local kills=0 round pid waited
  for round in 1 2 3 4 5 6 7 8 9; do
    # A loaded machine may have killed every round before its first checkpoint: then a last
    # round's random moment counts from the checkpoint on disk, so one kill comes after it.
    [ $round = 9 ] && [ -s "$ck" ] && break
    "${solve[@]}" --checkpoint "$ck" --checkpoint-every $every "$start" >/dev/null 2>&1 &
    pid=$!
    if [ $round = 9 ]; then
      for waited in $(seq 600); do
        [ -s "$ck" ] && break
        sleep 0.1
      done
    fi
    local at_ms=$((RANDOM % span_ms))
    sleep "$((at_ms / 1000)).$(printf %03d $((at_ms % 1000)))"
    if kill -KILL $pid 2>/dev/null; then
      wait $pid 2>/dev/null
      kills=$((kills + 1))
    else
      wait $pid
      break
    fi
  done
  check "$name: killed at least once" test $kills -ge 1
  check "$name: some checkpoint was written" test -s "$ck"
  # However often it was killed, the run that ends gives the answer of the run straight through.
  expect "$name: resumed run, same answer" 0 "$work/$name.reference" "" -- "${solve[@]}" --checkpoint "$ck" "$start"
  expect "$name: finished checkpoint, same answer" 0 "$work/$name.reference" "" -- "${solve[@]}" --checkpoint "$ck" --stats "$start"
  local resumed
  resumed=$(positions_in "$work/err")
  check "$name: a finished checkpoint answers without searching again ($resumed of $full positions)" test "$resumed" -lt $((full / 10 + 1))
  check "$name: no file is left aside" test ! -e "$ck.tmp" -a ! -e "$ck.portable.tmp"
  # show starts from the finished solve's table: the value and the length of the line are
  # those from scratch (of several best moves the line shows the table's first, and the
  # table's contents depend on the moments of the kills).
  "$exe" show pawnchess --size "$size" "$@" "$start" >"$work/$name.show" 2>/dev/null
  expect "$name: show from the checkpoint" 0 "*" "" -- "$exe" show pawnchess --size "$size" "$@" --checkpoint "$ck" "$start"
  check "$name: show from the checkpoint, the same value" test "$(head -1 "$work/out")" = "$(head -1 "$work/$name.show")"
  check "$name: show from the checkpoint, a line as long" test "$(grep -c '^[0-9]*\. ' "$work/out")" = "$(grep -c '^[0-9]*\. ' "$work/$name.show")"
  check "$name: show from the checkpoint, the line ends the game" grep -q 'has won' "$work/out"
  # With a bound far below the table's size it reads the finished search's table in place
  # instead of copying it: the same value and a line as long, the file untouched.
  cp "$ck" "$work/before-show.ckpt"
  expect "$name: show from the checkpoint in 1 MiB" 0 "*" "" -- "$exe" show pawnchess --size "$size" "$@" --memory 1M --checkpoint "$ck" "$start"
  check "$name: show in 1 MiB, the same value" test "$(head -1 "$work/out")" = "$(head -1 "$work/$name.show")"
  check "$name: show in 1 MiB, a line as long" test "$(grep -c '^[0-9]*\. ' "$work/out")" = "$(grep -c '^[0-9]*\. ' "$work/$name.show")"
  check "$name: show leaves the finished checkpoint as it was" cmp -s "$ck" "$work/before-show.ckpt"

  # verify takes the checkpoint too (its search starts from the answer under test): it accepts
  # the answer and rejects one two plies longer, from the finished table and from scratch.
  awk '{ match($0, /[0-9]+/); print substr($0, 1, RSTART - 1) (substr($0, RSTART, RLENGTH) + 2) substr($0, RSTART + RLENGTH) }' \
    "$work/$name.reference" >"$work/$name.longer"
  local verify=("$exe" verify pawnchess --size "$size" --memory $memory "$@")
  expect "$name: verify from the checkpoint accepts the answer" 0 "*" "" -- "${verify[@]}" --checkpoint "$ck" "$start" "$work/$name.reference"
  expect "$name: verify from the checkpoint rejects a longer game" 1 "*" "" -- "${verify[@]}" --checkpoint "$ck" "$start" "$work/$name.longer"
  check "$name: verify names the value" grep -qF "expected $(cat "$work/$name.reference")" "$work/out"
  rm -f "$work/verify.ckpt" "$work/verify.ckpt.portable"
  expect "$name: verify from scratch with a checkpoint rejects a longer game" 1 "*" "" -- "${verify[@]}" --checkpoint "$work/verify.ckpt" "$start" "$work/$name.longer"
  check "$name: verify wrote its checkpoint" test -s "$work/verify.ckpt"
  # (A kill between the two writes may leave a run's portable checkpoint older than its whole
  # one; a run that is not killed writes both.)
  check "$name: verify wrote the portable checkpoint beside it" test -s "$work/verify.ckpt.portable"

  # Resuming keeps the work: a run killed once its first checkpoint is on disk searches less
  # when resumed. The positions compared are one thread's, the same on every run: two threads
  # search some subtrees twice, more so on a loaded machine.
  solve+=(--threads 1)
  "${solve[@]}" --stats "$start" >/dev/null 2>"$work/reference.err"
  full=$(positions_in "$work/reference.err")
  if killed_once_written "$ck"; then
    expect "$name: resumed after the first checkpoint, same answer" 0 "$work/$name.reference" "" -- "${solve[@]}" --checkpoint "$ck" --stats "$start"
    local again in_all
    again=$(positions_in "$work/err")
    in_all=$(totals_in "$work/err")
    check "$name: resumed after the first checkpoint, fewer positions than from scratch ($again of $full)" test "$again" -lt "$full"
    # The checkpoint carries what the killed run had searched: the totals exceed this run's,
    # and the finished checkpoint records the same totals.
    check "$name: resumed, the totals add the killed run's positions ($in_all > $again)" test "${in_all:-0}" -gt "$again"
    expect "$name: the finished checkpoint again" 0 "$work/$name.reference" "" -- "${solve[@]}" --checkpoint "$ck" --stats "$start"
    check "$name: the finished checkpoint keeps the totals ($(totals_in "$work/err") = $in_all)" test "$(totals_in "$work/err")" = "$in_all"
  fi

  # On another machine only the portable checkpoint may be at hand (FILE.portable: MTD(f)'s
  # state and the costliest entries, at most 16 MiB): a run killed once it is on disk, resumed
  # from it alone, gives the same answer and searches less than from scratch.
  if killed_once_written "$ck.portable"; then
    rm "$ck"
    check "$name: the portable checkpoint is at most 16 MiB and a header" test "$(stat -c %s "$ck.portable")" -le $((96 + 16 * 1048576))
    expect "$name: resumed from the portable checkpoint alone, same answer" 0 "$work/$name.reference" "does not exist: starting from its portable checkpoint '$ck.portable'" -- "${solve[@]}" --checkpoint "$ck" --stats --progress "$start"
    local from_portable
    from_portable=$(positions_in "$work/err")
    in_all=$(totals_in "$work/err")
    check "$name: resumed from the portable checkpoint, fewer positions than from scratch ($from_portable of $full)" test "$from_portable" -lt "$full"
    check "$name: resumed from the portable checkpoint, the killed run's positions are counted ($in_all > $from_portable)" test "${in_all:-0}" -gt "$from_portable"
  fi
  head -c -1 "$ck.portable" >"$work/short.ckpt.portable"
  rm -f "$work/short.ckpt"
  expect "$name: a damaged portable checkpoint is refused" 2 - "the checkpoint '$work/short.ckpt.portable' is cut short or damaged" -- "${solve[@]}" --checkpoint "$work/short.ckpt" "$start"
}

# show --known answers from a checkpoint without searching and without its memory, and
# never writes it: the finished checkpoint gives the root's value at once under a 1 MiB bound.
# known <name> <size> [rule options...]
known() {
  local name=$1 size=$2
  shift 2
  local ck="$work/$name.ckpt" start="$work/$name.in"
  cp "$ck" "$work/before.ckpt"
  local value
  value=$(sed 's/^\([a-z]*\) (\([0-9]*\))$/\1 wins in \2/' "$work/$name.reference")
  expect "$name: show --known from the checkpoint" 0 "*" "" -- "$exe" show pawnchess --size "$size" "$@" --known --memory 1M --checkpoint "$ck" "$start"
  check "$name: show --known gives the solved value ($value)" grep -q "to move: $value (known without search)" "$work/out"
  check "$name: show --known lists every move" test "$(grep -c '^  [a-h][1-8][-x]' "$work/out")" -ge "${size#*x}"
  check "$name: show --known leaves the checkpoint as it was" cmp -s "$ck" "$work/before.ckpt"
  # The same as JSON: the value's words, the winner and plies where the bounds meet, each move.
  local winner=${value%% *} plies=${value##* }
  expect "$name: show --known --json from the checkpoint" 0 "*" "" -- "$exe" show pawnchess --size "$size" "$@" --known --json --memory 1M --checkpoint "$ck" "$start"
  check "$name: show --known --json gives the solved value" python3 -c "import json, sys; c = json.load(open(sys.argv[1]))['cases'][0]; sys.exit(not (c['known'] == sys.argv[2] and c['winner'] == sys.argv[3] and c['plies'] == int(sys.argv[4]) and len(c['moves']) >= int(sys.argv[5])))" "$work/out" "$value" "$winner" "$plies" "${size#*x}"
  check "$name: show --known --json: its known line keeps the value ply by ply" python3 -c "import json, sys; c = json.load(open(sys.argv[1]))['cases'][0]; sys.exit(len(c['known_line']) > c['plies'] or (c['known_line'] and c['known_line'][0]['move'] not in [m['move'] for m in c['moves'] if m.get('plies') == c['plies']]))" "$work/out"
  # On a machine that has only the portable checkpoint, show --known reads that.
  mkdir -p "$work/elsewhere"
  cp "$ck.portable" "$work/elsewhere/$name.ckpt.portable"
  expect "$name: show --known from the portable checkpoint alone" 0 "*" "" -- "$exe" show pawnchess --size "$size" "$@" --known --memory 1M --checkpoint "$work/elsewhere/$name.ckpt" "$start"
  check "$name: show --known from the portable checkpoint gives the solved value ($value)" grep -q "to move: $value (known without search)" "$work/out"
  check "$name: show --known writes no checkpoint" test ! -e "$work/elsewhere/$name.ckpt"
  expect "$name: show --known without a checkpoint" 0 "*" "" -- "$exe" show pawnchess --size "$size" "$@" --known "$start"
  check "$name: without a checkpoint the start is not known" grep -q "to move: not known" "$work/out"
}

# catches <pid> <signal number>: true once the process <pid> runs boardsolve and has a handler
# for the signal (Linux lists the signals a process catches in /proc/<pid>/status, SigCgt).
catches() {
  local mask
  [ "$(cat "/proc/$1/comm" 2>/dev/null)" = boardsolve ] || return 1
  mask=$(sed -n 's/^SigCgt:[[:space:]]*//p' "/proc/$1/status" 2>/dev/null)
  [ -n "$mask" ] && ((0x$mask >> ($2 - 1) & 1))
}

# SIGINT or SIGTERM (Ctrl-C, or a batch system's end of time) writes the checkpoint at once and
# stops with the shell's code for the signal and no answer; resuming loses nothing.
# stop_and_resume <name> <size> <signal> <exit code> [rule options...]
stop_and_resume() {
  local name=$1 size=$2 signal=$3 code=$4
  shift 4
  local solve=("$exe" solve pawnchess --size "$size" --memory $memory "$@") ck="$work/$name-stopped.ckpt"
  local start="$work/$name.in"
  # Without the signal, no checkpoint would be written before the search ends. (A job that a
  # script starts with `&` ignores SIGINT, and the tool leaves it so: python restores it.)
  python3 -c 'import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); os.execvp(sys.argv[1], sys.argv[1:])' \
    "${solve[@]}" --checkpoint "$ck" --checkpoint-every 3600 "$start" >"$work/stopped.out" 2>"$work/stopped.err" &
  local pid=$!
  # As soon as the tool catches the signal: its handler is set before the search starts, and
  # the search sees the request at its first progress report (2^20 positions) or its end,
  # so the stop does not depend on how fast the machine is.
  local waited
  for waited in $(seq 1000); do
    catches $pid "$(kill -l "$signal")" && break
    sleep 0.01
  done
  kill -"$signal" $pid
  wait $pid
  local got=$?
  check "$name: SIGINT or SIGTERM stops the run with exit $code (got $got)" test $got = "$code"
  check "$name: a stopped run prints no answer" test ! -s "$work/stopped.out"
  check "$name: a stopped run says where its search is" grep -qF "the search so far is in $ck" "$work/stopped.err"
  check "$name: a stopped run wrote its checkpoint" test -s "$ck"
  check "$name: no file is left aside by a stopped run" test ! -e "$ck.tmp"
  expect "$name: resumed after the stop, same answer" 0 "$work/$name.reference" "" -- "${solve[@]}" --checkpoint "$ck" --stats "$start"
  local again in_all
  again=$(positions_in "$work/err")
  in_all=$(totals_in "$work/err")
  check "$name: resumed after the stop, the stopped run's positions are kept ($in_all > $again)" test "${in_all:-0}" -gt "$again"
}

# The part to run: uva, chess (each its searches, their kills and resumes, and the refusals of
# its checkpoints), versions (the file's layout, and earlier formats refused), or all; ctest runs each as a
# test of its own, side by side.
part=${4:-all}
in_part() { [ "$part" = all ] || [ "$part" = "$1" ]; }

# with_first_entry <checkpoint> <copy> <lower bound byte> [<upper bound byte>]: a copy whose
# first entry in use has those bounds.
with_first_entry() {
  python3 - "$@" <<'PY'
import struct, sys
data = bytearray(open(sys.argv[1], "rb").read())
table = 16 + 72  # magic, header: then the counts and the 64-byte buckets
buckets = struct.unpack_from("<Q", data, table)[0]
for at in range(table + 24, len(data), 64):
  if buckets < 1 << 16:  # four 16-byte entries: bounds at 12 and 13, work at 15
      used = [i for i in range(4) if data[at + 16 * i + 15] != 0]
      places = [(at + 16 * i + 12, at + 16 * i + 13) for i in used]
  else:
      works = struct.unpack_from("<I", data, at + 60)[0]
      if works >> 31:  # five entries: bounds at 50 + i and 55 + i, six bits of work each
          used = [i for i in range(5) if (works >> (6 * i)) & 63 != 0]
          places = [(at + 50 + i, at + 55 + i) for i in used]
      else:  # six entries: bounds at 48 + i and 54 + i, five bits of work each
          used = [i for i in range(6) if (works >> (5 * i)) & 31 != 0]
          places = [(at + 48 + i, at + 54 + i) for i in used]
  if places:
      for offset, byte in zip(places[0], sys.argv[3:]):
          data[offset] = int(byte, 0)
      break
open(sys.argv[2], "wb").write(data)
PY
}

RANDOM=20261124  # the moments of the kills, the same on every run of the test
if in_part uva; then
  kill_and_resume uva $uva_size
  known uva $uva_size
  stop_and_resume uva $uva_size INT 130
  expect "show --known prints no pictures" 2 - "--known prints text or --json" -- "$exe" show pawnchess --size $uva_size --known --svg "$work/uva.in"
  expect "show --known of a checkpoint that does not exist" 2 - "the checkpoint '$work/none.ckpt' does not exist" -- "$exe" show pawnchess --size $uva_size --known --checkpoint "$work/none.ckpt" "$work/uva.in"
  # A board that its value table answers reads no checkpoint, so says nothing of one, even with
  # a portable checkpoint (of another size) beside the name given.
  "$exe" gen pawnchess --kind start --size 4x4 >"$work/small.in"
  cp "$work/uva.ckpt.portable" "$work/small.ckpt.portable"
  expect "a 4x4 run leaves a portable checkpoint aside" 0 "*" "" -- "$exe" solve pawnchess --size 4x4 --progress --checkpoint "$work/small.ckpt" "$work/small.in"
  check "a 4x4 run says nothing of a portable checkpoint" test "$(grep -c portable "$work/err")" = 0

  # What cannot be used is refused before any search; what cannot be written stops the run.
  ck="$work/uva.ckpt"
  start="$work/uva.in"
  "$exe" gen pawnchess --kind start --size 5x6 >"$work/other.in"
  expect "a checkpoint of another size" 2 - "is of a $uva_size search, not 5x6" -- "$exe" solve pawnchess --size 5x6 --checkpoint "$ck" "$work/other.in"
  "$exe" gen pawnchess --kind start --size $uva_size --rules chess >"$work/chess67.in"
  expect "a checkpoint of other rules" 2 - "is of a search under --rules uva, not --rules chess --stalemate draw" -- "$exe" solve pawnchess --size $uva_size --rules chess --checkpoint "$ck" "$work/chess67.in"
  printf 'not a checkpoint' >"$work/bad.ckpt"
  expect "not a checkpoint" 2 - "is not a checkpoint of a pawnchess search" -- "$exe" solve pawnchess --size $uva_size --checkpoint "$work/bad.ckpt" "$start"
  head -c 1000 "$ck" >"$work/short.ckpt"
  # An entry whose bounds are off the scale (a flipped byte) is damage too, not a bound to trust.
  with_first_entry "$ck" "$work/flipped.ckpt" 0x80  # lower bound -128, below every value
  expect "a checkpoint with an entry off the scale" 2 - "is cut short or damaged" -- "$exe" solve pawnchess --size $uva_size --checkpoint "$work/flipped.ckpt" "$start"
  # Under UVa's rules no position is drawn: an entry that says one is damage (found by the fuzzer,
  # where such an entry made the search answer a draw).
  with_first_entry "$ck" "$work/drawn.ckpt" 0 0  # both bounds: a draw
  expect "a UVa checkpoint with a drawn entry" 2 - "is cut short or damaged" -- "$exe" solve pawnchess --size $uva_size --checkpoint "$work/drawn.ckpt" "$start"
  # show copies a finished search's table when its memory holds it, and refuses the same damage.
  expect "show of a checkpoint with an entry off the scale" 2 - "is cut short or damaged" -- "$exe" show pawnchess --size $uva_size --checkpoint "$work/flipped.ckpt" "$start"
  expect "show of a UVa checkpoint with a drawn entry" 2 - "is cut short or damaged" -- "$exe" show pawnchess --size $uva_size --checkpoint "$work/drawn.ckpt" "$start"
  # So is a state of MTD(f) that it could not have written: a lower bound off the scale.
  python3 - "$ck" "$work/bad-state.ckpt" <<'PY'
import struct, sys
data = bytearray(open(sys.argv[1], "rb").read())
struct.pack_into("<i", data, 16 + 40, 5000)  # the header's lo, after sizes, rules and root
open(sys.argv[2], "wb").write(data)
PY
  expect "a checkpoint whose search state is off the scale" 2 - "is cut short or damaged" -- "$exe" solve pawnchess --size $uva_size --checkpoint "$work/bad-state.ckpt" "$start"
  expect "a checkpoint cut short" 2 - "is cut short or damaged" -- "$exe" solve pawnchess --size $uva_size --checkpoint "$work/short.ckpt" "$start"
  expect "show --known of a checkpoint cut short" 2 - "is cut short or damaged" -- "$exe" show pawnchess --size $uva_size --known --checkpoint "$work/short.ckpt" "$start"
  head -c $(($(stat -c %s "$ck") - 64)) "$ck" >"$work/last-bucket-cut.ckpt"
  expect "show --known of a checkpoint without its last bucket" 2 - "is cut short or damaged" -- "$exe" show pawnchess --size $uva_size --known --checkpoint "$work/last-bucket-cut.ckpt" "$start"
  expect "a checkpoint that cannot be written" 74 - "cannot write '$work/none/x.ckpt.tmp'" -- "$exe" solve pawnchess --size $uva_size --checkpoint "$work/none/x.ckpt" "$start"
fi

if in_part chess; then
  kill_and_resume chess $chess_size --rules chess --stalemate $stalemate
  known chess $chess_size --rules chess --stalemate $stalemate
  stop_and_resume chess $chess_size TERM 143 --rules chess --stalemate $stalemate
  expect "a checkpoint of the other stalemate rule" 2 - "is of a search under --rules chess --stalemate $stalemate, not --rules chess --stalemate $other_stalemate" -- "$exe" solve pawnchess --size $chess_size --rules chess --stalemate $other_stalemate --checkpoint "$work/chess.ckpt" "$work/chess.in"
  # Under chess rules where a stalemate loses, no position is drawn either: an entry that says
  # one is damage.
  "$exe" solve pawnchess --size $chess_size --rules chess --stalemate loss --checkpoint "$work/chess-loss.ckpt" "$work/chess.in" >/dev/null
  with_first_entry "$work/chess-loss.ckpt" "$work/chess-drawn.ckpt" 0 0
  expect "a chess checkpoint with stalemate a loss and a drawn entry" 2 - "is cut short or damaged" -- "$exe" solve pawnchess --size $chess_size --rules chess --stalemate loss --checkpoint "$work/chess-drawn.ckpt" "$work/chess.in"
fi

if in_part versions; then
  # The file is laid out as docs/formats.md says (the 6x6 start, white to move, loses in 30;
  # the totals of the run). Files of the earlier formats 1 to 4 are refused, their format
  # named, before any search, and left as they are.
  "$exe" gen pawnchess --kind start --size 6x6 >"$work/old.in"
  "$exe" solve pawnchess --size 6x6 --stats --checkpoint "$work/old.ckpt" "$work/old.in" >"$work/old.reference" 2>"$work/err"
  from_scratch=$(positions_in "$work/err")
  python3 - "$work/old.ckpt" "$work" "$from_scratch" <<'PY'
import struct, sys
data = open(sys.argv[1], "rb").read()
assert data[:16] == b"bs-pawn-ckpt-v5\0"
rows, cols, rule_set, _, own, foe, ep, lo, hi, guess, step = struct.unpack_from("<4i3Q4i", data, 16)
assert (rows, cols, rule_set, ep) == (6, 6, 0, 0)
assert lo == hi == guess == 30 - 1024, (lo, hi, guess)
assert struct.unpack_from("<Q", data, 72)[0] == int(sys.argv[3])
buckets, used, _ = struct.unpack_from("<3Q", data, 88)
assert len(data) == 112 + 64 * buckets and 0 < used <= 6 * buckets
for version in range(1, 5):
    open(sys.argv[2] + "/v%d.ckpt" % version, "wb").write(b"bs-pawn-ckpt-v%d\0" % version + data[16:])
PY
  check "a checkpoint in the documented layout" test $? -eq 0
  expect "the current checkpoint answers again" 0 "$work/old.reference" "" -- "$exe" solve pawnchess --size 6x6 --checkpoint "$work/old.ckpt" --stats "$work/old.in"
  check "the current checkpoint answers without searching again" test "$(positions_in "$work/err")" -lt 1000
  for version in 1 2 3 4; do
    cp "$work/v$version.ckpt" "$work/v$version.before"
    expect "a format $version checkpoint is refused" 2 - "is of another version of boardsolve (format v$version; this one reads v5)" -- "$exe" solve pawnchess --size 6x6 --checkpoint "$work/v$version.ckpt" "$work/old.in"
    check "a refused format $version checkpoint is left as it was" cmp -s "$work/v$version.ckpt" "$work/v$version.before"
  done
fi
finish
