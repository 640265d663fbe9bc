// A problem package as data before it touches the disk: a set of files (relative path,
// bytes, executable or not) and relative symbolic links, written either as a directory
// tree or as one zip archive (libzip). Both writers are deterministic: entries in byte
// order of their paths, every file and folder stamped k_package_time, modes 0644 / 0755
// (the zip records them as Unix external attributes, so the exec bit survives an
// archive), zip entries deflated at level 9 by zlib (the same zlib gives the same bytes),
// no host names, users or clocks.
// A package is a result: write_directory() writes it whole into a temporary folder beside
// the target and renames that, so a failure (a full disk) leaves nothing under the name.
// Invariants: paths are '/'-separated, relative, without "." or ".." parts, and no path
// is both a file and a directory; a link's target is relative to the link's folder and
// names a file of the same tree.
// Cost: O(total bytes); zip_archive() holds the archive in memory.
// Tested by tests/package/test_package_files.cpp (paths, links, the zip records, a
// written folder, a failed write) and tests/package/check_exports.sh (python3's zipfile
// and unzip read real exports back; a full file system).
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>

namespace snake::package {

/// A path that cannot be part of a package, or a write that failed.
class PackageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// 1980-01-01 00:00:00 UTC, the earliest time a zip entry can hold: every file, folder
/// and archive entry gets it, so that the same inputs give the same bytes.
inline constexpr std::int64_t k_package_time = 315532800;

struct PackageFile {
  std::string content;
  bool executable = false;
  std::string link;  // non-empty: a symbolic link to this target, relative to its folder
};

class FileTree {
 public:
  /// Adds a regular file; a PackageError for a bad or repeated path.
  void add(std::string_view path, std::string content, bool executable = false);
  /// Adds a symbolic link to `target` (relative to the link's folder), which must be
  /// a file already added. Zip archives hold a copy of the target instead.
  void add_link(std::string_view path, std::string_view target);
  /// Every entry, in byte order of the paths.
  const std::map<std::string, PackageFile>& entries() const { return m_entries; }
  /// The content of `path`, following a link; a PackageError if there is none.
  const std::string& content(std::string_view path) const;
  /// Whether `path` is an entry (a file or a link).
  bool contains(std::string_view path) const { return m_entries.count(std::string(path)) > 0; }

 private:
  std::map<std::string, PackageFile> m_entries;
};

/// Writes `tree` as the folder `folder`, which must not exist yet or be empty: into a
/// new folder beside it (".NAME.partial-XXXXXX"), renamed onto `folder` once every file
/// is written; on failure that folder is removed and `folder` is left as it was.
void write_directory(const FileTree& tree, const std::filesystem::path& folder);

/// The bytes of a zip archive holding `tree`: deflated entries with Unix modes, every
/// entry dated 1980-01-01 00:00 (MS-DOS time, no time zone), no extra fields. An empty
/// tree is a PackageError.
std::string zip_archive(const FileTree& tree);

}  // namespace snake::package
