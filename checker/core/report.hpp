// Pure formatting shared by the judge protocols (checker/front_end/protocols/): verdict lines,
// numbers in testlib's format, scores on a protocol's scale, XML escaping. No I/O.
// Tested by tests/unit/test_report.cpp.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "checker/core/verdict.hpp"

namespace snake::checker {

/// How partial points are written: a fraction of 1, an integer percent (rounded down),
/// or absolute points (the fraction times the test's full score).
enum class PointsScale { fraction, percent, absolute };

/// "<verdict word> <message>" as one line; a partial outcome reads "points <fraction>
/// <message>", the fraction of 1 whatever the protocol's scale.
std::string verdict_line(const Outcome& outcome);
/// verdict_line() with the team message, for what the contestant sees.
std::string team_line(const Outcome& outcome);
/// The team message, and for a FAIL (the jury's fault, never the contestant's) its reason
/// after it as "; judges' message: ...": what a judge that keeps no judges' message of its
/// own shows everyone (the testlib protocol, the web page's "team" line).
std::string shown_message(const Outcome& outcome);
/// verdict_line() with shown_message().
std::string shown_line(const Outcome& outcome);

/// testlib's number format: ten decimals with trailing zeros removed, keeping one digit
/// after the point ("0.5", "1.0", "40.0"); without `keep_point`, "1" and "40".
std::string decimal(double value, bool keep_point = true);

/// `score` (0..1) on `scale` as testlib prints points: a fraction ("0.5"), an integer
/// percent rounded down ("50"), or absolute points ("2.5" of `full_score`).
std::string scaled_points(double score, PointsScale scale, double full_score = 1);

/// The integer part of `score` * `full` (rounded down, after a 1e-9 tolerance for
/// binary fractions such as 0.35 * 10), for judges that read integer scores.
std::int64_t integer_points(double score, std::int64_t full);

}  // namespace snake::checker
