// The interactive page (docs/web.md): one self-contained HTML file, web/page.html with
// the checker's core in WebAssembly inlined (web/module.cpp, built by em++), that judges
// what is pasted, opened, drawn or played on it, in the browser, from file://, with no
// network. bin/replay --interactive writes it; an instance, an output and a jury answer
// given there are filled in as the page's starting point (as data, never as markup).
// Tested by tests/web (the page in headless Chromium).
#pragma once

#include <optional>
#include <string>

namespace snake::web {

/// What the page starts with (each may be empty).
struct Preset {
  std::string input;
  std::string output;
  std::optional<std::string> answer;
};

/// Whether this build has the WebAssembly module (em++ was found when it was built).
bool has_module();

/// The page, starting from `preset`. Precondition: has_module().
std::string render_interactive_page(const Preset& preset);

}  // namespace snake::web
