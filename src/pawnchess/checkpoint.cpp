#include "checkpoint.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

#include <fmt/format.h>

namespace boardsolve::pawnchess {
namespace {

constexpr char magic[16] = "bs-pawn-ckpt-v1";

// The fixed part of the file, after the magic: the board, the root, MTD(f)'s bounds.
struct header {
  std::int32_t rows = 0;
  std::int32_t cols = 0;
  std::uint64_t own = 0;
  std::uint64_t foe = 0;
  std::int32_t lo = 0;
  std::int32_t hi = 0;
  std::int32_t guess = 0;
  std::int32_t step = 0;
};

struct file_closer {
  void operator()(std::FILE* f) const { std::fclose(f); }
};
using file = std::unique_ptr<std::FILE, file_closer>;

std::string reason() {
  return errno != 0 ? std::strerror(errno) : "a write failed";
}

}  // namespace

std::string write_checkpoint(const std::string& path, const geometry& g, const mtd_state& state,
                             const algo::transposition_table& table) {
  const std::string aside = path + ".tmp";
  errno = 0;
  std::FILE* raw = std::fopen(aside.c_str(), "wb");
  if (!raw) return fmt::format("cannot write '{}': {}", aside, reason());
  const header h{g.rows,         g.cols,         state.root.own,    state.root.foe,
                 state.lo.raw(), state.hi.raw(), state.guess.raw(), state.step};
  bool written = std::fwrite(magic, sizeof magic, 1, raw) == 1 &&
                 std::fwrite(&h, sizeof h, 1, raw) == 1 && table.save(raw) &&
                 std::fflush(raw) == 0 && ::fsync(::fileno(raw)) == 0;
  const std::string why = written ? "" : reason();
  written = (std::fclose(raw) == 0) && written;
  if (!written) {
    std::remove(aside.c_str());
    return fmt::format("cannot write '{}': {}", aside, why.empty() ? reason() : why);
  }
  if (std::rename(aside.c_str(), path.c_str()) != 0)
    return fmt::format("cannot rename '{}' to '{}': {}", aside, path, reason());
  return "";
}

std::optional<mtd_state> read_checkpoint(const std::string& path, const geometry& g,
                                         algo::transposition_table& table, std::string& error) {
  error.clear();
  errno = 0;
  const file in(std::fopen(path.c_str(), "rb"));
  if (!in) {
    if (errno != ENOENT) error = fmt::format("cannot read the checkpoint '{}': {}", path, reason());
    return std::nullopt;
  }
  char found[sizeof magic] = {};
  header h;
  if (std::fread(found, sizeof found, 1, in.get()) != 1 ||
      std::memcmp(found, magic, sizeof magic) != 0 || std::fread(&h, sizeof h, 1, in.get()) != 1) {
    error = fmt::format("'{}' is not a checkpoint of a pawnchess search", path);
    return std::nullopt;
  }
  if (h.rows != g.rows || h.cols != g.cols) {
    error = fmt::format("the checkpoint '{}' is of a {}x{} search, not {}x{}", path, h.rows, h.cols,
                        g.rows, g.cols);
    return std::nullopt;
  }
  std::uint64_t needed = 0;
  if (!table.load(in.get(), needed)) {
    error = needed != 0 ? fmt::format(
                              "the checkpoint '{}' holds a table of {} bytes; give "
                              "--memory at least that",
                              path, needed)
                        : fmt::format("the checkpoint '{}' is cut short or damaged", path);
    return std::nullopt;
  }
  return mtd_state{{h.own, h.foe},
                   game_value::from_raw(h.lo),
                   game_value::from_raw(h.hi),
                   game_value::from_raw(h.guess),
                   h.step};
}

}  // namespace boardsolve::pawnchess
