// The declarations of options and the typed view a puzzle reads them through: defaults, given
// values, the subcommands that take each, a name read without its declaration (a bug), and
// the rows of the puzzle table, whose names are unique per subcommand and never a common one.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "boardsolve/tool.hpp"

namespace boardsolve {
namespace {

constexpr std::string_view colours[] = {"red", "blue"};
const option_declaration declared[] = {
    {"plain", option_type::flag, {subcommand::solve}, "a flag"},
    {"colour",
     option_type::choice,
     {subcommand::solve, subcommand::gen},
     "a choice",
     colours,
     0,
     0,
     "red"},
    {"every", option_type::integer, {subcommand::show}, "seconds", {}, 0, 60, "30"},
    {"bound", option_type::memory_size, {subcommand::show}, "bytes"},
    {"size", option_type::text, {subcommand::solve}, "the size"},
    {"size", option_type::text, {subcommand::validate}, "the size again", {}, 0, 0, "4x4"},
};

TEST(DeclaredOptions, DefaultsWhenNothingIsGiven) {
  const option_values none;
  const declared_values values(declared, none);
  EXPECT_FALSE(values.flag("plain"));
  EXPECT_FALSE(values.given("colour"));
  EXPECT_EQ(values.choice("colour"), "red");
  EXPECT_EQ(values.integer("every"), 30);
  EXPECT_EQ(values.bytes("bound"), 0u);
  EXPECT_EQ(values.text("size"), "");  // the first declaration of the name
}

TEST(DeclaredOptions, GivenValuesInTheirTextForm) {
  const option_values given = {{"plain", "true"},
                               {"colour", "blue"},
                               {"every", "0"},
                               {"bound", "536870912"},
                               {"size", "3x5"}};
  const declared_values values(declared, given);
  EXPECT_TRUE(values.flag("plain"));
  EXPECT_TRUE(values.given("colour"));
  EXPECT_EQ(values.choice("colour"), "blue");
  EXPECT_EQ(values.integer("every"), 0);
  EXPECT_EQ(values.bytes("bound"), std::uint64_t{512} << 20);
  EXPECT_EQ(values.text("size"), "3x5");
}

TEST(DeclaredOptions, FindOptionByNameAndSubcommand) {
  EXPECT_EQ(find_option(declared, "colour", subcommand::gen), &declared[1]);
  EXPECT_EQ(find_option(declared, "colour", subcommand::show), nullptr);
  EXPECT_EQ(find_option(declared, "size", subcommand::validate), &declared[5]);
  EXPECT_EQ(find_option(declared, "nothing", subcommand::solve), nullptr);
  EXPECT_EQ(name_of(subcommand::validate), "validate");
}

#ifndef NDEBUG
TEST(DeclaredOptionsDeathTest, ReadingANameNotDeclaredIsABug) {
  const option_values none;
  const declared_values values(declared, none);
  EXPECT_DEATH((void)values.flag("undeclared"), "not declared");
}
#endif

TEST(DeclaredOptions, EachRowNamesAnOptionOncePerSubcommandAndNoCommonOne) {
  for (const puzzle_tool* puzzle : puzzle_table())
    for (const subcommand command : every_subcommand) {
      std::set<std::string_view> names;
      for (const option_declaration& option : puzzle->options) {
        if (!option.commands.has(command)) continue;
        EXPECT_TRUE(names.insert(option.name).second) << puzzle->name << " " << option.name;
        EXPECT_EQ(find_option(common_options(), option.name, command), nullptr)
            << puzzle->name << " " << name_of(command) << " --" << option.name
            << " is a common option too";
        EXPECT_FALSE(option.help.empty()) << option.name;
        if (option.type == option_type::choice) {
          EXPECT_GE(option.choices.size(), 2u) << option.name;
        }
        if (option.type == option_type::integer) {
          EXPECT_LE(option.min, option.max) << option.name;
        }
      }
    }
}

}  // namespace
}  // namespace boardsolve
