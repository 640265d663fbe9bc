// How a worker process hands its result back to the judge driver through a pipe: a
// list of text fields, each written as its length in decimal, ':', and its bytes, so
// any bytes (a message with line ends, a NUL) travel unchanged. Pure functions.
// Tested by tests/judge/test_judge_wire.cpp.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "judge/scoring.hpp"
#include "judge/verdict.hpp"

namespace snake::judge {

class WireError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// The fields, framed.
std::string pack(const std::vector<std::string>& fields);
/// The fields of `text`; throws WireError when it is not exactly a sequence of frames.
std::vector<std::string> unpack(std::string_view text);

/// A test result, framed; unpack_result() gives it back (throws WireError).
std::string pack_result(const TestResult& result);
TestResult unpack_result(std::string_view text);

/// A run's facts, framed; unpack_facts() gives them back (throws WireError).
std::string pack_facts(const RunFacts& facts);
RunFacts unpack_facts(std::string_view text);

}  // namespace snake::judge
