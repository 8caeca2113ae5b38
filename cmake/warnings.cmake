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
