// The JavaScript module's binding for playing by hand (toggle, captures, kingjump, pawnchess): a
// game is the first board of a judge's text and the moves made on it, replayed by the library's
// play() on every call, so the page holds no rules. Squares are 1-based, as in the judges'
// formats. A toggle move is {row, col, type}, a capture {row, col, dir: "L" or "R"}, a jump
// {from: {row, col}, to: {row, col}}, a pawn's move too.
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include <emscripten/bind.h>
#include <emscripten/val.h>
#include <fmt/format.h>

#include "boardsolve/captures.hpp"
#include "boardsolve/kingjump.hpp"
#include "boardsolve/lightsout.hpp"
#include "boardsolve/pawnchess.hpp"
#include "boardsolve/pawnchess_search.hpp"
#include "boardsolve/toggle.hpp"
#include "boardsolve/tool.hpp"
#include "pawnchess_kept.hpp"

namespace boardsolve::web {
namespace {

using emscripten::val;

int number(const val& v, const char* field) {
  return v[field].as<int>();
}

val square_val(int row, int col) {
  val s = val::object();
  s.set("row", row + 1);
  s.set("col", col + 1);
  return s;
}

template <class Move, class Convert>
val list_of(const std::vector<Move>& moves, Convert convert) {
  val list = val::array();
  for (const Move& m : moves) list.call<void>("push", convert(m));
  return list;
}

std::string where(const parse_error& e) {
  return fmt::format("{}:{}: {}", e.line, e.column, e.message);
}

// The first board of a text of cases, or why there is none.
template <class Board>
std::variant<Board, std::string> first_case(parse_result<std::vector<Board>> parsed) {
  if (const auto* e = std::get_if<parse_error>(&parsed)) return where(*e);
  auto& boards = std::get<std::vector<Board>>(parsed);
  if (boards.empty()) return std::string("the text holds no board");
  return std::move(boards.front());
}

struct toggle_game {
  using state = toggle::play_state;
  using move = toggle::move;
  static std::vector<move> legal(const state& s) { return toggle::legal_moves(s); }
  static std::string why(const state& s, const move& m) { return toggle::why_illegal(s, m); }
  static state after(const state& s, const move& m) { return toggle::play(s, m); }
  static bool goal(const state& s) { return toggle::is_goal(s); }
  static std::optional<move> best(const state& s) { return toggle::best_move(s); }
  static std::variant<state, std::string> start(const std::string& text, const val&) {
    auto b = first_case(toggle::parse_instances(text));
    if (auto* e = std::get_if<std::string>(&b)) return std::move(*e);
    return toggle::start_play(std::get<toggle::board>(b));
  }
  static move move_of(const val& v) {
    return {number(v, "row") - 1, number(v, "col") - 1,
            number(v, "type") == 2 ? toggle::move_type::solid : toggle::move_type::hollow};
  }
  static bool well_formed(const val& v) {
    const int t = number(v, "type");
    return t == 1 || t == 2;
  }
  static val val_of(const move& m) {
    val v = square_val(m.row, m.col);
    v.set("type", static_cast<int>(m.type));
    return v;
  }
  static std::vector<std::string> rows(const state& s) {
    std::vector<std::string> out;
    for (int r = 0; r < s.now.rows; ++r) {
      std::string row;
      for (int c = 0; c < s.now.cols; ++c) row += s.now(r, c) ? 'W' : 'B';
      out.push_back(row);
    }
    return out;
  }
  static std::pair<int, std::vector<move>> rest(const state& s) {
    toggle::solution rest = toggle::solve_from(s);
    return {rest.count, std::move(rest.moves)};
  }
  static void describe(const state& s, val& out) {
    out.set("rowTypes", list_of(s.row_types, [](std::uint8_t t) { return int{t}; }));
    out.set("colTypes", list_of(s.col_types, [](std::uint8_t t) { return int{t}; }));
  }
};

struct captures_game {
  using state = captures::board;
  using move = captures::capture;
  static std::vector<move> legal(const state& s) { return captures::legal_moves(s); }
  static std::string why(const state& s, const move& m) { return captures::why_illegal(s, m); }
  static state after(const state& s, const move& m) { return captures::play(s, m); }
  static bool goal(const state& s) { return captures::is_goal(s); }
  static std::optional<move> best(const state& s) { return captures::best_move(s); }
  static std::variant<state, std::string> start(const std::string& text, const val&) {
    return first_case(captures::parse_instances(text));
  }
  static move move_of(const val& v) {
    return {
        number(v, "row") - 1, number(v, "col") - 1,
        v["dir"].as<std::string>() == "L" ? captures::direction::left : captures::direction::right};
  }
  static bool well_formed(const val& v) {
    const std::string dir = v["dir"].as<std::string>();
    return dir == "L" || dir == "R";
  }
  static val val_of(const move& m) {
    val v = square_val(m.row, m.col);
    v.set("dir", std::string(1, static_cast<char>(m.dir)));
    return v;
  }
  static std::vector<std::string> rows(const state& b) {
    std::vector<std::string> out;
    for (int r = 0; r < b.rows; ++r) {
      std::string row;
      for (int c = 0; c < b.cols; ++c) row += b(r, c) ? 'O' : '.';
      out.push_back(row);
    }
    return out;
  }
  static std::pair<int, std::vector<move>> rest(const state& b) {
    captures::solution s = captures::solve(b);
    return {static_cast<int>(s.captures.size()), std::move(s.captures)};
  }
  static void describe(const state&, val&) {}
};

struct kingjump_game {
  using state = kingjump::play_state;
  using move = kingjump::jump;
  static std::vector<move> legal(const state& s) { return kingjump::legal_moves(s); }
  static std::string why(const state& s, const move& m) { return kingjump::why_illegal(s, m); }
  static state after(const state& s, const move& m) { return kingjump::play(s, m); }
  static bool goal(const state& s) { return kingjump::is_goal(s); }
  static std::optional<move> best(const state& s) { return kingjump::best_move(s); }
  static std::variant<state, std::string> start(const std::string& text, const val&) {
    auto b = kingjump::parse_instance(text);
    if (const auto* e = std::get_if<parse_error>(&b)) return where(*e);
    return state{std::get<kingjump::board>(std::move(b)), {}};
  }
  static kingjump::square square_of(const val& v) {
    return {number(v, "row") - 1, number(v, "col") - 1};
  }
  static move move_of(const val& v) { return {square_of(v["from"]), square_of(v["to"])}; }
  static bool well_formed(const val&) { return true; }
  static val val_of(const move& j) {
    val v = val::object();
    v.set("from", square_val(j.from.row, j.from.col));
    v.set("to", square_val(j.to.row, j.to.col));
    return v;
  }
  static std::vector<std::string> rows(const state& s) {
    std::vector<std::string> out;
    for (int r = 0; r < s.now.rows; ++r) {
      std::string row;
      for (int c = 0; c < s.now.cols; ++c) row += static_cast<char>(s.now(r, c));
      out.push_back(row);
    }
    return out;
  }
  // The jumps of best_move() one by one: the trail of the jumping king, or of the first king
  // that takes every checker before a jump.
  static std::pair<int, std::vector<move>> rest(state s) {
    std::vector<move> jumps;
    while (const auto j = kingjump::best_move(s)) {
      jumps.push_back(*j);
      s = kingjump::play(s, *j);
    }
    if (!kingjump::is_goal(s)) return {-1, {}};
    return {static_cast<int>(jumps.size()), std::move(jumps)};
  }
  static void describe(const state& s, val& out) {
    out.set("trail",
            list_of(s.trail, [](const kingjump::square& q) { return square_val(q.row, q.col); }));
  }
};

// Lights Out: a press is {row, col}; every cell may be pressed, and the game's state says
// which cells are pressed an odd number of times (`pressed`), so the page marks them.
struct lightsout_game {
  using state = lightsout::play_state;
  using move = lightsout::cell;
  static std::vector<move> legal(const state& s) {
    std::vector<move> every;
    for (int r = 0; r < s.now.lights.rows; ++r)
      for (int c = 0; c < s.now.lights.cols; ++c) every.push_back({r, c});
    return every;
  }
  static std::string why(const state& s, const move& m) { return lightsout::why_illegal(s, m); }
  static state after(const state& s, const move& m) { return lightsout::play(s, m); }
  static bool goal(const state& s) { return lightsout::is_goal(s); }
  static std::optional<move> best(const state& s) { return lightsout::best_press(s); }
  static std::variant<state, std::string> start(const std::string& text, const val&) {
    auto b = first_case(lightsout::parse_instances(text));
    if (auto* e = std::get_if<std::string>(&b)) return std::move(*e);
    return lightsout::start_play(std::get<lightsout::board>(b));
  }
  static move move_of(const val& v) { return {number(v, "row") - 1, number(v, "col") - 1}; }
  static bool well_formed(const val&) { return true; }
  static val val_of(const move& m) { return square_val(m.row, m.col); }
  static std::vector<std::string> rows(const state& s) {
    std::vector<std::string> out;
    for (int r = 0; r < s.now.lights.rows; ++r) {
      std::string row;
      for (int c = 0; c < s.now.lights.cols; ++c) row += s.now.lights.get(r, c) ? '#' : '.';
      out.push_back(row);
    }
    return out;
  }
  // The fewest presses from here, row by row; -1 when none (or past the solver's limits).
  static std::pair<int, std::vector<move>> rest(const state& s) {
    const lightsout::solution rest = lightsout::solve_from(s);
    if (rest.result != lightsout::outcome::optimal) return {-1, {}};
    return {static_cast<int>(rest.count), lightsout::cells_of(rest.presses)};
  }
  static void describe(const state& s, val& out) {
    out.set("pressed", list_of(lightsout::cells_of(s.pressed), val_of));
  }
};

// Pawn chess: the position of a judge's text of options.size (default 4x4), or of one FEN
// line; the rules of options.rules and options.stalemate (pawnchess_kept.hpp). A move is
// {from, to}. The best move and the rest come from the kept solver's search, as `show` finds
// them, its table carrying over from move to move.
struct pawnchess_game {
  struct state {
    pawnchess::position start, now;
    pawnchess::rules rules;
    std::vector<pawnchess::move> played;
  };
  using move = pawnchess::move;
  static std::vector<move> legal(const state& s) { return pawnchess::legal_moves(s.now, s.rules); }
  static std::string why(const state& s, const move& m) {
    return pawnchess::why_illegal(s.now, m, s.rules);
  }
  static state after(state s, const move& m) {
    s.now = pawnchess::play(s.now, m);
    s.played.push_back(m);
    return s;
  }
  static bool goal(const state& s) { return pawnchess::final_value(s.now, s.rules).has_value(); }
  static std::optional<move> best(const state& s) {
    if (goal(s)) return std::nullopt;
    return pawnchess::scored_moves(solver_of(s), s.now).front().played;
  }
  static pawnchess::solver& solver_of(const state& s) {
    return kept_solver(s.now.rows, s.now.cols, s.rules);
  }
  static std::variant<state, std::string> start(const std::string& text, const val& options) {
    auto setup = pawnchess_setup_of(text, options);
    if (auto* e = std::get_if<std::string>(&setup)) return std::move(*e);
    const auto& [position, rules] = std::get<pawnchess_setup>(setup);
    return state{position, position, rules, {}};
  }
  static int square_of(const val& v) { return 8 * (number(v, "row") - 1) + number(v, "col") - 1; }
  static move move_of(const val& v) {
    return {static_cast<std::uint8_t>(square_of(v["from"])),
            static_cast<std::uint8_t>(square_of(v["to"]))};
  }
  static bool well_formed(const val& v) {
    for (const char* end : {"from", "to"})
      for (const char* axis : {"row", "col"})
        if (const int k = number(v[end], axis); k < 1 || k > pawnchess::max_side) return false;
    return true;
  }
  static val val_of(const move& m) {
    val v = val::object();
    v.set("from", square_val(m.from / 8, m.from % 8));
    v.set("to", square_val(m.to / 8, m.to % 8));
    return v;
  }
  static std::vector<std::string> rows(const state& s) {
    std::vector<std::string> out;
    for (int r = 0; r < s.now.rows; ++r) {
      std::string row;
      for (int c = 0; c < s.now.cols; ++c) {
        const pawnchess::bitboard b = pawnchess::bitboard{1} << (8 * r + c);
        row += (s.now.white & b) ? 'P' : (s.now.black & b) ? 'p' : '.';
      }
      out.push_back(row);
    }
    return out;
  }
  static std::pair<int, std::vector<move>> rest(const state& s) {
    if (goal(s)) return {0, {}};
    std::vector<move> line = pawnchess::principal_line(solver_of(s), s.now);
    return {static_cast<int>(line.size()), std::move(line)};
  }
  // The side to move, the en passant square, the FEN line, the numbered record, the last move,
  // the notation of each legal move, and at the end of the game its winner.
  static void describe(const state& s, val& out) {
    const auto name = [](pawnchess::side x) {
      return std::string(x == pawnchess::side::white ? "white" : "black");
    };
    out.set("toMove", name(s.now.to_move));
    out.set("enPassant", s.now.en_passant == pawnchess::no_square
                             ? val::null()
                             : val(pawnchess::square_name(s.now.rows, s.now.en_passant)));
    out.set("fen", pawnchess::fen(s.now));
    out.set("record", pawnchess::game_record(s.start, s.played, s.rules));
    out.set("recordMoves", list_of(pawnchess::numbered_moves(s.start, s.played, s.rules),
                                   [&](const pawnchess::numbered_move& m) {
                                     val entry = val::object();
                                     entry.set("number", m.number);
                                     entry.set("side", name(m.mover));
                                     entry.set("notation", m.notation);
                                     return entry;
                                   }));
    out.set("lastMove", s.played.empty() ? val::null() : val_of(s.played.back()));
    out.set("notation",
            list_of(legal(s), [&](const move& m) { return pawnchess::move_notation(s.now, m); }));
    const auto over = pawnchess::final_value(s.now, s.rules);
    if (!over) return out.set("winner", val::null());
    const pawnchess::outcome o = pawnchess::outcome_of(s.now.to_move, *over);
    out.set("winner", o.draw ? std::string("draw") : name(o.winner));
  }
};

// The game after `moves`, the first refused move stopping the replay: its index and the
// library's reason.
template <class Game>
struct replayed {
  typename Game::state state;
  int played = 0;
  std::optional<std::pair<int, std::string>> refused;
};

template <class Game>
std::variant<replayed<Game>, std::string> replay(const std::string& text, const val& moves,
                                                 const val& options) {
  auto start = Game::start(text, options);
  if (auto* e = std::get_if<std::string>(&start)) return std::move(*e);
  replayed<Game> r{std::get<typename Game::state>(std::move(start)), 0, std::nullopt};
  const int n = moves["length"].as<int>();
  for (; r.played < n; ++r.played) {
    const val m = moves[r.played];
    std::string why = Game::well_formed(m) ? Game::why(r.state, Game::move_of(m))
                                           : std::string("not a move of this puzzle");
    if (!why.empty()) {
      r.refused = {r.played, std::move(why)};
      break;
    }
    r.state = Game::after(r.state, Game::move_of(m));
  }
  return r;
}

val error_val(const std::string& message) {
  val out = val::object();
  out.set("error", message);
  return out;
}

template <class Game>
val state_of(const std::string& text, const val& moves, const val& options) {
  auto r = replay<Game>(text, moves, options);
  if (auto* e = std::get_if<std::string>(&r)) return error_val(*e);
  const auto& game = std::get<replayed<Game>>(r);
  val out = val::object();
  val rows = val::array();
  for (const std::string& row : Game::rows(game.state)) rows.call<void>("push", row);
  out.set("board", rows);
  out.set("played", game.played);
  out.set("goal", Game::goal(game.state));
  out.set("legal", list_of(Game::legal(game.state), Game::val_of));
  if (game.refused) {
    val refused = val::object();
    refused.set("index", game.refused->first);
    refused.set("reason", game.refused->second);
    out.set("refused", refused);
  } else {
    out.set("refused", val::null());
  }
  Game::describe(game.state, out);
  return out;
}

template <class Game>
val best_of(const std::string& text, const val& moves, const val& options) {
  auto r = replay<Game>(text, moves, options);
  if (auto* e = std::get_if<std::string>(&r)) return error_val(*e);
  val out = val::object();
  const auto best = Game::best(std::get<replayed<Game>>(r).state);
  out.set("move", best ? Game::val_of(*best) : val::null());
  return out;
}

template <class Game>
val rest_of(const std::string& text, const val& moves, const val& options) {
  auto r = replay<Game>(text, moves, options);
  if (auto* e = std::get_if<std::string>(&r)) return error_val(*e);
  auto [count, rest] = Game::rest(std::get<replayed<Game>>(r).state);
  val out = val::object();
  out.set("count", count);
  out.set("moves", list_of(rest, Game::val_of));
  return out;
}

template <template <class> class Call>
val dispatch(const std::string& puzzle, const std::string& text, const val& moves,
             const val& options) {
  if (puzzle == "toggle" || puzzle == "srm581") return Call<toggle_game>::run(text, moves, options);
  if (puzzle == "captures" || puzzle == "adapwn")
    return Call<captures_game>::run(text, moves, options);
  if (puzzle == "kingjump" || puzzle == "winchk")
    return Call<kingjump_game>::run(text, moves, options);
  if (puzzle == "pawnchess" || puzzle == "uva10838")
    return Call<pawnchess_game>::run(text, moves, options);
  if (puzzle == "lightsout" || puzzle == "lights")
    return Call<lightsout_game>::run(text, moves, options);
  return error_val(fmt::format("{} cannot be played by hand here", puzzle));
}

template <class Game>
struct state_call {
  static val run(const std::string& t, const val& m, const val& o) {
    return state_of<Game>(t, m, o);
  }
};
template <class Game>
struct best_call {
  static val run(const std::string& t, const val& m, const val& o) {
    return best_of<Game>(t, m, o);
  }
};
template <class Game>
struct rest_call {
  static val run(const std::string& t, const val& m, const val& o) {
    return rest_of<Game>(t, m, o);
  }
};

val play_state(const std::string& puzzle, const std::string& text, const val& moves,
               const val& options) {
  return dispatch<state_call>(puzzle, text, moves, options);
}
val best_move(const std::string& puzzle, const std::string& text, const val& moves,
              const val& options) {
  return dispatch<best_call>(puzzle, text, moves, options);
}
val solve_from(const std::string& puzzle, const std::string& text, const val& moves,
               const val& options) {
  return dispatch<rest_call>(puzzle, text, moves, options);
}

}  // namespace

EMSCRIPTEN_BINDINGS(boardsolve_play) {
  emscripten::function("playState", &play_state);
  emscripten::function("bestMove", &best_move);
  emscripten::function("solveFrom", &solve_from);
}

}  // namespace boardsolve::web
