// judge/cgroup.hpp: finding the cgroup v2 mount and the process' group in the kernel's
// files (real texts from hybrid, unified and containerised hosts), controller lists and
// memory.events.
#define BOOST_TEST_MODULE judge_cgroup
#include <boost/test/unit_test.hpp>

#include "judge/cgroup.hpp"

namespace snake::judge {
namespace {

// A hybrid host (this project's machine): v1 controllers and a v2 mount without them.
const char* k_hybrid_mountinfo =
    "31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755\n"
    "35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory\n"
    "41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw\n";

// A unified host (systemd), with an optional field before the separator.
const char* k_unified_mountinfo =
    "22 1 259:2 / / rw,relatime shared:1 - ext4 /dev/nvme0n1p2 rw\n"
    "30 24 0:26 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime shared:4 - cgroup2 cgroup2 "
    "rw,nsdelegate,memory_recursiveprot\n";

BOOST_AUTO_TEST_CASE(the_cgroup2_mount_is_found_whatever_comes_before_it) {
  const auto hybrid = cgroup2_mount(k_hybrid_mountinfo);
  BOOST_REQUIRE(hybrid);
  BOOST_TEST(hybrid->mount_point == "/sys/fs/cgroup/unified");
  BOOST_TEST(hybrid->root == "/");
  const auto unified = cgroup2_mount(k_unified_mountinfo);
  BOOST_REQUIRE(unified);
  BOOST_TEST(unified->mount_point == "/sys/fs/cgroup");
}

BOOST_AUTO_TEST_CASE(no_cgroup2_mount_is_nothing) {
  BOOST_TEST(!cgroup2_mount(""));
  BOOST_TEST(!cgroup2_mount("35 31 0:32 / /sys/fs/cgroup/memory rw - cgroup cgroup rw,memory\n"));
  BOOST_TEST(!cgroup2_mount("garbage without separator\n"));
}

BOOST_AUTO_TEST_CASE(escaped_mount_points_are_decoded) {
  const auto mount = cgroup2_mount("41 31 0:38 /sub /mnt/my\\040cgroup rw - cgroup2 cgroup2 rw\n");
  BOOST_REQUIRE(mount);
  BOOST_TEST(mount->mount_point == "/mnt/my cgroup");
  BOOST_TEST(mount->root == "/sub");
}

BOOST_AUTO_TEST_CASE(the_own_group_is_the_zero_line) {
  BOOST_TEST(*cgroup2_path("9:name=systemd:/\n4:memory:/x/y\n0::/\n") == "/");
  BOOST_TEST(*cgroup2_path("0::/user.slice/user-0.slice/session-1.scope\n") ==
             "/user.slice/user-0.slice/session-1.scope");
  BOOST_TEST(!cgroup2_path("4:memory:/x\n"));
}

BOOST_AUTO_TEST_CASE(group_directories_join_mount_and_path) {
  const CgroupMount root{"/sys/fs/cgroup", "/"};
  BOOST_TEST(cgroup_directory(root, "/") == "/sys/fs/cgroup");
  BOOST_TEST(cgroup_directory(root, "/a/b") == "/sys/fs/cgroup/a/b");
  const CgroupMount sub{"/mnt/cg", "/docker/abc"};
  BOOST_TEST(cgroup_directory(sub, "/docker/abc/x") == "/mnt/cg/x");
}

BOOST_AUTO_TEST_CASE(controller_lists_are_words) {
  BOOST_TEST(has_controller("cpuset cpu io memory pids\n", "memory"));
  BOOST_TEST(!has_controller("hugetlb\n", "memory"));
  BOOST_TEST(!has_controller("", "memory"));
  BOOST_TEST(!has_controller("memoryx", "memory"));
}

BOOST_AUTO_TEST_CASE(memory_events_give_the_oom_kill_count) {
  const char* events = "low 0\nhigh 0\nmax 12\noom 2\noom_kill 1\noom_group_kill 1\n";
  BOOST_TEST(keyed_value(events, "oom_kill") == 1u);
  BOOST_TEST(keyed_value(events, "max") == 12u);
  BOOST_TEST(keyed_value(events, "missing") == 0u);
  BOOST_TEST(keyed_value("oom_kill x\n", "oom_kill") == 0u);
}

}  // namespace
}  // namespace snake::judge
