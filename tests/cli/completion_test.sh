#!/usr/bin/env bash
# Tests of `boardsolve completion bash|zsh|fish`: the bash script's function is called as bash
# calls it (COMP_WORDS, COMP_CWORD) and must offer the subcommands, puzzles, aliases, options
# and --kind values that the executable's own --help lists; the fish script is asked the same
# through `complete -C`; the zsh script must parse. What is expected is read from --help, so
# a new subcommand, option, puzzle or kind is checked without editing this test.
# Usage: completion_test.sh <boardsolve executable> <source dir>
source "$(dirname "$0")/expect.sh" "$@"
exe=$(cd "$(dirname "$exe")" && pwd)/$(basename "$exe")  # the test changes folders

# The truth, from --help: subcommands, puzzles and aliases, each puzzle's kinds.
"$exe" --help >"$work/help"
subcommands=$(sed -n '/^Subcommands:/,/^$/s/^  \([a-z]\+\) .*/\1/p' "$work/help" | sort)
puzzles=$(sed -n '/^Puzzles:/,/^$/p' "$work/help" | sed -n 's/^  \([a-z0-9]*\) *(\([a-z0-9]*\) *).*/\1\n\2/p' | sort)
kinds_of() {  # the kinds gen --help lists for puzzle $1
  "$exe" gen --help | sed -n "s/^ *$1: //p" | tr ',' '\n' | tr -d ' ' | sort
}
long_options_of() {  # the long options `boardsolve $1 --help` lists
  "$exe" "$1" --help | sed -n '/^Options:/,/^$/p' | grep -o -- '--[a-z][a-z-]*' | sort -u
}
check "--help lists 7 subcommands" test "$(echo "$subcommands" | wc -l)" -eq 7
check "--help lists 10 puzzle names" test "$(echo "$puzzles" | wc -l)" -eq 10
for dir in "$src"/examples/*/; do
  check "puzzle $(basename "$dir") in --help" grep -qx "$(basename "$dir")" <<<"$puzzles"
done

expect "completion bash" 0 "*" "" -- "$exe" completion bash
cp "$work/out" "$work/boardsolve.bash"
expect "unknown shell" 2 - "unknown shell 'bsh'; did you mean 'bash'?" -- "$exe" completion bsh
expect "no shell" 2 - "shell is required" -- "$exe" completion

source "$work/boardsolve.bash"
check "registered with complete" grep -q -- "-F _boardsolve boardsolve" <<<"$(complete -p boardsolve)"

# offer WORD...: what the completion function offers for the last word, one a line, sorted.
offer() {
  COMP_WORDS=("$@")
  COMP_CWORD=$(($# - 1))
  COMPREPLY=()
  _boardsolve boardsolve "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
  if [ ${#COMPREPLY[@]} -gt 0 ]; then printf '%s\n' "${COMPREPLY[@]}" | sort; fi
}
# same NAME GOT WANT: the two lists are equal.
same() {
  if [ "$2" = "$3" ]; then passed=$((passed + 1)); else
    echo "FAIL $1: offered [$(echo $2)], expected [$(echo $3)]"
    failed=$((failed + 1))
  fi
}
# has NAME LIST WORD...: every WORD is in LIST.
has() {
  local name=$1 list=$2 word
  shift 2
  for word in "$@"; do check "$name: $word" grep -qx -- "$word" <<<"$list"; done
}

same "subcommands" "$(offer boardsolve '')" "$subcommands"
same "subcommand prefix" "$(offer boardsolve ve)" "verify"
same "options before a subcommand" "$(offer boardsolve --)" "$(printf '%s\n' --help --version | sort)"
for sub in $subcommands; do
  same "$sub: options" "$(offer boardsolve "$sub" -- | grep -- '^--')" "$(long_options_of "$sub")"
done
for sub in solve verify gen show validate package; do
  same "$sub: puzzles and aliases" "$(offer boardsolve "$sub" '')" "$puzzles"
done
same "alias prefix" "$(offer boardsolve show wi)" "winchk"
same "puzzle after an option" "$(offer boardsolve solve --threads 2 '')" "$puzzles"

# gen --kind: the kinds of the puzzle on the line, by name or alias, and no other puzzle's.
for puzzle in captures kingjump pawnchess toggle; do
  same "gen $puzzle --kind" "$(offer boardsolve gen "$puzzle" --kind '')" "$(kinds_of "$puzzle")"
done
same "gen adapwn --seed 3 --kind" "$(offer boardsolve gen adapwn --seed 3 --kind '')" "$(kinds_of captures)"
same "gen --size 4 srm581 --kind" "$(offer boardsolve gen --size 4 srm581 --kind '')" "$(kinds_of toggle)"
same "gen toggle --kind=" "$(offer boardsolve gen toggle --kind = '')" "$(kinds_of toggle)"
others=$(for p in kingjump pawnchess toggle; do kinds_of "$p"; done | sort -u | comm -23 - <(kinds_of captures))
check "other puzzles have kinds captures lacks" test -n "$others"
for kind in $others; do
  check "gen captures --kind: not $kind" bash -c '! grep -qx -- "$1" <<<"$2"' _ "$kind" \
    "$(offer boardsolve gen captures --kind '')"
done

same "verify --judge" "$(offer boardsolve verify captures --judge '')" "$(printf '%s\n' cms kattis testlib)"
same "validate --judge" "$(offer boardsolve validate --judge '')" "$(printf '%s\n' kattis testlib)"
same "completion shells" "$(offer boardsolve completion '')" "$(printf '%s\n' bash fish zsh)"
same "a number: nothing" "$(offer boardsolve gen captures --seed '')" ""

# Files and folders where the command line takes them.
mkdir -p "$work/here/pictures"
: >"$work/here/board.in"
cd "$work/here"
same "solve: input file" "$(offer boardsolve solve captures b)" "board.in"
has "verify: files" "$(offer boardsolve verify captures board.in '')" board.in pictures
same "show --svg-dir: folders" "$(offer boardsolve show captures --svg-dir '')" "pictures"
same "package: folder" "$(offer boardsolve package toggle '')" "pictures"
same "past the last positional: nothing" "$(offer boardsolve solve captures board.in '')" ""
cd "$work"

# zsh and fish, where they are installed (Debian: zsh, fish).
expect "completion zsh" 0 "*" "" -- "$exe" completion zsh
cp "$work/out" "$work/_boardsolve"
expect "completion fish" 0 "*" "" -- "$exe" completion fish
cp "$work/out" "$work/boardsolve.fish"
if command -v zsh >/dev/null; then
  check "zsh: the script parses" zsh -n "$work/_boardsolve"
  same "zsh: kinds of toggle" "$(zsh -c 'compdef() { :; }; source "$1"; _boardsolve_kinds srm581' _ \
    "$work/_boardsolve" | tr ' ' '\n' | sort)" "$(kinds_of toggle)"
else
  echo "zsh is not installed: its script is not checked"
fi
if command -v fish >/dev/null; then
  check "fish: the script parses" fish -n "$work/boardsolve.fish"
  fish_offer() {  # what fish offers for the command line $1 (names only, sorted)
    fish --no-config -c 'source $argv[1]; complete -C $argv[2]' "$work/boardsolve.fish" "$1" |
      cut -f1 | sort
  }
  same "fish: subcommands" "$(fish_offer 'boardsolve ')" "$subcommands"
  same "fish: puzzles" "$(fish_offer 'boardsolve solve ')" "$puzzles"
  same "fish: gen pawnchess --kind" "$(fish_offer 'boardsolve gen uva10838 --kind ')" "$(kinds_of pawnchess)"
  has "fish: gen options" "$(fish_offer 'boardsolve gen captures --')" $(long_options_of gen)
else
  echo "fish is not installed: its script is not checked"
fi
finish
