// bench_solve_timer <puzzle> <input file> [samples [size]]: times `solve` of the puzzle's tool on
// the file's text, in process and on one thread, as the JavaScript module calls it; each sample
// repeats solve until at least 20 ms have passed, the figure is the median of the samples'
// means (bench/web/timing.mjs times the module the same way). Prints one line of JSON:
// {"puzzle":..., "samples":N, "median_ms":..., "min_ms":..., "out_bytes":...}.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "boardsolve/tool.hpp"

int main(int argc, char** argv) {
  if (argc < 3 || argc > 5) {
    std::fprintf(stderr, "usage: bench_solve_timer <puzzle> <input file> [samples [size]]\n");
    return 2;
  }
  const boardsolve::puzzle_tool* tool = boardsolve::find_puzzle(argv[1]);
  std::ifstream in(argv[2], std::ios::binary);
  if (!tool || !in) {
    std::fprintf(stderr, "bench_solve_timer: unknown puzzle or unreadable file\n");
    return 2;
  }
  std::ostringstream text;
  text << in.rdbuf();
  const boardsolve::text_file input{argv[2], std::move(text).str()};
  boardsolve::run_options options;
  options.threads = 1;
  if (argc == 5) options.values["size"] = argv[4];  // the board size of pawnchess
  const int samples = argc >= 4 ? std::max(1, std::atoi(argv[3])) : 15;

  using clock = std::chrono::steady_clock;
  std::size_t out_bytes = 0;
  const auto once = [&] {
    const boardsolve::tool_result r = tool->solve(input, options);
    if (r.exit_code != 0) {
      std::fprintf(stderr, "%s", r.err.c_str());
      std::exit(1);
    }
    out_bytes = r.out.size();
  };
  once();  // two warm-up runs
  once();
  std::vector<double> means;
  for (int s = 0; s < samples; ++s) {
    int count = 0;
    const auto start = clock::now();
    double elapsed = 0;
    do {
      once();
      ++count;
      elapsed = std::chrono::duration<double, std::milli>(clock::now() - start).count();
    } while (elapsed < 20);
    means.push_back(elapsed / count);
  }
  std::sort(means.begin(), means.end());
  fmt::print(
      "{{\"puzzle\":\"{}\",\"samples\":{},\"median_ms\":{:.4f},\"min_ms\":{:.4f},"
      "\"out_bytes\":{}}}\n",
      tool->name, samples, means[means.size() / 2], means.front(), out_bytes);
}
