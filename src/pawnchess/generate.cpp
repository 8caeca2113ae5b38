// Seeded position families: random, the contest's, random play from the start, stuck, one
// move from the end, already won, the start; and every position the contest allows.
#include <algorithm>
#include <array>
#include <bit>

#include "boardsolve/pawnchess_search.hpp"
#include "geometry.hpp"
#include "uva_rules.hpp"

namespace boardsolve::pawnchess {
namespace {

// `count` squares of `allowed`, chosen uniformly at random (partial Fisher-Yates).
bitboard choose(bitboard allowed, int count, rng& random) {
  std::array<int, 64> squares;
  std::size_t n = 0;
  for (bitboard rest = allowed; rest; rest &= rest - 1) squares[n++] = std::countr_zero(rest);
  bitboard chosen = 0;
  for (std::size_t i = 0; i < static_cast<std::size_t>(count) && i < n; ++i) {
    const std::size_t j = i + static_cast<std::size_t>(random.below(n - i));
    std::swap(squares[i], squares[j]);
    chosen |= bitboard{1} << squares[i];
  }
  return chosen;
}

// White pawns off the top row, black pawns off the bottom row: nobody has won yet by a pawn.
position random_position(const geometry& g, int min_pawns, int max_pawns, rng& random) {
  position p{g.rows, g.cols, 0, 0, side::white};
  p.white = choose(g.board & ~g.top_row, random.between(min_pawns, max_pawns), random);
  p.black =
      choose(g.board & ~g.bottom_row & ~p.white, random.between(min_pawns, max_pawns), random);
  return p;
}

bool white_can_move(const geometry& g, const position& p) {
  return uva_rule_set::targets_of(g, {p.white, p.black}).any() != 0;
}

// White pawns that cannot move: add some at random, then drop every pawn that can move until
// none can (dropping one may free the pawn behind it).
position stuck_position(const geometry& g, rng& random) {
  position p = random_position(g, 0, g.cols, random);
  p.white |= choose(g.board & ~g.top_row & ~p.black, random.between(0, g.cols), random);
  for (;;) {
    const bitboard empty = g.board & ~p.white & ~p.black;
    const bitboard movers =
        ((empty << 8) | ((p.black & g.not_right) << 9) | ((p.black & g.not_left) << 7)) & p.white;
    if (!movers) return p;
    p.white &= ~movers;
  }
}

// A white pawn on row 1 with a move onto row 0; the rest at random.
position one_move_position(const geometry& g, rng& random) {
  position p = random_position(g, 0, g.cols - 1, random);
  const int col = random.between(0, g.cols - 1);
  const bitboard pawn = square_bit(1, col);
  p.black &= ~pawn & ~square_bit(0, col);  // the step ahead is free
  p.white = (p.white & ~square_bit(0, col)) | pawn;
  return p;
}

// Random play from the start for up to rows x cols plies, stopping before the game ends;
// with black to move, the board turned upside down with the colours swapped (the same game
// seen from the other side), since the input format has white to move.
position playout_position(const geometry& g, rng& random) {
  position p = start_position(g.rows, g.cols);
  for (int plies = random.between(0, g.rows * g.cols); plies > 0; --plies) {
    const auto moves = legal_moves(p);
    const position next = play(p, moves[random.index_below(moves.size())]);
    if (winner_at(next)) break;
    p = next;
  }
  if (p.to_move == side::black) p = {g.rows, g.cols, g.flip(p.black), g.flip(p.white), side::white};
  return p;
}

// Chess rules: random play from the chess start for up to rows x cols plies, stopping before
// the game ends; the side to move and a pending en passant square kept as they are.
position chess_playout_position(const geometry& g, rules r, rng& random) {
  position p = start_position(g.rows, g.cols, r);
  for (int plies = random.between(0, g.rows * g.cols); plies > 0; --plies) {
    const auto moves = legal_moves(p, r);
    const position next = play(p, moves[random.index_below(moves.size())]);
    if (final_value(next, r)) break;
    p = next;
  }
  return p;
}

bool black_can_move(const geometry& g, const position& p) {
  return uva_rule_set::targets_of(g, {g.flip(p.black), g.flip(p.white)}).any() != 0;
}

// The contest's guarantees: 1 to 4 pawns a side (at most a row), none on its far row, and
// white to move with a legal move.
bool contest_like(const geometry& g, const position& p) {
  const int cap = std::min(g.cols, 4);
  const int white = std::popcount(p.white), black = std::popcount(p.black);
  return white >= 1 && white <= cap && black >= 1 && black <= cap && !(p.white & g.top_row) &&
         !(p.black & g.bottom_row) && white_can_move(g, p);
}

constexpr int max_tries = 10'000;

// Black pawns each blocked by a white pawn just below and attacking none, white with a move
// but none onto the top row: black could not move if it were its turn. The last try is returned if
// none succeeds (2 x 2 boards have no such position).
position black_stuck_position(const geometry& g, rng& random) {
  const int cap = std::min(g.cols, 4);
  position p{g.rows, g.cols, 0, 0, side::white};
  for (int attempt = 0; attempt < max_tries; ++attempt) {
    const int blocked = random.between(1, std::max(1, cap - 1));
    p.black = choose(g.board & ~g.bottom_row, blocked, random);
    p.white = p.black << 8;
    p.white |= choose(g.board & ~g.top_row & ~p.white & ~p.black,
                      random.between(0, cap - std::popcount(p.white)), random);
    const bitboard wins_at_once = uva_rule_set::targets_of(g, {p.white, p.black}).any() & g.top_row;
    if (contest_like(g, p) && !black_can_move(g, p) && !wins_at_once) return p;
  }
  return p;
}

// Black's last pawn, with a white pawn that can take it: taking it leaves black without a
// move, white wins in 1.
position last_pawn_position(const geometry& g, rng& random) {
  position p{g.rows, g.cols, 0, 0, side::white};
  for (int attempt = 0; attempt < max_tries; ++attempt) {
    p = random_position(g, 1, std::min(g.cols, 4), random);
    const bitboard pawn = choose(p.black, 1, random);
    p.black = pawn;
    const bitboard takers = g.board & ~g.top_row & ~p.black &
                            (((pawn & g.not_left) << 7) | ((pawn & g.not_right) << 9));
    if (!takers) continue;
    p.white = (p.white & ~takers) | choose(takers, 1, random);
    if (contest_like(g, p)) return p;
  }
  return p;
}

// The longest of `samples` contest-like positions, by the plies of their outcome.
position long_game_position(const geometry& g, solver& s, int samples, rng& random) {
  position longest;
  int plies = -1;
  for (int i = 0; i < samples; ++i) {
    position p;
    do p = random_position(g, 1, std::min(g.cols, 4), random);
    while (!white_can_move(g, p));
    if (const int n = outcome_of(side::white, s.value(p)).plies; n > plies) {
      longest = p;
      plies = n;
    }
  }
  return longest;
}

// One side without pawns, the other with 1 to cols: white (1) or black (0), or black (0)
// when white has no pawn that can move.
position no_pawns_position(const geometry& g, rng& random) {
  position p = random_position(g, 1, g.cols, random);
  if (random.chance(0.5)) {
    p.white = 0;
  } else {
    p.black = 0;
  }
  return p;
}

// Every 4x4 position with 1 to 4 pawns a side, no pawn on its far row, white to move with a
// legal move: the contest's guarantees. 275,836 positions, in base-3 order of the squares.
std::vector<position> every_contest_position() {
  const geometry g(4, 4);
  std::vector<position> all;
  for (std::uint32_t code = 0; code < 43'046'721; ++code) {  // 3^16
    position p{4, 4, 0, 0, side::white};
    std::uint32_t digits = code;
    for (int square = 0; square < 16; ++square, digits /= 3) {
      if (digits % 3 == 1) p.white |= square_bit(square / 4, square % 4);
      if (digits % 3 == 2) p.black |= square_bit(square / 4, square % 4);
    }
    const int white = std::popcount(p.white), black = std::popcount(p.black);
    if (white < 1 || white > 4 || black < 1 || black > 4) continue;
    if ((p.white & g.top_row) || (p.black & g.bottom_row) || !white_can_move(g, p)) continue;
    all.push_back(p);
  }
  return all;
}

}  // namespace

std::string_view generator_kinds() {
  return "random, contest, playout, stuck, one-move, decided, start, contest-all, black-stuck, "
         "last-pawn, long-game, no-pawns";
}

namespace {

// The families under UVa's rules.
std::optional<std::vector<position>> generate_uva(std::string_view kind, int rows, int cols,
                                                  int count, rng& random) {
  const geometry g(rows, cols);
  if (kind == "contest-all") {
    if (rows != 4 || cols != 4) return std::nullopt;
    return every_contest_position();
  }
  if (kind == "start") return std::vector<position>{start_position(rows, cols)};
  std::vector<position> positions;
  if (kind == "long-game") {
    // A table for small boards, else a transposition table of 64 MiB.
    solver s(rows, cols,
             memory_bound(std::max(minimum_memory(rows, cols), std::uint64_t{64} << 20)));
    if (rows == 4 && cols == 4) {
      // The contest's longest games: the 180 positions of 10 plies or more.
      std::vector<position> longest;
      for (const position& p : every_contest_position())
        if (outcome_of(side::white, s.value(p)).plies >= 10) longest.push_back(p);
      for (int i = 0; i < count; ++i)
        positions.push_back(longest[random.index_below(longest.size())]);
      return positions;
    }
    for (int i = 0; i < count; ++i) positions.push_back(long_game_position(g, s, 256, random));
    return positions;
  }
  for (int i = 0; i < count; ++i) {
    if (kind == "random") {
      positions.push_back(random_position(g, 0, cols, random));
    } else if (kind == "contest") {
      position p;
      do p = random_position(g, 1, std::min(cols, 4), random);
      while (!white_can_move(g, p));
      positions.push_back(p);
    } else if (kind == "playout") {
      positions.push_back(playout_position(g, random));
    } else if (kind == "stuck") {
      positions.push_back(stuck_position(g, random));
    } else if (kind == "one-move") {
      positions.push_back(one_move_position(g, random));
    } else if (kind == "black-stuck") {
      positions.push_back(black_stuck_position(g, random));
    } else if (kind == "last-pawn") {
      positions.push_back(last_pawn_position(g, random));
    } else if (kind == "no-pawns") {
      positions.push_back(no_pawns_position(g, random));
    } else if (kind == "decided") {
      position p = random_position(g, 0, cols, random);
      const int col = random.between(0, cols - 1);
      if (random.chance(0.5)) {
        p.black &= ~square_bit(0, col);
        p.white |= square_bit(0, col);
      } else {
        p.white &= ~square_bit(rows - 1, col);
        p.black |= square_bit(rows - 1, col);
      }
      positions.push_back(p);
    } else {
      return std::nullopt;
    }
  }
  return positions;
}

}  // namespace

std::optional<std::vector<position>> generate(const generator_request& request, rng& random,
                                              rules r) {
  const std::string_view kind = request.kind;
  const int rows = request.rows, cols = request.cols, count = request.count;
  if (!r.chess() || (kind != "start" && kind != "playout"))
    return generate_uva(kind, rows, cols, count, random);
  if (rows < 4) return std::nullopt;  // no chess start: the two rows of pawns would overlap
  if (kind == "start") return std::vector<position>{start_position(rows, cols, r)};
  const geometry g(rows, cols);
  std::vector<position> positions;
  for (int i = 0; i < count; ++i) positions.push_back(chess_playout_position(g, r, random));
  return positions;
}

}  // namespace boardsolve::pawnchess
