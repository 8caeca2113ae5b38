# cmake -DSOURCE=web -DDESTINATION=build/web -P copy_pages.cmake: copies every file of web/
# but the module's sources (web/module/) to DESTINATION, where the module is built.
file(GLOB_RECURSE pages RELATIVE ${SOURCE} ${SOURCE}/*)
foreach(page IN LISTS pages)
  if(NOT page MATCHES "^module/")
    configure_file(${SOURCE}/${page} ${DESTINATION}/${page} COPYONLY)
  endif()
endforeach()
