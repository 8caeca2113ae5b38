#include "checked_output.hpp"

#include <cerrno>
#include <cstring>
#include <iostream>

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
