# Project-wide compile flags, applied to targets through boardsolve_set_flags().
add_library(boardsolve_flags INTERFACE)
target_compile_options(boardsolve_flags INTERFACE -Wall -Wextra -Wshadow -Wconversion -Wsign-conversion
                                                  -Wpedantic)
if(BOARDSOLVE_WERROR)
  target_compile_options(boardsolve_flags INTERFACE -Werror)
endif()
if(BOARDSOLVE_SANITIZE)
  target_compile_options(boardsolve_flags INTERFACE -fsanitize=address,undefined -fno-omit-frame-pointer
                                                    -fno-sanitize-recover=all)
  target_link_options(boardsolve_flags INTERFACE -fsanitize=address,undefined)
endif()
if(BOARDSOLVE_FUZZ)
  # Coverage feedback for libFuzzer in everything built; the harnesses link libFuzzer itself.
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "BOARDSOLVE_FUZZ needs clang (libFuzzer): cmake --preset fuzz")
  endif()
  target_compile_options(boardsolve_flags INTERFACE -fsanitize=fuzzer-no-link)
  target_link_options(boardsolve_flags INTERFACE -fsanitize=fuzzer-no-link)
endif()
