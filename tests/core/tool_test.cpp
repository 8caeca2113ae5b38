// The limits every puzzle's tool shares: the output of show, and the files the command line
// reads (the file limit itself is tested end to end: tests/cli/limits_test.sh).
#include <gtest/gtest.h>

#include "boardsolve/tool.hpp"

namespace boardsolve {
namespace {

TEST(ShowLimit, DrawingsAreAppendedInOrder) {
  tool_result result;
  EXPECT_TRUE(append_drawing(result, "case 1: one\n", 1));
  EXPECT_TRUE(append_drawing(result, "case 2: two\n", 2));
  EXPECT_EQ(result.exit_code, 0);
  EXPECT_EQ(result.out, "case 1: one\ncase 2: two\n");
  EXPECT_EQ(result.err, "");
}

TEST(ShowLimit, TheRefusalNamesTheCasesAndTheLimit) {
  static_assert(max_show_bytes == 4'000'000'000);
  const tool_result one = show_too_large(4'100'000'000, 1);
  EXPECT_EQ(one.exit_code, 2);
  EXPECT_EQ(one.out, "");
  EXPECT_EQ(one.err,
            "boardsolve: the drawing of case 1 takes 4100000000 bytes; show prints at most "
            "4000000000 bytes in one run: show fewer cases at a time\n");
  EXPECT_EQ(show_too_large(4'000'000'001, 7).err,
            "boardsolve: the drawings of cases 1 to 7 take 4000000001 bytes; show prints at most "
            "4000000000 bytes in one run: show fewer cases at a time\n");
}

TEST(MachineMemory, IsKnownOnThisSystem) {
#if defined(__linux__)
  EXPECT_GT(physical_memory(), std::uint64_t{1} << 28);
#endif
}

}  // namespace
}  // namespace boardsolve
