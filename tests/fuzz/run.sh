#!/usr/bin/env bash
# Runs the libFuzzer harnesses of tests/fuzz under AddressSanitizer + UBSan (build them first:
# cmake --preset fuzz && cmake --build --preset fuzz; `make fuzz` does both, then runs this).
#
#   tests/fuzz/run.sh SECONDS [HARNESS...]       each harness (default: all) for SECONDS,
#                                                then a table: executions, exec/s, result
#   tests/fuzz/run.sh --one EXE CORPUS SECONDS   one harness (the ctest tests)
#
# FUZZ_RUNS=N stops a harness after N executions if that comes first (the long run of
# docs/reliability.md: FUZZ_RUNS=10000000 tests/fuzz/run.sh 600).
#
# A harness first replays its seed corpus (tests/fuzz/corpus/<harness>/, read only: new inputs
# go to a scratch folder), then mutates it. A crash or a failed property stops it: the input is
# saved as fuzz_<harness>-crash-<hash> in the current folder (ctest: build/fuzz/tests/fuzz/),
# and running the harness with that file as its argument replays it.
set -u

# run_one EXE CORPUS SECONDS: prints "executions seconds" on the last line of stdout; the
# status is the harness's.
run_one() {
  local exe=$1 corpus=$2 seconds=$3
  local name scratch log start end status
  name=$(basename "$exe")
  scratch=$(mktemp -d)
  log="$scratch.log"
  start=$(date +%s.%N)
  "$exe" -max_total_time="$seconds" -runs="${FUZZ_RUNS:--1}" -timeout=30 -rss_limit_mb=2560 -max_len=4096 \
    -print_final_stats=1 -artifact_prefix="$PWD/$name-" "$scratch" "$corpus" >"$log" 2>&1
  status=$?
  end=$(date +%s.%N)
  local executions
  executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  if [ "$status" -ne 0 ]; then
    echo "== $name failed (exit $status); the end of its log:"
    tail -40 "$log"
    echo "== replay: $exe $(grep -o "$PWD/$name-[a-z-]*[0-9a-f]*" "$log" | tail -1)"
  fi
  rm -rf "$scratch" "$log"
  echo "${executions:-0} $(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }')"
  return "$status"
}

if [ "${1:-}" = "--one" ]; then
  [ $# -eq 4 ] || { echo "usage: $0 --one EXE CORPUS SECONDS" >&2; exit 2; }
  result=$(run_one "$2" "$3" "$4")
  status=$?
  echo "$result" | sed '$d'
  read -r executions seconds <<<"$(echo "$result" | tail -1)"
  echo "$(basename "$2"): $executions executions in $seconds s"
  exit "$status"
fi

[ $# -ge 1 ] || { echo "usage: $0 SECONDS [HARNESS...]" >&2; exit 2; }
seconds=$1
shift
root=$(cd "$(dirname "$0")/../.." && pwd)
bin="$root/build/fuzz/tests/fuzz"
if [ $# -eq 0 ]; then
  set -- $(ls "$root/tests/fuzz/corpus")
fi
failed=0
rows=()
for harness in "$@"; do
  exe="$bin/fuzz_$harness"
  [ -x "$exe" ] || { echo "no $exe: build with cmake --preset fuzz && cmake --build --preset fuzz" >&2; exit 2; }
  echo "== $harness: $seconds s" >&2
  result=$(run_one "$exe" "$root/tests/fuzz/corpus/$harness" "$seconds")
  status=$?
  echo "$result" | sed '$d'
  read -r executions elapsed <<<"$(echo "$result" | tail -1)"
  rate=$(awk -v n="$executions" -v s="$elapsed" 'BEGIN { printf "%.0f", n / s }')
  verdict=ok
  [ "$status" -eq 0 ] || { verdict="FAILED (exit $status)"; failed=1; }
  rows+=("$(printf '| %-18s | %8.1f | %12s | %8s | %s |' "$harness" "$elapsed" "$executions" "$rate" "$verdict")")
  echo "${rows[-1]}" >&2
done
printf '| %-18s | %8s | %12s | %8s | %s |\n' harness seconds executions "exec/s" result
printf '|%s|%s|%s|%s|%s|\n' "--------------------" "----------" "--------------" "----------" "--------"
printf '%s\n' "${rows[@]}"
exit "$failed"
