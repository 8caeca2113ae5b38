# The JavaScript module (web/module), built with Emscripten as part of the native build: an
# external project configured with emcmake in BOARDSOLVE_WASM_DIR (build/wasm) that writes
# boardsolve.mjs, boardsolve.wasm and the pages of web/ into BOARDSOLVE_WEB_DIR (build/web).
# It is part of `all`, so `cmake --build --preset release` builds it before the tests of
# tests/web run; `make web` builds it alone. Its ninja run is a no-op when nothing changed.
find_program(BOARDSOLVE_EMCMAKE emcmake)
find_program(BOARDSOLVE_NODE node)
if(NOT BOARDSOLVE_EMCMAKE OR NOT BOARDSOLVE_NODE)
  message(WARNING "emcmake or node not found: the JavaScript module and its tests are left "
                  "out (scripts/bootstrap.sh installs emscripten and nodejs)")
  set(BOARDSOLVE_BUILD_WEB OFF)
  return()
endif()

set(BOARDSOLVE_WASM_DIR ${PROJECT_SOURCE_DIR}/build/wasm CACHE PATH
    "build directory of the Emscripten build")
set(BOARDSOLVE_WEB_DIR ${PROJECT_SOURCE_DIR}/build/web CACHE PATH
    "where the JavaScript module and the pages go")

include(ExternalProject)
ExternalProject_Add(boardsolve_web
  SOURCE_DIR ${PROJECT_SOURCE_DIR}
  BINARY_DIR ${BOARDSOLVE_WASM_DIR}
  CONFIGURE_COMMAND ${BOARDSOLVE_EMCMAKE} ${CMAKE_COMMAND} -S <SOURCE_DIR> -B <BINARY_DIR>
                    -G ${CMAKE_GENERATOR} -DCMAKE_BUILD_TYPE=Release
                    -DBOARDSOLVE_WERROR=${BOARDSOLVE_WERROR}
                    -DBOARDSOLVE_WEB_DIR=${BOARDSOLVE_WEB_DIR}
  BUILD_COMMAND ${CMAKE_COMMAND} --build <BINARY_DIR>
  INSTALL_COMMAND ""
  BUILD_ALWAYS ON)
