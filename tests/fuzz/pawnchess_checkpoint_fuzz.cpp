// Fuzzes the readers of pawnchess checkpoint files (solve --checkpoint FILE): the bytes become a
// file (in memory, /dev/shm) that a solver of the 4x5 board (UVa's rules: the MTD(f) search)
// starts from, and writes back when it ends: FILE, or FILE.portable (read when FILE is missing)
// if they begin as a portable checkpoint does.
// Properties: the file is refused with a message (std::runtime_error, as the command line
// reports it) or accepted; an accepted table, whatever bounds it holds, lets the search finish
// with a value on the scale. A table of wrong bounds could give a wrong value (a checkpoint is
// the search's own memory, not checked input); it must never crash or hang the search.
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <string>

#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"
#include "fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace boardsolve;
  static const std::string path = (access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp") +
                                  std::string("/boardsolve-fuzz-checkpoint-") +
                                  std::to_string(getpid());
  static const std::string portable = path + ".portable";
  constexpr char portable_magic[] = "bs-pawn-port-v1";
  const bool is_portable = size >= sizeof portable_magic &&
                           std::memcmp(data, portable_magic, sizeof portable_magic) == 0;
  const std::string& written = is_portable ? portable : path;
  std::FILE* out = std::fopen(written.c_str(), "wb");
  BOARDSOLVE_FUZZ_CHECK(out != nullptr, "cannot write {}", written);
  BOARDSOLVE_FUZZ_CHECK(std::fwrite(data, 1, size, out) == size, "cannot write {}", written);
  std::fclose(out);

  pawnchess::solver_options options = pawnchess::memory_bound(std::uint64_t{1} << 20);
  options.checkpoint = path;
  options.checkpoint_every = std::chrono::seconds(86400);  // read it; write only at the end
  try {
    pawnchess::solver solver(4, 5, std::move(options));
    const game_value v = solver.value(pawnchess::start_position(4, 5));
    BOARDSOLVE_FUZZ_CHECK(v.is_value() && !v.is_draw(), "the search gave {} under UVa's rules",
                          v.raw());
  } catch (const std::runtime_error& refused) {
    const std::string message = refused.what();
    BOARDSOLVE_FUZZ_CHECK(message.find(written) != std::string::npos,
                          "a refusal that does not name the file: {}", message);
  }
  for (const std::string& name : {path, path + ".tmp", portable, portable + ".tmp"})
    std::remove(name.c_str());
  return 0;
}
