// The choice of the package's tests from the search's record (data/record.tsv, written by
// data/search.sh): every candidate with the failure kind and CPU time of every solution.
// A pure function of the record, the solutions' tags and the rules, so that the same
// record always gives the same tests (data/regenerate.sh reproduces them byte for byte).
// Times are compared only with times of the same search (the record is measured on a
// machine of unknown load): the selection chooses a cap A on the accepted solutions' CPU
// time, the largest for which every need can be met, and a too-slow solution counts on a
// test where it takes ac_factor * tle_factor * margin * A or more; the time limit is then
// at least ac_factor times the slowest accepted run, which leaves the too-slow ones
// tle_factor times over it with the margin to spare (data/README.md, "Limits").
// What the selection must meet, each a "need" with a count:
//   - every wrong solution caught on 2 tests, each time as its file says it fails;
//   - every too-slow solution at the threshold above on 3 tests (Rules::tle_tests), and on
//     the candidate where the search found it slowest (judges that take whole seconds,
//     Kattis and DOMjudge, round the limit up, 0.4 s to 1 s, and judge a too-slow
//     submission by its slowest test: there it is the farthest over), and 4 tests within
//     12 x 12 on which every too-slow one is over the limit with the margin
//     (ac_factor * margin * A or more);
//   - boards taller than wide and wider than tall (2 each), square ones, the smallest
//     boards (5 and 6 cells), the largest reachable state space within 12 x 12 with four
//     items (2 tests), a route of 255 or more within 12 x 12, no solution on a board of
//     100 cells or more, and every claim of the manifest's vocabulary once;
//   - the original contest's shares of the tests: k <= 1 in 20%, n * m <= 36 in 30%,
//     k <= 2 in 40%, k <= 3 in 60% (rounded up);
// while a group gets exactly its number of tests, the pinned candidates are kept, and no
// test is one where an accepted solution is not AC or takes more than A, or a wrong
// solution fails in a way its file does not describe.
// Greedy: the candidate that meets the most unmet needs first; then the free places go to
// the tests that catch the least-caught wrong solutions once more; then swaps repair any
// need still unmet. The small set is chosen the same way from the selected tests.
// Cost: O(caps tried * tests * candidates * needs); the caps are tried from the largest
// down, and the first that meets every need is taken.
// Tested by tests/package/test_selection.cpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace snake::selection {

enum class Tag { main, accepted, wrong, slow };

struct Solution {
  std::string name;
  Tag tag = Tag::wrong;
  std::vector<std::string> fails_as;  // the failure kinds its file names (wrong solutions)
};

/// What one solution did on one candidate: a failure kind (data/solutions/kinds.jq, "ok"
/// for AC) and its CPU time, or nothing when it was not judged there.
struct Cell {
  bool judged = false;
  std::string kind;
  std::int64_t cpu_ms = 0;
};

struct Candidate {
  std::string id;  // the search's number, "0042"
  std::string group;
  bool pinned = false;
  int n = 0, m = 0, k = 0;
  std::optional<std::int64_t> answer;  // the jury time; nothing for No solution.
  std::uint64_t reach = 0;             // reachable states
  std::string note;
  std::string source;       // "generator ARGS --seed S", "sample FILE", "hand NN"
  std::vector<Cell> cells;  // one a solution, in the order of Record::solutions
};

struct Record {
  std::vector<std::string> solutions;  // the column names
  std::vector<Candidate> candidates;
};

struct Rules {
  std::vector<std::pair<std::string, int>> group_sizes;  // in test-number order
  double ac_factor = 2;   // the time limit over the slowest accepted run
  double tle_factor = 2;  // a too-slow run over the time limit
  double margin = 1.25;   // room for the measurements' noise
  int tle_tests = 3;      // the tests each too-slow solution must be over the threshold on
  int small_size = 20;    // the most tests of the small set
  bool board_needs = true;  // the needs on boards and claims (off: only the solutions')
};

struct Test {
  std::string name;        // "07"
  std::size_t candidate;   // index in Record::candidates
  std::vector<std::string> reasons;  // the needs it was chosen for
};

struct Selection {
  std::int64_t ac_cap_ms = 0;        // A: no accepted run of a test above it
  std::int64_t tle_ms = 0;           // a too-slow run counts from here
  std::vector<Test> tests;           // in test-number order
  std::vector<std::size_t> small;    // indices into tests, ascending
  std::vector<std::string> unmet;    // needs no test could meet ("TLE tle_spfa: 1 of 2")
  std::vector<std::string> notes;    // candidates left out, and why (wrong kinds)
};

/// The manifest's claims of a candidate, from what the claim solutions did there
/// (data/README.md, "Claims"), in the order max-size, no-solution, body, walled, tail,
/// order, grow, detour, must-eat, overestimate, chain.
std::vector<std::string> claims_of(const Record& record, const Candidate& candidate);

/// Whether `s` fails as its file says it fails, in `cell`.
bool catches(const Solution& s, const Cell& cell);

/// Chooses the tests. Throws std::invalid_argument when the record names a solution that
/// `solutions` lacks, or a group the rules lack.
Selection select(const Record& record, const std::vector<Solution>& solutions, const Rules& rules);

}  // namespace snake::selection
