// The judge conventions on results of every kind: accepted, wrong, unreadable, judge errors.
#include "boardsolve/judge.hpp"

#include <gtest/gtest.h>

namespace boardsolve {
namespace {

tool_result verify_result(verdict judged, std::string out, std::string err = {}) {
  return {static_cast<int>(judged), std::move(out), std::move(err), {}, judged};
}

TEST(JudgeSystem, Names) {
  EXPECT_EQ(judge_system_named("testlib"), judge_system::testlib);
  EXPECT_EQ(judge_system_named("kattis"), judge_system::kattis);
  EXPECT_EQ(judge_system_named("cms"), judge_system::cms);
  EXPECT_FALSE(judge_system_named("Kattis"));
  EXPECT_FALSE(judge_system_named(""));
}

TEST(JudgedFor, TestlibIsUnchanged) {
  const tool_result wrong = verify_result(verdict::wrong_answer, "case 1: x\n0 passed, 1 failed\n");
  const tool_result r = judged_for(judge_system::testlib, wrong);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, wrong.out);
  EXPECT_TRUE(r.files.empty());
}

TEST(JudgedFor, KattisAcceptedAndWrong) {
  const tool_result accepted =
      judged_for(judge_system::kattis, verify_result(verdict::accepted, "2 passed, 0 failed\n"));
  EXPECT_EQ(accepted.exit_code, kattis_accepted);
  EXPECT_TRUE(accepted.out.empty());
  ASSERT_EQ(accepted.files.size(), 1u);
  EXPECT_EQ(accepted.files[0].name, "judgemessage.txt");
  EXPECT_EQ(accepted.files[0].text, "2 passed, 0 failed\n");

  const tool_result wrong =
      judged_for(judge_system::kattis, verify_result(verdict::wrong_answer,
                                                     "case 2: 3 captures, but 2 "
                                                     "suffice\n1 passed, 1 failed\n"));
  EXPECT_EQ(wrong.exit_code, kattis_rejected);
  ASSERT_EQ(wrong.files.size(), 1u);
  EXPECT_EQ(wrong.files[0].text, "case 2: 3 captures, but 2 suffice\n1 passed, 1 failed\n");
}

TEST(JudgedFor, KattisCountsAnUnreadableOutputAsWrong) {
  const tool_result r = judged_for(
      judge_system::kattis,
      verify_result(verdict::presentation_error, "", "boardsolve: out:1:1: expected a number\n"));
  EXPECT_EQ(r.exit_code, kattis_rejected);
  EXPECT_TRUE(r.err.empty());
  ASSERT_EQ(r.files.size(), 1u);
  EXPECT_EQ(r.files[0].text, "out:1:1: expected a number\n");
}

TEST(JudgedFor, CmsOutcomeAndOneLineOfMessage) {
  const tool_result accepted =
      judged_for(judge_system::cms, verify_result(verdict::accepted, "1 passed, 0 failed\n"));
  EXPECT_EQ(accepted.exit_code, 0);
  EXPECT_EQ(accepted.out, "1.0\n");
  EXPECT_EQ(accepted.err, "translate:success\n");

  const tool_result wrong =
      judged_for(judge_system::cms, verify_result(verdict::wrong_answer,
                                                  "case 3: no\ncase 4: no\n2 passed, "
                                                  "2 failed\n"));
  EXPECT_EQ(wrong.exit_code, 0);
  EXPECT_EQ(wrong.out, "0.0\n");
  EXPECT_EQ(wrong.err, "case 3: no\n");

  const tool_result unreadable = judged_for(
      judge_system::cms,
      verify_result(verdict::presentation_error, "", "boardsolve: out:2:5: bad\nmore\n"));
  EXPECT_EQ(unreadable.exit_code, 0);
  EXPECT_EQ(unreadable.out, "0.0\n");
  EXPECT_EQ(unreadable.err, "out:2:5: bad\n");
}

TEST(JudgedFor, JudgeErrorsKeepTheirCodeEverywhere) {
  const tool_result usage = usage_error("--memory 3G is more than ...");
  const tool_result failed = checker_failure("internal error on case 1: x");
  for (const judge_system judge : {judge_system::kattis, judge_system::cms}) {
    const tool_result u = judged_for(judge, usage);
    EXPECT_EQ(u.exit_code, 2);
    EXPECT_EQ(u.err, usage.err);
    EXPECT_TRUE(u.out.empty());
    EXPECT_TRUE(u.files.empty());
    const tool_result f = judged_for(judge, failed);
    EXPECT_EQ(f.exit_code, 3);
    EXPECT_EQ(f.err, "boardsolve: internal error on case 1: x\n");
    EXPECT_TRUE(f.out.empty());
  }
}

TEST(ValidatedFor, KattisCodes) {
  const text_file input{"in", "x"};
  const parse_error error{1, 1, "bad"};
  EXPECT_EQ(validated_for(judge_system::kattis, validation_of(input, nullptr)).exit_code, 42);
  const tool_result invalid = validated_for(judge_system::kattis, validation_of(input, &error));
  EXPECT_EQ(invalid.exit_code, 43);
  EXPECT_EQ(invalid.err, "boardsolve: in:1:1: bad\n");
  EXPECT_EQ(validated_for(judge_system::testlib, validation_of(input, &error)).exit_code, 3);
  EXPECT_EQ(validated_for(judge_system::testlib, validation_of(input, nullptr)).exit_code, 0);
  EXPECT_EQ(validated_for(judge_system::kattis, usage_error("x")).exit_code, 2);
}

}  // namespace
}  // namespace boardsolve
