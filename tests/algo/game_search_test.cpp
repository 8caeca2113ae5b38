// The game-value scale, alpha-beta and memoised minimax, on a game
// small enough to solve by a table: a heap of n stones, a move takes 1, 2 or 3 of them (or 1
// to 4 from heaps divisible by 5, so that the values are not a simple pattern), and the side
// that cannot move loses.
#include <gtest/gtest.h>

#include <map>
#include <optional>
#include <vector>

#include "algo/alpha_beta.hpp"
#include "algo/memo_minimax.hpp"

namespace boardsolve::algo {
namespace {

std::vector<int> takes(int n) {
  std::vector<int> out;
  for (int k = n % 5 == 0 ? 4 : 3; k >= 1; --k)
    if (k <= n) out.push_back(n - k);
  return out;
}

// Values in increasing n: every move lowers n, so the children are known first.
std::vector<game_value> table_of_values(int up_to) {
  std::vector<game_value> v(static_cast<std::size_t>(up_to) + 1);
  for (int n = 0; n <= up_to; ++n) {
    game_value best = game_value::loss_in(0);
    bool first = true;
    for (const int child : takes(n)) {
      const game_value backed = v[static_cast<std::size_t>(child)].backed_up();
      if (first || backed > best) best = backed;
      first = false;
    }
    v[static_cast<std::size_t>(n)] = best;
  }
  return v;
}

// For alpha_beta; with `memory`, bounds are remembered in a map (and checked against truth).
template <bool ChildrenFirst>
struct stones_game {
  using state = int;
  static constexpr bool probe_children_first = ChildrenFirst;
  bool memory = false;
  std::map<int, value_bounds> remembered;
  int stores = 0;

  value_bounds probe(int n) const {
    if (n == 0) return value_bounds::exactly(game_value::loss_in(0));
    if (const auto it = remembered.find(n); memory && it != remembered.end()) return it->second;
    return {};
  }
  void expand(int n, std::vector<int>& out) const {
    for (const int child : takes(n)) out.push_back(child);
  }
  void store(int n, value_bounds b, std::uint64_t work) {
    EXPECT_GE(work, 1u);
    ++stores;
    if (memory) remembered[n] = remembered.count(n) ? remembered[n].intersect(b) : b;
  }
};

struct stones_memo {
  using state = int;
  std::map<int, game_value> values;
  std::optional<game_value> recall(int n) const {
    const auto it = values.find(n);
    return it == values.end() ? std::nullopt : std::optional(it->second);
  }
  std::optional<game_value> leaf(int n) const {
    return n == 0 ? std::optional(game_value::loss_in(0)) : std::nullopt;
  }
  void expand(int n, std::vector<int>& out) const {
    for (const int child : takes(n)) out.push_back(child);
  }
  void remember(int n, game_value v) { values[n] = v; }
};

TEST(GameValue, OrderAndBackingUp) {
  EXPECT_LT(game_value::loss_in(0), game_value::loss_in(5));
  EXPECT_LT(game_value::loss_in(500), game_value::win_in(500));
  EXPECT_LT(game_value::win_in(3), game_value::win_in(1));
  EXPECT_LT(game_value::below_all(), game_value::loss_in(0));
  EXPECT_GT(game_value::above_all(), game_value::win_in(0));
  EXPECT_EQ(game_value::loss_in(0).backed_up(), game_value::win_in(1));
  EXPECT_EQ(game_value::win_in(3).backed_up(), game_value::loss_in(4));
  EXPECT_EQ(game_value::win_in(7).plies(), 7);
  EXPECT_TRUE(game_value::win_in(7).is_win());
  EXPECT_FALSE(game_value::loss_in(7).is_win());
  // The draw sits at the bound between losses and wins, and stays a draw when backed up.
  EXPECT_EQ(game_value::zero(), game_value::draw());
  EXPECT_TRUE(game_value::draw().is_value());
  EXPECT_TRUE(game_value::draw().is_draw());
  EXPECT_FALSE(game_value::draw().is_win());
  EXPECT_EQ(game_value::draw().backed_up(), game_value::draw());
  EXPECT_LT(game_value::loss_in(500), game_value::draw());
  EXPECT_LT(game_value::draw(), game_value::win_in(500));
  EXPECT_FALSE(game_value::zero().step_up().is_value());
}

TEST(GameValue, ForChildInvertsBackingUpOnEveryBound) {
  std::vector<game_value> all;
  for (int n = 0; n <= 40; ++n) {
    all.push_back(game_value::win_in(n));
    all.push_back(game_value::loss_in(n));
  }
  all.push_back(game_value::draw());
  std::vector<game_value> bounds = all;
  bounds.insert(bounds.end(), {game_value::zero(), game_value::below_all(), game_value::above_all(),
                               game_value::win_in(3).step_up()});
  for (const game_value bound : bounds)
    for (const game_value child : all)
      EXPECT_EQ(child.backed_up() > bound, child < bound.for_child())
          << child.raw() << " " << bound.raw();
}

template <class Game>
void expect_exact_values_with_full_windows() {
  const auto truth = table_of_values(40);
  for (int n = 0; n <= 22; ++n) {
    Game game;
    alpha_beta_stack<int> stack;
    search_counters counters;
    EXPECT_EQ(
        alpha_beta(game, n, game_value::below_all(), game_value::above_all(), stack, counters),
        truth[static_cast<std::size_t>(n)])
        << n;
  }
}

TEST(AlphaBeta, FullWindowGivesTheExactValue) {
  expect_exact_values_with_full_windows<stones_game<false>>();
  expect_exact_values_with_full_windows<stones_game<true>>();
}

template <class Game>
void expect_true_bounds_from_null_windows() {
  const auto truth = table_of_values(60);
  std::vector<game_value> windows;
  for (int k = 0; k <= 30; ++k) {
    windows.push_back(game_value::win_in(k));
    windows.push_back(game_value::loss_in(k));
  }
  windows.push_back(game_value::zero());
  for (const bool memory : {false, true}) {
    Game game;
    game.memory = memory;
    alpha_beta_stack<int> stack;
    search_counters counters;
    for (int n = memory ? 60 : 20; n >= 1; n -= 3)
      for (const game_value beta : windows) {
        const game_value v = truth[static_cast<std::size_t>(n)];
        const game_value g = alpha_beta(game, n, beta.step_down(), beta, stack, counters);
        if (g >= beta) {
          EXPECT_GE(v, g) << n;  // fail high: a lower bound
        } else {
          EXPECT_LE(v, g) << n;  // fail low: an upper bound
        }
        for (const auto& [m, b] : game.remembered) {
          EXPECT_LE(b.lo, truth[static_cast<std::size_t>(m)]) << m;
          EXPECT_GE(b.hi, truth[static_cast<std::size_t>(m)]) << m;
        }
      }
  }
}

TEST(AlphaBeta, NullWindowsGiveTrueBoundsAndMemoryKeepsThemTrue) {
  expect_true_bounds_from_null_windows<stones_game<false>>();
  expect_true_bounds_from_null_windows<stones_game<true>>();
}

TEST(MemoMinimax, SolvesEachPositionOnce) {
  const auto truth = table_of_values(200);
  stones_memo game;
  memo_minimax_stack<int> stack;
  std::size_t solved = 0;
  EXPECT_EQ(memo_minimax(game, 200, stack, solved), truth[200]);
  EXPECT_EQ(solved, 201u);
  for (int n = 0; n <= 200; ++n) EXPECT_EQ(game.values.at(n), truth[static_cast<std::size_t>(n)]);
  EXPECT_EQ(memo_minimax(game, 150, stack, solved), truth[150]);
  EXPECT_EQ(solved, 201u);
}

}  // namespace
}  // namespace boardsolve::algo
