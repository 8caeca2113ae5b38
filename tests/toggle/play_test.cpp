// Playing by hand, on seeded boards of generate(): legal_moves and why_illegal agree, play()
// toggles what the rules say (counted cell by cell, and replayed by the checker), best_move
// reaches the goal in the solver's optimum, solve_from matches an exhaustive search over every
// plan that keeps the moves made, and random playouts end at the goal or with no move left.
#include <gtest/gtest.h>

#include <algorithm>
#include <climits>

#include "boardsolve/toggle.hpp"

namespace boardsolve::toggle {
namespace {

board random_board(rng& random, int max_side) {
  const int rows = random.between(1, max_side), cols = random.between(1, max_side);
  const char* kind = random.chance(0.5) ? "random" : "mixed";
  const auto boards = generate({.kind = kind, .rows = rows, .cols = cols}, random);
  EXPECT_TRUE(boards.has_value());
  return boards->front();
}

std::string label(const board& b, int trial) {
  return "trial " + std::to_string(trial) + "\n" + format_instances({&b, 1});
}

// Each cell white iff the start has it white XOR an odd number of the moves cover it.
board expected_board(const play_state& s, std::span<const move> made) {
  board b = s.start;
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c) {
      int covers = 0;
      for (const move& m : made) {
        const int dr = std::abs(m.row - r), dc = std::abs(m.col - c);
        covers += dr + dc == 1 || (dr + dc == 0 && m.type == move_type::solid);
      }
      b(r, c) = static_cast<std::uint8_t>(b(r, c) ^ (covers & 1));
    }
  return b;
}

move random_legal(const play_state& s, rng& random) {
  const std::vector<move> moves = legal_moves(s);
  return moves[random.index_below(moves.size())];
}

// Every plan of a tiny board (one type per row and per column) that makes it black, a cell's
// entry 0 (no move) or its type. Exhaustive: 3^(rows cols) assignments.
std::vector<std::vector<std::uint8_t>> every_plan(const board& b) {
  const std::size_t cells = b.cells.size();
  std::vector<std::vector<std::uint8_t>> plans;
  std::vector<std::uint8_t> plan(cells, 0);
  for (;;) {
    std::vector<move> moves;
    for (std::size_t i = 0; i < cells; ++i)
      if (plan[i] != 0)
        moves.push_back({static_cast<int>(i) / b.cols, static_cast<int>(i) % b.cols,
                         static_cast<move_type>(plan[i])});
    if (replay(b, moves).empty()) plans.push_back(plan);
    std::size_t i = 0;
    while (i < cells && plan[i] == 2) plan[i++] = 0;
    if (i == cells) break;
    ++plan[i];
  }
  return plans;
}

// The fewest moves still needed: over the plans that keep every move made, with its type.
int brute_rest(const play_state& s, const std::vector<std::vector<std::uint8_t>>& plans) {
  int best = INT_MAX;
  for (const auto& plan : plans) {
    bool keeps = true;
    int size = 0;
    for (std::size_t i = 0; i < plan.size(); ++i) {
      keeps = keeps && (s.pressed.cells[i] == 0 || s.pressed.cells[i] == plan[i]);
      size += plan[i] != 0;
    }
    if (keeps) best = std::min(best, size - s.moves);
  }
  return best == INT_MAX ? no_solution : best;
}

// Plays best_move until it has none; returns the moves made, or -1 if it stopped short.
int play_best(play_state s, std::vector<move>& made) {
  const int start = s.moves;
  while (const std::optional<move> m = best_move(s)) {
    EXPECT_EQ(why_illegal(s, *m), "");
    made.push_back(*m);
    s = play(s, *m);
  }
  return is_goal(s) ? s.moves - start : -1;
}

TEST(TogglePlay, LegalMovesAreExactlyTheMovesWithoutAReason) {
  rng random(581001);
  for (int trial = 0; trial < 2000; ++trial) {
    const board b = random_board(random, 6);
    play_state s = start_play(b);
    for (int k = random.between(0, 4); k > 0 && !legal_moves(s).empty(); --k)
      s = play(s, random_legal(s, random));
    const std::vector<move> legal = legal_moves(s);
    for (int r = -1; r <= b.rows; ++r)
      for (int c = -1; c <= b.cols; ++c)
        for (const move_type t : {move_type::hollow, move_type::solid}) {
          const move m{r, c, t};
          const bool listed = std::find(legal.begin(), legal.end(), m) != legal.end();
          ASSERT_EQ(why_illegal(s, m).empty(), listed) << label(b, trial) << r << " " << c;
        }
    ASSERT_TRUE(std::is_sorted(legal.begin(), legal.end(), [](const move& x, const move& y) {
      return std::pair(x.row, x.col) < std::pair(y.row, y.col);
    }));
  }
}

TEST(TogglePlay, ReasonsNameTheRule) {
  board b(3, 3, 0);
  play_state s = play(start_play(b), {1, 1, move_type::hollow});
  EXPECT_EQ(why_illegal(s, {1, 1, move_type::hollow}),
            "(2,2) is already pressed: undo that move to take it back");
  EXPECT_EQ(why_illegal(s, {1, 0, move_type::solid}),
            "row 2 already has type 1 moves: (2,1) must be type 1 too");
  EXPECT_EQ(why_illegal(s, {0, 1, move_type::solid}),
            "column 2 already has type 1 moves: (1,2) must be type 1 too");
  EXPECT_EQ(why_illegal(s, {3, 0, move_type::solid}), "(4,1) is off the board");
  EXPECT_EQ(why_illegal(s, {2, 2, static_cast<move_type>(3)}),
            "a move is type 1 (hollow) or type 2 (solid)");
  s = play(s, {0, 0, move_type::solid});
  EXPECT_EQ(why_illegal(s, {1, 0, move_type::solid}),
            "row 2 has type 1 moves and column 1 type 2 moves: no move fits (2,1)");
  EXPECT_EQ(why_illegal(s, {2, 2, move_type::solid}), "");
  // The hollow press at (2,2) toggles its four neighbours, the solid one at (1,1) itself,
  // (1,2) and (2,1) again.
  EXPECT_EQ(s.now.cells, (std::vector<std::uint8_t>{1, 0, 0, 0, 0, 1, 0, 1, 0}));
  EXPECT_EQ(s.row_types, (std::vector<std::uint8_t>{2, 1, 0}));
  EXPECT_EQ(s.col_types, (std::vector<std::uint8_t>{2, 1, 0}));
}

TEST(TogglePlay, PlayAgreesWithTheRulesAndTheChecker) {
  rng random(581002);
  for (int trial = 0; trial < 2000; ++trial) {
    const board b = random_board(random, 7);
    play_state s = start_play(b);
    std::vector<move> made;
    while (!legal_moves(s).empty() && !is_goal(s) && made.size() < 12) {
      made.push_back(random_legal(s, random));
      s = play(s, made.back());
      ASSERT_EQ(s.now, expected_board(s, made)) << label(b, trial);
      ASSERT_EQ(s.moves, static_cast<int>(made.size()));
      ASSERT_EQ(replay(b, made).empty(), is_goal(s)) << label(b, trial);
    }
  }
}

TEST(TogglePlay, BestMoveReachesTheGoalInTheSolversOptimum) {
  rng random(581003);
  int solved = 0, unsolved = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const board b = random_board(random, trial < 2500 ? 6 : 12);
    const int optimum = solve(b).count;
    const play_state s = start_play(b);
    ASSERT_EQ(solve_from(s).count, optimum) << label(b, trial);
    std::vector<move> made;
    if (optimum == no_solution) {
      ASSERT_FALSE(best_move(s).has_value()) << label(b, trial);
      ++unsolved;
      continue;
    }
    ++solved;
    ASSERT_EQ(play_best(s, made), optimum) << label(b, trial);
    ASSERT_EQ(replay(b, made), "") << label(b, trial);
  }
  EXPECT_GT(solved, 1500);
  EXPECT_GT(unsolved, 100);
}

TEST(TogglePlay, BestMoveHasNoneOnBoardsWithoutASolution) {
  rng random(581004);
  int boards = 0;
  for (int trial = 0; trial < 200; ++trial) {
    const auto b = generate({.kind = "unsolvable", .rows = 4, .cols = 4}, random);
    if (!b) continue;
    ++boards;
    ASSERT_EQ(solve(b->front()).count, no_solution);
    ASSERT_FALSE(best_move(start_play(b->front())).has_value());
    ASSERT_EQ(solve_from(start_play(b->front())).count, no_solution);
  }
  EXPECT_GT(boards, 100);
}

TEST(TogglePlay, SolveFromEqualsAnExhaustiveSearchAfterAnyMoves) {
  rng random(581005);
  int dead_ends = 0, detours = 0;
  for (int trial = 0; trial < 1500; ++trial) {
    const int rows = random.between(1, 3), cols = random.between(1, 8 / rows);
    const board b =
        generate({.kind = random.chance(0.5) ? "random" : "mixed", .rows = rows, .cols = cols},
                 random)
            ->front();
    const auto plans = every_plan(b);
    play_state s = start_play(b);
    for (int k = random.between(0, 3); k > 0 && !legal_moves(s).empty(); --k)
      s = play(s, random_legal(s, random));
    const int expected = brute_rest(s, plans);
    const solution rest = solve_from(s);
    ASSERT_EQ(rest.count, expected) << label(b, trial) << s.moves;
    if (expected == no_solution) {
      ++dead_ends;
      ASSERT_FALSE(best_move(s).has_value());
      continue;
    }
    detours += expected > 0 && solve(b).count < expected + s.moves;
    ASSERT_EQ(static_cast<int>(rest.moves.size()), expected);
    std::vector<move> made;
    ASSERT_EQ(play_best(s, made), expected) << label(b, trial);
  }
  EXPECT_GT(dead_ends, 100);
  EXPECT_GT(detours, 20);
}

TEST(TogglePlay, SolveFromCompletesTheMovesMadeOnLargerBoards) {
  rng random(581007);
  int completed = 0;
  for (int trial = 0; trial < 1000; ++trial) {
    const board b = random_board(random, 9);
    play_state s = start_play(b);
    std::vector<move> made;
    for (int k = random.between(1, 3); k > 0 && !legal_moves(s).empty(); --k) {
      made.push_back(random_legal(s, random));
      s = play(s, made.back());
    }
    const solution rest = solve_from(s);
    if (rest.count == no_solution) continue;
    ++completed;
    // Never fewer than the solver's optimum from the start, and a plan the checker accepts.
    ASSERT_GE(rest.count + s.moves, solve(b).count) << label(b, trial);
    made.insert(made.end(), rest.moves.begin(), rest.moves.end());
    ASSERT_EQ(replay(b, made), "") << label(b, trial);
  }
  EXPECT_GT(completed, 200);
}

TEST(TogglePlay, RandomPlayoutsEndAtTheGoalOrWithNoMoveLeft) {
  rng random(581006);
  for (int trial = 0; trial < 1000; ++trial) {
    const board b = random_board(random, 8);
    play_state s = start_play(b);
    for (;;) {
      const std::vector<move> legal = legal_moves(s);
      if (legal.empty() || is_goal(s)) break;
      s = play(s, legal[random.index_below(legal.size())]);
      ASSERT_LE(s.moves, b.rows * b.cols);
    }
    ASSERT_TRUE(legal_moves(s).empty() || is_goal(s));
    ASSERT_EQ(is_goal(s), std::all_of(s.now.cells.begin(), s.now.cells.end(),
                                      [](std::uint8_t w) { return w == 0; }));
  }
}

}  // namespace
}  // namespace boardsolve::toggle
