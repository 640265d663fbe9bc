#include "package/templates.hpp"

#include <algorithm>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

namespace snake::package::templates {

namespace {

bool is_name_character(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'; }

// The length of the placeholder name at `at` ("{{name}}" begins there), or 0.
std::size_t placeholder_name(std::string_view text, std::size_t at) {
  if (text.substr(at, 2) != "{{") return 0;
  std::size_t end = at + 2;
  while (end < text.size() && is_name_character(text[end])) ++end;
  if (end == at + 2 || text.substr(end, 2) != "}}") return 0;
  return end - at - 2;
}

}  // namespace

std::string_view text(std::string_view name) {
  const auto found = std::find_if(k_all.begin(), k_all.end(),
                                  [&](const Template& entry) { return entry.name == name; });
  if (found == k_all.end()) {
    throw std::logic_error(fmt::format("no template {} in package/templates/", name));
  }
  return found->text;
}

std::string fill(std::string_view name, std::initializer_list<Value> values) {
  const std::string_view source = text(name);
  std::vector<bool> used(values.size(), false);
  std::string out;
  std::size_t copied = 0;
  for (std::size_t at = 0; at < source.size(); ++at) {
    const std::size_t length = placeholder_name(source, at);
    if (length == 0) continue;
    const std::string_view placeholder = source.substr(at + 2, length);
    const auto value = std::find_if(values.begin(), values.end(),
                                    [&](const Value& entry) { return entry.name == placeholder; });
    if (value == values.end()) {
      throw std::logic_error(fmt::format("template {}: no value for {{{{{}}}}}", name, placeholder));
    }
    used[static_cast<std::size_t>(value - values.begin())] = true;
    out.append(source.substr(copied, at - copied)).append(value->text);
    at += length + 3;  // the loop's ++at passes the last '}'
    copied = at + 1;
  }
  out.append(source.substr(copied));
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (!used[i]) {
      throw std::logic_error(
          fmt::format("template {}: no placeholder for {}", name, values.begin()[i].name));
    }
  }
  return out;
}

}  // namespace snake::package::templates
