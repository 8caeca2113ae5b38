// Chess rules through the tool: every example of examples/pawnchess/chess/ (NAME.in solved
// with the options of NAME.args gives NAME.out, and verify accepts it), the start positions of
// small boards pinned, show's notation, and the options' errors.
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>

#include "boardsolve/pawnchess.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::pawnchess {
namespace {

// The options of an .args file: "--rules chess --stalemate loss --size 5x5".
run_options options_of(const std::string& args) {
  run_options options;
  std::istringstream words(args);
  std::string name, value;
  while (words >> name >> value) {
    if (name == "--rules") options.values["rules"] = value;
    if (name == "--stalemate") options.values["stalemate"] = value;
    if (name == "--size") options.values["size"] = value;
  }
  return options;
}

TEST(PawnchessChessGolden, EveryChessExampleMatchesItsExpectedOutput) {
  const auto folder = std::filesystem::path(BOARDSOLVE_SOURCE_DIR) / "examples/pawnchess/chess";
  int examples = 0;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    if (entry.path().extension() != ".in") continue;
    const std::string base = "examples/pawnchess/chess/" + entry.path().stem().string();
    const run_options options = options_of(testing::read_source_file(base + ".args"));
    const text_file input{base + ".in", testing::read_source_file(base + ".in")};
    const text_file expected{base + ".out", testing::read_source_file(base + ".out")};
    const tool_result solved = pawnchess_tool().solve(input, options);
    EXPECT_EQ(solved.exit_code, 0) << base << solved.err;
    EXPECT_EQ(solved.out, expected.text) << base;
    const tool_result verified = pawnchess_tool().verify(input, expected, nullptr, options);
    EXPECT_EQ(verified.exit_code, 0) << base << verified.out;
    ++examples;
  }
  EXPECT_GE(examples, 4);
}

struct pinned {
  int rows;
  int cols;
  const char* draw_answer;  // stalemate draws
  const char* loss_answer;  // stalemate loses
};

// The chess start positions, solved (docs/pawnchess-results.md has the larger ones).
TEST(PawnchessChessGolden, SmallStartPositionsArePinned) {
  for (const pinned& p : {pinned{4, 4, "black (2)", "black (2)"},
                          {4, 8, "black (2)", "black (2)"},
                          {5, 4, "draw", "white (9)"},
                          {5, 5, "draw", "white (11)"},
                          {6, 4, "draw", "black (12)"},
                          {6, 5, "draw", "black (16)"},
                          {5, 6, "draw", "black (12)"},
                          {6, 6, "draw", "black (20)"}}) {
    for (const bool draws : {true, false}) {
      run_options options;
      options.values["rules"] = "chess";
      options.values["stalemate"] = draws ? "draw" : "loss";
      options.size = std::to_string(p.rows) + "x" + std::to_string(p.cols);  // gen's
      options.values["size"] = options.size;
      options.kind = "start";
      const tool_result start = pawnchess_tool().gen(options);
      ASSERT_EQ(start.exit_code, 0) << start.err;
      EXPECT_EQ(pawnchess_tool().solve({"start.in", start.out}, options).out,
                std::string(draws ? p.draw_answer : p.loss_answer) + "\n")
          << options.size << " stalemate " << options.values["stalemate"];
    }
  }
}

TEST(PawnchessChessGolden, ShowNamesDoubleStepsAndEnPassant) {
  run_options options;
  options.values["rules"] = "chess";
  options.values["size"] = "5x5";
  options.values["moves"] = "true";
  const tool_result shown = pawnchess_tool().show(
      {"in.txt", "1\nblack to move, en passant c3\n.....\n..Pp.\n.....\n.p...\n.....\n"}, options);
  ASSERT_EQ(shown.exit_code, 0) << shown.err;
  EXPECT_NE(shown.out.find("en passant c3\n"), std::string::npos) << shown.out;
  EXPECT_NE(shown.out.find("  d4xc3 e.p. black wins in 1\n"), std::string::npos) << shown.out;
  EXPECT_NE(shown.out.find("  d4-d2   white wins in 2\n"), std::string::npos) << shown.out;
  EXPECT_NE(shown.out.find("1. black d4xc3 e.p.: black has taken every white pawn: black has won"),
            std::string::npos)
      << shown.out;
}

TEST(PawnchessChessGolden, VerifyJudgesDraws) {
  run_options options;
  options.values["rules"] = "chess";
  options.values["size"] = "5x5";
  const text_file start{"in.txt", "1\n\n.....\nppppp\n.....\nPPPPP\n.....\n"};
  const tool_result wrong =
      pawnchess_tool().verify(start, {"out.txt", "white (11)\n"}, nullptr, options);
  EXPECT_EQ(wrong.exit_code, 1);
  EXPECT_NE(wrong.out.find("case 1: expected draw, found white (11)"), std::string::npos)
      << wrong.out;
  options.values["stalemate"] = "loss";
  const tool_result unreadable =
      pawnchess_tool().verify(start, {"out.txt", "draw\n"}, nullptr, options);
  EXPECT_EQ(unreadable.exit_code, 2);  // no draws when stalemate loses
  EXPECT_EQ(pawnchess_tool().verify(start, {"out.txt", "white (11)\n"}, nullptr, options).exit_code,
            0);
}

TEST(PawnchessChessGolden, OptionErrors) {
  run_options options;
  options.values["stalemate"] = "loss";
  const tool_result result =
      pawnchess_tool().solve({"in.txt", "1\n....\n....\n....\n....\n"}, options);
  EXPECT_EQ(result.exit_code, 2);
  EXPECT_EQ(result.err,
            "boardsolve: --stalemate needs --rules chess (under UVa's rules a side without a "
            "move has lost)\n");
  run_options gen;
  gen.values["rules"] = "chess";
  gen.kind = "start";
  gen.size = "3x5";
  const tool_result three_rows = pawnchess_tool().gen(gen);
  EXPECT_EQ(three_rows.exit_code, 2);
  EXPECT_EQ(three_rows.err,
            "boardsolve: --kind start --rules chess needs at least 4 rows: the pawns start on the "
            "second row from each side\n");
}

}  // namespace
}  // namespace boardsolve::pawnchess
