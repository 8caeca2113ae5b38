#pragma once
// Progress of a long run, for people watching it: "case K of T, S s" through the sink of
// run_options::progress, at most once a second and only from the first second on, so short
// runs stay silent.

#include <atomic>
#include <chrono>
#include <cstddef>
#include <mutex>
#include <string_view>

#include "boardsolve/tool.hpp"

namespace boardsolve {

class progress_meter {
 public:
  using clock = std::chrono::steady_clock;

  /// Counts `cases` cases of `puzzle`; reports nothing if `options.progress` is empty.
  progress_meter(const run_options& options, std::size_t cases, std::string_view puzzle,
                 clock::duration first_report = std::chrono::seconds(1));
  /// After any report, the last one: every case done (or how far the run got).
  ~progress_meter();
  progress_meter(const progress_meter&) = delete;
  progress_meter& operator=(const progress_meter&) = delete;

  /// One more case is done; thread-safe. O(1), and no clock read when nobody listens.
  void case_done();

 private:
  void report(std::size_t done);

  const std::function<void(std::string_view)>* sink_;
  std::size_t cases_;
  std::string_view puzzle_;
  clock::time_point start_ = clock::now();
  std::atomic<std::size_t> done_{0};
  std::mutex report_mutex_;  // guards next_report_ and reported_
  clock::time_point next_report_;
  bool reported_ = false;
};

}  // namespace boardsolve
