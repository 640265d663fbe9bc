// ShapeTable: the counts of self-avoiding shapes, ranks and codes as inverse functions,
// and EVERY move row re-judged with check_move() on an open board: for each shape of each
// stored length and each direction, the row says legal exactly when check_move does, and
// the successor rank it names is the rank of the snake apply_move() produces. Tables made
// now and the ones made at first use and kept (ShapeTable::shared), for every length a
// search can ask for; the symmetries they were generated with are checked by this too.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <span>
#include <vector>

#include "model/rules.hpp"
#include "model/shape_table.hpp"

namespace snake {
namespace {

// A board far larger than any snake, weight 1 everywhere, with food on the four cells
// around the centre, where every judged snake has its head.
struct Field {
  static constexpr int k_side = 31;
  Board board{k_side, k_side, std::vector<std::uint8_t>(k_side * k_side, 1)};
  CellId centre = board.id({16, 16});
  FoodSet food{board,
               {board.neighbour(centre, Direction::up), board.neighbour(centre, Direction::down),
                board.neighbour(centre, Direction::left),
                board.neighbour(centre, Direction::right)}};
};

// The snake of a shape with its head on `head`, head first, written with the board's
// own neighbour relation (independently of the table's construction).
std::vector<CellId> snake_of(const Board& board, ShapeCode code, std::size_t length,
                             CellId head) {
  std::vector<CellId> cells{head};
  CellId neck = board.neighbour(head, opposite(shape_digit(code, 0)));
  cells.push_back(neck);
  for (std::size_t i = 2; i < length; ++i) {
    cells.push_back(board.neighbour(cells.back(), shape_digit(code, i - 1)));
  }
  return cells;
}

// The shape code of an explicit snake, seen from its neck.
ShapeCode code_of(const Board& board, const std::vector<CellId>& snake) {
  const auto direction = [&](CellId from, CellId to) {
    for (const Direction d : k_directions) {
      if (board.neighbour(from, d) == to) return index_of(d);
    }
    BOOST_FAIL("parts are not side-neighbours");
    return 0u;
  };
  ShapeCode code = direction(snake[1], snake[0]);
  for (std::size_t i = 1; i + 1 < snake.size(); ++i) {
    code |= ShapeCode{direction(snake[i], snake[i + 1])} << (2 * i);
  }
  return code;
}

bool self_avoiding(std::vector<CellId> cells) {
  std::sort(cells.begin(), cells.end());
  return std::adjacent_find(cells.begin(), cells.end()) == cells.end();
}

BOOST_AUTO_TEST_CASE(counts_are_the_self_avoiding_walks) {
  // OEIS A001411: self-avoiding walks of n steps on the square lattice, n = l - 1.
  const std::array<std::uint32_t, 10> walks{4, 12, 36, 100, 284, 780, 2172, 5916, 16268, 44100};
  const ShapeTable table(11);
  for (std::size_t length = 2; length <= 11; ++length) {
    BOOST_TEST(table.count(length) == walks[length - 2], "length " << length);
  }
}

BOOST_AUTO_TEST_CASE(only_the_lengths_a_search_can_store_are_accepted) {
  BOOST_CHECK_THROW(ShapeTable(3), std::invalid_argument);
  BOOST_CHECK_THROW(ShapeTable(12), std::invalid_argument);
  BOOST_CHECK_THROW(ShapeTable::shared(12), std::invalid_argument);
  BOOST_TEST(ShapeTable(4).longest_stored() == 4u);
}

BOOST_AUTO_TEST_CASE(rank_inverts_code_and_rejects_every_other_code) {
  const ShapeTable table(8);
  const Field field;
  for (std::size_t length = 2; length <= 8; ++length) {
    for (std::uint32_t r = 0; r < table.count(length); ++r) {
      BOOST_REQUIRE(table.rank(length, table.code(length, r)) == r);
    }
    // Every code of length - 1 digits: ranked exactly when its snake is self-avoiding.
    std::uint32_t ranked = 0;
    for (ShapeCode code = 0; code < (ShapeCode{1} << (2 * (length - 1))); ++code) {
      const bool avoiding = self_avoiding(snake_of(field.board, code, length, field.centre));
      BOOST_REQUIRE_MESSAGE(table.rank(length, code).has_value() == avoiding,
                            "length " << length << " code " << code);
      ranked += avoiding;
    }
    BOOST_TEST(ranked == table.count(length));
  }
  BOOST_TEST(!table.rank(4, 1u << 6).has_value());  // a digit too many
}

// Every row of every stored length, each direction judged by check_move with food
// (eating) and without (plain).
void check_every_row(const ShapeTable& table) {
  const Field field;
  std::size_t judged = 0;
  for (std::size_t length = ShapeTable::k_shortest; length <= table.longest_stored(); ++length) {
    for (std::uint32_t r = 0; r < table.count(length); ++r) {
      const ShapeCode code = table.code(length, r);
      const ShapeMoves row = table.moves(length, r);
      const auto snake = snake_of(field.board, code, length, field.centre);
      BOOST_REQUIRE(shape_moves::head(row) == shape_digit(code, 0));
      BOOST_REQUIRE(shape_moves::tail(row) == shape_digit(code, length - 2));
      // What the search's sweep relies on: at most three plain moves, the j-th of them
      // (by direction) in slot j of its successors' group.
      const unsigned plain = shape_moves::plain(row);
      BOOST_REQUIRE(std::popcount(plain) <= 3);
      for (unsigned d = 0; d < 4; ++d) {
        if ((plain >> d) & 1u) {
          BOOST_REQUIRE(shape_moves::slot(shape_moves::plain_slots(row), d) ==
                        static_cast<unsigned>(std::popcount(plain & ((1u << d) - 1))));
        }
      }
      for (const Direction d : k_directions) {
        const unsigned bit = 1u << index_of(d);
        for (const bool eating : {false, true}) {
          const FoodMask eaten = eating ? 0 : field.food.all();
          const MoveCheck move = check_move(field.board, field.food, snake, eaten, d);
          const unsigned allowed = eating ? shape_moves::eating(row) : shape_moves::plain(row);
          BOOST_REQUIRE_MESSAGE(move.legal() == ((allowed & bit) != 0),
                                "length " << length << " rank " << r << " direction "
                                          << letter(d) << (eating ? " eating" : " plain"));
          ++judged;
          if (!move.legal() || (eating && length == table.longest_stored())) continue;
          std::vector<CellId> next = snake;
          FoodMask after = eaten;
          apply_move(next, after, move);
          const std::size_t next_length = length_after(length, move.eats());
          BOOST_REQUIRE(next.size() == next_length);
          const std::uint32_t base =
              eating ? shape_moves::eating_base(row) : shape_moves::plain_base(row);
          const unsigned slots =
              eating ? shape_moves::eating_slots(row) : shape_moves::plain_slots(row);
          const std::uint32_t named = base + shape_moves::slot(slots, index_of(d));
          BOOST_REQUIRE_MESSAGE(table.rank(next_length, code_of(field.board, next)) == named,
                                "length " << length << " rank " << r << " direction "
                                          << letter(d));
        }
      }
    }
  }
  std::size_t shapes = 0;
  for (std::size_t length = ShapeTable::k_shortest; length <= table.longest_stored(); ++length) {
    shapes += table.count(length);
  }
  BOOST_TEST(judged == 8u * shapes);
}

BOOST_AUTO_TEST_CASE(every_row_agrees_with_check_move_up_to_eight_items) {
  check_every_row(ShapeTable(11));
}

BOOST_AUTO_TEST_CASE(every_shared_row_agrees_with_check_move_for_every_food_count) {
  // What a search with k items asks for: snakes of up to 3 + k parts (at least 4).
  for (std::size_t longest = ShapeTable::k_shortest; longest < ShapeTable::k_longest; ++longest) {
    BOOST_TEST_CONTEXT("longest " << longest) { check_every_row(ShapeTable::shared(longest)); }
  }
}

BOOST_AUTO_TEST_CASE(shared_tables_are_made_once_and_kept) {
  const ShapeTable& first = ShapeTable::shared(7);
  BOOST_TEST(&ShapeTable::shared(7) == &first);
  BOOST_TEST(first.longest_stored() == 7u);
  BOOST_TEST(&ShapeTable::shared(8) != &first);
  // The same tables as a fresh generation.
  const ShapeTable fresh(7);
  for (std::size_t length = ShapeTable::k_shortest; length <= 7; ++length) {
    BOOST_REQUIRE(fresh.count(length) == first.count(length));
    for (std::uint32_t r = 0; r < fresh.count(length); ++r) {
      BOOST_REQUIRE(fresh.code(length, r) == first.code(length, r));
      BOOST_REQUIRE(fresh.moves(length, r) == first.moves(length, r));
    }
  }
}

BOOST_AUTO_TEST_CASE(tables_are_small) {
  BOOST_TEST(ShapeTable(7).bytes() < 64u * 1024);
  BOOST_TEST(ShapeTable(11).bytes() < 2u * 1024 * 1024);
}

}  // namespace
}  // namespace snake
