// One C++17 source file made of the project's own sources, for judges that compile a
// checker or validator from one file (Polygon and CMS's Polygon loader, Hydro, LibreOJ).
// From an entry file (package/portable/checker.cpp, validator.cpp), every quoted include
// is followed recursively and written in place, once, as the preprocessor would; then,
// for every header X.hpp included, its X.cpp beside it, if there is one (and what that
// includes), until nothing new is pulled in. Files are found by their include path under
// the source root, so moved files need no list here. What the project uses beyond C++17
// is mapped to the portable subset: <fmt/format.h> becomes package/portable/format.hpp,
// std::span becomes snake::portable::span (package/portable/span.hpp), <span> is
// dropped, and model/zeroed_region.cpp (mmap) is package/portable/zeroed_region.cpp. A new file first included inside #if/#ifdef is an error, except a .cpp named
// directly by the entry (a protocol chosen at compile time).
// Cost: linear in the size of the sources.
// Tested by tests/package/test_single_source.cpp (inclusion order, once only, pairing,
// conditional blocks, errors) and tests/package/check_single_source.sh (the generated
// checker and validator compiled with g++ and clang++ -std=c++17, judged on the corpus).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace snake::package {

struct SingleSourceSpec {
  std::filesystem::path root;  // the source tree: quoted includes are relative to it
  std::string entry;           // "package/portable/checker.cpp"
  std::string header;          // comment lines written first (each starting with "//")
  std::string definitions;     // C++ written last (the package's settings)
};

struct SingleSource {
  std::string text;
  std::vector<std::string> files;  // the sources it holds, in the order written
};

/// The single file of `spec`; a PackageError names an include that cannot be found or a
/// new file included inside a conditional block.
SingleSource single_source(const SingleSourceSpec& spec);

}  // namespace snake::package
