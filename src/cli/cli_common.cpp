#include "cli_common.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include <fmt/format.h>

namespace boardsolve::cli {
namespace {

// A file descriptor from open(2) (negative if it failed), closed at the end of its scope.
struct open_file {
  int fd = -1;
  ~open_file() {
    if (fd >= 0) ::close(fd);
  }
};

// Reads all of `fd` into `text`; the errno of the failure (of open too, if fd < 0), or 0.
// A directory is not read: `directory` says so.
int read_whole(int fd, std::string& text, bool& directory) {
  if (fd < 0) return errno;
  struct stat info {};
  if (::fstat(fd, &info) != 0) return errno;
  directory = S_ISDIR(info.st_mode);
  if (directory) return 0;
  if (S_ISREG(info.st_mode) && info.st_size > 0)
    text.reserve(static_cast<std::size_t>(info.st_size));
  char buffer[1 << 16];
  for (;;) {
    const ssize_t got = ::read(fd, buffer, sizeof buffer);
    if (got == 0) return 0;
    if (got < 0 && errno != EINTR) return errno;
    if (got > 0) text.append(buffer, static_cast<std::size_t>(got));
  }
}

}  // namespace

std::optional<text_file> read_text_file(const std::string& path, tool_result& error) {
  const bool standard_input = path.empty() || path == "-";
  const std::string label = standard_input ? "standard input" : fmt::format("'{}'", path);
  const open_file file{standard_input ? -1 : ::open(path.c_str(), O_RDONLY | O_CLOEXEC)};
  std::string text;
  bool directory = false;
  if (const int error_number =
          read_whole(standard_input ? STDIN_FILENO : file.fd, text, directory)) {
    error = usage_error(fmt::format("cannot read {}: {}", label, std::strerror(error_number)));
    return std::nullopt;
  }
  if (directory) {
    error = usage_error(fmt::format("{} is a directory", label));
    return std::nullopt;
  }
  return text_file{standard_input ? "<stdin>" : path, std::move(text)};
}

void add_puzzle_argument(CLI::App& command, std::string& puzzle) {
  std::string names;
  for (const puzzle_tool* tool : puzzle_table())
    names += fmt::format("\n  {:<10} ({:<8}) {}", tool->name, tool->alias, tool->question);
  command.add_option("puzzle", puzzle, "the puzzle:" + names)->required();
}

void add_solver_options(CLI::App& command, tool_options& options) {
  command.add_option("--threads", options.threads, "worker threads (default: all cores)");
  command.add_option("--size", options.size,
                     "board size RxC of the input (pawnchess; default 4x4)");
  command
      .add_option("--memory", options.memory,
                  "memory bound of the solver, e.g. 512M or 4G (pawnchess; default 1G)")
      ->transform(CLI::Validator(
          [](std::string& text) -> std::string {
            const auto bytes = parse_memory_size(text);
            if (!bytes)
              return fmt::format(
                  "expected a size in bytes, e.g. 512M or 4G (units K, M, G, T: powers of "
                  "1024), found '{}'",
                  text);
            text = std::to_string(*bytes);
            return {};
          },
          "SIZE"));
}

}  // namespace boardsolve::cli
