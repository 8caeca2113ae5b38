// Differential stress tests of the search with a second thread (mtd_search.hpp), fixed seeds:
// the helper joins each test at its second position, so it runs in most searches, and the
// answers must equal an independent engine's on thousands of random positions: the value
// table or plain minimax under UVa's rules, the memo under chess rules (both conventions). Each
// engine searches once with a roomy table and once with a table of one bucket, where the two
// threads take turns at the same lock on every probe and store.
#include <gtest/gtest.h>

#include <bit>
#include <chrono>
#include <optional>

#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"
#include "pawnchess/proof_search.hpp"
#include "pawnchess/value_table.hpp"
#include "support/chess_solver_test.hpp"

namespace boardsolve::pawnchess {
namespace {

constexpr std::uint64_t helper_after = 2;
// The roomy searches give their helpers a head start, so that the helper answers many of
// their short tests first (joining at the root, it would answer through the table, before the
// search itself looks there); the cramped ones race as in a real solve.
constexpr std::chrono::microseconds head_start(500);

std::string label(const position& p) {
  return std::string(p.to_move == side::white ? "white" : "black") + " to move\n" +
         format_instances({&p, 1});
}

// The tests the helper joined and the ones it answered first, which must be many, or the test
// is not about the helper.
struct helper_counts {
  std::uint64_t joined = 0, answered = 0;
  void add(const search_report& r) {
    joined += r.helped_tests;
    answered += r.helper_answers;
  }
};

TEST(PawnchessHelperStress, SearchWithAHelperEqualsTheOracles) {
  // The value table on 4x4 (every position), the baseline (plain minimax) on larger boards
  // with at most four pawns a side.
  rng random(20261128);
  helper_counts roomy_helpers, cramped_helpers;
  struct board {
    int rows, cols, trials;
  };
  for (const board b : {board{4, 4, 2000}, {5, 5, 200}, {4, 6, 200}, {6, 4, 200}, {5, 6, 200}}) {
    const geometry g(b.rows, b.cols);
    const uva_rule_set rules(g);
    std::optional<value_table> table;
    if (value_table::entries_for(b.rows, b.cols)) table.emplace(g);
    proof_search roomy(rules, std::uint64_t{16} << 20, nullptr, {}, std::chrono::minutes(5),
                       checkpoint_access::read_write, 2);
    proof_search cramped(rules, 64, nullptr, {}, std::chrono::minutes(5),
                         checkpoint_access::read_write, 2);
    roomy.check_every(helper_after, head_start);
    cramped.check_every(helper_after, std::chrono::microseconds(0));
    static constexpr const char* kinds[] = {"random", "contest", "playout", "playout"};
    for (int trial = 0; trial < b.trials; ++trial) {
      position p =
          generate({.kind = kinds[random.below(4)], .rows = b.rows, .cols = b.cols, .count = 1},
                   random)
              ->front();
      if (random.chance(0.5)) p.to_move = side::black;
      if (!table) {
        while (std::popcount(p.white) > 4) p.white &= p.white - 1;
        while (std::popcount(p.black) > 4) p.black &= p.black - 1;
      }
      const uva_rule_set::view v = rules.view_of(p);
      const game_value exact = table ? table->value(v) : solve_baseline(p);
      ASSERT_EQ(roomy.value(v, p.to_move), exact) << label(p);
      ASSERT_EQ(cramped.value(v, p.to_move), exact) << label(p);
    }
    roomy_helpers.add(roomy.report());
    cramped_helpers.add(cramped.report());
  }
  EXPECT_GT(roomy_helpers.joined, 1000u);
  EXPECT_GT(roomy_helpers.answered, 300u);
  EXPECT_GT(cramped_helpers.joined, 1000u);
}

TEST(PawnchessHelperStress, ChessSearchWithAHelperEqualsTheMemo) {
  rng random(1128);
  helper_counts roomy_helpers, cramped_helpers;
  for (const auto& [rows, cols] : {std::pair{5, 5}, {6, 4}, {4, 6}, {5, 4}}) {
    for (const stalemate_rule s : {stalemate_rule::draw, stalemate_rule::loss}) {
      const rules r = chess_rules(s);
      const chess_rule_set cg(geometry(rows, cols), s);
      solver memo = make_chess_solver(rows, cols, s, solver_options::engine_choice::memo,
                                      std::uint64_t{256} << 20);
      proof_search roomy(cg, std::uint64_t{16} << 20, nullptr, {}, std::chrono::minutes(5),
                         checkpoint_access::read_write, 2);
      proof_search cramped(cg, 64, nullptr, {}, std::chrono::minutes(5),
                           checkpoint_access::read_write, 2);
      roomy.check_every(helper_after, head_start);
      cramped.check_every(helper_after, std::chrono::microseconds(0));
      const auto positions =
          *generate({.kind = "playout", .rows = rows, .cols = cols, .count = 150}, random, r);
      for (const position& p : positions) {
        const game_value v = memo.value(p);
        const chess_rule_set::view cv = cg.view_of(p);
        ASSERT_EQ(roomy.value(cv, p.to_move), v) << label(p);
        ASSERT_EQ(cramped.value(cv, p.to_move), v) << label(p);
      }
      roomy_helpers.add(roomy.report());
      cramped_helpers.add(cramped.report());
    }
  }
  EXPECT_GT(roomy_helpers.joined, 200u);
  EXPECT_GT(roomy_helpers.answered, 100u);
  EXPECT_GT(cramped_helpers.joined, 200u);
}

}  // namespace
}  // namespace boardsolve::pawnchess
