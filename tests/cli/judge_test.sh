#!/usr/bin/env bash
# verify --judge kattis|cms and validate [--contest] [--judge kattis] on every puzzle: the exit
# codes, the files and the messages of each judge system's convention (docs/formats.md).
# Usage: judge_test.sh <boardsolve executable> <source dir>
source "$(dirname "$0")/expect.sh" "$@"

ex="$src/examples"
feedback="$work/feedback"
mkdir -p "$feedback"

# kattis_verify <name> <exit> <judgemessage substring> <puzzle> <input> <jury answer> <output>
kattis_verify() {
  local name=$1 code=$2 message=$3 puzzle=$4 input=$5 jury=$6 output=$7
  rm -f "$feedback/judgemessage.txt"
  expect "$name" "$code" - "" -- sh -c "\"$exe\" verify $puzzle --judge kattis \"$input\" \"$jury\" \"$feedback\" case_sensitive < \"$output\""
  check "$name: judgemessage.txt" grep -qF -- "$message" "$feedback/judgemessage.txt"
}

for puzzle in captures kingjump pawnchess toggle; do
  in="$ex/$puzzle/statement.in"
  out="$ex/$puzzle/statement.out"
  kattis_verify "$puzzle kattis accepted" 42 "passed, 0 failed" $puzzle "$in" "$out" "$out"
  # The jury's answer as the contestant's output of another file: wrong, or unreadable.
  printf 'nonsense\n' >"$work/garbage.out"
  kattis_verify "$puzzle kattis unreadable output" 43 ":1:1:" $puzzle "$in" "$out" "$work/garbage.out"
  expect "$puzzle cms accepted: 1.0" 0 "*" "translate:success" -- "$exe" verify $puzzle --judge cms "$in" "$out" "$out"
  check "$puzzle cms 1.0 on stdout" grep -qx "1.0" "$work/out"
  expect "$puzzle cms unreadable" 0 "*" ":1:1:" -- "$exe" verify $puzzle --judge cms "$in" "$out" "$work/garbage.out"
  check "$puzzle cms 0.0 on stdout" grep -qx "0.0" "$work/out"
  check "$puzzle cms one line on stderr" test "$(wc -l <"$work/err")" -eq 1
  # A bad instance is the judge's fault: exit 3 under every convention, never 43 or 0.0.
  printf 'x\n' >"$work/bad.in"
  expect "$puzzle kattis bad instance" 3 - "bad.in:" -- sh -c "\"$exe\" verify $puzzle --judge kattis \"$work/bad.in\" \"$out\" \"$feedback\" < \"$out\""
  expect "$puzzle cms bad instance" 3 - "bad.in:" -- "$exe" verify $puzzle --judge cms "$work/bad.in" "$out" "$out"
  # validate: the default limits, then the contest's.
  expect "$puzzle validate" 0 - "" -- "$exe" validate $puzzle "$in"
  expect "$puzzle validate stdin" 0 - "" -- sh -c "\"$exe\" validate $puzzle < \"$in\""
  expect "$puzzle validate --contest" 0 - "" -- "$exe" validate $puzzle --contest "$in"
  expect "$puzzle validate kattis" 42 - "" -- "$exe" validate $puzzle --judge kattis --contest "$in"
  expect "$puzzle validate bad" 3 - "bad.in:" -- "$exe" validate $puzzle "$work/bad.in"
  expect "$puzzle validate kattis bad" 43 - "bad.in:" -- "$exe" validate $puzzle --judge kattis "$work/bad.in"
  # The layout the contest demands: a CR line end is fine for boardsolve, not for the contest.
  sed 's/$/\r/' "$in" >"$work/crlf.in"
  expect "$puzzle validate crlf" 0 - "" -- "$exe" validate $puzzle "$work/crlf.in"
  expect "$puzzle validate --contest crlf" 3 - "crlf.in:1:" -- "$exe" validate $puzzle --contest "$work/crlf.in"
done

# Wrong answers, each as a judge sees it.
printf '1\n2 1 R\n' >"$work/captures-short.out"
kattis_verify "captures kattis wrong" 43 "case 1:" captures "$ex/captures/statement.in" "$ex/captures/statement.out" "$work/captures-short.out"
expect "captures cms wrong" 0 "*" "case 1:" -- "$exe" verify captures --judge cms "$ex/captures/statement.in" "$ex/captures/statement.out" "$work/captures-short.out"
check "captures cms wrong: 0.0" grep -qx "0.0" "$work/out"
sed '1s/.*/black (7)/' "$ex/pawnchess/statement.out" >"$work/pawn-wrong.out"
kattis_verify "pawnchess kattis wrong" 43 "case 1:" pawnchess "$ex/pawnchess/statement.in" "$ex/pawnchess/statement.out" "$work/pawn-wrong.out"
# testlib stays the default and unchanged.
expect "captures testlib wrong" 1 "*" "" -- "$exe" verify captures "$ex/captures/statement.in" "$work/captures-short.out"
expect "captures --judge testlib" 1 "*" "" -- "$exe" verify captures --judge testlib "$ex/captures/statement.in" "$work/captures-short.out"

# Usage errors: exit 2 and a message, under every judge.
expect "unknown judge" 2 - "unknown --judge 'domjudge'" -- "$exe" verify captures --judge domjudge a b c
expect "kattis without feedback folder" 2 - "--judge kattis needs INPUT ANSWER FEEDBACK_DIR" -- "$exe" verify captures --judge kattis "$ex/captures/statement.in" "$ex/captures/statement.out"
expect "cms without output" 2 - "--judge cms needs INPUT ANSWER OUTPUT" -- "$exe" verify captures --judge cms "$ex/captures/statement.in" "$ex/captures/statement.out"
expect "testlib: too many files" 2 - "one too many" -- "$exe" verify captures a b c d
expect "json with kattis" 2 - "--json and --judge kattis exclude each other" -- "$exe" verify captures --judge kattis --json a b c
expect "validate --judge cms" 2 - "testlib, kattis" -- "$exe" validate captures --judge cms "$ex/captures/statement.in"
expect "validate a directory" 2 - "is a directory" -- "$exe" validate captures "$work"
finish
