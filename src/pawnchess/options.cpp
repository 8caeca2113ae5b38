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
    {.name = "rules",
     .type = option_type::choice,
     .commands = every_run,
     .help = "pawnchess: uva (the contest's, default) or chess (double steps, en passant, "
             "stalemate)",
     .choices = rule_sets,
     .default_value = "uva",
     .typed = true},
    {.name = "stalemate",
     .type = option_type::choice,
     .commands = every_run,
     .help = "pawnchess --rules chess: a side with pawns but no move has drawn (draw, default) "
             "or lost (loss)",
     .choices = stalemate_rules,
     .default_value = "draw",
     .typed = true},
    {.name = "size",
     .type = option_type::text,
     .commands = solver_runs,
     .help = "board size RxC of the input (pawnchess; default 4x4)"},
    {.name = "size",
     .type = option_type::text,
     .commands = {subcommand::validate},
     .help = "pawnchess: board size RxC (default 4x4)",
     .value_name = "RxC"},
    {.name = "memory",
     .type = option_type::memory_size,
     .commands = solver_runs,
     .help = "memory bound of the solver, e.g. 512M or 4G (pawnchess; default 1G)",
     .typed = true},
    {.name = "stats",
     .type = option_type::flag,
     .commands = {subcommand::solve},
     .help = "a line of search statistics per case on stderr (pawnchess)"},
    {.name = "moves",
     .type = option_type::flag,
     .commands = {subcommand::show},
     .help = "every legal move of the position with its value (pawnchess)"},
    {.name = "known",
     .type = option_type::flag,
     .commands = {subcommand::show},
     .help = "no search: what the tables and --checkpoint (read, never written; may be larger "
             "than --memory) prove of the position and each move (pawnchess)",
     .reach = option_reach::command_line},
    {.name = "checkpoint",
     .type = option_type::text,
     .commands = solver_runs,
     .help = "keep a long search's state in FILE and resume from it (or from FILE.portable, "
             "its costliest part, on another machine); Ctrl-C writes it, then stops (pawnchess)",
     .value_name = "FILE",
     .reach = option_reach::command_line},
    {.name = "checkpoint-every",
     .type = option_type::integer,
     .commands = solver_runs,
     .help = "seconds between two checkpoints (default 300; 0: at every progress report, each "
             "2^20 positions)",
     .min = 0,
     .max = 86400,
     .default_value = "300",
     .reach = option_reach::command_line},
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
