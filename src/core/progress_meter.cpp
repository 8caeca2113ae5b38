#include "core/progress_meter.hpp"

#include <fmt/format.h>

namespace boardsolve {

progress_meter::progress_meter(const run_options& options, std::size_t cases,
                               std::string_view puzzle, clock::duration first_report)
    : sink_(options.progress ? &options.progress : nullptr),
      cases_(cases),
      puzzle_(puzzle),
      next_report_(start_ + first_report) {}

progress_meter::~progress_meter() {
  if (reported_) report(done_.load());
}

void progress_meter::case_done() {
  const std::size_t done = done_.fetch_add(1) + 1;
  if (!sink_) return;
  const clock::time_point now = clock::now();
  const std::lock_guard lock(report_mutex_);
  if (now < next_report_) return;
  next_report_ = now + std::chrono::seconds(1);
  reported_ = true;
  report(done);
}

void progress_meter::report(std::size_t done) {
  const double seconds = std::chrono::duration<double>(clock::now() - start_).count();
  (*sink_)(fmt::format("{}: case {} of {}, {:.0f} s", puzzle_, done, cases_, seconds));
}

}  // namespace boardsolve
