#include "model/instance.hpp"

#include <algorithm>
#include <sstream>

#include <fmt/format.h>

#include "model/text.hpp"

namespace snake {

namespace {

// Consistency errors point at the cell's last token (its column), where it became known.
// Reads "r c" of one listed cell (snake part or food) and checks it is on the board and
// enterable; `what` names it in messages ("snake part 3", "food 2").
CellId read_listed_cell(Scanner& in, const Board& board, const std::string& what) {
  const auto row = static_cast<int>(
      in.read_int(fmt::format("row of {}", what), 1, board.rows()));
  in.read_space();
  const auto col = static_cast<int>(
      in.read_int(fmt::format("column of {}", what), 1, board.cols()));
  const CellId id = board.id(Cell{row, col});
  if (!board.is_enterable(id)) {
    Scanner::fail(in.last_token_start(),
                  fmt::format("{} at {} is on a wall", what, Cell{row, col}));
  }
  return id;
}

std::vector<CellId> read_snake(Scanner& in, const Board& board) {
  std::vector<CellId> snake;
  for (std::size_t part = 1; part <= k_start_length; ++part) {
    const std::string what = fmt::format("snake part {}", part);
    const CellId id = read_listed_cell(in, board, what);
    const Position where = in.last_token_start();
    const auto same = std::find(snake.begin(), snake.end(), id);
    if (same != snake.end()) {
      Scanner::fail(where, fmt::format("{} at {} overlaps part {}", what, board.cell(id),
                                       same - snake.begin() + 1));
    }
    if (!snake.empty() && !board.are_side_neighbours(snake.back(), id)) {
      Scanner::fail(where, fmt::format("{} at {} is not next to part {} at {}", what,
                                       board.cell(id), part - 1, board.cell(snake.back())));
    }
    snake.push_back(id);
    in.read_eoln();
  }
  return snake;
}

std::vector<CellId> read_food(Scanner& in, const Board& board,
                              const std::vector<CellId>& snake, const Limits& limits) {
  const auto k = in.read_int("k", 1, limits.max_food, limits.food_hint);
  in.read_eoln();
  std::vector<CellId> food;
  for (std::int64_t item = 1; item <= k; ++item) {
    const std::string what = fmt::format("food {}", item);
    const CellId id = read_listed_cell(in, board, what);
    const Position where = in.last_token_start();
    const auto same = std::find(food.begin(), food.end(), id);
    if (same != food.end()) {
      Scanner::fail(where, fmt::format("{} at {} is on the same cell as food {}", what,
                                       board.cell(id), same - food.begin() + 1));
    }
    const auto under = std::find(snake.begin(), snake.end(), id);
    if (under != snake.end()) {
      Scanner::fail(where, fmt::format("{} at {} is under snake part {}", what,
                                       board.cell(id), under - snake.begin() + 1));
    }
    food.push_back(id);
    in.read_eoln();
  }
  return food;
}

}  // namespace

Instance read_instance(Scanner& in, const Limits& limits) {
  const auto n = static_cast<int>(in.read_int("n", 1, limits.max_side, limits.side_hint));
  in.read_space();
  const auto m = static_cast<int>(in.read_int("m", 1, limits.max_side, limits.side_hint));
  // Blamed on m, the value that completed the product (lenient mode may have skipped
  // whitespace before it, so the token's own start, not the position before it).
  if (std::int64_t{n} * m > limits.max_cells) {
    Scanner::fail(in.last_token_start(), range_violation("n * m", std::to_string(n * m), 1,
                                                         limits.max_cells, limits.cells_hint));
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
