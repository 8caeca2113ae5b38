// The completion scripts of bash, zsh and fish, written from the model of the command line
// (completion.hpp). Each script has the same parts: tables as small functions (a subcommand's
// options, what an option's value is, what the Nth positional is, the kinds of a puzzle) and
// one function that reads the words before the cursor and offers what fits there.
#include <fmt/format.h>

#include "completion.hpp"

namespace boardsolve::cli {
namespace {

// 'text' for bash and zsh.
std::string sh_quote(std::string_view text) {
  std::string quoted = "'";
  for (const char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

// 'text' for fish, where \ and ' are escaped inside single quotes.
std::string fish_quote(std::string_view text) {
  std::string quoted = "'";
  for (const char c : text) {
    if (c == '\\' || c == '\'') quoted += '\\';
    quoted += c;
  }
  return quoted + "'";
}

std::string joined(const std::vector<std::string>& words) {
  std::string line;
  for (const std::string& word : words) {
    if (!line.empty()) line += ' ';
    line += word;
  }
  return line;
}

// The word the scripts use for a value: free, file, directory, puzzle, kind, "choice a b c".
std::string value_word(const completion_argument& argument) {
  switch (argument.value) {
    case completion_value::none:
    case completion_value::free:
      return "free";
    case completion_value::file:
      return "file";
    case completion_value::directory:
      return "directory";
    case completion_value::puzzle:
      return "puzzle";
    case completion_value::kind:
      return "kind";
    case completion_value::choice:
      return fmt::format("choice {}", joined(argument.choices));
  }
  return "free";
}

std::vector<std::string> subcommand_names(const completion_model& model) {
  std::vector<std::string> names;
  for (const completion_command& command : model.commands) names.push_back(command.name);
  return names;
}

std::vector<std::string> puzzle_names(const completion_model& model) {
  std::vector<std::string> names;
  for (const completion_puzzle& puzzle : model.puzzles) {
    names.push_back(puzzle.name);
    names.push_back(puzzle.alias);
  }
  return names;
}

// One (subcommand, option or position) pair of the value tables, as a case label "sub word".
struct value_entry {
  std::string command;
  std::string word;  // an option's name, a position "2", or "*" for a repeating positional
  std::string value;
};

std::vector<value_entry> option_values(const completion_model& model) {
  std::vector<value_entry> entries;
  const auto add = [&](const std::string& command, const std::vector<completion_argument>& args) {
    for (const completion_argument& option : args)
      if (option.value != completion_value::none)
        for (const std::string& name : option.names)
          entries.push_back({command, name, value_word(option)});
  };
  add("", model.options);
  for (const completion_command& command : model.commands) add(command.name, command.options);
  return entries;
}

std::vector<value_entry> positional_values(const completion_model& model) {
  std::vector<value_entry> entries;
  for (const completion_command& command : model.commands)
    for (std::size_t i = 0; i < command.positionals.size(); ++i) {
      const completion_argument& positional = command.positionals[i];
      entries.push_back(
          {command.name, positional.repeats ? "*" : std::to_string(i + 1), value_word(positional)});
    }
  return entries;
}

// A case arm of bash and zsh: 'sub word') printf ... ;; ("*" stays outside the quotes).
std::string sh_arm(const value_entry& entry) {
  const std::string label = entry.word == "*" ? sh_quote(entry.command + " ") + "*"
                                              : sh_quote(entry.command + " " + entry.word);
  return fmt::format("    {}) printf '%s\\n' {} ;;\n", label, sh_quote(entry.value));
}

// The tables bash and zsh share: option values, positionals, kinds.
std::string sh_value_tables(const completion_model& model) {
  std::string script =
      "# _boardsolve_option_value SUBCOMMAND OPTION: what the option's value is (free, file,\n"
      "# directory, puzzle, kind, or 'choice' and the words); fails for a flag.\n"
      "_boardsolve_option_value() {\n  case \"$1 $2\" in\n";
  for (const value_entry& entry : option_values(model)) script += sh_arm(entry);
  script +=
      "    *) return 1 ;;\n  esac\n}\n\n"
      "# _boardsolve_positional SUBCOMMAND N: what its Nth positional argument is; fails past\n"
      "# the last.\n"
      "_boardsolve_positional() {\n  case \"$1 $2\" in\n";
  for (const value_entry& entry : positional_values(model)) script += sh_arm(entry);
  script +=
      "    *) return 1 ;;\n  esac\n}\n\n"
      "# _boardsolve_kinds PUZZLE: the values of gen --kind for the puzzle (name or alias).\n"
      "_boardsolve_kinds() {\n  case $1 in\n";
  for (const completion_puzzle& puzzle : model.puzzles)
    script += fmt::format("    {}|{}) printf '%s\\n' {} ;;\n", sh_quote(puzzle.name),
                          sh_quote(puzzle.alias), sh_quote(joined(puzzle.kinds)));
  return script + "  esac\n}\n";
}

// The loop of bash and zsh over the words before the cursor: the subcommand, the puzzle, how
// many positionals, whether the last word is an option that waits for its value.
constexpr std::string_view sh_scan = R"sh(  local sub= puzzle= position=0 pending= word i
  for ((i = FIRST; i < LAST; i++)); do
    word=${WORDS[i]}
    if [[ $word == '=' ]]; then pending=1; continue; fi  # --option=value split at '='
    if [[ -n $pending ]]; then pending=; continue; fi
    case $word in
      --*=*) ;;
      -*) _boardsolve_option_value "$sub" "$word" >/dev/null && pending=1 ;;
      *)
        if [[ -z $sub ]]; then
          sub=$word
        else
          position=$((position + 1))
          [[ $(_boardsolve_positional "$sub" $position) == puzzle ]] && puzzle=$word
        fi ;;
    esac
  done
)sh";

std::string sh_scan_for(std::string_view first, std::string_view last, std::string_view words) {
  std::string scan(sh_scan);
  const auto replace = [&scan](std::string_view from, std::string_view to) {
    scan.replace(scan.find(from), from.size(), to);
  };
  replace("FIRST", first);
  replace("LAST", last);
  replace("WORDS", words);
  return scan;
}

}  // namespace

std::string bash_completion(const completion_model& model) {
  std::string script =
      "# bash completion for boardsolve, written by `boardsolve completion bash` from the\n"
      "# command line's own subcommands, options and puzzles: regenerate it, do not edit it.\n\n";
  script += fmt::format("_boardsolve_subcommands={}\n", sh_quote(joined(subcommand_names(model))));
  script += fmt::format("_boardsolve_puzzles={}\n\n", sh_quote(joined(puzzle_names(model))));
  script += "# _boardsolve_options SUBCOMMAND: its options ('' before a subcommand).\n";
  script += "_boardsolve_options() {\n  case $1 in\n";
  std::vector<std::string> names;
  for (const completion_argument& option : model.options)
    names.insert(names.end(), option.names.begin(), option.names.end());
  script += fmt::format("    '') printf '%s\\n' {} ;;\n", sh_quote(joined(names)));
  for (const completion_command& command : model.commands) {
    names.clear();
    for (const completion_argument& option : command.options)
      names.insert(names.end(), option.names.begin(), option.names.end());
    script += fmt::format("    {}) printf '%s\\n' {} ;;\n", sh_quote(command.name),
                          sh_quote(joined(names)));
  }
  script += "  esac\n}\n\n";
  script += sh_value_tables(model);
  script += "\n";
  script +=
      "_boardsolve() {\n  local cur=${COMP_WORDS[COMP_CWORD]} option=${COMP_WORDS[COMP_CWORD-1]}\n";
  script += sh_scan_for("1", "COMP_CWORD", "COMP_WORDS");
  script += R"sh(  local value
  if [[ $cur == '=' ]]; then cur=; fi
  if [[ $option == '=' ]]; then option=${COMP_WORDS[COMP_CWORD-2]}; fi
  COMPREPLY=()
  if [[ -n $pending ]]; then
    value=$(_boardsolve_option_value "$sub" "$option")
  elif [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W "$(_boardsolve_options "$sub")" -- "$cur"))
    return 0
  elif [[ -z $sub ]]; then
    COMPREPLY=($(compgen -W "$_boardsolve_subcommands" -- "$cur"))
    return 0
  else
    value=$(_boardsolve_positional "$sub" $((position + 1))) || return 0
  fi
  case $value in
    puzzle) COMPREPLY=($(compgen -W "$_boardsolve_puzzles" -- "$cur")) ;;
    kind) COMPREPLY=($(compgen -W "$(_boardsolve_kinds "$puzzle")" -- "$cur")) ;;
    choice\ *) COMPREPLY=($(compgen -W "${value#choice }" -- "$cur")) ;;
    file)
      compopt -o filenames 2>/dev/null
      COMPREPLY=($(compgen -f -- "$cur")) ;;
    directory)
      compopt -o filenames 2>/dev/null
      COMPREPLY=($(compgen -d -- "$cur")) ;;
  esac
  return 0
}
complete -F _boardsolve boardsolve
)sh";
  return script;
}

std::string zsh_completion(const completion_model& model) {
  std::string script =
      "#compdef boardsolve\n"
      "# zsh completion for boardsolve, written by `boardsolve completion zsh` from the\n"
      "# command line's own subcommands, options and puzzles: regenerate it, do not edit it.\n\n";
  const auto described = [](const std::string& name, const std::string& description) {
    return fmt::format(" {}", sh_quote(fmt::format("{}:{}", name, description)));
  };
  script += "# Each function prints NAME:DESCRIPTION lines for _describe.\n";
  script += "_boardsolve_subcommands() {\n  printf '%s\\n'";
  for (const completion_command& command : model.commands)
    script += described(command.name, command.description);
  script += "\n}\n\n_boardsolve_puzzles() {\n  printf '%s\\n'";
  for (const completion_puzzle& puzzle : model.puzzles) {
    script += described(puzzle.name, puzzle.question);
    script += described(puzzle.alias, fmt::format("alias of {}", puzzle.name));
  }
  script += "\n}\n\n# _boardsolve_options SUBCOMMAND ('' before a subcommand)\n";
  script += "_boardsolve_options() {\n  case $1 in\n";
  const auto options_arm = [&](const std::string& label,
                               const std::vector<completion_argument>& options) {
    script += fmt::format("    {}) printf '%s\\n'", label);
    for (const completion_argument& option : options)
      for (const std::string& name : option.names) script += described(name, option.description);
    script += " ;;\n";
  };
  options_arm("''", model.options);
  for (const completion_command& command : model.commands)
    options_arm(sh_quote(command.name), command.options);
  script += "  esac\n}\n\n";
  script += sh_value_tables(model);
  script += "\n";
  script += "_boardsolve() {\n  local cur=${words[CURRENT]}\n";
  script += sh_scan_for("2", "CURRENT", "words");
  script += R"sh(  local value
  local -a described
  if [[ -n $pending ]]; then
    value=$(_boardsolve_option_value "$sub" "${words[CURRENT-1]}")
  elif [[ $cur == -* ]]; then
    described=("${(@f)$(_boardsolve_options "$sub")}")
    _describe -t options option described
    return
  elif [[ -z $sub ]]; then
    described=("${(@f)$(_boardsolve_subcommands)}")
    _describe -t commands subcommand described
    return
  else
    value=$(_boardsolve_positional "$sub" $((position + 1))) || return 1
  fi
  case $value in
    puzzle)
      described=("${(@f)$(_boardsolve_puzzles)}")
      _describe -t puzzles puzzle described ;;
    kind) compadd -- ${=$(_boardsolve_kinds "$puzzle")} ;;
    choice\ *) compadd -- ${=${value#choice }} ;;
    file) _files ;;
    directory) _files -/ ;;
  esac
}

if [[ $funcstack[1] == _boardsolve ]]; then
  _boardsolve "$@"
else
  compdef _boardsolve boardsolve
fi
)sh";
  return script;
}

std::string fish_completion(const completion_model& model) {
  std::string script =
      "# fish completion for boardsolve, written by `boardsolve completion fish` from the\n"
      "# command line's own subcommands, options and puzzles: regenerate it, do not edit it.\n\n";
  const auto described = [](const std::string& name, const std::string& description) {
    return fmt::format("    printf '%s\\t%s\\n' {} {}\n", fish_quote(name),
                       fish_quote(description));
  };
  script += "function __boardsolve_subcommands\n";
  for (const completion_command& command : model.commands)
    script += described(command.name, command.description);
  script += "end\n\nfunction __boardsolve_puzzles\n";
  for (const completion_puzzle& puzzle : model.puzzles) {
    script += described(puzzle.name, puzzle.question);
    script += described(puzzle.alias, fmt::format("alias of {}", puzzle.name));
  }
  script += "end\n\n# __boardsolve_options SUBCOMMAND ('' before a subcommand)\n";
  script += "function __boardsolve_options --argument-names sub\n    switch \"$sub\"\n";
  const auto options_arm = [&](const std::string& label,
                               const std::vector<completion_argument>& options) {
    script += fmt::format("    case {}\n", label);
    for (const completion_argument& option : options)
      for (const std::string& name : option.names)
        script += fmt::format("    {}", described(name, option.description));
  };
  options_arm("''", model.options);
  for (const completion_command& command : model.commands)
    options_arm(fish_quote(command.name), command.options);
  script += "    end\nend\n\n";
  const auto value_function = [&](std::string_view name, std::string_view arguments,
                                  const std::vector<value_entry>& entries) {
    script += fmt::format("function {} --argument-names {}\n    switch \"$argv[1] $argv[2]\"\n",
                          name, arguments);
    for (const value_entry& entry : entries)
      script += fmt::format("    case {}\n        echo {}\n",
                            fish_quote(entry.command + " " + entry.word), fish_quote(entry.value));
    script += "    case '*'\n        return 1\n    end\nend\n\n";
  };
  script +=
      "# __boardsolve_option_value SUBCOMMAND OPTION: what the option's value is; fails for a "
      "flag.\n";
  value_function("__boardsolve_option_value", "sub option", option_values(model));
  script += "# __boardsolve_positional SUBCOMMAND N: what its Nth positional is.\n";
  value_function("__boardsolve_positional", "sub position", positional_values(model));
  script += "function __boardsolve_kinds --argument-names puzzle\n    switch \"$puzzle\"\n";
  for (const completion_puzzle& puzzle : model.puzzles) {
    script += fmt::format("    case {} {}\n        printf '%s\\n'", fish_quote(puzzle.name),
                          fish_quote(puzzle.alias));
    for (const std::string& kind : puzzle.kinds) script += fmt::format(" {}", fish_quote(kind));
    script += "\n";
  }
  script += "    end\nend\n\n";
  script += R"sh(function __boardsolve_complete
    set -l tokens (commandline -opc)
    set -l cur (commandline -ct)
    set -l sub ''
    set -l puzzle ''
    set -l position 0
    set -l pending ''
    for i in (seq 2 (count $tokens))
        set -l word $tokens[$i]
        if test -n "$pending"
            set pending ''
            continue
        end
        switch $word
            case '--*=*'
            case '-*'
                if __boardsolve_option_value "$sub" $word >/dev/null
                    set pending 1
                end
            case '*'
                if test -z "$sub"
                    set sub $word
                else
                    set position (math $position + 1)
                    set -l what (__boardsolve_positional $sub $position)
                    if test "$what" = puzzle
                        set puzzle $word
                    end
                end
        end
    end
    set -l value
    if test -n "$pending"
        set value (__boardsolve_option_value "$sub" $tokens[-1])
    else if string match -q -- '-*' "$cur"
        __boardsolve_options "$sub"
        return
    else if test -z "$sub"
        __boardsolve_subcommands
        return
    else
        set value (__boardsolve_positional $sub (math $position + 1))
        or return
    end
    switch "$value"
        case puzzle
            __boardsolve_puzzles
        case kind
            __boardsolve_kinds $puzzle
        case 'choice *'
            string split ' ' -- (string replace 'choice ' '' -- $value)
        case file
            __fish_complete_path "$cur"
        case directory
            __fish_complete_directories "$cur"
    end
end

complete -c boardsolve -f -a '(__boardsolve_complete)'
)sh";
  return script;
}

}  // namespace boardsolve::cli
