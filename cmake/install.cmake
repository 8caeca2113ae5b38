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
