// Fuzzes `verify pawnchess` end to end: an instance and a candidate answer
// (verify_harness.hpp), with --size the shape of the file's first board and --memory the least
// the solver accepts. Solved only on boards of at most 16 squares.
#include "boardsolve/pawnchess.hpp"
#include "fuzz/pawnchess_size.hpp"
#include "fuzz/verify_harness.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace boardsolve;
  const fuzz::verify_input in = fuzz::split_at_nul(fuzz::as_text(data, size));
  const board_size board = fuzz::guess_pawnchess_size(in.instance);
  const auto positions = pawnchess::parse_instances(in.instance, board.rows, board.cols);
  fuzz::verify_expectation expect;
  if (const auto* parsed = std::get_if<0>(&positions))
    expect = {parsed->size(), board.rows * board.cols <= 16 && parsed->size() <= 16};
  tool_options options;
  options.threads = 1;
  options.size = fmt::format("{}x{}", board.rows, board.cols);
  options.memory = pawnchess::minimum_memory(board.rows, board.cols);
  fuzz::check_verify(pawnchess_tool(), options, in, expect,
                     [](std::string_view text, std::size_t cases) {
                       return !std::holds_alternative<std::vector<pawnchess::outcome>>(
                           pawnchess::parse_answers(text, cases));
                     });
  return 0;
}
