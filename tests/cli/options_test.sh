#!/usr/bin/env bash
# Every option the library declares (`boardsolve --list-options`: the common ones and each
# puzzle's own) reaches each face of the command line: its subcommand's --help, and the
# bash, zsh and fish completion scripts, with a choice's values offered after it. The Python
# and JavaScript modules are checked against the same list by tests/python/test_options.py and
# tests/web/options.test.mjs. Nothing here names an option: a new declaration is checked as is.
# Usage: options_test.sh <boardsolve executable> <source dir>
source "$(dirname "$0")/expect.sh" "$@"

expect "--list-options" 0 "*" "" -- "$exe" --list-options
cp "$work/out" "$work/declared"
check "some options are declared" test "$(wc -l <"$work/declared")" -ge 20
check "--list-options is not in --help" bash -c '! "$1" --help | grep -q -- --list-options' _ "$exe"
for owner in common $(ls "$src/examples"); do
  if [ "$owner" != common ] && ! grep -q "^$owner " "$work/declared"; then
    continue  # a puzzle without options of its own
  fi
  check "$owner: its lines have five fields or more" \
    bash -c '! grep "^$1 " "$2" | awk "NF < 5" | grep -q .' _ "$owner" "$work/declared"
done

"$exe" completion bash >"$work/boardsolve.bash"
"$exe" completion zsh >"$work/_boardsolve"
"$exe" completion fish >"$work/boardsolve.fish"
source "$work/boardsolve.bash"
offer() {  # what the bash completion offers for the words, one a line, sorted
  COMP_WORDS=("$@")
  COMP_CWORD=$(($# - 1))
  COMPREPLY=()
  _boardsolve boardsolve "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
  if [ ${#COMPREPLY[@]} -gt 0 ]; then printf '%s\n' "${COMPREPLY[@]}" | sort; fi
}

declared=0
while read -r owner sub name type reach typed choices; do
  declared=$((declared + 1))
  option="--$name"
  help=$("$exe" "$sub" --help | sed -n '/^Options:/,/^$/p' | grep -o -- '--[a-z][a-z-]*' | sort -u)
  check "$owner $sub $option: in --help" grep -qx -- "$option" <<<"$help"
  check "$owner $sub $option: bash" grep -qx -- "$option" <<<"$(_boardsolve_options "$sub" | tr ' ' '\n')"
  check "$owner $sub $option: zsh" grep -qF -- "'$sub') printf '%s\n' " <<<"$(grep -F -- "'$option:" "$work/_boardsolve")"
  check "$owner $sub $option: fish" bash -c \
    'sed -n "/^    case '\''$1'\''\$/,/^    case /p" "$2" | grep -qF -- "printf '\''%s\t%s\n'\'' '\''$3'\''"' \
    _ "$sub" "$work/boardsolve.fish" "$option"
  if [ "$type" = choice ]; then
    want=$(tr ' ' '\n' <<<"$choices" | sort)
    got=$(offer boardsolve "$sub" pawnchess "$option" '')
    check "$owner $sub $option: bash offers $choices" test "$got" = "$want"
  fi
done <"$work/declared"
check "every declared option was checked" test "$declared" -eq "$(wc -l <"$work/declared")"

# An option that only another puzzle takes is refused before any input is read, naming whose
# it is, rather than ignored.
expect "another puzzle's option is refused" 2 - "boardsolve: --memory is an option of pawnchess solve, not of toggle" -- "$exe" solve toggle --memory 1G /nonexistent
expect "another puzzle's flag is refused" 2 - "boardsolve: --plan is an option of toggle solve, not of captures" -- "$exe" solve captures --plan /nonexistent
expect "another puzzle's gen option is refused" 2 - "boardsolve: --rules is an option of pawnchess gen, not of kingjump" -- "$exe" gen kingjump --rules chess
expect "a puzzle's own option is taken" 0 "*" "" -- "$exe" gen pawnchess --rules chess --size 4x4 --kind start
finish
