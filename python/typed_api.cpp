// The typed API: one submodule per puzzle whose solve() takes a board (board_input.hpp) and
// returns the answer as Python values, rows and columns 1-based as the judge's answers have
// them; lightsout's is in typed_lightsout.cpp. The board is read by the puzzle's own reader,
// so bad boards raise ValueError with its message; the reading and the solving run with the
// GIL released.
#include <algorithm>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include <fmt/format.h>
#include <pybind11/stl.h>

#include "board_input.hpp"
#include "boardsolve/captures.hpp"
#include "boardsolve/kingjump.hpp"
#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"
#include "boardsolve/toggle.hpp"
#include "boardsolve/tool.hpp"
#include "declared_keywords.hpp"
#include "module.hpp"
#include "read_and_solve.hpp"

namespace boardsolve::python {
namespace {

struct captures_api {
  static inline py::handle capture_type;
  static constexpr number_symbols numbers{0, ".O", "0 (empty) or 1 (pawn)"};

  static py::list solve(py::handle board, long long threads) {
    const auto rows = board_rows(board, "captures", numbers);
    const std::string header = fmt::format("1\n{} {}\n", rows.size(), row_width(rows[0]));
    const auto moves = read_and_solve(
        case_text(header, rows), 2, captures::parse_instances,
        [&](const std::vector<captures::board>& boards, stop_token stop) {
          return captures::solve(boards[0], static_cast<unsigned>(threads), stop).captures;
        });
    const gc_pause pause;
    py::list list(moves.size());
    for (std::size_t i = 0; i < moves.size(); ++i)
      list[i] =
          new_record(capture_type, py::make_tuple(moves[i].row + 1, moves[i].col + 1,
                                                  std::string(1, static_cast<char>(moves[i].dir))));
    return list;
  }
};

struct kingjump_api {
  static inline py::handle square_type;

  static py::object solve(py::handle board, long long threads) {
    const auto rows = board_rows(board, "kingjump", {});
    const auto path =
        read_and_solve(case_text(fmt::format("{}\n", rows.size()), rows), 1,
                       kingjump::parse_instance, [&](const kingjump::board& b, stop_token stop) {
                         return kingjump::solve(b, static_cast<unsigned>(threads), stop);
                       });
    if (path.empty()) return py::none();
    const gc_pause pause;
    py::list list(path.size());
    for (std::size_t i = 0; i < path.size(); ++i)
      list[i] = new_record(square_type, py::make_tuple(path[i].row + 1, path[i].col + 1));
    return list;
  }
};

struct pawnchess_api {
  static inline py::handle outcome_type;
  static constexpr number_symbols numbers{-1, "p.P",
                                          "0 (empty), 1 (white pawn) or -1 (black pawn)"};

  // The settings the pawnchess row of the puzzle table marks typed (rules, stalemate,
  // memory): the keywords of solve() after to_move and en_passant.
  static std::vector<const option_declaration*> settings() {
    std::vector<const option_declaration*> typed;
    for (const option_declaration& declared : pawnchess_tool().options)
      if (declared.typed && declared.commands.has(subcommand::solve)) typed.push_back(&declared);
    return typed;
  }

  // The line before the board: "black to move", "white to move, en passant e6", or none.
  static std::string side_line(const std::string& to_move,
                               const std::optional<std::string>& en_passant) {
    if (to_move != "white" && to_move != "black")
      throw py::value_error(
          fmt::format("to_move must be \"white\" or \"black\", found \"{}\"", to_move));
    if (en_passant && en_passant->find_first_of("\r\n") != std::string::npos)
      throw py::value_error("en_passant must be a square such as \"c3\", found a line break");
    if (en_passant) return fmt::format("{} to move, en passant {}\n", to_move, *en_passant);
    return to_move == "black" ? "black to move\n" : "";
  }

  static py::object solve(const py::dict& args) {
    using namespace pawnchess;
    const py::handle board = args["board"];
    if (!py::isinstance<py::str>(args["to_move"])) throw py::type_error("to_move must be str");
    const auto to_move = args["to_move"].cast<std::string>();
    std::optional<std::string> en_passant;
    if (!args["en_passant"].is_none()) {
      if (!py::isinstance<py::str>(args["en_passant"]))
        throw py::type_error("en_passant must be str");
      en_passant = args["en_passant"].cast<std::string>();
    }
    option_values values;
    for (const option_declaration* declared : settings())
      if (auto value = declared_value(*declared, args[py::str(python_name(declared->name))]))
        values.emplace(declared->name, std::move(*value));
    const auto rows = board_rows(board, "pawnchess", numbers);
    const int height = static_cast<int>(std::min<std::size_t>(rows.size(), max_side + 1));
    const int width = row_width(rows[0]);
    if (height < min_side || height > max_side || width < min_side || width > max_side)
      throw py::value_error(
          fmt::format("board: a pawnchess board has {} to {} rows and columns, found {}x{}",
                      min_side, max_side, rows.size(), width));
    const std::string header = side_line(to_move, en_passant);
    auto settings_or_problem = solver_settings(values, height, width);
    if (auto* problem = std::get_if<std::string>(&settings_or_problem))
      throw py::value_error(*problem);
    solver_options options = std::get<solver_options>(std::move(settings_or_problem));
    const rules play_rules = options.play_rules;
    const outcome o = read_and_solve(
        "1\n" + header + case_text("", rows), header.empty() ? 1 : 2,
        [&](std::string_view text) { return parse_instances(text, height, width, play_rules); },
        [&](const std::vector<position>& positions, stop_token stop) {
          options.stop = std::move(stop);
          solver s(height, width, std::move(options));
          return outcome_of(positions[0].to_move, s.value(positions[0]));
        });
    if (o.draw) return outcome_type(py::none(), 0);
    return outcome_type(o.winner == side::white ? "white" : "black", o.plies);
  }
};

struct toggle_api {
  static inline py::handle move_type;
  static inline py::handle plan_type;
  static constexpr number_symbols numbers{0, "BW", "0 (black) or 1 (white)"};

  static py::object solve(py::handle board, long long threads) {
    const auto rows = board_rows(board, "toggle", numbers);
    const std::string header = fmt::format("1\n{} {}\n", rows.size(), row_width(rows[0]));
    const toggle::solution s =
        read_and_solve(case_text(header, rows), 2, toggle::parse_instances,
                       [&](const std::vector<toggle::board>& boards, stop_token) {
                         return toggle::solve(boards[0], static_cast<unsigned>(threads));
                       });
    if (s.count == toggle::no_solution) return py::none();
    const gc_pause pause;
    py::list moves(s.moves.size());
    for (std::size_t i = 0; i < s.moves.size(); ++i)
      moves[i] = new_record(move_type, py::make_tuple(s.moves[i].row + 1, s.moves[i].col + 1,
                                                      static_cast<int>(s.moves[i].type)));
    return plan_type(s.count, moves);
  }
};

long long checked_threads(long long threads) {
  if (threads < 0 || threads > 1024)
    throw py::value_error(fmt::format("threads must be from 0 to 1024, found {}", threads));
  return threads;
}

}  // namespace

void add_typed_api(py::module_& m) {
  using py::arg;
  const py::module_ sys_modules = py::module_::import("sys");
  const auto submodule = [&](const char* name, const char* doc) {
    py::module_ sub = m.def_submodule(name, doc);
    // `import boardsolve.captures` works too.
    sys_modules.attr("modules")[py::str(fmt::format("boardsolve.{}", name))] = sub;
    return sub;
  };

  py::module_ captures = submodule(
      "captures",
      "Pawn captures (CodeChef ADAPWN): the fewest captures after which no pawn attacks another.\n"
      "A board: rows of '.' and 'O', or a 2-D numpy array, 1 = pawn, 0 = empty.");
  captures_api::capture_type =
      add_record_type(captures, "Capture", {"row", "col", "direction"},
                      "The pawn on (row, col), 1-based from the top left, takes the pawn on\n"
                      "(row - 1, col - 1) for direction 'L' or (row - 1, col + 1) for 'R'.");
  captures.def(
      "solve",
      [](const py::object& board, long long threads) {
        return captures_api::solve(board, checked_threads(threads));
      },
      arg("board"), py::kw_only(), arg("threads") = 0,
      "The fewest captures, as a list of Capture(row, col, direction) in an order in which each\n"
      "is legal: the judge's answer. threads: 0 = every core; the answer does not depend on it.");

  py::module_ kingjump = submodule(
      "kingjump",
      "King jump (USACO DEC08 winchk): can one king capture every checker in one move?\n"
      "A board: N rows of N symbols '-', '+', 'K', 'o' (blanks between them allowed), or a 2-D\n"
      "numpy array of those one-character strings.");
  kingjump_api::square_type =
      add_record_type(kingjump, "Square", {"row", "col"}, "A square, 1-based from the top left.");
  kingjump.def(
      "solve",
      [](const py::object& board, long long threads) {
        return kingjump_api::solve(board, checked_threads(threads));
      },
      arg("board"), py::kw_only(), arg("threads") = 0,
      "The squares the king stands on, its start first, as a list of Square(row, col); None if\n"
      "no king can capture every checker. threads: 0 = every core.");

  py::module_ pawnchess = submodule(
      "pawnchess",
      "Pawn chess (UVa 10838): who wins with perfect play, and after how many moves.\n"
      "A board: 2 to 8 rows of 2 to 8 symbols '.', 'P' (white), 'p' (black), the top row first\n"
      "(black's home row), or a 2-D numpy array, 1 = white pawn, -1 = black pawn, 0 = empty.");
  pawnchess_api::outcome_type = add_record_type(
      pawnchess, "Outcome", {"winner", "plies"},
      "The winner, \"white\" or \"black\", and the moves of both sides until it has won;\n"
      "under chess rules a draw is winner None, plies 0.");
  py::list settings;
  std::string settings_doc;
  for (const option_declaration* declared : pawnchess_api::settings()) {
    settings.append(py::make_tuple(python_name(declared->name), py::none()));
    settings_doc += fmt::format("\n{}: {}", python_name(declared->name), declared->help);
  }
  // Kept for the life of the process, as the module's other docstrings are.
  static const std::string solve_doc =
      "Outcome(winner, plies) of the board with `to_move` (\"white\" or \"black\") to move;\n"
      "under chess rules en_passant is the square a pawn skipped with its double step on the\n"
      "last move (\"c3\"). The settings, as the command line's options (memory: int bytes or\n"
      "\"512M\"):" +
      settings_doc;
  py::list keywords;
  keywords.append(py::make_tuple("to_move", "white"));
  keywords.append(py::make_tuple("en_passant", py::none()));
  for (const py::handle setting : settings) keywords.append(setting);
  py::list positional;
  positional.append(py::make_tuple("board", false, py::none()));
  pawnchess.attr("solve") = python_function("solve", py::cpp_function(&pawnchess_api::solve),
                                            positional, keywords, solve_doc.c_str());

  py::module_ toggle = submodule(
      "toggle",
      "Toggle (TopCoder SRM 581): the fewest plus-shaped toggles that make a board all black.\n"
      "A board: rows of 'W' and 'B', or a 2-D numpy array, 1 = white, 0 = black.");
  toggle_api::move_type =
      add_record_type(toggle, "Move", {"row", "col", "type"},
                      "A move on (row, col), 1-based from the top left: type 1 toggles the four\n"
                      "neighbours, type 2 the neighbours and the cell.");
  toggle_api::plan_type = add_record_type(toggle, "Plan", {"count", "moves"},
                                          "The fewest moves and one such plan, a list of Move.");
  toggle.def(
      "solve",
      [](const py::object& board, long long threads) {
        return toggle_api::solve(board, checked_threads(threads));
      },
      arg("board"), py::kw_only(), arg("threads") = 0,
      "Plan(count, moves) with the fewest moves; None if no moves make the board all black.\n"
      "threads: 0 = every core; the plan does not depend on it.");

  py::module_ lightsout = submodule(
      "lightsout",
      "Lights Out: the fewest presses of a stencil that turn every light off, or a certificate\n"
      "that none do. A board: rows of '.' (off) and '#' (on), or '0' and '1', or a 2-D numpy\n"
      "array, 1 = on, 0 = off.");
  add_lightsout_api(lightsout);
}

}  // namespace boardsolve::python
