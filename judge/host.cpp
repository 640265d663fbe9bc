#include "judge/host.hpp"

#include <variant>

#include <fmt/format.h>

#include "judge/cgroup.hpp"
#include "judge/session.hpp"
#include "judge/text.hpp"

namespace snake::judge {

BwrapCheck check_bwrap(const std::filesystem::path& scratch) {
  SandboxProfile profile;
  const auto bwrap = find_program("bwrap");
  if (!bwrap) return {std::nullopt, "bwrap is not installed (Debian package bubblewrap)"};
  profile.bwrap = *bwrap;
  if (sandbox_user(0)) {
    const auto setpriv = find_program("setpriv");
    if (!setpriv) return {std::nullopt, "setpriv is not installed (Debian package util-linux)"};
    profile.setpriv = *setpriv;
  }
  profile.system = system_paths();
  profile.directory = std::string(1, '/');
  profile.tmp_bytes = 1 << 20;
  profile.user = sandbox_user(0);
  RunSpec spec;
  spec.argv = bwrap_command(profile, {"/bin/true"});
  spec.sandboxed = true;
  spec.limits.cpu_seconds = 10;
  spec.limits.wall_seconds = default_wall_seconds(spec.limits.cpu_seconds);
  const Helper run = run_helper(spec, scratch);
  if (!run.failure && !run.facts.start_error) return {profile, {}};
  std::string why = run.facts.start_error ? *run.facts.start_error : first_lines(run.messages, 1);
  while (!why.empty() && why.back() == '\n') why.pop_back();
  return {std::nullopt, fmt::format("{} cannot run here (are namespaces allowed?): {}", *bwrap,
                                    why.empty() ? run.failure->message : why)};
}

std::string host_report(const std::filesystem::path& scratch) {
  std::string out;
  auto session = CgroupSession::create();
  if (const auto* reason = std::get_if<std::string>(&session)) {
    out += fmt::format(
        "memory: cgroup v1 not usable: {}; limits per process (RLIMIT_AS, RLIMIT_CPU, "
        "RLIMIT_NPROC) will be used\n",
        *reason);
  } else {
    const CgroupSession& usable = std::get<CgroupSession>(session);
    out += fmt::format("memory: cgroup v1 usable (a group per run under {})\n",
                       usable.directories()[0].string());
    usable.remove();
  }
  const BwrapCheck bwrap = check_bwrap(scratch);
  out += bwrap.profile
             ? fmt::format("sandbox: bwrap usable ({}{})\n", bwrap.profile->bwrap,
                           bwrap.profile->user ? ", programs run as unprivileged users" : "")
             : fmt::format("sandbox: bwrap not usable: {}\n", bwrap.problem);
  return out;
}

}  // namespace snake::judge
