// boardsolve show <puzzle> [INPUT]: each case and its solution drawn step by step, as text, as
// one HTML page of SVG pictures (--svg), or as one SVG file per case (--svg-dir DIR).
#include <memory>

#include "cli_common.hpp"
#include "stop_on_signals.hpp"

namespace boardsolve::cli {
namespace {

struct show_options {
  std::string puzzle;
  std::string input;
  bool svg_page = false;
  std::string svg_dir;
  tool_options tool;
};

int run_show(const show_options& options) {
  const puzzle_tool* puzzle = find_puzzle(options.puzzle);
  if (!puzzle) return emit(unknown_puzzle(options.puzzle));
  tool_result error;
  const auto input = read_text_file(options.input, error);
  if (!input) return emit(error);
  const tool_result result =
      run_stopped_by_signals(may_write_checkpoint(options.tool), options.tool,
                             [&](const tool_options& tool) { return puzzle->show(*input, tool); });
  if (result.exit_code == 0 && options.tool.svg == svg_mode::files) {
    if (options.svg_dir.empty()) return emit(usage_error("--svg-dir needs the name of a folder"));
    if (const auto failure = write_files(options.svg_dir, result.files)) return emit(*failure);
  }
  return emit(result);
}

}  // namespace

void setup_show(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<show_options>();
  CLI::App* command = app.add_subcommand("show", "draw each case and its solution step by step");
  add_puzzle_argument(*command, options->puzzle);
  command->add_option("input", options->input, "instance file (default: standard input)");
  add_solver_options(*command, options->tool);
  add_checkpoint_options(*command, options->tool);
  command->add_flag("--json", options->tool.json, "one JSON document on stdout (docs/formats.md)");
  command->add_flag("--moves", options->tool.moves,
                    "every legal move of the position with its value (pawnchess)");
  command->add_flag("--known", options->tool.known,
                    "no search: what the tables and --checkpoint (read, never written; may be "
                    "larger than --memory) prove of the position and each move (pawnchess)");
  CLI::Option* page =
      command->add_flag("--svg", options->svg_page, "one HTML page of SVG pictures on stdout");
  CLI::Option* folder = command->add_option("--svg-dir", options->svg_dir,
                                            "one SVG picture a case: DIR/case-1.svg, ...");
  folder->type_name("DIR")->excludes(page);
  command->callback([options, folder, &exit_code] {
    if (options->svg_page) options->tool.svg = svg_mode::page;
    if (folder->count() > 0) options->tool.svg = svg_mode::files;
    exit_code = run_show(*options);
  });
}

}  // namespace boardsolve::cli
