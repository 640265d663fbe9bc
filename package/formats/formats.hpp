// One function per judge system's package format (package/exporter.hpp dispatches).
// Each .cpp file names the judge source it follows; docs/package.md explains the layout.
// Internal to snake_package.
#pragma once

#include "package/exporter.hpp"

namespace snake::package::detail {

/// The Kattis problem format, legacy or 2023-07; DOMjudge's adds to the legacy layout
/// what DOMjudge reads besides (problem_statement/problem.pdf and .html).
enum class KattisFlavour { legacy, v2023, domjudge };
Package kattis_package(const Sources& sources, const ExportOptions& options, KattisFlavour flavour);
Package cms_package(const Sources& sources, const ExportOptions& options);
Package hydro_package(const Sources& sources, const ExportOptions& options);
Package loj_package(const Sources& sources, const ExportOptions& options);
Package lemon_package(const Sources& sources, const ExportOptions& options);
Package arbiter_package(const Sources& sources, const ExportOptions& options);
Package polygon_package(const Sources& sources, const ExportOptions& options);
Package gym_package(const Sources& sources, const ExportOptions& options);

}  // namespace snake::package::detail
