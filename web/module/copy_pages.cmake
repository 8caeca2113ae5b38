# cmake -DSOURCE=web -DDESTINATION=build/web -DVERSION=x.y.z -P copy_pages.cmake: copies every
# file of web/ but the module's sources (web/module/) and the page template to DESTINATION,
# where the module is built, then writes one page per puzzle from the template (pages.cmake).
file(GLOB_RECURSE pages RELATIVE ${SOURCE} ${SOURCE}/*)
foreach(page IN LISTS pages)
  if(NOT page MATCHES "^module/" AND NOT page MATCHES "^(puzzle\\.html\\.in|pages\\.cmake)$")
    configure_file(${SOURCE}/${page} ${DESTINATION}/${page} COPYONLY)
  endif()
endforeach()
set(OUT_DIR ${DESTINATION})
include(${SOURCE}/pages.cmake)
