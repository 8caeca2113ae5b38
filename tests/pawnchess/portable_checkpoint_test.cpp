// The portable checkpoint (checkpoint.hpp): the costliest entries of a search's table, which a
// search on another machine resumes from. It keeps exactly the costliest entries with their
// bounds, it is refused when damaged or of another search, and a solver whose whole
// checkpoint is gone resumes from it with the same value.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "algo/transposition_table.hpp"
#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"
#include "pawnchess/checkpoint.hpp"

namespace boardsolve::pawnchess {
namespace {

using algo::table_entry;
using algo::table_key;
using algo::transposition_table;

// Bytes of a portable file before its first entry: magic, header, count.
constexpr std::size_t entries_at = 16 + 72 + 8;

std::string read_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

void write_bytes(const std::string& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary) << bytes;
}

std::vector<table_entry> entries_of(const transposition_table& table) {
  std::vector<table_entry> all;
  table.for_each_entry([&](const table_entry& e) { all.push_back(e); });
  return all;
}

// Reads the portable checkpoint `path` as a search on `g` under `r` would, into `table`.
std::optional<mtd_state> read_portable(const std::string& path, const geometry& g, rules r,
                                       transposition_table& table, search_totals& totals,
                                       std::string& error) {
  std::FILE* in = std::fopen(path.c_str(), "rb");
  if (!in) {
    error = "cannot open " + path;
    return std::nullopt;
  }
  auto state = read_portable_checkpoint(in, path, g, r, table, totals, error);
  std::fclose(in);
  return state;
}

// Stores `count` random entries: keys of at most 16 pawns' owners (bits 16 to 31 zero) and
// of more, wins and losses (no draws: UVa's rules), works over the whole range.
void store_random(transposition_table& table, int count, std::uint64_t seed) {
  std::mt19937_64 random(seed);
  for (int i = 0; i < count; ++i) {
    const std::uint32_t low = static_cast<std::uint32_t>(random()) & (i % 3 ? 0xffffu : ~0u);
    const int a = 1 + static_cast<int>(random() % 60), b = 1 + static_cast<int>(random() % 60);
    const game_value lo = random() % 2 ? game_value::win_in(std::max(a, b) | 1)
                                       : game_value::loss_in(std::min(a, b) & ~1);
    const game_value hi = random() % 2 ? lo : game_value::win_in(1);
    table.store({random(), low}, {lo, hi}, std::uint64_t{1} << (random() % 30));
  }
}

mtd_state unfinished_state() {
  mtd_state state;
  state.root = {0x00ff, 0xff000000, 0};
  state.lo = game_value::win_in(61);
  state.guess = state.lo;
  state.step = 5;
  return state;
}

TEST(PawnchessPortableCheckpoint, KeepsTheCostliestEntriesAndTheirBounds) {
  const geometry g(8, 8);
  const std::string path = testing::TempDir() + "portable_costliest.portable";
  for (const std::size_t bytes : {std::size_t{1} << 20, std::size_t{16} << 20}) {  // 4, 6 a bucket
    transposition_table table(bytes);
    store_random(table, 20000, bytes);
    const std::vector<table_entry> before = entries_of(table);
    const std::size_t most = 3000;
    const search_totals totals{123456789, 4321};
    ASSERT_EQ(write_portable_checkpoint(path, g, rules{}, unfinished_state(), totals, table, most),
              "");
    EXPECT_EQ(read_bytes(path).size(), entries_at + 16 * most);

    transposition_table restored(std::size_t{64} << 20);
    search_totals read_totals;
    std::string error;
    const auto state = read_portable(path, g, rules{}, restored, read_totals, error);
    ASSERT_TRUE(state) << error;
    EXPECT_EQ(state->lo, game_value::win_in(61));
    EXPECT_EQ(state->step, 5);
    EXPECT_EQ(read_totals, totals);

    std::map<std::pair<std::uint64_t, std::uint32_t>, table_entry> kept;
    for (const table_entry& e : entries_of(restored)) kept[{e.key.high, e.key.low}] = e;
    ASSERT_EQ(kept.size(), most);
    int least_kept = 64, most_left = 0;
    for (const table_entry& e : before) {
      const auto found = kept.find({e.key.high, e.key.low});
      if (found == kept.end()) {
        most_left = std::max<int>(most_left, e.work);
        continue;
      }
      EXPECT_EQ(std::tie(found->second.lo, found->second.hi, found->second.work),
                std::tie(e.lo, e.hi, e.work));
      least_kept = std::min<int>(least_kept, e.work);
      kept.erase(found);
    }
    EXPECT_TRUE(kept.empty()) << "entries that the table did not hold";
    EXPECT_LE(most_left, least_kept) << "a cheaper entry kept where a costlier one was left";
  }
  std::remove(path.c_str());
}

// A search stopped before it stored anything (Ctrl-C at once) writes a file of no entries.
TEST(PawnchessPortableCheckpoint, AnEmptyTableGivesAFileOfNoEntries) {
  const geometry g(8, 8);
  const std::string path = testing::TempDir() + "portable_empty.portable";
  const transposition_table table(std::size_t{1} << 20);
  ASSERT_EQ(write_portable_checkpoint(path, g, rules{}, unfinished_state(), {}, table), "");
  EXPECT_EQ(read_bytes(path).size(), entries_at);
  transposition_table into(std::size_t{1} << 20);
  search_totals totals;
  std::string error;
  const auto state = read_portable(path, g, rules{}, into, totals, error);
  ASSERT_TRUE(state) << error;
  EXPECT_EQ(state->step, 5);
  EXPECT_EQ(into.used(), 0u);
  std::remove(path.c_str());
}

TEST(PawnchessPortableCheckpoint, RefusesADamagedFileOrAnotherSearch) {
  const geometry g(8, 8);
  const std::string path = testing::TempDir() + "portable_damaged.portable";
  transposition_table table(std::size_t{1} << 20);
  store_random(table, 500, 7);
  ASSERT_EQ(write_portable_checkpoint(path, g, rules{}, unfinished_state(), {}, table, 100), "");
  const std::string good = read_bytes(path);

  const auto read = [&](const std::string& bytes, const geometry& as, rules r) {
    write_bytes(path, bytes);
    transposition_table into(std::size_t{1} << 20);
    search_totals totals;
    std::string error;
    const bool accepted = read_portable(path, as, r, into, totals, error).has_value();
    EXPECT_EQ(accepted, error.empty());
    return error;
  };
  EXPECT_EQ(read(good, g, rules{}), "");
  const std::string damaged = "the checkpoint '" + path + "' is cut short or damaged";
  EXPECT_EQ(read(good.substr(0, good.size() - 1), g, rules{}), damaged);
  EXPECT_EQ(read(good + '\0', g, rules{}), damaged);
  std::size_t open = entries_at;  // an entry whose bounds differ
  while (open + 16 <= good.size() && good[open + 12] == good[open + 13]) open += 16;
  ASSERT_LT(open, good.size());
  std::string crossed = good;
  std::swap(crossed[open + 12], crossed[open + 13]);  // lo above hi
  EXPECT_EQ(read(crossed, g, rules{}), damaged);
  std::string drawn = good;
  drawn[entries_at + 12] = 0;  // a draw: UVa's rules have none
  EXPECT_EQ(read(drawn, g, rules{}), damaged);
  std::string unordered = good;
  std::swap_ranges(unordered.begin() + entries_at, unordered.begin() + entries_at + 16,
                   unordered.begin() + entries_at + 16);
  EXPECT_EQ(read(unordered, g, rules{}), damaged);
  std::string no_work = good;
  no_work[entries_at + 14] = 0;
  EXPECT_EQ(read(no_work, g, rules{}), damaged);
  std::string not_portable = good;
  not_portable[8] = 'x';
  EXPECT_EQ(read(not_portable, g, rules{}),
            "'" + path + "' is not a portable checkpoint of a pawnchess search");
  EXPECT_EQ(read(good, geometry(7, 8), rules{}),
            "the checkpoint '" + path + "' is of a 8x8 search, not 7x8");
  EXPECT_EQ(read(good, g, chess_rules(stalemate_rule::loss)),
            "the checkpoint '" + path +
                "' is of a search under --rules uva, not --rules chess --stalemate loss");
  std::remove(path.c_str());
}

// A solve whose whole checkpoint stayed on another machine resumes from the portable one:
// the same value, and a finished search answers without searching.
void check_resume_from_portable(int rows, int cols, rules r, const std::string& name) {
  const std::string path = testing::TempDir() + name + ".ckpt";
  std::remove(path.c_str());
  std::remove(portable_path(path).c_str());
  const position start = start_position(rows, cols, r);
  solver_options options;
  options.memory = std::uint64_t{64} << 20;
  options.play_rules = r;
  options.checkpoint = path;
  solver first(rows, cols, options);
  const game_value value = first.value(start);
  const search_report wrote = first.report();
  ASSERT_GT(wrote.positions, 0u);
  ASSERT_EQ(std::remove(path.c_str()), 0);

  solver resumed(rows, cols, options);
  EXPECT_EQ(resumed.value(start), value);
  EXPECT_EQ(resumed.report().positions, 0u);
  EXPECT_EQ(resumed.report().earlier_positions, wrote.positions);
  std::remove(path.c_str());
  std::remove(portable_path(path).c_str());
}

TEST(PawnchessPortableCheckpoint, ASolveResumesFromItWithoutTheWholeCheckpoint) {
  check_resume_from_portable(6, 5, rules{}, "portable_uva_6x5");
  check_resume_from_portable(6, 5, chess_rules(stalemate_rule::draw), "portable_chess_6x5");
}

}  // namespace
}  // namespace boardsolve::pawnchess
