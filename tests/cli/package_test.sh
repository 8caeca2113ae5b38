#!/usr/bin/env bash
# boardsolve package: for every puzzle, a package in the shape Kattis's problemtools
# (verifyproblem, legacy format) accepts, checked here without problemtools: problem.yaml with
# a license, a rights owner and custom validation; a LaTeX statement; validators that are
# folders with executable build and run scripts. Run the way problemtools runs them (the folder
# copied, ./build in the copy, then run from elsewhere), every secret input passes the input
# validator (42), every answer passes the output validator (42), a corrupted answer gets 43 and
# a judge message; without boardsolve, build and run fail with a line that names BOARDSOLVE.
# The same seed gives the same package.
# Usage: package_test.sh <boardsolve executable> <source dir>
source "$(dirname "$0")/expect.sh" "$@"

boardsolve=$(cd "$(dirname "$exe")" && pwd)/$(basename "$exe")
export BOARDSOLVE="$boardsolve"
differ() { ! diff -rq "$1" "$2" >/dev/null; }
is_one_line() { [ "$(wc -l <"$1")" -eq 1 ]; }
# A PATH with the tools the scripts use and no boardsolve, wherever this machine keeps one.
mkdir -p "$work/bin"
for tool in sed chmod mv cat; do ln -s "$(command -v $tool)" "$work/bin/$tool"; done
no_boardsolve=(env -u BOARDSOLVE PATH="$work/bin")
printf '#!/bin/sh\nexit 1\n' >"$work/failing" && chmod +x "$work/failing"

# built <validator folder> <copy>: what problemtools does before it runs a validator: copies
# the folder's files into a folder of its own and runs ./build there, its output discarded.
built() {
  rm -rf "$2" && mkdir -p "$2" && cp -R "$1"/. "$2"/ && (cd "$2" && ./build >/dev/null 2>&1)
}
# from_elsewhere <command...>: runs it as problemtools does, from a folder that is not the
# validator's (problemtools' own working folder).
mkdir -p "$work/elsewhere"
from_elsewhere() { (cd "$work/elsewhere" && "$@"); }

for puzzle in captures kingjump pawnchess toggle; do
  pkg="$work/$puzzle"
  expect "$puzzle package" 0 "*" "" -- "$exe" package $puzzle "$pkg" --seed 7 --max-side 100
  for f in problem.yaml problem_statement/problem.en.tex data/sample/01.in data/sample/01.ans; do
    check "$puzzle package has $f" test -s "$pkg/$f"
  done

  # problem.yaml: what verifyproblem's config part checks.
  for line in "license: cc by" "rights_owner: The boardsolve developers" "validation: custom"; do
    check "$puzzle problem.yaml has '$line'" grep -qx "$line" "$pkg/problem.yaml"
  done
  check "$puzzle problem.yaml has a name" grep -qE '^name: [A-Z][a-z]+ [A-Z][a-z]+$' "$pkg/problem.yaml"
  check "$puzzle problem.yaml names BOARDSOLVE" grep -q 'BOARDSOLVE' "$pkg/problem.yaml"

  # The statement: LaTeX only (the legacy format reads problem.tex and problem.xx.tex).
  check "$puzzle statement is the only file of problem_statement/" \
    test "$(ls "$pkg/problem_statement")" = problem.en.tex
  check "$puzzle statement starts with \\problemname" \
    grep -qE '^\\problemname\{[A-Z][a-z]+ [A-Z][a-z]+\}$' <(head -1 "$pkg/problem_statement/problem.en.tex")
  for section in Input Output; do
    check "$puzzle statement has a section $section" \
      grep -qx "\\\\section\\*{$section}" "$pkg/problem_statement/problem.en.tex"
  done
  check "$puzzle statement has no Markdown left" \
    bash -c "! grep -qE '^#|\`|^- ' '$pkg/problem_statement/problem.en.tex'"

  # Validators: one folder each, with executable build and run scripts, and nothing else.
  for kind in input_validators/boardsolve_validate output_validators/boardsolve_verify; do
    check "$puzzle ${kind%%/*}/ holds only ${kind#*/}/" test "$(ls "$pkg/${kind%%/*}")" = "${kind#*/}"
    check "$puzzle $kind is a folder of build and run" test "$(ls "$pkg/$kind" | tr '\n' ' ')" = "build run "
    check "$puzzle $kind/build and run are executable" test -x "$pkg/$kind/build" -a -x "$pkg/$kind/run"
  done
  input_validator="$work/built/boardsolve_validate"
  output_validator="$work/built/boardsolve_verify"
  check "$puzzle input validator builds" built "$pkg/input_validators/boardsolve_validate" "$input_validator"
  check "$puzzle output validator builds" built "$pkg/output_validators/boardsolve_verify" "$output_validator"
  check "$puzzle build wrote run" test -x "$input_validator/run" -a -x "$output_validator/run"
  check "$puzzle built run names boardsolve's path" \
    grep -qxF "boardsolve=\${BOARDSOLVE:-'$boardsolve'}" "$output_validator/run"
  check "$puzzle build changed nothing else" \
    diff <(grep -v '^boardsolve=' "$pkg/output_validators/boardsolve_verify/run") \
         <(grep -v '^boardsolve=' "$output_validator/run")

  tests=("$pkg"/data/secret/*.in)
  check "$puzzle package has secret tests" test "${#tests[@]}" -ge 3
  mkdir -p "$work/feedback"
  for input in "$pkg"/data/sample/*.in "${tests[@]}"; do
    name=${input#"$pkg/"}
    answer=${input%.in}.ans
    expect "$puzzle $name: input validator" 42 - "" -- from_elsewhere "$input_validator/run" <"$input"
    expect "$puzzle $name: output validator" 42 - "" -- \
      from_elsewhere "$output_validator/run" "$input" "$answer" "$work/feedback" <"$answer"
  done
  input=${tests[0]}
  answer=${input%.in}.ans
  # The folders as shipped work too, for a judge or a person that calls run without build.
  expect "$puzzle shipped input validator" 42 - "" -- \
    from_elsewhere "$pkg/input_validators/boardsolve_validate/run" <"$input"
  expect "$puzzle shipped output validator" 42 - "" -- \
    from_elsewhere "$pkg/output_validators/boardsolve_verify/run" "$input" "$answer" "$work/feedback" <"$answer"
  # Built, run needs neither BOARDSOLVE nor boardsolve on the PATH.
  expect "$puzzle built validators need no BOARDSOLVE" 42 - "" -- \
    from_elsewhere "${no_boardsolve[@]}" "$output_validator/run" "$input" "$answer" "$work/feedback" <"$answer"
  # A corrupted answer: its first line made wrong (a count off by one, or the other winner).
  case $puzzle in
    pawnchess) sed '1{s/^white/BLACK/;s/^black/white/;s/^BLACK/black/}' "$answer" >"$work/corrupt.ans" ;;
    kingjump) printf 'impossible\n' >"$work/corrupt.ans"; grep -qx impossible "$answer" && printf '1 1\n' >"$work/corrupt.ans" ;;
    *) awk 'NR == 1 { $0 = $0 + 1 } { print }' "$answer" >"$work/corrupt.ans" ;;
  esac
  check "$puzzle corrupted answer differs" differ "$answer" "$work/corrupt.ans"
  rm -f "$work/feedback/judgemessage.txt"
  expect "$puzzle corrupted answer" 43 - "" -- \
    from_elsewhere "$output_validator/run" "$input" "$answer" "$work/feedback" <"$work/corrupt.ans"
  check "$puzzle corrupted answer: judge message" test -s "$work/feedback/judgemessage.txt"
  expect "$puzzle corrupted input" 43 - "" -- \
    from_elsewhere "$input_validator/run" < <(sed '1s/^/0/' "$input")

  # Without boardsolve: build fails (problemtools reports a compile error of the validator)
  # and so does the shipped run (a judge error, never a verdict), each with one line naming
  # BOARDSOLVE.
  copy="$work/copy"
  rm -rf "$copy" && mkdir -p "$copy" && cp -R "$pkg/output_validators/boardsolve_verify/." "$copy/"
  expect "$puzzle build without boardsolve" 1 - "set BOARDSOLVE=" -- \
    "${no_boardsolve[@]}" /bin/sh -c 'cd "$1" && ./build' sh "$copy"
  check "$puzzle build without boardsolve: one line" is_one_line "$work/err"
  check "$puzzle build without boardsolve: run unchanged" \
    diff "$pkg/output_validators/boardsolve_verify/run" "$copy/run"
  expect "$puzzle build with a missing BOARDSOLVE" 1 - "cannot find boardsolve ('$work/none')" -- \
    env BOARDSOLVE="$work/none" sh -c 'cd "$1" && ./build' sh "$copy"
  expect "$puzzle build with a relative BOARDSOLVE" 1 - "not an absolute path" -- \
    env BOARDSOLVE=bin/sed sh -c 'cd "$1" && mkdir -p bin && ln -sf "$(command -v sed)" bin/sed && ./build' sh "$copy"
  expect "$puzzle build with a BOARDSOLVE that fails" 1 - "does not run" -- \
    env BOARDSOLVE="$work/failing" sh -c 'cd "$1" && ./build' sh "$copy"
  expect "$puzzle run without boardsolve" 1 - "set BOARDSOLVE=" -- \
    from_elsewhere "${no_boardsolve[@]}" "$pkg/output_validators/boardsolve_verify/run" "$input" "$answer" "$work/feedback" <"$answer"
  check "$puzzle run without boardsolve: one line" is_one_line "$work/err"
  expect "$puzzle input validator without boardsolve" 1 - "set BOARDSOLVE=" -- \
    from_elsewhere "${no_boardsolve[@]}" "$pkg/input_validators/boardsolve_validate/run" <"$input"

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
