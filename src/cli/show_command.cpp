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
  run_options tool;
  std::unique_ptr<declared_cli_options> declared;
};

int run_show(const show_options& options) {
  const puzzle_tool* puzzle = find_puzzle(options.puzzle);
  if (!puzzle) return emit(unknown_puzzle(options.puzzle));
  if (const std::string refused = options.declared->refusal_for(*puzzle); !refused.empty())
    return emit(usage_error(refused));
  tool_result error;
  const auto input = read_text_file(options.input, error);
  if (!input) return emit(error);
  run_options tool = options.tool;
  tool.values = options.declared->values_for(*puzzle);
  const tool_result result = run_stopped_by_signals(
      saves_on_stop(*puzzle, tool), tool,
      [&](const run_options& with_stop) { return puzzle->show(*input, with_stop); });
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
  add_solver_options(*command, options->tool, subcommand::show);
  options->declared = std::make_unique<declared_cli_options>(*command, subcommand::show);
  CLI::Option* page =
      command->add_flag("--svg", options->svg_page, common_help("svg", subcommand::show));
  CLI::Option* folder =
      command->add_option("--svg-dir", options->svg_dir, common_help("svg-dir", subcommand::show));
  folder->type_name("DIR")->excludes(page);
  command->callback([options, folder, &exit_code] {
    if (options->svg_page) options->tool.svg = svg_mode::page;
    if (folder->count() > 0) options->tool.svg = svg_mode::files;
    exit_code = run_show(*options);
  });
}

}  // namespace boardsolve::cli
