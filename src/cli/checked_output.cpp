#include "checked_output.hpp"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <system_error>

#include <fmt/format.h>

namespace boardsolve::cli {
namespace {

// The errno of the first failure writing and flushing `text`, or 0.
int write_and_flush(std::FILE* stream, std::string_view text) {
  errno = 0;
  if (!text.empty() && std::fwrite(text.data(), 1, text.size(), stream) != text.size())
    return errno != 0 ? errno : EIO;
  if (std::fflush(stream) != 0) return errno != 0 ? errno : EIO;
  return 0;
}

// A reader that closed the pipe early wanted no more: that ends the program quietly, as SIGPIPE
// does when it is not ignored. Every other failure is said once on stderr, if stderr still works.
int report_write_failure(int error_number) {
  if (error_number != EPIPE)
    std::fprintf(stderr, "boardsolve: cannot write the output: %s\n", std::strerror(error_number));
  return exit_write_failed;
}

}  // namespace

int emit(const tool_result& result) {
  if (const int error_number = write_and_flush(stdout, result.out))
    return report_write_failure(error_number);
  if (write_and_flush(stderr, result.err) != 0) return exit_write_failed;
  return result.exit_code;
}

std::optional<tool_result> write_files(const std::string& folder,
                                       std::span<const output_file> files) {
  namespace fs = std::filesystem;
  std::error_code error;
  fs::create_directories(folder, error);
  if (!fs::is_directory(folder))
    return usage_error(fmt::format("cannot create the folder '{}': {}", folder,
                                   error ? error.message() : "a file of that name is in the way"));
  for (const output_file& file : files) {
    const std::string path = (fs::path(folder) / file.name).string();
    if (file.name.find('/') != std::string::npos) {
      fs::create_directories(fs::path(path).parent_path(), error);
      if (error)
        return usage_error(fmt::format("cannot create the folder '{}': {}",
                                       fs::path(path).parent_path().string(), error.message()));
    }
    errno = 0;
    std::FILE* stream = std::fopen(path.c_str(), "wb");
    int error_number = stream ? 0 : (errno != 0 ? errno : EIO);
    if (stream) {
      error_number = write_and_flush(stream, file.text);
      errno = 0;
      if (std::fclose(stream) != 0 && error_number == 0) error_number = errno != 0 ? errno : EIO;
    }
    if (error_number == 0 && file.executable) {
      fs::permissions(path, fs::perms::owner_exec | fs::perms::group_exec | fs::perms::others_exec,
                      fs::perm_options::add, error);
      if (error) error_number = error.value();
    }
    if (error_number != 0)
      return tool_result{exit_write_failed,
                         {},
                         fmt::format("boardsolve: cannot write the output: {}: {}\n", path,
                                     std::strerror(error_number))};
  }
  return std::nullopt;
}

int close_standard_streams(int exit_code) {
  std::cout.flush();
  int error_number = 0;
  errno = 0;
  if (std::fflush(stdout) != 0)
    error_number = errno != 0 ? errno : EIO;
  else if (std::ferror(stdout) != 0)
    error_number = EIO;  // an earlier write failed and its errno is gone
  errno = 0;
  if (std::fclose(stdout) != 0 && error_number == 0) error_number = errno != 0 ? errno : EIO;
  if (error_number != 0 && exit_code != exit_write_failed)
    exit_code = report_write_failure(error_number);
  if (std::fflush(stderr) != 0 || std::ferror(stderr) != 0) exit_code = exit_write_failed;
  return exit_code;
}

}  // namespace boardsolve::cli
