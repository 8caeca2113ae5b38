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

# The licence and the history where Debian looks for them: doc/boardsolve/copyright in
# Debian's machine-readable format, its text and holder read from LICENSE so the two cannot
# differ, and changelog.gz (the name for a package built from its own source: no -N
# revision). `cmake --install` installs them too, so every copy carries its licence.
set(BOARDSOLVE_CONTACT "The boardsolve developers <developers@boardsolve.org>")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS
             ${PROJECT_SOURCE_DIR}/LICENSE ${PROJECT_SOURCE_DIR}/packaging/debian/changelog)
file(READ ${PROJECT_SOURCE_DIR}/LICENSE boardsolve_license)
string(REGEX MATCH "\nCopyright \\(c\\) ([^\n]+)" boardsolve_match "${boardsolve_license}")
set(BOARDSOLVE_COPYRIGHT "${CMAKE_MATCH_1}")
# The permission text after the copyright line, as a copyright file's field continues: one
# space before each line, " ." for an empty one.
string(REGEX REPLACE "^.*\nCopyright [^\n]*\n\n" "" boardsolve_text "${boardsolve_license}")
string(STRIP "${boardsolve_text}" boardsolve_text)
string(REPLACE "\n\n" "\n.\n" boardsolve_text "${boardsolve_text}")
string(REPLACE "\n" "\n " BOARDSOLVE_LICENSE_TEXT " ${boardsolve_text}")
configure_file(packaging/debian/copyright.in ${CMAKE_CURRENT_BINARY_DIR}/packaging/copyright @ONLY)

# The changelog's latest entry is the version being packaged: a release adds its entry first.
file(STRINGS ${PROJECT_SOURCE_DIR}/packaging/debian/changelog boardsolve_entry LIMIT_COUNT 1)
string(REGEX MATCH "^boardsolve \\(([^)]*)\\)" boardsolve_match "${boardsolve_entry}")
if(BOARDSOLVE_TOP_LEVEL AND NOT CMAKE_MATCH_1 STREQUAL PROJECT_VERSION)
  message(FATAL_ERROR "packaging/debian/changelog's latest entry is '${CMAKE_MATCH_1}', not the "
                      "project's version ${PROJECT_VERSION}: add the release's entry at its top "
                      "(dch -c packaging/debian/changelog -v ${PROJECT_VERSION})")
endif()
find_program(BOARDSOLVE_GZIP gzip REQUIRED)
execute_process(COMMAND ${BOARDSOLVE_GZIP} -9 -n -c ${PROJECT_SOURCE_DIR}/packaging/debian/changelog
                OUTPUT_FILE ${CMAKE_CURRENT_BINARY_DIR}/packaging/changelog.gz COMMAND_ERROR_IS_FATAL ANY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/packaging/copyright
              ${CMAKE_CURRENT_BINARY_DIR}/packaging/changelog.gz
        DESTINATION ${CMAKE_INSTALL_DOCDIR})

# The Python module, into the folder of Debian's python3 for packages of the system
# (/usr/lib/python3/dist-packages when the prefix is /usr, as in the .deb).
set(BOARDSOLVE_INSTALL_PYTHONDIR "lib/python3/dist-packages" CACHE STRING
    "Where the Python module is installed, relative to the prefix")
if(BOARDSOLVE_BUILD_PYTHON)
  # 0644, as Debian installs its modules: python loads it, nothing runs it.
  install(TARGETS boardsolve_python LIBRARY DESTINATION ${BOARDSOLVE_INSTALL_PYTHONDIR}
          PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)
  # Its metadata, so that pip and importlib.metadata know its version and licence: an
  # installed project's dist-info with METADATA (core metadata 2.4) and the licence file it
  # names. No RECORD: dpkg owns the files, and pip leaves a project without one alone.
  set(boardsolve_dist_info boardsolve-${PROJECT_VERSION}.dist-info)
  configure_file(packaging/python/METADATA.in
                 ${CMAKE_CURRENT_BINARY_DIR}/packaging/${boardsolve_dist_info}/METADATA @ONLY)
  install(FILES ${CMAKE_CURRENT_BINARY_DIR}/packaging/${boardsolve_dist_info}/METADATA
          DESTINATION ${BOARDSOLVE_INSTALL_PYTHONDIR}/${boardsolve_dist_info})
  install(FILES LICENSE DESTINATION ${BOARDSOLVE_INSTALL_PYTHONDIR}/${boardsolve_dist_info}/licenses)
endif()

# A stripped install (--strip, the .deb) also drops the compiler's version stamp (.comment) from
# the executable, the module and each object of the static library, as Debian's dh_strip does;
# objcopy, not strip, which would take the library's symbols too: they are what a project links.
set(boardsolve_stripped ${CMAKE_INSTALL_BINDIR}/$<TARGET_FILE_NAME:boardsolve_cli>
                        ${CMAKE_INSTALL_LIBDIR}/$<TARGET_FILE_NAME:boardsolve>)
if(BOARDSOLVE_BUILD_PYTHON)
  list(APPEND boardsolve_stripped ${BOARDSOLVE_INSTALL_PYTHONDIR}/$<TARGET_FILE_NAME:boardsolve_python>)
endif()
install(CODE "if(CMAKE_INSTALL_DO_STRIP)
  foreach(file IN ITEMS ${boardsolve_stripped})
    execute_process(COMMAND \"${CMAKE_OBJCOPY}\" --remove-section=.comment
                    \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/\${file}\" COMMAND_ERROR_IS_FATAL ANY)
  endforeach()
endif()")
