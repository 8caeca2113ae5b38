#!/usr/bin/env bash
# Lights Out side by side: one solution of the all-lit 10000 x 10000 classic board, boardsolve
# against the public solver njpipeorgan/LightsOut (github.com/njpipeorgan/LightsOut), in one
# run, alternating, wall time of each whole process; then boardsolve on a random board of the
# same size. Prints every run and the medians, and checks that both give the same first row.
#
#   bench/lightsout_peer.sh PEER_EXECUTABLE [RUNS] [OURS_EXECUTABLE] [OURS_M4RI_EXECUTABLE]
#
# The fourth, optional, is lightsout_large of the m4ri preset (M4RI eliminates the system),
# timed in the same alternation.
#
# This script downloads nothing. Build the peer by hand, outside the repository:
#   git clone https://github.com/njpipeorgan/LightsOut /tmp/peer && cd /tmp/peer
#   cat > main.cpp <<'END'
#   #include <cstdint>
#   #include <cstdio>
#   #include "lightsout.h"
#   int main() {
#     auto r = solve<10000>();  // the first row of the presses
#     for (bool x : r) std::putchar(x ? '1' : '0');
#     std::putchar('\n');
#   }
#   END
#   g++ -std=c++17 -O3 -o peer_O3 main.cpp
# and ours: cmake --preset release && cmake --build --preset release --target lightsout_large
# (with M4RI: cmake --preset m4ri && cmake --build --preset m4ri --target lightsout_large).
set -euo pipefail

peer=${1:?usage: bench/lightsout_peer.sh PEER_EXECUTABLE [RUNS] [OURS_EXECUTABLE]}
runs=${2:-3}
ours=${3:-build/release/bench/lightsout_large}
ours_m4ri=${4:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

wall() {  # wall seconds of "$@", its stdout to $tmp/out
  /usr/bin/time -f %e -o "$tmp/time" "$@" >"$tmp/out"
  cat "$tmp/time"
}
median() { sort -g | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }

echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
for ((i = 1; i <= runs; ++i)); do
  t=$(wall "$peer"); tr -d '\n' <"$tmp/out" >"$tmp/peer_row"; echo "$t" >>"$tmp/peer"
  t=$(wall "$ours" all-lit 10000 --any); sed -n 2p "$tmp/out" | tr -d '\n' >"$tmp/our_row"
  echo "$t" >>"$tmp/all_lit"
  cmp -s "$tmp/peer_row" "$tmp/our_row" || { echo "run $i: the first rows differ" >&2; exit 1; }
  t=$(wall "$ours" random 10000 --any); echo "$t" >>"$tmp/random"; random_line=$(head -1 "$tmp/out")
  if [[ -n $ours_m4ri ]]; then
    t=$(wall "$ours_m4ri" all-lit 10000 --any); sed -n 2p "$tmp/out" | tr -d '\n' >"$tmp/our_row"
    echo "$t" >>"$tmp/m4ri"
    cmp -s "$tmp/peer_row" "$tmp/our_row" || { echo "run $i: the first rows differ (m4ri)" >&2; exit 1; }
    echo "run $i: boardsolve with M4RI all-lit $t s"
  fi
  echo "run $i: peer $(sed -n "${i}p" "$tmp/peer") s, boardsolve all-lit $(sed -n "${i}p" "$tmp/all_lit") s, random $(sed -n "${i}p" "$tmp/random") s ($random_line)"
done
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
[[ -z $ours_m4ri ]] || echo "median of $runs: boardsolve with M4RI all-lit $(median <"$tmp/m4ri") s"
echo "median of $runs: peer $(median <"$tmp/peer") s, boardsolve all-lit $(median <"$tmp/all_lit") s, random $(median <"$tmp/random") s; first rows equal"
