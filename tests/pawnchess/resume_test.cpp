// A solver resumed from a checkpoint reports what the runs before it searched and how long it
// took to read the file (the progress totals leave that time out); a solver without one
// reports neither. Under both rule sets.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <string>

#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"

namespace boardsolve::pawnchess {
namespace {

void check_resume_report(int rows, int cols, rules r, const std::string& name) {
  const std::string path = testing::TempDir() + name + ".ckpt";
  const std::string portable = path + ".portable";  // a run without `path` would start from it
  std::remove(path.c_str());
  std::remove(portable.c_str());
  const position start = start_position(rows, cols, r);
  solver_options options;
  options.memory = std::uint64_t{64} << 20;
  options.play_rules = r;

  solver plain(rows, cols, options);
  const game_value value = plain.value(start);
  EXPECT_EQ(plain.report().loading_seconds, 0.0);
  EXPECT_EQ(plain.report().earlier_positions, 0u);

  options.checkpoint = path;
  solver first(rows, cols, options);
  ASSERT_EQ(first.value(start), value);
  const search_report wrote = first.report();
  EXPECT_EQ(wrote.loading_seconds, 0.0);  // no file yet: a first run reads nothing
  EXPECT_GT(wrote.positions, 0u);

  solver resumed(rows, cols, options);
  EXPECT_EQ(resumed.value(start), value);
  const search_report read = resumed.report();
  EXPECT_GT(read.loading_seconds, 0.0);
  EXPECT_EQ(read.earlier_positions, wrote.positions);
  EXPECT_EQ(read.positions, 0u);  // a finished checkpoint answers without searching
  std::remove(path.c_str());
  std::remove(portable.c_str());
}

TEST(PawnchessResume, ReportsTheRunsBeforeAndTheTimeToRead) {
  check_resume_report(6, 5, rules{}, "resume_uva_6x5");
  check_resume_report(6, 5, chess_rules(stalemate_rule::draw), "resume_chess_6x5");
}

}  // namespace
}  // namespace boardsolve::pawnchess
