// The consistency the statement guarantees of every input, one function a rule:
//   - a listed cell (snake part or food) is on the board and enterable;
//   - snake parts are distinct and each is a side-neighbour of the part before it;
//   - food items are on distinct cells, none under the initial snake.
// Each returns the message of its violation, in the statement's 1-based terms, or
// nothing. The reader (read_instance) reports them at the offending token, validate()
// for an Instance built in memory, FoodSet as exceptions: one wording
// wherever a rule is broken.
// Cost: O(number of earlier parts or items) a call.
// Tested by tests/unit/test_consistency.cpp.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "model/board.hpp"

namespace snake {

/// "`what` at (r, c) is on a wall" (or "is off the board"); `what` names the cell, e.g.
/// "snake part 3" or "food 2".
std::optional<std::string> listed_cell_problem(const Board& board, std::string_view what,
                                               CellId id);

/// Snake part number earlier.size() + 1 at `id`, after the parts `earlier` (head first):
/// "snake part 3 at (2, 2) overlaps part 1" or "... is not next to part 2 at (1, 1)".
std::optional<std::string> snake_part_problem(const Board& board,
                                              std::span<const CellId> earlier, CellId id);

/// Food number earlier.size() + 1 at `id`, after the items `earlier`:
/// "food 2 at (4, 4) is on the same cell as food 1".
std::optional<std::string> food_overlap_problem(const Board& board,
                                                std::span<const CellId> earlier, CellId id);

/// Food number `item` (1-based) at `id` against the initial snake:
/// "food 1 at (2, 1) is under snake part 2".
std::optional<std::string> food_under_snake_problem(const Board& board, std::size_t item,
                                                    std::span<const CellId> snake, CellId id);

}  // namespace snake
