// judge/text.hpp: text for the terminal, XML text and valid UTF-8 for any bytes; figures
// and signal names as reports print them.
#include <boost/test/unit_test.hpp>

#include <csignal>
#include <string>

#include "judge/text.hpp"

namespace snake::judge {
namespace {

BOOST_AUTO_TEST_CASE(empty_and_plain_text_pass_unchanged) {
  BOOST_TEST(valid_utf8("") == "");
  BOOST_TEST(printable("") == "");
  BOOST_TEST(printable("T = 21: 15 moves 'x' \"y\"") == "T = 21: 15 moves 'x' \"y\"");
  BOOST_TEST(xml_text("plain") == "plain");
}

BOOST_AUTO_TEST_CASE(terminal_text_quotes_anything_with_a_control_byte) {
  BOOST_TEST(printable("0\n1") == "'0\\n1'");  // a line end cannot make a fake line
  BOOST_TEST(printable("\x1b[2Jhi") == "'\\x1B[2Jhi'");
  BOOST_TEST(printable("tab\there") == "'tab\\there'");
  BOOST_TEST(printable(std::string("nul\0", 4)) == "'nul\\x00'");
  BOOST_TEST(printable("\x7f") == "'\\x7F'");
  BOOST_TEST(printable("\xC3\xA9") == "'\\xC3\\xA9'");
  BOOST_TEST(first_lines("ok\n\x1b]0;title\x07\n", 5, true) == "ok\n'\\x1B]0;title\\x07'\n");
}

BOOST_AUTO_TEST_CASE(valid_utf8_sequences_are_kept) {
  const std::string text = "\xC3\xA9 \xE8\x9B\x87 \xF0\x9F\x90\x8D";  // é 蛇 🐍
  BOOST_TEST(valid_utf8(text) == text);
}

BOOST_AUTO_TEST_CASE(each_invalid_byte_becomes_one_replacement_character) {
  const std::string r = "\xEF\xBF\xBD";
  BOOST_TEST(valid_utf8("\x80") == r);                          // a lone continuation byte
  BOOST_TEST(valid_utf8("a\xC3") == "a" + r);                   // cut at the end
  BOOST_TEST(valid_utf8("\xC0\xAF") == r + r);                  // overlong '/'
  BOOST_TEST(valid_utf8("\xE0\x80\xAF") == r + r + r);          // overlong, three bytes
  BOOST_TEST(valid_utf8("\xED\xA0\x80") == r + r + r);          // a surrogate
  BOOST_TEST(valid_utf8("\xF4\x90\x80\x80") == r + r + r + r);  // above U+10FFFF
  BOOST_TEST(valid_utf8("\xFF") == r);
}

BOOST_AUTO_TEST_CASE(xml_escapes_markup_and_hides_control_bytes) {
  BOOST_TEST(xml_text("a < b & c > \"d\"") == "a &lt; b &amp; c &gt; &quot;d&quot;");
  BOOST_TEST(xml_text("line\nend\x01") == "line\nend.");  // a line feed is valid XML
  BOOST_TEST(xml_text("\x80") == "\xEF\xBF\xBD");
}

BOOST_AUTO_TEST_CASE(figures_have_fixed_decimals) {
  BOOST_TEST(seconds(0) == "0.00");
  BOOST_TEST(seconds(1234) == "1.23");
  BOOST_TEST(seconds(60000) == "60.00");
  BOOST_TEST(mebibytes(0) == "0.0");
  BOOST_TEST(mebibytes(3900) == "3.8");
  BOOST_TEST(mebibytes(262144) == "256.0");
}

BOOST_AUTO_TEST_CASE(points_and_limits_drop_trailing_zeros) {
  BOOST_TEST(points(0) == "0");
  BOOST_TEST(points(18) == "18");
  BOOST_TEST(points(2.5) == "2.5");
  BOOST_TEST(points(18.0 * 6 / 7) == "15.43");
  BOOST_TEST(points(99.999) == "100");
  BOOST_TEST(points(-0.0001) == "0");
  BOOST_TEST(limit_seconds(1) == "1");
  BOOST_TEST(limit_seconds(0.5) == "0.5");
  BOOST_TEST(limit_seconds(2.25) == "2.25");
}

BOOST_AUTO_TEST_CASE(signals_are_named_with_their_description) {
  BOOST_TEST(signal_name(SIGSEGV) == "SIGSEGV (Segmentation fault)");
  BOOST_TEST(signal_name(SIGABRT) == "SIGABRT (Aborted)");
  BOOST_TEST(signal_name(SIGXCPU) == "SIGXCPU (CPU time limit exceeded)");
  BOOST_TEST(signal_name(0) == "signal 0");
  BOOST_TEST(signal_name(1000) == "signal 1000");
}

BOOST_AUTO_TEST_CASE(first_lines_cuts_long_texts_and_says_how_much) {
  BOOST_TEST(first_lines("", 3) == "");
  BOOST_TEST(first_lines("a\nb", 3) == "a\nb\n");
  BOOST_TEST(first_lines("a\nb\nc\nd\n", 2) == "a\nb\n(2 more lines)\n");
  BOOST_TEST(first_lines("a\nb\nc", 2) == "a\nb\n(1 more line)\n");
  BOOST_TEST(first_lines(std::string(400, 'x'), 1) == std::string(300, 'x') + "\n");
}

}  // namespace
}  // namespace snake::judge
