// The reader of --memory. It replaced CLI11's size reader, which took "0" for the default
// bound, "-1" and "99999999999999999999" for 2^64 - 1 bytes, and "010M" for 8 MiB (octal):
// defects found while writing the options fuzz harness (docs/reliability.md).
#include <gtest/gtest.h>

#include "boardsolve/tool.hpp"

namespace boardsolve {
namespace {

constexpr std::uint64_t mib = std::uint64_t{1} << 20;

TEST(MemorySize, ReadsBytesAndBinaryUnitsInAnyCase) {
  EXPECT_EQ(parse_memory_size("1000"), 1000u);
  EXPECT_EQ(parse_memory_size("512M"), 512 * mib);
  EXPECT_EQ(parse_memory_size("512m"), 512 * mib);
  EXPECT_EQ(parse_memory_size("4G"), 4096 * mib);
  EXPECT_EQ(parse_memory_size("4GiB"), 4096 * mib);
  EXPECT_EQ(parse_memory_size("4gb"), 4096 * mib);
  EXPECT_EQ(parse_memory_size("4Gi"), 4096 * mib);
  EXPECT_EQ(parse_memory_size("1k"), 1024u);
  EXPECT_EQ(parse_memory_size("7B"), 7u);
  EXPECT_EQ(parse_memory_size("15E"), std::uint64_t{15} << 60);
}

TEST(MemorySize, RejectsZeroSignsOverflowAndOtherForms) {
  for (const char* text :
       {"", "0", "0G", "-1", "+1", " 1G", "1G ", "1 G", "1.5G", "G", "1X", "1BB", "1iB", "1Bi",
        "16E", "18446744073709551616", "99999999999999999999", "0x10M"})
    EXPECT_FALSE(parse_memory_size(text)) << text;
  EXPECT_EQ(parse_memory_size("18446744073709551615"), ~std::uint64_t{0});
}

TEST(MemorySize, ReadsDecimalEvenWithLeadingZeros) {
  EXPECT_EQ(parse_memory_size("010M"), 10 * mib);
}

TEST(MemorySize, WritesWithTheLargestUnitThatDividesAndReadsBack) {
  EXPECT_EQ(format_memory_size(512 * mib), "512M");
  EXPECT_EQ(format_memory_size(1000), "1000");
  EXPECT_EQ(format_memory_size(1024), "1K");
  EXPECT_EQ(format_memory_size(std::uint64_t{3} << 60), "3E");
  EXPECT_EQ(format_memory_size(~std::uint64_t{0}), "18446744073709551615");
  for (const std::uint64_t bytes : {std::uint64_t{1}, 1536 * mib, std::uint64_t{1} << 63})
    EXPECT_EQ(parse_memory_size(format_memory_size(bytes)), bytes);
}

}  // namespace
}  // namespace boardsolve
