#include "stop_on_signals.hpp"

#include <semaphore.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <stop_token>
#include <thread>

namespace boardsolve::cli {
namespace {

// What a signal handler may touch: a lock-free atomic, write(2) and sem_post(3), all
// async-signal-safe. A std::stop_source is not (its request runs callbacks under a lock),
// so a thread of the command line's own waits on the semaphore and makes the request.
static_assert(std::atomic<int>::is_always_lock_free,
              "a signal handler may only set lock-free atomics");
std::atomic<int> received_signal{0};
sem_t wake_watcher;

void on_stop_signal(int signal_number) {
  int none = 0;
  if (!received_signal.compare_exchange_strong(none, signal_number)) {
    std::signal(signal_number, SIG_DFL);
    std::raise(signal_number);
    return;
  }
  static constexpr char message[] =
      "boardsolve: writing the checkpoint, then stopping (again: stop at once)\n";
  [[maybe_unused]] const auto written = ::write(STDERR_FILENO, message, sizeof message - 1);
  ::sem_post(&wake_watcher);
}

constexpr int stop_signals[] = {SIGINT, SIGTERM};

// While it lives: the handlers of the signals that were not ignored, and the thread that
// turns the first signal into a request of `source`.
class signal_watch {
 public:
  explicit signal_watch(std::stop_source& source) {
    ::sem_init(&wake_watcher, 0, 0);
    watcher_ = std::thread([&source] {
      while (::sem_wait(&wake_watcher) != 0 && errno == EINTR) {
      }
      if (received_signal.load() != 0) source.request_stop();
    });
    for (std::size_t i = 0; i < std::size(stop_signals); ++i) {
      if (std::signal(stop_signals[i], on_stop_signal) == SIG_IGN) {
        std::signal(stop_signals[i], SIG_IGN);
      } else {
        caught_[i] = true;
      }
    }
  }
  signal_watch(const signal_watch&) = delete;
  signal_watch& operator=(const signal_watch&) = delete;
  ~signal_watch() {
    for (std::size_t i = 0; i < std::size(stop_signals); ++i)
      if (caught_[i]) std::signal(stop_signals[i], SIG_DFL);
    ::sem_post(&wake_watcher);  // the watcher ends, whether a signal came or not
    watcher_.join();
    ::sem_destroy(&wake_watcher);
  }

 private:
  std::thread watcher_;
  bool caught_[std::size(stop_signals)] = {};
};

}  // namespace

tool_result run_stopped_by_signals(bool catch_signals, tool_options options,
                                   const std::function<tool_result(const tool_options&)>& run) {
  if (!catch_signals) return run(options);
  std::stop_source source;
  options.stop = source.get_token();
  tool_result result;
  {
    const signal_watch watch(source);
    result = run(options);
  }
  if (const int signal_number = received_signal.load(); result.stopped && signal_number != 0)
    result.exit_code = 128 + signal_number;
  return result;
}

}  // namespace boardsolve::cli
