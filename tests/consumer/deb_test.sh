#!/usr/bin/env bash
# The Debian package, tried out as a user would, without root rights: CPack builds the .deb of
# this build into a scratch folder, `dpkg -x` unpacks it into a scratch root, and then
#   - its fields (name, version, maintainer, dependencies) are as cmake/package.cmake states;
#   - the installed executable solves every example as examples/*/*.out shows (and toggle's
#     plans as examples/toggle/*.plan);
#   - the installed Python module, imported from the root, solves an example the same way;
#   - the manual page is there and renders; the completions are where each shell looks;
#   - a separate project (tests/consumer) configures and builds against the installed CMake
#     package (CMAKE_PREFIX_PATH=<root>/usr), and runs.
# Usage: deb_test.sh <build dir> <source dir> <python module built: ON|OFF> <manual page: ON|OFF>
# Environment: CPACK and CMAKE, the cpack and cmake to run (default: those on the PATH).
source "$(dirname "$0")/../cli/expect.sh" "" "$2"
build=$1
python_module=$3
manual=$4

# 1. The package of this build.
if ! "${CPACK:-cpack}" --config "$build/CPackConfig.cmake" -B "$work/package" >"$work/cpack.log" 2>&1; then
  cat "$work/cpack.log"
  echo "FAIL cpack"
  exit 1
fi
deb=$(ls "$work"/package/boardsolve_*.deb)
check "one .deb" test -f "$deb"
dpkg-deb --field "$deb" >"$work/control"
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$build/CMakeCache.txt")
field() { sed -n "s/^$1: //p" "$work/control"; }
check "Package: boardsolve" test "$(field Package)" = boardsolve
check "Version: $version" test "$(field Version)" = "$version"
check "Maintainer: name <address>" grep -qE '^.+ <.+@.+>$' <<<"$(field Maintainer)"
check "Depends: libfmt" grep -qE '(^|, )libfmt[0-9]+' <<<"$(field Depends)"
check "Depends: libstdc++" grep -q 'libstdc++6' <<<"$(field Depends)"
if [ "$python_module" = ON ]; then
  check "Depends: python3" grep -q 'python3 (>= 3\.' <<<"$(field Depends)"
fi
root=$work/root
dpkg -x "$deb" "$root"
dpkg-deb --contents "$deb" | awk '{ print $NF }' >"$work/contents"

# 2. Where everything is.
usr=$root/usr
for file in bin/boardsolve include/boardsolve/tool.hpp include/boardsolve/captures.hpp \
            share/bash-completion/completions/boardsolve share/zsh/vendor-completions/_boardsolve \
            share/fish/vendor_completions.d/boardsolve.fish share/doc/boardsolve/formats.md; do
  check "installed: usr/$file" test -s "$usr/$file"
done
check "installed: the static library" test -n "$(find "$usr/lib" -name libboardsolve.a)"
check "installed: the CMake package" test -n "$(find "$usr/lib" -path '*/cmake/boardsolve/boardsolve-config.cmake')"
check "nothing outside /usr" test -z "$(grep -v '^\./usr/\|^\./$' "$work/contents")"

# 3. The installed executable on the examples.
exe=$usr/bin/boardsolve
expect "installed --version" 0 "*" "" -- "$exe" --version
check "--version: $version" grep -qx "boardsolve $version" "$work/out"
for input in "$src"/examples/*/*.in; do
  puzzle=$(basename "$(dirname "$input")")
  expect "installed: solve $puzzle $(basename "$input")" 0 "${input%.in}.out" "" -- "$exe" solve "$puzzle" "$input"
  if [ -f "${input%.in}.plan" ]; then
    expect "installed: solve $puzzle --plan $(basename "$input")" 0 "${input%.in}.plan" "" -- \
      "$exe" solve "$puzzle" --plan "$input"
  fi
done
expect "installed: verify" 0 "*" "" -- "$exe" verify kingjump "$src/examples/kingjump/statement.in" "$src/examples/kingjump/statement.out"

# 4. The installed Python module, in Debian's python3 (the one the package depends on).
if [ "$python_module" = ON ]; then
  python=python3
  [ -x /usr/bin/python3 ] && python=/usr/bin/python3
  pythondir=$usr/lib/python3/dist-packages
  check "installed: the Python module" test -n "$(ls "$pythondir"/boardsolve*.so 2>/dev/null)"
  expect "installed Python module: solve" 0 "$src/examples/toggle/statement.out" "" -- \
    env -u PYTHONHOME PYTHONPATH="$pythondir" PYTHONDONTWRITEBYTECODE=1 "$python" -c '
import sys, boardsolve
assert boardsolve.__file__.startswith(sys.argv[1]), boardsolve.__file__
result = boardsolve.solve("toggle", open(sys.argv[2]).read())
sys.stdout.write(result.out)
sys.exit(result.exit_code)' "$pythondir" "$src/examples/toggle/statement.in"
fi

# 5. The manual page: there, and it renders (the test docs.man checks what it says).
if [ "$manual" = ON ]; then
  page=$usr/share/man/man1/boardsolve.1.gz
  check "installed: the manual page" test -s "$page"
  if command -v man >/dev/null; then
    MANPAGER=cat LC_ALL=C man -l "$page" >"$work/page.txt" 2>"$work/page.err"
  elif command -v groff >/dev/null; then
    zcat "$page" | groff -man -Tascii -P-c >"$work/page.txt" 2>"$work/page.err"
  else
    zcat "$page" >"$work/page.txt"
    : >"$work/page.err"
  fi
  check "the manual page renders" grep -q "boardsolve solve captures" "$work/page.txt"
  check "the manual page renders without warnings" test ! -s "$work/page.err"
  check "the manual page has a .TH header" grep -q '^\.TH BOARDSOLVE "1"' <(zcat "$page")
fi

# 6. A separate project against the installed CMake package.
if "${CMAKE:-cmake}" -S "$src/tests/consumer" -B "$work/consumer" -G Ninja -DCMAKE_PREFIX_PATH="$usr" \
     >"$work/consumer.log" 2>&1 && "${CMAKE:-cmake}" --build "$work/consumer" >>"$work/consumer.log" 2>&1; then
  check "the consumer found the installed package" \
    grep -qx "boardsolve_DIR:PATH=$usr/lib.*/cmake/boardsolve" "$work/consumer/CMakeCache.txt"
  expect "the consumer runs" 0 "*" "" -- "$work/consumer/consumer"
else
  cat "$work/consumer.log"
  echo "FAIL the consumer project does not build against the installed package"
  failed=$((failed + 1))
fi
finish
