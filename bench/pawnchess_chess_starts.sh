#!/usr/bin/env bash
# Solves the chess-rules start position of pawnchess boards (black pawns on row 2, white pawns
# on row R-1) under both stalemate conventions, one size after another, and prints a row of
# the chess table of docs/pawnchess-results.md per size and convention: the answer,
# positions searched, wall time, peak resident memory, the principal line (from `show`), and
# the answer of a second configuration (a transposition table of SECOND, default 4M, which
# overwrites nearly everything and so searches along other lines; run beside `show`). Each solve gets at most
# LIMIT seconds.
# Usage: bench/pawnchess_chess_starts.sh [RxC ...]     (default: every size from 4x4 to 8x8)
# Environment: BOARDSOLVE (default build/release/boardsolve), MEMORY (--memory, default 4G),
#              SECOND (--memory of the second configuration, default 4M), LIMIT (default 3600),
#              STALEMATE (the conventions to solve, default "draw loss"),
#              CHECKPOINTS (a folder: each solve keeps its search in
#              CHECKPOINTS/chess-RxC-STALEMATE.ckpt and resumes from it when the script runs
#              again; `show` draws the principal line from the finished table), PAGE (a page
#              holding the lines <!-- table:chess-starts begin --> and end -->, e.g.
#              docs/pawnchess-results.md: the rows measured replace that table's rows of the same
#              size and convention at the end).
set -uo pipefail
exe=${BOARDSOLVE:-build/release/boardsolve}
memory=${MEMORY:-4G}
second=${SECOND:-4M}
limit=${LIMIT:-3600}
checkpoints=${CHECKPOINTS:-}
page=${PAGE:-}
. "$(dirname "$0")/page_table.sh"
read -r -a conventions <<<"${STALEMATE:-draw loss}"
command -v /usr/bin/time >/dev/null || { echo "pawnchess_chess_starts.sh: needs /usr/bin/time" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
[ -z "$page" ] || has_page_table "$page" chess-starts || exit 1

sizes=("$@")
if [ ${#sizes[@]} -eq 0 ]; then
  for area in $(seq 16 64); do
    for rows in 4 5 6 7 8; do
      for cols in 4 5 6 7 8; do
        [ $((rows * cols)) -eq "$area" ] && sizes+=("${rows}x${cols}")
      done
    done
  done
fi

{
echo "| size | stalemate | answer | positions searched | time | peak memory | principal line | second configuration (\`--memory $second\`) |"
echo "|---|---|---|---:|---:|---:|---|---|"
for size in "${sizes[@]}"; do
  "$exe" gen pawnchess --kind start --rules chess --size "$size" >"$work/start.in" || exit 2
  for stalemate in "${conventions[@]}"; do
    run=(--rules chess --stalemate "$stalemate" --size "$size")
    keep=()
    [ -n "$checkpoints" ] && mkdir -p "$checkpoints" &&
      keep=(--checkpoint "$checkpoints/chess-$size-$stalemate.ckpt")
    /usr/bin/time -f "%e %M" -o "$work/time" timeout "$limit" nice -n 10 \
      "$exe" solve pawnchess "${run[@]}" --memory "$memory" --stats "${keep[@]}" "$work/start.in" \
      >"$work/answer" 2>"$work/err"
    status=$?
    read -r seconds kilobytes < <(tail -1 "$work/time") || true
    if [ $status -ne 0 ]; then
      echo "| $size | $stalemate | not solved within $limit s (exit $status) | | $seconds s | $((kilobytes / 1024)) MB | | |"
      continue
    fi
    answer=$(cat "$work/answer")
    positions=$(sed -n 's/^case 1: \([0-9]*\) positions searched.*/\1/p' "$work/err")
    grouped=$(sed ':a;s/\B[0-9]\{3\}\>/,&/;ta' <<<"$positions")
    # The principal line and the second configuration, side by side (one core each).
    timeout "$limit" nice -n 10 "$exe" solve pawnchess "${run[@]}" --memory "$second" \
      "$work/start.in" >"$work/other" 2>/dev/null &
    line=$(timeout "$limit" nice -n 10 "$exe" show pawnchess "${run[@]}" --memory "$memory" \
      "${keep[@]}" "$work/start.in" 2>/dev/null |
      sed -n 's/^[0-9]*\. [a-z]* \([a-h][0-9][-x][a-h][0-9]\( e\.p\.\)\?\):.*/\1/p' | paste -sd' ')
    wait
    other=$(cat "$work/other")
    printf '| %s | %s | %s | %s | %s s | %s MB | %s | %s |\n' "$size" "$stalemate" "$answer" \
      "$grouped" "$seconds" "$((kilobytes / 1024))" "$line" "${other:-not solved}"
  done
done
} | tee "$work/table"
status=${PIPESTATUS[0]}
[ "$status" -eq 0 ] || exit "$status"
# A size not solved within LIMIT leaves the page's row as it was.
grep -v "not solved within" "$work/table" >"$work/solved"
[ -z "$page" ] || rewrite_page_table "$page" chess-starts 2 "$work/solved"
