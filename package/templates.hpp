// The exporter's templates: the files of package/templates/ (a page, a preamble, a
// script), compiled in by package/templates/embed.cmake so that each stays a file its
// own tools read (TeX, a browser, shellcheck: docs/package.md, "Templates").
// A template's placeholders are {{name}}: fill() replaces each with its value in one
// pass (a value is never read for placeholders) and throws std::logic_error when a
// placeholder has no value or a value no placeholder, both a defect of the exporter.
// Cost: linear in the template and the values. Tested by every exporter layout case.
#pragma once

#include <initializer_list>
#include <span>
#include <string>
#include <string_view>

namespace snake::package::templates {

struct Template {
  std::string_view name;  // the file's name in package/templates/
  std::string_view text;
};
extern const std::span<const Template> k_all;

struct Value {
  std::string_view name;
  std::string_view text;
};

// The template named `name` (a file of package/templates/), as it is.
std::string_view text(std::string_view name);

// The template named `name` with each {{placeholder}} replaced by its value.
std::string fill(std::string_view name, std::initializer_list<Value> values);

}  // namespace snake::package::templates
