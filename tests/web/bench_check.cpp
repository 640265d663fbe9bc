// bench_check INPUT OUTPUT ANSWER RUNS: the native side of bench/web.sh. Judges the three
// files RUNS times in-process with checker::check() (what bin/checker runs, without its
// process start and file opening) and prints the median time of one judging in ms and
// the verdict line. Asserts nothing.
#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "checker/core/check.hpp"
#include "checker/core/report.hpp"

namespace {

std::string contents(const char* path) {
  std::ifstream file(path, std::ios::binary);
  std::ostringstream bytes;
  bytes << file.rdbuf();
  return bytes.str();
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 5) {
    std::cerr << "usage: bench_check INPUT OUTPUT ANSWER RUNS\n";
    return 2;
  }
  const std::string input = contents(argv[1]), output = contents(argv[2]), answer = contents(argv[3]);
  const int runs = std::max(1, std::atoi(argv[4]));
  std::vector<double> ms;
  std::string line;
  for (int i = 0; i < runs; ++i) {
    std::istringstream in(input), out(output), ans(answer);
    const auto start = std::chrono::steady_clock::now();
    const snake::checker::Outcome outcome = snake::checker::check(in, out, ans, {});
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    line = snake::checker::verdict_line(outcome);
  }
  std::sort(ms.begin(), ms.end());
  std::cout << ms[ms.size() / 2] << "\t" << line << "\n";
  return 0;
}
