#include "cli_common.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
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

struct read_outcome {
  int error_number = 0;  // of open(2) or read(2); 0 if none failed
  bool directory = false;
  bool too_large = false;  // more than max_file_bytes: `size` says how many ("more than N")
  std::string size;

  static read_outcome failed(int error_number) { return {error_number, false, false, {}}; }
  static read_outcome larger_than_limit(std::string size) {
    return {0, false, true, std::move(size)};
  }
};

// Reads all of `fd` (negative: open failed, errno says why) into `text`. A regular file's size
// is known: it is refused before a byte is read, or read into a string of that size; pipes are
// read a block at a time, up to max_file_bytes.
read_outcome read_whole(int fd, std::string& text) {
  if (fd < 0) return read_outcome::failed(errno);
  struct stat info {};
  if (::fstat(fd, &info) != 0) return read_outcome::failed(errno);
  if (S_ISDIR(info.st_mode)) return {0, true, false, {}};
  if (S_ISREG(info.st_mode)) {
    const auto size = static_cast<std::uint64_t>(info.st_size);
    if (size > max_file_bytes) return read_outcome::larger_than_limit(fmt::format("{}", size));
    text.reserve(static_cast<std::size_t>(size) + 1);
  }
  constexpr std::size_t block = std::size_t{1} << 20;
  for (;;) {
    // Within the space reserved while there is some, so a regular file is never copied.
    const std::size_t start = text.size();
    const std::size_t room = text.capacity() - start;
    const std::size_t wanted = room > 0 ? std::min(room, block) : block;
    text.resize(start + wanted);
    const ssize_t got = ::read(fd, text.data() + start, wanted);
    const int read_errno = errno;
    text.resize(start + static_cast<std::size_t>(std::max<ssize_t>(got, 0)));
    if (got < 0 && read_errno != EINTR) return read_outcome::failed(read_errno);
    if (got == 0) return {};
    if (text.size() > max_file_bytes)
      return read_outcome::larger_than_limit(fmt::format("more than {}", max_file_bytes));
  }
}

}  // namespace

std::optional<text_file> read_text_file(const std::string& path, tool_result& error) {
  const bool standard_input = path.empty() || path == "-";
  const std::string label = standard_input ? "standard input" : fmt::format("'{}'", path);
  const open_file file{standard_input ? -1 : ::open(path.c_str(), O_RDONLY | O_CLOEXEC)};
  std::string text;
  const read_outcome outcome = read_whole(standard_input ? STDIN_FILENO : file.fd, text);
  if (outcome.error_number != 0) {
    error =
        usage_error(fmt::format("cannot read {}: {}", label, std::strerror(outcome.error_number)));
    return std::nullopt;
  }
  if (outcome.directory) {
    error = usage_error(fmt::format("{} is a directory", label));
    return std::nullopt;
  }
  if (outcome.too_large) {
    error = usage_error(fmt::format("{} has {} bytes; boardsolve reads files of at most {} bytes",
                                    label, outcome.size, max_file_bytes));
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

void add_solver_options(CLI::App& command, run_options& options, subcommand which) {
  command.add_option("--threads", options.threads, common_help("threads", which));
  // Progress lines go to a person: on by default when stderr is a terminal.
  const auto to_stderr = [](std::string_view line) {
    fmt::print(stderr, "boardsolve: {}\n", line);
    std::fflush(stderr);
  };
  if (::isatty(STDERR_FILENO)) options.progress = to_stderr;
  command.add_flag_callback(
      "--progress", [&options, to_stderr] { options.progress = to_stderr; },
      common_help("progress", which));
  command.add_flag("--json", options.json, common_help("json", which));
}

}  // namespace boardsolve::cli
