#include "cli/version.hpp"

#include <fmt/format.h>

namespace snake::cli {

std::string version_text(std::string_view tool) {
  const BuildInfo& info = build_info();
  return fmt::format("{} (SDOI2011 Snake judging toolkit) {}\ncommit {}\n", tool, info.version,
                     info.commit);
}

}  // namespace snake::cli
