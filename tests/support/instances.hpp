// Small hand-made boards shared by the unit tests, written in the input format so each
// test reads like the statement, a replay check of solver output, and printers for
// Boost.Test.
#pragma once

#include <fstream>
#include <iterator>
#include <ostream>
#include <stdexcept>
#include <string>
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

/// The bytes of a file of the repository, e.g. "data/sample/sample.in".
inline std::string repository_file(const std::string& path) {
  std::ifstream in(std::string(SNAKE_SOURCE_DIR) + "/" + path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read the fixture " + path);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

/// The statement's sample, the one fixture every test shares (data/sample/sample.in):
/// minimal time 21.
inline const std::string k_sample = repository_file("data/sample/sample.in");
/// Its jury answer (data/sample/sample.ans).
inline const std::string k_sample_answer = repository_file("data/sample/sample.ans");

inline Instance instance(std::string_view text) { return parse_instance(text); }

/// Checks (with BOOST_TEST) that a solver's move string replays legally with the model,
/// ends with the move that eats the last food and costs exactly the printed time;
/// returns whether it does.
inline bool check_replays(const Instance& level, const Solution& solution) {
  const Replay r = replay_moves(level, solution.moves);
  BOOST_TEST(!r.illegal.has_value());
  BOOST_TEST(!r.moves_after_end);
  BOOST_TEST(r.finished);
  BOOST_TEST(r.moves_played == solution.moves.size());
  BOOST_TEST(r.time == solution.time);
  return !r.illegal && !r.moves_after_end && r.finished &&
         r.moves_played == solution.moves.size() && r.time == solution.time;
}

}  // namespace snake::testing
