// The theorem of docs/algorithms/kingjump.md checked condition by condition, checker by
// checker, in the plainest code: for `show`, which names the condition that fails, and as a
// third implementation that the stress tests hold against solve() and the brute force.
#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <vector>

#include "boardsolve/kingjump.hpp"

namespace boardsolve::kingjump {
namespace {

struct diagonal {
  square a, b;  // its two ends, the upper one first
};

// The two diagonals through the checker on q: up-left to down-right, up-right to down-left.
std::array<diagonal, 2> diagonals_of(square q) {
  return {diagonal{{q.row - 1, q.col - 1}, {q.row + 1, q.col + 1}},
          diagonal{{q.row - 1, q.col + 1}, {q.row + 1, q.col - 1}}};
}

bool on_board(const board& b, square s) {
  return b.contains(s.row, s.col);
}
cell at(const board& b, square s) {
  return b(s.row, s.col);
}

// Some king could jump along d: both ends on the board, empty or a king, not two kings.
bool some_king_could_use(const board& b, const diagonal& d) {
  if (!on_board(b, d.a) || !on_board(b, d.b)) return false;
  const auto open = [](cell c) { return c == cell::empty || c == cell::king; };
  return open(at(b, d.a)) && open(at(b, d.b)) &&
         !(at(b, d.a) == cell::king && at(b, d.b) == cell::king);
}

// The lattice of `corner`: the squares (r + 2a, c + 2b) with a + b even.
bool on_lattice(square corner, square s) {
  const int dr = s.row - corner.row, dc = s.col - corner.col;
  return dr % 2 == 0 && dc % 2 == 0 && ((dr + dc) % 4 + 4) % 4 == 0;
}

lattice_verdict judge_lattice(const board& b, square corner, const std::vector<square>& checkers) {
  lattice_verdict v{corner, obstacle::none, {}, 0};
  const auto fail = [&](obstacle why, std::vector<square> where) {
    v.why = why;
    v.where = std::move(where);
    return v;
  };
  // (1) Every checker lies between two squares of the lattice that are not blocked. (They are
  // on the board: a checker on the edge is stranded, and the caller has ruled that out.)
  std::vector<diagonal> jumps;
  for (const square q : checkers) {
    const auto both = diagonals_of(q);
    const diagonal* d = on_lattice(corner, both[0].a)   ? &both[0]
                        : on_lattice(corner, both[1].a) ? &both[1]
                                                        : nullptr;
    if (!d) return fail(obstacle::off_lattice, {q});
    for (const square end : {d->a, d->b}) {
      assert(on_board(b, end));
      if (at(b, end) == cell::unused || at(b, end) == cell::checker)
        return fail(obstacle::landing_blocked, {q, end});
    }
    jumps.push_back(*d);
  }
  // (2) Exactly one king stands at an end of a jump.
  grid<std::uint8_t> degree(b.rows, b.cols, 0);
  std::vector<square> kings;
  for (const diagonal& d : jumps)
    for (const square end : {d.a, d.b}) {
      ++degree(end.row, end.col);
      if (at(b, end) == cell::king && degree(end.row, end.col) == 1) kings.push_back(end);
    }
  if (kings.empty()) return fail(obstacle::no_king_on_lattice, {});
  if (kings.size() > 1) {
    std::sort(kings.begin(), kings.end(),
              [](square x, square y) { return x.row != y.row ? x.row < y.row : x.col < y.col; });
    return fail(obstacle::two_kings, {kings[0], kings[1]});
  }
  const square king = kings[0];
  // (3) No square of odd degree but the king and one more.
  std::vector<square> odd;
  bool king_odd = false;
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c)
      if (degree(r, c) % 2 == 1) {
        odd.push_back({r, c});
        king_odd |= square{r, c} == king;
      }
  if (odd.size() > 2) {
    v.count = odd.size();
    odd.resize(std::min<std::size_t>(odd.size(), 4));  // enough to name
    return fail(obstacle::too_many_odd, odd);
  }
  if (odd.size() == 2 && !king_odd) return fail(obstacle::king_not_odd, {odd[0], odd[1], king});
  // (4) Every jump is reachable from the king: breadth-first search over the jumps.
  grid<std::uint8_t> seen(b.rows, b.cols, 0);
  std::vector<square> queue{king};
  seen(king.row, king.col) = 1;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const square s = queue[head];
    for (const int dr : {-1, 1})
      for (const int dc : {-1, 1}) {
        const square over{s.row + dr, s.col + dc}, onto{s.row + 2 * dr, s.col + 2 * dc};
        if (!on_board(b, onto) || at(b, over) != cell::checker || seen(over.row, over.col))
          continue;
        seen(over.row, over.col) = 1;
        ++v.count;
        if (!seen(onto.row, onto.col)) {
          seen(onto.row, onto.col) = 1;
          queue.push_back(onto);
        }
      }
  }
  if (v.count < checkers.size())
    for (const square q : checkers)
      if (!seen(q.row, q.col)) return fail(obstacle::split, {king, q});
  v.where = {king};
  return v;
}

}  // namespace

diagnosis diagnose(const board& b) {
  diagnosis d;
  std::vector<square> checkers;
  square first_king{-1, -1};
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c)
      if (b(r, c) == cell::checker) {
        checkers.push_back({r, c});
      } else if (b(r, c) == cell::king && d.kings++ == 0) {
        first_king = {r, c};
      }
  d.checkers = checkers.size();
  if (d.kings == 0) {
    d.why = obstacle::no_king;
    return d;
  }
  if (checkers.empty()) {
    d.king = first_king;
    return d;
  }
  for (const square q : checkers) {
    const auto both = diagonals_of(q);
    if (!some_king_could_use(b, both[0]) && !some_king_could_use(b, both[1])) {
      d.why = obstacle::stranded_checker;
      d.where = {q};
      return d;
    }
  }
  // The first checker is not stranded, so it is not on the edge: both corners are squares.
  const square q0 = checkers[0];
  for (const square corner : {square{q0.row - 1, q0.col - 1}, square{q0.row - 1, q0.col + 1}})
    d.lattices.push_back(judge_lattice(b, corner, checkers));
  for (const lattice_verdict& v : d.lattices) {
    if (v.why != obstacle::none) continue;
    const square k = v.where[0];
    if (!d.king || k.row < d.king->row || (k.row == d.king->row && k.col < d.king->col)) d.king = k;
  }
  return d;
}

}  // namespace boardsolve::kingjump
