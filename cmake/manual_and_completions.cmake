# The manual page boardsolve(1) and the completion scripts of bash, zsh and fish, made at
# build time by running the built executable, so that they say what its --help says and know
# every subcommand, option, puzzle and --kind of it (docs/install.md):
#   <build>/man/boardsolve.1, boardsolve.1.gz    help2man over `boardsolve --help` and
#                                                `--version`; a section SUBCOMMANDS holds each
#                                                `boardsolve <subcommand> --help`
#                                                (cmake/man_subcommands.cmake), and
#                                                docs/boardsolve.h2m adds EXAMPLES, EXIT STATUS,
#                                                SEE ALSO
#   <build>/completions/boardsolve (bash), _boardsolve (zsh), boardsolve.fish
#                                                `boardsolve completion bash|zsh|fish`
# install.cmake installs them.

find_program(BOARDSOLVE_HELP2MAN help2man)
set(boardsolve_man_default OFF)
if(BOARDSOLVE_HELP2MAN)
  set(boardsolve_man_default ON)
endif()
option(BOARDSOLVE_BUILD_MAN "Build the manual page with help2man (Debian: help2man)"
       ${boardsolve_man_default})
if(BOARDSOLVE_BUILD_MAN AND NOT BOARDSOLVE_HELP2MAN)
  message(FATAL_ERROR "BOARDSOLVE_BUILD_MAN needs help2man (Debian: help2man)")
endif()

if(BOARDSOLVE_BUILD_MAN)
  find_program(BOARDSOLVE_GZIP gzip REQUIRED)
  set(BOARDSOLVE_MAN_PAGE ${PROJECT_BINARY_DIR}/man/boardsolve.1)
  add_custom_command(
    OUTPUT ${BOARDSOLVE_MAN_PAGE} ${BOARDSOLVE_MAN_PAGE}.gz
    COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/man
    COMMAND ${CMAKE_COMMAND} -DBOARDSOLVE=$<TARGET_FILE:boardsolve_cli>
            -DOUTPUT=${PROJECT_BINARY_DIR}/man/subcommands.h2m
            -P ${PROJECT_SOURCE_DIR}/cmake/man_subcommands.cmake
    COMMAND ${BOARDSOLVE_HELP2MAN} --no-info --section=1
            "--name=exact solvers for grid board puzzles, with proofs and pictures"
            --include=${PROJECT_BINARY_DIR}/man/subcommands.h2m
            --include=${PROJECT_SOURCE_DIR}/docs/boardsolve.h2m
            --output=${BOARDSOLVE_MAN_PAGE} $<TARGET_FILE:boardsolve_cli>
    # -n: no name or time stamp in the archive, so the same page gives the same bytes.
    COMMAND ${BOARDSOLVE_GZIP} -9 -n -f -k ${BOARDSOLVE_MAN_PAGE}
    DEPENDS boardsolve_cli ${PROJECT_SOURCE_DIR}/docs/boardsolve.h2m
            ${PROJECT_SOURCE_DIR}/cmake/man_subcommands.cmake
    COMMENT "Writing the manual page man/boardsolve.1 with help2man"
    VERBATIM)
  add_custom_target(boardsolve_man ALL DEPENDS ${BOARDSOLVE_MAN_PAGE}.gz)
endif()

set(BOARDSOLVE_COMPLETIONS_DIR ${PROJECT_BINARY_DIR}/completions)
set(boardsolve_completions ${BOARDSOLVE_COMPLETIONS_DIR}/boardsolve
                           ${BOARDSOLVE_COMPLETIONS_DIR}/_boardsolve
                           ${BOARDSOLVE_COMPLETIONS_DIR}/boardsolve.fish)
add_custom_command(
  OUTPUT ${boardsolve_completions}
  COMMAND ${CMAKE_COMMAND} -DBOARDSOLVE=$<TARGET_FILE:boardsolve_cli>
          -DDIR=${BOARDSOLVE_COMPLETIONS_DIR} -P ${PROJECT_SOURCE_DIR}/cmake/write_completions.cmake
  DEPENDS boardsolve_cli ${PROJECT_SOURCE_DIR}/cmake/write_completions.cmake
  COMMENT "Writing the shell completions into completions/"
  VERBATIM)
add_custom_target(boardsolve_completions ALL DEPENDS ${boardsolve_completions})
