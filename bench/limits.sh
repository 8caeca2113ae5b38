#!/usr/bin/env bash
# The limits of docs/formats.md, measured: the largest inputs each puzzle accepts, and the
# refusals just past them, each run as a whole process under GNU time (elapsed seconds, peak
# resident memory). Prints a Markdown table, one row per run, with the load average (1 min)
# when the run started and the start of what it printed; docs/reliability.md holds the figures.
#
# Usage: bench/limits.sh [boardsolve executable] [row prefix]
#        bench/limits.sh build/release/boardsolve kingjump      # the kingjump rows only
#
# Inputs are made with `boardsolve gen` in a scratch folder (TMPDIR; up to 12 GB of disk at
# once, removed at the end). One run at a time under nice; the whole table takes about an
# hour, the heaviest runs 10 minutes (pawn chess, stopped) or 16 GB of memory: run it on a
# machine of 24 GB with little else to do.
set -uo pipefail
exe=$(realpath "${1:-build/release/boardsolve}")
only=${2:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
command -v /usr/bin/time >/dev/null || { echo "limits.sh: needs GNU time (apt-get install time)" >&2; exit 1; }

# gen <file> <gen arguments...>: a seeded instance file, made once.
gen() {
  local file=$1
  shift
  [ -s "$work/$file" ] || nice -n 10 "$exe" gen "$@" --seed 1 >"$work/$file"
}

# answer <file.in> <puzzle> [options...]: boardsolve's answer as <file>.out, made once.
answer() {
  local file=$1 puzzle=$2
  shift 2
  [ -s "$work/${file%.in}.out" ] || nice -n 10 "$exe" solve "$puzzle" "$@" "$work/$file" >"$work/${file%.in}.out" 2>/dev/null
}

# copies <file> <count> <gen arguments...>: one generated board repeated <count> times.
copies() {
  local file=$1 count=$2
  shift 2
  [ -s "$work/$file" ] && return
  "$exe" gen "$@" | awk -v n="$count" 'NR > 1 { b = b $0 "\n" } END { print n; for (i = 0; i < n; i++) printf "%s", b }' >"$work/$file"
}

# run <row> <puzzle> <input described> -- <command...>: one row of the table. Paths in the
# scratch folder and the executable are shown by their short names.
run() {
  local row=$1 puzzle=$2 input=$3
  shift 4
  [[ $row == "$only"* ]] || return 0
  local load shown code seconds kib said
  load=$(cut -d' ' -f1 /proc/loadavg)
  shown=$(echo "$*" | sed -e "s#$exe#boardsolve#g" -e "s#$work/##g" -e 's#nice -n 10 ##')
  /usr/bin/time -f "%e %M" -o "$work/time" nice -n 10 "$@" >"$work/stdout" 2>"$work/stderr"
  code=$?
  read -r seconds kib < <(tail -1 "$work/time")
  if [ "$code" -eq 0 ]; then said=$(head -c 200 "$work/stdout" | head -1); else said=$(grep -v '^boardsolve: pawnchess [0-9]' "$work/stderr" | head -1); fi
  [ -n "$said" ] || said=$(tail -1 "$work/stderr" | sed 's/^boardsolve: //')
  said=$(echo "$said" | sed -e "s#$work/##g" -e 's#|#\\|#g')
  printf '| %s | %s | `%s` | %s | %s | %.0f | %s | %s |\n' "$puzzle" "$input" "$shown" "$code" \
    "$seconds" "$((kib / 1024))" "$load" "${said:0:70}"
  rm -f "$work/stdout"
}

echo "| puzzle | input | command | exit | seconds | peak MiB | load | printed (first line) |"
echo "|---|---|---|---:|---:|---:|---:|---|"

# captures: 10^8 squares a board, 2.5 * 10^8 in all the cases of a file, 4 * 10^7 with --json.
if [[ captures == "$only"* || $only == captures* ]]; then
  gen cap-full.in captures --size 10000 --kind full
  answer cap-full.in captures
  run captures-solve captures "full 10000 x 10000 (10^8 squares)" -- "$exe" solve captures "$work/cap-full.in"
  run captures-verify captures "full 10000 x 10000, its answer" -- "$exe" verify captures "$work/cap-full.in" "$work/cap-full.out"
  run captures-verify captures "full 10000 x 10000, answer and jury answer" -- "$exe" verify captures "$work/cap-full.in" "$work/cap-full.out" "$work/cap-full.out"
  run captures-show captures "full 10000 x 10000" -- "$exe" show captures "$work/cap-full.in"
  run captures-json captures "full 10000 x 10000: refused" -- "$exe" solve captures --json "$work/cap-full.in"
  rm -f "$work/cap-full.out"
  gen cap-hard.in captures --size 10000 --kind hard
  run captures-solve captures "hard 10000 x 10000 (density 0.95)" -- "$exe" solve captures "$work/cap-hard.in"
  rm -f "$work/cap-hard.in"
  gen cap-random.in captures --size 10000
  run captures-solve captures "random 10000 x 10000" -- "$exe" solve captures "$work/cap-random.in"
  rm -f "$work/cap-random.in"
  gen cap-full-x10.in captures --size 5000 --kind full --cases 10
  answer cap-full-x10.in captures
  run captures-solve captures "10 full 5000 x 5000 (2.5 * 10^8 squares)" -- "$exe" solve captures "$work/cap-full-x10.in"
  run captures-verify captures "10 full 5000 x 5000, answer and jury answer" -- "$exe" verify captures "$work/cap-full-x10.in" "$work/cap-full-x10.out" "$work/cap-full-x10.out"
  run captures-show captures "10 full 5000 x 5000: refused at case 5" -- "$exe" show captures "$work/cap-full-x10.in"
  rm -f "$work/cap-full-x10.in" "$work/cap-full-x10.out"
  gen cap-hard-x10.in captures --size 5000 --kind hard --cases 10
  run captures-solve captures "10 hard 5000 x 5000" -- "$exe" solve captures "$work/cap-hard-x10.in"
  rm -f "$work/cap-hard-x10.in"
  gen cap-many.in captures --size 10x25 --cases 1000000
  answer cap-many.in captures
  run captures-solve captures "10^6 random 10 x 25" -- "$exe" solve captures "$work/cap-many.in"
  run captures-verify captures "10^6 random 10 x 25, answer and jury answer" -- "$exe" verify captures "$work/cap-many.in" "$work/cap-many.out" "$work/cap-many.out"
  run captures-show captures "10^6 random 10 x 25" -- "$exe" show captures "$work/cap-many.in"
  rm -f "$work/cap-many.in" "$work/cap-many.out"
  gen cap-json.in captures --size 6324 --kind full
  run captures-json captures "full 6324 x 6324 (the --json limit)" -- "$exe" solve captures --json "$work/cap-json.in"
  rm -f "$work/cap-json.in"
fi

# kingjump: one board of side 10^4; the longest answer is the full lattice (25 million jumps).
if [[ kingjump == "$only"* || $only == kingjump* ]]; then
  gen king-full.in kingjump --size 10000 --kind full
  answer king-full.in kingjump
  run kingjump-solve kingjump "full 10000 (25 million jumps)" -- "$exe" solve kingjump "$work/king-full.in"
  run kingjump-verify kingjump "full 10000, answer and jury answer" -- "$exe" verify kingjump "$work/king-full.in" "$work/king-full.out" "$work/king-full.out"
  run kingjump-show kingjump "full 10000" -- "$exe" show kingjump "$work/king-full.in"
  run kingjump-json kingjump "full 10000" -- "$exe" solve kingjump --json "$work/king-full.in"
  sed '2,$s/./& /g' "$work/king-full.in" >"$work/king-blanks.in"
  run kingjump-solve kingjump "full 10000, blanks between symbols" -- "$exe" solve kingjump "$work/king-blanks.in"
  rm -f "$work/king-blanks.in" "$work/king-full.out"
  yes "1 2" | head -c 2000000000 >"$work/king-2e9.out"
  run kingjump-verify kingjump "full 10000, answer and jury answer of 2 * 10^9 bytes" -- "$exe" verify kingjump "$work/king-full.in" "$work/king-2e9.out" "$work/king-2e9.out"
  rm -f "$work/king-2e9.out" "$work/king-full.in"
  gen king-random.in kingjump --size 10000 --kind random
  run kingjump-solve kingjump "random 10000 (impossible)" -- "$exe" solve kingjump "$work/king-random.in"
  run kingjump-show kingjump "random 10000 (the reason)" -- "$exe" show kingjump "$work/king-random.in"
  run kingjump-json kingjump "random 10000 (the diagnosis)" -- "$exe" solve kingjump --json "$work/king-random.in"
  rm -f "$work/king-random.in"
  gen king-kings.in kingjump --size 10000 --kind kings
  run kingjump-solve kingjump "kings 10000 (millions of kings)" -- "$exe" solve kingjump "$work/king-kings.in"
  rm -f "$work/king-kings.in"
fi

# toggle: 24 x 24 or 18 x 1000 a board, 10^8 cells in all the cases of a file, 4 * 10^7 with --json.
if [[ toggle == "$only"* || $only == toggle* ]]; then
  gen tog-24.in toggle --size 24 --kind hard
  answer tog-24.in toggle --plan
  run toggle-solve toggle "hard 24 x 24" -- "$exe" solve toggle --plan "$work/tog-24.in"
  run toggle-verify toggle "hard 24 x 24, its plan" -- "$exe" verify toggle "$work/tog-24.in" "$work/tog-24.out"
  gen tog-24-x100.in toggle --size 24 --kind hard --cases 100
  run toggle-solve toggle "100 hard 24 x 24" -- "$exe" solve toggle --plan "$work/tog-24-x100.in"
  gen tog-strips.in toggle --size 18x1000 --kind hard --cases 5555
  answer tog-strips.in toggle --plan
  run toggle-solve toggle "5555 hard 18 x 1000 (10^8 cells)" -- "$exe" solve toggle --plan "$work/tog-strips.in"
  run toggle-verify toggle "5555 hard 18 x 1000, plans and jury plans" -- "$exe" verify toggle "$work/tog-strips.in" "$work/tog-strips.out" "$work/tog-strips.out"
  run toggle-show toggle "5555 hard 18 x 1000" -- "$exe" show toggle "$work/tog-strips.in"
  run toggle-json toggle "5555 hard 18 x 1000: refused" -- "$exe" solve toggle --json "$work/tog-strips.in"
  rm -f "$work/tog-strips.in" "$work/tog-strips.out"
  printf '1\n1 1\nB\n' >"$work/tog-one.in"
  { echo 333333331; yes "1 1 1" | head -n 333333331; } >"$work/tog-2e9.out"
  run toggle-verify-2e9 toggle "1 x 1, plan and jury plan of 2 * 10^9 bytes" -- "$exe" verify toggle "$work/tog-one.in" "$work/tog-2e9.out" "$work/tog-2e9.out"
  rm -f "$work/tog-2e9.out"
  gen tog-json.in toggle --size 18x1000 --kind hard --cases 2222
  run toggle-json toggle "2222 hard 18 x 1000 (the --json limit)" -- "$exe" solve toggle --json "$work/tog-json.in"
  rm -f "$work/tog-json.in"
  gen tog-many.in toggle --size 10 --cases 1000000
  run toggle-solve toggle "10^6 random 10 x 10" -- "$exe" solve toggle --plan "$work/tog-many.in"
  rm -f "$work/tog-many.in"
fi

# pawnchess: 10^6 boards of up to 8 x 8; --memory up to the machine's.
if [[ pawnchess == "$only"* || $only == pawnchess* ]]; then
  gen pawn-8.in pawnchess --size 8x8 --kind contest --cases 1000000
  answer pawn-8.in pawnchess --size 8x8
  run pawnchess-solve pawnchess "10^6 contest-like 8 x 8" -- "$exe" solve pawnchess --size 8x8 "$work/pawn-8.in"
  run pawnchess-verify pawnchess "10^6 contest-like 8 x 8, answer and jury answer" -- "$exe" verify pawnchess --size 8x8 "$work/pawn-8.in" "$work/pawn-8.out" "$work/pawn-8.out"
  run pawnchess-show pawnchess "10^6 contest-like 8 x 8" -- "$exe" show pawnchess --size 8x8 --moves "$work/pawn-8.in"
  run pawnchess-json pawnchess "10^6 contest-like 8 x 8" -- "$exe" show pawnchess --json --size 8x8 "$work/pawn-8.in"
  rm -f "$work/pawn-8.in" "$work/pawn-8.out"
  copies pawn-start6.in 1000000 pawnchess --size 6x6 --kind start
  run pawnchess-show pawnchess "10^6 copies of the 6 x 6 start (30 plies each)" -- "$exe" show pawnchess --size 6x6 "$work/pawn-start6.in"
  run pawnchess-json pawnchess "10^6 copies of the 6 x 6 start" -- "$exe" show pawnchess --json --size 6x6 "$work/pawn-start6.in"
  rm -f "$work/pawn-start6.in"
  gen pawn-start8.in pawnchess --size 8x8 --kind start
  run pawnchess-solve pawnchess "the 8 x 8 start, --memory 20G, stopped after 600 s" -- timeout 600 "$exe" solve pawnchess --size 8x8 --memory 20G "$work/pawn-start8.in"
  run pawnchess-memory pawnchess "the 8 x 8 start, --memory 32G: refused" -- "$exe" solve pawnchess --size 8x8 --memory 32G "$work/pawn-start8.in"
fi
