#pragma once
// A request that every search with a checkpoint write it and stop, made from a signal
// handler: Ctrl-C on an hours-long solve then loses nothing, where it would otherwise lose
// the work since the last checkpoint. Process-wide, as signals are.

#include <exception>

namespace boardsolve::pawnchess {

/// Asks the searches under way to write their checkpoints and throw search_stopped, at their
/// next progress report (every 2^20 positions). Async-signal-safe.
void request_stop(int signal_number) noexcept;

/// The signal number of the request, or 0 if none was made. Async-signal-safe.
int stop_requested() noexcept;

/// Thrown by a search that stopped on request: after writing its checkpoint (`saved`), or
/// one that only reads its checkpoint, at once.
struct search_stopped : std::exception {
  bool saved;
  explicit search_stopped(bool saved_checkpoint) : saved(saved_checkpoint) {}
  const char* what() const noexcept override { return "the search stopped on request"; }
};

}  // namespace boardsolve::pawnchess
