#!/usr/bin/env bash
# End-to-end tests of `boardsolve show --svg` and `--svg-dir`: every page and picture is XML
# (xmllint), one square rect per square, the same bytes on every run, the size limit, and
# checked writes into the folder.
# Usage: svg_cli_test.sh <boardsolve executable> <source dir>
source "$(dirname "$0")/expect.sh" "$@"

command -v xmllint >/dev/null || { echo "FAIL xmllint is missing (scripts/bootstrap.sh installs libxml2-utils)"; exit 1; }

# squares <file>: the number of square rects with both data attributes.
squares() { grep -o '<rect class="square [^>]*data-row="[0-9]*" data-col="[0-9]*"/>' "$1" | wc -l; }

for puzzle in captures kingjump pawnchess toggle; do
  for in in "$src/examples/$puzzle"/*.in; do
    name="$puzzle $(basename "$in")"
    expect "$name: page" 0 "*" "" -- "$exe" show "$puzzle" --svg "$in"
    cp "$work/out" "$work/page.html"
    check "$name: page is XML" xmllint --noout "$work/page.html"
    check "$name: page is HTML" grep -q '^<!DOCTYPE html>$' "$work/page.html"
    expect "$name: same page again" 0 "$work/page.html" "" -- "$exe" show "$puzzle" --svg "$in"
    rm -rf "$work/dir"
    expect "$name: folder" 0 - "" -- "$exe" show "$puzzle" --svg-dir "$work/dir" "$in"
    cases=$(grep -c '<section class="case"' "$work/page.html")
    check "$name: one file per case" test "$(ls "$work/dir" | wc -l)" -eq "$cases"
    check "$name: case-$cases.svg" test -s "$work/dir/case-$cases.svg"
    for svg in "$work/dir"/*.svg; do
      check "$name: $(basename "$svg") is XML" xmllint --noout "$svg"
      rows=$(sed -n 's/.* data-rows="\([0-9]*\)" data-cols="\([0-9]*\)">$/\1/p' "$svg" | head -1)
      cols=$(sed -n 's/.* data-rows="\([0-9]*\)" data-cols="\([0-9]*\)">$/\2/p' "$svg" | head -1)
      check "$name: $(basename "$svg"): $rows x $cols squares" test "$(squares "$svg")" -eq $((rows * cols))
    done
  done
done

# Counts on known answers: the marks of the whole picture are the moves of `solve`.
ex="$src/examples"
"$exe" show captures --svg-dir "$work/c" "$ex/captures/statement.in"
check "captures: 2 arrows" test "$(grep -c '<g class="move" data-step=' "$work/c/case-1.svg")" -eq 2
"$exe" show kingjump --svg-dir "$work/k" "$ex/kingjump/statement.in"
check "kingjump: 3 jumps" test "$(grep -c '<g class="move" data-step=' "$work/k/case-1.svg")" -eq 3
"$exe" show kingjump --svg-dir "$work/k2" "$ex/kingjump/ring-two-kings.in"
check "kingjump impossible: 2 squares named" test "$(grep -c 'class="reason"' "$work/k2/case-1.svg")" -eq 2
"$exe" show toggle --svg-dir "$work/t" "$ex/toggle/statement.in"
plan_moves=$("$exe" solve toggle --plan "$ex/toggle/statement.in" | awk 'NR == 1 { print $1 }')
check "toggle: the plan's moves" test "$(grep -c ' data-step=' "$work/t/case-1.svg")" -eq "$plan_moves"
expect "pawnchess: the page" 0 "*" "" -- "$exe" show pawnchess --svg "$ex/pawnchess/statement.in"
check "pawnchess: the start and 7 + 2 steps" test "$(grep -c '<figure>' "$work/out")" -eq $((2 + 7 + 2))

# Errors: nothing on stdout, no folder made, exit 2.
printf '1\n1 101\n%s\n' "$(printf 'O%.0s' $(seq 101))" >"$work/wide.in"
expect "too wide" 2 - "boardsolve: case 1 is 1 x 101 squares; SVG drawings are limited to boards of 100 x 100 squares" \
  -- "$exe" show captures --svg "$work/wide.in"
expect "too wide, folder" 2 - "limited to boards of 100 x 100" -- "$exe" show captures --svg-dir "$work/wide" "$work/wide.in"
check "too wide: no folder" test ! -e "$work/wide"
"$exe" gen kingjump --size 101 >"$work/k101.in"
expect "kingjump too large" 2 - "case 1 is 101 x 101 squares" -- "$exe" show kingjump --svg "$work/k101.in"
"$exe" gen toggle --size 5 --cases 4001 >"$work/many.in"
expect "too many squares" 2 - "the 4001 boards have 100025 squares in all; one SVG page or folder draws at most 100000 squares" \
  -- "$exe" show toggle --svg "$work/many.in"
printf '1\n3\n.O.\n' >"$work/bad.in"
expect "bad input" 2 - "bad.in:" -- "$exe" show captures --svg-dir "$work/bad" "$work/bad.in"
check "bad input: no folder" test ! -e "$work/bad"
expect "--svg and --svg-dir" 2 - "excludes" -- "$exe" show captures --svg --svg-dir "$work/x" "$ex/captures/statement.in"
touch "$work/file"
expect "folder is a file" 2 - "boardsolve: cannot create the folder '$work/file/sub'" \
  -- "$exe" show captures --svg-dir "$work/file/sub" "$ex/captures/statement.in"
expect "folder names a file" 2 - "boardsolve: cannot create the folder '$work/file'" \
  -- "$exe" show captures --svg-dir "$work/file" "$ex/captures/statement.in"

# A write into the folder that fails: exit 74, one message, whatever was written before.
mkdir -p "$work/full"
ln -s /dev/full "$work/full/case-1.svg"
expect "full device" 74 - "boardsolve: cannot write the output: $work/full/case-1.svg: No space left on device" \
  -- "$exe" show captures --svg-dir "$work/full" "$ex/captures/statement.in"
mkdir -p "$work/taken/case-2.svg"
expect "a folder in the way" 74 - "boardsolve: cannot write the output: $work/taken/case-2.svg: Is a directory" \
  -- "$exe" show toggle --svg-dir "$work/taken" "$ex/toggle/statement.in"
expect "the page on a full stdout" 74 - "" -- sh -c "\"$exe\" show captures --svg \"$ex/captures/statement.in\" >/dev/full"

finish
