// Game: an explicit replay of moves from an instance's initial state, as the checker and
// the tests run it. Holds the snake as a list of cells (head first), the eaten mask and
// the time so far; every move is judged by check_move() and applied by apply_move().
// Cost: O(l) a move, l <= k_max_length.
// Tested by tests/unit/test_game.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/instance.hpp"
#include "model/rules.hpp"

namespace snake {

class Game {
 public:
  /// The game keeps a reference to `instance`, which must outlive it.
  explicit Game(const Instance& instance);
  /// A temporary instance would dangle: `Game g(parse_instance(...))` does not compile.
  explicit Game(Instance&&) = delete;

  /// Judges a move without playing it.
  MoveCheck check(Direction d) const;
  /// Judges a move and, when legal, plays it (time and move count advance).
  MoveCheck play(Direction d);
  /// Plays `d` as the next move of a move string: nothing when it was played, else why it
  /// is rejected, 1-based and in the statement's terms: an illegal move
  /// (describe_illegal_move) or a move after the last food was eaten, where the game
  /// ended. A rejected move changes nothing.
  std::optional<std::string> play_or_explain(Direction d);
  /// Nothing once every food is eaten, else "the moves end after move N at time T with
  /// food left: food 2 at (4, 4), ...".
  std::optional<std::string> explain_unfinished() const;

  const std::vector<CellId>& snake() const { return m_snake; }
  FoodMask eaten() const { return m_eaten; }
  std::int64_t time() const { return m_time; }
  std::size_t moves_played() const { return m_moves; }
  /// The game is over once every food item is eaten.
  bool finished() const { return all_food_eaten(m_instance->food, m_eaten); }
  /// "(r, c)" of each uneaten food item, for messages: "food 2 at (1, 4), food 3 at ...".
  std::string describe_food_left() const;
  const Instance& instance() const { return *m_instance; }

 private:
  const Instance* m_instance;
  std::vector<CellId> m_snake;
  FoodMask m_eaten = 0;
  std::int64_t m_time = 0;
  std::size_t m_moves = 0;
};

/// The outcome of replaying a whole move string.
struct Replay {
  std::int64_t time = 0;         // cost of the legal moves played
  std::size_t moves_played = 0;  // legal moves played before stopping
  bool finished = false;         // every food eaten by the last move played
  std::optional<MoveCheck> illegal;  // the first illegal move, if any
  bool moves_after_end = false;  // the string went on after the last food was eaten
};

/// Replays `moves` (letters "UDLR"; anything else is a std::invalid_argument), stopping
/// at the first illegal move or at the move after the game ended.
Replay replay_moves(const Instance& instance, std::string_view moves);

}  // namespace snake
