// The reachable state space of an instance: every (snake, eaten mask) the game can be in
// after some sequence of legal moves from the initial state, counted by breadth-first
// search with the model's rules (check_move, apply_move). A state that has eaten every
// item is counted but not expanded: the game ends there. It measures how much work a
// search that explores everything it can reach (SPFA, a full BFS) must do on the
// instance; the test selection uses it to find the boards of largest state space.
// Cost: O(states * length) time, about 16 bytes a state; `max_states` caps both.
// Tested by tests/package/test_selection.cpp.
#pragma once

#include <cstdint>

#include "model/instance.hpp"

namespace snake {

struct ReachableStates {
  std::uint64_t states = 0;        // distinct states reached, the initial one included
  std::uint64_t final_states = 0;  // of them, those that have eaten every item
  bool complete = true;            // false when the count stopped at max_states
};

/// Counts the states reachable from the initial state of `instance`.
ReachableStates count_reachable_states(const Instance& instance,
                                       std::uint64_t max_states = std::uint64_t{1} << 26);

}  // namespace snake
