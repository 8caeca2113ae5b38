#pragma once
// BOARDSOLVE_POPCOUNT_CLONES before a hot function that counts bits: x86-64 builds with GCC
// carry clones of it for processors with the POPCNT instruction (and AVX2), the loader picks
// one at start-up; without it std::popcount is a library call, four times slower in the
// enumeration of the fewest presses. The clones compute the same bits.

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__EMSCRIPTEN__)
#define BOARDSOLVE_POPCOUNT_CLONES \
  __attribute__((target_clones("arch=x86-64-v3", "popcnt", "default")))
#else
#define BOARDSOLVE_POPCOUNT_CLONES
#endif
