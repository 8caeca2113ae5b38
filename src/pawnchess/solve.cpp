// The production solver: a value table for small boards, the memo for small chess boards, the
// search for the others; and what follows from exact values: every move scored, the principal
// line.
#include <algorithm>
#include <cassert>
#include <memory>
#include <numeric>
#include <optional>

#include "boardsolve/pawnchess_search.hpp"
#include "checkpoint.hpp"
#include "chess_memo.hpp"
#include "proof_search.hpp"
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

// What the solver asks of its engine, whichever it is.
struct solver::engine {
  virtual ~engine() = default;
  virtual game_value value(const position& p, std::optional<game_value> first_guess) = 0;
  virtual bool has_value(const position& p, game_value expected) = 0;
  virtual value_bounds known_bounds(const position& p) = 0;
  virtual search_report report() const = 0;
  virtual bool uses_table() const { return false; }
};

namespace {

// The search under rule set `Rules`.
template <search_rule_set Rules>
struct search_engine final : solver::engine {
  proof_search<Rules> search;

  search_engine(const Rules& rules, solver_options& options, checkpoint_access access)
      : search(rules, options.memory, std::move(options.progress), std::move(options.checkpoint),
               options.checkpoint_every, access, options.threads, std::move(options.stop)) {}

  game_value value(const position& p, std::optional<game_value> first_guess) override {
    const auto v = search.rules_of_play().view_of(p);
    if (const auto decided = search.rules_of_play().decided(v)) return *decided;
    return search.value(v, p.to_move, first_guess);
  }
  bool has_value(const position& p, game_value expected) override {
    return search.has_value(search.rules_of_play().view_of(p), expected);
  }
  value_bounds known_bounds(const position& p) override {
    return search.known_bounds(search.rules_of_play().view_of(p));
  }
  search_report report() const override { return search.report(); }
};

// A table of exact values, filled as queries need them: UVa's value table or chess's memo.
template <class Table, class Rules>
struct table_engine final : solver::engine {
  Rules rules;
  Table table;

  template <class... Args>
  table_engine(const Rules& r, Args&&... args) : rules(r), table(std::forward<Args>(args)...) {}

  game_value value(const position& p, std::optional<game_value>) override {
    return table.value(rules.view_of(p));
  }
  bool has_value(const position& p, game_value expected) override {
    return value(p, std::nullopt) == expected;
  }
  value_bounds known_bounds(const position& p) override {
    return value_bounds::exactly(value(p, std::nullopt));
  }
  search_report report() const override {
    search_report r;
    r.positions = r.expanded = r.table_used = table.solved();
    r.table_capacity = table.capacity();
    return r;
  }
  bool uses_table() const override { return true; }
};

std::unique_ptr<solver::engine> engine_for(int rows, int cols, solver_options& options) {
  const geometry g(rows, cols);
  const checkpoint_access access = access_of(options, g);
  if (options.play_rules.chess()) {
    using choice = solver_options::engine_choice;
    const chess_rule_set rules(g, options.play_rules.stalemate);
    const bool memo =
        options.chess_engine == choice::memo ||
        (options.chess_engine == choice::automatic && rows * cols <= chess_memo_max_squares);
    if (memo)
      return std::make_unique<table_engine<chess_memo, chess_rule_set>>(rules, rules,
                                                                        options.memory);
    return std::make_unique<search_engine<chess_rule_set>>(rules, options, access);
  }
  const uva_rule_set rules(g);
  if (value_table::entries_for(rows, cols))
    return std::make_unique<table_engine<value_table, uva_rule_set>>(rules, g);
  return std::make_unique<search_engine<uva_rule_set>>(rules, options, access);
}

}  // namespace

std::uint64_t minimum_memory(int rows, int cols) {
  if (const auto entries = value_table::entries_for(rows, cols)) return *entries;
  return std::uint64_t{1} << 20;
}

solver::solver(int rows, int cols, solver_options options)
    : play_rules_(options.play_rules), rows_(rows), cols_(cols) {
  assert(rows >= min_side && rows <= max_side && cols >= min_side && cols <= max_side);
  // Chess rules keep no value table: their engines start from 1 MiB whatever the size.
  assert(options.memory >=
         (options.play_rules.chess() ? std::uint64_t{1} << 20 : minimum_memory(rows, cols)));
  // Built in place: its searches cannot move (they hold atomics and a helper thread).
  engine_ = engine_for(rows, cols, options);
}

solver::solver(int rows, int cols, rules r, std::uint64_t memory)
    : solver(rows, cols, [&] {
        solver_options options = memory_bound(memory);
        options.play_rules = r;
        return options;
      }()) {}

solver::~solver() = default;
solver::solver(solver&&) noexcept = default;
solver& solver::operator=(solver&&) noexcept = default;

game_value solver::value(const position& p, std::optional<game_value> first_guess) {
  assert(p.rows == rows_ && p.cols == cols_);
  return engine_->value(p, first_guess);
}

bool solver::has_value(const position& p, game_value expected) {
  assert(p.rows == rows_ && p.cols == cols_);
  return engine_->has_value(p, expected);
}

value_bounds solver::known_bounds(const position& p) {
  assert(p.rows == rows_ && p.cols == cols_);
  return engine_->known_bounds(p);
}

search_report solver::report() const {
  return engine_->report();
}

bool solver::uses_table() const {
  return engine_->uses_table();
}

const rules& solver::play_rules() const {
  return play_rules_;
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
