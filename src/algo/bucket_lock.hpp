#pragma once
// Two threads on one bucket table (transposition_table.hpp): each find() and store() holds its
// bucket's lock while it copies the bucket. The lock is bit 30 of the bucket's last word,
// spare in every layout (table_bucket.hpp), so it lies on the cache line the probe reads
// anyway and costs no further miss. A spin lock: the copy under it takes nanoseconds.

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "algo/table_bucket.hpp"

namespace boardsolve::algo {

/// The lock bit of table_bucket::six.works (the same word in every layout).
inline constexpr std::uint32_t bucket_lock_bit = std::uint32_t{1} << 30;

/// Waits until `b` is unlocked, locks it, and returns a copy of it (its lock bit clear).
inline table_bucket lock_and_copy(table_bucket& b) {
  std::uint32_t* word = &b.six.works;
  std::uint32_t w = __atomic_load_n(word, __ATOMIC_RELAXED);
  for (;;) {
    if (w & bucket_lock_bit) {
#if defined(__x86_64__) || defined(__i386__)
      __builtin_ia32_pause();
#endif
      w = __atomic_load_n(word, __ATOMIC_RELAXED);
    } else if (__atomic_compare_exchange_n(word, &w, w | bucket_lock_bit, true, __ATOMIC_ACQUIRE,
                                           __ATOMIC_RELAXED)) {
      break;
    }
  }
  table_bucket copy;
  std::memcpy(static_cast<void*>(&copy), &b, offsetof(table_bucket::six_keys, works));
  copy.six.works = w;
  return copy;
}

/// Unlocks `b`, unchanged since lock_and_copy() returned `copy`.
inline void unlock(table_bucket& b, const table_bucket& copy) {
  __atomic_store_n(&b.six.works, copy.six.works, __ATOMIC_RELEASE);
}

/// Writes `copy` (its lock bit clear) over `b`, which lock_and_copy() locked, and unlocks it.
inline void write_and_unlock(table_bucket& b, const table_bucket& copy) {
  std::memcpy(static_cast<void*>(&b), &copy, offsetof(table_bucket::six_keys, works));
  unlock(b, copy);
}

}  // namespace boardsolve::algo
