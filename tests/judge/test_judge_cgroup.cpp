// judge/cgroup.hpp: finding a v1 controller's mount and the process' group in the
// kernel's files (real texts of this project's machine and of hosts that co-mount
// controllers), and real groups where the host gives them (this project's machine
// does; elsewhere those tests are skipped, saying so): the CPU time of a process never
// waited for, an OOM kill counted, the process bound, and everything killed.
#include <boost/test/unit_test.hpp>

#include <csignal>
#include <cstring>
#include <ctime>
#include <fstream>
#include <string>
#include <variant>
#include <vector>

#include <sys/wait.h>
#include <unistd.h>

#include "judge/cgroup.hpp"

namespace snake::judge {
namespace {

// This project's machine: v1 controllers, one a mount, and a v2 mount without them.
const char* k_mountinfo =
    "31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755\n"
    "32 31 0:29 / /sys/fs/cgroup/cpu rw,relatime - cgroup cgroup rw,cpu\n"
    "33 31 0:30 / /sys/fs/cgroup/cpuacct rw,relatime - cgroup cgroup rw,cpuacct\n"
    "35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory\n"
    "38 31 0:35 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids\n"
    "41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw\n";

const char* k_proc_cgroup =
    "9:name=systemd:/\n8:pids:/\n4:memory:/process_api/d9f2\n2:cpuacct:/\n1:cpu:/\n0::/\n";

BOOST_AUTO_TEST_CASE(each_controller_has_its_own_mount) {
  const auto memory = cgroup_mount(k_mountinfo, "memory");
  BOOST_REQUIRE(memory);
  BOOST_TEST(memory->mount_point == "/sys/fs/cgroup/memory");
  BOOST_TEST(memory->root == "/");
  BOOST_TEST(cgroup_mount(k_mountinfo, "cpuacct")->mount_point == "/sys/fs/cgroup/cpuacct");
  BOOST_TEST(cgroup_mount(k_mountinfo, "pids")->mount_point == "/sys/fs/cgroup/pids");
  BOOST_TEST(!cgroup_mount(k_mountinfo, "freezer"));
  BOOST_TEST(!cgroup_mount("", "memory"));
  BOOST_TEST(!cgroup_mount("garbage without separator\n", "memory"));
}

BOOST_AUTO_TEST_CASE(co_mounted_controllers_and_escaped_mount_points_are_found) {
  const char* text =
      "25 20 0:22 /docker/x /sys/fs/cgroup/cpu,cpuacct ro - cgroup cgroup rw,cpu,cpuacct\n"
      "26 20 0:23 / /mnt/my\\040cg rw - cgroup cgroup rw,nosuid,memory\n";
  const auto cpu = cgroup_mount(text, "cpuacct");
  BOOST_REQUIRE(cpu);
  BOOST_TEST(cpu->mount_point == "/sys/fs/cgroup/cpu,cpuacct");
  BOOST_TEST(cpu->root == "/docker/x");
  BOOST_TEST(cgroup_mount(text, "memory")->mount_point == "/mnt/my cg");
  BOOST_TEST(!cgroup_mount(text, "cpu,cpuacct"));
}

BOOST_AUTO_TEST_CASE(the_own_group_is_the_controllers_line) {
  BOOST_TEST(*cgroup_path(k_proc_cgroup, "memory") == "/process_api/d9f2");
  BOOST_TEST(*cgroup_path(k_proc_cgroup, "pids") == "/");
  BOOST_TEST(*cgroup_path("3:cpu,cpuacct:/a\n", "cpuacct") == "/a");
  BOOST_TEST(!cgroup_path(k_proc_cgroup, "freezer"));
  BOOST_TEST(!cgroup_path("0::/x\n", "memory"));
}

BOOST_AUTO_TEST_CASE(group_directories_join_mount_and_path) {
  const CgroupMount root{"/sys/fs/cgroup/memory", "/"};
  BOOST_TEST(cgroup_directory(root, "/") == "/sys/fs/cgroup/memory");
  BOOST_TEST(cgroup_directory(root, "/a/b") == "/sys/fs/cgroup/memory/a/b");
  const CgroupMount sub{"/mnt/cg", "/docker/abc"};
  BOOST_TEST(cgroup_directory(sub, "/docker/abc/x") == "/mnt/cg/x");
}

BOOST_AUTO_TEST_CASE(the_unified_hierarchy_and_the_own_v2_group_are_found) {
  // Hybrid (this machine) and v2 alone (current Debian, Ubuntu, Fedora; a user session
  // whose group systemd delegates).
  const auto hybrid = cgroup2_mount(k_mountinfo);
  BOOST_REQUIRE(hybrid);
  BOOST_TEST(hybrid->mount_point == "/sys/fs/cgroup/unified");
  const auto alone = cgroup2_mount(
      "24 30 0:22 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime shared:9 - cgroup2 cgroup2 "
      "rw,nsdelegate,memory_recursiveprot\n");
  BOOST_REQUIRE(alone);
  BOOST_TEST(alone->mount_point == "/sys/fs/cgroup");
  BOOST_TEST(alone->root == "/");
  BOOST_TEST(!cgroup2_mount("35 31 0:32 / /sys/fs/cgroup/memory rw - cgroup cgroup rw,memory\n"));
  BOOST_TEST(*cgroup2_path(k_proc_cgroup) == "/");
  BOOST_TEST(*cgroup2_path("0::/user.slice/user-1000.slice/user@1000.service/app.slice/x.scope\n") ==
             "/user.slice/user-1000.slice/user@1000.service/app.slice/x.scope");
  BOOST_TEST(!cgroup2_path("4:memory:/a\n"));
}

BOOST_AUTO_TEST_CASE(cpu_stat_gives_the_trees_cpu_time) {
  const char* stat = "usage_usec 1523000\nuser_usec 1500000\nsystem_usec 23000\n";
  BOOST_TEST(keyed_value(stat, "usage_usec") == 1523000u);
}

BOOST_AUTO_TEST_CASE(the_oom_control_gives_the_oom_kill_count) {
  const char* control = "oom_kill_disable 0\nunder_oom 0\noom_kill 2\n";
  BOOST_TEST(keyed_value(control, "oom_kill") == 2u);
  BOOST_TEST(keyed_value(control, "under_oom") == 0u);
  BOOST_TEST(keyed_value(control, "missing") == 0u);
}

// Real groups, where this host gives them.
struct Groups {
  std::variant<CgroupSession, std::string> session = CgroupSession::create();
  ~Groups() {
    if (const auto* s = std::get_if<CgroupSession>(&session)) s->remove();
  }
  const CgroupSession& get() const { return std::get<CgroupSession>(session); }
};

boost::test_tools::assertion_result groups_here(boost::unit_test::test_unit_id) {
  Groups groups;
  boost::test_tools::assertion_result result(std::holds_alternative<CgroupSession>(groups.session));
  if (!result) result.message() << "no cgroups here: " << std::get<std::string>(groups.session);
  return result;
}

// Forks a child that joins `group` and runs `body`, whose return is its exit code.
template <typename Body>
pid_t in_group(const RunCgroup& group, Body body) {
  const pid_t pid = ::fork();
  if (pid == 0) {
    for (const int fd : group.procs_fds()) {
      if (::write(fd, "0", 1) != 1) ::_exit(100);
    }
    ::_exit(body());
  }
  return pid;
}

// True while `pid` exists and is not a zombie (orphans are reaped by init, a moment later).
bool running(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string line;
  if (!std::getline(stat, line)) return false;
  const std::size_t close = line.rfind(')');
  return close != std::string::npos && close + 2 < line.size() && line[close + 2] != 'Z';
}

void burn(double seconds) {
  timespec t{};
  volatile unsigned long counter = 0;
  do {
    counter = counter + 1;
    ::clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  } while (static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9 < seconds);
}

BOOST_AUTO_TEST_CASE(cpu_time_counts_a_process_never_waited_for,
                     *boost::unit_test::precondition(groups_here)) {
  Groups groups;
  RunCgroup group(groups.get(), "cpu", 0, 16);
  int done[2];
  BOOST_REQUIRE(::pipe(done) == 0);
  const pid_t child = in_group(group, [&] {
    ::close(done[0]);
    if (::fork() == 0) {  // orphaned at once, burns 0.3 s, holds the pipe until it ends
      burn(0.3);
      ::_exit(0);
    }
    return 0;
  });
  ::close(done[1]);
  BOOST_REQUIRE(::waitpid(child, nullptr, 0) == child);
  char byte = 0;
  while (::read(done[0], &byte, 1) > 0) {
  }
  ::close(done[0]);
  BOOST_TEST(group.cpu_ms() >= 300);
}

BOOST_AUTO_TEST_CASE(memory_over_the_limit_is_an_oom_kill_and_the_peak_is_kept,
                     *boost::unit_test::precondition(groups_here)) {
  Groups groups;
  RunCgroup group(groups.get(), "memory", std::uint64_t{64} << 20, 16);
  const pid_t child = in_group(group, [] {
    const std::size_t size = std::size_t{256} << 20;
    volatile char* block = new char[size];
    for (std::size_t i = 0; i < size; i += 4096) block[i] = 1;  // every page, for real
    return block[size - 4096] == 1 ? 0 : 1;
  });
  int status = 0;
  BOOST_REQUIRE(::waitpid(child, &status, 0) == child);
  BOOST_TEST(WIFSIGNALED(status), "status " << status);
  BOOST_TEST(WTERMSIG(status) == SIGKILL);
  BOOST_TEST(group.oom_kills() >= 1u);
  BOOST_TEST(group.peak_kib() >= 60 * 1024);
  BOOST_TEST(group.peak_kib() <= 65 * 1024);
}

BOOST_AUTO_TEST_CASE(the_process_bound_stops_forks_and_kill_all_ends_every_process,
                     *boost::unit_test::precondition(groups_here)) {
  Groups groups;
  RunCgroup group(groups.get(), "pids", 0, 5);
  int report[2];
  BOOST_REQUIRE(::pipe(report) == 0);
  const pid_t child = in_group(group, [&] {
    ::close(report[0]);
    int forked = 0;
    for (int i = 0; i < 20; ++i) {
      const pid_t pid = ::fork();
      if (pid == 0) {
        ::close(report[1]);
        ::setsid();  // out of reach of a group kill, not of the cgroup
        for (;;) ::pause();
      }
      if (pid > 0) {
        ++forked;
        if (::write(report[1], &pid, sizeof pid) != static_cast<ssize_t>(sizeof pid)) return 101;
      }
    }
    return forked;
  });
  ::close(report[1]);
  int status = 0;
  BOOST_REQUIRE(::waitpid(child, &status, 0) == child);
  BOOST_TEST(WIFEXITED(status));
  BOOST_TEST(WEXITSTATUS(status) == 4);  // the child and 4 more make 5
  std::vector<pid_t> pids;
  for (pid_t pid = 0; ::read(report[0], &pid, sizeof pid) == static_cast<ssize_t>(sizeof pid);) {
    pids.push_back(pid);
  }
  ::close(report[0]);
  BOOST_TEST(pids.size() == 4u);
  group.kill_all();
  for (const pid_t pid : pids) BOOST_TEST(!running(pid), "process " << pid);
}

}  // namespace
}  // namespace snake::judge
