#pragma once
// A seeded random number generator with the same sequence on every platform
// (xoshiro256**, seeded through splitmix64), for generators and stress tests.

#include <cstddef>
#include <cstdint>

namespace boardsolve {

class rng {
 public:
  explicit rng(std::uint64_t seed) {
    for (auto& word : state_) {
      seed += 0x9e3779b97f4a7c15ULL;
      std::uint64_t z = seed;
      z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
      z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
      word = z ^ (z >> 31);
    }
  }

  /// 64 uniformly random bits.
  std::uint64_t next() {
    const std::uint64_t result = rotl(state_[1] * 5, 7) * 9;
    const std::uint64_t t = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= t;
    state_[3] = rotl(state_[3], 45);
    return result;
  }

  /// Uniform in [0, bound); bound > 0. Rejects the 2^64 mod bound lowest values, so unbiased.
  std::uint64_t below(std::uint64_t bound) {
    const std::uint64_t threshold = (0 - bound) % bound;
    for (;;)
      if (const std::uint64_t r = next(); r >= threshold) return r % bound;
  }

  /// A uniform index into a container of `size` elements, size > 0: below(size) as a size_t
  /// (the same draw on every platform, 64-bit or not).
  std::size_t index_below(std::size_t size) { return static_cast<std::size_t>(below(size)); }

  /// Uniform in [lo, hi], lo <= hi.
  int between(int lo, int hi) {
    return lo + static_cast<int>(below(static_cast<std::uint64_t>(hi - lo) + 1));
  }

  /// Uniform in [0, 1).
  double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

  /// True with probability p.
  bool chance(double p) { return uniform() < p; }

 private:
  std::uint64_t state_[4];

  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
};

}  // namespace boardsolve
