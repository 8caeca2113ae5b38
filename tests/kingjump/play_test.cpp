// Playing by hand, on seeded boards of generate(): legal_moves and why_illegal agree, play()
// agrees with the checker, best_move takes every checker exactly when the brute force says a
// king can (and then in the solver's number of jumps), also from the middle of a chain, and
// random playouts end at the goal or with no jump left.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <string_view>
#include <variant>

#include "boardsolve/kingjump.hpp"

namespace boardsolve::kingjump {
namespace {

constexpr std::array<std::string_view, 9> kinds = {"trail", "near", "blocked", "kings", "random",
                                                   "empty", "full", "crossed", "decoys"};

std::size_t checkers(const board& b) {
  return static_cast<std::size_t>(std::count(b.cells.begin(), b.cells.end(), cell::checker));
}

// A generated board with at most 14 checkers, for the brute force.
board small_board(rng& random, int max_side) {
  for (;;) {
    const int side = random.between(3, max_side);
    const std::string_view kind = kinds[random.index_below(kinds.size())];
    const board b = generate({.kind = kind, .rows = side, .cols = side}, random)->front();
    if (checkers(b) <= 14) return b;
  }
}

std::string label(const board& b, int trial) {
  return "trial " + std::to_string(trial) + "\n" + format_instance(b);
}

// Whether some sequence of legal jumps from `s` takes every checker: every playout tried, by
// an explicit stack of states (at most one per checker deep).
bool can_finish(const play_state& s) {
  std::vector<play_state> stack{s};
  while (!stack.empty()) {
    const play_state top = std::move(stack.back());
    stack.pop_back();
    if (is_goal(top)) return true;
    for (const jump& j : legal_moves(top)) stack.push_back(play(top, j));
  }
  return false;
}

// Plays best_move until it has none; the number of jumps made, or -1 if it stopped short.
int play_best(play_state& s) {
  const std::size_t before = s.trail.empty() ? 0 : s.trail.size() - 1;
  while (const std::optional<jump> j = best_move(s)) {
    EXPECT_EQ(why_illegal(s, *j), "");
    s = play(s, *j);
  }
  if (!is_goal(s)) return -1;
  return static_cast<int>((s.trail.empty() ? 0 : s.trail.size() - 1) - before);
}

TEST(KingjumpPlay, LegalMovesAreExactlyTheJumpsWithoutAReason) {
  rng random(200812001);
  for (int trial = 0; trial < 2000; ++trial) {
    const board b = small_board(random, 9);
    play_state s{b, {}};
    for (int k = random.between(0, 3); k > 0 && !legal_moves(s).empty(); --k) {
      const std::vector<jump> legal = legal_moves(s);
      s = play(s, legal[random.index_below(legal.size())]);
    }
    const std::vector<jump> legal = legal_moves(s);
    std::size_t listed_count = 0;
    for (int r = -1; r <= b.rows; ++r)
      for (int c = -1; c <= b.cols; ++c)
        for (int dr = -2; dr <= 2; ++dr)
          for (int dc = -2; dc <= 2; ++dc) {
            const jump j{{r, c}, {r + dr, c + dc}};
            const bool listed = std::find(legal.begin(), legal.end(), j) != legal.end();
            listed_count += listed;
            ASSERT_EQ(why_illegal(s, j).empty(), listed) << label(s.now, trial) << r << " " << c;
          }
    ASSERT_EQ(listed_count, legal.size());
  }
}

TEST(KingjumpPlay, ReasonsNameTheRule) {
  const board b = std::get<board>(parse_instance("5\n-+-+-\n+o+o+\n-+K+-\n+o+K+\n-+-o-\n"));
  play_state s{b, {}};
  EXPECT_EQ(why_illegal(s, {{2, 2}, {0, 0}}), "cannot land on (1,1): it is a '-' square");
  EXPECT_EQ(why_illegal(s, {{2, 2}, {0, 4}}), "cannot land on (1,5): it is a '-' square");
  EXPECT_EQ(why_illegal(s, {{2, 2}, {4, 4}}), "there is no checker on (4,4) to jump over");
  EXPECT_EQ(why_illegal(s, {{3, 3}, {1, 1}}), "there is no checker on (3,3) to jump over");
  EXPECT_EQ(why_illegal(s, {{1, 1}, {3, 3}}), "no king on (2,2): only a king jumps");
  EXPECT_EQ(why_illegal(s, {{2, 2}, {2, 4}}),
            "a jump goes two squares diagonally, over one checker");
  EXPECT_EQ(why_illegal(s, {{3, 3}, {5, 5}}), "(6,6) is off the board");
  EXPECT_EQ(why_illegal(s, {{5, 0}, {3, 2}}), "(6,1) is off the board");
  EXPECT_TRUE(legal_moves(s).empty());
  EXPECT_FALSE(best_move(s).has_value());
}

TEST(KingjumpPlay, AChainStaysWithTheKingThatStartedIt) {
  const board b = std::get<board>(parse_instance("5\n+++++\n+o+o+\n+++++\n+o+++\nK+K++\n"));
  play_state s{b, {}};
  EXPECT_EQ(legal_moves(s), (std::vector<jump>{{{4, 0}, {2, 2}}, {{4, 2}, {2, 0}}}));
  s = play(s, {{4, 2}, {2, 0}});
  EXPECT_EQ(s.trail, (path{{4, 2}, {2, 0}}));
  EXPECT_EQ(s.now(3, 1), cell::empty);
  EXPECT_EQ(s.now(4, 2), cell::empty);
  EXPECT_EQ(s.now(2, 0), cell::king);
  EXPECT_EQ(why_illegal(s, {{4, 0}, {2, 2}}),
            "the king on (3,1) is jumping this turn: only it may jump on");
  EXPECT_EQ(legal_moves(s), (std::vector<jump>{{{2, 0}, {0, 2}}}));
  EXPECT_EQ(best_move(s), (jump{{2, 0}, {0, 2}}));
  s = play(s, {{2, 0}, {0, 2}});
  EXPECT_EQ(best_move(s), (jump{{0, 2}, {2, 4}}));
  s = play(s, {{0, 2}, {2, 4}});
  EXPECT_TRUE(is_goal(s));
  EXPECT_EQ(replay(b, s.trail), "");
}

TEST(KingjumpPlay, PlayAgreesWithTheChecker) {
  rng random(200812002);
  int jumps = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const board b = small_board(random, 10);
    play_state s{b, {}};
    for (std::vector<jump> legal = legal_moves(s); !legal.empty(); legal = legal_moves(s)) {
      const play_state next = play(s, legal[random.index_below(legal.size())]);
      ASSERT_EQ(checkers(next.now) + 1, checkers(s.now)) << label(b, trial);
      s = next;
      ++jumps;
      // The checker replays the trail so far and finds every jump legal.
      const std::string replayed = replay(b, s.trail);
      ASSERT_TRUE(replayed.empty() || replayed.starts_with("after the last jump"))
          << label(b, trial) << replayed;
      ASSERT_EQ(replayed.empty(), is_goal(s)) << label(b, trial) << replayed;
    }
  }
  EXPECT_GT(jumps, 3000);
}

TEST(KingjumpPlay, BestMoveTakesEveryCheckerExactlyWhenAKingCan) {
  rng random(200812003);
  int solvable = 0, impossible = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const board b = small_board(random, 10);
    const bool can = !solve_brute(b).empty();
    const path p = solve(b);
    ASSERT_EQ(!p.empty(), can) << label(b, trial);
    play_state s{b, {}};
    const int jumps = play_best(s);
    if (!can) {
      ++impossible;
      ASSERT_EQ(jumps, -1) << label(b, trial);
      ASSERT_FALSE(best_move({b, {}}).has_value()) << label(b, trial);
      continue;
    }
    ++solvable;
    ASSERT_EQ(jumps, static_cast<int>(p.size()) - 1) << label(b, trial);
    ASSERT_EQ(static_cast<std::size_t>(jumps), checkers(b));
    if (jumps > 0) {
      ASSERT_EQ(replay(b, s.trail), "") << label(b, trial);
    }
  }
  EXPECT_GT(solvable, 500);
  EXPECT_GT(impossible, 500);
}

TEST(KingjumpPlay, BestMoveFromTheMiddleOfAChainFinishesExactlyWhenSomePlayoutCan) {
  rng random(200812004);
  int finished = 0, stuck = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const board b = small_board(random, 8);
    play_state s{b, {}};
    for (int k = random.between(1, 4); k > 0 && !legal_moves(s).empty(); --k) {
      const std::vector<jump> legal = legal_moves(s);
      s = play(s, legal[random.index_below(legal.size())]);
    }
    const bool can = can_finish(s);
    const std::size_t left = checkers(s.now);
    const int jumps = play_best(s);
    if (can) {
      ++finished;
      ASSERT_EQ(jumps, static_cast<int>(left)) << label(b, trial);
      if (!s.trail.empty()) {
        ASSERT_EQ(replay(b, s.trail), "") << label(b, trial);
      }
    } else {
      ++stuck;
      ASSERT_EQ(jumps, -1) << label(b, trial);
    }
  }
  EXPECT_GT(finished, 300);
  EXPECT_GT(stuck, 300);
}

TEST(KingjumpPlay, RandomPlayoutsEndAtTheGoalOrWithNoJumpLeft) {
  rng random(200812005);
  for (int trial = 0; trial < 2000; ++trial) {
    const int side = random.between(3, 16);
    const std::string_view kind = kinds[random.index_below(kinds.size())];
    play_state s{generate({.kind = kind, .rows = side, .cols = side}, random)->front(), {}};
    const std::size_t start = checkers(s.now);
    for (std::vector<jump> legal = legal_moves(s); !legal.empty() && !is_goal(s);
         legal = legal_moves(s))
      s = play(s, legal[random.index_below(legal.size())]);
    ASSERT_TRUE(legal_moves(s).empty() || is_goal(s));
    ASSERT_EQ(checkers(s.now) + (s.trail.empty() ? 0 : s.trail.size() - 1), start);
  }
}

}  // namespace
}  // namespace boardsolve::kingjump
