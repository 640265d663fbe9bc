// selector reach FILE...
// Draft: prints the reachable state space of each instance.
#include <string>

#include <fmt/format.h>

#include "cli/errors.hpp"
#include "cli/files.hpp"
#include "cli/main.hpp"
#include "cli/options.hpp"
#include "cli/output.hpp"
#include "generator/reach.hpp"
#include "model/instance.hpp"
#include "model/scanner.hpp"

namespace {

snake::Instance read(const std::string& path) {
  snake::cli::InputFile file = snake::cli::open_or_throw(path);
  try {
    snake::Scanner in(file.stream(), snake::Strictness::lenient);
    snake::Limits limits;
    limits.max_side = 15;
    return snake::read_instance(in, limits);
  } catch (const snake::ReadError& e) {
    if (auto error = file.read_error()) throw snake::cli::InputError(*error);
    throw snake::cli::InputError(fmt::format("{}: {}", file.name(), e.what()));
  }
}

int select(int argc, char** argv) {
  boost::program_options::options_description options("Usage: selector reach FILE...");
  const auto command_line = snake::cli::parse(snake::cli::arguments(argc, argv), options, 2, 100000);
  for (std::size_t i = 1; i < command_line.positional.size(); ++i) {
    const auto reach = snake::count_reachable_states(read(command_line.positional[i]));
    snake::cli::write_stdout(fmt::format("{}\t{}\t{}\n", command_line.positional[i], reach.states, reach.final_states));
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  return snake::cli::run("selector", [&] { return select(argc, argv); });
}
