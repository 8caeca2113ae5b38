#pragma once
// Boards from Python for the typed API: a list of strings in the judge's symbols, or a 2-D
// numpy array, becomes the text of one case in the judge's format, which the puzzle's own
// reader then reads, so a board is checked (symbols, shape, limits) exactly as a file is.

#include <string>
#include <string_view>
#include <vector>

#include <pybind11/pybind11.h>

#include "boardsolve/core/parse_error.hpp"

namespace boardsolve::python {

namespace py = pybind11;

/// How a puzzle's numpy arrays of numbers map to its symbols: the value v stands for
/// symbols[v - lowest]; `meaning` names the values in messages ("0 (empty) or 1 (pawn)").
/// Empty symbols: the puzzle takes arrays of one-character strings only.
struct number_symbols {
  int lowest = 0;
  std::string_view symbols;
  std::string_view meaning;
};

/// The rows of `board`: a sequence of str (or bytes), or a 2-D numpy array of numbers (mapped
/// by `numbers`) or of one-character strings. TypeError for anything else; ValueError for an
/// empty board, a row holding a line break, or a number outside `numbers`. Needs the GIL.
std::vector<std::string> board_rows(py::handle board, std::string_view puzzle,
                                    const number_symbols& numbers);

/// The symbols of a row, blanks (which some formats allow between symbols) left out.
int row_width(std::string_view row);

/// The text of a judge-format file: `header`, then the rows, one a line.
std::string case_text(std::string_view header, const std::vector<std::string>& rows);

/// The ValueError of a board whose case text, made with a header of `header_lines` lines,
/// failed to read: "board:<row>:<column>: <the reader's message>", or "board: <message>" when
/// the problem is in the header (a size beyond the puzzle's limits).
py::value_error board_error(const parse_error& error, int header_lines);

}  // namespace boardsolve::python
