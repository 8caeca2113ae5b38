// The contest's input validator: T, then per case a line "N" and N rows of N symbols '.' or
// 'O', in the one byte layout of the original judge files.
#include <string>

#include <fmt/format.h>

#include "boardsolve/captures.hpp"
#include "contest_limits.hpp"
#include "contest_parts.hpp"
#include "core/strict_reader.hpp"

namespace boardsolve::captures {

std::optional<parse_error> check_contest_input(std::string_view text) {
  constexpr char_set symbols(".O");
  try {
    strict_reader in(text);
    const auto cases = in.read_int(contest::min_cases, contest::max_cases, "T");
    in.read_eoln("T");
    std::string what;
    for (long long t = 1; t <= cases; ++t) {
      what = fmt::format("the side N of case {}", t);
      const auto side = in.read_int(contest::min_side, contest::max_side, what);
      in.read_eoln(fmt::format("{} (the boards are square: N alone on its line)", what));
      for (long long r = 1; r <= side; ++r) {
        what = fmt::format("row {} of case {}", r, t);
        in.read_row(static_cast<std::size_t>(side), symbols, what);
        in.read_eoln(what);
      }
    }
    in.read_eof();
    return std::nullopt;
  } catch (const parse_failure& failure) {
    return failure.error();
  }
}

}  // namespace boardsolve::captures
