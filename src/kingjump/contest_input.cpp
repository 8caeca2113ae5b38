// The contest's input validator: a line "N", then N rows of N symbols, '-' exactly on the
// squares whose row + column is even (the top-left square among them) and '+', 'K' or 'o'
// on the others, in the one byte layout of the original judge files.
#include <string>

#include <fmt/format.h>

#include "boardsolve/kingjump.hpp"
#include "contest_limits.hpp"
#include "contest_parts.hpp"
#include "core/strict_reader.hpp"

namespace boardsolve::kingjump {

std::optional<parse_error> check_contest_input(std::string_view text) {
  constexpr char_set symbols("-+Ko");
  try {
    strict_reader in(text);
    const auto side = in.read_int(contest::min_side, contest::max_side, "N");
    in.read_eoln("N");
    std::string what;
    for (long long r = 1; r <= side; ++r) {
      what = fmt::format("row {}", r);
      const text_position start = in.where();
      const std::string_view row = in.read_row(static_cast<std::size_t>(side), symbols, what);
      for (long long c = 1; c <= side; ++c) {
        const char symbol = row[static_cast<std::size_t>(c - 1)];
        const bool unused_square = (r + c) % 2 == 0;
        if (unused_square == (symbol == '-')) continue;
        strict_reader::fail_at(
            {start.line, start.column + static_cast<int>(c - 1)},
            unused_square
                ? fmt::format("square ({},{}) holds '{}', but the squares whose row + column is "
                              "even hold '-'",
                              r, c, symbol)
                : fmt::format("square ({},{}) holds '-', but only the squares whose row + "
                              "column is even do",
                              r, c));
      }
      in.read_eoln(what);
    }
    in.read_eof();
    return std::nullopt;
  } catch (const parse_failure& failure) {
    return failure.error();
  }
}

}  // namespace boardsolve::kingjump
