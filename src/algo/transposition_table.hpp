#pragma once
// A transposition table within a fixed memory bound: bounds on game values remembered under
// an exact key, in 64-byte buckets, so one probe reads one cache line. It starts small and
// doubles (splitting each bucket in place) while it is more than half full, until the bound;
// then a full bucket gives up the entry that cost the least work. The table is a cache: a
// search that loses an entry only searches again, it never answers wrongly.
//
// A key's bucket is (h(high, low >> 16) ^ (low & 0xffff)) & mask, h a hash. Below 2^16
// buckets a bucket holds four 16-byte entries with whole keys. From 2^16 buckets on the
// bucket's index gives the low 16 bits of the key (given the other 80 bits and h), so each
// entry leaves them out and a bucket holds five: 25% more entries in the same memory.
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
#include <utility>

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
  /// From this many buckets on, a bucket holds five entries instead of four.
  static constexpr std::size_t dense_buckets = std::size_t{1} << 16;
  static constexpr std::size_t entries_per_bucket(std::size_t buckets) {
    return buckets >= dense_buckets ? 5 : 4;
  }

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
    const std::size_t slot = slot_of(b, key, dense());
    if (slot == none) return std::nullopt;
    return bounds_in(b, slot, dense());
  }

  /// Starts loading the bucket of `key` into the cache, for a find() soon after. O(1).
  void prefetch(table_key key) const {
    __builtin_prefetch(&buckets_[index(key)]);
  }

  /// Stores `bounds` under `key`, replacing the same key, else an empty entry, else the
  /// bucket's cheapest. `work`: positions searched to find them. O(1) amortised.
  void store(table_key key, value_bounds bounds, std::uint64_t work) {
    place({key, pack_lower(bounds.lo), pack_upper(bounds.hi),
           static_cast<std::uint8_t>(
               std::min(1 + static_cast<int>(std::bit_width(work)), max_work))});
  }

  /// Entries the table holds now, and at most.
  std::size_t capacity() const {
    return (mask_ + 1) * entries_per_bucket(mask_ + 1);
  }
  std::size_t max_capacity() const {
    return max_buckets_ * entries_per_bucket(max_buckets_);
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

  /// How a file holds a table: as save() writes it, or as tables were saved before the dense
  /// buckets (four whole keys to every bucket, placed by the hash of the whole key).
  enum class layout : std::uint8_t { current, whole_keys };

  /// Where a table lies in a file, for find_saved().
  struct saved_table {
    std::FILE* in = nullptr;
    long buckets_at = 0;  // the first bucket's offset
    std::uint64_t buckets = 0;
    layout kind = layout::current;
  };

  /// The table of layout `kind` in `in` from `offset` on, reading only its counts; nullopt if
  /// they are not such a table's or the file ends before its last bucket. O(1).
  static std::optional<saved_table> open_saved(std::FILE* in, long offset,
                                               layout kind = layout::current) {
    std::uint64_t counts[3] = {};
    if (offset < 0 || std::fseek(in, offset, SEEK_SET) != 0 ||
        std::fread(counts, sizeof counts, 1, in) != 1)
      return std::nullopt;
    const std::uint64_t buckets = counts[0];
    const long buckets_at = offset + static_cast<long>(sizeof counts);
    if (!plausible_counts(counts, kind) ||
        buckets > static_cast<std::uint64_t>(LONG_MAX - buckets_at) / bucket_bytes ||
        std::fseek(in, 0, SEEK_END) != 0 ||
        std::ftell(in) < buckets_at + static_cast<long>(buckets * bucket_bytes))
      return std::nullopt;
    return saved_table{in, buckets_at, buckets, kind};
  }

  /// Returns the bounds stored under `key` in `saved`, reading only the key's bucket; nullopt
  /// if it holds none, or if the file cannot be read there. An entry that store() could not
  /// have written is passed over (with `draws` false, one with a draw for a bound: a game
  /// without draws never proves one). O(1).
  static std::optional<value_bounds> find_saved(const saved_table& saved, table_key key,
                                                bool draws = true) {
    const bool old = saved.kind == layout::whole_keys;
    const std::uint64_t at = (old ? whole_key_hash(key) : hash(key)) & (saved.buckets - 1);
    const bool dense = !old && saved.buckets >= dense_buckets;
    bucket b;
    if (std::fseek(saved.in, saved.buckets_at + static_cast<long>(at * bucket_bytes), SEEK_SET) !=
            0 ||
        std::fread(&b, bucket_bytes, 1, saved.in) != 1)
      return std::nullopt;
    const std::size_t slot = slot_of(b, key, dense);
    if (slot == none || !well_formed(b, slot, dense, draws, old ? old_max_work : max_work))
      return std::nullopt;
    return bounds_in(b, slot, dense);
  }

  /// Replaces the entries by those of a table of layout `kind` in `in` (the current one as
  /// save() wrote it, copied; an old one entry by entry). False, with the table left empty,
  /// if `in` ends early, is not such a table (counts, or an entry that store() could not have
  /// written: bounds off the scale or crossed, or with `draws` false a draw), or holds more
  /// buckets than this table's bound allows (`needed_bytes` says how many bytes a bound must
  /// give). O(buckets read).
  bool load(std::FILE* in, std::uint64_t& needed_bytes, bool draws = true,
            layout kind = layout::current) {
    std::uint64_t counts[3] = {};
    needed_bytes = 0;
    if (std::fread(counts, sizeof counts, 1, in) != 1 || !plausible_counts(counts, kind))
      return false;
    const std::uint64_t buckets = counts[0];
    if (buckets > max_buckets_) {
      needed_bytes = buckets * bucket_bytes;
      return false;
    }
    const auto n = static_cast<std::size_t>(buckets);
    const bool loaded =
        kind == layout::current ? copy_from(in, n, draws) : place_whole_keys_from(in, n, draws);
    if (!loaded) {
      clear();
      return false;
    }
    if (kind == layout::current) used_ = static_cast<std::size_t>(counts[1]);
    replaced_ += counts[2];
    return true;
  }

 private:
  static constexpr std::size_t initial_buckets = std::size_t{1} << 14;  // 1 MiB
  static constexpr std::size_t huge_page = std::size_t{2} << 20;
  static constexpr std::size_t none = 8;
  static constexpr int max_work = 63;      // fits six bits
  static constexpr int old_max_work = 65;  // 1 + the bit width of a 64-bit count
  static constexpr std::uint32_t implied_bits = 0xffff;

  // Four whole keys.
  struct wide_bucket {
    struct slot {
      std::uint64_t high;
      std::uint32_t low;
      std::int8_t lo;
      std::int8_t hi;
      std::uint8_t unused;
      std::uint8_t work;  // 0: empty; else min(1 + bit width of the positions searched, 63)
    };
    slot slots[4];
  };
  // Five keys without their low 16 bits, which the bucket's index implies.
  struct dense_bucket {
    std::uint64_t high[5];
    std::uint16_t top[5];  // low >> 16
    std::int8_t lo[5];
    std::int8_t hi[5];
    std::uint32_t works;  // six bits each, as wide_bucket::slot::work
  };
  union alignas(bucket_bytes) bucket {
    wide_bucket wide;
    dense_bucket dense;
  };
  static_assert(sizeof(wide_bucket) == bucket_bytes && sizeof(dense_bucket) == bucket_bytes);
  static_assert(sizeof(bucket) == bucket_bytes);

  struct entry {
    table_key key;
    std::int8_t lo = 0;
    std::int8_t hi = 0;
    std::uint8_t work = 0;
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

  bool dense() const {
    return mask_ + 1 >= dense_buckets;
  }

  static std::uint64_t mix(std::uint64_t x) {  // the finaliser of splitmix64
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
  }
  static std::uint64_t hash_of_rest(std::uint64_t high, std::uint32_t top) {
    return mix(mix(high) + std::uint64_t{top} * 0x9e3779b97f4a7c15ULL);
  }
  // A bijection of the low 16 bits for each rest of the key: in a table of at least 2^16
  // buckets, the bucket and the rest give the key back.
  static std::uint64_t hash(table_key key) {
    return hash_of_rest(key.high, key.low >> 16) ^ (key.low & implied_bits);
  }
  static std::uint64_t whole_key_hash(table_key key) {  // of layout::whole_keys
    return mix(mix(key.high) + std::uint64_t{key.low} * 0x9e3779b97f4a7c15ULL);
  }
  std::size_t index(table_key key) const {
    return static_cast<std::size_t>(hash(key)) & mask_;
  }

  static std::uint8_t work_in(const bucket& b, std::size_t slot, bool dense) {
    if (dense) return static_cast<std::uint8_t>((b.dense.works >> (6 * slot)) & 63);
    return b.wide.slots[slot].work;
  }
  // The slot of `b` that holds `key` (which belongs to `b`), or `none`. O(1).
  static std::size_t slot_of(const bucket& b, table_key key, bool dense) {
    if (dense) {
      const auto top = static_cast<std::uint16_t>(key.low >> 16);
      for (std::size_t i = 0; i < 5; ++i)
        if (b.dense.high[i] == key.high && b.dense.top[i] == top && work_in(b, i, true) != 0)
          return i;
      return none;
    }
    for (std::size_t i = 0; i < 4; ++i) {
      const auto& s = b.wide.slots[i];
      if (s.work != 0 && s.high == key.high && s.low == key.low) return i;
    }
    return none;
  }
  static value_bounds bounds_in(const bucket& b, std::size_t slot, bool dense) {
    if (dense) return {unpack(b.dense.lo[slot]), unpack(b.dense.hi[slot])};
    return {unpack(b.wide.slots[slot].lo), unpack(b.wide.slots[slot].hi)};
  }
  // The entry in `slot` of bucket `at`.
  static entry entry_in(const bucket& b, std::size_t at, std::size_t slot, bool dense) {
    if (dense) {
      const dense_bucket& d = b.dense;
      const std::uint32_t top = d.top[slot];
      const auto low = static_cast<std::uint32_t>(
          top << 16 | ((at ^ hash_of_rest(d.high[slot], top)) & implied_bits));
      return {{d.high[slot], low}, d.lo[slot], d.hi[slot], work_in(b, slot, true)};
    }
    const auto& s = b.wide.slots[slot];
    return {{s.high, s.low}, s.lo, s.hi, s.work};
  }
  static void write(bucket& b, std::size_t slot, const entry& e, bool dense) {
    if (dense) {
      dense_bucket& d = b.dense;
      d.high[slot] = e.key.high;
      d.top[slot] = static_cast<std::uint16_t>(e.key.low >> 16);
      d.lo[slot] = e.lo;
      d.hi[slot] = e.hi;
      const int shift = static_cast<int>(6 * slot);
      d.works = (d.works & ~(std::uint32_t{63} << shift)) | std::uint32_t{e.work} << shift;
      return;
    }
    b.wide.slots[slot] = {e.key.high, e.key.low, e.lo, e.hi, 0, e.work};
  }

  // Puts `e` in its bucket: over the same key, else an empty entry, else the cheapest.
  void place(const entry& e) {
    if (used_ * 2 > capacity() && mask_ + 1 < max_buckets_) grow();
    bucket& b = buckets_[index(e.key)];
    const bool d = dense();
    const std::size_t slots = entries_per_bucket(mask_ + 1);
    std::size_t target = slot_of(b, e.key, d);
    if (target == none) {
      target = 0;
      for (std::size_t i = 1; i < slots; ++i)
        if (work_in(b, i, d) < work_in(b, target, d)) target = i;
      if (work_in(b, target, d) == 0) {
        ++used_;
      } else {
        ++replaced_;
      }
    }
    write(b, target, e, d);
  }

  static bool plausible_counts(const std::uint64_t (&counts)[3], layout kind) {
    const std::uint64_t buckets = counts[0];
    const std::uint64_t per_bucket = kind == layout::current && buckets >= dense_buckets ? 5 : 4;
    return buckets != 0 && std::has_single_bit(buckets) && buckets <= std::uint64_t{1} << 58 &&
           counts[1] <= buckets * per_bucket;
  }

  // True if `slot` of `b` is empty or an entry that store() could have written: bounds on the
  // packed scale, the lower one not above the upper one, and no draw (packed 0) unless
  // `draws`.
  static bool well_formed(const bucket& b, std::size_t slot, bool dense, bool draws,
                          int most_work) {
    const int work = work_in(b, slot, dense);
    if (work == 0) return true;
    const auto bounds = dense ? std::pair{b.dense.lo[slot], b.dense.hi[slot]}
                              : std::pair{b.wide.slots[slot].lo, b.wide.slots[slot].hi};
    const auto [lo, hi] = bounds;
    return lo >= -max_packed_plies - 1 && hi >= -max_packed_plies - 1 && lo <= hi &&
           work <= most_work && (draws || (lo != 0 && hi != 0));
  }

  // Reads n buckets as save() wrote them; false if `in` ends early or an entry is not well
  // formed. O(n).
  bool copy_from(std::FILE* in, std::size_t n, bool draws) {
    if (std::fread(buckets_, bucket_bytes, n, in) != n) return false;
    mask_ = n - 1;
    const bool d = dense();
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t slot = 0; slot < entries_per_bucket(n); ++slot)
        if (!well_formed(buckets_[i], slot, d, draws, max_work)) return false;
    return true;
  }

  // Reads n buckets of layout::whole_keys and places their entries (the table keeps what it
  // has room for); false if `in` ends early or an entry is not well formed. O(n).
  bool place_whole_keys_from(std::FILE* in, std::size_t n, bool draws) {
    clear();
    std::unique_ptr<bucket[]> chunk(new bucket[initial_buckets]);
    for (std::size_t done = 0; done < n;) {
      const std::size_t count = std::min(n - done, initial_buckets);
      if (std::fread(chunk.get(), bucket_bytes, count, in) != count) return false;
      for (std::size_t i = 0; i < count; ++i)
        for (std::size_t slot = 0; slot < 4; ++slot) {
          if (!well_formed(chunk[i], slot, false, draws, old_max_work)) return false;
          entry e = entry_in(chunk[i], done + i, slot, false);
          if (e.work == 0) continue;
          e.work = static_cast<std::uint8_t>(std::min<int>(e.work, max_work));
          place(e);
        }
      done += count;
    }
    return true;
  }

  void clear() {
    mask_ = std::min<std::size_t>(max_buckets_, initial_buckets) - 1;
    std::memset(static_cast<void*>(buckets_), 0, (mask_ + 1) * bucket_bytes);
    used_ = 0;
    replaced_ = 0;
  }

  // Doubles the buckets: an entry of bucket i stays there or moves to bucket i + n, by the
  // next bit of its hash; at 2^16 buckets the entries change to the dense layout. The new
  // buckets are cleared first, and hold at least as many entries as the old, so every entry
  // fits. O(n).
  void grow() {
    const std::size_t n = mask_ + 1;
    const bool was_dense = dense();
    const bool now_dense = 2 * n >= dense_buckets;
    std::memset(static_cast<void*>(buckets_ + n), 0, n * bucket_bytes);
    for (std::size_t i = 0; i < n; ++i) {
      entry kept[5];
      std::size_t count = 0;
      for (std::size_t slot = 0; slot < entries_per_bucket(n); ++slot)
        if (work_in(buckets_[i], slot, was_dense) != 0)
          kept[count++] = entry_in(buckets_[i], i, slot, was_dense);
      std::memset(static_cast<void*>(&buckets_[i]), 0, bucket_bytes);
      std::size_t filled[2] = {0, 0};
      for (std::size_t k = 0; k < count; ++k) {
        const bool moves = (hash(kept[k].key) & n) != 0;
        write(buckets_[i + (moves ? n : 0)], filled[moves]++, kept[k], now_dense);
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
