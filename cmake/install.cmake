# Install the library, its headers and the executable, and export a CMake package so that
# other projects can find_package(boardsolve) and link boardsolve::boardsolve.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

install(TARGETS boardsolve EXPORT boardsolve-targets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(TARGETS boardsolve_cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY include/boardsolve DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(EXPORT boardsolve-targets NAMESPACE boardsolve::
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/boardsolve)

configure_package_config_file(cmake/boardsolve-config.cmake.in
                              ${CMAKE_CURRENT_BINARY_DIR}/boardsolve-config.cmake
                              INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/boardsolve)
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/boardsolve-config-version.cmake
                                 COMPATIBILITY SameMajorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/boardsolve-config.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/boardsolve-config-version.cmake
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/boardsolve)

# The manual page and the shell completions (cmake/manual_and_completions.cmake), where each
# shell's completion loader looks for them under the prefix.
if(BOARDSOLVE_BUILD_MAN)
  install(FILES ${BOARDSOLVE_MAN_PAGE}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endif()
install(FILES ${BOARDSOLVE_COMPLETIONS_DIR}/boardsolve
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions)
install(FILES ${BOARDSOLVE_COMPLETIONS_DIR}/_boardsolve
        DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions)
install(FILES ${BOARDSOLVE_COMPLETIONS_DIR}/boardsolve.fish
        DESTINATION ${CMAKE_INSTALL_DATADIR}/fish/vendor_completions.d)
install(FILES README.md docs/formats.md docs/python.md docs/boardsolve.schema.json
        DESTINATION ${CMAKE_INSTALL_DOCDIR})

# The Python module, into the folder of Debian's python3 for packages of the system
# (/usr/lib/python3/dist-packages when the prefix is /usr, as in the .deb).
set(BOARDSOLVE_INSTALL_PYTHONDIR "lib/python3/dist-packages" CACHE STRING
    "Where the Python module is installed, relative to the prefix")
if(BOARDSOLVE_BUILD_PYTHON)
  install(TARGETS boardsolve_python LIBRARY DESTINATION ${BOARDSOLVE_INSTALL_PYTHONDIR})
endif()
