// A checkpoint that cannot be read or written is a value the solver reports, not an exception
// thrown through the search: a refused file leaves the solver without a checkpoint (it solves
// afresh and never writes over the file), and a failed write ends the search under way with
// search_stopped, after which the solver goes on without writing.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>

#include "boardsolve/core/search_stopped.hpp"
#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"

namespace boardsolve::pawnchess {
namespace {

std::string contents(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

solver_options options_with(const std::string& checkpoint, rules r) {
  solver_options options;
  options.memory = std::uint64_t{64} << 20;
  options.play_rules = r;
  options.checkpoint = checkpoint;
  options.checkpoint_every = std::chrono::seconds(0);
  return options;
}

void check_refused_file(rules r, const std::string& name) {
  const std::string path = testing::TempDir() + name + ".ckpt";
  const std::string garbage = "not a checkpoint of boardsolve\n";
  std::ofstream(path, std::ios::binary) << garbage;
  const position start = start_position(6, 5, r);
  const game_value value = solver(6, 5, options_with("", r)).value(start);

  solver s(6, 5, options_with(path, r));
  const std::string problem = s.report().checkpoint_problem;
  EXPECT_NE(problem.find(path), std::string::npos) << problem;
  EXPECT_EQ(s.report().earlier_positions, 0u);
  EXPECT_EQ(s.value(start), value);
  EXPECT_GT(s.report().positions, 0u);  // solved afresh
  EXPECT_EQ(contents(path), garbage);   // and the refused file was left as it was
  std::remove(path.c_str());
}

TEST(PawnchessCheckpointProblem, ARefusedFileIsReportedAndLeftAlone) {
  check_refused_file(rules{}, "refused_uva");
  check_refused_file(chess_rules(stalemate_rule::draw), "refused_chess");
}

TEST(PawnchessCheckpointProblem, AReadOnlyLookAtNoFileIsReported) {
  const std::string path = testing::TempDir() + "never_written.ckpt";
  std::remove(path.c_str());
  solver_options options = options_with(path, rules{});
  options.checkpoint_mode = solver_options::checkpoint_use::read_only;
  const solver s(6, 5, options);
  EXPECT_EQ(s.report().checkpoint_problem, "the checkpoint '" + path + "' does not exist");
}

TEST(PawnchessCheckpointProblem, AFailedWriteEndsTheSearchThenTheSolverGoesOnWithout) {
  const std::string path = testing::TempDir() + "no_such_directory/run.ckpt";
  const position start = start_position(6, 5);
  const game_value value = solver(6, 5, options_with("", rules{})).value(start);

  solver s(6, 5, options_with(path, rules{}));
  EXPECT_EQ(s.report().checkpoint_problem, "");  // no file yet: a first run
  EXPECT_THROW(s.value(start), search_stopped);
  const std::string problem = s.report().checkpoint_problem;
  EXPECT_NE(problem.find("no_such_directory"), std::string::npos) << problem;
  EXPECT_EQ(s.value(start), value);  // no more writes tried: the search ends
  EXPECT_EQ(s.report().checkpoint_problem, problem);
}

}  // namespace
}  // namespace boardsolve::pawnchess
