#pragma once
// The 64-byte bucket of the transposition table (transposition_table.hpp), one cache line, in
// its three layouts, and the entry it holds: an exact key of up to 96 bits, a lower and an
// upper bound packed to a byte each, and the work of the search that proved them.
//
//   whole: four entries with whole keys (tables of fewer than 2^16 buckets);
//   five:  five entries without the low 16 bits of their keys, which the bucket's index gives
//          back in a table of 2^16 buckets or more;
//   six:   six such entries whose keys are 0 in bits 16 to 31 too (a pawn key of at most 16
//          pawns and no en passant square), with five bits of work instead of six.
// A bucket of a table of 2^16 buckets or more is five or six by the top bit of its last word:
// an empty bucket (all zero) is six; it turns five when a key that six cannot hold comes, and
// six again when it is full and every key it holds fits six.

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace boardsolve::algo {

/// An exact key of up to 96 bits.
struct table_key {
  std::uint64_t high = 0;
  std::uint32_t low = 0;
  bool operator==(const table_key&) const = default;
};

/// What a bucket holds for a key: bounds packed to a byte each (transposition_table.hpp) and
/// the work, 1 + the bit width of the positions searched to find them, capped by the layout
/// (0: an empty entry).
struct table_entry {
  table_key key;
  std::int8_t lo = 0;
  std::int8_t hi = 0;
  std::uint8_t work = 0;
};

enum class bucket_layout : std::uint8_t { whole, five, six };

union alignas(64) table_bucket {
  struct whole_keys {
    struct slot {
      std::uint64_t high;
      std::uint32_t low;
      std::int8_t lo;
      std::int8_t hi;
      std::uint8_t unused;
      std::uint8_t work;
    };
    slot slots[4];
  } whole;
  struct five_keys {
    std::uint64_t high[5];
    std::uint16_t top[5];  // low >> 16
    std::int8_t lo[5];
    std::int8_t hi[5];
    std::uint32_t works;  // six bits a slot from bit 0 on; bit 31 set
  } five;
  struct six_keys {
    std::uint64_t high[6];
    std::int8_t lo[6];
    std::int8_t hi[6];
    std::uint32_t works;  // five bits a slot from bit 0 on; bit 31 clear
  } six;

  static constexpr std::uint32_t five_flag = std::uint32_t{1} << 31;

  /// Entries a bucket of `layout` holds, and the largest work it keeps.
  static constexpr std::size_t slots(bucket_layout layout) {
    return layout == bucket_layout::whole ? 4 : layout == bucket_layout::five ? 5 : 6;
  }
  static constexpr int max_work(bucket_layout layout) {
    return layout == bucket_layout::six ? 31 : 63;
  }
  /// True if a bucket of `layout` can hold `key`.
  static constexpr bool fits(bucket_layout layout, table_key key) {
    return layout != bucket_layout::six || key.low >> 16 == 0;
  }
  /// The densest layout of a bucket of a table of 2^16 buckets or more that holds `count`
  /// entries from `entries` (at most five, or six that six_keys fits).
  static bucket_layout densest(const table_entry* entries, std::size_t count) {
    return std::all_of(entries, entries + count,
                       [](const table_entry& e) { return fits(bucket_layout::six, e.key); })
               ? bucket_layout::six
               : bucket_layout::five;
  }

  /// True if this five bucket is full of keys that six holds too: laid out as six, it would
  /// have room for one more. O(1).
  bool full_of_short_keys() const {
    for (std::size_t slot = 0; slot < 5; ++slot)
      if (five.top[slot] != 0 || work(bucket_layout::five, slot) == 0) return false;
    return true;
  }

  /// This bucket's layout in a table that is `dense` (2^16 buckets or more) or not.
  bucket_layout layout(bool dense) const {
    if (!dense) return bucket_layout::whole;
    return six.works & five_flag ? bucket_layout::five : bucket_layout::six;
  }

  std::uint8_t work(bucket_layout layout, std::size_t slot) const {
    switch (layout) {
      case bucket_layout::whole:
        return whole.slots[slot].work;
      case bucket_layout::five:
        return static_cast<std::uint8_t>((five.works >> (6 * slot)) & 63);
      case bucket_layout::six:
        break;
    }
    return static_cast<std::uint8_t>((six.works >> (5 * slot)) & 31);
  }

  /// True if `slot` holds `key` (a key of this bucket: its implied bits match). O(1).
  bool holds(bucket_layout layout, std::size_t slot, table_key key) const {
    switch (layout) {
      case bucket_layout::whole:
        return whole.slots[slot].high == key.high && whole.slots[slot].low == key.low &&
               whole.slots[slot].work != 0;
      case bucket_layout::five:
        return five.high[slot] == key.high && five.top[slot] == key.low >> 16 &&
               work(layout, slot) != 0;
      case bucket_layout::six:
        break;
    }
    return six.high[slot] == key.high && key.low >> 16 == 0 && work(layout, slot) != 0;
  }

  /// The slot that holds `key`, or slots(layout) if none does. O(slots).
  std::size_t slot_of(bucket_layout layout, table_key key) const {
    std::size_t slot = 0;
    while (slot < slots(layout) && !holds(layout, slot, key)) ++slot;
    return slot;
  }

  /// The packed bounds in `slot`.
  std::int8_t lower(bucket_layout layout, std::size_t slot) const {
    return layout == bucket_layout::whole  ? whole.slots[slot].lo
           : layout == bucket_layout::five ? five.lo[slot]
                                           : six.lo[slot];
  }
  std::int8_t upper(bucket_layout layout, std::size_t slot) const {
    return layout == bucket_layout::whole  ? whole.slots[slot].hi
           : layout == bucket_layout::five ? five.hi[slot]
                                           : six.hi[slot];
  }

  /// The entry in `slot`; in the dense layouts the low 16 bits of its key are 0 (the table
  /// gives them back from the bucket's index).
  table_entry entry(bucket_layout layout, std::size_t slot) const {
    switch (layout) {
      case bucket_layout::whole: {
        const auto& s = whole.slots[slot];
        return {{s.high, s.low}, s.lo, s.hi, s.work};
      }
      case bucket_layout::five:
        return {{five.high[slot], std::uint32_t{five.top[slot]} << 16},
                five.lo[slot],
                five.hi[slot],
                work(layout, slot)};
      case bucket_layout::six:
        break;
    }
    return {{six.high[slot], 0}, six.lo[slot], six.hi[slot], work(layout, slot)};
  }

  /// Writes `e` (whose key fits the layout) into `slot`, its work capped by the layout.
  void write(bucket_layout layout, std::size_t slot, const table_entry& e) {
    const auto w = static_cast<std::uint32_t>(std::min<int>(e.work, max_work(layout)));
    switch (layout) {
      case bucket_layout::whole:
        whole.slots[slot] = {e.key.high, e.key.low, e.lo, e.hi, 0, static_cast<std::uint8_t>(w)};
        return;
      case bucket_layout::five: {
        five.high[slot] = e.key.high;
        five.top[slot] = static_cast<std::uint16_t>(e.key.low >> 16);
        five.lo[slot] = e.lo;
        five.hi[slot] = e.hi;
        const int shift = static_cast<int>(6 * slot);
        five.works = (five.works & ~(std::uint32_t{63} << shift)) | w << shift | five_flag;
        return;
      }
      case bucket_layout::six:
        break;
    }
    six.high[slot] = e.key.high;
    six.lo[slot] = e.lo;
    six.hi[slot] = e.hi;
    const int shift = static_cast<int>(5 * slot);
    six.works = (six.works & ~(std::uint32_t{31} << shift)) | w << shift;
  }

  /// Empties the bucket and writes `count` entries (at most slots(layout)) in `layout`.
  void fill(bucket_layout layout, const table_entry* entries, std::size_t count) {
    *this = table_bucket{};
    if (layout == bucket_layout::five) five.works = five_flag;
    for (std::size_t i = 0; i < count; ++i) write(layout, i, entries[i]);
  }
};
static_assert(sizeof(table_bucket) == 64);
static_assert(sizeof(table_bucket::whole_keys) == 64 && sizeof(table_bucket::five_keys) == 64 &&
              sizeof(table_bucket::six_keys) == 64);

}  // namespace boardsolve::algo
