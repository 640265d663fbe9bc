// The package file tree and its writers (package/files.hpp): the paths a package refuses,
// links, the CRC-32 check value, the zip records (signatures, sizes, Unix modes that
// keep the exec bit, offsets), and a directory written with fixed modes and times.
// python3's zipfile and unzip read real exports in tests/package/exporter.
#define BOOST_TEST_MODULE package_files
#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include <sys/stat.h>
#include <unistd.h>

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

BOOST_AUTO_TEST_CASE(crc32_check_value) {
  BOOST_TEST(crc32("123456789") == 0xCBF43926u);
  BOOST_TEST(crc32("") == 0u);
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
  BOOST_TEST(read32(zip, 14) == crc32("hello"));
  BOOST_TEST(read32(zip, 18) == 5u);
  BOOST_TEST(zip.substr(30, 5) == "a.txt");
  BOOST_TEST(zip.substr(35, 5) == "hello");
  const std::size_t end = zip.size() - 22;
  BOOST_TEST(read32(zip, end) == 0x06054b50u);
  BOOST_TEST(read16(zip, end + 10) == 3u);
  std::size_t record = read32(zip, end + 16);
  const std::vector<std::pair<std::string, std::uint32_t>> expected{
      {"a.txt", 0100644u}, {"b.txt", 0100644u}, {"run", 0100755u}};
  for (const auto& [name, mode] : expected) {
    BOOST_TEST(read32(zip, record) == 0x02014b50u);
    BOOST_TEST((read16(zip, record + 4) >> 8) == 3u);  // made by Unix
    BOOST_TEST((read32(zip, record + 38) >> 16) == mode);
    const std::size_t name_size = read16(zip, record + 28);
    BOOST_TEST(zip.substr(record + 46, name_size) == name);
    const std::size_t local = read32(zip, record + 42);
    BOOST_TEST(zip.substr(local + 30, name_size) == name);
    record += 46 + name_size;
  }
  BOOST_TEST(zip_archive(tree) == zip);
}

BOOST_AUTO_TEST_CASE(directory_has_fixed_modes_and_times) {
  const auto folder = std::filesystem::temp_directory_path() /
                      ("snake_package_files_" + std::to_string(getpid()));
  std::filesystem::remove_all(folder);
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
  BOOST_TEST(std::filesystem::read_symlink(folder / "y/link.txt") == "../x/data.txt");
  BOOST_TEST(error_of([&] { write_directory(tree, folder); }) ==
             folder.string() + " exists and is not empty: choose a new folder");
  std::filesystem::remove_all(folder);
}

}  // namespace
}  // namespace snake::package
