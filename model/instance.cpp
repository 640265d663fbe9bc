#include "model/instance.hpp"

#include <algorithm>
#include <sstream>

#include <fmt/format.h>

#include "model/consistency.hpp"
#include "model/text.hpp"

namespace snake {

namespace {

// Reads "r c" of one listed cell (snake part or food), in range, and checks it is on the
// board and enterable; `what` names it in messages ("snake part 3", "food 2"). Problems
// found once the cell is known point at its last token (its column).
CellId read_listed_cell(Scanner& in, const Board& board, const std::string& what) {
  const auto row = static_cast<int>(
      in.read_int(fmt::format("row of {}", what), 1, board.rows()));
  in.read_space();
  const auto col = static_cast<int>(
      in.read_int(fmt::format("column of {}", what), 1, board.cols()));
  const CellId id = board.id(Cell{row, col});
  if (auto problem = listed_cell_problem(board, what, id)) {
    Scanner::fail(in.last_token_start(), std::move(*problem));
  }
  return id;
}

// An integer named `name` in 1..hi, one of the Limits: a LimitError when outside.
std::int64_t read_limited(Scanner& in, std::string_view name, std::int64_t hi, Limit limit) {
  const Integer n = in.read_integer(name);
  if (!n.value || *n.value < 1 || *n.value > hi) {
    throw LimitError(n.token.start, range_violation(name, n.shown(), 1, hi), limit);
  }
  return *n.value;
}

std::vector<CellId> read_snake(Scanner& in, const Board& board) {
  std::vector<CellId> snake;
  for (std::size_t part = 1; part <= k_start_length; ++part) {
    const CellId id = read_listed_cell(in, board, fmt::format("snake part {}", part));
    if (auto problem = snake_part_problem(board, snake, id)) {
      Scanner::fail(in.last_token_start(), std::move(*problem));
    }
    snake.push_back(id);
    in.read_eoln();
  }
  return snake;
}

std::vector<CellId> read_food(Scanner& in, const Board& board,
                              const std::vector<CellId>& snake, const Limits& limits) {
  const auto k = read_limited(in, "k", limits.max_food, Limit::food);
  in.read_eoln();
  std::vector<CellId> food;
  for (std::size_t item = 1; item <= static_cast<std::size_t>(k); ++item) {
    const CellId id = read_listed_cell(in, board, fmt::format("food {}", item));
    auto problem = food_overlap_problem(board, food, id);
    if (!problem) problem = food_under_snake_problem(board, item, snake, id);
    if (problem) Scanner::fail(in.last_token_start(), std::move(*problem));
    food.push_back(id);
    in.read_eoln();
  }
  return food;
}

// The message when n * m exceeds the limit, or nothing.
std::optional<std::string> cells_problem(int n, int m, const Limits& limits) {
  const std::int64_t cells = std::int64_t{n} * m;
  if (cells <= limits.max_cells) return std::nullopt;
  return range_violation("n * m", std::to_string(cells), 1, limits.max_cells);
}

}  // namespace

Instance read_instance(Scanner& in, const Limits& limits) {
  const auto n = static_cast<int>(read_limited(in, "n", limits.max_side, Limit::side));
  in.read_space();
  const auto m = static_cast<int>(read_limited(in, "m", limits.max_side, Limit::side));
  // Blamed on m, the value that completed the product (lenient mode may have skipped
  // whitespace before it, so the token's own start, not the position before it).
  if (auto problem = cells_problem(n, m, limits)) {
    throw LimitError(in.last_token_start(), std::move(*problem), Limit::cells);
  }
  in.read_eoln();

  std::vector<std::uint8_t> weights;
  weights.reserve(static_cast<std::size_t>(n * m));
  for (int row = 1; row <= n; ++row) {
    const Token line = in.read_token(fmt::format("row {} of the grid", row),
                                     static_cast<std::size_t>(m) + 1);
    for (std::size_t i = 0; i < line.text.size(); ++i) {
      const char c = line.text[i];
      if (c < '0' || c > '8') {
        Position where = line.start;
        where.column += i;
        Scanner::fail(where, fmt::format("expected a digit 0..8, found {}",
                                         describe_byte(static_cast<unsigned char>(c))));
      }
      if (i == static_cast<std::size_t>(m)) {
        Position where = line.start;
        where.column += i;
        Scanner::fail(where, fmt::format("row {} has more than m = {} digits", row, m));
      }
      weights.push_back(static_cast<std::uint8_t>(c - '0'));
    }
    if (line.text.size() < static_cast<std::size_t>(m)) {
      Position where = line.start;
      where.column += line.text.size();
      Scanner::fail(where, fmt::format("row {} is {} digit{} long, expected m = {}", row,
                                       line.text.size(), line.text.size() == 1 ? "" : "s",
                                       m));
    }
    in.read_eoln();
  }
  Board board(n, m, weights);
  std::vector<CellId> snake = read_snake(in, board);
  std::vector<CellId> food = read_food(in, board, snake, limits);
  in.read_eof();
  FoodSet food_set(board, std::move(food));
  return Instance{std::move(board), std::move(snake), std::move(food_set)};
}

void validate(const Instance& instance, const Limits& limits) {
  const Board& board = instance.board;
  const auto limited = [](std::string_view name, std::int64_t value, std::int64_t hi,
                          Limit limit) {
    if (value < 1 || value > hi) {
      throw InvalidInstance(range_violation(name, std::to_string(value), 1, hi), limit);
    }
  };
  limited("n", board.rows(), limits.max_side, Limit::side);
  limited("m", board.cols(), limits.max_side, Limit::side);
  if (auto problem = cells_problem(board.rows(), board.cols(), limits)) {
    throw InvalidInstance(*problem, Limit::cells);
  }
  if (instance.snake.size() != k_start_length) {
    throw InvalidInstance(fmt::format("the snake has {} parts, not {}", instance.snake.size(),
                                      k_start_length));
  }
  const std::span<const CellId> snake(instance.snake);
  for (std::size_t part = 0; part < snake.size(); ++part) {
    auto problem = listed_cell_problem(board, fmt::format("snake part {}", part + 1), snake[part]);
    if (!problem) problem = snake_part_problem(board, snake.first(part), snake[part]);
    if (problem) throw InvalidInstance(*problem);
  }
  const std::span<const CellId> food(instance.food.cells());
  limited("k", static_cast<std::int64_t>(food.size()), limits.max_food, Limit::food);
  for (std::size_t item = 0; item < food.size(); ++item) {
    auto problem = listed_cell_problem(board, fmt::format("food {}", item + 1), food[item]);
    if (!problem) problem = food_overlap_problem(board, food.first(item), food[item]);
    if (!problem) problem = food_under_snake_problem(board, item + 1, snake, food[item]);
    if (problem) throw InvalidInstance(*problem);
  }
}

Instance parse_instance(std::string_view text, Strictness strictness, const Limits& limits) {
  std::istringstream stream{std::string(text)};
  Scanner in(stream, strictness);
  return read_instance(in, limits);
}

std::string format_instance(const Instance& instance) {
  const Board& board = instance.board;
  std::string out = fmt::format("{} {}\n", board.rows(), board.cols());
  for (int r = 1; r <= board.rows(); ++r) {
    for (int c = 1; c <= board.cols(); ++c) {
      out += static_cast<char>('0' + board.weight(board.id(Cell{r, c})));
    }
    out += '\n';
  }
  const auto add_cell = [&](CellId id) {
    const Cell c = board.cell(id);
    out += fmt::format("{} {}\n", c.row, c.col);
  };
  for (const CellId id : instance.snake) add_cell(id);
  out += fmt::format("{}\n", instance.food.size());
  for (const CellId id : instance.food.cells()) add_cell(id);
  return out;
}

}  // namespace snake
