#include "replay/recording.hpp"

#include <algorithm>

namespace snake::viewer {

RecordingBuffer::RecordingBuffer(std::istream& source, std::size_t cap)
    : m_source(source.rdbuf()), m_cap(cap) {}

RecordingBuffer::int_type RecordingBuffer::underflow() {
  if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
  const std::streamsize got =
      m_source ? m_source->sgetn(m_buffer.data(), static_cast<std::streamsize>(m_buffer.size()))
               : 0;
  if (got <= 0) return traits_type::eof();
  const auto count = static_cast<std::size_t>(got);
  const std::size_t room = m_cap - std::min(m_cap, m_copy.size());
  m_copy.append(m_buffer.data(), std::min(room, count));
  if (count > room) m_overflowed = true;
  setg(m_buffer.data(), m_buffer.data(), m_buffer.data() + got);
  return traits_type::to_int_type(*gptr());
}

RecordingStream::RecordingStream(std::istream& source, std::size_t cap)
    : std::istream(nullptr), m_buffer(source, cap) {
  rdbuf(&m_buffer);
}

}  // namespace snake::viewer
