// The progress meter: silent without a sink or before the first report is due; otherwise
// "case K of T" lines, and a last line with every case done.
#include "core/progress_meter.hpp"

#include <gtest/gtest.h>

#include <string>
#include <thread>
#include <vector>

namespace boardsolve {
namespace {

TEST(ProgressMeter, SilentBeforeTheFirstReportIsDue) {
  std::vector<std::string> lines;
  run_options options;
  options.progress = [&](std::string_view line) { lines.emplace_back(line); };
  {
    progress_meter meter(options, 5, "captures", std::chrono::hours(1));
    for (int i = 0; i < 5; ++i) meter.case_done();
  }
  EXPECT_TRUE(lines.empty());
}

TEST(ProgressMeter, ReportsCasesDoneAndTheLastLine) {
  std::vector<std::string> lines;
  run_options options;
  options.progress = [&](std::string_view line) { lines.emplace_back(line); };
  {
    progress_meter meter(options, 4, "pawnchess", std::chrono::seconds(0));
    for (int i = 0; i < 4; ++i) meter.case_done();
  }
  // The first case is due at once; the next ones fall within the second that follows; the
  // destructor reports the end.
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_TRUE(lines[0].starts_with("pawnchess: case 1 of 4, ")) << lines[0];
  EXPECT_TRUE(lines[1].starts_with("pawnchess: case 4 of 4, ")) << lines[1];
  EXPECT_TRUE(lines[1].ends_with(" s")) << lines[1];
}

TEST(ProgressMeter, CountsEveryCaseFromManyThreads) {
  std::vector<std::string> lines;
  run_options options;
  options.progress = [&](std::string_view line) { lines.emplace_back(line); };
  {
    progress_meter meter(options, 4000, "toggle", std::chrono::seconds(0));
    std::vector<std::thread> workers;
    for (int w = 0; w < 4; ++w)
      workers.emplace_back([&] {
        for (int i = 0; i < 1000; ++i) meter.case_done();
      });
    for (std::thread& t : workers) t.join();
  }
  ASSERT_FALSE(lines.empty());
  EXPECT_TRUE(lines.back().starts_with("toggle: case 4000 of 4000, ")) << lines.back();
}

}  // namespace
}  // namespace boardsolve
