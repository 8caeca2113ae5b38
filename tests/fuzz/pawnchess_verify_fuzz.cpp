// Fuzzes `verify pawnchess` end to end: an instance and a candidate answer
// (verify_harness.hpp), with --size the shape of the file's first board, under UVa's rules
// with --memory the least the solver accepts, and under chess rules (the stalemate convention
// from the input's last byte, pawnchess_size.hpp) with 64 MiB for the memo of every position.
// Solved only on boards of at most 16 squares.
#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"
#include "fuzz/pawnchess_size.hpp"
#include "fuzz/verify_harness.hpp"

namespace {

using namespace boardsolve;

void check(const fuzz::verify_input& in, board_size board, pawnchess::rules r) {
  const auto positions = pawnchess::parse_instances(in.instance, board.rows, board.cols, r);
  fuzz::verify_expectation expect;
  if (const auto* parsed = std::get_if<0>(&positions))
    expect = {parsed->size(), board.rows * board.cols <= 16 && parsed->size() <= 16};
  run_options options;
  options.threads = 1;
  options.values["size"] = fmt::format("{}x{}", board.rows, board.cols);
  options.values["memory"] = std::to_string(
      r.chess() ? std::uint64_t{64} << 20 : pawnchess::minimum_memory(board.rows, board.cols));
  if (r.chess()) {
    options.values["rules"] = "chess";
    options.values["stalemate"] = r.stalemate == pawnchess::stalemate_rule::loss ? "loss" : "draw";
  }
  const bool draws = r.chess() && r.stalemate == pawnchess::stalemate_rule::draw;
  fuzz::check_verify(pawnchess_tool(), options, in, expect,
                     [draws](std::string_view text, std::size_t cases) {
                       return !std::holds_alternative<std::vector<pawnchess::outcome>>(
                           pawnchess::parse_answers(text, cases, draws));
                     });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::as_text(data, size);
  const fuzz::verify_input in = fuzz::split_at_nul(text);
  const board_size board = fuzz::guess_pawnchess_size(in.instance);
  check(in, board, pawnchess::rules{});
  check(in, board, fuzz::chess_rules_of(text));
  return 0;
}
