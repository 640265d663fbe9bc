#include "model/answer.hpp"

#include <fmt/format.h>

namespace snake {

std::string format_answer(const Solution& solution, AnswerFormat format) {
  if (!solution.solvable) return fmt::format("{}\n", k_no_solution);
  if (format == AnswerFormat::time_only) return fmt::format("{}\n", solution.time);
  return fmt::format("{}\n{}\n", solution.time, solution.moves);
}

}  // namespace snake
