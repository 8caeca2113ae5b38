#!/usr/bin/env bash
# End-to-end tests of `boardsolve ... lightsout`: exit codes, streams, messages, answers.
# Usage: lightsout_cli_test.sh <boardsolve executable> <source dir>
source "$(dirname "$0")/expect.sh" "$@"

ex="$src/examples/lightsout"
for name in classic stencils; do
  expect "solve $name" 0 "$ex/$name.out" "" -- "$exe" solve lightsout "$ex/$name.in"
  expect "verify $name" 0 "*" "" -- "$exe" verify lightsout "$ex/$name.in" "$ex/$name.out"
  expect "verify $name with jury" 0 "*" "" -- "$exe" verify lightsout "$ex/$name.in" "$ex/$name.out" "$ex/$name.out"
  expect "show $name" 0 "$ex/$name.show" "" -- "$exe" show lightsout "$ex/$name.in"
  expect "validate $name" 0 - "" -- "$exe" validate lightsout "$ex/$name.in"
done
expect "solve by alias from stdin" 0 "$ex/classic.out" "" -- sh -c "\"$exe\" solve lights < \"$ex/classic.in\""
check "solve: the all-lit 3 x 3 takes 5" [ "$(head -1 "$ex/classic.out")" = "5" ]

# verify: a count that is not the fewest, presses that leave a light on, a false certificate.
printf '1\n3 3\n...\n...\n...\n' >"$work/dark.in"
printf '4\n##.\n#..\n...\n' >"$work/not-fewest.out"
expect "verify: presses that cancel" 1 "*" "" -- "$exe" verify lightsout "$work/dark.in" "$work/not-fewest.out"
printf '1\n#..\n...\n...\n' >"$work/lit.out"
expect "verify: a light left on" 1 "*" "" -- "$exe" verify lightsout "$work/dark.in" "$work/lit.out"
check "verify: a light left on: report" grep -qF "case 1: after the presses, (1,1) is still lit" "$work/out"
printf '1\n3 3\n###\n###\n###\n' >"$work/lit3.in"
printf '7\n#.#\n.#.\n#.#\n' >"$work/count.out"
expect "verify: count and presses disagree" 1 "*" "" -- "$exe" verify lightsout "$work/lit3.in" "$work/count.out"
check "verify: count report" grep -qF "case 1: the answer counts 7 presses but presses 5 cells" "$work/out"
printf '0\n...\n...\n...\n' >"$work/zero.out"
expect "verify: jury wrong" 3 - "case 1:" -- "$exe" verify lightsout "$work/dark.in" "$work/zero.out" "$work/not-fewest.out"
printf -- '-1\n#..\n...\n...\n' >"$work/cert.out"
expect "verify: a false certificate" 1 "*" "" -- "$exe" verify lightsout "$work/lit3.in" "$work/cert.out"
check "verify: certificate report" grep -qF "case 1: -1 (no solution), but the certificate fails" "$work/out"
expect "verify --json" 1 "*" "" -- "$exe" verify lightsout --json "$work/lit3.in" "$work/cert.out"
check "verify --json: the puzzle" grep -qF '"puzzle":"lightsout"' "$work/out"
printf '5\n#.#\n.#.\n' >"$work/cut.out"
expect "verify presentation error" 2 - "cut.out:4:1:" -- "$exe" verify lightsout "$work/lit3.in" "$work/cut.out"

# Bad input: file:line:column, exit 2, nothing on stdout.
printf '1\n3 3\n###\n#x#\n###\n' >"$work/symbol.in"
expect "bad symbol" 2 - "symbol.in:4:2: expected one of \".#01\" in row 2 of case 1, found 'x'" -- "$exe" solve lightsout "$work/symbol.in"
printf '1\n2 2\n#.\n01\n' >"$work/mixed.in"
expect "mixed symbols" 2 - "mixed.in:4:1: expected '.' or '#' in row 2 of case 1 (its first row uses them), found '0'" -- "$exe" solve lightsout "$work/mixed.in"
printf '1\n2 2 torus\n#.\n.#\n' >"$work/torus.in"
expect "small torus" 2 - "torus.in:2:1: case 1 is a 2 x 2 torus; a torus needs at least 3 rows and 3 columns" -- "$exe" solve lightsout "$work/torus.in"
printf '1\n2 2 star\n#.\n.#\n' >"$work/stencil.in"
expect "bad stencil" 2 - "stencil.in:2:5: expected a stencil (plus, cross or nine symbols 0 and 1) or a topology (plane or torus) of case 1, found 'star'" -- "$exe" solve lightsout "$work/stencil.in"
printf '1\n3 3\n###\n' >"$work/cut.in"
expect "truncated" 2 - "cut.in:4:1: expected row 2 of case 1, found end of input" -- "$exe" solve lightsout "$work/cut.in"
expect "show bad input" 2 - "cut.in:4:1:" -- "$exe" show lightsout "$work/cut.in"
expect "validate bad input" 3 - "cut.in:4:1:" -- "$exe" validate lightsout "$work/cut.in"
printf '1\n10001 3\n' >"$work/huge.in"
expect "too large" 2 - "huge.in:2:1: the row count R of case 1 must be from 1 to 10000, found 10001" -- "$exe" solve lightsout "$work/huge.in"
printf '' >"$work/empty.in"
expect "empty input" 2 - "empty.in:1:1:" -- "$exe" solve lightsout "$work/empty.in"

# --json and --any.
expect "solve --json" 0 "*" "" -- "$exe" solve lightsout --json "$ex/classic.in"
check "solve --json: counts" grep -qF '"count":5,' "$work/out"
check "solve --json: the certificate of case 3" grep -qF '"solvable":false' "$work/out"
expect "solve --any" 0 "*" "" -- "$exe" solve lightsout --any "$ex/classic.in"
"$exe" solve lightsout --any "$ex/classic.in" >"$work/any.out"
expect "solve --any answers verify" 0 "*" "" -- "$exe" verify lightsout "$ex/classic.in" "$work/any.out"
expect "--any is not of toggle" 2 - "--any is an option of lightsout solve, not of toggle" -- "$exe" solve toggle --any "$src/examples/toggle/statement.in"

# gen: every kind, each rule; deterministic; its answers verify.
for rule in "plus plane" "cross plane" "plus torus" "111101111 plane"; do
  set -- $rule
  for kind in random all-lit checkerboard frame single planted worst; do
    "$exe" gen lightsout --kind $kind --stencil $1 --topology $2 --size 6x7 --cases 2 >"$work/k.in" ||
      { echo "FAIL gen $kind $rule"; failed=$((failed + 1)); }
    "$exe" solve lightsout "$work/k.in" >"$work/k.out"
    expect "gen $kind $rule verifies" 0 "*" "" -- "$exe" verify lightsout "$work/k.in" "$work/k.out"
  done
done
"$exe" gen lightsout --seed 9 --cases 5 --size 9 >"$work/g1.in"
expect "gen is deterministic" 0 "$work/g1.in" "" -- "$exe" gen lightsout --seed 9 --cases 5 --size 9
"$exe" gen lightsout --kind unsolvable --size 5 --cases 3 >"$work/u.in"
expect "unsolvable boards" 0 "*" "" -- "$exe" solve lightsout "$work/u.in"
check "unsolvable: every count -1" [ "$(grep -c '^-1$' "$work/out")" = 3 ]
expect "gen: no unsolvable 3 x 3 board" 2 - "the kind 'unsolvable' has no 3 x 3 board" -- "$exe" gen lightsout --kind unsolvable --size 3
expect "gen bad stencil" 2 - "--stencil must be plus, cross or nine symbols 0 and 1" -- "$exe" gen lightsout --stencil star
expect "gen small torus" 2 - "a torus needs at least 3 rows and 3 columns; --size is 2 x 5" -- "$exe" gen lightsout --topology torus --size 2x5
expect "gen bad kind" 2 - "unknown --kind 'zebra'" -- "$exe" gen lightsout --kind zebra
expect "gen --stencil is not of toggle" 2 - "--stencil is an option of lightsout gen, not of toggle" -- "$exe" gen toggle --stencil plus

# show --svg: the presses ringed, the certificate outlined.
expect "show --svg" 0 "*" "" -- "$exe" show lightsout --svg "$ex/classic.in"
check "show --svg: 5 + 15 + 3 presses" [ "$(grep -o 'class="press"' "$work/out" | wc -l)" = 23 ]
check "show --svg: a certificate" grep -qF 'class="certificate"' "$work/out"
expect "show --json --svg" 0 "*" "" -- "$exe" show lightsout --json --svg "$ex/classic.in"
check "show --json --svg: pictures" grep -qF '"solution":"<svg ' "$work/out"

# No contest: the judge package and validate --contest refuse.
expect "package refuses" 2 - "lightsout comes from no contest, so package has no contest problem" -- "$exe" package lightsout "$work/pkg"
expect "validate --contest refuses" 2 - "lightsout comes from no contest" -- "$exe" validate lightsout --contest "$ex/classic.in"

finish
