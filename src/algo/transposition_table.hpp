#pragma once
// A transposition table within a fixed memory bound: bounds on game values remembered under
// an exact key, in 64-byte buckets, so one probe reads one cache line. It starts small and
// doubles (splitting each bucket in place) while it is more than half full, until the bound;
// then a full bucket gives up the entry that cost the least work. The table is a cache: a
// search that loses an entry only searches again, it never answers wrongly.
//
// A key's bucket is (h(high, low >> 16) ^ (low & 0xffff)) & mask, h a hash: for each value of
// the other 80 bits a bijection of the low 16. Below 2^16 buckets a bucket holds four whole
// keys; from 2^16 buckets on the bucket's index gives the low 16 bits back, so entries leave
// them out and a bucket holds five, or six when bits 16 to 31 are 0 too (table_bucket.hpp).
//
// Values take one byte each (plies <= 126); a bound that does not fit is widened to one that
// does, which keeps it true.
//
// Shared by two threads (share()), find() and store() each hold their bucket's lock while
// they copy it (bucket_lock.hpp). Each thread counts its own entries, on a cache line of its
// own. A shared table grows only when its owner asks, with the other thread held still.
// table_file.hpp writes a table to a file and reads it back, whole or one bucket at a time.

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <optional>
#include <utility>

#if defined(__linux__)
#include <sys/mman.h>
#endif

#include "algo/bucket_lock.hpp"
#include "algo/table_bucket.hpp"
#include "boardsolve/core/game_value.hpp"

namespace boardsolve::algo {

class transposition_table {
 public:
  static constexpr std::size_t bucket_bytes = sizeof(table_bucket);
  /// From this many buckets on, the bucket's index implies 16 bits of each key.
  static constexpr std::size_t dense_buckets = std::size_t{1} << 16;
  /// Entries a bucket of a table of `buckets` buckets holds at most.
  static constexpr std::size_t entries_per_bucket(std::size_t buckets) {
    return table_bucket::slots(buckets >= dense_buckets ? bucket_layout::six
                                                        : bucket_layout::whole);
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
    buckets_ = reinterpret_cast<table_bucket*>((address + alignment - 1) & ~(alignment - 1));
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (alignment == huge_page) madvise(buckets_, size, MADV_HUGEPAGE);  // fewer TLB misses
#endif
    std::memset(static_cast<void*>(buckets_), 0, (mask_ + 1) * bucket_bytes);
  }

  /// Returns the bounds stored under `key`, if any. O(1).
  std::optional<value_bounds> find(table_key key) const {
    const std::size_t at = index(key);
    if (!shared_) return find_in(buckets_[at], key);
    const table_bucket b = lock_and_copy(buckets_[at]);
    unlock(buckets_[at], b);
    return find_in(b, key);
  }

  /// Starts loading the bucket of `key` into the cache, for a find() soon after. O(1).
  void prefetch(table_key key) const {
    __builtin_prefetch(&buckets_[index(key)]);
  }

  /// Stores `bounds` under `key`, replacing the same key, else an empty entry, else the
  /// bucket's cheapest. `work`: positions searched to find them. O(1) amortised.
  /// `writer`: 0, or 1 for the second thread of a shared table.
  void store(table_key key, value_bounds bounds, std::uint64_t work, unsigned writer = 0) {
    place({key, pack_lower(bounds.lo), pack_upper(bounds.hi),
           static_cast<std::uint8_t>(1 + std::bit_width(work))},  // capped by the layout
          tallies_[writer]);
  }

  /// With `on`, lets a second thread find and store (as writer 1) while the first does: each
  /// call then takes its bucket's lock, and store() no longer grows the table; grow_if_due()
  /// does, while the other thread waits. Changed only while no other thread uses the table.
  void share(bool on) {
    shared_ = on;
  }
  /// Doubles the table until it is at most half full or at its bound (store() does this by
  /// itself unless shared). O(buckets added).
  void grow_if_due() {
    while (growth_due()) grow();
  }
  /// Doubles the table until it has room for `entries` or is at its bound, so that entries
  /// placed one by one (restore()) seldom meet a full bucket. O(buckets added).
  void reserve(std::size_t entries) {
    while (mask_ + 1 < max_buckets_ && capacity() < entries) grow();
  }
  /// True if grow_if_due() would grow the table. O(1).
  bool growth_due() const {
    return mask_ + 1 < max_buckets_ && used() * 2 > capacity();
  }

  /// Entries the table holds now, and at most (six to a dense bucket: five where keys need
  /// more than 80 bits).
  std::size_t capacity() const {
    return (mask_ + 1) * entries_per_bucket(mask_ + 1);
  }
  std::size_t max_capacity() const {
    return max_buckets_ * entries_per_bucket(max_buckets_);
  }
  std::size_t used() const {
    return static_cast<std::size_t>(tallies_[0].used.load(std::memory_order_relaxed) +
                                    tallies_[1].used.load(std::memory_order_relaxed));
  }
  /// Entries that were overwritten by another position's.
  std::uint64_t replaced() const {
    return tallies_[0].replaced.load(std::memory_order_relaxed) +
           tallies_[1].replaced.load(std::memory_order_relaxed);
  }

  /// Calls `visit(entry)` for every entry, its key whole, while no other thread stores.
  /// O(buckets in use).
  template <class Visit>
  void for_each_entry(Visit&& visit) const {
    const bool is_dense = dense();
    for (std::size_t at = 0; at <= mask_; ++at) {
      table_entry kept[6];
      const std::size_t count = entries_of(buckets_[at], buckets_[at].layout(is_dense), at, kept);
      for (std::size_t k = 0; k < count; ++k) visit(kept[k]);
    }
  }

  /// Stores `e` (from for_each_entry(), perhaps of another table) as store() did, its work
  /// capped by the layout. False, storing nothing, if store() could not have written it:
  /// no work, bounds off the packed scale or crossed, or with `draws` false a draw. Not
  /// while shared. O(1) amortised.
  bool restore(const table_entry& e, bool draws) {
    if (e.work == 0 || !plausible_bounds(e.lo, e.hi, e.work, max_entry_work, draws) || shared_)
      return false;
    place(e, tallies_[0]);
    return true;
  }

  /// Forgets every entry: the table back to its first size. O(its buckets).
  void clear() {
    mask_ = std::min<std::size_t>(max_buckets_, initial_buckets) - 1;
    std::memset(static_cast<void*>(buckets_), 0, (mask_ + 1) * bucket_bytes);
    for (tally& t : tallies_) {
      t.used = 0;
      t.replaced = 0;
    }
  }

 private:
  static constexpr std::size_t initial_buckets = std::size_t{1} << 14;  // 1 MiB
  static constexpr std::size_t huge_page = std::size_t{2} << 20;
  static constexpr int max_entry_work = 65;  // 1 + the bit width of 2^64 - 1
  static constexpr std::uint32_t implied_bits = 0xffff;

  struct release {
    void operator()(char* p) const { std::free(p); }
  };

  friend struct table_file;

  std::unique_ptr<char, release> memory_;
  table_bucket* buckets_ = nullptr;
  std::size_t mask_ = 0;
  std::size_t max_buckets_ = 1;
  bool shared_ = false;
  // Entries each writer added (less those it pushed out of a bucket that turned five) and
  // replaced; only their owner writes them.
  struct alignas(64) tally {
    std::atomic<std::int64_t> used{0};
    std::atomic<std::uint64_t> replaced{0};
  };
  std::array<tally, 2> tallies_;

  template <class Count, class Delta>
  static void add(std::atomic<Count>& count, Delta delta) {  // by the count's only writer
    count.store(count.load(std::memory_order_relaxed) + static_cast<Count>(delta),
                std::memory_order_relaxed);
  }

  std::optional<value_bounds> find_in(const table_bucket& b, table_key key) const {
    const bucket_layout layout = b.layout(dense());
    const std::size_t slot = b.slot_of(layout, key);
    if (slot == table_bucket::slots(layout)) return std::nullopt;
    return value_bounds{unpack(b.lower(layout, slot)), unpack(b.upper(layout, slot))};
  }

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
  static std::uint64_t hash(table_key key) {
    return hash_of_rest(key.high, key.low >> 16) ^ (key.low & implied_bits);
  }
  std::size_t index(table_key key) const {
    return static_cast<std::size_t>(hash(key)) & mask_;
  }

  // The entries of bucket `at` (laid out in `in`) into `out`, whole keys; returns how many.
  static std::size_t entries_of(const table_bucket& b, bucket_layout in, std::size_t at,
                                table_entry* out) {
    std::size_t count = 0;
    for (std::size_t slot = 0; slot < table_bucket::slots(in); ++slot) {
      if (b.work(in, slot) == 0) continue;
      table_entry e = b.entry(in, slot);
      if (in != bucket_layout::whole)
        e.key.low |= static_cast<std::uint32_t>((at ^ hash_of_rest(e.key.high, e.key.low >> 16)) &
                                                implied_bits);
      out[count++] = e;
    }
    return count;
  }

  // Lays bucket `b`, at `at`, out anew in layout `to` (six to five gives up the cheapest entry
  // if the bucket is full, which `t` counts). Returns `to`.
  static bucket_layout lay_out_anew(table_bucket& b, std::size_t at, bucket_layout from,
                                    bucket_layout to, tally& t) {
    table_entry kept[6];
    std::size_t count = entries_of(b, from, at, kept);
    if (count > table_bucket::slots(to)) {  // six turning five: the cheapest gives way
      std::swap(*std::min_element(
                    kept, kept + count,
                    [](const table_entry& x, const table_entry& y) { return x.work < y.work; }),
                kept[5]);
      count = 5;
      add(t.used, -1);
      add(t.replaced, 1);
    }
    b.fill(to, kept, count);
    return to;
  }

  // Puts `e` in its bucket (counted in `t`, the writer's): over the same key, else an empty
  // entry, else the cheapest.
  void place(const table_entry& e, tally& t) {
    if (!shared_ && growth_due()) grow();
    const std::size_t at = index(e.key);
    if (!shared_) return place_in(buckets_[at], at, e, t);
    table_bucket b = lock_and_copy(buckets_[at]);
    place_in(b, at, e, t);
    write_and_unlock(buckets_[at], b);
  }

  // Puts `e` in bucket `b`, at `at`. A six bucket that `e` does not fit turns five first; a
  // full five bucket whose keys and `e`'s all fit six turns six, for a sixth entry.
  void place_in(table_bucket& b, std::size_t at, const table_entry& e, tally& t) const {
    bucket_layout layout = b.layout(dense());
    if (!table_bucket::fits(layout, e.key)) {
      layout = lay_out_anew(b, at, layout, bucket_layout::five, t);
    } else if (layout == bucket_layout::five && table_bucket::fits(bucket_layout::six, e.key) &&
               b.full_of_short_keys()) {
      layout = lay_out_anew(b, at, layout, bucket_layout::six, t);
    }
    std::size_t target = b.slot_of(layout, e.key);
    if (target == table_bucket::slots(layout)) {
      target = 0;
      for (std::size_t slot = 1; slot < table_bucket::slots(layout); ++slot)
        if (b.work(layout, slot) < b.work(layout, target)) target = slot;
      if (b.work(layout, target) == 0) {
        add(t.used, 1);
      } else {
        add(t.replaced, 1);
      }
    }
    b.write(layout, target, e);
  }

  // True if `counts` (buckets, entries used, entries replaced) can be a table's.
  static bool plausible_counts(const std::uint64_t (&counts)[3]) {
    const std::uint64_t buckets = counts[0];
    const std::uint64_t per_bucket =
        table_bucket::slots(buckets < dense_buckets ? bucket_layout::whole : bucket_layout::six);
    return buckets != 0 && std::has_single_bit(buckets) && buckets <= std::uint64_t{1} << 58 &&
           counts[1] <= buckets * per_bucket;
  }

  // True if `slot` of `b` is empty or an entry that store() could have written: bounds on the
  // packed scale, the lower one not above the upper one, work within the layout's, and no
  // draw (packed 0) unless `draws`.
  static bool well_formed(const table_bucket& b, bucket_layout layout, std::size_t slot,
                          bool draws) {
    const int work = b.work(layout, slot);
    if (work == 0) return true;
    return plausible_bounds(b.lower(layout, slot), b.upper(layout, slot), work,
                            table_bucket::max_work(layout), draws);
  }
  // True if every entry of `b`, a bucket of a table of `dense` buckets, is well formed and its
  // lock is not held (in the whole layout the lock bit is a bit of a work that well_formed()
  // bounds).
  static bool well_formed(const table_bucket& b, bool dense, bool draws) {
    const bucket_layout layout = b.layout(dense);
    for (std::size_t slot = 0; slot < table_bucket::slots(layout); ++slot)
      if (!well_formed(b, layout, slot, draws)) return false;
    return layout == bucket_layout::whole || !(b.six.works & bucket_lock_bit);
  }
  // True if packed bounds `lo` and `hi` and `work` (not 0) are what store() could write: on the
  // packed scale, not crossed, work at most `most_work`, no draw unless `draws`.
  static bool plausible_bounds(int lo, int hi, int work, int most_work, bool draws) {
    return lo >= -max_packed_plies - 1 && hi >= -max_packed_plies - 1 && lo <= hi &&
           work <= most_work && (draws || (lo != 0 && hi != 0));
  }

  // Doubles the buckets: an entry of bucket i stays there or moves to bucket i + n, by the
  // next bit of its hash; each of the two is laid out anew (dense from 2^16 buckets on). A
  // bucket's entries, split, fit the layouts of its halves. O(n).
  void grow() {
    const std::size_t n = mask_ + 1;
    const bool was_dense = dense(), now_dense = 2 * n >= dense_buckets;
    std::memset(static_cast<void*>(buckets_ + n), 0, n * bucket_bytes);
    for (std::size_t i = 0; i < n; ++i) {
      table_entry kept[6], stays[6], moves[6];
      const std::size_t count = entries_of(buckets_[i], buckets_[i].layout(was_dense), i, kept);
      std::size_t staying = 0, moving = 0;
      for (std::size_t k = 0; k < count; ++k) {
        if (hash(kept[k].key) & n) {
          moves[moving++] = kept[k];
        } else {
          stays[staying++] = kept[k];
        }
      }
      const auto layout_of = [&](const table_entry* es, std::size_t c) {
        return now_dense ? table_bucket::densest(es, c) : bucket_layout::whole;
      };
      buckets_[i].fill(layout_of(stays, staying), stays, staying);
      buckets_[i + n].fill(layout_of(moves, moving), moves, moving);
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
