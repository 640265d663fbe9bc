// bench_shape_tables [REPEATS]: how long making the shape tables takes (ShapeTable,
// model/shape_table.hpp), which every search does once per process on first use, for
// the longest snake of each food count k = 1..8 (4..11 parts). Prints, per length, the
// first run (memory fresh from the system, as in a solver's run) and the fastest of
// REPEATS (default 20) in milliseconds, and the tables' bytes. A benchmark, not a test:
// it asserts nothing (bench/run.sh prints it). Lengths are made longest first, so that
// each first run gets memory the process has not used before.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>

#include "model/shape_table.hpp"

int main(int argc, char** argv) {
  const long repeats = argc > 1 ? std::max(1L, std::strtol(argv[1], nullptr, 10)) : 20;
  std::printf("%-8s %6s %10s %10s %10s\n", "parts", "food", "first_ms", "best_ms", "bytes");
  for (std::size_t longest = snake::ShapeTable::k_longest - 1;
       longest >= snake::ShapeTable::k_shortest; --longest) {
    double first = 0;
    double best = 1e9;
    std::size_t bytes = 0;
    for (long r = 0; r < repeats; ++r) {
      const auto start = std::chrono::steady_clock::now();
      const snake::ShapeTable table(longest);
      const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
      if (r == 0) first = took.count();
      best = std::min(best, took.count());
      bytes = table.bytes();
    }
    std::printf("%-8zu %6zu %10.3f %10.3f %10zu\n", longest, longest - 3, first, best, bytes);
  }
}
