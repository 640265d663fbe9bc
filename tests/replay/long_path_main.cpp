// replay_long_path DIR [MOVES]: writes DIR/long.in (255 x 255, k = 8) and DIR/long.out
// (the time and a legal move string of MOVES moves, default 100,000, that eats the last
// food with its last move; tests/replay/long_path.hpp), for bench/replay.sh and the
// browser tests. Exit 0, or 1 with a message.
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>

#include "model/answer.hpp"
#include "tests/replay/long_path.hpp"

int main(int argc, char** argv) {
  if (argc < 2 || argc > 3) {
    std::cerr << "usage: replay_long_path DIR [MOVES]\n";
    return 2;
  }
  try {
    const std::string dir = argv[1];
    const snake::testing::LongPath path =
        snake::testing::long_path(argc == 3 ? std::stoi(argv[2]) : 100'000);
    std::ofstream in(dir + "/long.in", std::ios::binary);
    in << snake::format_instance(path.instance);
    std::ofstream out(dir + "/long.out", std::ios::binary);
    out << snake::format_answer(snake::Answer{true, path.time, path.moves},
                                snake::AnswerFormat::with_moves);
    in.close();
    out.close();
    if (!in || !out) {
      std::cerr << "replay_long_path: cannot write into " << dir << "\n";
      return 1;
    }
  } catch (const std::exception& e) {
    std::cerr << "replay_long_path: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
