#pragma once
// A loop whose iterations run on several threads: each thread takes the next unclaimed
// index from a shared counter, so uneven iterations balance themselves.
//
// Takes: a count, a thread count (0 = every core) and body(index), safe to call concurrently
//   for different indices.
// Returns: after body has run once for every index in [0, count). The calling thread works too.
// Status: used by the toggle search; its answers are checked for independence of the thread
//   count (tests/toggle/stress_test.cpp).

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace boardsolve::algo {

/// The number of threads to use for `requested` (0 = every core), never more than `work_items`.
inline unsigned thread_count(unsigned requested, std::size_t work_items) {
  if (requested == 0) requested = std::max(1u, std::thread::hardware_concurrency());
  return static_cast<unsigned>(
      std::min<std::size_t>(requested, std::max<std::size_t>(1, work_items)));
}

template <class Body>
void parallel_for(std::size_t count, unsigned threads, Body&& body) {
  std::atomic<std::size_t> next{0};
  const auto work = [&] {
    for (std::size_t i; (i = next.fetch_add(1, std::memory_order_relaxed)) < count;) body(i);
  };
  const unsigned n = thread_count(threads, count);
  std::vector<std::jthread> workers;
  workers.reserve(n - 1);
  for (unsigned t = 1; t < n; ++t) workers.emplace_back(work);
  work();
}

}  // namespace boardsolve::algo
