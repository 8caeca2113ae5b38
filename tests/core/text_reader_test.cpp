#include "boardsolve/core/text_reader.hpp"

#include <gtest/gtest.h>

namespace boardsolve {
namespace {

parse_error error_of(std::string_view text, void (*read)(text_reader&)) {
  const auto result = catch_parse_error([&] {
    text_reader in(text);
    read(in);
    return 0;
  });
  const auto* error = std::get_if<parse_error>(&result);
  EXPECT_NE(error, nullptr) << "no error for: " << text;
  return error ? *error : parse_error{};
}

TEST(TextReader, ReadsIntegersAcrossLinesAndTracksPosition) {
  text_reader in("  12\r\n\n -7 x");
  EXPECT_EQ(in.read_int(0, 100, "a"), 12);
  EXPECT_EQ(in.read_int(-10, 10, "b"), -7);
  EXPECT_EQ(in.where().line, 3);
  EXPECT_EQ(in.where().column, 4);
}

TEST(TextReader, RejectsAnIntegerOutOfRangeAtItsStart) {
  const auto e =
      error_of("\n  100000000000000000000", [](text_reader& in) { in.read_int(1, 50, "N"); });
  EXPECT_EQ(e.line, 2);
  EXPECT_EQ(e.column, 3);
  EXPECT_EQ(e.message, "N must be from 1 to 50, found 100000000000000000000");
}

// Found by fuzzing (docs/reliability.md): the message quoted all 479 digits of a number.
TEST(TextReader, QuotesOnlyTheStartOfAHugeInteger) {
  const auto e = error_of(std::string(400, '7'), [](text_reader& in) { in.read_int(1, 50, "N"); });
  EXPECT_EQ(e.message, "N must be from 1 to 50, found 777777777777777777777777...");
}

TEST(TextReader, DescribesATokenByItsStartAndItsFirstUnprintableByte) {
  EXPECT_EQ(text_reader::describe_token("x7"), "'x7'");
  EXPECT_EQ(text_reader::describe_token("abcdefghijklmnop"), "'abcdefghijklmnop'");
  EXPECT_EQ(text_reader::describe_token("abcdefghijklmnopq"), "'abcdefghijklmnop...'");
  EXPECT_EQ(text_reader::describe_token("L\v"), "byte 0x0b");
  EXPECT_EQ(text_reader::describe_token("b\xec"
                                        "ack"),
            "byte 0xec");
}

TEST(TextReader, RejectsATokenThatIsNotAnInteger) {
  const auto e = error_of("3x", [](text_reader& in) { in.read_int(1, 50, "N"); });
  EXPECT_EQ(e.column, 1);
  EXPECT_EQ(e.message, "expected N (an integer from 1 to 50), found '3x'");
  EXPECT_EQ(error_of("", [](text_reader& in) { in.read_int(1, 5, "T"); }).message,
            "expected T (an integer from 1 to 5), found end of input");
}

TEST(TextReader, ReadsRowsWithCrlfAndTrailingBlanks) {
  text_reader in(".O.\r\nO.O  \n");
  constexpr char_set symbols(".O");
  EXPECT_EQ(in.read_row(3, symbols, "row 1"), ".O.");
  EXPECT_EQ(in.read_row(3, symbols, "row 2"), "O.O");
  EXPECT_TRUE(in.at_end());
}

TEST(TextReader, CountsLinesOverPlainRowsAndReadsALastRowWithoutLineEnd) {
  text_reader in(".O\r\nO.\nOO");
  constexpr char_set symbols(".O");
  EXPECT_EQ(in.read_row(2, symbols, "row 1"), ".O");
  EXPECT_EQ(in.where().line, 2);
  EXPECT_EQ(in.where().column, 1);
  EXPECT_EQ(in.read_row(2, symbols, "row 2"), "O.");
  EXPECT_EQ(in.where().line, 3);
  EXPECT_EQ(in.read_row(2, symbols, "row 3"), "OO");
  EXPECT_TRUE(in.at_end());
  const auto e = error_of("..\n.O\n.x\n", [](text_reader& rows) {
    for (int r = 0; r < 3; ++r) rows.read_row(2, char_set(".O"), "a row");
  });
  EXPECT_EQ(e.line, 3);
  EXPECT_EQ(e.column, 2);
  EXPECT_EQ(e.message, "expected one of \".O\" in a row, found 'x'");
}

TEST(TextReader, NamesTheBadSymbolAndTheWrongLength) {
  constexpr char_set symbols(".O");
  static constexpr auto read3 = [](text_reader& in) { in.read_row(3, char_set(".O"), "row 1"); };
  auto e = error_of(".x.\n", read3);
  EXPECT_EQ(e.column, 2);
  EXPECT_EQ(e.message, "expected one of \".O\" in row 1, found 'x'");
  e = error_of("..\n", read3);
  EXPECT_EQ(e.column, 3);
  EXPECT_EQ(e.message, "row 1 must have 3 cells, found 2");
  e = error_of("....\n", read3);
  EXPECT_EQ(e.column, 4);
  EXPECT_EQ(e.message, "row 1 must have 3 cells, found 4");
  e = error_of("", read3);
  EXPECT_EQ(e.message, "expected row 1, found end of input");
  (void)symbols;
}

TEST(TextReader, ReadsRowsWithBlanksBetweenSymbols) {
  text_reader in("- + K\n-+K\n");
  std::string scratch;
  constexpr char_set symbols("-+Ko");
  EXPECT_EQ(in.read_row(3, symbols, "row 1", true, &scratch), "-+K");
  EXPECT_EQ(in.read_row(3, symbols, "row 2", true, &scratch), "-+K");
}

TEST(TextReader, ExpectEndNamesTrailingGarbage) {
  const auto e = error_of("5\n\nzzz", [](text_reader& in) {
    in.read_int(0, 9, "n");
    in.expect_end();
  });
  EXPECT_EQ(e.line, 3);
  EXPECT_EQ(e.column, 1);
  EXPECT_EQ(e.message, "expected end of input, found 'zzz'");
}

TEST(TextReader, EndLineRejectsExtraTokens) {
  const auto e = error_of("4 4 4\n", [](text_reader& in) {
    in.read_int(0, 9, "n");
    in.read_int_on_line(0, 9, "m");
    in.end_line("the size");
  });
  EXPECT_EQ(e.column, 5);
  EXPECT_EQ(e.message, "expected end of line after the size, found '4'");
}

TEST(TextReader, DescribesControlBytes) {
  const auto e = error_of("\x01", [](text_reader& in) { in.read_int(0, 9, "n"); });
  EXPECT_EQ(e.message, "expected n (an integer from 0 to 9), found byte 0x01");
}

}  // namespace
}  // namespace boardsolve
