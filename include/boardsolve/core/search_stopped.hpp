#pragma once
// The end of a long call whose caller asked it to stop (a stop_token in its options).

#include <exception>

namespace boardsolve {

/// Thrown by a search that stopped on request: after writing its checkpoint (`saved`), or
/// at once when it has none, or only reads it.
struct search_stopped : std::exception {
  bool saved;
  explicit search_stopped(bool saved_checkpoint) : saved(saved_checkpoint) {}
  const char* what() const noexcept override { return "the search stopped on request"; }
};

}  // namespace boardsolve
