#!/usr/bin/env bash
# Solves the start position of pawnchess boards one size after another and prints a row of
# the results table of docs/pawnchess-results.md per size: winner, plies, positions
# searched, wall time, peak resident memory. Each size gets at most LIMIT seconds.
# Usage: bench/pawnchess_starts.sh [RxC ...]        (default: every size from 2x2 to 8x8)
# Environment: BOARDSOLVE (default build/release/boardsolve), MEMORY (--memory, default 8G),
#              LIMIT (seconds per size, default 3600), CHECKPOINTS (a folder: each size keeps
#              its search in CHECKPOINTS/uva-RxC.ckpt, so a size stopped by LIMIT or a kill
#              resumes when the script runs again), PAGE (a page holding the lines
#              <!-- table:uva-starts begin --> and end -->, e.g. docs/pawnchess-results.md: the
#              rows measured replace that table's rows of the same size at the end).
# The solves run one at a time under `nice`; progress goes to stderr.
set -uo pipefail
exe=${BOARDSOLVE:-build/release/boardsolve}
memory=${MEMORY:-8G}
limit=${LIMIT:-3600}
checkpoints=${CHECKPOINTS:-}
page=${PAGE:-}
. "$(dirname "$0")/page_table.sh"
command -v /usr/bin/time >/dev/null || { echo "pawnchess_starts.sh: needs /usr/bin/time (apt-get install time)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
[ -z "$page" ] || has_page_table "$page" uva-starts || exit 1

sizes=("$@")
if [ ${#sizes[@]} -eq 0 ]; then
  for area in $(seq 4 64); do
    for rows in 2 3 4 5 6 7 8; do
      for cols in 2 3 4 5 6 7 8; do
        [ $((rows * cols)) -eq "$area" ] && sizes+=("${rows}x${cols}")
      done
    done
  done
fi

{
echo "| size | winner | plies | positions searched | time | peak memory |"
echo "|---|---|---:|---:|---:|---:|"
for size in "${sizes[@]}"; do
  "$exe" gen pawnchess --kind start --size "$size" >"$work/start.in" || exit 2
  keep=()
  [ -n "$checkpoints" ] && mkdir -p "$checkpoints" && keep=(--checkpoint "$checkpoints/uva-$size.ckpt")
  /usr/bin/time -f "%e %M" -o "$work/time" timeout "$limit" nice -n 10 \
    "$exe" solve pawnchess --size "$size" --memory "$memory" --stats "${keep[@]}" "$work/start.in" \
    >"$work/answer" 2> >(tee "$work/err" >&2)
  status=$?
  sleep 0.2  # let tee finish writing
  read -r seconds kilobytes < <(tail -1 "$work/time") || true  # after any "exited with" line
  if [ $status -ne 0 ]; then
    # The last progress line tells how far the search got.
    last=$(grep "pawnchess $size:" "$work/err" | tail -1)
    got=$(sed -n 's/.*s, \([0-9.]* M\) positions.*/\1/p' <<<"$last")
    stage=$(sed -n 's/.*), \(step [0-9]*\): .*/\1/p' <<<"$last")
    echo "| $size | not solved within $limit s (exit $status) | | ${got:-?} positions, still in ${stage:-?} | $seconds s | $((kilobytes / 1024)) MB |"
    continue
  fi
  read -r winner plies <<<"$(tr -d '()' <"$work/answer")"
  positions=$(sed -n 's/^case 1: \([0-9]*\) positions searched.*/\1/p' "$work/err")
  grouped=$(sed ':a;s/\B[0-9]\{3\}\>/,&/;ta' <<<"$positions")
  printf '| %s | %s | %s | %s | %s s | %s MB |\n' "$size" "$winner" "$plies" "$grouped" \
    "$seconds" "$((kilobytes / 1024))"
done
} | tee "$work/table"
status=${PIPESTATUS[0]}
[ "$status" -eq 0 ] || exit "$status"
# A size not solved within LIMIT leaves the page's row as it was.
grep -v "not solved within" "$work/table" >"$work/solved"
[ -z "$page" ] || rewrite_page_table "$page" uva-starts 1 "$work/solved"
