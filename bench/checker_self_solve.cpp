// bench_checker_self_solve DATA_TESTS_DIR: the checker's judging pass (checker::check)
// on every test's answer with an empty jury answer, so that the checker finds the
// optimum itself (checker/core/check.hpp, SelfSolveBudget), as it does for a hack.
// Prints each test's time and the worst; exits 1 if any outcome is not ok (the
// optimum found differs from the jury's answer), 2 on bad usage. Figures: docs/judging.md.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "checker/core/check.hpp"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: bench_checker_self_solve DATA_TESTS_DIR\n");
    return 2;
  }
  std::vector<std::filesystem::path> inputs;
  for (const auto& entry : std::filesystem::directory_iterator(argv[1])) {
    if (entry.path().extension() == ".in") inputs.push_back(entry.path());
  }
  std::sort(inputs.begin(), inputs.end());
  double worst_ms = 0;
  std::string worst;
  int bad = 0;
  for (const auto& input_path : inputs) {
    std::ifstream input(input_path, std::ios::binary);
    std::filesystem::path answer_path = input_path;
    answer_path.replace_extension(".ans");
    std::ifstream output(answer_path, std::ios::binary);
    std::istringstream empty;
    const auto started = std::chrono::steady_clock::now();
    const snake::checker::Outcome outcome =
        snake::checker::check(input, output, empty, snake::checker::CheckOptions{});
    const double ms = std::chrono::duration<double, std::milli>(
                          std::chrono::steady_clock::now() - started).count();
    const bool ok = outcome.verdict == snake::checker::Verdict::ok;
    bad += ok ? 0 : 1;
    std::printf("%-8s %8.2f ms  %s\n", input_path.filename().c_str(), ms,
                ok ? "ok" : outcome.message.c_str());
    if (ms > worst_ms) {
      worst_ms = ms;
      worst = input_path.filename().string();
    }
  }
  std::printf("worst: %.2f ms (%s) over %zu tests; %d not ok\n", worst_ms, worst.c_str(),
              inputs.size(), bad);
  return bad == 0 ? 0 : 1;
}
