#pragma once
// SIGINT and SIGTERM as a stop request: the library holds no signal handler, so the command
// line's handler sets the flag behind the stop_token a long run takes (run_options::stop),
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
tool_result run_stopped_by_signals(bool catch_signals, run_options options,
                                   const std::function<tool_result(const run_options&)>& run);

/// True if a run of `puzzle` with `options` keeps state that a signal should let it save (a
/// pawnchess checkpoint): puzzle_tool::saves_on_stop.
inline bool saves_on_stop(const puzzle_tool& puzzle, const run_options& options) {
  return puzzle.saves_on_stop && puzzle.saves_on_stop(options);
}

}  // namespace boardsolve::cli
