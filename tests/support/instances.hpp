// Small hand-made boards shared by the unit tests, written in the input format so each
// test reads like the statement, a replay check of solver output, and printers for
// Boost.Test.
#pragma once

#include <ostream>
#include <string_view>

#include <boost/test/unit_test.hpp>

#include "model/game.hpp"
#include "model/instance.hpp"
#include "model/rules.hpp"
#include "model/search.hpp"

namespace snake {
/// Lets Boost.Test print obstacles in failed assertions.
inline std::ostream& operator<<(std::ostream& out, Obstacle obstacle) {
  constexpr const char* k_names[] = {"none", "edge", "wall", "body"};
  return out << k_names[static_cast<int>(obstacle)];
}
/// Lets Boost.Test print directions as their move letters.
inline std::ostream& operator<<(std::ostream& out, Direction d) { return out << letter(d); }
}  // namespace snake

namespace snake::testing {

/// The statement's sample: minimal time 21.
inline constexpr std::string_view k_sample =
    "5 5\n11011\n11011\n11011\n11011\n11411\n"
    "1 1\n2 1\n3 1\n4 1\n"
    "4\n5 5\n4 4\n2 5\n1 4\n";

inline Instance instance(std::string_view text) { return parse_instance(text); }

/// Checks (with BOOST_TEST) that a solver's move string replays legally with the model,
/// ends with the move that eats the last food and costs exactly the printed time;
/// returns whether it does.
inline bool check_replays(const Instance& level, const Solution& solution) {
  const Replay r = replay(level, solution.moves);
  BOOST_TEST(!r.illegal.has_value());
  BOOST_TEST(!r.moves_after_end);
  BOOST_TEST(r.finished);
  BOOST_TEST(r.moves_played == solution.moves.size());
  BOOST_TEST(r.time == solution.time);
  return !r.illegal && !r.moves_after_end && r.finished &&
         r.moves_played == solution.moves.size() && r.time == solution.time;
}

}  // namespace snake::testing
