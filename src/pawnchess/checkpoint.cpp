#include "checkpoint.hpp"

#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

namespace boardsolve::pawnchess {
namespace {

// Files of earlier formats (1 to 4: before chess rules, before the totals, before the dense
// buckets, before the six-entry buckets) are refused, their format named.
constexpr char magic[16] = "bs-pawn-ckpt-v5";
constexpr char magic_portable[16] = "bs-pawn-port-v1";
constexpr std::string_view any_version_magic = "bs-pawn-ckpt-v";

// The fixed part of a file after the magic: the board, the rules, the root, MTD(f)'s bounds,
// and the totals of all runs.
struct header {
  std::int32_t rows = 0;
  std::int32_t cols = 0;
  std::int32_t rule_set = 0;  // rules_code()
  std::int32_t unused = 0;
  std::uint64_t own = 0;
  std::uint64_t foe = 0;
  std::uint64_t ep = 0;
  std::int32_t lo = 0;
  std::int32_t hi = 0;
  std::int32_t guess = 0;
  std::int32_t step = 0;
  std::uint64_t positions = 0;
  std::uint64_t milliseconds = 0;
};
static_assert(sizeof(header) == 72);

// The bytes of `in` after its position, which it keeps; -1 if they cannot be told.
long bytes_left(std::FILE* in) {
  const long at = std::ftell(in);
  if (at < 0 || std::fseek(in, 0, SEEK_END) != 0) return -1;
  const long end = std::ftell(in);
  return std::fseek(in, at, SEEK_SET) == 0 ? end - at : -1;
}

// An entry of a portable checkpoint: the whole key, the packed bounds, the work.
struct portable_entry {
  std::uint64_t high = 0;
  std::uint32_t low = 0;
  std::int8_t lo = 0;
  std::int8_t hi = 0;
  std::uint8_t work = 0;
  std::uint8_t zero = 0;
};
static_assert(sizeof(portable_entry) == 16);

std::string reason() {
  return errno != 0 ? std::strerror(errno) : "a write failed";
}

// 0: UVa's rules; 1: chess, stalemate a draw; 2: chess, stalemate a loss.
std::int32_t rules_code(rules r) {
  if (!r.chess()) return 0;
  return r.stalemate == stalemate_rule::draw ? 1 : 2;
}

std::string rules_name(std::int32_t code) {
  return code == 0   ? "--rules uva"
         : code == 1 ? "--rules chess --stalemate draw"
                     : "--rules chess --stalemate loss";
}

bool on_scale_or_bound(game_value v) {
  return v.is_value() || v == game_value::below_all() || v == game_value::above_all();
}

// The refusal of a file that ends early or holds what no search writes.
std::string damaged(const std::string& path) {
  return fmt::format("the checkpoint '{}' is cut short or damaged", path);
}

// True if mtd_f could have left `state` between two tests under rules `r`: before the first
// test the whole scale; after it, bounds that hold the last answer, and no draw where none
// can be proved (may_prove_draws).
bool could_be_written(const mtd_state& state, rules r) {
  const game_value lo = state.lo, hi = state.hi, guess = state.guess;
  if (state.step < 1 || !on_scale_or_bound(lo) || !on_scale_or_bound(hi) || hi < lo) return false;
  const bool unbounded = lo == game_value::below_all() && hi == game_value::above_all();
  if (state.step == 1) return unbounded;
  if (!guess.is_value()) return false;
  if (state.step == 2 && unbounded) return !guess.is_draw();  // a first guess, untested
  if (guess != lo && guess != hi) return false;
  return may_prove_draws(r) || (!lo.is_draw() && !hi.is_draw());
}

header header_of(const geometry& g, rules r, const mtd_state& state, const search_totals& totals) {
  header h;
  h.rows = g.rows;
  h.cols = g.cols;
  h.rule_set = rules_code(r);
  h.own = state.root.own;
  h.foe = state.root.foe;
  h.ep = state.root.ep;
  h.lo = state.lo.raw();
  h.hi = state.hi.raw();
  h.guess = state.guess.raw();
  h.step = state.step;
  h.positions = totals.positions;
  h.milliseconds = totals.milliseconds;
  return h;
}

mtd_state state_of(const header& h) {
  return {{h.own, h.foe, h.ep},
          game_value::from_raw(h.lo),
          game_value::from_raw(h.hi),
          game_value::from_raw(h.guess),
          h.step};
}

// Why a file of header `h` cannot serve a search on boards of `g` under rules `r`, or "".
std::string refusal(const header& h, const std::string& path, const geometry& g, rules r) {
  if (h.rows != g.rows || h.cols != g.cols)
    return fmt::format("the checkpoint '{}' is of a {}x{} search, not {}x{}", path, h.rows, h.cols,
                       g.rows, g.cols);
  if (h.rule_set != rules_code(r))
    return fmt::format("the checkpoint '{}' is of a search under {}, not {}", path,
                       rules_name(h.rule_set), rules_name(rules_code(r)));
  return "";
}

// Writes `path` atomically: `body` writes into `path`.tmp, which is flushed to the disk and
// renamed over `path`. Returns "" or why it failed.
template <class Body>
std::string write_atomically(const std::string& path, Body&& body) {
  const std::string aside = path + ".tmp";
  errno = 0;
  std::FILE* raw = std::fopen(aside.c_str(), "wb");
  if (!raw) return fmt::format("cannot write '{}': {}", aside, reason());
  bool written = body(raw) && std::fflush(raw) == 0 && ::fsync(::fileno(raw)) == 0;
  const std::string why = written ? "" : reason();
  written = (std::fclose(raw) == 0) && written;
  if (!written) {
    std::remove(aside.c_str());
    return fmt::format("cannot write '{}': {}", aside, why.empty() ? reason() : why);
  }
  if (std::rename(aside.c_str(), path.c_str()) != 0)
    return fmt::format("cannot rename '{}' to '{}': {}", aside, path, reason());
  return "";
}

// The `most` costliest entries of `table` in key order, as the portable checkpoint writes
// them: all of work above w, the smallest work for which they fit, then those of work w in the
// table's order while there is room. Two passes over the table. O(table size + most log most).
std::vector<portable_entry> costliest_entries(const algo::transposition_table& table,
                                              std::size_t most) {
  std::array<std::size_t, 256> of_work{};
  table.for_each_entry([&](const algo::table_entry& e) { ++of_work[e.work]; });
  std::size_t kept = 0;
  int w = 255;
  while (w > 0 && kept + of_work[static_cast<std::size_t>(w)] <= most)
    kept += of_work[static_cast<std::size_t>(w--)];
  std::size_t room_at_w = w > 0 ? most - kept : 0;
  std::vector<portable_entry> chosen;
  chosen.reserve(kept + room_at_w);
  table.for_each_entry([&](const algo::table_entry& e) {
    const bool keep = e.work > w || (e.work == w && room_at_w > 0);
    if (!keep) return;
    if (e.work == w) --room_at_w;
    chosen.push_back({e.key.high, e.key.low, e.lo, e.hi, e.work, 0});
  });
  std::sort(chosen.begin(), chosen.end(), [](const portable_entry& x, const portable_entry& y) {
    return std::pair(x.high, x.low) < std::pair(y.high, y.low);
  });
  return chosen;
}

}  // namespace

std::string write_checkpoint(const std::string& path, const geometry& g, rules r,
                             const mtd_state& state, const search_totals& totals,
                             const algo::transposition_table& table) {
  const header file_header = header_of(g, r, state, totals);
  return write_atomically(path, [&](std::FILE* out) {
    return std::fwrite(magic, sizeof magic, 1, out) == 1 &&
           std::fwrite(&file_header, sizeof file_header, 1, out) == 1 &&
           algo::table_file::save(table, out);
  });
}

std::string write_portable_checkpoint(const std::string& path, const geometry& g, rules r,
                                      const mtd_state& state, const search_totals& totals,
                                      const algo::transposition_table& table, std::size_t most) {
  const header file_header = header_of(g, r, state, totals);
  const std::vector<portable_entry> entries = costliest_entries(table, most);
  const std::uint64_t count = entries.size();
  return write_atomically(path, [&](std::FILE* out) {
    return std::fwrite(magic_portable, sizeof magic_portable, 1, out) == 1 &&
           std::fwrite(&file_header, sizeof file_header, 1, out) == 1 &&
           std::fwrite(&count, sizeof count, 1, out) == 1 &&
           (entries.empty() ||  // (no null pointer for fwrite)
            std::fwrite(entries.data(), sizeof(portable_entry), entries.size(), out) ==
                entries.size());
  });
}

std::optional<mtd_state> read_portable_checkpoint(std::FILE* in, const std::string& path,
                                                  const geometry& g, rules r,
                                                  algo::transposition_table& table,
                                                  search_totals& totals, std::string& error) {
  error.clear();
  totals = {};
  char found[sizeof magic_portable] = {};
  header h;
  if (std::fread(found, sizeof found, 1, in) != 1 ||
      std::memcmp(found, magic_portable, sizeof found) != 0 ||
      std::fread(&h, sizeof h, 1, in) != 1) {
    error = fmt::format("'{}' is not a portable checkpoint of a pawnchess search", path);
    return std::nullopt;
  }
  error = refusal(h, path, g, r);
  if (!error.empty()) return std::nullopt;
  const mtd_state state = state_of(h);
  std::uint64_t count = 0;
  bool whole = could_be_written(state, r) && std::fread(&count, sizeof count, 1, in) == 1 &&
               count <= std::uint64_t{1} << 32 &&
               bytes_left(in) == static_cast<long>(count * sizeof(portable_entry));
  // At most a quarter full, buckets of six seldom overflow: 103 of the 2^20 entries of the UVa
  // 8x8 file gave way, where a table that grew as they came lost 27,112.
  if (whole) table.reserve(static_cast<std::size_t>(4 * count));
  portable_entry e, last;
  for (std::uint64_t i = 0; whole && i < count; ++i) {
    whole = std::fread(&e, sizeof e, 1, in) == 1 && e.zero == 0 &&
            (i == 0 || std::pair(last.high, last.low) < std::pair(e.high, e.low)) &&
            table.restore({{e.high, e.low}, e.lo, e.hi, e.work}, may_prove_draws(r));
    last = e;
  }
  if (!whole || std::fgetc(in) != EOF) {
    error = damaged(path);
    return std::nullopt;
  }
  totals = {h.positions, h.milliseconds};
  return state;
}

std::optional<mtd_state> read_checkpoint(std::FILE* in, const std::string& path, const geometry& g,
                                         rules r, algo::transposition_table* table,
                                         search_totals& totals, std::string& error,
                                         long* table_at) {
  error.clear();
  totals = {};
  char found[sizeof magic] = {};
  header h;
  const bool readable = std::fread(found, sizeof found, 1, in) == 1;
  if (readable && std::memcmp(found, magic, sizeof magic) != 0 &&
      std::string_view(found, any_version_magic.size()) == any_version_magic && found[15] == '\0') {
    error = fmt::format(
        "the checkpoint '{}' is of another version of boardsolve (format {}; this one reads "
        "v5): run the search again without it",
        path, std::string_view(found + any_version_magic.size() - 1));
    return std::nullopt;
  }
  if (!readable || std::memcmp(found, magic, sizeof magic) != 0 ||
      std::fread(&h, sizeof h, 1, in) != 1) {
    error = fmt::format("'{}' is not a checkpoint of a pawnchess search", path);
    return std::nullopt;
  }
  error = refusal(h, path, g, r);
  if (!error.empty()) return std::nullopt;
  if (table_at) *table_at = std::ftell(in);
  std::uint64_t needed = 0;
  if (table && !algo::table_file::load(*table, in, needed, may_prove_draws(r))) {
    error = needed != 0 ? fmt::format(
                              "the checkpoint '{}' holds a table of {} bytes; give "
                              "--memory at least that",
                              path, needed)
                        : damaged(path);
    return std::nullopt;
  }
  const mtd_state state = state_of(h);
  if (!could_be_written(state, r)) {
    error = damaged(path);
    return std::nullopt;
  }
  totals = {h.positions, h.milliseconds};
  return state;
}

bool holds_finished_search(const std::string& path, const geometry& g, rules r) {
  const file in(std::fopen(path.c_str(), "rb"));
  if (!in) return false;
  search_totals totals;
  std::string error;
  const auto state = read_checkpoint(in.get(), path, g, r, nullptr, totals, error);
  return state && state->lo == state->hi;
}

checkpoint_file::checkpoint_file(std::string path, std::chrono::seconds every, const geometry& g,
                                 rules r, checkpoint_access access)
    : path_(std::move(path)),
      every_(every),
      geometry_(g),
      rules_(r),
      next_(std::chrono::steady_clock::now() + every),
      access_(access) {}

std::optional<mtd_state> checkpoint_file::load(algo::transposition_table& table,
                                               search_totals& totals) {
  totals = {};
  if (path_.empty()) return std::nullopt;
  const bool writes = access_ == checkpoint_access::read_write;
  // A write cut short by a kill; a reader only leaves it to the search that may be writing.
  const std::string portable = portable_path(path_);
  if (writes) {
    std::remove((path_ + ".tmp").c_str());
    std::remove((portable + ".tmp").c_str());
  }
  errno = 0;
  file in(std::fopen(path_.c_str(), "rb"));
  if (!in && errno != ENOENT)
    return refuse(fmt::format("cannot read the checkpoint '{}': {}", path_, reason()), table,
                  totals);
  std::string error;
  if (!in) {  // a first run, or one on another machine that has only the portable checkpoint
    errno = 0;
    in.reset(std::fopen(portable.c_str(), "rb"));
    if (!in && errno != ENOENT)
      return refuse(fmt::format("cannot read the checkpoint '{}': {}", portable, reason()), table,
                    totals);
    if (!in && !writes)  // nothing to look at: a mistyped name, or a solve not begun
      return refuse(fmt::format("the checkpoint '{}' does not exist", path_), table, totals);
    if (!in) return std::nullopt;
    auto state =
        read_portable_checkpoint(in.get(), portable, geometry_, rules_, table, totals, error);
    if (!state) return refuse(error, table, totals);
    read_portable_ = true;
    return state;
  }
  long table_at = 0;
  auto state = read_checkpoint(in.get(), path_, geometry_, rules_, writes ? &table : nullptr,
                               totals, error, &table_at);
  if (!state) return refuse(error, table, totals);
  if (writes) return state;
  if (access_ == checkpoint_access::read_copy) {
    std::uint64_t needed = 0;
    if (std::fseek(in.get(), table_at, SEEK_SET) == 0 &&
        algo::table_file::load(table, in.get(), needed, may_prove_draws(rules_)))
      return state;
    if (needed == 0) return refuse(damaged(path_), table, totals);
  }
  saved_ = algo::table_file::open(in.get(), table_at);
  if (!saved_) return refuse(damaged(path_), table, totals);
  saved_file_ = std::move(in);
  return state;
}

bool checkpoint_file::save(const mtd_state& state, const search_totals& totals,
                           const algo::transposition_table& table) {
  std::string error = write_checkpoint(path_, geometry_, rules_, state, totals, table);
  if (error.empty())
    error =
        write_portable_checkpoint(portable_path(path_), geometry_, rules_, state, totals, table);
  problem_ = std::move(error);
  next_ = std::chrono::steady_clock::now() + every_;
  return problem_.empty();
}

std::optional<mtd_state> checkpoint_file::refuse(std::string why, algo::transposition_table& table,
                                                 search_totals& totals) {
  problem_ = std::move(why);
  table.clear();
  totals = {};
  saved_.reset();
  return std::nullopt;
}

}  // namespace boardsolve::pawnchess
