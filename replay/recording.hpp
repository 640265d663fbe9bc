// RecordingStream: an input stream that reads through another one and keeps a copy of
// every byte it hands out, up to a cap, so that a checker can judge its files as a
// stream (the contestant's output may be standard input, read once) and still build the
// replay page from exactly the bytes the judging read (checker --html). Reading through
// it changes nothing for the reader: the same bytes, the same end of file; a read error
// of the source stays the source's to report.
// Cost: one copy of each byte read, while under the cap; a 64 KiB buffer.
// Tested by tests/replay/test_replay.cpp.
#pragma once

#include <array>
#include <cstddef>
#include <istream>
#include <streambuf>
#include <string>

namespace snake::viewer {

/// The most bytes a checker keeps of one file for its replay page.
inline constexpr std::size_t k_max_recorded_bytes = std::size_t{64} << 20;

class RecordingBuffer : public std::streambuf {
 public:
  RecordingBuffer(std::istream& source, std::size_t cap);
  /// The bytes read so far (the first `cap` of them).
  const std::string& bytes() const { return m_copy; }
  /// Whether more than `cap` bytes were read, so bytes() is only their beginning.
  bool overflowed() const { return m_overflowed; }

 protected:
  int_type underflow() override;

 private:
  std::streambuf* m_source;
  std::size_t m_cap;
  std::string m_copy;
  bool m_overflowed = false;
  std::array<char, 1 << 16> m_buffer{};
};

class RecordingStream : public std::istream {
 public:
  /// Reads through `source`, which must outlive this stream.
  explicit RecordingStream(std::istream& source, std::size_t cap = k_max_recorded_bytes);
  const std::string& bytes() const { return m_buffer.bytes(); }
  bool overflowed() const { return m_buffer.overflowed(); }

 private:
  RecordingBuffer m_buffer;
};

}  // namespace snake::viewer
