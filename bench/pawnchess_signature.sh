#!/usr/bin/env bash
# Times the pawn-chess bench signature's searches of two builds side by side: ROUNDS rounds,
# each running A then B (then B then A, alternating), and prints each build's median of the
# rounds' totals and the ratio B / A. Both must search the same positions (same signature).
#   bench/pawnchess_signature.sh BUILD_A/bench/pawnchess_signature BUILD_B/bench/pawnchess_signature [ROUNDS]
set -euo pipefail
a=$1 b=$2 rounds=${3:-7}
total() { "$1" | awk '/^signature/ {print $2, $4}'; }
declare -a times_a times_b
for ((i = 0; i < rounds; i++)); do
  if ((i % 2 == 0)); then ra=$(total "$a"); rb=$(total "$b"); else rb=$(total "$b"); ra=$(total "$a"); fi
  sig_a=${ra% *} sig_b=${rb% *}
  if [[ $sig_a != "$sig_b" ]]; then
    echo "the signatures differ: $sig_a positions (A) and $sig_b (B)" >&2
    exit 1
  fi
  times_a+=("${ra#* }") times_b+=("${rb#* }")
  echo "round $((i + 1)): A ${ra#* } s, B ${rb#* } s"
done
median() { printf '%s\n' "$@" | sort -g | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}'; }
ma=$(median "${times_a[@]}") mb=$(median "${times_b[@]}")
echo "signature $sig_a positions; median of $rounds rounds: A $ma s, B $mb s, B / A $(awk -v a="$ma" -v b="$mb" 'BEGIN {printf "%.4f", b / a}')"
