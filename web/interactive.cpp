#include "web/interactive.hpp"

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "replay/page.hpp"
#include "validator/validation.hpp"

namespace snake::replay {
extern const std::string_view k_page_template;  // replay/page.html, compiled in
}  // namespace snake::replay

namespace snake::web {

extern const std::string_view k_page_template;  // web/page.html (web/embed.cmake)
extern const std::string_view k_module;         // snake_web.js, or empty without em++

bool has_module() { return !k_module.empty(); }

std::string render_interactive_page(const Preset& preset) {
  nlohmann::ordered_json data;
  data["input"] = preset.input;
  data["output"] = preset.output;
  data["answer"] = preset.answer ? nlohmann::ordered_json(*preset.answer) : nullptr;
  // The module holds no "</script" (web/embed.cmake refuses one).
  return replay::fill_template(k_page_template, {{"__PRESET__", replay::script_json(data)},
                                {"__REPLAY__", replay::script_json(std::string(replay::k_page_template))},
                                {"__MODULE__", k_module},
                                {"__MAX_SIDE__", std::to_string(k_statement_max_side)}});
}

}  // namespace snake::web
