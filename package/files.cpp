#include "package/files.hpp"

#include <array>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <set>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>

#include <fmt/format.h>

namespace snake::package {

namespace {

// Why `path` cannot name a package entry, or nothing.
std::string path_problem(std::string_view path) {
  if (path.empty()) return "an empty path";
  if (path.front() == '/' || path.back() == '/') return "a path must be relative and name a file";
  std::size_t start = 0;
  while (start <= path.size()) {
    const std::size_t end = std::min(path.find('/', start), path.size());
    const std::string_view part = path.substr(start, end - start);
    if (part.empty() || part == "." || part == "..") return "empty, '.' and '..' parts are not allowed";
    start = end + 1;
  }
  return {};
}

// The folder part of `path` ("" at the top).
std::string_view folder_of(std::string_view path) {
  const std::size_t slash = path.rfind('/');
  return slash == std::string_view::npos ? std::string_view{} : path.substr(0, slash);
}

// `target` (relative to the folder of `link`) as a path from the top of the tree.
std::string resolve(std::string_view link, std::string_view target) {
  std::vector<std::string> parts;
  const auto push_parts = [&](std::string_view text) {
    std::size_t start = 0;
    while (start < text.size()) {
      const std::size_t end = std::min(text.find('/', start), text.size());
      const std::string_view part = text.substr(start, end - start);
      if (part == "..") {
        if (parts.empty()) throw PackageError(fmt::format("link {} leaves the package", link));
        parts.pop_back();
      } else if (!part.empty() && part != ".") {
        parts.emplace_back(part);
      }
      start = end + 1;
    }
  };
  push_parts(folder_of(link));
  push_parts(target);
  std::string path;
  for (const std::string& part : parts) path += (path.empty() ? "" : "/") + part;
  return path;
}

void check_new_path(const std::map<std::string, PackageFile>& entries, std::string_view path) {
  if (const std::string problem = path_problem(path); !problem.empty()) {
    throw PackageError(fmt::format("cannot add '{}' to a package: {}", path, problem));
  }
  if (entries.count(std::string(path))) {
    throw PackageError(fmt::format("'{}' is in the package twice", path));
  }
  // A file may not also be a folder of another entry.
  for (std::string_view folder = folder_of(path); !folder.empty(); folder = folder_of(folder)) {
    if (entries.count(std::string(folder))) {
      throw PackageError(fmt::format("'{}' is a file, so '{}' cannot be in it", folder, path));
    }
  }
  const auto below = entries.lower_bound(std::string(path) + "/");
  if (below != entries.end() && below->first.starts_with(std::string(path) + "/")) {
    throw PackageError(fmt::format("'{}' is a folder, so it cannot be a file", path));
  }
}

void fail_io(const std::filesystem::path& path, std::string_view what) {
  throw PackageError(fmt::format("cannot {} {}: {}", what, path.string(), std::strerror(errno)));
}

// Stamps `path` (not following a link) with k_package_time.
void stamp(const std::filesystem::path& path) {
  const timespec time{static_cast<time_t>(k_package_time), 0};
  const std::array<timespec, 2> times{time, time};
  if (utimensat(AT_FDCWD, path.c_str(), times.data(), AT_SYMLINK_NOFOLLOW) != 0) {
    fail_io(path, "set the time of");
  }
}

// Little-endian appenders for the zip records.
void put16(std::string& out, std::uint32_t value) {
  out += static_cast<char>(value & 0xFF);
  out += static_cast<char>((value >> 8) & 0xFF);
}

void put32(std::string& out, std::uint32_t value) {
  put16(out, value & 0xFFFF);
  put16(out, value >> 16);
}

std::uint32_t checked_32(std::size_t value, std::string_view what) {
  if (value > 0xFFFFFFFEu) throw PackageError(fmt::format("{} is too large for a zip archive", what));
  return static_cast<std::uint32_t>(value);
}

}  // namespace

void FileTree::add(std::string_view path, std::string content, bool executable) {
  check_new_path(m_entries, path);
  m_entries.emplace(std::string(path), PackageFile{std::move(content), executable, {}});
}

void FileTree::add_link(std::string_view path, std::string_view target) {
  check_new_path(m_entries, path);
  const std::string resolved = resolve(path, target);
  const auto found = m_entries.find(resolved);
  if (found == m_entries.end() || !found->second.link.empty()) {
    throw PackageError(fmt::format("link '{}' must point to a file of the package, not '{}'", path,
                                   resolved));
  }
  m_entries.emplace(std::string(path), PackageFile{{}, false, std::string(target)});
}

const std::string& FileTree::content(std::string_view path) const {
  auto found = m_entries.find(std::string(path));
  if (found != m_entries.end() && !found->second.link.empty()) {
    found = m_entries.find(resolve(path, found->second.link));
  }
  if (found == m_entries.end()) throw PackageError(fmt::format("no file '{}' in the package", path));
  return found->second.content;
}

void write_directory(const FileTree& tree, const std::filesystem::path& folder) {
  std::error_code error;
  if (std::filesystem::exists(folder, error) && !std::filesystem::is_empty(folder, error)) {
    throw PackageError(fmt::format("{} exists and is not empty: choose a new folder",
                                   folder.string()));
  }
  std::filesystem::create_directories(folder, error);
  if (error) throw PackageError(fmt::format("cannot create {}: {}", folder.string(), error.message()));
  std::set<std::filesystem::path> folders{folder};
  for (const auto& [path, file] : tree.entries()) {
    const std::filesystem::path target = folder / path;
    for (auto parent = target.parent_path(); !folders.count(parent); parent = parent.parent_path()) {
      folders.insert(parent);
    }
    std::filesystem::create_directories(target.parent_path(), error);
    if (error) {
      throw PackageError(fmt::format("cannot create {}: {}", target.parent_path().string(),
                                     error.message()));
    }
    if (!file.link.empty()) {
      std::filesystem::create_symlink(file.link, target, error);
      if (error) throw PackageError(fmt::format("cannot link {}: {}", target.string(), error.message()));
    } else {
      std::ofstream out(target, std::ios::binary | std::ios::trunc);
      out.write(file.content.data(), static_cast<std::streamsize>(file.content.size()));
      out.close();
      if (!out) fail_io(target, "write");
      if (chmod(target.c_str(), file.executable ? 0755 : 0644) != 0) fail_io(target, "set the mode of");
    }
    stamp(target);
  }
  // Folders last, deepest first: writing into a folder changes its time.
  for (auto it = folders.rbegin(); it != folders.rend(); ++it) {
    if (chmod(it->c_str(), 0755) != 0) fail_io(*it, "set the mode of");
    stamp(*it);
  }
}

std::uint32_t crc32(std::string_view bytes) {
  static const std::array<std::uint32_t, 256> table = [] {
    std::array<std::uint32_t, 256> t{};
    for (std::uint32_t i = 0; i < 256; ++i) {
      std::uint32_t c = i;
      for (int bit = 0; bit < 8; ++bit) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
      t[i] = c;
    }
    return t;
  }();
  std::uint32_t crc = 0xFFFFFFFFu;
  for (const char byte : bytes) crc = table[(crc ^ static_cast<unsigned char>(byte)) & 0xFF] ^ (crc >> 8);
  return crc ^ 0xFFFFFFFFu;
}

std::string zip_archive(const FileTree& tree) {
  // MS-DOS date of k_package_time: 1980-01-01 00:00:00.
  constexpr std::uint32_t k_dos_time = 0;
  constexpr std::uint32_t k_dos_date = (0u << 9) | (1u << 5) | 1u;
  constexpr std::uint32_t k_version = 20;              // PKZIP 2.0
  constexpr std::uint32_t k_made_by_unix = 3u << 8;    // external attributes are Unix modes
  std::string archive;
  std::string directory;
  std::uint32_t count = 0;
  for (const auto& [path, file] : tree.entries()) {
    const std::string& content = file.link.empty() ? file.content : tree.content(path);
    const bool executable = file.link.empty() ? file.executable : false;
    const std::uint32_t crc = crc32(content);
    const std::uint32_t size = checked_32(content.size(), path);
    const std::uint32_t offset = checked_32(archive.size(), "the archive");
    const std::uint32_t name_size = checked_32(path.size(), path);
    // Local file header.
    put32(archive, 0x04034b50);
    put16(archive, k_version);
    put16(archive, 0);  // flags
    put16(archive, 0);  // stored
    put16(archive, k_dos_time);
    put16(archive, k_dos_date);
    put32(archive, crc);
    put32(archive, size);
    put32(archive, size);
    put16(archive, name_size);
    put16(archive, 0);  // extra field
    archive += path;
    archive += content;
    // Central directory record.
    const std::uint32_t mode = (executable ? 0100755u : 0100644u);
    put32(directory, 0x02014b50);
    put16(directory, k_made_by_unix | k_version);
    put16(directory, k_version);
    put16(directory, 0);
    put16(directory, 0);
    put16(directory, k_dos_time);
    put16(directory, k_dos_date);
    put32(directory, crc);
    put32(directory, size);
    put32(directory, size);
    put16(directory, name_size);
    put16(directory, 0);  // extra field
    put16(directory, 0);  // comment
    put16(directory, 0);  // disk
    put16(directory, 0);  // internal attributes
    put32(directory, mode << 16);
    put32(directory, offset);
    directory += path;
    if (++count > 0xFFFE) throw PackageError("too many files for a zip archive");
  }
  const std::uint32_t directory_offset = checked_32(archive.size(), "the archive");
  archive += directory;
  put32(archive, 0x06054b50);
  put16(archive, 0);
  put16(archive, 0);
  put16(archive, count);
  put16(archive, count);
  put32(archive, checked_32(directory.size(), "the zip directory"));
  put32(archive, directory_offset);
  put16(archive, 0);  // comment
  return archive;
}

}  // namespace snake::package
