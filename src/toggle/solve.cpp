// The production solver: one-type plans by linear algebra, then the plans with both types by
// bit-sliced one-type chases and row searches from their switch rows (sliced_search.hpp),
// both stages split over threads.
#include <algorithm>
#include <optional>
#include <vector>

#include "algo/parallel_for.hpp"
#include "linear_chase.hpp"
#include "sliced_search.hpp"

namespace boardsolve::toggle {
namespace {

// Below about this many first rows times rows, a board takes well under a millisecond and
// threads cost more than they save.
constexpr std::uint64_t threaded_work = std::uint64_t{1} << 16;
// Solutions of a one-type space per work item.
constexpr std::uint64_t one_type_chunk = 1024;
// Boards below this many 2^short * long steps are solved side by side, one thread each.
constexpr std::uint64_t small_board_work = std::uint64_t{1} << 20;

std::uint64_t work_of(const mask_board& b) {
  return (std::uint64_t{b.full} + 1) * static_cast<std::uint64_t>(b.rows);
}

}  // namespace

solution solve(const board& b, unsigned threads) {
  const mask_board mb(b);
  const std::vector<int> bound = packing_bound(mb);
  const unsigned workers = work_of(mb) < threaded_work ? 1 : threads;
  incumbent best;

  struct index_range {
    bool solid;
    std::uint64_t begin, end;
  };
  std::optional<algo::gf2_affine_space> one_type[2];
  std::vector<index_range> ranges;
  for (const bool solid : {false, true}) {
    auto& space = one_type[solid ? 1 : 0];
    space = first_rows_that_solve(mb, solid ? mb.full : 0);
    if (!space) continue;
    for (std::uint64_t begin = 0; begin < space->size(); begin += one_type_chunk)
      ranges.push_back({solid, begin, std::min(space->size(), begin + one_type_chunk)});
  }
  algo::parallel_for(ranges.size(), workers, [&](std::size_t i) {
    const index_range& r = ranges[i];
    search_one_type(mb, bound, r.solid, *one_type[r.solid ? 1 : 0], r.begin, r.end, best);
  });

  // Blocks return at once when a one-type plan meets the lower bound bound[0]: it is optimal
  // and precedes every mixed plan.
  const auto blocks = static_cast<std::size_t>((std::uint64_t{mb.full} + lanes) / lanes);
  algo::parallel_for(2 * blocks, workers, [&](std::size_t i) {
    search_first_rows(mb, bound, i % 2 == 1, static_cast<std::uint32_t>(i / 2), best);
  });

  solution s;
  s.count = best.moves();
  if (s.count != no_solution) s.moves = rebuild_plan(mb, best.seed());
  return s;
}

std::vector<solution> solve_all(std::span<const board> boards, unsigned threads,
                                const std::function<void()>& case_done, stop_token stop) {
  std::vector<solution> solutions(boards.size());
  std::vector<std::size_t> small, large;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    const auto short_side = static_cast<unsigned>(std::min(boards[i].rows, boards[i].cols));
    const auto work = (std::uint64_t{1} << short_side) *
                      static_cast<std::uint64_t>(std::max(boards[i].rows, boards[i].cols));
    (work < small_board_work ? small : large).push_back(i);
  }
  algo::parallel_for(small.size(), threads, [&](std::size_t k) {
    if (stop.stop_requested()) return;  // the boards left are skipped, then the call throws
    solutions[small[k]] = solve(boards[small[k]], 1);
    if (case_done) case_done();
  });
  for (const std::size_t i : large) {
    if (stop.stop_requested()) break;
    solutions[i] = solve(boards[i], threads);
    if (case_done) case_done();
  }
  if (stop.stop_requested()) throw search_stopped(false);
  return solutions;
}

}  // namespace boardsolve::toggle
