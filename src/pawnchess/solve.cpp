// The production solver: a value table for small boards, the MTD(f) search for the others;
// and what follows from exact values: every move scored, the principal line.
#include <algorithm>
#include <cassert>
#include <numeric>
#include <optional>

#include "checkpoint.hpp"
#include "chess_memo.hpp"
#include "chess_search.hpp"
#include "search.hpp"
#include "value_table.hpp"

namespace boardsolve::pawnchess {
namespace {

// Chess rules: boards of at most this many squares memoise every position they meet.
constexpr int chess_memo_max_squares = 16;

// How the solver of `options` on boards of `g` uses its checkpoint.
checkpoint_access access_of(const solver_options& options, const geometry& g) {
  using use = solver_options::checkpoint_use;
  if (options.checkpoint_mode == use::read_only) return checkpoint_access::read_in_place;
  if (options.checkpoint_mode == use::read_only_if_finished && !options.checkpoint.empty() &&
      holds_finished_search(options.checkpoint, g, options.play_rules))
    return checkpoint_access::read_copy;
  return checkpoint_access::read_write;
}

}  // namespace

struct solver::engine {
  geometry g;
  rules play_rules;
  std::optional<value_table> table;
  std::optional<proof_search> search;
  std::optional<chess_memo> memo;
  std::optional<chess_search> chess;
};

std::uint64_t minimum_memory(int rows, int cols) {
  if (const auto entries = value_table::entries_for(rows, cols)) return *entries;
  return std::uint64_t{1} << 20;
}

solver::solver(int rows, int cols, solver_options options)
    // Built in place: its searches cannot move (they hold atomics and a helper thread).
    : engine_(new engine{geometry(rows, cols), options.play_rules, {}, {}, {}, {}}) {
  assert(rows >= min_side && rows <= max_side && cols >= min_side && cols <= max_side);
  // Chess rules keep no value table: their engines start from 1 MiB whatever the size.
  assert(options.memory >=
         (options.play_rules.chess() ? std::uint64_t{1} << 20 : minimum_memory(rows, cols)));
  const checkpoint_access access = access_of(options, engine_->g);
  if (options.play_rules.chess()) {
    using choice = solver_options::engine_choice;
    const chess_geometry cg(rows, cols, options.play_rules.stalemate);
    const bool memo =
        options.chess_engine == choice::memo ||
        (options.chess_engine == choice::automatic && rows * cols <= chess_memo_max_squares);
    if (memo) {
      engine_->memo.emplace(cg, options.memory);
    } else {
      engine_->chess.emplace(cg, options.memory, std::move(options.progress),
                             std::move(options.checkpoint), options.checkpoint_every, access,
                             options.threads, std::move(options.stop));
    }
  } else if (value_table::entries_for(rows, cols)) {
    engine_->table.emplace(engine_->g);
  } else {
    engine_->search.emplace(engine_->g, options.memory, std::move(options.progress),
                            std::move(options.checkpoint), options.checkpoint_every, access,
                            options.threads, std::move(options.stop));
  }
}

solver::~solver() = default;
solver::solver(solver&&) noexcept = default;
solver& solver::operator=(solver&&) noexcept = default;

game_value solver::value(const position& p, std::optional<game_value> first_guess) {
  const geometry& g = engine_->g;
  assert(p.rows == g.rows && p.cols == g.cols);
  if (engine_->play_rules.chess()) {
    const chess_view v = chess_view_of(g, p);
    return engine_->memo ? engine_->memo->value(v)
                         : engine_->chess->value(v, p.to_move, first_guess);
  }
  const view v = view_of(g, p);
  if (const auto decided = decided_value(g, v, targets_of(g, v))) return *decided;
  return engine_->table ? engine_->table->value(v)
                        : engine_->search->value(v, p.to_move, first_guess);
}

bool solver::has_value(const position& p, game_value expected) {
  const geometry& g = engine_->g;
  assert(p.rows == g.rows && p.cols == g.cols);
  if (engine_->chess) return engine_->chess->has_value(chess_view_of(g, p), expected);
  if (engine_->search) return engine_->search->has_value(view_of(g, p), expected);
  return value(p) == expected;
}

value_bounds solver::known_bounds(const position& p) {
  const geometry& g = engine_->g;
  assert(p.rows == g.rows && p.cols == g.cols);
  if (engine_->chess) return engine_->chess->known_bounds(chess_view_of(g, p));
  if (engine_->search) return engine_->search->known_bounds(view_of(g, p));
  return value_bounds::exactly(value(p));
}

search_report solver::report() const {
  if (engine_->search) return engine_->search->report();
  if (engine_->chess) return engine_->chess->report();
  if (engine_->memo) {
    search_report r;
    r.positions = r.expanded = r.table_used = engine_->memo->solved();
    r.table_capacity = engine_->memo->capacity();
    return r;
  }
  search_report r;
  r.positions = r.expanded = engine_->table->solved();
  r.table_used = engine_->table->solved();
  r.table_capacity = engine_->table->entries();
  return r;
}

bool solver::uses_table() const {
  return engine_->table.has_value() || engine_->memo.has_value();
}

const rules& solver::play_rules() const {
  return engine_->play_rules;
}

std::vector<scored_move> scored_moves(solver& s, const position& p) {
  std::vector<scored_move> scored;
  for (const move m : legal_moves(p, s.play_rules()))
    scored.push_back({m, s.value(play(p, m)).backed_up()});
  std::stable_sort(scored.begin(), scored.end(),
                   [](const scored_move& a, const scored_move& b) { return a.value > b.value; });
  return scored;
}

std::vector<move> principal_line(solver& s, const position& start) {
  std::vector<move> line;
  position p = start;
  game_value target = s.value(p);
  while (!final_value(p, s.play_rules())) {
    // The first move whose position is worth exactly what a best move leaves; the other
    // moves need only the test that fails, not their own values. Moves whose positions are
    // known to be worth the least to the opponent come first: after a search that proved the
    // value, the table usually names the best move, and its two tests are in the proof.
    const game_value child_target = target.for_child();
    const auto moves = legal_moves(p, s.play_rules());
    std::vector<position> children(moves.size());
    std::vector<game_value> hint(moves.size());
    for (std::size_t i = 0; i < moves.size(); ++i) {
      children[i] = play(p, moves[i]);
      hint[i] = s.known_bounds(children[i]).hi;
    }
    std::vector<std::size_t> order(moves.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return hint[a] < hint[b]; });
    const auto best = std::find_if(order.begin(), order.end(), [&](std::size_t i) {
      return s.has_value(children[i], child_target);
    });
    assert(best != order.end());
    const move chosen = moves[*best];
    line.push_back(chosen);
    p = play(p, chosen);
    target = child_target;
  }
  return line;
}

}  // namespace boardsolve::pawnchess
