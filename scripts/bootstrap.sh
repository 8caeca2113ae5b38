#!/usr/bin/env bash
# Installs the Debian packages that boardsolve needs to build, test and benchmark.
# As root it installs what is missing with apt-get; otherwise it prints the command to run.
set -euo pipefail

# clang and libclang-rt-dev (its sanitizer and libFuzzer runtimes) build the fuzz harnesses.
packages=(cmake ninja-build g++ make libcli11-dev libfmt-dev libgtest-dev libgmock-dev libbenchmark-dev
          clang libclang-rt-dev)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "bootstrap: all build dependencies are installed"
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
