#include "web/interactive.hpp"

#include <initializer_list>
#include <string_view>
#include <utility>

#include <nlohmann/json.hpp>

namespace snake::replay {
extern const std::string_view k_page_template;  // replay/page.html, compiled in
}  // namespace snake::replay

namespace snake::web {

extern const std::string_view k_page_template;  // web/page.html (web/embed.cmake)
extern const std::string_view k_module;         // snake_web.js, or empty without em++

namespace {

// `text` with each placeholder replaced by its value, in one pass (a value that contains
// a placeholder's name stays as it is). The names occur once each, in this order.
std::string fill(std::string_view text,
                 std::initializer_list<std::pair<std::string_view, std::string_view>> values) {
  std::string out;
  std::size_t done = 0;
  for (const auto& [name, value] : values) {
    const std::size_t at = text.find(name, done);
    out.append(text.substr(done, at - done)).append(value);
    done = at + name.size();
  }
  return out.append(text.substr(done));
}

// JSON text safe inside a <script> element: <, > and & occur only inside strings,
// where their escapes mean the same to JSON.parse.
std::string script_json(const nlohmann::ordered_json& value) {
  const std::string text =
      value.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
  std::string out;
  out.reserve(text.size());
  for (const char c : text) {
    switch (c) {
      case '<': out += "\\u003c"; break;
      case '>': out += "\\u003e"; break;
      case '&': out += "\\u0026"; break;
      default: out += c;
    }
  }
  return out;
}

}  // namespace

bool has_module() { return !k_module.empty(); }

std::string render_interactive_page(const Preset& preset) {
  nlohmann::ordered_json data;
  data["input"] = preset.input;
  data["output"] = preset.output;
  data["answer"] = preset.answer ? nlohmann::ordered_json(*preset.answer) : nullptr;
  // The module holds no "</script" (web/embed.cmake refuses one).
  return fill(k_page_template, {{"__PRESET__", script_json(data)},
                                {"__REPLAY__", script_json(std::string(replay::k_page_template))},
                                {"__MODULE__", k_module}});
}

}  // namespace snake::web
