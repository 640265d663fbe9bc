// The workbench's C++ tokenizer and mutants (workbench/mutation.hpp).
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "workbench/mutation.hpp"

namespace snake::workbench {
namespace {

std::vector<std::string> texts(const std::string& source) {
  std::vector<std::string> out;
  for (const SourceToken& token : tokenize(source)) out.push_back(token.text);
  return out;
}

std::vector<std::string> changes(const std::string& source, const std::string& op) {
  std::vector<std::string> out;
  for (const Mutant& mutant : make_mutants(source)) {
    if (mutant.op == op) out.push_back(mutant.source);
  }
  return out;
}

BOOST_AUTO_TEST_CASE(tokenizer_skips_comments_literals_and_preprocessor_lines) {
  const std::string source =
      "#include <vector>\n// a < b\nint a = 1; /* x < y */ char c = '<'; auto s = \"<=\";\n"
      "a<<=2; b->c;\n";
  const std::vector<std::string> expected{"int", "a", "=", "1", ";", "char", "c", "=", "'<'",
                                          ";", "auto", "s", "=", "\"<=\"", ";", "a", "<<=",
                                          "2", ";", "b", "->", "c", ";"};
  BOOST_TEST(texts(source) == expected, boost::test_tools::per_element());
  BOOST_TEST(tokenize(source)[15].line == 4);
}

BOOST_AUTO_TEST_CASE(relational_operators_turn_into_their_neighbours) {
  const auto out = changes("bool f(int a, int b) { return a < b; }\n", "relational");
  const std::vector<std::string> expected{"bool f(int a, int b) { return a <= b; }\n",
                                          "bool f(int a, int b) { return a > b; }\n"};
  BOOST_TEST(out == expected, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(template_brackets_and_literals_are_not_operators) {
  const std::string source = "std::vector<std::pair<int, int>> v; const char* s = \"a<b\";\n";
  BOOST_TEST(changes(source, "relational").empty());
  BOOST_TEST(changes(source, "swap").empty());
}

BOOST_AUTO_TEST_CASE(constants_move_by_one_and_operands_swap) {
  const auto constants = changes("int x = n - 4;\n", "constant");
  const std::vector<std::string> expected{"int x = n - 5;\n", "int x = n - 3;\n"};
  BOOST_TEST(constants == expected, boost::test_tools::per_element());
  const auto swaps = changes("int x = n - 4;\n", "swap");
  BOOST_TEST(swaps == std::vector<std::string>{"int x = 4 - n;\n"},
             boost::test_tools::per_element());
  const auto arithmetic = changes("int x = n - 4;\n", "arithmetic");
  BOOST_TEST(arithmetic == std::vector<std::string>{"int x = n + 4;\n"},
             boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(expression_statements_are_deleted_declarations_are_not) {
  const std::string source = "void f() { int a = 0; a += g(1, 2); h(); break; }\n";
  const auto out = changes(source, "delete");
  const std::vector<std::string> expected{
      "void f() { int a = 0; ; h(); break; }\n",
      "void f() { int a = 0; a += g(1, 2); ; break; }\n",
      "void f() { int a = 0; a += g(1, 2); h(); ; }\n"};
  BOOST_TEST(out == expected, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(for_loop_bounds_move_by_one) {
  const auto out = changes("for (int i = 0; i < n; ++i) s();\n", "loop-bound");
  const std::vector<std::string> expected{"for (int i = 0; i < n + 1; ++i) s();\n",
                                          "for (int i = 0; i < n - 1; ++i) s();\n"};
  BOOST_TEST(out == expected, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(mutants_are_distinct_and_the_diff_shows_the_changed_line) {
  const std::string source = "int a;\nint f() { return a + a; }\n";
  const std::vector<Mutant> mutants = make_mutants(source);
  std::vector<std::string> sources;
  for (const Mutant& mutant : mutants) sources.push_back(mutant.source);
  std::sort(sources.begin(), sources.end());
  BOOST_TEST((std::adjacent_find(sources.begin(), sources.end()) == sources.end()));
  const auto plus = std::find_if(mutants.begin(), mutants.end(),
                                 [](const Mutant& m) { return m.op == "arithmetic"; });
  BOOST_REQUIRE(plus != mutants.end());
  BOOST_TEST(diff_lines(source, *plus) ==
             "@@ line 2 @@\n-int f() { return a + a; }\n+int f() { return a - a; }\n");
}

BOOST_AUTO_TEST_CASE(spread_keeps_evenly_spaced_mutants) {
  std::vector<Mutant> mutants(10);
  for (int i = 0; i < 10; ++i) mutants[static_cast<std::size_t>(i)].first_line = i;
  const std::vector<Mutant> chosen = spread(mutants, 5);
  BOOST_REQUIRE(chosen.size() == 5u);
  BOOST_TEST(chosen[1].first_line == 2);
  BOOST_TEST(chosen[4].first_line == 8);
  BOOST_TEST(spread(mutants, 20).size() == 10u);
}

}  // namespace
}  // namespace snake::workbench
