// chamber: a 2 x --room-width room in the top rows, reached from the open lower part of
// the board through a width-1 corridor under its left column; walls everywhere else up
// there. in-room: the snake lies coiled in the 2 x 2 room, head not at the exit, and can
// only leave by moving its head into the cell its tail vacates. in-corridor: the snake's
// head is at the room and the way out is behind it, so it must turn around inside the
// room, which a 2 x 2 room allows only to a snake of length 4 (growing first blocks the
// turn).
#include <array>

#include <fmt/format.h>

#include "generator/families/list.hpp"
#include "generator/placement.hpp"

namespace snake {

namespace {

constexpr std::string_view k_name = "chamber";

Instance make_chamber(Random& random, const GeneratorParams& p) {
  const int w = p.room_width;
  const int closed_rows = 2 + p.corridor;  // rows 1..closed_rows: room, corridor, walls
  require(p.corridor >= 1 && w >= 2, k_name,
          fmt::format("needs --corridor >= 1 and --room-width >= 2, got {} and {}", p.corridor, w));
  require(
      p.rows >= closed_rows + 2 && p.cols >= w, k_name,
      fmt::format("needs at least corridor + 4 = {} rows and room-width = {} columns, got {} x {}",
                  closed_rows + 2, w, p.rows, p.cols));
  const bool in_room = p.snake_start == SnakeStart::in_room;
  require(!in_room || (w == 2 && p.room_food == 0), k_name,
          "--snake in-room needs --room-width 2 and --room-food 0 (the snake fills the room)");
  require(in_room || p.rows >= 6, k_name, "--snake in-corridor needs at least 6 rows");
  require(
      p.room_food >= 0 && p.room_food <= p.food && p.room_food <= 2 * w - 1, k_name,
      fmt::format("needs 0 <= --room-food <= min(--food, 2 room-width - 1), got {}", p.room_food));
  Canvas canvas(p.rows, p.cols);
  fill_weights(random, canvas, p);
  const int c0 = 1 + draw(random, 0, p.cols - w);  // the room is columns c0..c0 + w - 1
  for (int r = 1; r <= closed_rows; ++r) {
    for (int c = 1; c <= p.cols; ++c) {
      const bool room = r <= 2 && c0 <= c && c < c0 + w;
      const bool corridor = r > 2 && c == c0;
      if (!room && !corridor) canvas.board.set_weight(canvas.at(r, c), 0);
    }
  }
  if (in_room) {
    // The room's cycle starting at the exit cell (2, c0): exit, up, right, down.
    const std::array<CellId, 4> cycle{canvas.at(2, c0), canvas.at(1, c0), canvas.at(1, c0 + 1),
                                      canvas.at(2, c0 + 1)};
    const int head = draw(random, 1, 3);         // never at the exit
    const int step = random.chance(50) ? 1 : 3;  // walk the cycle either way from the head
    for (int i = 0; i < 4; ++i) {
      canvas.snake.push_back(cycle[static_cast<std::size_t>((head + i * step) % 4)]);
    }
  } else {
    for (int r = 3; r <= 6; ++r) canvas.snake.push_back(canvas.at(r, c0));
  }
  place_food(random, canvas, p.room_food, FoodPlace::random,
             [&](CellId id) { return canvas.row(id) <= 2; });
  place_food(random, canvas, p.food - p.room_food, *p.food_place,
             [&](CellId id) { return canvas.row(id) > closed_rows; });
  return canvas.build();
}

}  // namespace

Family chamber_family() {
  return {.name = k_name,
          .summary = "a 2 x --room-width room behind a width-1 corridor; --snake in-room: coiled "
                     "in a 2 x 2 room, it leaves through its own tail cell; in-corridor: it must "
                     "turn around in the room",
          .options = {"rows", "cols", "food", "min-weight", "max-weight", "food-place",
                      "corridor", "room-width", "room-food", "snake"},
          .default_rows = 8,
          .default_cols = 8,
          .default_food = 2,
          .default_walls = 0,
          .default_food_place = FoodPlace::far,
          .make = make_chamber};
}

}  // namespace snake
