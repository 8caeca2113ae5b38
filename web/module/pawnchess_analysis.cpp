// The module's pawn chess analysis a step at a time, for the playground's worker: each call
// searches with the kept solver for about the time it is given, then gives what is proven:
// show --json --svg's case once the search is done, else show --known --json's case (the
// bounds of the position and of each move that the table holds so far) with the search's
// progress. Calling again goes on where the table is; not calling again is cancelling, and
// keeps what was found.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <new>
#include <string>
#include <variant>

#include <emscripten/bind.h>
#include <emscripten/val.h>
#include <fmt/format.h>

#include "boardsolve/pawnchess_search.hpp"
#include "boardsolve/tool.hpp"
#include "pawnchess_kept.hpp"

namespace boardsolve::web {
namespace {

using emscripten::val;
using clock_type = std::chrono::steady_clock;

// The solver and what its progress reports set: the last report, and the stop request once a
// step's time is up. Reports come every 2^20 positions (a few tenths of a second here), stop
// checks every 2^16: a step ends within a report of its time.
struct kept_state {
  int rows = 0, cols = 0;
  pawnchess::rules rules;
  std::unique_ptr<pawnchess::solver> solver;
  std::atomic<bool> stop{false};
  clock_type::time_point deadline = clock_type::time_point::max();
  pawnchess::search_report last;
};

kept_state& kept() {
  static kept_state state;
  return state;
}

constexpr std::uint64_t kept_memory = std::uint64_t{256} << 20;

}  // namespace

std::variant<pawnchess_setup, std::string> pawnchess_setup_of(const std::string& text,
                                                              const val& options) {
  const auto field = [&](const char* name) {
    return options.isUndefined() || options[name].isUndefined() ? std::string()
                                                                : options[name].as<std::string>();
  };
  pawnchess::rules r;
  if (field("rules") == "chess")
    r = pawnchess::chess_rules(field("stalemate") == "loss" ? pawnchess::stalemate_rule::loss
                                                            : pawnchess::stalemate_rule::draw);
  else if (!field("rules").empty() && field("rules") != "uva")
    return fmt::format("unknown rules '{}' (uva or chess)", field("rules"));
  const auto where = [](const parse_error& e) {
    return fmt::format("{}:{}: {}", e.line, e.column, e.message);
  };
  if (text.find('/') != std::string::npos) {
    auto p = pawnchess::parse_fen(text, r);
    if (const auto* e = std::get_if<parse_error>(&p)) return where(*e);
    return pawnchess_setup{std::get<pawnchess::position>(p), r};
  }
  const std::string size = field("size").empty() ? "4x4" : field("size");
  const auto rc = parse_board_size(size, pawnchess::max_side);
  if (!rc || rc->rows < pawnchess::min_side || rc->cols < pawnchess::min_side)
    return fmt::format("size '{}': expected RxC, from 2x2 to 8x8", size);
  auto parsed = pawnchess::parse_instances(text, rc->rows, rc->cols, r);
  if (const auto* e = std::get_if<parse_error>(&parsed)) return where(*e);
  auto& positions = std::get<std::vector<pawnchess::position>>(parsed);
  if (positions.empty()) return std::string("the text holds no board");
  return pawnchess_setup{positions.front(), r};
}

pawnchess::solver& kept_solver(int rows, int cols, const pawnchess::rules& r) {
  kept_state& k = kept();
  if (k.solver && k.rows == rows && k.cols == cols && k.rules == r) return *k.solver;
  k.solver.reset();  // its table goes before the next one is taken
  pawnchess::solver_options options = pawnchess::memory_bound(kept_memory);
  options.play_rules = r;
  options.stop = stop_token(k.stop);
  options.progress = [&k](const pawnchess::search_report& report) {
    k.last = report;
    if (clock_type::now() >= k.deadline) k.stop.store(true);
  };
  k.solver = std::make_unique<pawnchess::solver>(rows, cols, options);
  k.rows = rows;
  k.cols = cols;
  k.rules = r;
  return *k.solver;
}

namespace {

// One step of the analysis of the position of `text` (as playState reads it): {done, json
// (the case's JSON text), positions (searched by the kept solver in all), stage, path}, or
// {error}. A step of 0 ms searches nothing.
val pawnchess_analysis(const std::string& text, const val& options, int step_ms) {
  val out = val::object();
  const auto setup = pawnchess_setup_of(text, options);
  if (const auto* e = std::get_if<std::string>(&setup)) {
    out.set("error", *e);
    return out;
  }
  const auto& [p, r] = std::get<pawnchess_setup>(setup);
  kept_state& k = kept();
  try {
    pawnchess::solver& s = kept_solver(p.rows, p.cols, r);
    bool done = false;
    std::string json;
    if (step_ms > 0 || pawnchess::final_value(p, r)) {
      k.stop.store(false);
      k.deadline = clock_type::now() + std::chrono::milliseconds(step_ms);
      try {
        json = pawnchess::show_case_json(s, p, true);
        done = true;
      } catch (const search_stopped&) {
      }
      k.deadline = clock_type::time_point::max();
      k.stop.store(false);
    }
    if (!done) json = pawnchess::known_case_json(s, p);
    out.set("done", done);
    out.set("json", json);
    out.set("positions", static_cast<double>(s.report().positions));
    out.set("stage", k.last.stage);
    out.set("path", k.last.path);
  } catch (const std::bad_alloc&) {
    k.solver.reset();
    out.set("error", std::string("the module cannot grow by the solver's 256 MiB table"));
  }
  return out;
}

}  // namespace

EMSCRIPTEN_BINDINGS(boardsolve_pawnchess_analysis) {
  emscripten::function("pawnchessAnalysis", &pawnchess_analysis);
}

}  // namespace boardsolve::web
