#pragma once
// The Markdown of a puzzle's statement as LaTeX, for problem packages whose judges read only
// LaTeX (Kattis's legacy format: problem_statement/problem.en.tex), so that the statement is
// written once, in Markdown, in src/<puzzle>/contest_statement.cpp.

#include <string>
#include <string_view>

namespace boardsolve {

/// The LaTeX body (no preamble) of `markdown`, in the subset the statements use: `#` and `##`
/// headings (\section*), `###` (\subsection*), paragraphs, `- ` and `1. ` lists (an item goes on
/// over the lines that follow it up to a blank line; no nesting), `code` spans (\texttt) and
/// ``` fenced blocks (verbatim, as they are). Everything else is text: LaTeX's special
/// characters (\ { } $ & % # _ ~ ^) are escaped, ≤ ≥ ≠ × − – — … become LaTeX, other UTF-8 is
/// left to inputenc. A backtick without its pair is a grave accent. Never fails;
/// O(|markdown|). Tested by tests/judge/markdown_latex_test.cpp and, on every statement, by
/// Kattis's verifyproblem (docs/testing-solutions.md).
std::string latex_of_markdown(std::string_view markdown);

/// `text` as LaTeX text: escaped as above, no Markdown read. O(|text|).
std::string latex_text(std::string_view text);

}  // namespace boardsolve
