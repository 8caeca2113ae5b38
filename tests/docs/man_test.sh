#!/usr/bin/env bash
# The manual page says what the executable says: it renders, and it names every subcommand
# and every long option of each (from their --help), every option the library declares (from
# `boardsolve --list-options`), every puzzle and alias (from --help), and the sections
# docs/boardsolve.h2m adds. A subcommand, option or puzzle added to the command line without
# reaching the page fails here.
# Usage: man_test.sh <boardsolve executable> <source dir> <manual page (boardsolve.1 or .gz)>
source "$(dirname "$0")/../cli/expect.sh" "$1" "$2"
page=$3

check "the page exists" test -s "$page"
# render PAGE: the page as plain text, one long line per paragraph, no hyphenation.
render() {
  if command -v man >/dev/null; then
    MANWIDTH=250 MANPAGER=cat LC_ALL=C man --no-hyphenation --no-justification -l "$1"
  elif command -v groff >/dev/null; then
    zcat -f "$1" | groff -man -Tascii -P-cbou -rLL=250n -rHY=0
  else
    zcat -f "$1"  # no renderer: the roff source, hyphens as \-
  fi
}
render "$page" >"$work/page.txt" 2>"$work/render.err"
check "it renders" test -s "$work/page.txt"
check "no warnings while rendering" test ! -s "$work/render.err"
check "a .TH header for BOARDSOLVE 1" grep -q '^\.TH BOARDSOLVE "1"' <(zcat -f "$page")
text=$(sed 's/\\-/-/g' "$work/page.txt")
has() {  # has WHAT WORD: WORD is a word of the rendered page
  check "$1 '$2' in the page" grep -qw -- "$2" <<<"$text"
}

"$exe" --help >"$work/help"
subcommands=$(sed -n '/^Subcommands:/,/^$/s/^  \([a-z]\+\) .*/\1/p' "$work/help")
check "--help lists subcommands" test -n "$subcommands"
for sub in $subcommands; do
  has "subcommand" "$sub"
  for option in $("$exe" "$sub" --help | sed -n '/^Options:/,/^$/p' | grep -o -- '--[a-z][a-z-]*' | sort -u); do
    has "$sub option" "$option"
  done
done
# Every option the library declares (the common ones and each puzzle's own), by its listing.
while read -r owner sub name _; do
  has "$owner $sub declared option" "--$name"
done < <("$exe" --list-options)
check "the declarations are listed" test -n "$("$exe" --list-options)"
for name in $(sed -n '/^Puzzles:/,/^$/p' "$work/help" | sed -n 's/^  \([a-z0-9]*\) *(\([a-z0-9]*\) *).*/\1 \2/p'); do
  has "puzzle" "$name"
done
for dir in "$src"/examples/*/; do has "puzzle (examples/)" "$(basename "$dir")"; done
for section in NAME SYNOPSIS DESCRIPTION EXAMPLES "EXIT STATUS" "SEE ALSO"; do
  check "section $section" grep -qx "$section" <<<"$text"
done
has "version" "$("$exe" --version | awk '{ print $2 }')"
finish
