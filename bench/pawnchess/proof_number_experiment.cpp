// An experiment kept so its figures can be reproduced (docs/algorithms/pawnchess.md, "Tried and
// dropped"): depth-first proof-number search (df-pn) for the first MTD(f) question, "does the
// side to move win?", on UVa's start positions, with the same knowledge as the production
// search (the rules, the race bounds, the left-right mirror) and a table of proof and disproof
// numbers. It prints the winner and the positions df-pn looked at, to compare with
// `boardsolve solve pawnchess --stats` (which counts the whole MTD(f), every step).
//
// Usage: bench_pawnchess_proof_numbers ROWS COLS [LOG2_ENTRIES]
// Reference: Nagai, "Df-pn algorithm for searching AND/OR trees" (2002), negamax form; an
// explicit stack of frames, so the game's length costs heap, not call stack.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "pawnchess/race_bounds.hpp"
#include "pawnchess/table_key.hpp"
#include "pawnchess/view.hpp"

namespace {

using namespace boardsolve;
using namespace boardsolve::pawnchess;

constexpr std::uint32_t infinite = std::uint32_t{1} << 30;

std::uint32_t saturated(std::uint64_t x) {
  return static_cast<std::uint32_t>(std::min<std::uint64_t>(x, infinite));
}

// Proof and disproof numbers under exact keys, four entries a bucket; a full bucket gives up
// its entry of least work (proofs and disproofs count as much work).
class proof_table {
 public:
  explicit proof_table(int log2_entries) : slots_(std::size_t{1} << log2_entries) {}

  bool find(const algo::table_key& k, std::uint32_t& pn, std::uint32_t& dn) const {
    const std::size_t b = bucket(k);
    for (std::size_t i = b; i < b + 4; ++i)
      if (slots_[i].work != 0 && slots_[i].high == k.high && slots_[i].low == k.low) {
        pn = slots_[i].pn;
        dn = slots_[i].dn;
        return true;
      }
    return false;
  }

  void store(const algo::table_key& k, std::uint32_t pn, std::uint32_t dn, std::uint64_t work) {
    const std::size_t b = bucket(k);
    std::size_t target = b;
    for (std::size_t i = b; i < b + 4; ++i) {
      if (slots_[i].work != 0 && slots_[i].high == k.high && slots_[i].low == k.low) {
        target = i;
        break;
      }
      if (slots_[i].work < slots_[target].work) target = i;
    }
    std::uint32_t kept = saturated(work + 1);
    if (pn == 0 || dn == 0) kept = std::max(kept, std::uint32_t{1} << 20);
    slots_[target] = {k.high, k.low, pn, dn, kept};
  }

 private:
  struct slot {
    std::uint64_t high;
    std::uint32_t low, pn, dn, work;
  };
  std::vector<slot> slots_;

  static std::uint64_t mix(std::uint64_t x) {
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
  }
  std::size_t bucket(const algo::table_key& k) const {
    const std::uint64_t h = mix(mix(k.high) + std::uint64_t{k.low} * 0x9e3779b97f4a7c15ULL);
    return static_cast<std::size_t>(h) & (slots_.size() - 4);
  }
};

class proof_number_search {
 public:
  proof_number_search(const geometry& g, int log2_entries)
      : g_(g), races_(g), table_(log2_entries) {}

  /// True if the side to move at `root` wins.
  bool side_to_move_wins(view root) {
    push(canonical(root), infinite - 1, infinite - 1);
    std::uint32_t pn = 0;
    while (!frames_.empty()) {
      frame& f = frames_.back();
      // The frame's numbers from its children's: pn = min dn(child), dn = sum pn(child).
      std::uint32_t second = infinite;
      std::uint32_t best_pn = 0;
      std::size_t best = f.first;
      std::uint64_t dn = 0;
      pn = infinite;
      for (std::size_t i = f.first; i < f.end; ++i) {
        std::uint32_t child_pn = 0, child_dn = 0;
        numbers(children_[i], child_pn, child_dn);
        if (child_dn < pn) {
          second = pn;
          pn = child_dn;
          best = i;
          best_pn = child_pn;
        } else if (child_dn < second) {
          second = child_dn;
        }
        dn += child_pn;
      }
      const std::uint32_t disproof = saturated(dn);
      if (pn >= f.proof_limit || disproof >= f.disproof_limit) {
        if (const auto key = pawn_key(f.position.own, f.position.foe, 32))
          table_.store(*key, pn, disproof, expanded_ - f.expanded_before);
        children_.resize(f.first);
        frames_.pop_back();
        continue;
      }
      const view next = children_[best];
      push(next, saturated(std::uint64_t{f.disproof_limit} - disproof + best_pn),
           std::min(f.proof_limit, second == infinite ? infinite : second + 1));
    }
    return pn == 0;
  }

  std::uint64_t looked_at() const { return looked_at_; }
  std::uint64_t expanded() const { return expanded_; }

 private:
  struct frame {
    view position;
    std::uint32_t proof_limit, disproof_limit;
    std::size_t first, end;
    std::uint64_t expanded_before;
  };
  geometry g_;
  race_table races_;
  proof_table table_;
  std::vector<frame> frames_;
  std::vector<view> children_;
  std::uint64_t looked_at_ = 0;
  std::uint64_t expanded_ = 0;

  view canonical(view v) const {
    const view m{g_.mirror(v.own), g_.mirror(v.foe)};
    return (m.own < v.own || (m.own == v.own && m.foe < v.foe)) ? m : v;
  }

  void push(view v, std::uint32_t proof_limit, std::uint32_t disproof_limit) {
    ++expanded_;
    const std::size_t first = children_.size();
    for_each_move(targets_of(g_, v), [&](bitboard from, bitboard to, move_kind) {
      children_.push_back(canonical(after_move(g_, v, from, to)));
    });
    frames_.push_back({v, proof_limit, disproof_limit, first, children_.size(), expanded_});
  }

  // The numbers of "the side to move at v wins": settled by the rules or the race bounds, else
  // the table's, else 1 and the number of moves (every move must be refuted to disprove).
  void numbers(view v, std::uint32_t& pn, std::uint32_t& dn) {
    ++looked_at_;
    const move_targets t = targets_of(g_, v);
    if (const auto decided = decided_value(g_, v, t)) {
      pn = decided->is_win() ? 0 : infinite;
      dn = decided->is_win() ? infinite : 0;
      return;
    }
    const value_bounds known = races_.bounds(v);
    if (known.lo.is_value() && known.lo.is_win()) {
      pn = 0;
      dn = infinite;
      return;
    }
    if (known.hi.is_value() && !known.hi.is_win()) {
      pn = infinite;
      dn = 0;
      return;
    }
    if (const auto key = pawn_key(v.own, v.foe, 32); key && table_.find(*key, pn, dn)) return;
    pn = 1;
    dn = static_cast<std::uint32_t>(std::popcount(t.any()));
  }
};

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: %s ROWS COLS [LOG2_ENTRIES]\n", argv[0]);
    return 2;
  }
  const int rows = std::atoi(argv[1]);
  const int cols = std::atoi(argv[2]);
  const int log2_entries = argc > 3 ? std::atoi(argv[3]) : 24;
  if (rows < 3 || rows > 8 || cols < 2 || cols > 8 || log2_entries < 4 || log2_entries > 30) {
    std::fprintf(stderr, "rows 3..8, cols 2..8, log2 entries 4..30\n");
    return 2;
  }
  const geometry g(rows, cols);
  proof_number_search search(g, log2_entries);
  const auto start = std::chrono::steady_clock::now();
  const bool white_wins = search.side_to_move_wins(view_of(g, start_position(rows, cols)));
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%dx%d: %s wins; df-pn looked at %llu positions, expanded %llu, %.2f s\n", rows, cols,
              white_wins ? "white" : "black", static_cast<unsigned long long>(search.looked_at()),
              static_cast<unsigned long long>(search.expanded()), seconds);
}
