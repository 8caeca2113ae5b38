// The oracle that trusts nothing: plain minimax over every line of play, no pruning, no
// memory, on a grid of characters with the rules written out again square by square (no
// bitboards, no flipping), for both rule sets (chess's double steps, en passant, the last
// pawn taken, stalemate). Explicit stack; exponential time: for tiny boards and few pawns.
#include <string>
#include <vector>

#include "boardsolve/pawnchess.hpp"

namespace boardsolve::pawnchess {
namespace {

struct grid_position {
  int rows;
  int cols;
  std::string cells;    // row by row, 'P', 'p' or '.'
  char mover;           // 'P' or 'p'
  int en_passant = -1;  // r * cols + c of the square the mover may take onto; -1 if none

  char at(int r, int c) const { return cells[static_cast<std::size_t>(r * cols + c)]; }
  char& at(int r, int c) { return cells[static_cast<std::size_t>(r * cols + c)]; }
};

// The value for the mover if the game is over without looking at moves: a pawn on its far
// row, or under chess rules a side without pawns.
bool already_over(const grid_position& g, bool chess, game_value& value) {
  for (int c = 0; c < g.cols; ++c) {
    const char winner = g.at(0, c) == 'P' ? 'P' : (g.at(g.rows - 1, c) == 'p' ? 'p' : '.');
    if (winner != '.') {
      value = winner == g.mover ? game_value::win_in(0) : game_value::loss_in(0);
      return true;
    }
  }
  if (!chess) return false;
  const char foe = g.mover == 'P' ? 'p' : 'P';
  if (g.cells.find(g.mover) == std::string::npos) return value = game_value::loss_in(0), true;
  if (g.cells.find(foe) == std::string::npos) return value = game_value::win_in(0), true;
  return false;
}

struct frame {
  grid_position position;
  int square = 0;  // the next move to try: pawn on `square`, move `kind`
  int kind = 0;    // 0: diagonally left, 1: straight, 2: diagonally right, 3: two straight
  bool moved = false;
  game_value best = game_value::below_all();
};

// Finds the next legal move of f at or after (square, kind); false if none is left.
bool next_move(frame& f, bool chess, grid_position& child) {
  const grid_position& g = f.position;
  const char foe = g.mover == 'P' ? 'p' : 'P';
  const int forward = g.mover == 'P' ? -1 : 1;
  const int start_row = g.mover == 'P' ? g.rows - 2 : 1;
  const int kinds = chess ? 4 : 3;
  for (; f.square < g.rows * g.cols; ++f.square, f.kind = 0) {
    const int r = f.square / g.cols, c = f.square % g.cols;
    if (g.at(r, c) != g.mover) continue;
    for (; f.kind < kinds; ++f.kind) {
      const int tr = r + forward * (f.kind == 3 ? 2 : 1);
      const int tc = c + (f.kind == 3 ? 0 : f.kind - 1);
      if (tr < 0 || tr >= g.rows || tc < 0 || tc >= g.cols) continue;
      bool legal = false;
      bool en_passant = false;
      if (f.kind == 1) legal = g.at(tr, tc) == '.';
      if (f.kind == 3)
        legal = r == start_row && g.rows >= 4 && g.at(r + forward, c) == '.' && g.at(tr, tc) == '.';
      if (f.kind == 0 || f.kind == 2) {
        en_passant = g.en_passant == tr * g.cols + tc;
        legal = g.at(tr, tc) == foe || en_passant;
      }
      if (!legal) continue;
      child = g;
      child.at(r, c) = '.';
      child.at(tr, tc) = g.mover;
      if (en_passant) child.at(r, tc) = '.';
      child.mover = foe;
      child.en_passant = f.kind == 3 ? (r + forward) * g.cols + c : -1;
      ++f.kind;
      return true;
    }
  }
  return false;
}

}  // namespace

game_value solve_brute(const position& p, rules play_rules) {
  grid_position root{p.rows, p.cols, std::string(static_cast<std::size_t>(p.rows * p.cols), '.'),
                     p.to_move == side::white ? 'P' : 'p'};
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c) {
      const bitboard b = bitboard{1} << (8 * r + c);
      if (p.white & b) root.at(r, c) = 'P';
      if (p.black & b) root.at(r, c) = 'p';
    }
  const bool chess = play_rules.chess();
  if (chess && p.en_passant != no_square)
    root.en_passant = (p.en_passant / 8) * p.cols + p.en_passant % 8;
  // No legal move: lost under UVa's rules; with pawns left, a stalemate under chess's.
  const game_value stuck = chess && play_rules.stalemate == stalemate_rule::draw
                               ? game_value::draw()
                               : game_value::loss_in(0);
  game_value result;
  if (already_over(root, chess, result)) return result;
  std::vector<frame> stack{frame{root}};
  for (;;) {
    frame& f = stack.back();
    grid_position child;
    if (next_move(f, chess, child)) {
      f.moved = true;
      if (already_over(child, chess, result)) {
        if (result.backed_up() > f.best) f.best = result.backed_up();
      } else {
        stack.push_back(frame{std::move(child)});
      }
      continue;
    }
    result = f.moved ? f.best : stuck;
    stack.pop_back();
    if (stack.empty()) return result;
    frame& parent = stack.back();
    if (result.backed_up() > parent.best) parent.best = result.backed_up();
  }
}

}  // namespace boardsolve::pawnchess
