#!/usr/bin/env bash
# boardsolve package: for every puzzle, a package whose every secret input passes its own input
# validator (42), whose every answer passes its output validator (42), whose corrupted answers
# get 43 and a judge message; the same seed gives the same package.
# Usage: package_test.sh <boardsolve executable> <source dir>
source "$(dirname "$0")/expect.sh" "$@"

export BOARDSOLVE="$exe"
differ() { ! diff -rq "$1" "$2" >/dev/null; }
for puzzle in captures kingjump pawnchess toggle; do
  pkg="$work/$puzzle"
  expect "$puzzle package" 0 "*" "" -- "$exe" package $puzzle "$pkg" --seed 7 --max-side 100
  for f in problem.yaml problem_statement/problem.en.md data/sample/01.in data/sample/01.ans \
           input_validators/boardsolve_validate.sh output_validators/boardsolve_verify.sh; do
    check "$puzzle package has $f" test -s "$pkg/$f"
  done
  check "$puzzle validators are executable" test -x "$pkg/input_validators/boardsolve_validate.sh" -a -x "$pkg/output_validators/boardsolve_verify.sh"
  tests=("$pkg"/data/secret/*.in)
  check "$puzzle package has secret tests" test "${#tests[@]}" -ge 3
  for input in "$pkg"/data/sample/*.in "${tests[@]}"; do
    name=${input#"$pkg/"}
    answer=${input%.in}.ans
    expect "$puzzle $name: input validator" 42 - "" -- sh -c "\"$pkg/input_validators/boardsolve_validate.sh\" < \"$input\""
    mkdir -p "$work/feedback"
    expect "$puzzle $name: output validator" 42 - "" -- sh -c "\"$pkg/output_validators/boardsolve_verify.sh\" \"$input\" \"$answer\" \"$work/feedback\" < \"$answer\""
  done
  # A corrupted answer: its first line made wrong (a count off by one, or the other winner).
  input=${tests[0]}
  answer=${input%.in}.ans
  case $puzzle in
    pawnchess) sed '1{s/^white/BLACK/;s/^black/white/;s/^BLACK/black/}' "$answer" >"$work/corrupt.ans" ;;
    kingjump) printf 'impossible\n' >"$work/corrupt.ans"; grep -qx impossible "$answer" && printf '1 1\n' >"$work/corrupt.ans" ;;
    *) awk 'NR == 1 { $0 = $0 + 1 } { print }' "$answer" >"$work/corrupt.ans" ;;
  esac
  check "$puzzle corrupted answer differs" differ "$answer" "$work/corrupt.ans"
  rm -f "$work/feedback/judgemessage.txt"
  expect "$puzzle corrupted answer" 43 - "" -- sh -c "\"$pkg/output_validators/boardsolve_verify.sh\" \"$input\" \"$answer\" \"$work/feedback\" < \"$work/corrupt.ans\""
  check "$puzzle corrupted answer: judge message" test -s "$work/feedback/judgemessage.txt"
  # Deterministic: the same seed, the same bytes; another seed, other tests.
  expect "$puzzle package again" 0 "*" "" -- "$exe" package $puzzle "$work/again" --seed 7 --max-side 100
  check "$puzzle same seed, same package" diff -r "$pkg" "$work/again"
  rm -rf "$work/again"
  expect "$puzzle package seed 8" 0 "*" "" -- "$exe" package $puzzle "$work/other" --seed 8 --max-side 100
  check "$puzzle another seed, other tests" differ "$pkg/data/secret" "$work/other/data/secret"
  rm -rf "$work/other"
done
expect "package into a file" 2 - "is not an empty folder" -- "$exe" package captures "$exe"
expect "package into a full folder" 2 - "is not an empty folder" -- "$exe" package captures "$work/captures"
finish
