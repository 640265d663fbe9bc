// The output format: format_answer, read_answer_head (every accepted and refused first
// line, with its message) and MoveReader (letters streamed, stops, bad bytes).
#include <boost/test/unit_test.hpp>

#include <sstream>
#include <string>

#include "model/answer.hpp"

namespace snake {
namespace {

std::string head_of(const std::string& text) {
  std::istringstream stream(text);
  Scanner in(stream, Strictness::lenient);
  try {
    const AnswerHead head = read_answer_head(in);
    return head.solvable ? "T " + std::to_string(head.time) : "no solution";
  } catch (const ReadError& e) {
    return e.what();
  }
}

BOOST_AUTO_TEST_CASE(format_answer_writes_each_variant) {
  const Answer solved{true, 21, "RDDDDRRRULURULU"};
  BOOST_TEST(format_answer(solved, AnswerFormat::with_moves) == "21\nRDDDDRRRULURULU\n");
  BOOST_TEST(format_answer(solved, AnswerFormat::time_only) == "21\n");
  BOOST_TEST(format_answer(Answer{}, AnswerFormat::with_moves) == "No solution.\n");
  BOOST_TEST(format_answer(Answer{}, AnswerFormat::time_only) == "No solution.\n");
}

BOOST_AUTO_TEST_CASE(the_first_line_is_a_time_or_no_solution) {
  BOOST_TEST(head_of("21\nRD\n") == "T 21");
  BOOST_TEST(head_of("  0  ") == "T 0");
  BOOST_TEST(head_of("9223372036854775807") == "T 9223372036854775807");
  BOOST_TEST(head_of("No solution.\n") == "no solution");
  BOOST_TEST(head_of("No\r\n  solution.") == "no solution");  // tokens, as testlib reads
}

BOOST_AUTO_TEST_CASE(anything_else_on_the_first_line_is_named) {
  BOOST_TEST(head_of("") == "line 1, column 1: expected the time T or 'No solution.', found end of file");
  BOOST_TEST(head_of("NaN") == "line 1, column 1: expected the time T or 'No solution.', found 'NaN'");
  BOOST_TEST(head_of("-1") == "line 1, column 1: expected a non-negative time T, found '-1'");
  BOOST_TEST(head_of("+21") == "line 1, column 1: expected the time T or 'No solution.', found '+21'");
  BOOST_TEST(head_of("021") == "line 1, column 1: expected the time T without leading zeros, found '021'");
  BOOST_TEST(head_of(std::string(70, '0') + "21") ==
             "line 1, column 1: expected the time T without leading zeros, found '" +
                 std::string(50, '0') + "...'");
  BOOST_TEST(head_of("9223372036854775808") ==
             "line 1, column 1: expected a time T of at most 9223372036854775807, found "
             "'9223372036854775808'");
  BOOST_TEST(head_of("No solution") == "line 1, column 4: expected 'solution.' after 'No', found 'solution'");
  BOOST_TEST(head_of("No") == "line 1, column 3: expected 'solution.' after 'No', found end of file");
}

BOOST_AUTO_TEST_CASE(moves_are_streamed_letter_by_letter_to_the_end_of_the_token) {
  std::istringstream stream("  \n UDLR  X");
  Scanner in(stream, Strictness::lenient);
  MoveReader moves(in);
  BOOST_TEST(moves.start().line == 2u);
  std::string letters;
  while (const auto d = moves.next()) letters += letter(*d);
  BOOST_TEST(letters == "UDLR");
  BOOST_TEST(moves.count() == 4u);
  BOOST_TEST(!moves.more());
}

BOOST_AUTO_TEST_CASE(a_byte_that_is_not_a_move_letter_is_named_at_its_column) {
  std::istringstream stream("RDu");
  Scanner in(stream, Strictness::lenient);
  MoveReader moves(in);
  moves.next();
  moves.next();
  try {
    moves.next();
    BOOST_FAIL("no error");
  } catch (const ReadError& e) {
    BOOST_TEST(std::string(e.what()) ==
               "line 1, column 3: expected a move letter U, D, L or R, found 'u'");
  }
  std::istringstream empty("   \n");
  Scanner at_end(empty, Strictness::lenient);
  BOOST_CHECK_EXCEPTION(MoveReader{at_end}, ReadError, [](const ReadError& e) {
    return e.message() == "expected the moves (letters U, D, L, R), found end of file";
  });
}

}  // namespace
}  // namespace snake
