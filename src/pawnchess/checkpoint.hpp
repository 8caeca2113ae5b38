#pragma once
// The state of a long search on disk, so that a run killed after hours resumes where it was:
// the MTD(f) driver's bounds on the root under way, and the whole table of bounds. Every
// entry of the table is a proven bound, true whenever it was written, so a resumed search is
// exact; it loses only the work since the last checkpoint that the table did not keep.
// The file names the board size and the rules, so a search under other rules (whose values
// differ) never reads it. Beside it, a portable checkpoint keeps the same state and only the
// costliest entries: a few MiB that resume the search on a machine without the whole file.

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>

#include "algo/table_file.hpp"
#include "algo/transposition_table.hpp"
#include "boardsolve/core/game_value.hpp"
#include "boardsolve/core/search_stopped.hpp"
#include "boardsolve/pawnchess_search.hpp"
#include "geometry.hpp"

namespace boardsolve::pawnchess {

/// The position a search values, as its engine stores it: seen from the side to move, with
/// the en passant square under chess rules (0 otherwise).
struct search_root {
  bitboard own = 0;
  bitboard foe = 0;
  bitboard ep = 0;
  bool operator==(const search_root&) const = default;
};

/// Where MTD(f) stands on one root: the value lies in [lo, hi], `guess` is the last answer,
/// `step` the next null-window search (1: none done yet).
struct mtd_state {
  search_root root;
  game_value lo = game_value::below_all();
  game_value hi = game_value::above_all();
  game_value guess;
  int step = 1;
};

/// What every run of a search has spent up to a checkpoint: this run's work since it
/// started plus the totals of the checkpoint it resumed from. (The work of a killed run
/// after its last checkpoint is lost, and not counted.)
struct search_totals {
  std::uint64_t positions = 0;
  std::uint64_t milliseconds = 0;
  bool operator==(const search_totals&) const = default;
};

/// Writes `state`, `totals` and `table` to `path` atomically: into `path`.tmp, flushed to
/// the disk, then renamed over `path`. Returns "" or why it failed. O(table size).
std::string write_checkpoint(const std::string& path, const geometry& g, rules r,
                             const mtd_state& state, const search_totals& totals,
                             const algo::transposition_table& table);

/// The most entries a portable checkpoint keeps: 16 MiB of file.
inline constexpr std::size_t portable_entries = std::size_t{1} << 20;

/// The portable checkpoint that goes with the checkpoint `path`.
inline std::string portable_path(const std::string& path) {
  return path + ".portable";
}

/// Writes `state`, `totals` and the `most` costliest entries of `table` (every entry of
/// work above some w, then entries of work w while there is room) to `path` atomically, as
/// write_checkpoint() does: a file of at most 16 * `most` bytes and a header, small enough
/// to carry to another machine when the whole table stays behind. Returns "" or why it
/// failed. O(table size + most log most).
std::string write_portable_checkpoint(const std::string& path, const geometry& g, rules r,
                                      const mtd_state& state, const search_totals& totals,
                                      const algo::transposition_table& table,
                                      std::size_t most = portable_entries);

/// Reads a portable checkpoint of a search on boards of `g`'s size under rules `r` from `in`
/// (named `path` in messages): its entries into `table`, which keeps what it has room for,
/// and its totals into `totals`. nullopt and the reason in `error` if it cannot be used
/// (another size or rules, an entry that no search writes, keys out of order, a file cut
/// short or too long); else the MTD(f) state it was written in. O(entries).
std::optional<mtd_state> read_portable_checkpoint(std::FILE* in, const std::string& path,
                                                  const geometry& g, rules r,
                                                  algo::transposition_table& table,
                                                  search_totals& totals, std::string& error);

/// Reads a checkpoint of a search on boards of `g`'s size under rules `r` from `in` (named
/// `path` in messages) into `table`, and its totals into `totals`. nullopt and the reason in
/// `error` if it cannot be used (a file of an earlier format among them); else the MTD(f)
/// state it was written in. With `table` null the table is left unread; `table_at`, if given,
/// receives where it starts in the file.
std::optional<mtd_state> read_checkpoint(std::FILE* in, const std::string& path, const geometry& g,
                                         rules r, algo::transposition_table* table,
                                         search_totals& totals, std::string& error,
                                         long* table_at = nullptr);

/// True if `path` is a checkpoint of a search on boards of `g`'s size under rules `r` that
/// was written when its root's value was settled: a finished search. False if it is not, or
/// cannot be read (the search that loads it then says why). O(1) reads.
bool holds_finished_search(const std::string& path, const geometry& g, rules r);

/// True if a search under rules `r` may have proved a draw (table entries and MTD(f) bounds):
/// only where a stalemate draws. Every other game ends in a win, and a fail-soft search
/// proves only bounds that are values of positions. O(1).
constexpr bool may_prove_draws(rules r) {
  return r.chess() && r.stalemate == stalemate_rule::draw;
}

/// How a search uses its checkpoint file (solver_options::checkpoint_use, resolved).
enum class checkpoint_access : std::uint8_t {
  read_write,     // read at the start, written as the search goes
  read_in_place,  // never written; the table stays in the file, read one bucket a lookup
  read_copy,      // never written; the table copied into the search's if it fits, else in place
};

struct file_closer {
  void operator()(std::FILE* f) const { std::fclose(f); }
};
using file = std::unique_ptr<std::FILE, file_closer>;

/// The checkpoint file of one search: read once at the start, written every `every`.
class checkpoint_file {
 public:
  /// No file: never reads or writes.
  checkpoint_file() = default;
  /// `read_in_place`: never writes, and leaves the table in the file, where find_saved()
  /// reads it one entry at a time: a look at a search that another process runs, without its
  /// memory. `read_copy`: never writes, and copies the table when the search's holds it.
  checkpoint_file(std::string path, std::chrono::seconds every, const geometry& g, rules r,
                  checkpoint_access access = checkpoint_access::read_write);

  /// Fills `table` (unless the file's table is read in place) and `totals` from the file, if
  /// there is one, else from its portable checkpoint, if there is one, and returns its MTD(f)
  /// state. If the file cannot be used, or a run that only reads finds neither, returns
  /// nullopt with an empty table and problem() saying why, and never touches the file again.
  std::optional<mtd_state> load(algo::transposition_table& table, search_totals& totals);
  /// "" or why the file could not be read or written; once set, nothing is read or written.
  const std::string& problem() const { return problem_; }
  const std::string& path() const { return path_; }
  /// True if load() found no file but its portable checkpoint, and read that.
  bool read_portable() const { return read_portable_; }
  /// The bounds the file's table holds for `key` when it is read in place, if any (always
  /// none otherwise, at the cost of one test). O(1) reads.
  std::optional<value_bounds> find_saved(algo::table_key key) const {
    if (!saved_) return std::nullopt;
    return algo::table_file::find(*saved_, key, may_prove_draws(rules_));
  }
  /// Writes the file if `every` has passed since the last write (or `now`, or `stopping`: a
  /// stop was requested); `totals()` gives the totals to record. Throws search_stopped if
  /// `stopping` (after writing it, unless read-only), or if it cannot be written (problem()
  /// then says why); without a usable file, returns.
  template <class Totals>
  void save_if_due(const mtd_state& state, const algo::transposition_table& table, Totals&& totals,
                   bool now, bool stopping) {
    if (path_.empty() || !problem_.empty()) return;
    if (access_ != checkpoint_access::read_write) {
      if (stopping) throw search_stopped(false);
      return;
    }
    if (!now && !stopping && std::chrono::steady_clock::now() < next_) return;
    if (!save(state, totals(), table)) throw search_stopped(false);
    if (stopping) throw search_stopped(true);
  }

 private:
  std::string path_;  // "" = none
  std::chrono::seconds every_{0};
  geometry geometry_{2, 2};
  rules rules_;
  std::chrono::steady_clock::time_point next_;
  checkpoint_access access_ = checkpoint_access::read_write;
  file saved_file_;  // read in place: the file, open since load(), and its table
  std::optional<algo::table_file::in_place> saved_;
  bool read_portable_ = false;
  std::string problem_;

  // False, with problem_ set, if the file could not be written.
  bool save(const mtd_state& state, const search_totals& totals,
            const algo::transposition_table& table);
  // The refusal of the file: nothing loaded, and problem_ says why.
  std::optional<mtd_state> refuse(std::string why, algo::transposition_table& table,
                                  search_totals& totals);
};

}  // namespace boardsolve::pawnchess
