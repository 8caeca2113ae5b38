# The Debian package of what install.cmake installs, with CPack's DEB generator:
#   make package   (or: cmake --build build/release --target package)
# writes build/release/boardsolve_<version>_<arch>.deb. The test install.deb builds one from
# its build and tries it out (tests/consumer/deb_test.sh, docs/install.md).

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME boardsolve)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # boardsolve_0.1.0_amd64.deb
# The project's own contact (cmake/install.cmake), which the copyright file names too; who
# builds and distributes a package of their own names themselves instead (docs/install.md).
set(BOARDSOLVE_PACKAGE_MAINTAINER "${BOARDSOLVE_CONTACT}"
    CACHE STRING "The Maintainer field of the Debian package: name <address>")
set(CPACK_PACKAGE_CONTACT "${BOARDSOLVE_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${BOARDSOLVE_PACKAGE_MAINTAINER}")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
# As Debian's own packages are: binaries without symbols (install(TARGETS) strips the executable
# and the Python module, cmake/install.cmake the static library's .comment), directories 0755
# whatever the umask of who packs.
set(CPACK_STRIP_FILES ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# The synopsis is the project's description; this is the long description under it.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "boardsolve solves four grid board puzzles from programming contests exactly
(CodeChef ADAPWN, USACO winchk, UVa 10838, TopCoder SRM 581), on boards far
larger than the contests allowed, and shows its work: every answer can be
checked (verify), instances generated (gen) and solutions drawn (show).

The package holds the command-line tool with its manual page and its bash,
zsh and fish completions, the C++20 static library with its headers and CMake
package (find_package(boardsolve)), and the Python module (import boardsolve).")

# Depends: what the executable and the Python module link (libc6, libstdc++6, libfmt<N>)
# computed by dpkg-shlibdeps where it is installed (Debian: dpkg-dev), else stated here; and
# the python3 whose ABI the module was built for.
find_program(BOARDSOLVE_DPKG_SHLIBDEPS dpkg-shlibdeps)
set(boardsolve_depends "")
if(BOARDSOLVE_DPKG_SHLIBDEPS)
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
else()
  message(STATUS "dpkg-shlibdeps not found (Debian: dpkg-dev): the .deb states its libraries")
  list(APPEND boardsolve_depends "libc6" "libstdc++6" "libgcc-s1" "libfmt${fmt_VERSION_MAJOR}")
endif()
if(BOARDSOLVE_BUILD_PYTHON)
  math(EXPR boardsolve_next_python_minor "${Python3_VERSION_MINOR} + 1")
  list(APPEND boardsolve_depends
       "python3 (>= ${Python3_VERSION_MAJOR}.${Python3_VERSION_MINOR})"
       "python3 (<< ${Python3_VERSION_MAJOR}.${boardsolve_next_python_minor})")
endif()
list(JOIN boardsolve_depends ", " CPACK_DEBIAN_PACKAGE_DEPENDS)
# The CMake package finds fmt (find_dependency) when a project links boardsolve::boardsolve.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "libfmt-dev")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "bash-completion")

# `package_source` would pack the build folders too: only the tracked sources.
set(CPACK_SOURCE_IGNORE_FILES "/build/" "/\\\\.git/" "/node_modules/")

include(CPack)
