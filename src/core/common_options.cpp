// The declarations of the options every puzzle shares, the typed fields of run_options.
#include <array>

#include "boardsolve/tool.hpp"

namespace boardsolve {
namespace {

constexpr subcommand_set solver = {subcommand::solve, subcommand::verify, subcommand::show};

const std::array<option_declaration, 11> declarations = {{
    {"threads", option_type::integer, solver, "worker threads (default: all cores)", {}, 0, 1024},
    {"size", option_type::text, {subcommand::gen}, "board size N or RxC"},
    {"seed",
     option_type::text,
     {subcommand::gen},
     "random seed (same seed, same file)",
     {},
     0,
     0,
     "1"},
    {"cases", option_type::integer, {subcommand::gen}, "number of cases", {}, 1, 1'000'000, "1"},
    {"kind", option_type::text, {subcommand::gen}, "instance family:"},
    {"density",
     option_type::number,
     {subcommand::gen},
     "probability of a piece on a square",
     {},
     0,
     1},
    {"json", option_type::flag, solver, "one JSON document on stdout (docs/formats.md)"},
    {"contest",
     option_type::flag,
     {subcommand::validate},
     "the original contest's constraints and byte layout, not boardsolve's limits"},
    {"svg", option_type::flag, {subcommand::show}, "one HTML page of SVG pictures on stdout"},
    {"svg-dir",
     option_type::text,
     {subcommand::show},
     "one SVG picture a case: DIR/case-1.svg, ...",
     {},
     0,
     0,
     {},
     "DIR",
     option_reach::command_line},
    {"progress",
     option_type::flag,
     solver,
     "report how far a long run is on stderr (default when stderr is a terminal)",
     {},
     0,
     0,
     {},
     {},
     option_reach::command_line},
}};

}  // namespace

std::span<const option_declaration> common_options() {
  return declarations;
}

}  // namespace boardsolve
