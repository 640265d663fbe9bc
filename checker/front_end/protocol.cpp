#include "checker/front_end/protocol.hpp"

#include <algorithm>

namespace snake::checker {

bool Invocation::has_word(std::string_view word) const {
  return std::find(words.begin(), words.end(), word) != words.end();
}

std::optional<std::string> Invocation::option_or_environment(std::string_view name,
                                                             std::string_view variable) const {
  if (const auto option = options.find(name); option != options.end()) return option->second;
  if (const auto value = environment.find(variable);
      value != environment.end() && !value->second.empty()) {
    return value->second;
  }
  return std::nullopt;
}

}  // namespace snake::checker
