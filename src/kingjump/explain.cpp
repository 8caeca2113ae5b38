// Why no king captures every checker, in words, and the squares those words name: for the
// text of `show` and for the SVG picture, which marks the squares.
#include "explain.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace boardsolve::kingjump {
namespace {

std::string what_blocks(const board& b, square s) {
  if (!b.contains(s.row, s.col)) return fmt::format("{} is off the board", square_name(s));
  switch (b(s.row, s.col)) {
    case cell::unused:
      return fmt::format("{} is a '-' square", square_name(s));
    case cell::checker:
      return fmt::format("{} holds a checker", square_name(s));
    default:
      return fmt::format("{} is free", square_name(s));
  }
}

// Why a checker on neither diagonal of which a king could ever jump is stranded.
std::string stranded_reason(const board& b, square q) {
  std::string reasons;
  for (const auto& [a, z] :
       {std::pair{square{q.row - 1, q.col - 1}, square{q.row + 1, q.col + 1}},
        std::pair{square{q.row - 1, q.col + 1}, square{q.row + 1, q.col - 1}}}) {
    std::string why;
    for (const square end : {a, z})
      if (!b.contains(end.row, end.col) || b(end.row, end.col) == cell::unused ||
          b(end.row, end.col) == cell::checker) {
        why = what_blocks(b, end);
        break;
      }
    if (why.empty()) why = fmt::format("{} and {} both hold kings", square_name(a), square_name(z));
    reasons += fmt::format("{}{}-{}: {}", reasons.empty() ? "" : "; ", square_name(a),
                           square_name(z), why);
  }
  return reasons;
}

std::string lattice_reason(const board& b, const lattice_verdict& v, std::size_t checkers) {
  const auto& w = v.where;
  switch (v.why) {
    case obstacle::off_lattice:
      return fmt::format("the checker on {} is not between two of its squares", square_name(w[0]));
    case obstacle::landing_blocked:
      return fmt::format("the jump over the checker on {} needs {}, but {}", square_name(w[0]),
                         square_name(w[1]), what_blocks(b, w[1]));
    case obstacle::no_king_on_lattice:
      return "no king of this lattice stands next to a checker";
    case obstacle::two_kings:
      return fmt::format(
          "the kings on {} and {} both stand next to checkers: whichever moves, the other "
          "blocks a square it must jump from or to",
          square_name(w[0]), square_name(w[1]));
    case obstacle::too_many_odd: {
      std::string some;
      for (std::size_t i = 0; i < std::min<std::size_t>(3, w.size()); ++i)
        some += (i ? ", " : "") + square_name(w[i]);
      return fmt::format(
          "{} squares have an odd number of checkers next to them ({}{}); a trail over every "
          "checker has at most two, its ends",
          v.count, some, v.count > 3 ? ", ..." : "");
    }
    case obstacle::king_not_odd:
      return fmt::format(
          "{} and {} have an odd number of checkers next to them, so a trail over every checker "
          "runs from one to the other, but the king stands on {}",
          square_name(w[0]), square_name(w[1]), square_name(w[2]));
    case obstacle::split:
      return fmt::format(
          "the checkers split into parts that no single trail can join: the king on {} reaches "
          "{} of the {}; the checker on {} is in another part",
          square_name(w[0]), v.count, checkers, square_name(w[1]));
    default:
      return fmt::format("the king on {} can take them all", square_name(w[0]));
  }
}

}  // namespace

std::string square_name(square s) {
  return fmt::format("({},{})", s.row + 1, s.col + 1);
}

std::string all_checkers(std::size_t count) {
  if (count == 1) return "the only checker";
  if (count == 2) return "both checkers";
  return fmt::format("all {} checkers", count);
}

std::string explain_impossible(const board& b, const diagnosis& d) {
  if (d.why == obstacle::no_king) return "impossible: there is no king\n";
  std::string out = fmt::format("impossible: no king can capture {}\n", all_checkers(d.checkers));
  if (d.why == obstacle::stranded_checker)
    return out + fmt::format("the checker on {} can never be jumped: {}\n", square_name(d.where[0]),
                             stranded_reason(b, d.where[0]));
  out += fmt::format(
      "a king moves two squares diagonally, so it stays on its lattice, the squares "
      "(r+2a, c+2b) with a+b even around its start; the first checker, on ({},{}), can only be "
      "jumped from the lattice of {} or that of {}:\n",
      d.lattices[0].corner.row + 2, d.lattices[0].corner.col + 2, square_name(d.lattices[0].corner),
      square_name(d.lattices[1].corner));
  for (const lattice_verdict& v : d.lattices)
    out += fmt::format("- lattice of {}: {}\n", square_name(v.corner),
                       lattice_reason(b, v, d.checkers));
  return out;
}

std::vector<square> named_squares(const board& b, const diagnosis& d) {
  std::vector<square> named;
  const auto add = [&](square s) {
    if (b.contains(s.row, s.col) && std::find(named.begin(), named.end(), s) == named.end())
      named.push_back(s);
  };
  for (const square s : d.where) add(s);
  if (d.why == obstacle::stranded_checker) {
    // As stranded_reason() names them: the first end that blocks each diagonal, or both ends.
    const square q = d.where[0];
    for (const auto& [a, z] :
         {std::pair{square{q.row - 1, q.col - 1}, square{q.row + 1, q.col + 1}},
          std::pair{square{q.row - 1, q.col + 1}, square{q.row + 1, q.col - 1}}}) {
      const auto blocks = [&](square s) {
        return !b.contains(s.row, s.col) || b(s.row, s.col) == cell::unused ||
               b(s.row, s.col) == cell::checker;
      };
      if (blocks(a)) {
        add(a);
      } else if (blocks(z)) {
        add(z);
      } else {
        add(a);
        add(z);
      }
    }
  }
  for (const lattice_verdict& v : d.lattices) {
    const std::size_t shown = v.why == obstacle::too_many_odd ? 3 : v.where.size();
    for (std::size_t i = 0; i < std::min(shown, v.where.size()); ++i) add(v.where[i]);
  }
  return named;
}

}  // namespace boardsolve::kingjump
