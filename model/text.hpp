// Text helpers for messages: quoting untrusted bytes so that a 1 GB token or a binary
// byte can never flood or corrupt a log line.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace snake {

/// Quotes `text` as 'text', escaping every byte outside printable ASCII (\n, \t, \xNN,
/// \\ and \') and cutting it after `max_bytes` input bytes with "..." appended.
/// `truncated` says the text was already cut before it got here, so "..." is due too.
std::string quote(std::string_view text, std::size_t max_bytes = 50, bool truncated = false);

/// Names one byte (or end of file, c < 0) for "found ..." messages: "end of file",
/// "end of line", "a space", "a tab", "a carriage return", "'x'", "byte 0x80".
std::string describe_byte(int c);

}  // namespace snake
