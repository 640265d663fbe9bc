#include "judge/host.hpp"

#include <variant>

#include <fmt/format.h>

#include "judge/cgroup.hpp"
#include "judge/program.hpp"
#include "judge/runner.hpp"
#include "judge/session.hpp"
#include "judge/text.hpp"

namespace snake::judge {

BwrapCheck check_bwrap(const std::filesystem::path& scratch, const std::string& directory) {
  const auto found = find_program("bwrap");
  if (!found) return {std::nullopt, "bwrap is not installed (Debian package bubblewrap)"};
  const std::filesystem::path tmp = scratch / "probe.tmp";
  std::error_code ignored;
  std::filesystem::create_directory(tmp, ignored);
  const Compilation run =
      probe(bwrap_command(*found, {"/bin/true"}, directory, tmp.string()), scratch);
  std::filesystem::remove_all(tmp, ignored);
  if (run.facts.exited && run.facts.exit_code == 0 && !run.facts.start_error) {
    return {*found, {}};
  }
  std::string why = run.facts.start_error ? *run.facts.start_error : first_lines(run.messages, 1);
  while (!why.empty() && why.back() == '\n') why.pop_back();
  return {std::nullopt, fmt::format("{} cannot run here (are user namespaces allowed?): {}", *found,
                                    why.empty() ? "it failed without a message" : why)};
}

std::string host_report(const std::filesystem::path& scratch) {
  std::string out;
  auto session = CgroupSession::create();
  if (const auto* reason = std::get_if<std::string>(&session)) {
    out += fmt::format(
        "memory: cgroup v2 not usable: {}; the address-space limit (RLIMIT_AS) will be used\n",
        *reason);
  } else {
    const CgroupSession& usable = std::get<CgroupSession>(session);
    out += fmt::format("memory: cgroup v2 usable (a group per run under {})\n",
                       usable.directory().string());
    usable.remove();
  }
  const BwrapCheck bwrap = check_bwrap(scratch, std::filesystem::current_path().string());
  out += bwrap.path ? fmt::format("sandbox: bwrap usable ({})\n", *bwrap.path)
                    : fmt::format("sandbox: bwrap not usable: {}\n", bwrap.problem);
  return out;
}

}  // namespace snake::judge
