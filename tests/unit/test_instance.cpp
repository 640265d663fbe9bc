// read_instance: every format and consistency error with its exact message and 1-based
// position, in strict mode (validator) and lenient mode (solver, checker); the limits and
// which limit a range error breaks (LimitError); validate() on instances in memory with
// the reader's wording; format_instance as the inverse of parsing.
#include <boost/test/unit_test.hpp>

#include <fmt/format.h>

#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

#include "model/instance.hpp"
#include "tests/support/instances.hpp"

namespace snake {
namespace {

using testing::k_sample;

// The published limits.
Limits statement_limits() {
  Limits limits;
  limits.max_side = 12;
  limits.max_food = 4;
  limits.max_cells = 144;
  return limits;
}

std::string_view limit_name(Limit limit) {
  switch (limit) {
    case Limit::side: return "side";
    case Limit::food: return "food";
    case Limit::cells: return "cells";
  }
  return "?";
}

// "line L, column C: message" of the error reading `text`, or "no error"; a LimitError
// ends with the limit it names, " {side}".
std::string error_of(std::string_view text, Strictness strictness = Strictness::strict,
                     const Limits& limits = statement_limits()) {
  try {
    parse_instance(text, strictness, limits);
  } catch (const LimitError& e) {
    return fmt::format("{} {{{}}}", e.what(), limit_name(e.limit()));
  } catch (const ReadError& e) {
    return e.what();
  }
  return "no error";
}

// The sample with its 1-based line `line` replaced by `text`.
std::string sample_with_line(int line, std::string_view text) {
  std::istringstream in{std::string(k_sample)};
  std::string out;
  std::string current;
  for (int number = 1; std::getline(in, current); ++number) {
    out += number == line ? std::string(text) : current;
    out += '\n';
  }
  return out;
}

// Both modes must agree on an error that is not about whitespace.
void expect_in_both_modes(std::string_view text, const std::string& message) {
  BOOST_TEST(error_of(text, Strictness::strict) == message);
  BOOST_TEST(error_of(text, Strictness::lenient) == message);
}

// ---------------------------------------------------------------- valid input

BOOST_AUTO_TEST_CASE(sample_reads_in_both_modes) {
  for (const Strictness s : {Strictness::strict, Strictness::lenient}) {
    const Instance level = parse_instance(k_sample, s, statement_limits());
    BOOST_TEST(level.board.rows() == 5);
    BOOST_TEST(level.board.cols() == 5);
    BOOST_TEST(level.board.weight(level.board.id(Cell{5, 3})) == 4);
    BOOST_TEST(level.snake.size() == 4u);
    BOOST_TEST((level.board.cell(level.snake[0]) == Cell{1, 1}));
    BOOST_TEST((level.board.cell(level.snake[3]) == Cell{4, 1}));
    BOOST_TEST(level.food.size() == 4u);
    BOOST_TEST((level.board.cell(level.food.cell(3)) == Cell{1, 4}));
  }
}

BOOST_AUTO_TEST_CASE(format_instance_is_the_inverse_of_parsing) {
  BOOST_TEST(format_instance(parse_instance(k_sample)) == k_sample);
  const std::string messy = "5   5\r\n11011\n11011\t\n11011\n11011\n11411\n\n1 1\n2 1\n3 1\n4 1\n"
                            "4\n5 5\n4 4\n2 5\n1 4   \n\n";
  BOOST_TEST(format_instance(parse_instance(messy, Strictness::lenient)) == k_sample);
}

BOOST_AUTO_TEST_CASE(smallest_boards_that_hold_the_snake_are_valid) {
  BOOST_TEST(error_of("1 5\n11111\n1 1\n1 2\n1 3\n1 4\n1\n1 5\n") == "no error");
  BOOST_TEST(error_of("2 3\n111\n111\n1 1\n1 2\n1 3\n2 3\n2\n2 2\n2 1\n") == "no error");
}

BOOST_AUTO_TEST_CASE(sample_file_of_the_package_is_strictly_valid) {
  std::ifstream file(SNAKE_SOURCE_DIR "/data/sample/sample.in", std::ios::binary);
  BOOST_TEST_REQUIRE(file.is_open());
  Scanner in(file, Strictness::strict);
  BOOST_CHECK_NO_THROW(read_instance(in, statement_limits()));
}

// ---------------------------------------------------------------- limits

BOOST_AUTO_TEST_CASE(sides_out_of_range_name_the_limit_and_the_hint) {
  expect_in_both_modes("13 5\n", "line 1, column 1: n = 13 violates 1 <= n <= 12 {side}");
  expect_in_both_modes("5 13\n", "line 1, column 3: m = 13 violates 1 <= m <= 12 {side}");
  expect_in_both_modes("0 5\n", "line 1, column 1: n = 0 violates 1 <= n <= 12 {side}");
  expect_in_both_modes("5 0\n", "line 1, column 3: m = 0 violates 1 <= m <= 12 {side}");
}

BOOST_AUTO_TEST_CASE(default_limits_are_the_model_limits) {
  BOOST_TEST(error_of("256 1\n", Strictness::lenient, Limits{}) ==
             "line 1, column 1: n = 256 violates 1 <= n <= 255 {side}");
  BOOST_TEST(error_of(sample_with_line(11, "9"), Strictness::lenient, Limits{}) ==
             "line 11, column 1: k = 9 violates 1 <= k <= 8 {food}");
}

BOOST_AUTO_TEST_CASE(cell_count_limit_is_blamed_on_m) {
  Limits nm36 = statement_limits();
  nm36.max_cells = 36;
  BOOST_TEST(error_of("6 7\n", Strictness::strict, nm36) ==
             "line 1, column 3: n * m = 42 violates 1 <= n * m <= 36 {cells}");
  BOOST_TEST(error_of("6 \t 7\n", Strictness::lenient, nm36) ==
             "line 1, column 5: n * m = 42 violates 1 <= n * m <= 36 {cells}");
  BOOST_TEST(error_of("6 6\n", Strictness::strict, nm36) ==
             "line 2, column 1: expected row 1 of the grid, found end of file");
}

BOOST_AUTO_TEST_CASE(food_count_out_of_range_names_the_hint) {
  expect_in_both_modes(sample_with_line(11, "5"),
                       "line 11, column 1: k = 5 violates 1 <= k <= 4 {food}");
  expect_in_both_modes(sample_with_line(11, "0"),
                       "line 11, column 1: k = 0 violates 1 <= k <= 4 {food}");
}

BOOST_AUTO_TEST_CASE(huge_numbers_are_range_errors_not_overflows) {
  expect_in_both_modes("123456789012345678901234567890 5\n",
                       "line 1, column 1: n = 123456789012345678901234567890 violates 1 <= n "
                       "<= 12 {side}");
  expect_in_both_modes(sample_with_line(7, "18446744073709551617 1"),
                       "line 7, column 1: row of snake part 1 = 18446744073709551617 violates "
                       "1 <= row of snake part 1 <= 5");
}

// ---------------------------------------------------------------- the grid

BOOST_AUTO_TEST_CASE(grid_cells_are_digits_0_to_8) {
  expect_in_both_modes(sample_with_line(3, "11x11"),
                       "line 3, column 3: expected a digit 0..8, found 'x'");
  expect_in_both_modes(sample_with_line(3, "11911"),
                       "line 3, column 3: expected a digit 0..8, found '9'");
  expect_in_both_modes(sample_with_line(3, std::string("1101\0", 5)),
                       "line 3, column 5: expected a digit 0..8, found byte 0x00");
  expect_in_both_modes(sample_with_line(3, "\x80" "1011"),
                       "line 3, column 1: expected a digit 0..8, found byte 0x80");
}

BOOST_AUTO_TEST_CASE(grid_rows_are_exactly_m_digits) {
  expect_in_both_modes(sample_with_line(4, "1101"),
                       "line 4, column 5: row 3 is 4 digits long, expected m = 5");
  expect_in_both_modes(sample_with_line(4, "110111"),
                       "line 4, column 6: row 3 has more than m = 5 digits");
  expect_in_both_modes(sample_with_line(2, "11 11"),
                       "line 2, column 3: row 1 is 2 digits long, expected m = 5");
  // A missing row: the snake's first line is read as row 5.
  std::string missing(k_sample);
  missing.erase(missing.find("11011\n"), 6);
  expect_in_both_modes(missing, "line 6, column 2: row 5 is 1 digit long, expected m = 5");
}

BOOST_AUTO_TEST_CASE(a_very_long_row_is_cut_at_m_plus_one_digits) {
  const std::string text = "1 5\n" + std::string(1000000, '1') + "\n";
  expect_in_both_modes(text, "line 2, column 6: row 1 has more than m = 5 digits");
}

BOOST_AUTO_TEST_CASE(strict_grid_rejects_blank_and_indented_rows_lenient_skips_them) {
  const std::string blank = "5 5\n\n" + k_sample.substr(4);
  BOOST_TEST(error_of(blank) ==
             "line 2, column 1: expected row 1 of the grid, found end of line");
  BOOST_TEST(error_of(blank, Strictness::lenient) == "no error");
  const std::string indented = sample_with_line(2, " 11011");
  BOOST_TEST(error_of(indented) ==
             "line 2, column 1: expected row 1 of the grid, found a space");
  BOOST_TEST(error_of(indented, Strictness::lenient) == "no error");
}

// ---------------------------------------------------------------- the snake

BOOST_AUTO_TEST_CASE(snake_cells_are_on_the_board) {
  expect_in_both_modes(sample_with_line(7, "6 1"),
                       "line 7, column 1: row of snake part 1 = 6 violates 1 <= row of snake "
                       "part 1 <= 5");
  expect_in_both_modes(sample_with_line(8, "2 0"),
                       "line 8, column 3: column of snake part 2 = 0 violates 1 <= column of "
                       "snake part 2 <= 5");
}

BOOST_AUTO_TEST_CASE(snake_cells_are_enterable) {
  expect_in_both_modes(sample_with_line(2, "01011"),
                       "line 7, column 3: snake part 1 at (1, 1) is on a wall");
}

BOOST_AUTO_TEST_CASE(snake_parts_are_side_neighbours) {
  expect_in_both_modes(sample_with_line(9, "4 2"),
                       "line 9, column 3: snake part 3 at (4, 2) is not next to part 2 at "
                       "(2, 1)");
  expect_in_both_modes(sample_with_line(9, "3 2"),
                       "line 9, column 3: snake part 3 at (3, 2) is not next to part 2 at "
                       "(2, 1)");
  // Column 5 and column 1 of neighbouring rows are adjacent in memory, not on the board.
  expect_in_both_modes("5 5\n11111\n11111\n11111\n11111\n11111\n1 5\n2 1\n3 1\n4 1\n1\n5 5\n",
                       "line 8, column 3: snake part 2 at (2, 1) is not next to part 1 at "
                       "(1, 5)");
}

BOOST_AUTO_TEST_CASE(snake_parts_are_distinct) {
  expect_in_both_modes(sample_with_line(8, "1 1"),
                       "line 8, column 3: snake part 2 at (1, 1) overlaps part 1");
  expect_in_both_modes(sample_with_line(9, "1 1"),
                       "line 9, column 3: snake part 3 at (1, 1) overlaps part 1");
}

// ---------------------------------------------------------------- the food

BOOST_AUTO_TEST_CASE(food_cells_are_on_the_board_and_enterable) {
  expect_in_both_modes(sample_with_line(12, "6 5"),
                       "line 12, column 1: row of food 1 = 6 violates 1 <= row of food 1 <= 5");
  expect_in_both_modes(sample_with_line(12, "5 6"),
                       "line 12, column 3: column of food 1 = 6 violates 1 <= column of food "
                       "1 <= 5");
  expect_in_both_modes(sample_with_line(12, "1 3"),
                       "line 12, column 3: food 1 at (1, 3) is on a wall");
}

BOOST_AUTO_TEST_CASE(food_cells_are_distinct_and_not_under_the_snake) {
  expect_in_both_modes(sample_with_line(13, "5 5"),
                       "line 13, column 3: food 2 at (5, 5) is on the same cell as food 1");
  expect_in_both_modes(sample_with_line(14, "3 1"),
                       "line 14, column 3: food 3 at (3, 1) is under snake part 3");
}

BOOST_AUTO_TEST_CASE(exactly_k_food_lines_follow) {
  const std::string text(k_sample);
  const std::string three_lines = text.substr(0, text.rfind("1 4\n"));
  expect_in_both_modes(three_lines,
                       "line 15, column 1: expected integer row of food 4, found end of file");
  expect_in_both_modes(sample_with_line(11, "3"),
                       "line 15, column 1: expected end of file, found '1'");
}

// ---------------------------------------------------------------- whitespace, strict only

BOOST_AUTO_TEST_CASE(strict_mode_judges_every_separator_lenient_mode_none) {
  const std::string text(k_sample);
  const std::pair<std::string, std::string> cases[] = {
      {"5  5" + text.substr(3), "line 1, column 3: expected integer m, found a space"},
      {"5\t5" + text.substr(3), "line 1, column 2: expected a space, found a tab"},
      {sample_with_line(8, "2 1 "), "line 8, column 4: expected end of line, found a space"},
      {text + "\n", "line 16, column 1: expected end of file, found end of line"},
      {text + " ", "line 16, column 1: expected end of file, found a space"},
      {text.substr(0, text.size() - 1),
       "line 15, column 4: expected end of line, found end of file"},
      {sample_with_line(1, "5 5\r"),
       "line 1, column 4: expected end of line (LF), found a carriage return (CRLF line ends "
       "are accepted with --eol crlf)"},
  };
  for (const auto& [input, message] : cases) {
    BOOST_TEST_CONTEXT("input " << input.substr(0, 12)) {
      BOOST_TEST(error_of(input) == message);
      BOOST_TEST(error_of(input, Strictness::lenient) == "no error");
    }
  }
}

BOOST_AUTO_TEST_CASE(numbers_with_leading_zeros_are_refused_in_both_modes) {
  expect_in_both_modes("05 5" + std::string(k_sample).substr(3),
                       "line 1, column 1: expected integer n without leading zeros or sign, "
                       "found '05'");
  expect_in_both_modes(sample_with_line(12, "5 05"),
                       "line 12, column 3: expected integer column of food 1 without leading "
                       "zeros or sign, found '05'");
}

BOOST_AUTO_TEST_CASE(strict_line_end_policy_is_the_scanners) {
  std::string crlf;
  for (const char c : k_sample) {
    if (c == '\n') crlf += '\r';
    crlf += c;
  }
  for (const LineEnd policy : {LineEnd::crlf, LineEnd::any}) {
    std::istringstream stream(crlf);
    Scanner in(stream, Strictness::strict, policy);
    BOOST_CHECK_NO_THROW(read_instance(in, statement_limits()));
  }
}

BOOST_AUTO_TEST_CASE(garbage_and_binary_after_the_data_are_quoted_and_cut) {
  const std::string text(k_sample);
  expect_in_both_modes(text + std::string(200, 'x'),
                       "line 16, column 1: expected end of file, found '" +
                           std::string(50, 'x') + "...'");
  expect_in_both_modes(text + std::string("\x01\x02\xFF", 3),
                       "line 16, column 1: expected end of file, found '\\x01\\x02\\xFF'");
  expect_in_both_modes(sample_with_line(15, "1 4xyz"),
                       "line 15, column 3: expected integer column of food 4, found '4xyz'");
}

BOOST_AUTO_TEST_CASE(junk_instead_of_an_instance_fails_at_the_first_token) {
  expect_in_both_modes("", "line 1, column 1: expected integer n, found end of file");
  expect_in_both_modes("\xEF\xBB\xBF" + std::string(k_sample),
                       "line 1, column 1: expected integer n, found a UTF-8 byte order mark "
                       "(bytes 0xEF 0xBB 0xBF; save the file without it)");
  expect_in_both_modes(std::string(3, '\0'),
                       "line 1, column 1: expected integer n, found '\\x00\\x00\\x00'");
  expect_in_both_modes("Hello, world!\n", "line 1, column 1: expected integer n, found 'Hello,'");
}

// ---------------------------------------------------------------- validate() in memory

// What validate() says of `instance` under `limits`, with the limit tag like error_of.
std::string invalid_of(const Instance& instance, const Limits& limits = statement_limits()) {
  try {
    validate(instance, limits);
  } catch (const InvalidInstance& e) {
    return e.limit() ? fmt::format("{} {{{}}}", e.what(), limit_name(*e.limit())) : e.what();
  }
  return "valid";
}

BOOST_AUTO_TEST_CASE(validate_accepts_what_the_reader_accepts) {
  BOOST_TEST(invalid_of(testing::instance(k_sample)) == "valid");
}

BOOST_AUTO_TEST_CASE(validate_words_limits_like_the_reader_without_a_position) {
  const Instance sample = testing::instance(k_sample);
  Limits small = statement_limits();
  small.max_side = 4;
  BOOST_TEST(invalid_of(sample, small) == "n = 5 violates 1 <= n <= 4 {side}");
  small = statement_limits();
  small.max_cells = 24;
  BOOST_TEST(invalid_of(sample, small) == "n * m = 25 violates 1 <= n * m <= 24 {cells}");
  small = statement_limits();
  small.max_food = 3;
  BOOST_TEST(invalid_of(sample, small) == "k = 4 violates 1 <= k <= 3 {food}");
}

BOOST_AUTO_TEST_CASE(validate_applies_every_consistency_rule) {
  const Instance sample = testing::instance(k_sample);
  const Board& b = sample.board;
  const auto with = [&](std::vector<Cell> snake, std::vector<Cell> food) {
    std::vector<CellId> s, f;
    for (const Cell c : snake) s.push_back(b.contains(c) ? b.id(c) : CellId{0});
    for (const Cell c : food) f.push_back(b.id(c));
    return Instance{b, s, FoodSet(b, f)};
  };
  const std::vector<Cell> snake{{1, 1}, {2, 1}, {3, 1}, {4, 1}};
  BOOST_TEST(invalid_of(with({{1, 1}, {2, 1}, {3, 1}}, {{5, 5}})) ==
             "the snake has 3 parts, not 4");
  BOOST_TEST(invalid_of(with({{1, 1}, {2, 1}, {3, 1}, {0, 0}}, {{5, 5}})) ==
             "snake part 4 is off the board");
  BOOST_TEST(invalid_of(with({{1, 2}, {1, 3}, {1, 4}, {1, 5}}, {{5, 5}})) ==
             "snake part 2 at (1, 3) is on a wall");
  BOOST_TEST(invalid_of(with({{1, 1}, {2, 1}, {1, 1}, {2, 1}}, {{5, 5}})) ==
             "snake part 3 at (1, 1) overlaps part 1");
  BOOST_TEST(invalid_of(with({{1, 1}, {2, 1}, {4, 1}, {5, 1}}, {{5, 5}})) ==
             "snake part 3 at (4, 1) is not next to part 2 at (2, 1)");
  BOOST_TEST(invalid_of(with(snake, {{5, 5}, {3, 1}})) == "food 2 at (3, 1) is under snake part 3");
  BOOST_TEST(invalid_of(with(snake, {})) == "k = 0 violates 1 <= k <= 4 {food}");
}

BOOST_AUTO_TEST_CASE(food_set_refuses_what_the_reader_refuses) {
  const Instance sample = testing::instance(k_sample);
  const Board& b = sample.board;
  BOOST_CHECK_EXCEPTION(FoodSet(b, {b.id({5, 5}), b.id({5, 5})}), std::invalid_argument,
                        [](const std::invalid_argument& e) {
                          return std::string(e.what()) ==
                                 "food 2 at (5, 5) is on the same cell as food 1";
                        });
  BOOST_CHECK_EXCEPTION(FoodSet(b, {b.id({1, 3})}), std::invalid_argument,
                        [](const std::invalid_argument& e) {
                          return std::string(e.what()) == "food 1 at (1, 3) is on a wall";
                        });
}

}  // namespace
}  // namespace snake
