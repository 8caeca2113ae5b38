// The production solver: a value table for small boards, the MTD(f) search for the others;
// and what follows from exact values: every move scored, the principal line.
#include <algorithm>
#include <cassert>
#include <optional>

#include "search.hpp"
#include "value_table.hpp"

namespace boardsolve::pawnchess {

struct solver::engine {
  geometry g;
  std::optional<value_table> table;
  std::optional<proof_search> search;
};

std::uint64_t minimum_memory(int rows, int cols) {
  if (const auto entries = value_table::entries_for(rows, cols)) return *entries;
  return std::uint64_t{1} << 20;
}

solver::solver(int rows, int cols, solver_options options)
    : engine_(std::make_unique<engine>(engine{geometry(rows, cols), {}, {}})) {
  assert(rows >= min_side && rows <= max_side && cols >= min_side && cols <= max_side);
  assert(options.memory >= minimum_memory(rows, cols));
  if (value_table::entries_for(rows, cols)) {
    engine_->table.emplace(engine_->g);
  } else {
    engine_->search.emplace(engine_->g, options.memory, std::move(options.progress),
                            std::move(options.checkpoint), options.checkpoint_every);
  }
}

solver::~solver() = default;
solver::solver(solver&&) noexcept = default;
solver& solver::operator=(solver&&) noexcept = default;

game_value solver::value(const position& p) {
  const geometry& g = engine_->g;
  assert(p.rows == g.rows && p.cols == g.cols);
  const view v = view_of(g, p);
  if (const auto decided = decided_value(g, v, targets_of(g, v))) return *decided;
  return engine_->table ? engine_->table->value(v) : engine_->search->value(v, p.to_move);
}

search_report solver::report() const {
  if (engine_->search) return engine_->search->report();
  search_report r;
  r.positions = r.expanded = engine_->table->solved();
  r.table_used = engine_->table->solved();
  r.table_capacity = engine_->table->entries();
  return r;
}

bool solver::uses_table() const {
  return engine_->table.has_value();
}

std::vector<scored_move> scored_moves(solver& s, const position& p) {
  std::vector<scored_move> scored;
  for (const move m : legal_moves(p)) scored.push_back({m, s.value(play(p, m)).backed_up()});
  std::stable_sort(scored.begin(), scored.end(),
                   [](const scored_move& a, const scored_move& b) { return a.value > b.value; });
  return scored;
}

std::vector<move> principal_line(solver& s, const position& start) {
  std::vector<move> line;
  position p = start;
  while (!winner_at(p)) {
    const game_value target = s.value(p);
    const auto moves = legal_moves(p);
    const auto best = std::find_if(moves.begin(), moves.end(), [&](move m) {
      return s.value(play(p, m)).backed_up() == target;
    });
    assert(best != moves.end());
    line.push_back(*best);
    p = play(p, *best);
  }
  return line;
}

}  // namespace boardsolve::pawnchess
