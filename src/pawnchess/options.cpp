// The options pawnchess declares beyond the common ones: its rules, the board size of its
// inputs, the solver's memory bound, what solve and show add, and the checkpoint of long runs.
#include "options.hpp"

namespace boardsolve::pawnchess {
namespace {

constexpr std::string_view rule_sets[] = {"uva", "chess"};
constexpr std::string_view stalemate_rules[] = {"draw", "loss"};
constexpr subcommand_set every_run = {subcommand::solve, subcommand::verify, subcommand::gen,
                                      subcommand::show, subcommand::validate};
constexpr subcommand_set solver_runs = {subcommand::solve, subcommand::verify, subcommand::show};

const option_declaration declarations[] = {
    {"rules", option_type::choice, every_run,
     "pawnchess: uva (the contest's, default) or chess (double steps, en passant, stalemate)",
     rule_sets, 0, 0, "uva"},
    {"stalemate", option_type::choice, every_run,
     "pawnchess --rules chess: a side with pawns but no move has drawn (draw, default) or lost "
     "(loss)",
     stalemate_rules, 0, 0, "draw"},
    {"size", option_type::text, solver_runs,
     "board size RxC of the input (pawnchess; default 4x4)"},
    {"size",
     option_type::text,
     {subcommand::validate},
     "pawnchess: board size RxC (default 4x4)",
     {},
     0,
     0,
     {},
     "RxC"},
    {"memory", option_type::memory_size, solver_runs,
     "memory bound of the solver, e.g. 512M or 4G (pawnchess; default 1G)"},
    {"stats",
     option_type::flag,
     {subcommand::solve},
     "a line of search statistics per case on stderr (pawnchess)"},
    {"moves",
     option_type::flag,
     {subcommand::show},
     "every legal move of the position with its value (pawnchess)"},
    {"known",
     option_type::flag,
     {subcommand::show},
     "no search: what the tables and --checkpoint (read, never written; may be larger than "
     "--memory) prove of the position and each move (pawnchess)",
     {},
     0,
     0,
     {},
     {},
     option_reach::command_line},
    {"checkpoint",
     option_type::text,
     solver_runs,
     "keep a long search's state in FILE and resume from it (or from FILE.portable, its "
     "costliest part, on another machine); Ctrl-C writes it, then stops (pawnchess)",
     {},
     0,
     0,
     {},
     "FILE",
     option_reach::command_line},
    {"checkpoint-every",
     option_type::integer,
     solver_runs,
     "seconds between two checkpoints (default 300; 0: at every progress report, each 2^20 "
     "positions)",
     {},
     0,
     86400,
     "300",
     {},
     option_reach::command_line},
};

}  // namespace

std::span<const option_declaration> tool_declarations() {
  return declarations;
}

declared_values own(const run_options& options) {
  return {declarations, options.values};
}

bool saves_on_stop(const run_options& options) {
  const declared_values values = own(options);
  return !values.text("checkpoint").empty() && !values.flag("known");
}

}  // namespace boardsolve::pawnchess
