// bench_search_order MODE [MIB [BUCKET]] < INSTANCE: one search of the instance with the
// bucket order SearchOptions::order_large_buckets on (MODE "ordered", the solver's
// default) or off ("newest": every priority drained newest first), budget MIB (default
// 16384), priorities of at least BUCKET states swept (SearchOptions::ordered_bucket,
// default the solver's), so that bench/run.sh can time and cachegrind the two orders on
// one weighted board, and a small board's sweep can be counted with callgrind. Prints
// the answer (format_answer, time only), the states settled, the search's milliseconds
// and the priorities whose bucket was sorted (SearchStats::ordered_buckets). A
// benchmark, not a test: it asserts nothing.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string_view>

#include "model/answer.hpp"
#include "model/instance.hpp"
#include "model/scanner.hpp"
#include "model/search.hpp"

int main(int argc, char** argv) {
  if (argc < 2 || (std::string_view(argv[1]) != "ordered" && std::string_view(argv[1]) != "newest")) {
    std::fprintf(stderr, "usage: bench_search_order ordered|newest [MIB [BUCKET]] < INSTANCE\n");
    return 2;
  }
  const unsigned long long mib = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 16384;
  snake::Scanner in(std::cin, snake::Strictness::lenient);
  const snake::Instance instance = snake::read_instance(in);
  snake::SearchOptions options(static_cast<std::size_t>(mib) << 20);
  options.order_large_buckets = std::string_view(argv[1]) == "ordered";
  if (argc > 3) {
    options.ordered_bucket = static_cast<std::size_t>(std::strtoull(argv[3], nullptr, 10));
  }
  const auto start = std::chrono::steady_clock::now();
  const snake::Solution solution = snake::solve(instance, options);
  const std::chrono::duration<double, std::milli> took = std::chrono::steady_clock::now() - start;
  std::printf("%s", snake::format_answer(solution, snake::AnswerFormat::time_only).c_str());
  std::printf("settled %llu ms %.1f ordered %llu\n",
              static_cast<unsigned long long>(solution.stats.settled), took.count(),
              static_cast<unsigned long long>(solution.stats.ordered_buckets));
}
