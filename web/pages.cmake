# Writes the puzzle pages from web/puzzle.html.in into OUT_DIR (one generated page per
# puzzle, as the puzzles' table has them). Run as: cmake -DOUT_DIR=... -DVERSION=... -P pages.cmake
set(template ${CMAKE_CURRENT_LIST_DIR}/puzzle.html.in)

function(write_page PUZZLE TITLE ORIGIN LEAD EDIT_HELP)
  configure_file(${template} ${OUT_DIR}/${PUZZLE}.html @ONLY)
endfunction()

write_page(captures "Pawn captures" "CodeChef ADAPWN"
  "A pawn attacks the two squares diagonally above it. Remove the fewest pawns by captures, each pawn taking one it attacks, until no pawn attacks another."
  "Click or drag to place and remove pawns; arrow keys and Space work too.")
write_page(kingjump "King jump" "USACO DEC08 winchk"
  "A king jumps diagonally over a checker onto the empty square behind it, capturing it. Can one king capture every checker in a single move of jumps?"
  "Click a dark square to cycle it: empty, checker, king. Arrow keys and Space work too; o and k set a square.")
write_page(pawnchess "Pawn chess" "UVa 10838"
  "White pawns move up, black pawns down, one square forward or diagonally forward onto an enemy pawn. The first pawn on the far row wins; so does leaving the opponent without a move. Chess rules, with double steps, en passant and stalemate, are a choice under the board."
  "Edit: choose what a click places (white pawn, black pawn, empty), then click or drag; P, p and . set the focused square. After solving: click a pawn, then where it goes, to play a move.")
write_page(toggle "Toggle board" "TopCoder SRM 581"
  "A move on a square toggles its four neighbours (type 1) or its neighbours and itself (type 2); each row and each column uses one type. Make the board all black with the fewest moves."
  "Click or drag to turn squares white or black; arrow keys and Space work too.")
write_page(lightsout "Lights Out" "the Lights Out family, no contest"
  "A press on a cell toggles the lights of a stencil around it: the cell and its four neighbours (plus), the neighbours alone (cross), or any cells of its 3 x 3; on a plane, or on a torus whose edges wrap. Turn every light off with the fewest presses, or see why no presses can."
  "Click or drag to turn lights on and off; arrow keys and Space work too. Under the board: the stencil and the topology.")
