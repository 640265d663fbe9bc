// The provenance of a build: the project version (CMakeLists.txt, project()) and the
// commit it was built from, as every tool's --version prints it and every package export
// records it. Generated at each build by cli/build_info.cmake ("+dirty" when tracked
// files differ from the commit, "unknown" outside a git checkout).
// Tested by tests/cli/every_tool/version_is_answered_by_every_tool.
#pragma once

#include <string>
#include <string_view>

namespace snake::cli {

struct BuildInfo {
  std::string_view version;  // "1.0"
  std::string_view commit;   // 40 hex digits, maybe "+dirty", or "unknown"
};

/// This build's provenance.
const BuildInfo& build_info();

/// What `TOOL --version` prints: "TOOL (SDOI2011 Snake judging toolkit) 1.0\ncommit ...\n".
std::string version_text(std::string_view tool);

}  // namespace snake::cli
