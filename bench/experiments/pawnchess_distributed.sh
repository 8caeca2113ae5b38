#!/usr/bin/env bash
# Measures the work units of split pawn chess searches and predicts the speedup of a distributed
# search from them: the tables of docs/algorithms/pawnchess-distributed.md.
# Usage: bench/experiments/pawnchess_distributed.sh [NAME ...]     (default: every measurement below)
# Environment: SPLIT (default build/release/bench/pawnchess_split), OUT (default
# build/distributed, one file per measurement; an existing file is kept, so a run resumes).
# Each measurement runs alone under `nice -n 5`, with a 2 GiB table per solver; about 25 minutes
# of one core in all (the 8x8 samples stop each unit after 100 million positions).
set -euo pipefail
split=$(realpath "${SPLIT:-build/release/bench/pawnchess_split}")
sim=$(realpath "$(dirname "$0")/pawnchess_distributed_sim.py")
out=${OUT:-build/distributed}
mkdir -p "$out"

declare -A runs=(
  [uva-7x6-d1]="--size 7x6 --depth 1 --shared"
  [uva-7x6-d2]="--size 7x6 --depth 2 --shared"
  [uva-7x6-d3]="--size 7x6 --depth 3 --shared"
  [uva-7x6-d4]="--size 7x6 --depth 4 --shared"
  [uva-7x6-d6-proof]="--size 7x6 --depth 6 --proof"
  [uva-6x7-d1]="--size 6x7 --depth 1 --shared"
  [uva-6x7-d2]="--size 6x7 --depth 2 --shared"
  [uva-8x6-d1]="--size 8x6 --depth 1 --shared"
  [uva-8x6-d2]="--size 8x6 --depth 2 --shared"
  [uva-8x6-d4-proof]="--size 8x6 --depth 4 --proof"
  [uva-7x7-d1]="--size 7x7 --depth 1 --shared"
  [uva-8x8-d3-sample]="--size 8x8 --depth 3 --no-root --sample 4 --seed 1 --cap 100"
  [uva-8x8-d4-sample]="--size 8x8 --depth 4 --no-root --sample 4 --seed 1 --cap 100"
  [uva-8x8-d8-sample]="--size 8x8 --depth 8 --no-root --sample 4 --seed 1 --cap 100"
  [uva-8x8-d8-sample2]="--size 8x8 --depth 8 --no-root --sample 12 --seed 2 --cap 100"
)
order=(uva-7x6-d1 uva-7x6-d2 uva-7x6-d3 uva-7x6-d4 uva-7x6-d6-proof uva-6x7-d1 uva-6x7-d2
       uva-8x6-d1 uva-8x6-d2 uva-8x6-d4-proof uva-7x7-d1 uva-8x8-d3-sample uva-8x8-d4-sample
       uva-8x8-d8-sample uva-8x8-d8-sample2)
[ $# -gt 0 ] && order=("$@")
for name in "${order[@]}"; do
  [ -s "$out/$name.txt" ] && continue
  echo "$name: pawnchess_split ${runs[$name]} --memory 2048" >&2
  # shellcheck disable=SC2086
  nice -n 5 "$split" ${runs[$name]} --memory 2048 >"$out/$name.txt.part"
  mv "$out/$name.txt.part" "$out/$name.txt"
done
"$split" --size 8x8 --depth 8 --levels-only >"$out/uva-8x8-levels.txt"
cd "$out" && python3 "$sim" uva-*-d*.txt
