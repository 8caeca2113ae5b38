#pragma once
// Large-board checks shared by the kingjump tests: solving on a thread with a small stack.

#include <gtest/gtest.h>

#include <pthread.h>

#include <functional>

#include "boardsolve/kingjump.hpp"

namespace boardsolve::kingjump::stress {

// Runs `body` on a thread with a stack of `bytes`; a recursion as deep as a trail would
// overflow it and crash the test.
inline void run_on_small_stack(std::size_t bytes, const std::function<void()>& body) {
  pthread_attr_t attributes;
  ASSERT_EQ(pthread_attr_init(&attributes), 0);
  ASSERT_EQ(pthread_attr_setstacksize(&attributes, bytes), 0);
  pthread_t thread;
  auto run = [](void* f) -> void* {
    (*static_cast<const std::function<void()>*>(f))();
    return nullptr;
  };
  ASSERT_EQ(pthread_create(&thread, &attributes, run, const_cast<std::function<void()>*>(&body)),
            0);
  pthread_join(thread, nullptr);
  pthread_attr_destroy(&attributes);
}

inline std::size_t checkers_on(const board& b) {
  std::size_t n = 0;
  for (const cell c : b.cells) n += c == cell::checker ? 1u : 0u;
  return n;
}

inline void expect_long_trail(int side, std::uint64_t seed, std::size_t at_least) {
  rng random(seed);
  const board b =
      generate({.kind = "trail", .rows = side, .cols = side, .density = 1.0}, random)->front();
  const std::size_t checkers = checkers_on(b);
  ASSERT_GE(checkers, at_least);
  path p, baseline;
  diagnosis d;
  run_on_small_stack(256 * 1024, [&] {
    p = solve(b);
    baseline = solve_baseline(b);
    d = diagnose(b);
  });
  ASSERT_EQ(p.size(), checkers + 1);
  EXPECT_EQ(replay(b, p), "");
  EXPECT_EQ(baseline, p);
  EXPECT_EQ(d.king, p[0]);
}

}  // namespace boardsolve::kingjump::stress
