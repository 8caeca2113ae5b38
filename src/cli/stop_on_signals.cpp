#include "stop_on_signals.hpp"

#include <unistd.h>

#include <atomic>
#include <csignal>

namespace boardsolve::cli {
namespace {

// What the handler may touch: lock-free atomics and write(2), both async-signal-safe. The
// flag is the one behind the run's stop_token, so no thread need pass the request on.
static_assert(std::atomic<int>::is_always_lock_free,
              "a signal handler may only set lock-free atomics");
std::atomic<int> received_signal{0};
std::atomic<bool> stop_requested{false};

void on_stop_signal(int signal_number) {
  int none = 0;
  if (!received_signal.compare_exchange_strong(none, signal_number)) {
    std::signal(signal_number, SIG_DFL);
    std::raise(signal_number);
    return;
  }
  stop_requested.store(true);
  static constexpr char message[] =
      "boardsolve: writing the checkpoint, then stopping (again: stop at once)\n";
  [[maybe_unused]] const auto written = ::write(STDERR_FILENO, message, sizeof message - 1);
}

constexpr int stop_signals[] = {SIGINT, SIGTERM};

// While it lives, the handler of each of stop_signals that the caller did not ignore; then
// the handler before it again.
class signal_handlers {
 public:
  signal_handlers() {
    for (std::size_t i = 0; i < std::size(stop_signals); ++i) {
      previous_[i] = std::signal(stop_signals[i], on_stop_signal);
      if (previous_[i] == SIG_IGN) std::signal(stop_signals[i], SIG_IGN);
    }
  }
  signal_handlers(const signal_handlers&) = delete;
  signal_handlers& operator=(const signal_handlers&) = delete;
  ~signal_handlers() {
    for (std::size_t i = 0; i < std::size(stop_signals); ++i)
      if (previous_[i] != SIG_IGN && previous_[i] != SIG_ERR)
        std::signal(stop_signals[i], previous_[i]);
  }

 private:
  using handler = void (*)(int);
  handler previous_[std::size(stop_signals)] = {};
};

}  // namespace

tool_result run_stopped_by_signals(bool catch_signals, run_options options,
                                   const std::function<tool_result(const run_options&)>& run) {
  if (!catch_signals) return run(options);
  options.stop = stop_token(stop_requested);
  tool_result result;
  {
    const signal_handlers handlers;
    result = run(options);
  }
  if (const int signal_number = received_signal.load(); result.stopped && signal_number != 0)
    result.exit_code = 128 + signal_number;
  return result;
}

}  // namespace boardsolve::cli
