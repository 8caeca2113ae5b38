// Not a Google Benchmark: writes portable checkpoints of several sizes from one whole UVa
// checkpoint, for bench/pawnchess_portable.sh (docs/algorithms/pawnchess.md, "a portable
// checkpoint"): CHECKPOINT.<N>.portable for each N.
// Usage: pawnchess_portable_sizes CHECKPOINT ROWS COLS N...
#include <cstdio>
#include <string>

#include "algo/transposition_table.hpp"
#include "pawnchess/checkpoint.hpp"

int main(int argc, char** argv) {
  using namespace boardsolve;
  if (argc < 5) {
    std::fputs("usage: pawnchess_portable_sizes CHECKPOINT ROWS COLS N...\n", stderr);
    return 2;
  }
  const std::string path = argv[1];
  const pawnchess::geometry g(std::stoi(argv[2]), std::stoi(argv[3]));
  std::FILE* in = std::fopen(path.c_str(), "rb");
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", path.c_str());
    return 2;
  }
  algo::transposition_table table(std::size_t{16} << 30);  // touched only as far as it is filled
  pawnchess::search_totals totals;
  std::string error;
  const auto state = pawnchess::read_checkpoint(in, path, g, {}, &table, totals, error);
  std::fclose(in);
  if (!state) {
    std::fprintf(stderr, "%s\n", error.c_str());
    return 2;
  }
  for (int i = 4; i < argc; ++i) {
    const std::string out = path + "." + argv[i] + ".portable";
    error = pawnchess::write_portable_checkpoint(out, g, {}, *state, totals, table,
                                                 std::stoull(argv[i]));
    if (!error.empty()) {
      std::fprintf(stderr, "%s\n", error.c_str());
      return 1;
    }
  }
  return 0;
}
