// The oracle that trusts nothing: plain minimax over every line of play, no pruning, no
// memory, on a grid of characters with the rules written out again square by square (no
// bitboards, no flipping). Explicit stack; exponential time.
#include <string>
#include <vector>

#include "boardsolve/pawnchess.hpp"

namespace boardsolve::pawnchess {
namespace {

struct grid_position {
  int rows;
  int cols;
  std::string cells;  // row by row, 'P', 'p' or '.'
  char mover;         // 'P' or 'p'

  char at(int r, int c) const { return cells[static_cast<std::size_t>(r * cols + c)]; }
  char& at(int r, int c) { return cells[static_cast<std::size_t>(r * cols + c)]; }
};

// The value for the mover if the game is already over by a pawn on its far row.
bool already_over(const grid_position& g, game_value& value) {
  for (int c = 0; c < g.cols; ++c) {
    const char winner = g.at(0, c) == 'P' ? 'P' : (g.at(g.rows - 1, c) == 'p' ? 'p' : '.');
    if (winner != '.') {
      value = winner == g.mover ? game_value::win_in(0) : game_value::loss_in(0);
      return true;
    }
  }
  return false;
}

struct frame {
  grid_position position;
  int square = 0;     // the next move to try: pawn on `square`, direction `direction`
  int direction = 0;  // 0: diagonally left, 1: straight, 2: diagonally right
  bool moved = false;
  game_value best = game_value::below_all();
};

// Finds the next legal move of f at or after (square, direction); false if none is left.
bool next_move(frame& f, grid_position& child) {
  const grid_position& g = f.position;
  const char foe = g.mover == 'P' ? 'p' : 'P';
  const int forward = g.mover == 'P' ? -1 : 1;
  for (; f.square < g.rows * g.cols; ++f.square, f.direction = 0) {
    const int r = f.square / g.cols, c = f.square % g.cols;
    if (g.at(r, c) != g.mover) continue;
    for (; f.direction < 3; ++f.direction) {
      const int tr = r + forward, tc = c + f.direction - 1;
      if (tr < 0 || tr >= g.rows || tc < 0 || tc >= g.cols) continue;
      const bool legal = f.direction == 1 ? g.at(tr, tc) == '.' : g.at(tr, tc) == foe;
      if (!legal) continue;
      child = g;
      child.at(r, c) = '.';
      child.at(tr, tc) = g.mover;
      child.mover = foe;
      ++f.direction;
      return true;
    }
  }
  return false;
}

}  // namespace

game_value solve_brute(const position& p) {
  grid_position root{p.rows, p.cols, std::string(static_cast<std::size_t>(p.rows * p.cols), '.'),
                     p.to_move == side::white ? 'P' : 'p'};
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c) {
      const bitboard b = bitboard{1} << (8 * r + c);
      if (p.white & b) root.at(r, c) = 'P';
      if (p.black & b) root.at(r, c) = 'p';
    }
  game_value result;
  if (already_over(root, result)) return result;
  std::vector<frame> stack{frame{root}};
  for (;;) {
    frame& f = stack.back();
    grid_position child;
    if (next_move(f, child)) {
      f.moved = true;
      if (already_over(child, result)) {
        if (result.backed_up() > f.best) f.best = result.backed_up();
      } else {
        stack.push_back(frame{std::move(child)});
      }
      continue;
    }
    result = f.moved ? f.best : game_value::loss_in(0);  // no legal move: lost
    stack.pop_back();
    if (stack.empty()) return result;
    frame& parent = stack.back();
    if (result.backed_up() > parent.best) parent.best = result.backed_up();
  }
}

}  // namespace boardsolve::pawnchess
