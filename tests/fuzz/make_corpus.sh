#!/usr/bin/env bash
# Writes the seed corpora of the fuzz harnesses, tests/fuzz/corpus/<harness>/, from examples/
# and from `boardsolve gen` with fixed seeds; the same executable gives the same files.
#   tests/fuzz/make_corpus.sh build/release/boardsolve
# Run it again when a format changes. Regression inputs (files named regression-*) are kept.
set -euo pipefail
exe=$(realpath "$1")
root=$(cd "$(dirname "$0")/../.." && pwd)
corpus="$root/tests/fuzz/corpus"
cd "$root"

# fresh <harness>: empties a corpus folder, keeping its regression inputs.
fresh() {
  mkdir -p "$corpus/$1"
  find "$corpus/$1" -type f ! -name 'regression-*' -delete
}

# seed <puzzle> <name> <instance file> [solve options]: the instance, its answer, and the pair
# for verify (instance, NUL, answer), plus the instance alone (verify then checks solve's answer).
seed() {
  local puzzle=$1 name=$2 file=$3
  shift 3
  cp "$file" "$corpus/${puzzle}_instance/$name"
  "$exe" solve "$puzzle" "$@" "$file" >"$corpus/${puzzle}_answer/$name"
  cp "$file" "$corpus/${puzzle}_verify/$name"
  { cat "$file"; printf '\0'; cat "$corpus/${puzzle}_answer/$name"; } >"$corpus/${puzzle}_verify/$name+answer"
}

# gen_seed <puzzle> <name> <gen options...>: seeds a generated instance (pawnchess: solved
# with the --size and --rules of the options).
gen_seed() {
  local puzzle=$1 name=$2
  shift 2
  local size=()
  local args=("$@")
  for ((i = 0; i < ${#args[@]}; i++)); do
    [ "$puzzle" = pawnchess ] && case ${args[i]} in --size | --rules) size+=("${args[i]}" "${args[i + 1]}") ;; esac
  done
  "$exe" gen "$puzzle" "$@" >"$corpus/tmp.in"
  seed "$puzzle" "$name" "$corpus/tmp.in" "${size[@]}"
  rm "$corpus/tmp.in"
}

for puzzle in captures kingjump pawnchess toggle; do
  for kind in instance answer verify; do fresh "${puzzle}_$kind"; done
  for f in examples/$puzzle/*.in; do seed "$puzzle" "example-$(basename "$f" .in)" "$f"; done
  for f in examples/$puzzle/*.plan; do  # the .out files are solve's answers, seeded above
    [ -e "$f" ] && cp "$f" "$corpus/${puzzle}_answer/example-$(basename "$f")"
  done
done

for kind in random full checkerboard chains row column empty hard; do
  gen_seed captures "gen-$kind" --kind "$kind" --size 6x7 --cases 2 --seed 1
done
gen_seed captures gen-random-1x1 --size 1 --seed 2
gen_seed captures gen-random-12 --size 12 --seed 3

for kind in trail near blocked kings random empty; do
  gen_seed kingjump "gen-$kind" --kind "$kind" --size 8 --seed 1
done
gen_seed kingjump gen-trail-3 --size 3 --seed 2
gen_seed kingjump gen-trail-15 --size 15 --seed 3

for kind in random contest playout stuck one-move decided; do
  gen_seed pawnchess "gen-$kind" --kind "$kind" --cases 3 --seed 1
done
gen_seed pawnchess gen-start-3x3 --kind start --size 3x3
gen_seed pawnchess gen-random-2x5 --size 2x5 --cases 2 --seed 2
gen_seed pawnchess gen-random-4x3 --size 4x3 --cases 2 --seed 3
# Chess rules: the examples with the options of their .args, and random play from the chess
# start (en passant lines). The harnesses read every seed under both rules.
for f in examples/pawnchess/chess/*.in; do
  # shellcheck disable=SC2046  # the .args file holds several options
  seed pawnchess "example-chess-$(basename "$f" .in)" "$f" $(cat "${f%.in}.args")
done
gen_seed pawnchess gen-chess-playout-4x4 --kind playout --rules chess --size 4x4 --cases 8 --seed 4
gen_seed pawnchess gen-chess-playout-6x5 --kind playout --rules chess --size 6x5 --cases 4 --seed 5

for kind in random black white checkerboard single row column hard; do
  gen_seed toggle "gen-$kind" --kind "$kind" --size 5x6 --cases 2 --seed 1
done
gen_seed toggle gen-unsolvable --kind unsolvable --size 5x5 --seed 1
gen_seed toggle gen-random-1x1 --size 1 --seed 2
# Plans as well as counts, for the toggle answer reader and verify.
for f in examples/toggle/statement.in "$corpus/toggle_instance/gen-random"; do
  name=$(basename "$f" .in)-plan
  "$exe" solve toggle --plan "$f" >"$corpus/toggle_answer/$name"
  { cat "$f"; printf '\0'; cat "$corpus/toggle_answer/$name"; } >"$corpus/toggle_verify/$name+answer"
done
# lightsout: the reader's harness alone (it also reads back solve's answers).
fresh lightsout_instance
for f in examples/lightsout/*.in; do cp "$f" "$corpus/lightsout_instance/example-$(basename "$f" .in)"; done
for rule in "plus plane" "cross torus" "111101111 plane"; do
  set -- $rule
  "$exe" gen lightsout --stencil "$1" --topology "$2" --size 5x6 --cases 2 --seed 1 >"$corpus/lightsout_instance/gen-$1-$2"
done
"$exe" gen lightsout --kind unsolvable --size 5 --seed 1 >"$corpus/lightsout_instance/gen-unsolvable"
# Wrong answers for verify: a failing case reads differently from a passing one.
{ cat examples/captures/statement.in; printf '\0'; printf '1\n2 1 R\n'; } >"$corpus/captures_verify/wrong+answer"
{ cat examples/kingjump/statement.in; printf '\0'; printf '8 3\n6 1\n8 3\n'; } >"$corpus/kingjump_verify/wrong+answer"
{ cat examples/pawnchess/statement.in; printf '\0'; printf 'white (7)\nblack (4)\n'; } >"$corpus/pawnchess_verify/wrong+answer"
{ cat examples/toggle/statement.in; printf '\0'; printf '2\n2 3 2\n3 1 2\n-1\n'; } >"$corpus/toggle_verify/wrong+answer"

# Options: the --size text, a newline, the --memory text.
fresh options
i=0
for pair in '4x4|1G' '8|512M' '3X5|1048576' '100000x1|4GiB' '2x9|16E' '0|0' '|' '7x7|12G' '4x4|15EB' \
  '5|1k' '6x6|1mib' '8x8|2T' '4x|64Mi' 'x4|3b'; do
  i=$((i + 1))
  printf '%s\n%s' "${pair%%|*}" "${pair#*|}" >"$corpus/options/seed-$i"
done
