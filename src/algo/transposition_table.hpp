#pragma once
// A transposition table within a fixed memory bound: bounds on game values remembered under
// an exact key, four 16-byte entries to a 64-byte bucket, so one probe reads one cache line.
// It starts small and doubles (splitting each bucket in place) while it is more than half
// full, until the bound; then a full bucket gives up the entry that cost the least work. The
// table is a cache: a search that loses an entry only searches again, it never answers wrongly.
//
// Values take one byte each (plies <= 126); a bound that does not fit is widened to one that
// does, which keeps it true.

#include <algorithm>
#include <bit>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <optional>

#if defined(__linux__)
#include <sys/mman.h>
#endif

#include "boardsolve/core/game_value.hpp"

namespace boardsolve::algo {

/// An exact key of up to 96 bits.
struct table_key {
  std::uint64_t high = 0;
  std::uint32_t low = 0;
  bool operator==(const table_key&) const = default;
};

class transposition_table {
 public:
  static constexpr std::size_t bucket_bytes = 64;
  static constexpr std::size_t entries_per_bucket = 4;

  /// A table that never takes more than max(`bytes`, 64) bytes: the largest power-of-two
  /// number of buckets that fits. Memory is reserved, and touched only as the table grows.
  explicit transposition_table(std::size_t bytes) {
    std::size_t buckets = 1;
    while (buckets <= bytes / bucket_bytes / 2) buckets *= 2;  // no overflow with 32-bit size_t
    max_buckets_ = buckets;
    mask_ = std::min<std::size_t>(buckets, initial_buckets) - 1;
    const std::size_t size = buckets * bucket_bytes;
    // Large blocks come from the system untouched; only the buckets in use are cleared (here
    // and in grow()), so the pages beyond them stay untouched until the table grows into them.
    // (calloc would clear everything where malloc does not map fresh pages, as in
    // WebAssembly.) The spare bytes pay for the alignment.
    const std::size_t alignment = size >= huge_page ? huge_page : bucket_bytes;
    memory_.reset(static_cast<char*>(std::malloc(size + alignment)));
    if (!memory_) throw std::bad_alloc();
    const auto address = reinterpret_cast<std::uintptr_t>(memory_.get());
    buckets_ = reinterpret_cast<bucket*>((address + alignment - 1) & ~(alignment - 1));
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (alignment == huge_page) madvise(buckets_, size, MADV_HUGEPAGE);  // fewer TLB misses
#endif
    std::memset(static_cast<void*>(buckets_), 0, (mask_ + 1) * bucket_bytes);
  }

  /// Returns the bounds stored under `key`, if any. O(1).
  std::optional<value_bounds> find(table_key key) const {
    const bucket& b = buckets_[index(key)];
    for (const slot& s : b.slots)
      if (s.work != 0 && s.high == key.high && s.low == key.low)
        return value_bounds{unpack(s.lo), unpack(s.hi)};
    return std::nullopt;
  }

  /// Starts loading the bucket of `key` into the cache, for a find() soon after. O(1).
  void prefetch(table_key key) const {
    __builtin_prefetch(&buckets_[index(key)]);
  }

  /// Stores `bounds` under `key`, replacing the same key, else an empty entry, else the
  /// bucket's cheapest. `work`: positions searched to find them. O(1) amortised.
  void store(table_key key, value_bounds bounds, std::uint64_t work) {
    if (used_ * 2 > capacity() && mask_ + 1 < max_buckets_) grow();
    bucket& b = buckets_[index(key)];
    slot* target = &b.slots[0];
    for (slot& s : b.slots) {
      if (s.work != 0 && s.high == key.high && s.low == key.low) {
        target = &s;
        break;
      }
      if (s.work < target->work) target = &s;
    }
    if (target->work == 0) {
      ++used_;
    } else if (target->high != key.high || target->low != key.low) {
      ++replaced_;
    }
    *target = {key.high,
               key.low,
               pack_lower(bounds.lo),
               pack_upper(bounds.hi),
               0,
               static_cast<std::uint8_t>(1 + std::bit_width(work))};
  }

  /// Entries the table holds now, and at most.
  std::size_t capacity() const {
    return (mask_ + 1) * entries_per_bucket;
  }
  std::size_t max_capacity() const {
    return max_buckets_ * entries_per_bucket;
  }
  std::size_t used() const {
    return used_;
  }
  /// Entries that were overwritten by another position's.
  std::uint64_t replaced() const {
    return replaced_;
  }

  /// Writes the entries (the buckets in use, raw, and their counts) to `out`; false if a
  /// write fails. O(buckets in use).
  bool save(std::FILE* out) const {
    const std::uint64_t counts[3] = {mask_ + 1, used_, replaced_};
    return std::fwrite(counts, sizeof counts, 1, out) == 1 &&
           std::fwrite(buckets_, bucket_bytes, mask_ + 1, out) == mask_ + 1;
  }

  /// Where a table that save() wrote lies in a file, for find_saved().
  struct saved_table {
    std::FILE* in = nullptr;
    long buckets_at = 0;  // the first bucket's offset
    std::uint64_t buckets = 0;
  };

  /// The table that save() wrote to `in` from `offset` on, reading only its counts; nullopt if
  /// they are not such a table's or the file ends before its last bucket. O(1).
  static std::optional<saved_table> open_saved(std::FILE* in, long offset) {
    std::uint64_t counts[3] = {};
    if (offset < 0 || std::fseek(in, offset, SEEK_SET) != 0 ||
        std::fread(counts, sizeof counts, 1, in) != 1)
      return std::nullopt;
    const std::uint64_t buckets = counts[0];
    const long buckets_at = offset + static_cast<long>(sizeof counts);
    if (buckets == 0 || !std::has_single_bit(buckets) || counts[1] > buckets * entries_per_bucket ||
        buckets > static_cast<std::uint64_t>(LONG_MAX - buckets_at) / bucket_bytes ||
        std::fseek(in, 0, SEEK_END) != 0 ||
        std::ftell(in) < buckets_at + static_cast<long>(buckets * bucket_bytes))
      return std::nullopt;
    return saved_table{in, buckets_at, buckets};
  }

  /// Returns the bounds stored under `key` in `saved`, reading only the key's bucket; nullopt
  /// if it holds none, or if the file cannot be read there. An entry that store() could not
  /// have written is passed over (with `draws` false, one with a draw for a bound: a game
  /// without draws never proves one). O(1).
  static std::optional<value_bounds> find_saved(const saved_table& saved, table_key key,
                                                bool draws = true) {
    const std::uint64_t at = hash(key.high, key.low) & (saved.buckets - 1);
    bucket b;
    if (std::fseek(saved.in, saved.buckets_at + static_cast<long>(at * bucket_bytes), SEEK_SET) !=
            0 ||
        std::fread(&b, bucket_bytes, 1, saved.in) != 1)
      return std::nullopt;
    for (const slot& s : b.slots)
      if (s.work != 0 && s.high == key.high && s.low == key.low && well_formed(s, draws))
        return value_bounds{unpack(s.lo), unpack(s.hi)};
    return std::nullopt;
  }

  /// Replaces the entries by those that save() wrote to `in`. False, with the table left
  /// empty, if `in` ends early, is not such a table (counts, or an entry that store() could
  /// not have written: bounds off the scale or crossed, or with `draws` false a draw), or holds
  /// more buckets than this table's bound allows (`needed_bytes` says how many bytes a bound
  /// must give). O(buckets read).
  bool load(std::FILE* in, std::uint64_t& needed_bytes, bool draws = true) {
    std::uint64_t counts[3] = {};
    needed_bytes = 0;
    if (std::fread(counts, sizeof counts, 1, in) != 1) return false;
    const std::uint64_t buckets = counts[0];
    if (buckets == 0 || !std::has_single_bit(buckets) || counts[1] > buckets * entries_per_bucket)
      return false;
    if (buckets > max_buckets_) {
      needed_bytes = buckets * bucket_bytes;
      return false;
    }
    const auto n = static_cast<std::size_t>(buckets);
    if (std::fread(buckets_, bucket_bytes, n, in) != n || !well_formed(n, draws)) {
      clear();
      return false;
    }
    mask_ = n - 1;
    used_ = static_cast<std::size_t>(counts[1]);
    replaced_ = counts[2];
    return true;
  }

 private:
  static constexpr std::size_t initial_buckets = std::size_t{1} << 14;  // 1 MiB
  static constexpr std::size_t huge_page = std::size_t{2} << 20;
  struct slot {
    std::uint64_t high;
    std::uint32_t low;
    std::int8_t lo;
    std::int8_t hi;
    std::uint8_t unused;
    std::uint8_t work;  // 0: empty; else 1 + bit width of the positions searched
  };
  static_assert(sizeof(slot) == 16);
  struct alignas(bucket_bytes) bucket {
    slot slots[entries_per_bucket];
  };
  struct release {
    void operator()(char* p) const { std::free(p); }
  };

  std::unique_ptr<char, release> memory_;
  bucket* buckets_ = nullptr;
  std::size_t mask_ = 0;
  std::size_t max_buckets_ = 1;
  std::size_t used_ = 0;
  std::uint64_t replaced_ = 0;

  static std::uint64_t mix(std::uint64_t x) {  // the finaliser of splitmix64
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
  }
  static std::uint64_t hash(std::uint64_t high, std::uint32_t low) {
    return mix(mix(high) + std::uint64_t{low} * 0x9e3779b97f4a7c15ULL);
  }
  std::size_t index(table_key key) const {
    return static_cast<std::size_t>(hash(key.high, key.low)) & mask_;
  }

  // True if `s` is empty or an entry that store() could have written: bounds on the packed
  // scale, the lower one not above the upper one, and no draw (packed 0) unless `draws`.
  static bool well_formed(const slot& s, bool draws) {
    return s.work == 0 || (s.lo >= -max_packed_plies - 1 && s.hi >= -max_packed_plies - 1 &&
                           s.lo <= s.hi && s.work <= 65 && (draws || (s.lo != 0 && s.hi != 0)));
  }
  // True if the first n buckets hold only well-formed entries. O(n).
  bool well_formed(std::size_t n, bool draws) const {
    for (std::size_t i = 0; i < n; ++i)
      for (const slot& s : buckets_[i].slots)
        if (!well_formed(s, draws)) return false;
    return true;
  }

  void clear() {
    mask_ = std::min<std::size_t>(max_buckets_, initial_buckets) - 1;
    std::memset(static_cast<void*>(buckets_), 0, (mask_ + 1) * bucket_bytes);
    used_ = 0;
    replaced_ = 0;
  }

  // Doubles the buckets: an entry of bucket i stays, or moves to the new bucket i + n when
  // the next bit of its hash is set. The new buckets are cleared first, so every entry fits.
  // O(n).
  void grow() {
    const std::size_t n = mask_ + 1;
    std::memset(static_cast<void*>(buckets_ + n), 0, n * bucket_bytes);
    for (std::size_t i = 0; i < n; ++i) {
      slot* moved = buckets_[i + n].slots;
      for (slot& s : buckets_[i].slots)
        if (s.work != 0 && (hash(s.high, s.low) & n)) {
          *moved++ = s;
          s = slot{};
        }
    }
    mask_ = 2 * n - 1;
  }

  // One byte per bound: win_in(n) is 127 - n and loss_in(n) is n - 127, for n <= 126; a
  // draw is 0.
  static constexpr int max_packed_plies = 126;
  static std::int8_t pack(game_value v) {
    if (v.is_draw()) return 0;
    return static_cast<std::int8_t>(v.is_win() ? 127 - v.plies() : v.plies() - 127);
  }
  static std::int8_t pack_lower(game_value v) {
    if (!v.is_value()) return -127;  // loss_in(0) <= anything
    if (!v.is_draw() && v.plies() > max_packed_plies)
      return pack(game_value::loss_in(max_packed_plies));
    return pack(v);
  }
  static std::int8_t pack_upper(game_value v) {
    if (!v.is_value()) return 127;  // win_in(0) >= anything
    if (!v.is_draw() && v.plies() > max_packed_plies)
      return pack(game_value::win_in(max_packed_plies));
    return pack(v);
  }
  static game_value unpack(std::int8_t packed) {
    if (packed == 0) return game_value::draw();
    return packed > 0 ? game_value::win_in(127 - packed) : game_value::loss_in(packed + 127);
  }
};

}  // namespace boardsolve::algo
