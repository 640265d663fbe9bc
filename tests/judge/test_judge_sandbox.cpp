// judge/sandbox.hpp: the bwrap command line of a run, whole (namespaces, what is
// visible and how, the private /tmp, the environment, the unprivileged user), and the
// users of the job slots. What a program inside can really reach is checked by the
// judge cases (tests/cli/judge/sandbox_*, answers_are_out_of_reach_*).
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include <unistd.h>

#include "judge/sandbox.hpp"

namespace snake::judge {
namespace {

using Words = std::vector<std::string>;

SandboxProfile profile() {
  SandboxProfile p;
  p.bwrap = "/usr/bin/bwrap";
  p.setpriv = "/usr/bin/setpriv";
  p.system = {{"/usr", ""}, {"/bin", "usr/bin"}, {"/etc/alternatives", ""}};
  p.directory = "/work/p";
  p.tmp_bytes = 1048576;
  return p;
}

const Words k_head{"/usr/bin/bwrap", "--unshare-ipc", "--unshare-pid",
                   "--unshare-net",  "--unshare-uts", "--unshare-cgroup-try"};
const Words k_system{"--new-session",
                     "--perms",
                     "0755",
                     "--dir",
                     "/etc",
                     "--ro-bind",
                     "/usr",
                     "/usr",
                     "--symlink",
                     "usr/bin",
                     "/bin",
                     "--ro-bind",
                     "/etc/alternatives",
                     "/etc/alternatives",
                     "--proc",
                     "/proc",
                     "--dev",
                     "/dev",
                     "--perms",
                     "01777",
                     "--size",
                     "1048576",
                     "--tmpfs",
                     "/tmp",
                     "--perms",
                     "01777",
                     "--size",
                     "1048576",
                     "--tmpfs",
                     "/dev/shm"};
const Words k_environment{
    "--remount-ro", "/",    "--clearenv", "--setenv", "PATH",   "/usr/local/bin:/usr/bin:/bin",
    "--setenv",     "HOME", "/tmp",       "--setenv", "TMPDIR", "/tmp"};

Words joined(std::initializer_list<Words> parts) {
  Words out;
  for (const Words& part : parts) out.insert(out.end(), part.begin(), part.end());
  return out;
}

BOOST_AUTO_TEST_CASE(a_program_sees_the_system_itself_and_a_private_tmp_only) {
  SandboxProfile p = profile();
  p.visible = {"/work/p/build/prog"};
  const Words expected =
      joined({k_head,
              {"--unshare-user", "--disable-userns"},
              k_system,
              {"--perms", "0755", "--dir", "/work", "--perms", "0755", "--dir", "/work/p",
               "--perms", "0755", "--dir", "/work/p/build", "--ro-bind", "/work/p/build/prog",
               "/work/p/build/prog", "--chdir", "/work/p"},
              k_environment,
              {"--", "/work/p/build/prog", "arg"}});
  BOOST_TEST(bwrap_command(p, {"/work/p/build/prog", "arg"}) == expected,
             boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(an_ordinary_users_run_bounds_its_processes_inside_its_own_user_namespace) {
  SandboxProfile p = profile();
  p.directory = "/";
  p.prlimit = "/usr/bin/prlimit";
  p.processes = 128;
  const Words expected = joined({k_head,
                                 {"--unshare-user", "--disable-userns"},
                                 k_system,
                                 {"--chdir", "/"},
                                 k_environment,
                                 {"--", "/usr/bin/prlimit", "--nproc=128:128", "--", "/bin/true"}});
  BOOST_TEST(bwrap_command(p, {"/bin/true"}) == expected, boost::test_tools::per_element());
  // A root judge's user of the run's own holds the bound (RLIMIT_NPROC set before bwrap),
  // and without prlimit there is nothing to set it with: no wrapper either way.
  p.user = 268435521;
  const Words as_root = bwrap_command(p, {"/bin/true"});
  BOOST_TEST(std::count(as_root.begin(), as_root.end(), "/usr/bin/prlimit") == 0);
  p.user.reset();
  p.prlimit.clear();
  const Words without = bwrap_command(p, {"/bin/true"});
  BOOST_TEST(std::count(without.begin(), without.end(), "--nproc=128:128") == 0);
}

BOOST_AUTO_TEST_CASE(a_root_judge_runs_the_program_as_the_slots_user_without_capabilities) {
  SandboxProfile p = profile();
  p.directory = "/";
  p.user = 268435521;
  const Words expected =
      joined({k_head,
              k_system,
              {"--chdir", "/"},
              k_environment,
              {"--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID", "--", "/usr/bin/setpriv",
               "--reuid=268435521", "--regid=268435521", "--clear-groups", "--inh-caps=-all",
               "--bounding-set=-all", "--", "/bin/true"}});
  BOOST_TEST(bwrap_command(p, {"/bin/true"}) == expected, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(system_paths_are_not_bound_twice_and_tmp_paths_live_in_the_private_tmp) {
  SandboxProfile p = profile();
  p.visible = {"/usr/include/x.hpp", "/tmp/s/compiled/program"};
  p.writable = "/tmp/s/out";
  p.directory = "/tmp/s/out";
  const Words expected =
      joined({k_head,
              {"--unshare-user", "--disable-userns"},
              k_system,
              {"--perms", "0755", "--dir", "/tmp/s", "--perms", "0755", "--dir", "/tmp/s/compiled",
               "--ro-bind", "/tmp/s/compiled/program", "/tmp/s/compiled/program", "--bind",
               "/tmp/s/out", "/tmp/s/out", "--chdir", "/tmp/s/out"},
              k_environment,
              {"--", "cc"}});
  BOOST_TEST(bwrap_command(p, {"cc"}) == expected, boost::test_tools::per_element());
}

BOOST_AUTO_TEST_CASE(the_system_paths_of_this_host_include_usr) {
  const auto paths = system_paths();
  BOOST_TEST(std::any_of(paths.begin(), paths.end(),
                         [](const SystemPath& s) { return s.path == "/usr" && s.link.empty(); }));
  for (const SystemPath& s : paths) BOOST_TEST(s.path.front() == '/');
}

BOOST_AUTO_TEST_CASE(every_job_slot_of_a_root_judge_has_an_unprivileged_user_of_its_own) {
  if (::geteuid() != 0) {
    BOOST_TEST(!sandbox_user(0));
    return;
  }
  std::set<unsigned> users;
  for (int slot = 0; slot < 64; ++slot) {
    const auto user = sandbox_user(slot);
    BOOST_REQUIRE(user);
    BOOST_TEST(*user >= (1u << 28));
    users.insert(*user);
  }
  BOOST_TEST(users.size() == 64u);
}

}  // namespace
}  // namespace snake::judge
