// Quoting untrusted bytes, naming bytes, one-line reports: the caps of model/text.hpp.
#include <boost/test/unit_test.hpp>

#include <string>
#include <vector>

#include "model/text.hpp"

namespace snake {
namespace {

BOOST_AUTO_TEST_CASE(quote_escapes_every_byte_outside_printable_ascii) {
  BOOST_TEST(quote("abc") == "'abc'");
  BOOST_TEST(quote("it's") == "'it\\'s'");
  BOOST_TEST(quote("a\\b") == "'a\\\\b'");
  BOOST_TEST(quote(std::string("\n\r\t\0\x7F\x80\xFF", 7)) == "'\\n\\r\\t\\x00\\x7F\\x80\\xFF'");
  BOOST_TEST(quote("") == "''");
}

BOOST_AUTO_TEST_CASE(quote_cuts_after_the_cap_and_marks_it) {
  const std::string long_token(1000, 'x');
  BOOST_TEST(quote(long_token) == "'" + std::string(k_quoted_bytes, 'x') + "...'");
  BOOST_TEST(quote("abc", 2) == "'ab...'");
  BOOST_TEST(quote("abc", 50, true) == "'abc...'");  // cut before it got here
}

BOOST_AUTO_TEST_CASE(describe_byte_names_separators_and_escapes_the_rest) {
  BOOST_TEST(describe_byte(-1) == "end of file");
  BOOST_TEST(describe_byte('\n') == "end of line");
  BOOST_TEST(describe_byte(' ') == "a space");
  BOOST_TEST(describe_byte('\t') == "a tab");
  BOOST_TEST(describe_byte('\r') == "a carriage return");
  BOOST_TEST(describe_byte('x') == "'x'");
  BOOST_TEST(describe_byte(0) == "byte 0x00");
  BOOST_TEST(describe_byte(0x80) == "byte 0x80");
}

BOOST_AUTO_TEST_CASE(one_line_replaces_control_bytes_and_cuts) {
  BOOST_TEST(one_line("a\nb\tc\x7F") == "a b c ");
  BOOST_TEST(one_line(std::string(2000, 'y')) == std::string(k_line_bytes, 'y') + "...");
  BOOST_TEST(one_line("abcdef", 3) == "abc...");
}

BOOST_AUTO_TEST_CASE(markup_escaped_is_safe_in_xml_and_html) {
  BOOST_TEST(markup_escaped("<a & \"b\">\x01") == "&lt;a &amp; &quot;b&quot;&gt;.");
  BOOST_TEST(markup_escaped("line 1\n\tline 2") == "line 1\n\tline 2");
  BOOST_TEST(markup_escaped("T = 21 < 23") == "T = 21 &lt; 23");
}

BOOST_AUTO_TEST_CASE(split_gives_n_plus_one_fields_for_n_separators) {
  using Fields = std::vector<std::string>;
  BOOST_TEST((split("", ',') == Fields{}));
  BOOST_TEST((split("a", ',') == Fields{"a"}));
  BOOST_TEST((split("a,b", ',') == Fields{"a", "b"}));
  BOOST_TEST((split("a,,b,", ',') == Fields{"a", "", "b", ""}));
  BOOST_TEST((split(",", ',') == Fields{"", ""}));
  BOOST_TEST((split("x\ty z", '\t') == Fields{"x", "y z"}));
}

}  // namespace
}  // namespace snake

BOOST_AUTO_TEST_CASE(tokens_drop_empty_runs_between_any_separator) {
  BOOST_TEST(snake::tokens("").empty());
  BOOST_TEST(snake::tokens(" \t ").empty());
  BOOST_TEST((snake::tokens("  -std=c++17\t-O2  -pipe ") ==
              std::vector<std::string>{"-std=c++17", "-O2", "-pipe"}));
  BOOST_TEST((snake::tokens("a,,b,", ",") == std::vector<std::string>{"a", "b"}));
  BOOST_TEST((snake::tokens("x\n\ny z\n", "\n") == std::vector<std::string>{"x", "y z"}));
}
