// The output format of the statement: either "No solution." or the minimal time T and,
// in the special-judge version, a line with the moves over "UDLR".
#pragma once

#include <string>
#include <string_view>

#include "model/search.hpp"

namespace snake {

inline constexpr std::string_view k_no_solution = "No solution.";

enum class AnswerFormat { with_moves, time_only };

/// The solver's output for `solution`, each line ending in '\n'.
std::string format_answer(const Solution& solution, AnswerFormat format);

}  // namespace snake
