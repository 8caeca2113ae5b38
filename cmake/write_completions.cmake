# cmake -DBOARDSOLVE=<executable> -DDIR=<folder> -P write_completions.cmake
# Writes `boardsolve completion SHELL` of each shell into DIR under the name that shell's
# completion loader looks for: boardsolve (bash), _boardsolve (zsh), boardsolve.fish.
file(MAKE_DIRECTORY ${DIR})
foreach(shell_and_file IN ITEMS "bash;boardsolve" "zsh;_boardsolve" "fish;boardsolve.fish")
  list(GET shell_and_file 0 shell)
  list(GET shell_and_file 1 file)
  execute_process(COMMAND ${BOARDSOLVE} completion ${shell} OUTPUT_FILE ${DIR}/${file}.new
                  RESULT_VARIABLE failed)
  if(failed)
    message(FATAL_ERROR "'${BOARDSOLVE} completion ${shell}' failed: ${failed}")
  endif()
  file(RENAME ${DIR}/${file}.new ${DIR}/${file})
endforeach()
