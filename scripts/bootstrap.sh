#!/usr/bin/env bash
# Installs the Debian packages that boardsolve needs to build, test and benchmark, the
# JavaScript module included (emscripten, node, chromium; python3 serves pages to chromium)
# and the Python module (pybind11; pytest and numpy for its tests).
# As root it installs what is missing with apt-get; otherwise it prints the command to run.
set -euo pipefail

packages=(cmake ninja-build g++ make libcli11-dev libfmt-dev libgtest-dev libgmock-dev libbenchmark-dev
          nlohmann-json3-dev python3 python3-jsonschema
          libxml2-utils  # xmllint, which the tests of show --svg run
          clang libclang-rt-dev  # the fuzz harnesses: clang, its sanitizer and libFuzzer runtimes
          python3-dev python3-pybind11 python3-pytest python3-numpy  # the Python module and its tests
          help2man  # the manual page, written from --help at build time
          dpkg-dev  # dpkg-shlibdeps: the dependencies of the .deb (make package)
          lintian  # the install.deb test runs Debian's package checker on the .deb
          zsh fish  # the completion test runs their scripts
          emscripten chromium)
# Any node will do (one from another repository, such as NodeSource's, too): Debian's nodejs
# only when there is none.
command -v node >/dev/null || packages+=(nodejs)
command -v npm >/dev/null || packages+=(npm)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

# The browser tests' npm packages (tests/web/package.json: playwright-core, which drives
# Debian's chromium and never downloads a browser, and axe-core, the accessibility audit), at
# the versions its lock file pins; installed again whenever one is missing or of another version.
npm_packages() {
  if (cd tests/web && node -e '
    const lock = require("./package-lock.json").packages;
    for (const [path, entry] of Object.entries(lock)) {
      if (!path.startsWith("node_modules/")) continue;
      let installed;
      try { installed = require("./" + path + "/package.json").version; } catch { process.exit(1); }
      if (installed !== entry.version) process.exit(1);
    }' 2>/dev/null); then return; fi
  echo "bootstrap: installing the npm packages of tests/web"
  (cd tests/web && npm ci --no-audit --no-fund --loglevel=error)
}

cd "$(dirname "$0")/.."
if [ ${#missing[@]} -eq 0 ]; then
  echo "bootstrap: all build dependencies are installed"
  npm_packages
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "bootstrap: missing packages: ${missing[*]}" >&2
  echo "bootstrap: run: sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi

echo "bootstrap: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}"
npm_packages
