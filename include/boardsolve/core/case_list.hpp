#pragma once
// The judges' multi-case layout: a line "T", then T cases, then nothing but whitespace.

#include <algorithm>
#include <cstddef>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "boardsolve/core/parse_error.hpp"
#include "boardsolve/core/text_reader.hpp"

namespace boardsolve {

/// Largest number of cases a file may announce.
inline constexpr long long max_cases = 1'000'000;

/// Reads T (1 <= T <= max_cases) alone on its line, then each case with
/// `read_case(reader, case_number)` (1-based), then requires the end of the text. Returns the
/// cases, or the first problem: "expected case 3 of 5, found end of input" where cases run out.
/// O(input size) plus the cost of read_case.
template <class ReadCase>
auto parse_case_list(std::string_view text, ReadCase read_case)
    -> parse_result<std::vector<decltype(read_case(std::declval<text_reader&>(), 1))>> {
  return catch_parse_error([&] {
    text_reader in(text);
    const auto cases = static_cast<int>(in.read_int(1, max_cases, "the number of cases T"));
    in.end_line("the number of cases");
    std::vector<decltype(read_case(in, 1))> values;
    // Room for every case without regrowing; bounded by the text, since a case takes two
    // bytes or more (a symbol and a line end), so a large false T reserves no more.
    values.reserve(std::min(static_cast<std::size_t>(cases), in.remaining() / 2 + 1));
    for (int t = 1; t <= cases; ++t) {
      if ((in.skip_whitespace(), in.at_end()))
        in.fail(fmt::format("expected case {} of {}, found end of input", t, cases));
      values.push_back(read_case(in, t));
    }
    in.expect_end();
    return values;
  });
}

}  // namespace boardsolve
