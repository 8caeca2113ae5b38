// MTD(f) from a first guess (what verify does with the answer under test): every guess, right
// or wrong, ends at the exact value of the oracle, under both rule sets; a right guess is
// proved by exactly two null-window tests and no who-wins test. has_value (what the principal
// line asks of each move) holds for the oracle's value and for no other.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"
#include "pawnchess/proof_search.hpp"
#include "pawnchess/value_table.hpp"

namespace boardsolve::pawnchess {
namespace {

// The guesses to try for a position of value `exact`: itself, its neighbours on the scale,
// a game two plies longer or shorter, the other side winning, a draw and the extremes.
std::vector<game_value> guesses_around(game_value exact) {
  std::vector<game_value> guesses = {exact, game_value::win_in(1), game_value::loss_in(0),
                                     game_value::win_in(game_value::max_plies), game_value::draw()};
  if (!exact.is_draw()) {
    const int plies = exact.plies();
    const auto same_side = [&](int n) {
      return exact.is_win() ? game_value::win_in(n) : game_value::loss_in(n);
    };
    const auto other_side = [&](int n) {
      return exact.is_win() ? game_value::loss_in(n) : game_value::win_in(n);
    };
    for (const int n : {plies - 2, plies - 1, plies + 1, plies + 2})
      if (n >= 1) guesses.push_back(same_side(n));
    guesses.push_back(other_side(plies));
  }
  return guesses;
}

std::string label(const position& p, game_value guess) {
  return format_instances({&p, 1}) + "guess " + describe(p.to_move, guess);
}

// The stages a search reported: "step 1: who wins?", "step 2: ...", "done".
struct stage_log {
  std::vector<std::string> stages;
  std::function<void(const search_report&)> recorder() {
    return [this](const search_report& r) {
      if (stages.empty() || stages.back() != r.stage) stages.push_back(r.stage);
    };
  }
};

bool starts_with(const std::string& text, const std::string& prefix) {
  return text.rfind(prefix, 0) == 0;
}

TEST(PawnchessFirstGuess, EveryGuessEndsAtTheTableValueAndOnlyItIsConfirmed) {
  rng random(5);
  const geometry g(4, 4);
  const uva_rule_set rules(g);
  value_table table(g);
  const auto positions = *generate({.kind = "random", .rows = 4, .cols = 4, .count = 5000}, random);
  int searched = 0;
  for (const position& p : positions) {
    const uva_rule_set::view v = rules.view_of(p);
    if (rules.decided(v)) continue;
    const game_value exact = table.value(v);
    for (const game_value guess : guesses_around(exact)) {
      proof_search search(rules, 1 << 20, nullptr);
      ASSERT_EQ(search.value(v, p.to_move, guess), exact) << label(p, guess);
      proof_search checker(rules, 1 << 20, nullptr);
      ASSERT_EQ(checker.has_value(v, guess), guess == exact) << label(p, guess);
    }
    ++searched;
  }
  EXPECT_GT(searched, 1500);
}

TEST(PawnchessFirstGuess, RightGuessIsProvedByTwoTests) {
  rng random(6);
  const geometry g(5, 5);
  const uva_rule_set rules(g);
  const auto positions = *generate({.kind = "playout", .rows = 5, .cols = 5, .count = 200}, random);
  int searched = 0;
  for (const position& p : positions) {
    const uva_rule_set::view v = rules.view_of(p);
    if (rules.decided(v)) continue;
    ++searched;
    const game_value exact = proof_search(rules, 16 << 20, nullptr).value(v, p.to_move);
    stage_log log;
    proof_search search(rules, 16 << 20, log.recorder());
    ASSERT_EQ(search.value(v, p.to_move, exact), exact) << label(p, exact);
    ASSERT_EQ(log.stages.size(), 3u) << label(p, exact);
    EXPECT_TRUE(starts_with(log.stages[0], "step 2: ")) << log.stages[0];
    EXPECT_TRUE(starts_with(log.stages[1], "step 3: ")) << log.stages[1];
    EXPECT_EQ(log.stages[2], "done");
  }
  EXPECT_GT(searched, 100);
}

TEST(PawnchessFirstGuess, ChessSearchFromEveryGuessEqualsTheMemoAndOnlyItIsConfirmed) {
  rng random(7);
  for (const auto& [rows, cols] : {std::pair{5, 5}, {6, 4}}) {
    for (const stalemate_rule s : {stalemate_rule::draw, stalemate_rule::loss}) {
      solver_options memo_options;
      memo_options.memory = std::uint64_t{256} << 20;
      memo_options.play_rules = chess_rules(s);
      memo_options.chess_engine = solver_options::engine_choice::memo;
      solver memo(rows, cols, memo_options);
      const auto positions = *generate(
          {.kind = "playout", .rows = rows, .cols = cols, .count = 250}, random, chess_rules(s));
      for (const position& p : positions) {
        const game_value exact = memo.value(p);
        for (const game_value guess : guesses_around(exact)) {
          solver_options options = memo_options;
          options.memory = std::uint64_t{1} << 20;
          options.chess_engine = solver_options::engine_choice::search;
          solver search(rows, cols, options);
          ASSERT_EQ(search.value(p, guess), exact) << label(p, guess);
          solver checker(rows, cols, options);
          ASSERT_EQ(checker.has_value(p, guess), guess == exact) << label(p, guess);
        }
      }
    }
  }
}

}  // namespace
}  // namespace boardsolve::pawnchess
