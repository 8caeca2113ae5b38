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
# nlohmann_json (the --json face) is header-only and comes the same way.

# header_only_target(<target> <header> <folder> <package>): an imported target whose include
# directory holds a copy of the host's <folder> of headers and nothing else.
function(header_only_target target header folder package)
  string(MAKE_C_IDENTIFIER "BOARDSOLVE_${folder}_INCLUDE_DIR" variable)
  find_path(${variable} ${header} PATHS /usr/include /usr/local/include
            NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH
            DOC "the directory that holds the host's ${folder}/ headers")
  if(NOT ${variable})
    message(FATAL_ERROR "${header} not found: install ${package} (scripts/bootstrap.sh)")
  endif()
  set(copy ${CMAKE_BINARY_DIR}/${folder}-headers)
  file(REMOVE_RECURSE ${copy})
  file(COPY ${${variable}}/${folder} DESTINATION ${copy})
  add_library(${target} INTERFACE IMPORTED GLOBAL)
  set_target_properties(${target} PROPERTIES INTERFACE_INCLUDE_DIRECTORIES ${copy})
endfunction()

header_only_target(fmt::fmt fmt/format.h fmt libfmt-dev)
set_target_properties(fmt::fmt PROPERTIES INTERFACE_COMPILE_DEFINITIONS FMT_HEADER_ONLY=1)
header_only_target(nlohmann_json::nlohmann_json nlohmann/json.hpp nlohmann nlohmann-json3-dev)
add_library(Threads::Threads INTERFACE IMPORTED)

add_compile_options(-fwasm-exceptions)
add_link_options(-fwasm-exceptions)
