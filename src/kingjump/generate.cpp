// Seeded boards in the contest's layout ('-' on the squares with r + c even, 0-based): random
// trails with checkers dropped on them (solvable by construction), their near misses, blocked
// landings, crowds of kings, random boards.
#include <array>
#include <cmath>
#include <optional>
#include <utility>
#include <vector>

#include "boardsolve/kingjump.hpp"

namespace boardsolve::kingjump {
namespace {

// The four diagonal directions, in reading order.
constexpr std::array<square, 4> steps = {{{-1, -1}, {-1, 1}, {1, -1}, {1, 1}}};

square shifted(square s, square step, int times) {
  return {s.row + times * step.row, s.col + times * step.col};
}

bool playable(int r, int c) {
  return (r + c) % 2 == 1;
}

board contest_board(int n) {
  board b(n, n, cell::unused);
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (playable(r, c)) b(r, c) = cell::empty;
  return b;
}

square random_square(int n, rng& random) {
  return {random.between(0, n - 1), random.between(0, n - 1)};
}

struct trail {
  square start;                 // the king
  std::vector<square> squares;  // every square the trail stands on
  std::vector<square> checkers;
};

// The jumps from `at` over an empty square onto an empty one, as directions.
std::size_t free_jumps(const board& b, square at, std::array<square, 4>& open) {
  std::size_t count = 0;
  for (const square step : steps) {
    const square over = shifted(at, step, 1), onto = shifted(at, step, 2);
    if (b.contains(onto.row, onto.col) && b(over.row, over.col) == cell::empty &&
        b(onto.row, onto.col) == cell::empty)
      open[count++] = step;
  }
  return count;
}

// A random trail with a checker dropped on every square it jumps, grown to `length` checkers
// or until it cannot grow. It is kept a trail from ends[0] to ends[1]: it grows at ends[1] by
// random jumps; when stuck there it grows at the other end (reversed), and when it has closed
// into a circuit it is restarted from a random square of the circuit with a free jump (a
// circuit is a trail from any of its squares). The king goes on ends[0].
trail walk(board& b, std::size_t length, rng& random) {
  trail t;
  const int n = b.rows;
  if (n < 2) return t;
  square at = random_square(n, random);
  if (!playable(at.row, at.col)) at.col += at.col + 1 < n ? 1 : -1;
  std::array<square, 2> ends = {at, at};
  t.squares.push_back(at);
  std::array<square, 4> open{};
  bool other_end_stuck = false;
  while (t.checkers.size() < length) {
    if (const std::size_t count = free_jumps(b, ends[1], open); count > 0) {
      const square step = open[random.index_below(count)];
      const square over = shifted(ends[1], step, 1);
      b(over.row, over.col) = cell::checker;
      t.checkers.push_back(over);
      ends[1] = shifted(ends[1], step, 2);
      t.squares.push_back(ends[1]);
      other_end_stuck = false;
    } else if (ends[0] == ends[1]) {
      std::size_t pick = t.squares.size();
      for (int attempt = 0; attempt < 64 && pick == t.squares.size(); ++attempt)
        if (const std::size_t k = random.index_below(t.squares.size());
            free_jumps(b, t.squares[k], open))
          pick = k;
      for (std::size_t k = 0; k < t.squares.size() && pick == t.squares.size(); ++k)
        if (free_jumps(b, t.squares[k], open)) pick = k;
      if (pick == t.squares.size()) break;
      ends = {t.squares[pick], t.squares[pick]};
    } else if (!other_end_stuck) {
      std::swap(ends[0], ends[1]);
      other_end_stuck = true;
    } else {
      break;
    }
  }
  t.start = ends[0];
  b(t.start.row, t.start.col) = cell::king;
  return t;
}

// A random free playable square satisfying `wanted`, or nothing after a fair number of tries.
template <class Wanted>
bool place_somewhere(board& b, cell what, rng& random, Wanted wanted) {
  for (int attempt = 0; attempt < 1000; ++attempt) {
    const square s = random_square(b.rows, random);
    if (b(s.row, s.col) == cell::empty && wanted(s)) {
      b(s.row, s.col) = what;
      return true;
    }
  }
  return false;
}

bool next_to_a_checker(const board& b, square s) {
  for (const square step : steps) {
    const square t = shifted(s, step, 1);
    if (b.contains(t.row, t.col) && b(t.row, t.col) == cell::checker) return true;
  }
  return false;
}

// Every jump of the lattice of a king on (1, 2) (0-based (0, 1)): a checker between every two
// of its squares two steps apart diagonally, about side^2 / 4 checkers, the longest answer
// a board of this side can have. Every lattice square then has an even number of jumps but two
// corners with one, the king's among them, so the king takes them all; a side of 4k + 2 would
// leave four such corners, so the last row and column are left out there.
// Whether `s` is on the lattice of the king on `king`: the squares (r + 2a, c + 2b), a + b even.
bool on_lattice(square king, square s) {
  const int dr = s.row - king.row, dc = s.col - king.col;
  return dr % 2 == 0 && dc % 2 == 0 && (dr / 2 + dc / 2) % 2 == 0;
}

// Kings on free squares of the other lattice next to the trail's checkers: each could jump a
// checker, none blocks the trail. The first is the earliest such square in reading order, so
// that it comes before the trail's king whenever one does; the others at random.
void add_decoys(board& b, const trail& t, rng& random) {
  std::vector<square> spots;
  for (const square q : t.checkers)
    for (const square step : steps) {
      const square s = shifted(q, step, 1);
      if (b.contains(s.row, s.col) && b(s.row, s.col) == cell::empty && !on_lattice(t.start, s))
        spots.push_back(s);
    }
  if (spots.empty()) return;
  const auto earlier = [](square x, square y) {
    return x.row != y.row ? x.row < y.row : x.col < y.col;
  };
  square first = spots[0];
  for (const square s : spots)
    if (earlier(s, first)) first = s;
  b(first.row, first.col) = cell::king;
  const std::size_t more = random.index_below(4);
  for (std::size_t i = 0; i < more; ++i) {
    const square s = spots[random.index_below(spots.size())];
    b(s.row, s.col) = cell::king;
  }
}

board full_lattice(int side) {
  board b = contest_board(side);
  if (side < 2) return b;  // no playable square
  const int used = side % 4 == 2 ? side - 1 : side;
  for (int r = 0; r + 2 < used; r += 2)
    for (int c = (r % 4 == 0 ? 1 : 3); c < used; c += 4)
      for (const int dc : {-1, 1})
        if (c + 2 * dc >= 0 && c + 2 * dc < used) b(r + 1, c + dc) = cell::checker;
  b(0, 1) = cell::king;
  return b;
}

}  // namespace

std::string_view generator_kinds() {
  return "trail, near, blocked, kings, random, empty, full, crossed, decoys";
}

namespace {

board one_board(std::string_view kind, int side, double density, rng& random) {
  if (kind == "full") return full_lattice(side);
  board b = contest_board(side);
  const auto n = static_cast<double>(side);
  if (kind == "random" || kind == "empty") {
    if (density < 0) density = kind == "random" ? 0.3 : 0.02;
    for (cell& c : b.cells) {
      if (c != cell::empty) continue;
      if (kind == "random" && random.chance(density)) {
        c = cell::checker;
      } else if (random.chance(kind == "random" ? 0.05 : density)) {
        c = cell::king;
      }
    }
    return b;
  }
  // The trail families: `density` is the share of the squares next to the king's lattice
  // (n^2 / 4) that the walk tries to fill with checkers.
  if (density < 0) density = 0.5;
  const trail t = walk(b, static_cast<std::size_t>(std::llround(density * n * n / 4)), random);
  if (t.squares.empty()) return b;
  if (kind == "near" && !t.checkers.empty()) {
    // One checker taken away from the trail, or one added next to the king's lattice.
    if (random.chance(0.5)) {
      const square q = t.checkers[random.index_below(t.checkers.size())];
      b(q.row, q.col) = cell::empty;
    } else {
      const square q = t.checkers[0];
      place_somewhere(b, cell::checker, random, [&](square s) {
        return (s.row - q.row) % 2 == 0 && (s.col - q.col) % 2 == 0 && s.row > 0 && s.col > 0 &&
               s.row < side - 1 && s.col < side - 1;
      });
    }
  } else if (kind == "blocked" && t.squares.size() > 1) {
    // A king on a square the trail lands on, or a checker on the edge, where no jump lands.
    if (random.chance(0.5)) {
      const square s = t.squares[random.index_below(t.squares.size())];
      if (s != t.start) b(s.row, s.col) = cell::king;
    } else {
      place_somewhere(b, cell::checker, random, [&](square s) {
        return s.row == 0 || s.col == 0 || s.row == side - 1 || s.col == side - 1;
      });
    }
  } else if (kind == "crossed" && t.squares.size() > 2) {
    // A second king on a square the trail lands on: each king stands where the other must
    // land, so neither captures every checker.
    std::vector<square> landings;
    for (const square s : t.squares)
      if (s != t.start) landings.push_back(s);
    if (!landings.empty()) {
      const square s = landings[random.index_below(landings.size())];
      b(s.row, s.col) = cell::king;
    }
  } else if (kind == "decoys") {
    add_decoys(b, t, random);
  } else if (kind == "kings") {
    // Kings on half of the free squares that no checker touches: they block nothing.
    for (int r = 0; r < side; ++r)
      for (int c = 0; c < side; ++c)
        if (b(r, c) == cell::empty && !next_to_a_checker(b, {r, c}) && random.chance(0.5))
          b(r, c) = cell::king;
  }
  return b;
}

}  // namespace

std::optional<std::vector<board>> generate(const generator_request& request, rng& random) {
  if (!is_generator_kind(generator_kinds(), request.kind) || request.rows != request.cols)
    return std::nullopt;
  std::vector<board> boards;
  for (int i = 0; i < request.count; ++i)
    boards.push_back(one_board(request.kind, request.rows, request.density, random));
  return boards;
}

}  // namespace boardsolve::kingjump
