#include "stop_request.hpp"

#include <atomic>

namespace boardsolve::pawnchess {

namespace {
static_assert(std::atomic<int>::is_always_lock_free,
              "a signal handler may only set lock-free atomics");
std::atomic<int> requested_signal{0};
}  // namespace

void request_stop(int signal_number) noexcept {
  requested_signal.store(signal_number, std::memory_order_relaxed);
}

int stop_requested() noexcept {
  return requested_signal.load(std::memory_order_relaxed);
}

}  // namespace boardsolve::pawnchess
