# cmake -DBOARDSOLVE=<executable> -DOUTPUT=<file> -P man_subcommands.cmake
# Writes the help2man include file of the manual page's SUBCOMMANDS section: for each
# subcommand that `boardsolve --help` lists, the text of `boardsolve <subcommand> --help`
# as it is, in a preformatted block, so the page says exactly what the executable says.

# roff_text(<var> <text>): <text> as roff lines that print as they are (no requests, no escapes).
function(roff_text var text)
  string(REPLACE "\\" "\\e" text "${text}")
  string(REPLACE "-" "\\-" text "${text}")
  string(REPLACE "\n." "\n\\&." text "\n${text}")
  string(REPLACE "\n'" "\n\\&'" text "${text}")
  string(SUBSTRING "${text}" 1 -1 text)
  set(${var} "${text}" PARENT_SCOPE)
endfunction()

function(help_of var)
  execute_process(COMMAND ${BOARDSOLVE} ${ARGN} --help OUTPUT_VARIABLE help RESULT_VARIABLE failed)
  if(failed)
    message(FATAL_ERROR "'${BOARDSOLVE} ${ARGN} --help' failed: ${failed}")
  endif()
  # The usage line names the executable as it was called: as a user calls it.
  string(REPLACE "Usage: ${BOARDSOLVE}" "Usage: boardsolve" help "${help}")
  set(${var} "${help}" PARENT_SCOPE)
endfunction()

help_of(main)
string(REGEX MATCH "\nSubcommands:\n([^\n]+\n)+" block "${main}")
string(REGEX MATCHALL "\n  [a-z]+ " words "${block}")
if(NOT words)
  message(FATAL_ERROR "'${BOARDSOLVE} --help' lists no subcommands")
endif()
# Each subcommand's help ends with the main help's closing text (the puzzles, the exit codes),
# which DESCRIPTION holds already: once is enough.
string(FIND "${main}" "\nPuzzles:\n" footer_at)
string(SUBSTRING "${main}" ${footer_at} -1 footer)
set(page "[SUBCOMMANDS]\nEach subcommand's own \\fB\\-\\-help\\fR, without the list of puzzles and exit\ncodes that ends each (see DESCRIPTION):\n")
foreach(word IN LISTS words)
  string(STRIP "${word}" subcommand)
  help_of(help ${subcommand})
  string(REPLACE "${footer}" "\n" help "${help}")
  roff_text(help "${help}")
  string(APPEND page ".SS \"boardsolve ${subcommand}\"\n.nf\n${help}.fi\n")
endforeach()
file(WRITE ${OUTPUT} "${page}")
