#pragma once
// A loop whose iterations run on several threads: each thread takes the next unclaimed
// index from a shared counter, so uneven iterations balance themselves.
//
// Takes: a count, a thread count (0 = every core) and body(index), safe to call concurrently
//   for different indices.
// Returns: after body has run once for every index in [0, count). The calling thread works too,
//   and is the only one when `threads` is 1 or `count` is at most 1 (so single-threaded
//   builds, such as the WebAssembly module, never start a thread).
// Status: used by the toggle search; its answers are checked for independence of the thread
//   count (tests/toggle/stress_test.cpp).

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <utility>
#include <vector>

namespace boardsolve::algo {

/// A thread joined when it goes out of scope: std::jthread without the stop token, which not
/// every standard library has (libc++ before 18, the one Emscripten builds the module with).
class joining_thread {
 public:
  template <class Body>
  explicit joining_thread(Body&& body) : thread_(std::forward<Body>(body)) {}
  joining_thread(joining_thread&&) noexcept = default;
  joining_thread& operator=(joining_thread&&) = delete;
  ~joining_thread() {
    if (thread_.joinable()) thread_.join();
  }
  void join() { thread_.join(); }

 private:
  std::thread thread_;
};

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
  const unsigned n = thread_count(threads, count);  // 1: no thread is started
  std::vector<joining_thread> workers;
  workers.reserve(n - 1);
  for (unsigned t = 1; t < n; ++t) workers.emplace_back(work);
  work();
}

}  // namespace boardsolve::algo
