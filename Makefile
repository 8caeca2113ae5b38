# Two entry points for a new user (README): `make demo` and `make test`.
# Everything else is plain CMake presets: cmake --preset release && cmake --build --preset release.
.PHONY: all bootstrap demo web package test test-release test-dev test-fuzz fuzz bench format clean

# Installs the Debian packages the build needs, when missing (as root; otherwise prints how).
bootstrap:
	@bash scripts/bootstrap.sh

all: bootstrap
	cmake --preset release
	cmake --build --preset release

# Build the release executable and solve every bundled example.
demo: all
	@for f in examples/*/*.in; do \
	  puzzle=$$(basename $$(dirname $$f)); \
	  echo "== boardsolve solve $$puzzle $$f"; \
	  ./build/release/boardsolve solve $$puzzle $$f || exit 1; \
	done

# Build the JavaScript module and the pages into build/web (Emscripten, in build/wasm);
# `all` builds them too. Serve: python3 -m http.server -d build/web 8000
web: bootstrap
	cmake --preset release
	cmake --build --preset release --target boardsolve_web

# The Debian package of the release build: build/release/boardsolve_<version>_<arch>.deb
# (docs/install.md). Install it with: sudo apt install ./build/release/boardsolve_*.deb
package: all
	cmake --build --preset release --target package

# Build and run every test twice: optimised (with the JavaScript module's), then under
# AddressSanitizer + UBSan; then each fuzz harness briefly (ctest label "fuzz": its seed
# corpus, then 15 s of fuzzing).
test: test-release test-dev test-fuzz

test-release: all
	ctest --preset release

test-dev: bootstrap
	cmake --preset dev
	cmake --build --preset dev
	ctest --preset dev

test-fuzz: bootstrap
	cmake --preset fuzz
	cmake --build --preset fuzz
	ctest --preset fuzz

# Build the fuzz harnesses (clang, ASan + UBSan) and run each for SECONDS (make fuzz SECONDS=600):
# a table of executions and exec/s per harness (tests/fuzz/run.sh, docs/reliability.md).
SECONDS ?= 60
fuzz: bootstrap
	cmake --preset fuzz
	cmake --build --preset fuzz
	bash tests/fuzz/run.sh $(SECONDS)

bench: all
	@for b in build/release/bench/bench_*; do echo "== $$b"; $$b; done

format:
	clang-format -i $$(git ls-files '*.cpp' '*.hpp')

clean:
	rm -rf build
