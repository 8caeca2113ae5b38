#pragma once
// A long call of the library that Ctrl-C stops: the library holds no signal handler, and a
// call that held the GIL (or ran without looking at Python's signals) would let Ctrl-C wait
// until it ended, minutes later. The call runs on a thread of its own with a stop token,
// while the calling thread waits, the GIL released, and looks for pending signals between
// waits.

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>

#include <pybind11/pybind11.h>

#include "boardsolve/core/stop_token.hpp"

namespace boardsolve::python {

/// Runs `work(token)` on a new thread and returns what it returns (or throws what it throws),
/// the GIL released meanwhile. Every `slice` the calling thread takes the GIL back to run
/// Python's signal handlers (PyErr_CheckSignals: in the main thread only, as Python does);
/// when one raises (KeyboardInterrupt on Ctrl-C), it sets the flag behind `token`, waits for
/// `work` to end (a pawnchess search ends within milliseconds; work that does not look at the
/// token, when it is done) and raises that exception. Each call has its own flag, so calls
/// in other threads go on.
template <class Work>
auto call_stoppable(Work work, std::chrono::milliseconds slice = std::chrono::milliseconds(50)) {
  namespace py = pybind11;
  using answer = decltype(work(stop_token{}));
  std::mutex mutex;
  std::condition_variable ended;
  bool done = false;
  std::optional<answer> result;
  std::exception_ptr failure;
  std::atomic<bool> stop_requested{false};
  std::thread worker;
  {
    py::gil_scoped_release release;
    worker = std::thread([&] {
      try {
        result.emplace(work(stop_token(stop_requested)));
      } catch (...) {
        failure = std::current_exception();
      }
      std::lock_guard lock(mutex);
      done = true;
      ended.notify_all();
    });
  }
  for (;;) {
    {
      py::gil_scoped_release release;
      std::unique_lock lock(mutex);
      if (ended.wait_for(lock, slice, [&] { return done; })) break;
    }
    if (PyErr_CheckSignals() != 0) {
      stop_requested.store(true);
      {
        py::gil_scoped_release release;
        worker.join();
      }
      throw py::error_already_set();
    }
  }
  {
    py::gil_scoped_release release;
    worker.join();
  }
  if (failure) std::rethrow_exception(failure);
  return std::move(*result);
}

}  // namespace boardsolve::python
