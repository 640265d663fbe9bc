// Brute force for the stress test, written from the statement alone and sharing no code
// with the model: it reads the input text itself, keeps the snake as an explicit list of
// (row, column) pairs, and runs Dijkstra over (snake, eaten set) states in a std::map.
// A move is legal when the head stays on the board, off walls, and the snake after the
// move (head + body, the tail dropped unless the move eats) has no repeated cell.
// Cost: exponential in k and the snake length; for boards up to about 6 x 6.
#pragma once

#include <optional>
#include <string>

namespace snake::testing {

/// The minimal time to eat all food of the instance in `input_text`, or nothing.
std::optional<long long> brute_force_time(const std::string& input_text);

}  // namespace snake::testing
