#include "checker/core/explain.hpp"

#include <algorithm>
#include <vector>

#include <fmt/format.h>

namespace snake::checker {

namespace {

// One panel: a header of column numbers, then one line per row, every cell right-aligned
// in `width` characters.
template <typename CellText>
std::vector<std::string> panel(const Board& board, int width, CellText cell_text) {
  std::vector<std::string> lines;
  std::string header(4, ' ');
  for (int c = 1; c <= board.cols(); ++c) header += fmt::format("{:>{}}", c, width);
  lines.push_back(std::move(header));
  for (int r = 1; r <= board.rows(); ++r) {
    std::string line = fmt::format("{:>3} ", r);
    for (int c = 1; c <= board.cols(); ++c) {
      line += fmt::format("{:>{}}", cell_text(board.id(Cell{r, c})), width);
    }
    lines.push_back(std::move(line));
  }
  return lines;
}

}  // namespace

std::string render_state(const Instance& instance, std::span<const CellId> snake,
                         FoodMask eaten, std::string_view title) {
  const Board& board = instance.board;
  const int width = board.cols() >= 100 ? 4 : 3;
  const auto weights = panel(board, width, [&](CellId id) -> std::string {
    return board.is_enterable(id) ? std::to_string(board.weight(id)) : "#";
  });
  const auto pieces = panel(board, width, [&](CellId id) -> std::string {
    const auto part = std::find(snake.begin(), snake.end(), id);
    if (part == snake.begin()) return "@";
    if (part != snake.end()) return std::to_string(part - snake.begin() + 1);
    const int food = instance.food.index_at(id);
    if (food >= 0 && ((eaten >> food) & 1u) == 0) return fmt::format("f{}", food + 1);
    return board.is_enterable(id) ? "." : "#";
  });
  const std::size_t left = std::max<std::size_t>(weights.front().size(), 20) + 4;
  std::string out = fmt::format("{}\n{:<{}}{}\n", title, "weights (# wall)", left,
                                "snake (@ head, 2.. body parts), uneaten food fK");
  for (std::size_t i = 0; i < weights.size(); ++i) {
    out += fmt::format("{:<{}}{}\n", weights[i], left, pieces[i]);
  }
  return out;
}

}  // namespace snake::checker
