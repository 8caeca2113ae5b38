// The contest's input validator: T, then per case a line "n m" and n rows of m symbols 'W' or
// 'B', in the one byte layout of the original judge files.
#include <string>

#include <fmt/format.h>

#include "boardsolve/toggle.hpp"
#include "contest_limits.hpp"
#include "contest_parts.hpp"
#include "core/strict_reader.hpp"

namespace boardsolve::toggle {

std::optional<parse_error> check_contest_input(std::string_view text) {
  constexpr char_set symbols("WB");
  try {
    strict_reader in(text);
    const auto cases = in.read_int(contest::min_cases, contest::max_cases, "T");
    in.read_eoln("T");
    std::string what;
    for (long long t = 1; t <= cases; ++t) {
      what = fmt::format("the row count n of case {}", t);
      const auto rows = in.read_int(contest::min_side, contest::max_side, what);
      what = fmt::format("the column count m of case {}", t);
      in.read_space(what);
      const auto cols = in.read_int(contest::min_side, contest::max_side, what);
      in.read_eoln(what);
      for (long long r = 1; r <= rows; ++r) {
        what = fmt::format("row {} of case {}", r, t);
        in.read_row(static_cast<std::size_t>(cols), symbols, what);
        in.read_eoln(what);
      }
    }
    in.read_eof();
    return std::nullopt;
  } catch (const parse_failure& failure) {
    return failure.error();
  }
}

}  // namespace boardsolve::toggle
