// The statements' Markdown as LaTeX: escapes, headings, paragraphs, lists, code; and every
// puzzle's statement converts to LaTeX with no Markdown left in it.
#include "judge/markdown_latex.hpp"

#include <gtest/gtest.h>

#include "boardsolve/tool.hpp"

namespace boardsolve {
namespace {

TEST(LatexText, EscapesEverySpecialCharacter) {
  EXPECT_EQ(latex_text("a_b & 5% $x #1 {y} ~z ^w \\v"),
            "a\\_b \\& 5\\% \\$x \\#1 \\{y\\} \\textasciitilde{}z \\textasciicircum{}w "
            "\\textbackslash{}v");
  EXPECT_EQ(latex_text("plain text, (r-1, c+1)."), "plain text, (r-1, c+1).");
}

TEST(LatexText, KeepsDoubledCharactersApart) {
  EXPECT_EQ(latex_text("--"), "-{}-");
  EXPECT_EQ(latex_text("<<a>>"), "<{}<a>{}>");
  EXPECT_EQ(latex_text("''"), "'{}'");
  EXPECT_EQ(latex_text("-+-+"), "-+-+");
}

TEST(LatexText, Unicode) {
  EXPECT_EQ(latex_text("1 ≤ T ≤ 10"), "1 $\\le$ T $\\le$ 10");
  EXPECT_EQ(latex_text("a ≥ b ≠ c × d"), "a $\\ge$ b $\\ne$ c $\\times$ d");
  EXPECT_EQ(latex_text("1–2 — wait…"), "1--2 --- wait\\ldots{}");
  EXPECT_EQ(latex_text("café"), "café");
}

TEST(LatexOfMarkdown, HeadingsAndParagraphs) {
  EXPECT_EQ(latex_of_markdown("First line\nsecond line.\n\n## Input\n\nThe_input.\n"),
            "First line\nsecond line.\n\n\\section*{Input}\n\nThe\\_input.\n");
  EXPECT_EQ(latex_of_markdown("# Top\n### Sub & more\ntext\n"),
            "\\section*{Top}\n\n\\subsection*{Sub \\& more}\n\ntext\n");
  EXPECT_EQ(latex_of_markdown("#hashtag is text\n"), "\\#hashtag is text\n");
  EXPECT_EQ(latex_of_markdown("\n\n\n"), "");
}

TEST(LatexOfMarkdown, CodeSpans) {
  EXPECT_EQ(latex_of_markdown("`.` is empty and `O` a pawn: `r c d`.\n"),
            "\\texttt{.} is empty and \\texttt{O} a pawn: \\texttt{r c d}.\n");
  EXPECT_EQ(latex_of_markdown("`a_b{}` and `--`\n"), "\\texttt{a\\_b\\{\\}} and \\texttt{-{}-}\n");
  EXPECT_EQ(latex_of_markdown("a span `over\ntwo lines`\n"), "a span \\texttt{over\ntwo lines}\n");
  EXPECT_EQ(latex_of_markdown("a lone ` backtick\n"), "a lone \\`{} backtick\n");
}

TEST(LatexOfMarkdown, Lists) {
  EXPECT_EQ(latex_of_markdown("Limits:\n\n- 1 ≤ T ≤ 5\n- every line\n  goes on `here`\n\nAfter.\n"),
            "Limits:\n\n\\begin{itemize}\n\\item 1 $\\le$ T $\\le$ 5\n\\item every line\n"
            "goes on \\texttt{here}\n\\end{itemize}\n\nAfter.\n");
  EXPECT_EQ(latex_of_markdown("1. one\n2. two\n"),
            "\\begin{enumerate}\n\\item one\n\\item two\n\\end{enumerate}\n");
  EXPECT_EQ(latex_of_markdown("- a\n1. b\n"),
            "\\begin{itemize}\n\\item a\n\\end{itemize}\n\n\\begin{enumerate}\n\\item b\n"
            "\\end{enumerate}\n");
  // A dash inside a line, or a number that ends a sentence, starts no item.
  EXPECT_EQ(latex_of_markdown("a - b\n2.5 is not\n"), "a - b\n2.5 is not\n");
}

TEST(LatexOfMarkdown, FencedCodeIsVerbatim) {
  EXPECT_EQ(latex_of_markdown("Run:\n```\n$ a_b {x}\n  indented\n```\nDone.\n"),
            "Run:\n\n\\begin{verbatim}\n$ a_b {x}\n  indented\n\\end{verbatim}\n\nDone.\n");
  EXPECT_EQ(latex_of_markdown("```\nnever closed\n"),
            "\\begin{verbatim}\nnever closed\n\\end{verbatim}\n");
}

// Every puzzle's statement: sections for Input and Output, no Markdown marker left, no
// unescaped special character, and only ASCII (the Unicode of the statements is converted).
TEST(LatexOfMarkdown, EveryStatement) {
  for (const puzzle_tool* puzzle : puzzle_table()) {
    SCOPED_TRACE(std::string(puzzle->name));
    if (!puzzle->problem) continue;
    const std::string latex = latex_of_markdown(puzzle->problem().statement);
    EXPECT_NE(latex.find("\\section*{Input}\n"), std::string::npos);
    EXPECT_NE(latex.find("\\section*{Output}\n"), std::string::npos);
    EXPECT_NE(latex.find("\\begin{itemize}\n\\item "), std::string::npos);
    EXPECT_EQ(latex.find("##"), std::string::npos);
    EXPECT_EQ(latex.find('`'), std::string::npos);
    EXPECT_EQ(latex.find("\n- "), std::string::npos);
    for (std::size_t i = 0; i < latex.size(); ++i) {
      const char c = latex[i];
      EXPECT_TRUE(static_cast<unsigned char>(c) < 0x80) << "byte " << i;
      if (c == '_' || c == '&' || c == '%' || c == '#') {
        EXPECT_TRUE(i > 0 && latex[i - 1] == '\\') << "byte " << i << ": " << c;
      }
    }
  }
}

}  // namespace
}  // namespace boardsolve
