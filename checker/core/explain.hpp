// Board pictures for --explain: the state of a game at the moment a move was rejected,
// as plain text a judge can show the contestant. Two panels side by side: the weights
// (digits, '#' for walls) and the pieces ('@' the head, 2.. the body parts in order,
// "fK" uneaten food K, '#' walls, '.' free cells); rows and columns numbered 1-based as
// in the statement. Cost: O(n m) characters.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "model/instance.hpp"

namespace snake::checker {

/// The picture of `snake` (head first) with the food not in `eaten`, under a title line.
std::string render_state(const Instance& instance, std::span<const CellId> snake,
                         FoodMask eaten, std::string_view title);

}  // namespace snake::checker
