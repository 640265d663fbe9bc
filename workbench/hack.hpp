// hack: inputs of the setter's (a file, or every *.in of a folder) against one program,
// as Polygon's hacks: each input is validated (a refusal is the validator's message and
// the input is not judged), answered by the model's search, and the program is judged
// on the valid ones in bin/judge's sandbox; a failure comes with the command that opens
// its replay page.
// Tested by tests/cli/workbench/hack_*.
#pragma once
#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "workbench/context.hpp"

namespace snake::workbench {

struct HackResult {
  int refused = 0;
  int failed = 0;  // judged and not AC
  int judged = 0;
  nlohmann::ordered_json report;
};

/// Hacks `context`'s program with `inputs` (files or folders), printing a line an input.
HackResult hack(const Context& context, const std::vector<std::filesystem::path>& inputs,
                std::ostream& out);

}  // namespace snake::workbench
