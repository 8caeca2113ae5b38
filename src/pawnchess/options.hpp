#pragma once
// The options pawnchess declares (its row of the puzzle table), and its typed view of their
// values in a run.

#include <span>

#include "boardsolve/tool.hpp"

namespace boardsolve::pawnchess {

/// --rules, --stalemate, --size (of the inputs), --memory, --stats, --moves, --known,
/// --checkpoint and --checkpoint-every, with the subcommands that take each.
std::span<const option_declaration> tool_declarations();

/// The values of those options in a run.
declared_values own(const run_options& options);

/// A run keeps its checkpoint when one is named, except show --known, which only reads it.
bool saves_on_stop(const run_options& options);

}  // namespace boardsolve::pawnchess
