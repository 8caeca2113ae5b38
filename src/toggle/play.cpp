// Playing by hand: the moves a player may make from a state, why a move is refused, the state
// after a move, and the best next move. The best completion of the moves made is the solver's
// plan when that plan contains them; otherwise a row search (view (a) of
// docs/algorithms/toggle.md) over the plans that contain them, with their types preset.
#include <algorithm>
#include <array>
#include <cassert>
#include <climits>

#include <fmt/format.h>

#include "boardsolve/toggle.hpp"
#include "mask_board.hpp"

namespace boardsolve::toggle {
namespace {

std::size_t at(int i) {
  return static_cast<std::size_t>(i);
}

std::string cell(int r, int c) {
  return fmt::format("({},{})", r + 1, c + 1);
}

// The moves made so far, seen in the rows of the solver's view of the board.
struct made_moves {
  std::vector<row_mask> cells;      // per row: the cells pressed
  std::vector<std::uint8_t> types;  // per row: 0, or the type of its moves
  row_mask typed[2] = {0, 0};       // columns holding hollow moves, solid moves
};

made_moves view_of(const play_state& s, const mask_board& mb) {
  made_moves p{std::vector<row_mask>(at(mb.rows) + 1, 0),
               std::vector<std::uint8_t>(at(mb.rows), 0)};
  for (int r = 0; r < s.pressed.rows; ++r)
    for (int c = 0; c < s.pressed.cols; ++c)
      if (const std::uint8_t t = s.pressed(r, c); t != 0) {
        const int row = mb.transposed ? c : r, col = mb.transposed ? r : c;
        p.cells[at(row)] |= row_mask{1} << col;
        p.types[at(row)] = t;
        p.typed[t - 1] |= row_mask{1} << col;
      }
  return p;
}

struct keeping_node {
  chase at;
  row_mask typed[2] = {0, 0};
  int moves = 0;
  std::uint32_t choices = 0;  // the types taken at free rows (bit k: the k-th, 1 = solid)
  int decisions = 0;
};

// The types a row's moves `u` may take, given the columns typed so far and the moves made.
struct row_options {
  bool hollow = false;
  bool solid = false;
};
row_options options(row_mask u, const row_mask typed[2], std::uint8_t made_type) {
  return {!(u & typed[1]) && made_type != 2, !(u & typed[0]) && made_type != 1};
}

struct best_plan {
  int moves = INT_MAX;
  row_mask first = 0;
  std::uint32_t choices = 0;
};

// Every plan whose first row is `first` and which contains the moves made, depth first with
// an explicit stack (at most cols + 2 nodes: a node is pushed only at a free row, which types a
// new column), cut by the packing bound.
void search(const mask_board& mb, const made_moves& p, std::span<const int> bound, row_mask first,
            best_plan& best) {
  std::array<keeping_node, max_short_side + 2> stack;
  std::size_t size = 0;
  stack[size] = {chase::start(mb, first), {p.typed[0], p.typed[1]}, 0, 0, 0};
  ++size;
  while (size > 0) {
    keeping_node node = stack[--size];
    for (;;) {
      if (node.at.done(mb)) {
        if (node.at.pending == 0 && node.moves < best.moves)
          best = {node.moves, first, node.choices};
        break;
      }
      const row_mask u = node.at.pending;
      const std::size_t row = at(node.at.row);
      if ((u & p.cells[row]) != p.cells[row]) break;  // a move made is not in this plan
      node.moves += count(u);
      if (node.moves + bound[row + 2] >= best.moves) break;
      const row_options may = options(u, node.typed, p.types[row]);
      if (u == 0) {
        node.at.step(mb, false);
        continue;
      }
      if (!may.hollow && !may.solid) break;  // the row's moves meet columns of both types
      bool solid = !may.hollow;
      if (may.hollow && may.solid) {  // a free row: hollow now, solid later
        assert(size < stack.size());
        keeping_node& other = stack[size++];
        other = node;
        other.choices |= std::uint32_t{1} << other.decisions++;
        other.typed[1] |= u;
        other.at.step(mb, true);
        ++node.decisions;
        solid = false;
      }
      node.typed[solid ? 1 : 0] |= u;
      node.at.step(mb, solid);
    }
  }
}

// The plan the search found, replayed from its first row and choices, in board coordinates.
std::vector<move> rebuild(const mask_board& mb, const made_moves& p, const best_plan& best) {
  std::vector<move> plan;
  chase ch = chase::start(mb, best.first);
  row_mask typed[2] = {p.typed[0], p.typed[1]};
  int decision = 0;
  while (!ch.done(mb)) {
    const row_mask u = ch.pending;
    const row_options may = options(u, typed, p.types[at(ch.row)]);
    bool solid = !may.hollow;
    if (u != 0 && may.hollow && may.solid) solid = (best.choices >> decision++) & 1U;
    for (row_mask w = u; w != 0; w &= w - 1)
      plan.push_back(mb.to_move(ch.row, std::countr_zero(w), solid));
    typed[solid ? 1 : 0] |= u;
    ch.step(mb, solid);
  }
  return plan;
}

bool contains_moves_made(const play_state& s, std::span<const move> plan) {
  int found = 0;
  for (const move& m : plan) found += s.pressed(m.row, m.col) == static_cast<std::uint8_t>(m.type);
  return found == s.moves;
}

}  // namespace

play_state start_play(const board& b) {
  return {b,
          b,
          grid<std::uint8_t>(b.rows, b.cols, 0),
          std::vector<std::uint8_t>(at(b.rows), 0),
          std::vector<std::uint8_t>(at(b.cols), 0),
          0};
}

std::vector<move> legal_moves(const play_state& s) {
  std::vector<move> moves;
  for (int r = 0; r < s.now.rows; ++r)
    for (int c = 0; c < s.now.cols; ++c) {
      if (s.pressed(r, c) != 0) continue;
      const std::uint8_t rt = s.row_types[at(r)], ct = s.col_types[at(c)];
      if (rt != 0 && ct != 0 && rt != ct) continue;
      if (const std::uint8_t t = rt != 0 ? rt : ct; t != 0) {
        moves.push_back({r, c, static_cast<move_type>(t)});
      } else {
        moves.push_back({r, c, move_type::hollow});
        moves.push_back({r, c, move_type::solid});
      }
    }
  return moves;
}

std::string why_illegal(const play_state& s, const move& m) {
  const int t = static_cast<int>(m.type);
  if (t != 1 && t != 2) return "a move is type 1 (hollow) or type 2 (solid)";
  if (!s.now.contains(m.row, m.col)) return cell(m.row, m.col) + " is off the board";
  if (s.pressed(m.row, m.col) != 0)
    return cell(m.row, m.col) + " is already pressed: undo that move to take it back";
  const int rt = s.row_types[at(m.row)], ct = s.col_types[at(m.col)];
  if (rt != 0 && ct != 0 && rt != ct)
    return fmt::format("row {} has type {} moves and column {} type {} moves: no move fits {}",
                       m.row + 1, rt, m.col + 1, ct, cell(m.row, m.col));
  if (rt != 0 && rt != t)
    return fmt::format("row {} already has type {} moves: {} must be type {} too", m.row + 1, rt,
                       cell(m.row, m.col), rt);
  if (ct != 0 && ct != t)
    return fmt::format("column {} already has type {} moves: {} must be type {} too", m.col + 1, ct,
                       cell(m.row, m.col), ct);
  return {};
}

play_state play(const play_state& s, const move& m) {
  assert(why_illegal(s, m).empty());
  play_state next = s;
  const auto flip = [&next](int r, int c) {
    if (next.now.contains(r, c)) next.now(r, c) ^= 1;
  };
  flip(m.row - 1, m.col);
  flip(m.row + 1, m.col);
  flip(m.row, m.col - 1);
  flip(m.row, m.col + 1);
  if (m.type == move_type::solid) flip(m.row, m.col);
  const auto t = static_cast<std::uint8_t>(m.type);
  next.pressed(m.row, m.col) = t;
  next.row_types[at(m.row)] = t;
  next.col_types[at(m.col)] = t;
  ++next.moves;
  return next;
}

bool is_goal(const play_state& s) {
  return std::none_of(s.now.cells.begin(), s.now.cells.end(), [](std::uint8_t w) { return w; });
}

solution solve_from(const play_state& s) {
  if (is_goal(s)) return {0, {}};
  solution whole = solve(s.start);
  if (whole.count == no_solution) return whole;
  if (!contains_moves_made(s, whole.moves)) {
    // No plan is shorter than the solver's, but this one drops a move made: search the plans
    // that keep every move made.
    const mask_board mb(s.start);
    const made_moves p = view_of(s, mb);
    const std::vector<int> bound = packing_bound(mb);
    best_plan best;
    const row_mask open = mb.full & ~p.cells[0];
    for (row_mask rest = open;; rest = (rest - 1) & open) {
      search(mb, p, bound, rest | p.cells[0], best);
      if (rest == 0) break;
    }
    if (best.moves == INT_MAX) return {no_solution, {}};
    whole = {best.moves, rebuild(mb, p, best)};
    std::sort(whole.moves.begin(), whole.moves.end(), [](const move& a, const move& b) {
      return a.row != b.row ? a.row < b.row : a.col < b.col;
    });
  }
  std::erase_if(whole.moves, [&s](const move& m) { return s.pressed(m.row, m.col) != 0; });
  whole.count = static_cast<int>(whole.moves.size());
  return whole;
}

std::optional<move> best_move(const play_state& s) {
  const solution rest = solve_from(s);
  if (rest.moves.empty()) return std::nullopt;
  return rest.moves.front();
}

}  // namespace boardsolve::toggle
