#include "pawn_classes.hpp"

#include <cstring>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace boardsolve::captures {
namespace {

// Bit k of the result is set when cells[k] is not zero, for k in [0, 64).
word pack_64_cells(const std::uint8_t* cells) {
  word bits = 0;
#if defined(__SSE2__)
  const __m128i zero = _mm_setzero_si128();
  for (int k = 0; k < 4; ++k) {
    const __m128i x = _mm_loadu_si128(reinterpret_cast<const __m128i*>(cells + 16 * k));
    const auto empty = static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(x, zero)));
    bits |= static_cast<word>(empty ^ 0xFFFFu) << (16 * k);
  }
#else
  // Eight cells a step: the top bit of each byte says "not zero", a multiply gathers them.
  for (int k = 0; k < 8; ++k) {
    word x;
    std::memcpy(&x, cells + 8 * k, 8);
    const word high = (((x & 0x7f7f'7f7f'7f7f'7f7full) + 0x7f7f'7f7f'7f7f'7f7full) | x) &
                      0x8080'8080'8080'8080ull;
    bits |= ((high >> 7) * 0x0102'0408'1020'4080ull) >> 56 << (8 * k);
  }
#endif
  return bits;
}

}  // namespace

bit_rows pawn_bits(const board& b) {
  bit_rows pawns(b.rows, b.cols);
  const int whole = b.cols / 64;
  for (int r = 0; r < b.rows; ++r) {
    const std::uint8_t* cells = b.cells.data() + b.index(r, 0);
    word* out = pawns.row(r);
    word carry = 0;  // column c goes to bit c + 1: each word passes its top bit on
    for (int i = 0; i < whole; ++i) {
      const word bits = pack_64_cells(cells + 64 * i);
      out[i] = bits << 1 | carry;
      carry = bits >> 63;
    }
    word rest = 0;
    for (int c = 64 * whole; c < b.cols; ++c) rest |= word{cells[c] != 0} << (c - 64 * whole);
    out[whole] = rest << 1 | carry;
    if (whole + 1 < pawns.row_words()) out[whole + 1] = rest >> 63;
  }
  return pawns;
}

pawn_classes::pawn_classes(const board& b)
    : pawns(pawn_bits(b)), forced(b.rows, b.cols), open(b.rows, b.cols) {
  const int n = pawns.row_words();
  // stuck[r]: pawns of row r that attack nothing, kept for the row above and this row.
  std::vector<word> stuck_above(static_cast<std::size_t>(n) + 2, 0);
  std::vector<word> stuck_here(stuck_above.size(), 0);
  for (int r = 0; r < b.rows; ++r) {
    const word* up = pawns.row(r - 1);
    const word* here = pawns.row(r);
    word* stuck = stuck_here.data() + 1;
    for (int i = 0; i < n; ++i) stuck[i] = here[i] & ~(from_left(up, i) | from_right(up, i));
    const word* stuck_up = stuck_above.data() + 1;
    word* f = forced.row(r);
    word* o = open.row(r);
    for (int i = 0; i < n; ++i) {
      const word movers = here[i] & ~stuck[i];
      f[i] = movers & (from_left(stuck_up, i) | from_right(stuck_up, i));
      o[i] = movers & ~f[i];
    }
    std::swap(stuck_above, stuck_here);
  }
}

}  // namespace boardsolve::captures
