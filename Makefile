# Two entry points for a new user (README): `make demo` and `make test`.
# Everything else is plain CMake presets: cmake --preset release && cmake --build --preset release.
.PHONY: all bootstrap demo web test test-release test-dev bench format clean

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

# Build and run every test twice: optimised (with the JavaScript module's), then under
# AddressSanitizer + UBSan.
test: test-release test-dev

test-release: all
	ctest --preset release

test-dev: bootstrap
	cmake --preset dev
	cmake --build --preset dev
	ctest --preset dev

bench: all
	@for b in build/release/bench/bench_*; do echo "== $$b"; $$b; done

format:
	clang-format -i $$(git ls-files '*.cpp' '*.hpp')

clean:
	rm -rf build
