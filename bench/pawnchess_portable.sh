#!/usr/bin/env bash
# How much of a search a portable checkpoint keeps, by its number of entries: kills the UVa
# 7x7 solve (256 MiB table, one thread) with SIGKILL after each given number of seconds,
# writes portable checkpoints of 2^14 to 2^22 entries from its whole checkpoint, resumes each
# alone, and the whole one, and prints the positions each resumed run had left to search
# (docs/algorithms/pawnchess.md, "a portable checkpoint"). The kills depend on the machine's
# speed; the counts of one checkpoint do not (one thread).
# Usage: bench/pawnchess_portable.sh SECONDS...    e.g. bench/pawnchess_portable.sh 25 45
# Environment: BOARDSOLVE (default build/release/boardsolve), SIZES (default
# build/release/bench/pawnchess_portable_sizes).
set -euo pipefail
exe=${BOARDSOLVE:-build/release/boardsolve}
sizes_exe=${SIZES:-build/release/bench/pawnchess_portable_sizes}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
solve=("$exe" solve pawnchess --size 7x7 --memory 256M --threads 1)
"$exe" gen pawnchess --kind start --size 7x7 >"$work/start.in"

left() {  # positions searched by a run resumed from the checkpoint $1 (its folder is $1's)
  "${solve[@]}" --checkpoint "$1" --stats "$work/start.in" 2>&1 >/dev/null |
    sed -n 's/^case 1: \([0-9]*\) positions searched.*/\1/p'
}

echo "straight through: $(left "$work/none.ckpt") positions"
for seconds in "$@"; do
  rm -rf "$work/killed" && mkdir "$work/killed"
  timeout -s KILL "$seconds" "${solve[@]}" --checkpoint "$work/killed/c.ckpt" --checkpoint-every 3 \
    "$work/start.in" >/dev/null 2>&1 || true
  # The header: MTD(f)'s lo, hi, guess, step, then the positions and milliseconds of search.
  echo "killed at $seconds s, checkpoint $(python3 -c "import struct, sys; print(struct.unpack_from('<4i2Q', open(sys.argv[1], 'rb').read(96), 56))" "$work/killed/c.ckpt")"
  "$sizes_exe" "$work/killed/c.ckpt" 7 7 16384 65536 262144 1048576 4194304
  for entries in 16384 65536 262144 1048576 4194304; do
    rm -rf "$work/resumed" && mkdir "$work/resumed"
    cp "$work/killed/c.ckpt.$entries.portable" "$work/resumed/c.ckpt.portable"
    echo "  portable, $entries entries: $(left "$work/resumed/c.ckpt") positions left"
  done
  rm -rf "$work/resumed" && mkdir "$work/resumed" && cp "$work/killed/c.ckpt" "$work/resumed/"
  echo "  whole table: $(left "$work/resumed/c.ckpt") positions left"
done
