// The transposition table and its buckets: what it stores it finds, across growth and the
// change to dense buckets, with keys of 80 bits and longer ones side by side; a full table
// keeps the costly entries; saved tables load and are read in place with the same answers,
// and a damaged one is refused.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <memory>
#include <thread>
#include <vector>

#include "algo/table_bucket.hpp"
#include "algo/table_file.hpp"
#include "algo/transposition_table.hpp"

namespace boardsolve::algo {
namespace {

TEST(TranspositionTable, FindsWhatItStoredAcrossGrowth) {
  transposition_table table(std::size_t{64} << 20);
  EXPECT_EQ(table.max_capacity(), (std::size_t{64} << 20) / 64 * 6);  // six to a dense bucket
  const std::size_t count = 200'000;  // grows from 16 K entries several times
  for (std::size_t i = 0; i < count; ++i)
    table.store({i * 0x9e3779b97f4a7c15ULL, static_cast<std::uint32_t>(i)},
                {game_value::loss_in(static_cast<int>(i % 50)),
                 game_value::win_in(static_cast<int>(i % 51))},
                i);
  EXPECT_EQ(table.used() + table.replaced(), count);
  EXPECT_GE(table.capacity(), count);
  std::size_t found = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const auto b = table.find({i * 0x9e3779b97f4a7c15ULL, static_cast<std::uint32_t>(i)});
    if (!b) continue;
    ++found;
    EXPECT_EQ(b->lo, game_value::loss_in(static_cast<int>(i % 50)));
    EXPECT_EQ(b->hi, game_value::win_in(static_cast<int>(i % 51)));
  }
  EXPECT_EQ(found, table.used());
  EXPECT_FALSE(table.find({1, 2}));
  // A draw is a bound too (chess rules): stored and found as it is.
  table.store({7, 7}, {game_value::draw(), game_value::win_in(9)}, 1);
  table.store({8, 8}, value_bounds::exactly(game_value::draw()), 1);
  EXPECT_EQ(table.find({7, 7})->lo, game_value::draw());
  EXPECT_EQ(table.find({7, 7})->hi, game_value::win_in(9));
  EXPECT_TRUE(table.find({8, 8})->exact());
  EXPECT_EQ(table.find({8, 8})->lo, game_value::draw());
}

TEST(TranspositionTable, FullTableKeepsTheCostlyEntriesAndWidensLongValues) {
  transposition_table table(64);  // one bucket of four entries
  EXPECT_EQ(table.max_capacity(), 4u);
  for (std::uint64_t key = 1; key <= 4; ++key)
    table.store({key, 0}, value_bounds::exactly(game_value::win_in(1)), key * 1000);
  table.store({5, 0}, value_bounds::exactly(game_value::win_in(3)), 5000);
  EXPECT_FALSE(table.find({1, 0}));  // the cheapest went
  EXPECT_TRUE(table.find({4, 0}));
  EXPECT_EQ(table.replaced(), 1u);
  table.store({6, 0}, {game_value::loss_in(300), game_value::win_in(200)}, 1 << 30);
  const auto widened = table.find({6, 0});
  ASSERT_TRUE(widened);
  EXPECT_LE(widened->lo, game_value::loss_in(300));
  EXPECT_GE(widened->hi, game_value::win_in(200));
}

TEST(TranspositionTable, KeysThatDifferOnlyInTheImpliedBitsStayApart) {
  // One rest of the key, every value of its low 16 bits: in dense buckets those bits are not
  // stored, so only the bucket tells these keys apart.
  transposition_table table(std::size_t{32} << 20);
  const std::uint64_t high = 0x00ff00000000ff00ULL;
  for (std::uint32_t low = 0; low < 40'000; ++low)
    table.store({high, low | 0xabcd0000u},
                value_bounds::exactly(game_value::win_in(static_cast<int>(low % 97))), low);
  EXPECT_GE(table.capacity(), std::size_t{80'000});  // grown past 2^16 buckets
  for (std::uint32_t low = 0; low < 40'000; ++low) {
    const auto b = table.find({high, low | 0xabcd0000u});
    ASSERT_TRUE(b) << low;
    EXPECT_EQ(b->lo, game_value::win_in(static_cast<int>(low % 97)));
  }
  EXPECT_FALSE(table.find({high, 40'000 | 0xabcd0000u}));
  EXPECT_FALSE(table.find({high, 7}));
  EXPECT_FALSE(table.find({high + 1, 7 | 0xabcd0000u}));
}

TEST(TableBucket, SixShortKeysOrFiveLongOnes) {
  table_bucket b{};
  EXPECT_EQ(b.layout(true), bucket_layout::six);  // empty
  EXPECT_EQ(b.layout(false), bucket_layout::whole);
  table_entry six[6];
  for (int i = 0; i < 6; ++i)
    six[i] = {{std::uint64_t{0x1234'5678'9abc'def0} + static_cast<std::uint64_t>(i), 0},
              static_cast<std::int8_t>(-3 - i),
              static_cast<std::int8_t>(100 + i),
              static_cast<std::uint8_t>(28 + i)};
  EXPECT_EQ(table_bucket::densest(six, 6), bucket_layout::six);
  b.fill(bucket_layout::six, six, 6);
  EXPECT_EQ(b.layout(true), bucket_layout::six);
  for (std::size_t i = 0; i < 6; ++i) {
    const table_entry e = b.entry(bucket_layout::six, i);
    EXPECT_EQ(e.key, six[i].key);
    EXPECT_EQ(e.lo, six[i].lo);
    EXPECT_EQ(e.hi, six[i].hi);
    EXPECT_EQ(e.work, std::min<int>(six[i].work, 31));  // five bits: 32 and 33 kept as 31
    EXPECT_EQ(b.slot_of(bucket_layout::six, six[i].key), i);
  }
  EXPECT_EQ(b.slot_of(bucket_layout::six, {six[0].key.high, 1u << 16}), 6u);  // not 80 bits
  table_entry five[5];
  for (std::uint32_t i = 0; i < 5; ++i)
    five[i] = {{~std::uint64_t{i}, (0xfff0u + i) << 16}, 1, 2, static_cast<std::uint8_t>(59 + i)};
  EXPECT_EQ(table_bucket::densest(five, 5), bucket_layout::five);
  b.fill(bucket_layout::five, five, 5);
  EXPECT_EQ(b.layout(true), bucket_layout::five);
  for (std::size_t i = 0; i < 5; ++i) {
    EXPECT_EQ(b.entry(bucket_layout::five, i).key, five[i].key);
    EXPECT_EQ(b.work(bucket_layout::five, i), std::min<int>(five[i].work, 63));
    EXPECT_EQ(b.slot_of(bucket_layout::five, five[i].key), i);
  }
  b.fill(bucket_layout::five, five, 0);  // empty, and still five
  EXPECT_EQ(b.layout(true), bucket_layout::five);
  EXPECT_EQ(b.slot_of(bucket_layout::five, five[0].key), 5u);
}

TEST(TranspositionTable, ShortAndLongKeysShareTheDenseBuckets) {
  // 2^16 buckets: every bucket receives keys of 80 bits (six to a bucket) and longer ones
  // (five), so buckets change from six to five as they fill, and back. What the table says it
  // holds is what it finds, with the bounds stored.
  transposition_table table(std::size_t{4} << 20);
  EXPECT_EQ(table.max_capacity(), std::size_t{6} << 16);
  const auto key = [](std::uint64_t i) {
    const std::uint32_t top = i % 3 == 0 ? static_cast<std::uint32_t>(1 + i % 5) << 16 : 0;
    return table_key{i * 0x9e3779b97f4a7c15ULL, top | static_cast<std::uint32_t>(i & 0xffff)};
  };
  const std::uint64_t count = 500'000;
  for (std::uint64_t i = 0; i < count; ++i)
    table.store(key(i), value_bounds::exactly(game_value::loss_in(static_cast<int>(i % 60))),
                i % 1000);
  std::size_t found = 0, long_keys = 0;
  for (std::uint64_t i = 0; i < count; ++i) {
    const auto b = table.find(key(i));
    if (!b) continue;
    ++found;
    long_keys += i % 3 == 0;
    EXPECT_EQ(b->lo, game_value::loss_in(static_cast<int>(i % 60)));
  }
  EXPECT_EQ(found, table.used());
  EXPECT_GT(long_keys, std::size_t{50'000});
  EXPECT_GT(found, std::size_t{4} << 16);   // more than four whole keys to a bucket
  EXPECT_LE(found, std::size_t{11} << 15);  // most buckets five: at most 5.5 a bucket

  // Costlier short keys push the long ones out: full buckets of short keys turn six again.
  const auto costly = [](std::uint64_t i) { return table_key{~i * 0xff51afd7ed558ccdULL, 0}; };
  for (std::uint64_t i = 0; i < count; ++i)
    table.store(costly(i), value_bounds::exactly(game_value::win_in(1)), std::uint64_t{1} << 40);
  std::size_t found_in_all = 0;
  for (std::uint64_t i = 0; i < count; ++i)
    found_in_all += std::size_t{table.find(costly(i)).has_value()} + table.find(key(i)).has_value();
  EXPECT_EQ(found_in_all, table.used());
  EXPECT_GT(table.used(), std::size_t{11} << 15);  // more than 5.5 a bucket: mostly six
}

struct closer {
  void operator()(std::FILE* f) const { std::fclose(f); }
};
using file = std::unique_ptr<std::FILE, closer>;

table_key key_number(std::uint64_t i) {
  return {i * 0x9e3779b97f4a7c15ULL, static_cast<std::uint32_t>(i * 2654435761u)};
}

TEST(TranspositionTable, SavedTablesLoadAndAreReadInPlace) {
  transposition_table table(std::size_t{16} << 20);
  const std::uint64_t count = 300'000;
  for (std::uint64_t i = 0; i < count; ++i)
    table.store(key_number(i), {game_value::loss_in(static_cast<int>(i % 40)), game_value::draw()},
                i);
  const file saved(std::tmpfile());
  ASSERT_TRUE(saved && table_file::save(table, saved.get()));

  transposition_table copy(std::size_t{16} << 20);
  std::uint64_t needed = 1;
  std::rewind(saved.get());
  ASSERT_TRUE(table_file::load(copy, saved.get(), needed));
  EXPECT_EQ(needed, 0u);
  EXPECT_EQ(copy.used(), table.used());
  const auto in_place = table_file::open(saved.get(), 0);
  ASSERT_TRUE(in_place);
  for (std::uint64_t i = 0; i < count; i += 7) {
    const auto original = table.find(key_number(i));
    const auto loaded = copy.find(key_number(i));
    const auto read = table_file::find(*in_place, key_number(i));
    ASSERT_EQ(original.has_value(), loaded.has_value());
    ASSERT_EQ(original.has_value(), read.has_value());
    if (!original) continue;
    EXPECT_EQ(loaded->lo, original->lo);
    EXPECT_EQ(read->hi, original->hi);
  }
  // Without draws every entry here is damage; in place such entries are passed over.
  transposition_table strict(std::size_t{16} << 20);
  std::rewind(saved.get());
  EXPECT_FALSE(table_file::load(strict, saved.get(), needed, false));
  EXPECT_EQ(strict.used(), 0u);
  EXPECT_FALSE(table_file::find(*in_place, key_number(0), false));
  // A smaller bound says how much the table needs.
  transposition_table small(std::size_t{1} << 20);
  std::rewind(saved.get());
  EXPECT_FALSE(table_file::load(small, saved.get(), needed));
  EXPECT_EQ(needed, table.capacity() / 6 * transposition_table::bucket_bytes);
}

file file_of(const std::vector<unsigned char>& bytes) {
  file f(std::tmpfile());
  std::fwrite(bytes.data(), 1, bytes.size(), f.get());
  std::rewind(f.get());
  return f;
}

// The saved form of a table of one entry (four whole keys to a bucket), with the entry's packed
// bounds set to `lo` and `hi`.
std::vector<unsigned char> one_entry_file(std::int8_t lo, std::int8_t hi) {
  transposition_table table(std::size_t{1} << 20);
  const table_key key = key_number(1);
  table.store(key, {game_value::loss_in(20), game_value::win_in(7)}, 1000);
  const file saved(std::tmpfile());
  EXPECT_TRUE(table_file::save(table, saved.get()));
  std::vector<unsigned char> bytes(static_cast<std::size_t>(std::ftell(saved.get())));
  std::rewind(saved.get());
  EXPECT_EQ(std::fread(bytes.data(), 1, bytes.size(), saved.get()), bytes.size());
  const unsigned char* high = reinterpret_cast<const unsigned char*>(&key.high);
  const auto at = std::search(bytes.begin() + 24, bytes.end(), high, high + 8);
  EXPECT_NE(at, bytes.end());
  at[12] = static_cast<unsigned char>(lo);  // a whole slot: high, low, lo, hi, unused, work
  at[13] = static_cast<unsigned char>(hi);
  return bytes;
}

TEST(TableFile, AnEntryThatNoSearchWritesIsRefused) {
  std::uint64_t needed = 0;
  {
    const file good = file_of(one_entry_file(-107, 120));  // loss in 20, win in 7
    transposition_table table(std::size_t{1} << 20);
    ASSERT_TRUE(table_file::load(table, good.get(), needed, false));
    const auto loaded = table.find(key_number(1));
    ASSERT_TRUE(loaded);
    EXPECT_EQ(loaded->lo, game_value::loss_in(20));
    EXPECT_EQ(loaded->hi, game_value::win_in(7));
  }
  // Crossed bounds, or a draw where the game has none: the table stays empty, and read in
  // place the entry is passed over.
  for (const auto& [lo, hi] : {std::pair<std::int8_t, std::int8_t>{121, 120}, {0, 120}}) {
    const file damaged = file_of(one_entry_file(lo, hi));
    transposition_table refused(std::size_t{1} << 20);
    EXPECT_FALSE(table_file::load(refused, damaged.get(), needed, false)) << int{lo};
    EXPECT_EQ(refused.used(), 0u);
    const auto in_place = table_file::open(damaged.get(), 0);
    ASSERT_TRUE(in_place);
    EXPECT_FALSE(table_file::find(*in_place, key_number(1), false)) << int{lo};
  }
  // A draw is a bound like any other where the game has draws.
  const file drawn = file_of(one_entry_file(0, 120));
  transposition_table table(std::size_t{1} << 20);
  EXPECT_TRUE(table_file::load(table, drawn.get(), needed, true));
}

// The bounds stored under key_number(i) by the threads below: a torn entry (one key's bits
// with another's bounds) would show.
value_bounds bounds_number(std::uint64_t i) {
  return {game_value::loss_in(static_cast<int>(i % 61)),
          game_value::win_in(static_cast<int>(i * 7 % 59))};
}

TEST(TranspositionTable, TwoThreadsShareItWithoutTornEntries) {
  // Both writers at once over the same keys, first in the table's first 1 MiB (four whole keys
  // to a bucket), then after each growth, up to its bound of 4 MiB in dense buckets; full long
  // before the end each time, so entries give way and dense buckets change layout (key_number's
  // keys need five to a bucket; every third key is cut to fit six).
  transposition_table table(std::size_t{4} << 20);
  const std::uint64_t keys = 800'000;
  const auto key_of = [](std::uint64_t i) {
    table_key k = key_number(i);
    if (i % 3 == 0) k.low &= 0xffff;
    return k;
  };
  const auto run_both = [&] {
    std::atomic<std::uint64_t> wrong{0}, found{0};
    const auto work = [&](unsigned writer) {
      for (std::uint64_t n = 0; n < 1'000'000; ++n) {
        const std::uint64_t i = (n * 2654435761u + writer) % keys;
        table.store(key_of(i), bounds_number(i), n % 5000, writer);
        const std::uint64_t j = (n * 40503u + 17 * writer) % keys;
        if (const auto b = table.find(key_of(j))) {
          found.fetch_add(1, std::memory_order_relaxed);
          if (b->lo != bounds_number(j).lo || b->hi != bounds_number(j).hi)
            wrong.fetch_add(1, std::memory_order_relaxed);
        }
      }
    };
    table.share(true);
    std::thread second(work, 1u);
    work(0);
    second.join();
    table.share(false);
    EXPECT_EQ(wrong.load(), 0u);
    EXPECT_GT(found.load(), 10'000u);
    EXPECT_GT(table.replaced(), 0u);
    // The writers' counts add up to the entries the table holds.
    std::uint64_t held = 0;
    for (std::uint64_t i = 0; i < keys; ++i) {
      const auto b = table.find(key_of(i));
      if (!b) continue;
      ++held;
      ASSERT_EQ(b->lo, bounds_number(i).lo);
      ASSERT_EQ(b->hi, bounds_number(i).hi);
    }
    EXPECT_EQ(held, table.used());
  };
  run_both();
  EXPECT_EQ(table.capacity(), std::size_t{1} << 16);  // a shared table does not grow by itself
  while (table.capacity() < table.max_capacity()) {
    ASSERT_TRUE(table.growth_due());
    table.grow_if_due();
    run_both();
  }
  // No lock is left taken: the saved table loads (a lock bit in a file is refused, below).
  const file saved(std::tmpfile());
  ASSERT_TRUE(saved && table_file::save(table, saved.get()));
  transposition_table copy(std::size_t{4} << 20);
  std::uint64_t needed = 0;
  std::rewind(saved.get());
  ASSERT_TRUE(table_file::load(copy, saved.get(), needed));
  EXPECT_EQ(copy.used(), table.used());

  // The same file with one bucket's lock bit set (bit 30 of its last word) is damage.
  std::vector<unsigned char> bytes(24 + (std::size_t{4} << 20));
  std::rewind(saved.get());
  ASSERT_EQ(std::fread(bytes.data(), 1, bytes.size(), saved.get()), bytes.size());
  bytes[24 + 64 * 1000 + 63] |= 0x40;
  transposition_table damaged(std::size_t{4} << 20);
  EXPECT_FALSE(table_file::load(damaged, file_of(bytes).get(), needed));
}

}  // namespace
}  // namespace boardsolve::algo
