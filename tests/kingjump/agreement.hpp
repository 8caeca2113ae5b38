#pragma once
// What the kingjump stress tests share: the four-way agreement check (solve, baseline, brute,
// diagnose, and the checker on every path) and the enumeration of every small contest board.

#include <gtest/gtest.h>

#include <array>
#include <initializer_list>
#include <string>
#include <vector>

#include "boardsolve/kingjump.hpp"
#include "boardsolve/tool.hpp"

namespace boardsolve::kingjump::stress {

inline constexpr std::array<cell, 4> symbols = {cell::unused, cell::empty, cell::king,
                                                cell::checker};

inline std::size_t count(const board& b, cell what) {
  std::size_t n = 0;
  for (const cell c : b.cells) n += c == what ? 1u : 0u;
  return n;
}

struct tally {
  int solvable = 0;
  int with_jumps = 0;   // solvable with at least one checker
  int long_trails = 0;  // solvable with at least six checkers
  int jumps = 0;        // in solvable boards
};

// All solvers agree on b; every path replays, through replay() and the `verify` checker.
inline void expect_agreement(const board& b, const std::string& label, tally& t,
                             bool with_brute = true) {
  const path fast = solve(b);
  const path slow = solve_baseline(b);
  ASSERT_EQ(fast, slow) << label;
  const diagnosis d = diagnose(b);
  ASSERT_EQ(d.king.has_value(), !fast.empty()) << label;
  if (with_brute) {
    const path brute = solve_brute(b);
    ASSERT_EQ(brute.empty(), fast.empty()) << label;
    if (!brute.empty()) {
      EXPECT_EQ(brute[0], fast[0]) << label;
      EXPECT_EQ(replay(b, brute), "") << label;
    }
  }
  const text_file input{"in.txt", format_instance(b)};
  std::string answer;
  append_answer(answer, fast);
  const auto checked = kingjump_tool().verify(input, {"out.txt", answer}, nullptr, {});
  EXPECT_EQ(checked.exit_code, 0) << label << checked.out << checked.err;
  if (fast.empty()) {
    bool named = d.why != obstacle::none;
    for (const lattice_verdict& v : d.lattices) named = named || v.why != obstacle::none;
    EXPECT_TRUE(named) << label;
    return;
  }
  EXPECT_EQ(d.king, fast[0]) << label;
  EXPECT_EQ(replay(b, fast), "") << label;
  EXPECT_EQ(fast.size(), count(b, cell::checker) + 1) << label;
  ++t.solvable;
  t.jumps += static_cast<int>(fast.size()) - 1;
  if (fast.size() > 1) ++t.with_jumps;
  if (fast.size() > 6) ++t.long_trails;
}

// Every board of the contest's layout on an n x n board: the squares with r + c of the
// parity `colour` (0-based) hold '+', 'K' or 'o', the others '-'.
inline void every_contest_board(int n, std::initializer_list<int> colours, tally& t) {
  for (const int colour : colours) {
    std::vector<std::size_t> playable;
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c)
        if ((r + c) % 2 == colour) playable.push_back(static_cast<std::size_t>(r * n + c));
    std::size_t boards = 1;
    for (std::size_t i = 0; i < playable.size(); ++i) boards *= 3;
    board b(n, n, cell::unused);
    for (std::size_t code = 0; code < boards; ++code) {
      std::size_t rest = code;
      for (const std::size_t at : playable) {
        b.cells[at] = symbols[1 + rest % 3];
        rest /= 3;
      }
      expect_agreement(b, format_instance(b), t);
      if (::testing::Test::HasFatalFailure()) return;
    }
  }
}

}  // namespace boardsolve::kingjump::stress
