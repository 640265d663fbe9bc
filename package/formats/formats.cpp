// The table of formats (package/exporter.hpp, FormatInfo): one row per format, with the
// writer its own .cpp defines, declared beside the row. A new format is its .cpp (found by
// package/CMakeLists.txt's glob of formats/*.cpp) and a declaration and a row here.
// docs/package.md explains each layout.
#include <array>

#include "package/exporter.hpp"

namespace snake::package {

namespace detail {
Package kattis_package(const Sources& sources, const ExportOptions& options);
Package kattis_2023_package(const Sources& sources, const ExportOptions& options);
Package domjudge_package(const Sources& sources, const ExportOptions& options);
Package cms_package(const Sources& sources, const ExportOptions& options);
Package hydro_package(const Sources& sources, const ExportOptions& options);
Package loj_package(const Sources& sources, const ExportOptions& options);
Package lemon_package(const Sources& sources, const ExportOptions& options);
Package arbiter_package(const Sources& sources, const ExportOptions& options);
Package polygon_package(const Sources& sources, const ExportOptions& options);
Package gym_package(const Sources& sources, const ExportOptions& options);
}  // namespace detail

namespace {

// Why --partial cannot reach the checker (FormatInfo::no_partial).
constexpr std::string_view k_fixed_argv =
    "the judge calls the checker with a fixed argv (set SNAKE_CHECKER_OPTIONS on its machine)";
constexpr std::string_view k_polygon_points =
    "Polygon gives a test the checker's points as they are, and one checker cannot know each "
    "test's points";

constexpr std::array k_rows{
    // name, judges, writer, zip, kattis, short_name, no_partial
    FormatInfo{"kattis", "Kattis problem format, legacy version (problemtools)", detail::kattis_package,
               false, true, true, {}},
    FormatInfo{"kattis-2023", "Kattis problem format 2023-07 (problemtools, BAPCtools)",
               detail::kattis_2023_package, false, true, true, {}},
    FormatInfo{"domjudge", "DOMjudge: the Kattis layout as a zip to import", detail::domjudge_package, true,
               true, false, {}},
    FormatInfo{"cms", "CMS: a task folder for cmsImportTask (italy_yaml loader)", detail::cms_package, false,
               false, false, k_fixed_argv},
    FormatInfo{"hydro", "Hydro: problem.yaml, problem.md and testdata/config.yaml", detail::hydro_package,
               false, false, false, {}},
    FormatInfo{"loj", "LibreOJ (lyrio): judge info YAML, testdata and statement", detail::loj_package, false,
               false, false, {}},
    FormatInfo{"lemon", "LemonLime: a contest folder with its .cdf", detail::lemon_package, false, false,
               false, k_fixed_argv},
    FormatInfo{"arbiter", "Arbiter (NOI Linux): evaldata/, filter/ and players/", detail::arbiter_package,
               false, false, false, k_fixed_argv},
    FormatInfo{"polygon", "Polygon (Codeforces; CMS's Polygon loader): problem.xml", detail::polygon_package,
               false, false, false, k_polygon_points},
    FormatInfo{"gym", "Codeforces Gym: a contest package (contest.xml, problems/snake/) as a zip",
               detail::gym_package, true, false, false, k_polygon_points},
};

}  // namespace

const std::span<const FormatInfo> k_formats{k_rows};

}  // namespace snake::package
