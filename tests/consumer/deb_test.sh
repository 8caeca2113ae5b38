#!/usr/bin/env bash
# The Debian package, tried out as a user would, without root rights: CPack builds the .deb of
# this build into a scratch folder, `dpkg -x` unpacks it into a scratch root, and then
#   - its fields (name, version, maintainer, dependencies) are as cmake/package.cmake states;
#   - lintian, Debian's package checker, reports no error (its tags are printed);
#   - the copyright file (machine-readable, the licence of LICENSE) and the changelog are where
#     Debian looks, the binaries are stripped, and the modes are Debian's;
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
maintainer=$(sed -n 's/^BOARDSOLVE_PACKAGE_MAINTAINER:STRING=//p' "$build/CMakeCache.txt")
check "Maintainer: the configured $maintainer" test "$(field Maintainer)" = "$maintainer"
check "Maintainer: not a reserved domain" test -z "$(grep -E '\.(invalid|example|test|localhost)>$' <<<"$(field Maintainer)")"
check "Depends: libfmt" grep -qE '(^|, )libfmt[0-9]+' <<<"$(field Depends)"
check "Depends: libstdc++" grep -q 'libstdc++6' <<<"$(field Depends)"
if [ "$python_module" = ON ]; then
  check "Depends: python3" grep -q 'python3 (>= 3\.' <<<"$(field Depends)"
fi
root=$work/root
dpkg -x "$deb" "$root"
dpkg-deb --contents "$deb" >"$work/listing"
awk '{ print $NF }' "$work/listing" >"$work/contents"

# 1b. lintian: every tag down to pedantic is printed, an error fails the test (docs/install.md
# says why each tag that is left stays).
if command -v lintian >/dev/null; then
  lintian --fail-on error --display-info --display-experimental --pedantic --no-tag-display-limit \
    "$deb" >"$work/lintian" 2>"$work/lintian.err"
  status=$?  # 0, 2 when it found an error, 1 when lintian itself failed
  [ "$status" -eq 1 ] && cat "$work/lintian.err"
  echo "lintian $(lintian --print-version) on $(basename "$deb"):"
  grep -E '^[EWIPX]: ' "$work/lintian" | sed 's/^/  /'
  for level in E W I P X; do
    echo "  $level: $(grep -c "^$level: " "$work/lintian")"
  done
  check "lintian ran (exit $status)" test "$status" -ne 1
  check "lintian: no errors" test "$status" -eq 0 -a "$(grep -c '^E: ' "$work/lintian")" -eq 0
else
  echo "FAIL lintian is not installed (Debian: lintian; scripts/bootstrap.sh installs it)"
  failed=$((failed + 1))
fi

# 1c. What Debian asks of every package: its licence, its history, stripped binaries.
doc=$root/usr/share/doc/boardsolve
copyright=$doc/copyright
check "copyright: usr/share/doc/boardsolve/copyright" test -s "$copyright"
check "copyright: machine-readable (DEP-5)" \
  grep -qx 'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' "$copyright"
holder=$(sed -n 's/^Copyright (c) //p' "$src/LICENSE")
check "copyright: $holder, as LICENSE says" grep -qx "Copyright: $holder" "$copyright"
check "copyright: Files: * under Expat" \
  grep -qx 'License: Expat' <(awk 'BEGIN { RS = "" } /^Files: \*\n/ { print }' "$copyright")
check "copyright: names MIT" grep -q 'MIT' "$copyright"
# The stand-alone License paragraph, as a reader of the format unfolds it, is LICENSE's text.
awk 'BEGIN { RS = "" } /^License: Expat\n/ { print }' "$copyright" | tail -n +2 |
  sed 's/^ //; s/^\.$//' >"$work/licence.txt"
sed -n '/^Permission/,$p' "$src/LICENSE" >"$work/licence.want"
check "copyright: the licence text is LICENSE's" cmp -s "$work/licence.txt" "$work/licence.want"
changelog=$doc/changelog.gz
check "changelog: usr/share/doc/boardsolve/changelog.gz" test -s "$changelog"
check "changelog: gzip -9n (no name, no time)" \
  test "$(od -An -tx1 -j3 -N5 "$changelog" | tr -d ' ')" = 0000000000
check "changelog: its latest entry is $version" \
  grep -qE "^boardsolve \($version\) [a-z-]+; urgency=[a-z]+$" <(zcat "$changelog" | head -1)
if command -v dpkg-parsechangelog >/dev/null; then
  zcat "$changelog" >"$work/changelog"
  check "changelog: dpkg-parsechangelog reads version $version" \
    test "$(dpkg-parsechangelog -l "$work/changelog" --show-field Version 2>/dev/null)" = "$version"
fi
binaries=(usr/bin/boardsolve)
if [ "$python_module" = ON ]; then
  binaries+=("$(cd "$root" && ls usr/lib/python3/dist-packages/boardsolve*.so)")
fi
for binary in "${binaries[@]}"; do
  readelf -SW "$root/$binary" >"$work/sections"
  check "stripped: $binary (no .symtab, no .debug_*, no .comment)" \
    test -z "$(grep -E ' \.(symtab|debug_[a-z]+|comment) ' "$work/sections")"
  check "stripped: $binary (readelf read it)" grep -q ' \.text ' "$work/sections"
done
# The static library is not stripped of its symbols (a project links them), only of .comment.
library=$(find "$root/usr/lib" -name libboardsolve.a)
check "static library: archive index kept" grep -q 'boardsolve12puzzle_table' <(nm --print-armap "$library" 2>/dev/null)
check "static library: no .comment" test -z "$(objdump -h "$library" | grep ' \.comment ')"
check "modes: directories 0755" test -z "$(grep '^d' "$work/listing" | grep -v '^drwxr-xr-x root/root ')"
check "modes: files 0644, but usr/bin's 0755" \
  test -z "$(grep -v '^d' "$work/listing" | grep -v '^-rw-r--r-- root/root ' |
             grep -v '^-rwxr-xr-x root/root .* \./usr/bin/[^/]*$')"

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
  # Its metadata, as pip and importlib.metadata read it: version, licence, the licence file.
  expect "installed Python module: metadata" 0 "*" "" -- \
    env -u PYTHONHOME PYTHONPATH="$pythondir" PYTHONDONTWRITEBYTECODE=1 "$python" -c '
import sys, importlib.metadata as metadata
dist = metadata.distribution("boardsolve")
print(dist.version)
print(dist.metadata["License-Expression"])
for name in dist.metadata.get_all("License-File"):
    print(dist.read_text("licenses/" + name) == open(sys.argv[1]).read())' "$src/LICENSE"
  printf '%s\nMIT\nTrue\n' "$version" >"$work/metadata.want"
  check "installed Python module: version $version, License-Expression MIT, LICENSE" \
    cmp -s "$work/out" "$work/metadata.want"
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
