#pragma once
// SIGINT and SIGTERM as a stop request: the library holds no signal handler, so the command
// line's handler sets the flag behind the stop_token a long run takes (tool_options::stop),
// and the run writes its checkpoint, then stops.

#include <functional>

#include "boardsolve/tool.hpp"

namespace boardsolve::cli {

/// Runs `run(options)`. With `catch_signals`, SIGINT and SIGTERM (each unless the caller
/// ignores it, as a shell does for a job started with `&`) are caught meanwhile: the first
/// says "boardsolve: writing the checkpoint, then stopping (again: stop at once)" on stderr
/// and requests a stop of the token given to `run` in options.stop; a second one ends the
/// process at once, as the signal does by default. A run that stopped on a signal exits with
/// 128 + its number. The handlers before the call are restored on return.
tool_result run_stopped_by_signals(bool catch_signals, tool_options options,
                                   const std::function<tool_result(const tool_options&)>& run);

/// True if a run with `options` may write a checkpoint, which a signal should let it keep:
/// --checkpoint is given (pawnchess), and the run is not show --known, which only reads it.
inline bool may_write_checkpoint(const tool_options& options) {
  return !options.checkpoint.empty() && !options.known;
}

}  // namespace boardsolve::cli
