// An Arbiter (NOI Linux 2.0) contest folder. Arbiter's source is not public; followed:
// its documentation on OI Wiki (https://oi.wiki/tools/judger/arbiter/): evaldata/ holds
// every test of every problem, flat, as <problem><y>.in and <problem><y>.ans with y from
// 1; players/day1/<contestant>/<problem>/<problem>.cpp; the contest's custom checkers in
// filter/. The checker is checker-arbiter as filter/snake_e (Arbiter's argv: input output
// answer; the result in /tmp/_eval.score, a message line then an integer score out of 10).
// Arbiter scores every test on its own with points set in its problem dialog: the
// README lists each test's points (detail::split_points of its group), and the
// package's solutions are contestants of players/day1.
#include <algorithm>

#include <fmt/format.h>

#include "package/formats/common.hpp"
#include "package/templates.hpp"

namespace snake::package::detail {

Package arbiter_package(const Sources& sources, const ExportOptions& options) {
  const Manifest& manifest = sources.manifest;
  const JudgingLimits limit = limits(sources, options);
  Package package;
  FileTree& tree = package.tree;
  std::string points = templates::fill("arbiter_readme.txt",
                                       {{"time_limit", decimal_number(limit.time_seconds)},
                                        {"memory", std::to_string(limit.memory_mib)}});
  int number = 1;
  for (const GroupEntry& group : manifest.groups) {
    // Arbiter scores each test alone: a "min" group's all-or-nothing rule is lost.
    const std::vector<int> shares = split_points(group.points, group.tests.size());
    for (std::size_t t = 0; t < group.tests.size(); ++t) {
      const TestEntry& test = *manifest.test(group.tests[t]);
      tree.add(fmt::format("evaldata/snake{}.in", number), read_file(manifest.input(test)));
      tree.add(fmt::format("evaldata/snake{}.ans", number), read_file(manifest.answer(test)));
      points += fmt::format("{:<5} {:<8} {:<6} {}{}\n", number, test.name, group.name, shares[t],
                            group.scoring == Scoring::min ? " (the group's all or nothing is lost)" : "");
      ++number;
    }
  }
  tree.add("README.txt", generated_note(sources, "#") + points);
  tree.add("filter/snake_e", tool(sources, "checker-arbiter"), true);
  const StatementView view{false, true, PointsRule::larger_first, limit.time_seconds};
  for (const Language language : k_languages) {
    tree.add(fmt::format("statement/snake.{}.pdf", code(language)), statement_pdf(sources, language, view));
    tree.add(fmt::format("statement/editorial.{}.pdf", code(language)), editorial_pdf(sources, language));
  }
  for (const Solution& solution : sources.solutions) {
    // Contestant numbers are letters, digits and dashes.
    std::string player = solution.name;
    std::replace(player.begin(), player.end(), '_', '-');
    tree.add("players/day1/" + player + "/snake/snake.cpp", solution.source);
  }
  return package;
}

}  // namespace snake::package::detail
