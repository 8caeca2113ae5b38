#include "board_input.hpp"

#include <cstdint>

#include <fmt/format.h>
#include <pybind11/numpy.h>

namespace boardsolve::python {
namespace {

// Only an array if numpy is loaded: the module itself never imports numpy.
bool is_numpy_array(py::handle board) {
  const py::dict modules = py::module_::import("sys").attr("modules");
  return modules.contains("numpy") &&
         py::isinstance(board, modules["numpy"].attr("ndarray").cast<py::object>());
}

std::vector<std::string> rows_of_numbers(py::handle board, std::string_view puzzle,
                                         const number_symbols& numbers, bool floating) {
  if (numbers.symbols.empty())
    throw py::type_error(fmt::format(
        "a {} board as a numpy array holds one-character strings (the judge's symbols)", puzzle));
  // The values are checked by numpy, a byte a square, before they are narrowed to bytes.
  const py::module_ numpy = py::module_::import("numpy");
  const int lowest = numbers.lowest;
  const int highest = lowest + static_cast<int>(numbers.symbols.size()) - 1;
  py::object bad =
      numpy.attr("logical_or")(board.attr("__lt__")(lowest), board.attr("__gt__")(highest));
  if (floating)  // NaN too
    bad = numpy.attr("logical_or")(bad, board.attr("__ne__")(numpy.attr("floor")(board)));
  if (bad.attr("any")().cast<bool>()) {
    const py::tuple at = py::tuple(numpy.attr("argwhere")(bad)[py::int_(0)]);
    throw py::value_error(fmt::format(
        "board[{}, {}] is {}; a {} board holds {}", at[0].cast<long long>(),
        at[1].cast<long long>(), py::str(board[at]).cast<std::string>(), puzzle, numbers.meaning));
  }
  using array = py::array_t<std::int8_t, py::array::c_style | py::array::forcecast>;
  const auto values = py::reinterpret_borrow<py::object>(board).cast<array>();
  const auto view = values.unchecked<2>();
  std::vector<std::string> rows(static_cast<std::size_t>(view.shape(0)));
  for (py::ssize_t r = 0; r < view.shape(0); ++r) {
    std::string& row = rows[static_cast<std::size_t>(r)];
    row.resize(static_cast<std::size_t>(view.shape(1)));
    for (py::ssize_t c = 0; c < view.shape(1); ++c)
      row[static_cast<std::size_t>(c)] =
          numbers.symbols[static_cast<std::size_t>(view(r, c) - lowest)];
  }
  return rows;
}

std::vector<std::string> rows_of_array(py::handle board, std::string_view puzzle,
                                       const number_symbols& numbers) {
  if (board.attr("ndim").cast<int>() != 2)
    throw py::value_error(fmt::format("a board is a 2-D array; this one has {} dimensions",
                                      board.attr("ndim").cast<int>()));
  const py::object dtype = board.attr("dtype");
  const auto kind = dtype.attr("kind").cast<std::string>();
  const auto itemsize = dtype.attr("itemsize").cast<int>();
  if (kind == "b" || kind == "i" || kind == "u" || kind == "f")
    return rows_of_numbers(board, puzzle, numbers, kind == "f");
  if ((kind == "U" && itemsize == 4) || (kind == "S" && itemsize == 1)) {
    std::vector<std::string> rows;
    for (const py::handle row : board.attr("tolist")()) {
      std::string text;
      for (const py::handle symbol : row) text += symbol.cast<std::string>();
      rows.push_back(std::move(text));
    }
    return rows;
  }
  throw py::type_error(
      fmt::format("a board as a numpy array holds numbers or one-character strings, not dtype {}",
                  py::str(dtype).cast<std::string>()));
}

}  // namespace

std::vector<std::string> board_rows(py::handle board, std::string_view puzzle,
                                    const number_symbols& numbers) {
  std::vector<std::string> rows;
  if (is_numpy_array(board)) {
    rows = rows_of_array(board, puzzle, numbers);
  } else if (py::isinstance<py::str>(board) || py::isinstance<py::bytes>(board)) {
    throw py::type_error(
        "a board is a list of rows, not one string; boardsolve.solve(puzzle, text) reads the "
        "judge's text");
  } else if (py::isinstance<py::sequence>(board)) {
    for (const py::handle row : board) {
      if (!py::isinstance<py::str>(row) && !py::isinstance<py::bytes>(row))
        throw py::type_error(fmt::format("a row of a board is a string, not {}",
                                         py::str(py::type::of(row)).cast<std::string>()));
      rows.push_back(row.cast<std::string>());
    }
  } else {
    throw py::type_error(fmt::format("a board is a list of strings or a 2-D numpy array, not {}",
                                     py::str(py::type::of(board)).cast<std::string>()));
  }
  if (rows.empty() || rows[0].empty()) throw py::value_error("board: the board is empty");
  for (std::size_t r = 0; r < rows.size(); ++r)
    if (const auto at = rows[r].find('\n'); at != std::string::npos)
      throw py::value_error(fmt::format("board:{}:{}: a line break inside a row", r + 1, at + 1));
  return rows;
}

int row_width(std::string_view row) {
  int width = 0;
  for (const char c : row) width += (c == ' ' || c == '\t' || c == '\r') ? 0 : 1;
  return width;
}

std::string case_text(std::string_view header, const std::vector<std::string>& rows) {
  std::size_t bytes = header.size();
  for (const std::string& row : rows) bytes += row.size() + 1;
  std::string text;
  text.reserve(bytes);
  text += header;
  for (const std::string& row : rows) {
    text += row;
    text += '\n';
  }
  return text;
}

py::value_error board_error(const parse_error& error, int header_lines) {
  if (error.line <= header_lines) return py::value_error("board: " + error.message);
  return py::value_error(
      fmt::format("board:{}:{}: {}", error.line - header_lines, error.column, error.message));
}

}  // namespace boardsolve::python
