// Scanner: every error it raises, with its exact message and 1-based position, in strict
// and lenient mode; the line-end policies; bounded reading of huge or binary tokens.
#include <boost/test/unit_test.hpp>

#include <functional>
#include <sstream>
#include <string>

#include "model/scanner.hpp"

namespace snake {
namespace {

// "line L, column C: message" of the ReadError `read` throws, or "no error".
std::string error_of(const std::function<void()>& read) {
  try {
    read();
  } catch (const ReadError& e) {
    return e.what();
  }
  return "no error";
}

// A scanner over a copy of `text`; the stream lives as long as the fixture.
struct Text {
  explicit Text(std::string text, Strictness strictness = Strictness::strict,
                LineEnd line_end = LineEnd::lf)
      : stream(std::move(text)), in(stream, strictness, line_end) {}
  std::istringstream stream;
  Scanner in;
};

// ---------------------------------------------------------------- positions and bytes

BOOST_AUTO_TEST_CASE(positions_are_one_based_lines_and_columns) {
  Text t("ab\ncd");
  BOOST_TEST(t.in.position().line == 1u);
  BOOST_TEST(t.in.position().column == 1u);
  BOOST_TEST(t.in.get() == 'a');
  BOOST_TEST(t.in.position().column == 2u);
  t.in.get();
  t.in.get();  // the line feed
  BOOST_TEST(t.in.position().line == 2u);
  BOOST_TEST(t.in.position().column == 1u);
}

BOOST_AUTO_TEST_CASE(peek_and_get_return_bytes_0_to_255_and_minus_one_at_end) {
  Text t(std::string("\x80\xFF\0", 3));
  BOOST_TEST(t.in.peek() == 0x80);
  BOOST_TEST(t.in.get() == 0x80);
  BOOST_TEST(t.in.get() == 0xFF);
  BOOST_TEST(t.in.get() == 0);
  BOOST_TEST(t.in.peek() == -1);
  BOOST_TEST(t.in.get() == -1);
  BOOST_TEST(t.in.position().column == 4u);  // end of file does not move
}

BOOST_AUTO_TEST_CASE(read_error_what_is_position_then_message) {
  const ReadError e(Position{3, 7}, "something");
  BOOST_TEST(std::string(e.what()) == "line 3, column 7: something");
  BOOST_TEST(e.message() == "something");
  BOOST_TEST(e.where().line == 3u);
  BOOST_TEST(e.where().column == 7u);
}

BOOST_AUTO_TEST_CASE(range_violation_wording) {
  BOOST_TEST(range_violation("n", "13", 1, 12) == "n = 13 violates 1 <= n <= 12");
  BOOST_TEST(range_violation("n * m", "42", 1, 36) == "n * m = 42 violates 1 <= n * m <= 36");
}

// ---------------------------------------------------------------- separators, strict

BOOST_AUTO_TEST_CASE(strict_space_must_be_exactly_one_space) {
  Text t("1\t2");
  t.in.read_int("a", 0, 9);
  BOOST_TEST(error_of([&] { t.in.read_space(); }) == "line 1, column 2: expected a space, found a tab");
  Text two("1  2");
  two.in.read_int("a", 0, 9);
  two.in.read_space();
  BOOST_TEST(error_of([&] { two.in.read_int("b", 0, 9); }) ==
             "line 1, column 3: expected integer b, found a space");
  Text eol("1\n2");
  eol.in.read_int("a", 0, 9);
  BOOST_TEST(error_of([&] { eol.in.read_space(); }) ==
             "line 1, column 2: expected a space, found end of line");
}

BOOST_AUTO_TEST_CASE(strict_end_of_line_rejects_spaces_and_end_of_file) {
  Text space("1 \n");
  space.in.read_int("a", 0, 9);
  BOOST_TEST(error_of([&] { space.in.read_eoln(); }) ==
             "line 1, column 2: expected end of line, found a space");
  Text end("1");
  end.in.read_int("a", 0, 9);
  BOOST_TEST(error_of([&] { end.in.read_eoln(); }) ==
             "line 1, column 2: expected end of line, found end of file");
}

BOOST_AUTO_TEST_CASE(eol_lf_rejects_crlf_and_names_the_option) {
  Text t("1\r\n");
  t.in.read_int("a", 0, 9);
  BOOST_TEST(error_of([&] { t.in.read_eoln(); }) ==
             "line 1, column 2: expected end of line (LF), found a carriage return "
             "(CRLF line ends are accepted with --eol crlf)");
}

BOOST_AUTO_TEST_CASE(eol_crlf_accepts_crlf_and_rejects_bare_lf_or_lone_cr) {
  Text ok("1\r\n2\r\n", Strictness::strict, LineEnd::crlf);
  ok.in.read_int("a", 0, 9);
  ok.in.read_eoln();
  BOOST_TEST(ok.in.position().line == 2u);
  ok.in.read_int("b", 0, 9);
  ok.in.read_eoln();
  BOOST_TEST(error_of([&] { ok.in.read_eof(); }) == "no error");

  Text lf("1\n", Strictness::strict, LineEnd::crlf);
  lf.in.read_int("a", 0, 9);
  BOOST_TEST(error_of([&] { lf.in.read_eoln(); }) ==
             "line 1, column 2: expected end of line (CRLF), found a line feed without a "
             "carriage return (LF line ends are accepted with --eol lf)");

  Text letter("x", Strictness::strict, LineEnd::crlf);
  BOOST_TEST(error_of([&] { letter.in.read_eoln(); }) ==
             "line 1, column 1: expected end of line (CRLF), found 'x'");

  Text lone("\rx", Strictness::strict, LineEnd::crlf);
  BOOST_TEST(error_of([&] { lone.in.read_eoln(); }) ==
             "line 1, column 2: expected a line feed after the carriage return, found 'x'");
}

BOOST_AUTO_TEST_CASE(eol_any_accepts_both_line_by_line_but_not_a_lone_cr) {
  Text t("1\r\n2\n", Strictness::strict, LineEnd::any);
  t.in.read_int("a", 0, 9);
  t.in.read_eoln();
  t.in.read_int("b", 0, 9);
  t.in.read_eoln();
  BOOST_TEST(error_of([&] { t.in.read_eof(); }) == "no error");
  Text lone("\r\r\n", Strictness::strict, LineEnd::any);
  BOOST_TEST(error_of([&] { lone.in.read_eoln(); }) ==
             "line 1, column 2: expected a line feed after the carriage return, found a "
             "carriage return");
}

BOOST_AUTO_TEST_CASE(strict_end_of_file_rejects_anything_after_the_data) {
  Text newline("\n");
  BOOST_TEST(error_of([&] { newline.in.read_eof(); }) ==
             "line 1, column 1: expected end of file, found end of line");
  Text token("junk and more");
  BOOST_TEST(error_of([&] { token.in.read_eof(); }) ==
             "line 1, column 1: expected end of file, found 'junk'");
  Text nul(std::string(1, '\0'));
  BOOST_TEST(error_of([&] { nul.in.read_eof(); }) ==
             "line 1, column 1: expected end of file, found '\\x00'");
  Text empty("");
  BOOST_TEST(error_of([&] { empty.in.read_eof(); }) == "no error");
}

BOOST_AUTO_TEST_CASE(end_of_file_cuts_a_long_trailing_token) {
  Text t(std::string(1000, 'x'));
  BOOST_TEST(error_of([&] { t.in.read_eof(); }) ==
             "line 1, column 1: expected end of file, found '" + std::string(50, 'x') + "...'");
}

// ---------------------------------------------------------------- separators, lenient

BOOST_AUTO_TEST_CASE(lenient_separators_are_any_run_of_testlib_blanks) {
  Text t(" \t1 \r\n\n 2\t\r\n ", Strictness::lenient);
  BOOST_TEST(t.in.read_int("a", 0, 9) == 1);
  t.in.read_space();
  t.in.read_eoln();
  BOOST_TEST(t.in.read_int("b", 0, 9) == 2);
  BOOST_TEST(t.in.last_token_start().line == 3u);
  BOOST_TEST(t.in.last_token_start().column == 2u);
  BOOST_TEST(error_of([&] { t.in.read_eof(); }) == "no error");
}

BOOST_AUTO_TEST_CASE(vertical_tab_and_form_feed_are_token_bytes_as_in_testlib) {
  BOOST_TEST(!Scanner::is_whitespace('\v'));
  BOOST_TEST(!Scanner::is_whitespace('\f'));
  Text vt("1\v 2", Strictness::lenient);
  BOOST_TEST(error_of([&] { vt.in.read_int("a", 0, 9); }) ==
             "line 1, column 1: expected integer a, found '1\\x0B'");
  Text ff("1 2 \f", Strictness::lenient);
  ff.in.read_int("a", 0, 9);
  ff.in.read_int("b", 0, 9);
  BOOST_TEST(error_of([&] { ff.in.read_eof(); }) ==
             "line 1, column 5: expected end of file, found '\\x0C'");
  Text leading("\f1", Strictness::lenient);
  BOOST_TEST(error_of([&] { leading.in.read_int("a", 0, 9); }) ==
             "line 1, column 1: expected integer a, found '\\x0C1'");
}

BOOST_AUTO_TEST_CASE(lenient_end_of_file_still_rejects_tokens) {
  Text t("1 \n x", Strictness::lenient);
  t.in.read_int("a", 0, 9);
  BOOST_TEST(error_of([&] { t.in.read_eof(); }) ==
             "line 2, column 2: expected end of file, found 'x'");
}

BOOST_AUTO_TEST_CASE(lenient_missing_token_reports_end_of_file) {
  Text t("  \n ", Strictness::lenient);
  BOOST_TEST(error_of([&] { t.in.read_int("n", 1, 9); }) ==
             "line 2, column 2: expected integer n, found end of file");
}

// ---------------------------------------------------------------- tokens

BOOST_AUTO_TEST_CASE(strict_token_must_start_right_here) {
  Text t(" x");
  BOOST_TEST(error_of([&] { t.in.read_token("a word", 10); }) ==
             "line 1, column 1: expected a word, found a space");
  Text empty("");
  BOOST_TEST(error_of([&] { empty.in.read_token("a word", 10); }) ==
             "line 1, column 1: expected a word, found end of file");
}

BOOST_AUTO_TEST_CASE(token_stops_at_its_cap_without_reading_on) {
  Text t("abcdefgh ij");
  const Token token = t.in.read_token("a word", 5);
  BOOST_TEST(token.text == "abcde");
  BOOST_TEST(token.truncated);
  BOOST_TEST(t.in.peek() == 'f');
  BOOST_TEST(token.quoted() == "'abcde...'");
  Text exact("abcde");
  const Token whole = exact.in.read_token("a word", 5);
  BOOST_TEST(!whole.truncated);
  BOOST_TEST(whole.quoted() == "'abcde'");
}

BOOST_AUTO_TEST_CASE(token_description_names_a_byte_order_mark) {
  Text t("\xEF\xBB\xBF" "5");
  const Token token = t.in.read_token("n", 10);
  BOOST_TEST(token.described() ==
             "a UTF-8 byte order mark (bytes 0xEF 0xBB 0xBF; save the file without it)");
  Text binary("\x01\x80\xFF");
  BOOST_TEST(binary.in.read_token("n", 10).described() == "'\\x01\\x80\\xFF'");
}

BOOST_AUTO_TEST_CASE(byte_order_mark_is_skipped_only_whole_and_only_when_asked) {
  Text marked("\xEF\xBB\xBF" "21\n", Strictness::lenient);
  BOOST_TEST(marked.in.skip_utf8_bom());
  BOOST_TEST(marked.in.read_int("T", 0, 100) == 21);

  Text plain("21\n", Strictness::lenient);
  BOOST_TEST(!plain.in.skip_utf8_bom());
  BOOST_TEST(plain.in.position().column == 1u);
  BOOST_TEST(plain.in.read_int("T", 0, 100) == 21);

  Text twice("\xEF\xBB\xBF\xEF\xBB\xBF" "21", Strictness::lenient);
  BOOST_TEST(twice.in.skip_utf8_bom());
  BOOST_TEST(error_of([&] { twice.in.read_int("T", 0, 100); }) ==
             "line 1, column 4: expected integer T, found a UTF-8 byte order mark (bytes 0xEF "
             "0xBB 0xBF; save the file without it)");

  Text cut("\xEF\xBB" "21", Strictness::lenient);
  BOOST_TEST(error_of([&] { cut.in.skip_utf8_bom(); }) ==
             "line 1, column 1: expected a whole UTF-8 byte order mark (bytes 0xEF 0xBB 0xBF) "
             "or none, found its first 2 bytes then '2'");
  Text lone("\xEF", Strictness::lenient);
  BOOST_TEST(error_of([&] { lone.in.skip_utf8_bom(); }) ==
             "line 1, column 1: expected a whole UTF-8 byte order mark (bytes 0xEF 0xBB 0xBF) "
             "or none, found its first 1 byte then end of file");
}

// ---------------------------------------------------------------- integers

BOOST_AUTO_TEST_CASE(integer_must_be_decimal_digits) {
  for (const Strictness s : {Strictness::strict, Strictness::lenient}) {
    Text plus("+5", s);
    BOOST_TEST(error_of([&] { plus.in.read_integer("n"); }) ==
               "line 1, column 1: expected integer n, found '+5'");
    Text letters("5x", s);
    BOOST_TEST(error_of([&] { letters.in.read_integer("n"); }) ==
               "line 1, column 1: expected integer n, found '5x'");
    Text minus("-", s);
    BOOST_TEST(error_of([&] { minus.in.read_integer("n"); }) ==
               "line 1, column 1: expected integer n, found '-'");
    Text bom("\xEF\xBB\xBF" "5 5\n", s);
    BOOST_TEST(error_of([&] { bom.in.read_integer("n"); }) ==
               "line 1, column 1: expected integer n, found a UTF-8 byte order mark (bytes "
               "0xEF 0xBB 0xBF; save the file without it)");
    Text binary(std::string("5\x80", 2), s);
    BOOST_TEST(error_of([&] { binary.in.read_integer("n"); }) ==
               "line 1, column 1: expected integer n, found '5\\x80'");
  }
}

BOOST_AUTO_TEST_CASE(integer_rejects_leading_zeros_and_minus_zero_in_both_modes) {
  for (const Strictness s : {Strictness::strict, Strictness::lenient}) {
    Text zeros("05", s);
    BOOST_TEST(error_of([&] { zeros.in.read_integer("n"); }) ==
               "line 1, column 1: expected integer n without leading zeros or sign, found '05'");
    Text double_zero("00", s);
    BOOST_TEST(error_of([&] { double_zero.in.read_integer("n"); }) ==
               "line 1, column 1: expected integer n without leading zeros or sign, found '00'");
  }
  Text zeros("05");
  BOOST_TEST(error_of([&] { zeros.in.read_integer("n"); }) ==
             "line 1, column 1: expected integer n without leading zeros or sign, found '05'");
  Text minus_zero("-0");
  BOOST_TEST(error_of([&] { minus_zero.in.read_integer("n"); }) ==
             "line 1, column 1: expected integer n without leading zeros or sign, found '-0'");
  Text zero("0");
  BOOST_TEST(*zero.in.read_integer("n").value == 0);
  Text negative("-7");
  BOOST_TEST(*negative.in.read_integer("n").value == -7);
}

BOOST_AUTO_TEST_CASE(integer_syntax_is_testlibs_read_long) {
  BOOST_TEST((integer_syntax("0") == IntegerSyntax::ok));
  BOOST_TEST((integer_syntax("-7") == IntegerSyntax::ok));
  BOOST_TEST((integer_syntax("99999999999999999999") == IntegerSyntax::ok));  // then too big
  BOOST_TEST((integer_syntax("007") == IntegerSyntax::leading_zero));
  BOOST_TEST((integer_syntax("-0") == IntegerSyntax::leading_zero));
  BOOST_TEST((integer_syntax("-05") == IntegerSyntax::leading_zero));
  BOOST_TEST((integer_syntax("") == IntegerSyntax::not_integer));
  BOOST_TEST((integer_syntax("-") == IntegerSyntax::not_integer));
  BOOST_TEST((integer_syntax("+5") == IntegerSyntax::not_integer));
  BOOST_TEST((integer_syntax("1e3") == IntegerSyntax::not_integer));
  BOOST_TEST((integer_syntax(" 5") == IntegerSyntax::not_integer));
  BOOST_TEST(parse_integer("-9223372036854775807").value_or(0) == -INT64_MAX);
  BOOST_TEST(parse_integer("9223372036854775807").value_or(0) == INT64_MAX);
  BOOST_TEST(!parse_integer("9223372036854775808").has_value());
  BOOST_TEST(!parse_integer("0000000000000000000000042").has_value());
}

BOOST_AUTO_TEST_CASE(integer_beyond_64_bits_has_no_value) {
  Text t("123456789012345678901234567890");
  const Integer big = t.in.read_integer("n");
  BOOST_TEST(!big.value.has_value());
  BOOST_TEST(big.token.text == "123456789012345678901234567890");
  Text edge("999999999999999999");  // 18 digits: the most that always fit
  BOOST_TEST(*edge.in.read_integer("n").value == 999999999999999999);
}

BOOST_AUTO_TEST_CASE(range_error_names_value_and_bounds) {
  Text t("13");
  BOOST_TEST(error_of([&] { t.in.read_int("n", 1, 12); }) ==
             "line 1, column 1: n = 13 violates 1 <= n <= 12");
  Text low("0");
  BOOST_TEST(error_of([&] { low.in.read_int("k", 1, 4); }) ==
             "line 1, column 1: k = 0 violates 1 <= k <= 4");
  Text negative("-5");
  BOOST_TEST(error_of([&] { negative.in.read_int("k", 1, 4); }) ==
             "line 1, column 1: k = -5 violates 1 <= k <= 4");
  Text in_range("12");
  BOOST_TEST(in_range.in.read_int("n", 1, 12) == 12);
}

BOOST_AUTO_TEST_CASE(range_error_shows_huge_numbers_whole_or_cut) {
  Text thirty("123456789012345678901234567890");
  BOOST_TEST(error_of([&] { thirty.in.read_int("n", 1, 12); }) ==
             "line 1, column 1: n = 123456789012345678901234567890 violates 1 <= n <= 12");
  // A number longer than any integer is read only up to the token cap (64 bytes) and
  // shown cut to 50.
  Text endless(std::string(100000, '9'));
  BOOST_TEST(error_of([&] { endless.in.read_int("n", 1, 12); }) ==
             "line 1, column 1: n = " + std::string(50, '9') + "... violates 1 <= n <= 12");
  BOOST_TEST(endless.in.position().column == 65u);
}

BOOST_AUTO_TEST_CASE(errors_after_a_token_point_at_the_right_column) {
  Text t("12 345\n6 x\n");
  t.in.read_int("a", 0, 99);
  t.in.read_space();
  t.in.read_int("b", 0, 999);
  BOOST_TEST(t.in.last_token_start().column == 4u);
  t.in.read_eoln();
  t.in.read_int("c", 0, 9);
  t.in.read_space();
  BOOST_TEST(error_of([&] { t.in.read_int("d", 0, 9); }) ==
             "line 2, column 3: expected integer d, found 'x'");
}

BOOST_AUTO_TEST_CASE(decimal_values_are_exact_up_to_int64_max) {
  BOOST_TEST(is_decimal("007"));
  BOOST_TEST(!is_decimal(""));
  BOOST_TEST(!is_decimal("-1"));
  BOOST_TEST(!is_decimal("1e3"));
  BOOST_TEST(parse_decimal("0").value_or(-1) == 0);
  BOOST_TEST(parse_decimal("0000000000000000000000042").value_or(-1) == 42);
  BOOST_TEST(parse_decimal("9223372036854775807").value_or(-1) == INT64_MAX);
  BOOST_TEST(!parse_decimal("9223372036854775808").has_value());
  BOOST_TEST(!parse_decimal("99999999999999999999").has_value());
}

}  // namespace
}  // namespace snake
