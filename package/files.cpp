#include "package/files.hpp"

#include <array>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <set>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <zip.h>

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

// The zip writer: one archive in memory, its errors as PackageErrors.
class ZipWriter {
 public:
  ZipWriter() {
    zip_error_t error;
    zip_error_init(&error);
    m_buffer = zip_source_buffer_create(nullptr, 0, 0, &error);
    if (m_buffer) {
      zip_source_keep(m_buffer);  // read back after zip_close()
      m_archive = zip_open_from_source(m_buffer, ZIP_TRUNCATE, &error);
    }
    if (!m_archive) {
      const std::string why = zip_error_strerror(&error);
      zip_error_fini(&error);
      if (m_buffer) zip_source_free(m_buffer);
      throw PackageError(fmt::format("cannot start a zip archive: {}", why));
    }
    zip_error_fini(&error);
  }
  ZipWriter(const ZipWriter&) = delete;
  ZipWriter& operator=(const ZipWriter&) = delete;
  ~ZipWriter() {
    if (m_archive) zip_discard(m_archive);
    zip_source_free(m_buffer);
  }

  // Adds `content` as `path` (libzip keeps a pointer to it until close()).
  void add(const std::string& path, const std::string& content, bool executable) {
    zip_source_t* source = zip_source_buffer(m_archive, content.data(), content.size(), 0);
    const zip_int64_t index =
        source ? zip_file_add(m_archive, path.c_str(), source, ZIP_FL_ENC_UTF_8) : -1;
    if (index < 0) {
      if (source) zip_source_free(source);
      fail(path);
    }
    const auto entry = static_cast<zip_uint64_t>(index);
    // MS-DOS time 00:00:00, date 1980-01-01 ((year - 1980) << 9 | month << 5 | day): the
    // time zone never enters, unlike zip_file_set_mtime's local time.
    constexpr zip_uint16_t k_dos_time = 0;
    constexpr zip_uint16_t k_dos_date = (0u << 9) | (1u << 5) | 1u;
    const zip_uint32_t mode = executable ? 0100755u : 0100644u;
    // Deflate at its highest level: zlib gives the same bytes for the same input.
    if (zip_set_file_compression(m_archive, entry, ZIP_CM_DEFLATE, 9) != 0 ||
        zip_file_set_dostime(m_archive, entry, k_dos_time, k_dos_date, 0) != 0 ||
        zip_file_set_external_attributes(m_archive, entry, 0, ZIP_OPSYS_UNIX, mode << 16) != 0) {
      fail(path);
    }
  }

  // Closes the archive and returns its bytes.
  std::string close() {
    if (zip_close(m_archive) != 0) fail("the archive");
    m_archive = nullptr;
    std::string bytes;
    zip_stat_t stat;
    if (zip_source_stat(m_buffer, &stat) != 0 || zip_source_open(m_buffer) != 0) {
      throw PackageError(fmt::format("cannot read the zip archive back: {}",
                                     zip_error_strerror(zip_source_error(m_buffer))));
    }
    bytes.resize(static_cast<std::size_t>(stat.size));
    const zip_int64_t read = zip_source_read(m_buffer, bytes.data(), bytes.size());
    zip_source_close(m_buffer);
    if (read < 0 || static_cast<zip_uint64_t>(read) != stat.size) {
      throw PackageError("cannot read the zip archive back");
    }
    return bytes;
  }

 private:
  [[noreturn]] void fail(std::string_view what) {
    throw PackageError(
        fmt::format("cannot add {} to a zip archive: {}", what, zip_strerror(m_archive)));
  }

  zip_source_t* m_buffer = nullptr;
  zip_t* m_archive = nullptr;
};

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

namespace {

// Writes every entry of `tree` below the empty folder `top`.
void write_entries(const FileTree& tree, const std::filesystem::path& top) {
  std::set<std::filesystem::path> folders{top};
  std::error_code error;
  for (const auto& [path, file] : tree.entries()) {
    const std::filesystem::path target = top / path;
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

}  // namespace

void write_directory(const FileTree& tree, const std::filesystem::path& folder) {
  std::error_code error;
  const auto status = std::filesystem::symlink_status(folder, error);
  if (std::filesystem::exists(status) &&
      (!std::filesystem::is_directory(status) || !std::filesystem::is_empty(folder, error))) {
    throw PackageError(fmt::format("{} exists and is not an empty folder: choose a new folder",
                                   folder.string()));
  }
  std::filesystem::path target = std::filesystem::absolute(folder, error).lexically_normal();
  if (target.filename().empty()) target = target.parent_path();  // "out/"
  const std::filesystem::path parent = target.parent_path();
  const std::filesystem::path name = target.filename();
  std::filesystem::create_directories(parent, error);
  if (error) throw PackageError(fmt::format("cannot create {}: {}", parent.string(), error.message()));
  std::string temporary = (parent / ("." + name.string() + ".partial-XXXXXX")).string();
  if (mkdtemp(temporary.data()) == nullptr) fail_io(parent, "create a folder in");
  try {
    write_entries(tree, temporary);
    // An empty folder of that name is replaced (rename(2) allows it); anything else fails.
    if (std::rename(temporary.c_str(), target.c_str()) != 0) fail_io(folder, "create");
    stamp(target);
  } catch (...) {
    std::filesystem::remove_all(temporary, error);
    throw;
  }
}

std::string zip_archive(const FileTree& tree) {
  // libzip deletes an archive left without entries.
  if (tree.entries().empty()) throw PackageError("an empty package cannot be a zip archive");
  ZipWriter zip;
  for (const auto& [path, file] : tree.entries()) {
    // A link is stored as a copy of its target (zip has no portable links).
    zip.add(path, file.link.empty() ? file.content : tree.content(path),
            file.link.empty() && file.executable);
  }
  return zip.close();
}

}  // namespace snake::package
