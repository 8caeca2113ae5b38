// The typed API of lightsout: solve(board, stencil=, topology=, any=) reads the board with
// the rules as the judge's text has them and returns Solution(count, presses, certificate,
// optimal), cells 1-based from the top left. A board past the solver's limits raises
// ValueError with the library's reason.
#include <string>

#include <fmt/format.h>

#include "boardsolve/lightsout.hpp"
#include "module.hpp"
#include "read_and_solve.hpp"

namespace boardsolve::python {
namespace {

py::handle cell_type;
py::handle solution_type;
constexpr number_symbols numbers{0, ".#", "0 (off) or 1 (on)"};

// The rules as the first line of a case has them, checked here so that a stray blank or line
// break cannot change the text the reader sees.
std::string rules_of(const std::string& stencil, const std::string& topology) {
  const auto shape = lightsout::parse_stencil(stencil);
  if (!shape)
    throw py::value_error(fmt::format(
        "stencil must be \"plus\", \"cross\" or nine symbols 0 and 1 (the 3 x 3 mask row by row), "
        "found \"{}\"",
        stencil));
  if (topology != "plane" && topology != "torus")
    throw py::value_error(
        fmt::format("topology must be \"plane\" or \"torus\", found \"{}\"", topology));
  return lightsout::stencil_name(*shape) + " " + topology;
}

py::list cells(const lightsout::bit_grid& g) {
  const auto list = lightsout::cells_of(g);
  py::list out(list.size());
  for (std::size_t i = 0; i < list.size(); ++i)
    out[i] = new_record(cell_type, py::make_tuple(list[i].row + 1, list[i].col + 1));
  return out;
}

py::object solve(py::handle board, const std::string& stencil, const std::string& topology,
                 bool any) {
  const auto rows = board_rows(board, "lightsout", numbers);
  const std::string header =
      fmt::format("1\n{} {} {}\n", rows.size(), row_width(rows[0]), rules_of(stencil, topology));
  const lightsout::solution s =
      read_and_solve(case_text(header, rows), 2, lightsout::parse_instances,
                     [&](const std::vector<lightsout::board>& boards, stop_token stop) {
                       lightsout::solve_options options;
                       options.any = any;
                       options.stop = stop;
                       return lightsout::solve(boards[0], options);
                     });
  if (s.result == lightsout::outcome::refused) throw py::value_error("board: " + s.reason);
  const gc_pause pause;
  return new_record(solution_type, py::make_tuple(s.count, cells(s.presses), cells(s.certificate),
                                                  s.result != lightsout::outcome::any));
}

}  // namespace

void add_lightsout_api(py::module_& lightsout) {
  using py::arg;
  cell_type =
      add_record_type(lightsout, "Cell", {"row", "col"}, "A cell, 1-based from the top left.");
  solution_type = add_record_type(
      lightsout, "Solution", {"count", "presses", "certificate", "optimal"},
      "count: the fewest presses that turn every light off, or -1 if no presses do.\n"
      "presses: the cells to press (each once), a list of Cell; [] when count is -1.\n"
      "certificate: when count is -1, cells of which every press toggles an even number while\n"
      "an odd number are lit (so an odd number stay lit whatever is pressed); else [].\n"
      "optimal: False only for any=True past the proof's limit (presses then not proven fewest).");
  lightsout.def(
      "solve",
      [](const py::object& board, const std::string& stencil, const std::string& topology,
         bool any) { return solve(board, stencil, topology, any); },
      arg("board"), py::kw_only(), arg("stencil") = "plus", arg("topology") = "plane",
      arg("any") = false,
      "Solution(count, presses, certificate, optimal): the fewest presses of `stencil` (\"plus\",\n"
      "\"cross\" or nine 0/1 symbols for the 3 x 3 around the pressed cell, row by row) on the\n"
      "`topology` (\"plane\" or \"torus\") that turn every light off, or the certificate that "
      "none\n"
      "do. any=True: past the limit of the proof of the fewest, one solution (optimal False)\n"
      "rather than ValueError. Ctrl-C stops a long solve (KeyboardInterrupt).");
}

}  // namespace boardsolve::python
