// Splits the start position of a pawn chess board at depth d into work units, as a distributed
// search would (docs/pawnchess-research.md, "Many machines"), and measures what each costs alone.
//
// The top of the game (plies 0 .. d-1) is a DAG of positions, deduplicated with their
// left-right mirror as the search stores them; the distinct positions d plies deep whose game
// goes on are the units. Each unit is settled by a fresh solver with its own table (no
// sharing, as on separate machines) for the first MTD(f) test, "who wins?", the question the
// root's first test asks of it; the positions it searched (search_report::positions) are its
// size. The same test on the whole root with one solver is the reference. The lines printed
// (one record a line, read by bench/experiments/pawnchess_distributed_sim.py):
//   config  size rules depth memory cap
//   level   depth positions over          distinct positions at each depth, games over there
//   root    positions seconds sign done   the single search of the start position
//   node    id depth kind sign children   kind: inner, over (game over), unit; sign for the
//                                         side to move: 1 wins, -1 loses, 0 draw, ? unknown;
//                                         children in the search's static move order
//   unit    id positions seconds sign done
//   shared  positions seconds             every unit in turn by one solver (one shared table)
//   known   id sign                       with --proof: a unit's winner, from that solver
// --proof measures only the units of the proof that alpha-beta over the top finds in the
// search's static order (the first refuting move at the winner's nodes, every move at the
// loser's), with the winners learnt from the shared solver: deeper splits at little cost.
// Usage: pawnchess_split --size 7x6 --depth 3 [--rules uva|chess] [--stalemate draw|loss]
//        [--memory MiB] [--cap MILLIONS] [--sample N --seed S] [--no-root] [--shared]
//        [--levels-only] [--proof]
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"

namespace {

using namespace boardsolve;
using namespace boardsolve::pawnchess;

struct options {
  int rows = 7, cols = 6, depth = 3;
  rules play_rules;
  std::uint64_t memory_mib = 1024;
  std::uint64_t cap = 0;  // positions; 0 = none
  int sample = 0;         // units to measure, chosen at random; 0 = all
  std::uint64_t seed = 1;
  bool root = true, shared = false, levels_only = false, proof = false;
};

// Thrown from the progress report to end a search: at the start of MTD(f)'s second test (the
// first, who wins, is answered) or when the unit has used its budget.
struct stop_search {
  bool answered;
};

struct measured {
  std::uint64_t positions = 0;
  double seconds = 0;
  std::optional<int> sign;  // for the side to move; nullopt when the budget ran out
};

// Answers "who wins?" at p with `s`, counting the positions of that test only.
measured who_wins(solver& s, const position& p) {
  const std::uint64_t before = s.report().positions;
  const auto start = std::chrono::steady_clock::now();
  measured m;
  try {
    const game_value v = s.value(p);  // no second test: step 1 found an exact value (a draw)
    m.sign = v.is_win() ? 1 : v.is_draw() ? 0 : -1;
    m.positions = s.report().positions - before;
  } catch (const stop_search& stop) {
    m.positions = s.report().positions - before;
    if (stop.answered) {
      // The first test's answer is in the table: a bound beyond the draw, for the side to move.
      const value_bounds known = s.known_bounds(p);
      m.sign = known.lo > game_value::draw() ? 1 : known.hi < game_value::draw() ? -1 : 0;
    }
  }
  m.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return m;
}

// A solver that stops at the start of the second test, or after `cap` positions (0: never;
// checked about every million positions, when the search reports its progress).
solver_options solver_options_for(const options& o, std::uint64_t cap) {
  solver_options so;
  so.memory = o.memory_mib << 20;
  so.play_rules = o.play_rules;
  so.progress = [cap](const search_report& r) {
    if (r.stage.rfind("step 2", 0) == 0) throw stop_search{true};
    if (cap != 0 && r.positions >= cap) throw stop_search{false};
  };
  return so;
}

// The mirror image of a bitboard on a board of `cols` columns.
bitboard mirror(bitboard b, int cols) {
  bitboard out = 0;
  for (int sq = 0; sq < 64; ++sq)
    if (b >> sq & 1) out |= bitboard{1} << (sq / 8 * 8 + (cols - 1 - sq % 8));
  return out;
}

using key = std::tuple<bitboard, bitboard, int, int>;
key canonical_key(const position& p) {
  const key k{p.white, p.black, static_cast<int>(p.to_move), p.en_passant};
  const int ep = p.en_passant == no_square ? no_square
                                           : p.en_passant / 8 * 8 + (p.cols - 1 - p.en_passant % 8);
  const key m{mirror(p.white, p.cols), mirror(p.black, p.cols), static_cast<int>(p.to_move), ep};
  return std::min(k, m);
}

// The static order of the search's expand(): captures first, then the least advanced pawns
// (rows counted from the mover's far row), then the central columns; legal_moves order next.
std::vector<move> search_order(const position& p, const rules& r) {
  std::vector<move> moves = legal_moves(p, r);
  const auto score = [&](move m) {
    const int row = m.to / 8, col = m.to % 8;
    const int forward = p.to_move == side::white ? row : p.rows - 1 - row;
    const bool take = m.to % 8 != m.from % 8;
    return (take ? 1024 : 0) + 16 * forward - std::abs(2 * col - (p.cols - 1));
  };
  std::stable_sort(moves.begin(), moves.end(), [&](move a, move b) { return score(a) > score(b); });
  return moves;
}

struct node {
  position p;
  int depth = 0;
  std::optional<int> over;  // the game is over here: the sign for the side to move
  std::vector<int> children;
};

int sign_of(game_value v) {
  return v.is_win() ? 1 : v.is_draw() ? 0 : -1;
}

// The positions of plies 0 .. depth from the start, deduplicated; ids in breadth-first order.
std::vector<node> split(const options& o) {
  std::vector<node> nodes(1);
  nodes[0].p = start_position(o.rows, o.cols, o.play_rules);
  std::map<key, int> index{{canonical_key(nodes[0].p), 0}};
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    if (const auto v = final_value(nodes[i].p, o.play_rules)) nodes[i].over = sign_of(*v);
    if (nodes[i].over || nodes[i].depth == o.depth) continue;
    for (const move m : search_order(nodes[i].p, o.play_rules)) {
      const position child = play(nodes[i].p, m);
      const auto [it, added] = index.try_emplace(canonical_key(child), int(nodes.size()));
      if (added) nodes.push_back({child, nodes[i].depth + 1, std::nullopt, {}});
      if (std::find(nodes[i].children.begin(), nodes[i].children.end(), it->second) ==
          nodes[i].children.end())
        nodes[i].children.push_back(it->second);
    }
  }
  return nodes;
}

// The units of the proof alpha-beta finds over the top in the static order, given the units'
// winners in `sign` (filled in here for the nodes above them).
std::vector<int> first_proof(const std::vector<node>& nodes,
                             std::vector<std::optional<int>>& sign) {
  for (std::size_t i = nodes.size(); i-- > 0;) {
    const node& n = nodes[i];
    if (n.over) sign[i] = n.over;
    if (n.over || n.children.empty()) continue;
    int best = -2;
    for (const int c : n.children) best = std::max(best, -*sign[std::size_t(c)]);
    sign[i] = best;
  }
  std::vector<int> proof;
  std::vector<char> seen(nodes.size());
  std::vector<int> stack{0};
  while (!stack.empty()) {
    const int i = stack.back();
    stack.pop_back();
    if (seen[std::size_t(i)]++) continue;
    const node& n = nodes[std::size_t(i)];
    if (n.over) continue;
    if (n.children.empty()) {
      proof.push_back(i);
    } else if (*sign[std::size_t(i)] == 1) {  // the first refuting move is enough
      for (const int c : n.children)
        if (*sign[std::size_t(c)] == -1) {
          stack.push_back(c);
          break;
        }
    } else {  // every move must be answered
      for (const int c : n.children) stack.push_back(c);
    }
  }
  std::sort(proof.begin(), proof.end());
  return proof;
}

std::optional<options> parse(int argc, char** argv) {
  options o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    const auto next = [&]() -> std::string { return i + 1 < argc ? argv[++i] : ""; };
    if (a == "--size") {
      if (std::sscanf(next().c_str(), "%dx%d", &o.rows, &o.cols) != 2) return std::nullopt;
    } else if (a == "--depth") {
      o.depth = std::atoi(next().c_str());
    } else if (a == "--rules") {
      o.play_rules.set = next() == "chess" ? rule_set::chess : rule_set::uva;
    } else if (a == "--stalemate") {
      o.play_rules.stalemate = next() == "loss" ? stalemate_rule::loss : stalemate_rule::draw;
    } else if (a == "--memory") {
      o.memory_mib = std::strtoull(next().c_str(), nullptr, 10);
    } else if (a == "--cap") {
      o.cap = std::strtoull(next().c_str(), nullptr, 10) * 1'000'000;
    } else if (a == "--sample") {
      o.sample = std::atoi(next().c_str());
    } else if (a == "--seed") {
      o.seed = std::strtoull(next().c_str(), nullptr, 10);
    } else if (a == "--no-root") {
      o.root = false;
    } else if (a == "--shared") {
      o.shared = true;
    } else if (a == "--proof") {
      o.proof = o.shared = true;
    } else if (a == "--levels-only") {
      o.levels_only = true;
    } else {
      return std::nullopt;
    }
  }
  return o;
}

}  // namespace

int main(int argc, char** argv) {
  const auto parsed = parse(argc, argv);
  if (!parsed) {
    std::fprintf(stderr,
                 "usage: pawnchess_split --size RxC --depth D [--rules uva|chess] [--stalemate "
                 "draw|loss] [--memory MiB] [--cap MILLIONS] [--sample N --seed S] [--no-root] "
                 "[--shared] [--levels-only] [--proof]\n");
    return 2;
  }
  const options& o = *parsed;
  const char* rules_name = !o.play_rules.chess()                            ? "uva"
                           : o.play_rules.stalemate == stalemate_rule::draw ? "chess-draw"
                                                                            : "chess-loss";
  std::printf("config %dx%d %s %d %llu %llu\n", o.rows, o.cols, rules_name, o.depth,
              static_cast<unsigned long long>(o.memory_mib),
              static_cast<unsigned long long>(o.cap));
  const std::vector<node> nodes = split(o);
  for (int d = 0; d <= o.depth; ++d) {
    const auto at = [&](const node& n) { return n.depth == d; };
    const auto over = [&](const node& n) { return n.depth == d && n.over; };
    std::printf("level %d %td %td\n", d, std::count_if(nodes.begin(), nodes.end(), at),
                std::count_if(nodes.begin(), nodes.end(), over));
  }
  std::fflush(stdout);
  if (o.levels_only) return 0;

  if (o.root) {
    solver s(o.rows, o.cols, solver_options_for(o, o.cap));
    const measured m = who_wins(s, nodes[0].p);
    std::printf("root %llu %.3f %s %d\n", static_cast<unsigned long long>(m.positions), m.seconds,
                m.sign ? std::to_string(*m.sign).c_str() : "?", m.sign ? 1 : 0);
    std::fflush(stdout);
  }
  std::vector<int> units;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    const node& n = nodes[i];
    const char* kind = n.over ? "over" : n.depth == o.depth ? "unit" : "inner";
    std::string children;
    for (const int c : n.children) {
      if (!children.empty()) children += ',';
      children += std::to_string(c);
    }
    std::printf("node %zu %d %s %s %s\n", i, n.depth, kind,
                n.over ? std::to_string(*n.over).c_str() : "?",
                children.empty() ? "-" : children.c_str());
    if (!n.over && n.depth == o.depth) units.push_back(int(i));
  }
  if (o.sample > 0 && o.sample < int(units.size())) {
    rng random(o.seed);
    for (std::size_t i = 0; i < units.size(); ++i)  // Fisher-Yates, then the first `sample`
      std::swap(units[i], units[i + random.below(units.size() - i)]);
    units.resize(std::size_t(o.sample));
    std::sort(units.begin(), units.end());
  }
  if (o.shared) {
    // One solver, one table: the transpositions between units are kept.
    solver s(o.rows, o.cols, solver_options_for(o, 0));
    const auto start = std::chrono::steady_clock::now();
    std::vector<std::optional<int>> sign(nodes.size());
    for (const int id : units) sign[std::size_t(id)] = who_wins(s, nodes[std::size_t(id)].p).sign;
    std::printf("shared %llu %.3f\n", static_cast<unsigned long long>(s.report().positions),
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    if (o.proof) {
      for (const int id : units) std::printf("known %d %d\n", id, *sign[std::size_t(id)]);
      units = first_proof(nodes, sign);
    }
  }
  std::fflush(stdout);
  for (const int id : units) {
    solver s(o.rows, o.cols, solver_options_for(o, o.cap));
    const measured m = who_wins(s, nodes[std::size_t(id)].p);
    std::printf("unit %d %llu %.3f %s %d\n", id, static_cast<unsigned long long>(m.positions),
                m.seconds, m.sign ? std::to_string(*m.sign).c_str() : "?", m.sign ? 1 : 0);
    std::fflush(stdout);
  }
  return 0;
}
