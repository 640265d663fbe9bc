// package/portable/format.hpp, the {fmt} subset of the single-source programs, against the
// real {fmt}: every form the model, the checker and the validator use, and the edges of
// each (widths, fills, signs, bases, precision, the shortest float, a custom formatter).
// The subset defines namespace fmt itself, so it is included here inside a namespace of
// its own, after the standard headers it needs (their include guards keep them out of it).
#include <boost/test/unit_test.hpp>

#include <array>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <limits>
#include <stdexcept>
#include <string>
#include <string_view>
#include <system_error>
#include <type_traits>

namespace portable {
#include "package/portable/format.hpp"
}  // namespace portable

#include <fmt/format.h>

namespace {

struct Point {
  int row;
  int col;
};

}  // namespace

// The same formatter for both, as model/board.hpp writes snake::Cell's.
template <>
struct fmt::formatter<Point> {
  constexpr auto parse(fmt::format_parse_context& ctx) {
    if (ctx.begin() != ctx.end() && *ctx.begin() != '}') throw fmt::format_error("no spec");
    return ctx.begin();
  }
  template <typename FormatContext>
  auto format(const Point& p, FormatContext& ctx) const {
    return fmt::format_to(ctx.out(), "({}, {})", p.row, p.col);
  }
};

template <>
struct portable::fmt::formatter<Point> {
  constexpr auto parse(portable::fmt::format_parse_context& ctx) {
    if (ctx.begin() != ctx.end() && *ctx.begin() != '}') throw portable::fmt::format_error("no spec");
    return ctx.begin();
  }
  template <typename FormatContext>
  auto format(const Point& p, FormatContext& ctx) const {
    return portable::fmt::format_to(ctx.out(), "({}, {})", p.row, p.col);
  }
};

namespace {

template <typename... Args>
void same(std::string_view text, const Args&... args) {
  const std::string expected = fmt::format(fmt::runtime(text), args...);
  const std::string actual = portable::fmt::format(text, args...);
  BOOST_TEST(actual == expected, "format \"" << text << "\": {fmt} gives \"" << expected
                                              << "\", the subset \"" << actual << "\"");
}

BOOST_AUTO_TEST_CASE(plain_fields_and_escapes) {
  same("no fields");
  same("{{}} {{{}}}", 3);
  same("{} {} {}", 1, "two", std::string("three"));
  same("{}", std::string_view("view"));
  same("{}{}", 'c', true);
  same("{}", false);
}

BOOST_AUTO_TEST_CASE(integers_of_every_width_and_sign) {
  same("{} {} {} {}", std::int64_t{-9223372036854775807 - 1}, std::uint64_t{18446744073709551615u},
       std::int32_t{-2147483647 - 1}, std::size_t{0});
  same("{} {}", static_cast<unsigned char>(200), static_cast<signed char>(-5));
  same("{:02X} {:02X} {:x} {:#x} {:o} {:#o} {:b} {:#b}", static_cast<unsigned char>(0xef), 7,
       255, 255, 8, 8, 5, 5);
  same("{:+} {: } {:+} {:05} {:+05} {:05}", 3, 3, -3, 42, 42, -42);
  same("\\x{:02X}", static_cast<unsigned char>(0x80));
}

BOOST_AUTO_TEST_CASE(alignment_fill_and_dynamic_width) {
  same("[{:>3}] [{:<3}] [{:^5}] [{:>8}]", 7, 7, 7, "abc");
  same("[{:*^7}] [{:-<4}] [{:.>6}]", "mid", 1, 'x');
  same("[{:>{}}] [{:<{}}]", 12, 5, "ab", 4);
  same("[{:>{}}]", std::string("wide"), 2);  // narrower than the text
  same("[{:3}] [{:3}]", 5, "s");             // numbers right, strings left
}

BOOST_AUTO_TEST_CASE(strings_cut_by_precision) {
  same("{:.3} {:.0} {:.10}", "abcdef", "abc", "ab");
  same("[{:>6.2}]", "abcdef");
}

BOOST_AUTO_TEST_CASE(floating_point_fixed_and_shortest) {
  for (const double value : {0.0, 1.0, 0.5, 2.5714285714285716, 0.1, 1e-5, 0.0001, 123456789.0,
                             1e15, 1e16, 1.5e300, -2.25, 100.0, 0.35 * 10}) {
    same("{}", value);
    same("{:.10f}", value);
    same("{:.3f}", value);
  }
  same("{:.2e} {:g}", 1234.5, 0.0001234);
  same("{:8.3f}|{:<8.1f}|{:+.1f}", 3.14159, 2.0, 1.0);
}

BOOST_AUTO_TEST_CASE(custom_formatter_reads_its_own_spec) {
  same("{} and {}", Point{1, 2}, Point{15, 15});
  BOOST_CHECK_THROW(portable::fmt::format("{:>8}", Point{1, 2}), portable::fmt::format_error);
  std::string out = "start ";
  portable::fmt::format_to(std::back_inserter(out), "{}-{}", 1, Point{3, 4});
  BOOST_TEST(out == "start 1-(3, 4)");
}

BOOST_AUTO_TEST_CASE(misuse_is_a_format_error) {
  BOOST_CHECK_THROW(portable::fmt::format("{}"), portable::fmt::format_error);
  BOOST_CHECK_THROW(portable::fmt::format("{0}", 1), portable::fmt::format_error);
  BOOST_CHECK_THROW(portable::fmt::format("{:q}", 1), portable::fmt::format_error);
  BOOST_CHECK_THROW(portable::fmt::format("}", 1), portable::fmt::format_error);
  BOOST_CHECK_THROW(portable::fmt::format("{:>{}}", 1, "not a width"), portable::fmt::format_error);
}

}  // namespace
