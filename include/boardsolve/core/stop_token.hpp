#pragma once
// A caller's request that a long call stop. The library holds no signal handler and no
// process-wide flag: each call takes its own token, and its caller (the command line on
// SIGINT, Python on Ctrl-C, a server, another thread) sets the flag behind it.

#include <atomic>

namespace boardsolve {

/// A view of a flag that the caller owns and sets to ask a call to stop; the flag outlives the
/// call. A lock-free atomic, so that a signal handler may set it directly (a std::stop_source
/// may not be requested there, and the libc++ of the Emscripten that builds the JavaScript
/// module has no <stop_token>). A default token is never requested. O(1), a relaxed load.
class stop_token {
 public:
  static_assert(std::atomic<bool>::is_always_lock_free,
                "a signal handler may only set lock-free atomics");

  stop_token() = default;
  explicit stop_token(const std::atomic<bool>& requested) : requested_(&requested) {}

  /// True once the caller has set the flag.
  bool stop_requested() const noexcept {
    return requested_ != nullptr && requested_->load(std::memory_order_relaxed);
  }

 private:
  const std::atomic<bool>* requested_ = nullptr;
};

}  // namespace boardsolve
