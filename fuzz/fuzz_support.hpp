// Shared helpers of the libFuzzer harnesses (fuzz/*.cpp): the repository's fixtures,
// read once at start-up, and the one way a harness reports a broken property (a message
// on standard error, then abort(), which libFuzzer records as a crash with its input).
#pragma once

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>

namespace snake::fuzzing {

/// The bytes of a file of the repository, e.g. "data/sample/sample.in"; aborts when it
/// cannot be read (the harness would test nothing).
inline std::string repository_file(const std::string& path) {
  std::ifstream in(std::string(SNAKE_SOURCE_DIR) + "/" + path, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "fuzz: cannot read the fixture %s\n", path.c_str());
    std::abort();
  }
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

/// Aborts with `what` when `property` does not hold.
inline void require(bool property, std::string_view what) {
  if (property) return;
  std::fprintf(stderr, "fuzz: property broken: %.*s\n", static_cast<int>(what.size()),
               what.data());
  std::abort();
}

}  // namespace snake::fuzzing
