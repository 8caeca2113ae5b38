// The lightsout row of the puzzle table: its examples against brute force and the baseline,
// verify's verdicts, the answer reader's messages, and gen's refusals.
#include <gtest/gtest.h>

#include "boardsolve/lightsout.hpp"
#include "boardsolve/tool.hpp"
#include "support/tool_test.hpp"

namespace boardsolve::lightsout {
namespace {

using boardsolve::testing::expect_input_error;
using boardsolve::testing::read_source_file;

text_file in(std::string text) {
  return {"in.txt", std::move(text)};
}

TEST(LightsoutTool, IsInThePuzzleTableWithoutAContestProblem) {
  const puzzle_tool* tool = find_puzzle("lights");
  ASSERT_NE(tool, nullptr);
  EXPECT_EQ(tool, &lightsout_tool());
  EXPECT_EQ(tool->name, "lightsout");
  EXPECT_EQ(tool->problem, nullptr);
  EXPECT_EQ(puzzle_table().back(), tool);
}

TEST(LightsoutTool, EveryExampleMatchesBruteForceAndTheBaseline) {
  for (const std::string& path : testing::example_inputs("lightsout")) {
    SCOPED_TRACE(path);
    const std::string input = read_source_file(path);
    const std::string expected = read_source_file(path.substr(0, path.size() - 3) + ".out");
    const tool_result solved = lightsout_tool().solve(in(input), {});
    ASSERT_EQ(solved.exit_code, 0) << solved.err;
    EXPECT_EQ(solved.out, expected);
    const auto boards = std::get<0>(parse_instances(input));
    const auto answers = std::get<0>(parse_answers(expected, boards));
    for (std::size_t t = 0; t < boards.size(); ++t) {
      EXPECT_EQ(answers[t].count, solve_brute(boards[t])) << "case " << t + 1;
      EXPECT_EQ(answers[t].count, solve_baseline(boards[t])) << "case " << t + 1;
    }
    const tool_result verified =
        lightsout_tool().verify(in(input), {"out.txt", expected}, nullptr, {});
    EXPECT_EQ(verified.exit_code, 0) << verified.out;
  }
}

TEST(LightsoutTool, VerifyRejectsPressesThatAreNotTheFewest) {
  const std::string input = "1\n3 3\n###\n###\n###\n";
  // Pressing all nine toggles each edge cell four times: it stays lit.
  const tool_result wrong =
      lightsout_tool().verify(in(input), {"out.txt", "9\n###\n###\n###\n"}, nullptr, {});
  EXPECT_EQ(wrong.exit_code, 1);
  EXPECT_EQ(wrong.out, "case 1: after the presses, (1,2) is still lit\n0 passed, 1 failed\n");
  const std::string dark = "1\n2 2 cross\n..\n..\n";
  // On the 2 x 2 cross board pressing the diagonal toggles nothing: two presses, not the fewest.
  const tool_result cancel =
      lightsout_tool().verify(in(dark), {"out.txt", "2\n#.\n.#\n"}, nullptr, {});
  EXPECT_EQ(cancel.exit_code, 1);
  EXPECT_EQ(cancel.out,
            "case 1: 2 presses are claimed fewest, but 0 turn every light off\n"
            "0 passed, 1 failed\n");
}

TEST(LightsoutTool, VerifyBlamesAJuryThatTheAnswerBeats) {
  const std::string input = "1\n2 2 cross\n..\n..\n";
  const text_file jury{"ans.txt", "2\n#.\n.#\n"};
  const tool_result r = lightsout_tool().verify(in(input), {"out.txt", "0\n..\n..\n"}, &jury, {});
  EXPECT_EQ(r.exit_code, static_cast<int>(verdict::checker_failed));
  EXPECT_EQ(r.err,
            "boardsolve: case 1: its 0 presses turn every light off, but the optimum given is 2\n");
}

TEST(LightsoutTool, TheAnswerReaderPointsAtTheFault) {
  const std::string input = "2\n2 2\n#.\n.#\n1 1 cross\n#\n";
  const auto verify_with = [&](std::string answer) {
    return lightsout_tool().verify(in(input), {"out.txt", std::move(answer)}, nullptr, {});
  };
  expect_input_error(verify_with("2\n#.\n"),
                     "3:1: expected row 2 of the presses of case 1, found end of input", 2,
                     "out.txt");
  expect_input_error(verify_with("5\n#.\n.#\n"),
                     "1:1: the press count of case 1 must be from -1 to 4, found 5", 2, "out.txt");
  expect_input_error(verify_with("2\n#.\n.#\n-1\nx\n"),
                     "5:1: expected one of \".#\" in row 1 of the certificate of case 2, found 'x'",
                     2, "out.txt");
  expect_input_error(verify_with("2\n#.\n.#\n"),
                     "4:1: expected the answer of case 2 of 2, found end of input", 2, "out.txt");
  const tool_result passes = verify_with("2\n#.\n.#\n-1\n#\n");
  EXPECT_EQ(passes.exit_code, 0) << passes.err;
}

TEST(LightsoutTool, GenRefusesWhatItCannotMake) {
  run_options options;
  options.kind = "unsolvable";
  options.size = "3";
  const tool_result none = lightsout_tool().gen(options);
  EXPECT_EQ(none.exit_code, 2);
  EXPECT_EQ(none.out, "");
  options.kind = "random";
  options.values = {{"stencil", "01010101"}};
  EXPECT_NE(lightsout_tool().gen(options).err.find("--stencil must be"), std::string::npos);
  options.values = {{"stencil", "111111111"}, {"topology", "torus"}};
  const tool_result torus = lightsout_tool().gen(options);
  ASSERT_EQ(torus.exit_code, 0) << torus.err;
  EXPECT_EQ(torus.out.substr(0, 21), "1\n3 3 111111111 torus");
}

}  // namespace
}  // namespace boardsolve::lightsout
