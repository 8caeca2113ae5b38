#pragma once
// The file form of a transposition table (transposition_table.hpp): three counts (buckets,
// entries used, entries replaced), then the buckets in use, raw, as the table holds them. Read
// back whole into a table, or read in place, one bucket per lookup, by a process that has not
// the memory for it. Every entry read is checked to be one that store() could have written, so
// a damaged file is refused, never believed.

#include <climits>
#include <cstdint>
#include <cstdio>
#include <optional>

#include "algo/transposition_table.hpp"

namespace boardsolve::algo {

struct table_file {
  /// Writes `table` to `out`; false if a write fails. O(buckets in use).
  static bool save(const transposition_table& table, std::FILE* out) {
    const std::uint64_t counts[3] = {table.mask_ + 1, table.used(), table.replaced()};
    return std::fwrite(counts, sizeof counts, 1, out) == 1 &&
           std::fwrite(table.buckets_, transposition_table::bucket_bytes, table.mask_ + 1, out) ==
               table.mask_ + 1;
  }

  /// Replaces the entries of `table` by those saved in `in` from its position on. False, with
  /// the table left empty, if `in` ends early, holds no saved table (its counts, or an entry
  /// that store() could not have written: bounds off the scale or crossed, or with `draws`
  /// false a draw), or holds more buckets than the table's bound allows (`needed_bytes` says
  /// how many bytes a bound must give). O(buckets read).
  static bool load(transposition_table& table, std::FILE* in, std::uint64_t& needed_bytes,
                   bool draws = true) {
    std::uint64_t counts[3] = {};
    needed_bytes = 0;
    if (std::fread(counts, sizeof counts, 1, in) != 1 ||
        !transposition_table::plausible_counts(counts))
      return false;
    if (counts[0] > table.max_buckets_) {
      needed_bytes = counts[0] * transposition_table::bucket_bytes;
      return false;
    }
    const auto n = static_cast<std::size_t>(counts[0]);
    const bool dense = n >= transposition_table::dense_buckets;
    bool read = std::fread(table.buckets_, transposition_table::bucket_bytes, n, in) == n;
    for (std::size_t i = 0; read && i < n; ++i)
      read = transposition_table::well_formed(table.buckets_[i], dense, draws);
    if (!read) {
      table.clear();
      return false;
    }
    table.mask_ = n - 1;
    table.tallies_[0].used = static_cast<std::int64_t>(counts[1]);
    table.tallies_[0].replaced = counts[2];
    table.tallies_[1].used = 0;
    table.tallies_[1].replaced = 0;
    return true;
  }

  /// Where a saved table lies in an open file, for find().
  struct in_place {
    std::FILE* in = nullptr;
    long buckets_at = 0;  // the first bucket's offset
    std::uint64_t buckets = 0;
  };

  /// The table saved in `in` from `offset` on, reading only its counts; nullopt if they are
  /// not a table's or the file ends before its last bucket. O(1).
  static std::optional<in_place> open(std::FILE* in, long offset) {
    std::uint64_t counts[3] = {};
    if (offset < 0 || std::fseek(in, offset, SEEK_SET) != 0 ||
        std::fread(counts, sizeof counts, 1, in) != 1)
      return std::nullopt;
    const std::uint64_t buckets = counts[0];
    const long buckets_at = offset + static_cast<long>(sizeof counts);
    constexpr auto bytes = transposition_table::bucket_bytes;
    if (!transposition_table::plausible_counts(counts) ||
        buckets > static_cast<std::uint64_t>(LONG_MAX - buckets_at) / bytes ||
        std::fseek(in, 0, SEEK_END) != 0 ||
        std::ftell(in) < buckets_at + static_cast<long>(buckets * bytes))
      return std::nullopt;
    return in_place{in, buckets_at, buckets};
  }

  /// Returns the bounds stored under `key` in `saved`, reading only the key's bucket; nullopt
  /// if it holds none, or if the file cannot be read there. An entry that store() could not
  /// have written is passed over (with `draws` false, one with a draw for a bound: a game
  /// without draws never proves one). O(1).
  static std::optional<value_bounds> find(const in_place& saved, table_key key, bool draws = true) {
    constexpr auto bytes = transposition_table::bucket_bytes;
    const std::uint64_t at = transposition_table::hash(key) & (saved.buckets - 1);
    table_bucket b;
    if (std::fseek(saved.in, saved.buckets_at + static_cast<long>(at * bytes), SEEK_SET) != 0 ||
        std::fread(&b, bytes, 1, saved.in) != 1)
      return std::nullopt;
    const bucket_layout layout = b.layout(saved.buckets >= transposition_table::dense_buckets);
    const std::size_t slot = b.slot_of(layout, key);
    if (slot == table_bucket::slots(layout) ||
        !transposition_table::well_formed(b, layout, slot, draws))
      return std::nullopt;
    return value_bounds{transposition_table::unpack(b.lower(layout, slot)),
                        transposition_table::unpack(b.upper(layout, slot))};
  }
};

}  // namespace boardsolve::algo
