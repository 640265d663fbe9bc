// The package file tree and its writers (package/files.hpp): the paths a package refuses,
// links, the zip records libzip writes (read here byte by byte: signatures, deflated
// entries that zlib inflates back, the 1980-01-01 MS-DOS date, no extra fields, CRC-32, Unix
// modes that keep the exec bit, offsets), a directory written with fixed modes and
// times, and a directory write that fails leaves nothing behind. python3's zipfile and
// unzip read real exports in tests/package/check_exports.sh.
#include <boost/test/unit_test.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include "package/files.hpp"

namespace snake::package {
namespace {

std::string error_of(const std::function<void()>& action) {
  try {
    action();
  } catch (const PackageError& e) {
    return e.what();
  }
  return "no error";
}

std::uint32_t read32(const std::string& bytes, std::size_t at) {
  std::uint32_t value = 0;
  for (int i = 3; i >= 0; --i) value = (value << 8) | static_cast<unsigned char>(bytes[at + static_cast<std::size_t>(i)]);
  return value;
}

std::uint32_t read16(const std::string& bytes, std::size_t at) {
  return static_cast<unsigned char>(bytes[at]) | (static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[at + 1])) << 8);
}

std::uint32_t crc_of(const std::string& bytes) {
  return static_cast<std::uint32_t>(
      ::crc32(0, reinterpret_cast<const Bytef*>(bytes.data()), static_cast<uInt>(bytes.size())));
}

BOOST_AUTO_TEST_CASE(paths_must_be_relative_clean_and_unique) {
  FileTree tree;
  tree.add("a/b.txt", "x");
  BOOST_TEST(error_of([&] { tree.add("a/b.txt", "y"); }) == "'a/b.txt' is in the package twice");
  BOOST_TEST(error_of([&] { tree.add("/abs", ""); }) ==
             "cannot add '/abs' to a package: a path must be relative and name a file");
  BOOST_TEST(error_of([&] { tree.add("a/../c", ""); }) ==
             "cannot add 'a/../c' to a package: empty, '.' and '..' parts are not allowed");
  BOOST_TEST(error_of([&] { tree.add("a//c", ""); }) ==
             "cannot add 'a//c' to a package: empty, '.' and '..' parts are not allowed");
  BOOST_TEST(error_of([&] { tree.add("a", ""); }) == "'a' is a folder, so it cannot be a file");
  BOOST_TEST(error_of([&] { tree.add("a/b.txt/c", ""); }) ==
             "'a/b.txt' is a file, so 'a/b.txt/c' cannot be in it");
}

BOOST_AUTO_TEST_CASE(links_point_to_files_of_the_tree) {
  FileTree tree;
  tree.add("data/sample/01.in", "5 5\n");
  tree.add_link("data/secret/g/01.in", "../../sample/01.in");
  BOOST_TEST(tree.content("data/secret/g/01.in") == "5 5\n");
  BOOST_TEST(error_of([&] { tree.add_link("data/x.in", "missing.in"); }) ==
             "link 'data/x.in' must point to a file of the package, not 'data/missing.in'");
  BOOST_TEST(error_of([&] { tree.add_link("x.in", "../../up"); }) == "link x.in leaves the package");
}

BOOST_AUTO_TEST_CASE(zip_records_hold_sizes_modes_and_offsets) {
  FileTree tree;
  tree.add("run", "#!/bin/sh\n", true);
  tree.add("a.txt", "hello");
  tree.add_link("b.txt", "a.txt");
  const std::string zip = zip_archive(tree);
  // Entries in path order: a.txt, b.txt (a copy of a.txt), run.
  BOOST_TEST(read32(zip, 0) == 0x04034b50u);
  BOOST_TEST(read16(zip, 8) == 8u);            // deflated
  BOOST_TEST(read16(zip, 10) == 0u);           // 00:00:00
  BOOST_TEST(read16(zip, 12) == 0x21u);        // 1980-01-01
  BOOST_TEST(read32(zip, 14) == crc_of("hello"));
  BOOST_TEST(read32(zip, 22) == 5u);           // uncompressed size
  BOOST_TEST(read16(zip, 28) == 0u);           // no extra field
  BOOST_TEST(zip.substr(30, 5) == "a.txt");
  // The deflated bytes inflate back to the content.
  std::string inflated(5, '\0');
  z_stream stream{};
  BOOST_REQUIRE(inflateInit2(&stream, -MAX_WBITS) == Z_OK);
  stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(zip.data() + 35));
  stream.avail_in = read32(zip, 18);
  stream.next_out = reinterpret_cast<Bytef*>(inflated.data());
  stream.avail_out = 5;
  BOOST_TEST(inflate(&stream, Z_FINISH) == Z_STREAM_END);
  inflateEnd(&stream);
  BOOST_TEST(inflated == "hello");
  const std::size_t end = zip.size() - 22;
  BOOST_TEST(read32(zip, end) == 0x06054b50u);
  BOOST_TEST(read16(zip, end + 10) == 3u);
  std::size_t record = read32(zip, end + 16);
  const std::vector<std::pair<std::string, std::uint32_t>> expected{
      {"a.txt", 0100644u}, {"b.txt", 0100644u}, {"run", 0100755u}};
  for (const auto& [name, mode] : expected) {
    BOOST_TEST(read32(zip, record) == 0x02014b50u);
    BOOST_TEST((read16(zip, record + 4) >> 8) == 3u);  // made by Unix
    BOOST_TEST(read16(zip, record + 10) == 8u);        // deflated
    BOOST_TEST(read16(zip, record + 14) == 0x21u);     // 1980-01-01
    BOOST_TEST(read16(zip, record + 30) == 0u);        // no extra field
    BOOST_TEST((read32(zip, record + 38) >> 16) == mode);
    const std::size_t name_size = read16(zip, record + 28);
    BOOST_TEST(zip.substr(record + 46, name_size) == name);
    const std::size_t local = read32(zip, record + 42);
    BOOST_TEST(zip.substr(local + 30, name_size) == name);
    record += 46 + name_size;
  }
  BOOST_TEST(zip_archive(tree) == zip);
}

BOOST_AUTO_TEST_CASE(empty_tree_is_no_archive) {
  BOOST_TEST(error_of([] { zip_archive(FileTree{}); }) == "an empty package cannot be a zip archive");
}

std::filesystem::path scratch(const std::string& name) {
  const auto folder = std::filesystem::temp_directory_path() /
                      ("snake_package_files_" + std::to_string(getpid()) + "_" + name);
  std::filesystem::remove_all(folder);
  return folder;
}

// The names in `folder`, sorted.
std::vector<std::string> listing(const std::filesystem::path& folder) {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    names.push_back(entry.path().filename().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

BOOST_AUTO_TEST_CASE(directory_has_fixed_modes_and_times) {
  const auto top = scratch("modes");
  const auto folder = top / "out";
  FileTree tree;
  tree.add("x/run", "#!/bin/sh\n", true);
  tree.add("x/data.txt", "1\n");
  tree.add_link("y/link.txt", "../x/data.txt");
  write_directory(tree, folder);
  struct stat info {};
  BOOST_TEST(stat((folder / "x/run").c_str(), &info) == 0);
  BOOST_TEST((info.st_mode & 0777) == 0755u);
  BOOST_TEST(info.st_mtime == k_package_time);
  BOOST_TEST(stat((folder / "x/data.txt").c_str(), &info) == 0);
  BOOST_TEST((info.st_mode & 0777) == 0644u);
  BOOST_TEST(stat((folder / "x").c_str(), &info) == 0);
  BOOST_TEST(info.st_mtime == k_package_time);
  BOOST_TEST(stat(folder.c_str(), &info) == 0);
  BOOST_TEST((info.st_mode & 0777) == 0755u);
  BOOST_TEST(info.st_mtime == k_package_time);
  BOOST_TEST(std::filesystem::read_symlink(folder / "y/link.txt") == "../x/data.txt");
  // Nothing but the package beside it: the temporary folder was renamed.
  BOOST_TEST(listing(top) == std::vector<std::string>{"out"});
  BOOST_TEST(error_of([&] { write_directory(tree, folder); }) ==
             folder.string() + " exists and is not an empty folder: choose a new folder");
  std::filesystem::remove_all(top);
}

BOOST_AUTO_TEST_CASE(empty_folder_is_replaced_a_file_is_refused) {
  const auto top = scratch("replace");
  std::filesystem::create_directories(top / "empty");
  FileTree tree;
  tree.add("a.txt", "a\n");
  write_directory(tree, top / "empty");
  BOOST_TEST(listing(top / "empty") == std::vector<std::string>{"a.txt"});
  std::ofstream(top / "file") << "keep\n";
  BOOST_TEST(error_of([&] { write_directory(tree, top / "file"); }) ==
             (top / "file").string() + " exists and is not an empty folder: choose a new folder");
  BOOST_TEST(listing(top) == (std::vector<std::string>{"empty", "file"}));
  std::filesystem::remove_all(top);
}

BOOST_AUTO_TEST_CASE(failed_write_leaves_nothing_behind) {
  if (geteuid() == 0) {
    // Root writes into a read-only folder anyway; check_exports.sh fills a small tmpfs.
    BOOST_TEST_MESSAGE("as root a read-only folder does not stop a write: see check_exports.sh");
    return;
  }
  const auto top = scratch("readonly");
  std::filesystem::create_directories(top / "locked");
  std::filesystem::permissions(top / "locked", std::filesystem::perms::owner_read |
                                                   std::filesystem::perms::owner_exec);
  FileTree tree;
  tree.add("a.txt", "a\n");
  const std::string error = error_of([&] { write_directory(tree, top / "locked" / "out"); });
  BOOST_TEST(error.find("Permission denied") != std::string::npos, error);
  BOOST_TEST(listing(top / "locked").empty());
  std::filesystem::permissions(top / "locked", std::filesystem::perms::owner_all);
  std::filesystem::remove_all(top);
}

}  // namespace
}  // namespace snake::package
