# The library built with Emscripten, for the JavaScript module (web/module). Included instead
# of the host's packages when the project is configured with emcmake.
#
# fmt: Debian's libfmt is compiled for the host, so the module uses fmt header-only
# (FMT_HEADER_ONLY) from a directory that holds fmt's headers and nothing else: the host's
# /usr/include as a whole must never reach an Emscripten build.
# Threads: none; the module runs on the calling thread (it passes threads = 1 to every tool).
# Exceptions: WebAssembly's own (-fwasm-exceptions), in every file; Emscripten leaves them
# uncatchable by default, and the library's readers catch their own (web/module/CMakeLists.txt
# says more).
find_path(BOARDSOLVE_FMT_INCLUDE_DIR fmt/format.h PATHS /usr/include /usr/local/include
          NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH
          DOC "the directory that holds the host's fmt/ headers")
if(NOT BOARDSOLVE_FMT_INCLUDE_DIR)
  message(FATAL_ERROR "fmt headers not found: install libfmt-dev (scripts/bootstrap.sh)")
endif()
set(fmt_headers ${CMAKE_BINARY_DIR}/fmt-headers)
file(REMOVE_RECURSE ${fmt_headers})
file(COPY ${BOARDSOLVE_FMT_INCLUDE_DIR}/fmt DESTINATION ${fmt_headers})

add_library(fmt::fmt INTERFACE IMPORTED)
set_target_properties(fmt::fmt PROPERTIES INTERFACE_INCLUDE_DIRECTORIES ${fmt_headers}
                                          INTERFACE_COMPILE_DEFINITIONS FMT_HEADER_ONLY=1)
add_library(Threads::Threads INTERFACE IMPORTED)

add_compile_options(-fwasm-exceptions)
add_link_options(-fwasm-exceptions)
