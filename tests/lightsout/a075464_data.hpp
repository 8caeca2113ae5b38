#pragma once
// The stored A075464 values and press sets (docs/data/lightsout_a075464.txt, its header says
// the format), read and expanded for the tests: a press set is stored by its top row, and the
// other rows follow by light chasing, done here cell by cell, apart from the solver's chase.
#include <fstream>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include "boardsolve/lightsout.hpp"

namespace boardsolve::lightsout::testing {

struct a075464_entry {
  int n = 0;
  int nullity = 0;
  long long fewest = 0;
  std::string first_row;  ///< hex, column 1 the most significant bit
};
/// How GoogleTest names a parameter (and so ctest a test): "n39".
inline void PrintTo(const a075464_entry& e, std::ostream* out) {
  *out << "n" << e.n;
}

inline std::vector<a075464_entry> read_a075464_data() {
  std::ifstream in(BOARDSOLVE_SOURCE_DIR "/docs/data/lightsout_a075464.txt");
  std::vector<a075464_entry> entries;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    a075464_entry e;
    fields >> e.n >> e.nullity >> e.fewest >> e.first_row;
    entries.push_back(e);
  }
  return entries;
}

inline board all_lit(int n) {
  board b{bit_grid(n, n), plus, topology::plane};
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) b.lights.flip(r, c);
  return b;
}

/// The press set whose top row `hex` gives, on the all-lit n x n board: row r + 1 is pressed
/// under each light of row r still on after the presses of rows 0 .. r. O(n^2).
inline bit_grid expand_first_row(int n, const std::string& hex) {
  bit_grid presses(n, n);
  for (int c = 0; c < n; ++c) {
    const char h = hex.at(static_cast<std::size_t>(c / 4));
    const int digit = h <= '9' ? h - '0' : h - 'a' + 10;
    if (digit >> (3 - c % 4) & 1) presses.flip(0, c);
  }
  const auto pressed = [&](int r, int c) {
    return r >= 0 && r < n && c >= 0 && c < n && presses.get(r, c);
  };
  for (int r = 0; r + 1 < n; ++r)
    for (int c = 0; c < n; ++c) {
      const bool on = !(pressed(r - 1, c) ^ pressed(r, c - 1) ^ pressed(r, c) ^ pressed(r, c + 1));
      if (on) presses.flip(r + 1, c);
    }
  return presses;
}

}  // namespace boardsolve::lightsout::testing
