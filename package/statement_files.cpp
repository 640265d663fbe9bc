#include "package/statement_files.hpp"

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>

#include <fmt/format.h>

#include "package/exporter.hpp"
#include "package/statement_typeset.hpp"
#include "package/formats/common.hpp"
#include "replay/jury.hpp"
#include "replay/page.hpp"
#include "replay/svg.hpp"
#include "validator/validation.hpp"

namespace snake::package {

namespace {

// The sample at the start, with the path of its jury answer, as the replay draws it.
std::string board_svg(const Manifest& manifest) {
  const TestEntry& sample = detail::sample_test(manifest);
  const std::string input = detail::read_file(manifest.input(sample));
  const std::string answer = detail::read_file(manifest.answer(sample));
  replay::JuryOptions jury;
  jury.answer = answer;
  jury.answer_name = manifest.answer(sample).string();
  const replay::Trace trace = replay::trace_output(input, answer, jury, checker::CheckOptions{});
  if (trace.outcome.verdict != checker::Verdict::ok) {
    throw PackageError(fmt::format("the sample's answer {} is not accepted: {}", jury.answer_name,
                                   trace.outcome.message));
  }
  return replay::render_svg(trace, 0, replay::SvgOptions{true, false});
}

// solutions.zh.tsv: "name<TAB>summary" lines, '#' comments.
std::map<std::string, std::string> read_summaries(const std::filesystem::path& path) {
  std::map<std::string, std::string> summaries;
  std::istringstream lines(detail::read_file(path));
  std::string line;
  for (int number = 1; std::getline(lines, line); ++number) {
    if (line.empty() || line.starts_with("#")) continue;
    const std::size_t tab = line.find('\t');
    if (tab == std::string::npos || tab == 0 || tab + 1 == line.size()) {
      throw StatementError(fmt::format("{}:{}: expected 'solution<TAB>summary'", path.string(), number));
    }
    summaries[line.substr(0, tab)] = line.substr(tab + 1);
  }
  return summaries;
}

// A validator group's constraint ("n * m <= 36") as math ("n \times m \le 36"); none
// for the full group.
std::string constraint_math(std::string_view group) {
  const auto known = std::find_if(k_groups.begin(), k_groups.end(),
                                  [&](const GroupInfo& g) { return g.name == group; });
  if (known == k_groups.end()) {
    throw PackageError(fmt::format("group {} of data/groups.tsv is not a validator group", group));
  }
  std::string math(known->constraint);
  if (math.find("<=") == std::string::npos) return {};
  for (const auto& [from, to] : {std::pair<std::string_view, std::string_view>{"<=", "\\le"}, {"*", "\\times"}}) {
    for (std::size_t at = math.find(from); at != std::string::npos; at = math.find(from, at + to.size())) {
      math.replace(at, from.size(), to);
    }
  }
  return math;
}

DocumentData base_data(const Sources& sources) {
  DocumentData data;
  data.time_limit_seconds = sources.manifest.limits.time_seconds;
  data.memory_limit_mib = sources.manifest.limits.memory_mib;
  return data;
}

}  // namespace

StatementSources load_statement_sources(const std::filesystem::path& folder, const Manifest& manifest) {
  StatementSources out;
  for (const Language language : k_languages) {
    for (const auto& [kind, documents] :
         {std::pair<std::string_view, std::map<Language, Document>*>{"statement", &out.statements},
          {"editorial", &out.editorials}}) {
      const std::filesystem::path path = folder / fmt::format("{}.{}.md", kind, code(language));
      documents->emplace(language, parse_document(detail::read_file(path), path.string(), language));
    }
  }
  out.zh_summaries = read_summaries(folder / "solutions.zh.tsv");
  out.board_svg = board_svg(manifest);
  out.board_pdf = convert_svg(out.board_svg, ImageFormat::pdf);
  out.board_png = convert_svg(out.board_svg, ImageFormat::png);
  return out;
}

std::vector<double> test_points(PointsRule rule, const GroupEntry& group) {
  const int count = static_cast<int>(group.tests.size());
  if (group.scoring == Scoring::min || count == 0) return {static_cast<double>(group.points)};
  std::vector<double> points;
  for (int i = 0; i < count; ++i) {
    switch (rule) {
      case PointsRule::share: points.push_back(static_cast<double>(group.points) / count); break;
      case PointsRule::larger_first:  // what the formats' writers use
        points.push_back(detail::split_points(group.points, group.tests.size())[static_cast<std::size_t>(i)]);
        break;
      case PointsRule::smaller_first:
        points.push_back(group.points / count + (i >= count - group.points % count ? 1 : 0));
        break;
    }
  }
  return points;
}

Document statement_document(const Sources& sources, Language language, const StatementView& view) {
  DocumentData data = base_data(sources);
  if (view.time_limit_seconds > 0) data.time_limit_seconds = view.time_limit_seconds;
  const TestEntry& sample = detail::sample_test(sources.manifest);
  if (!view.judge_shows_sample) {
    data.sample.emplace(detail::read_file(sources.manifest.input(sample)), detail::read_file(sources.manifest.answer(sample)));
  }
  if (view.subtasks) {
    for (const GroupEntry& group : sources.manifest.groups) {
      SubtaskRow row{group.name, constraint_math(group.name), group.points, group.scoring == Scoring::min,
                     test_points(view.points, group)};
      if (row.all_or_nothing) row.test_points.assign(group.tests.size(), 0);
      data.subtasks.push_back(std::move(row));
    }
  }
  Document document = complete(sources.statement.statements.at(language), data);
  // The judge's template shows data/sample: the sample block names its file.
  for (Block& block : document.blocks) {
    if (block.kind == Block::Kind::sample && block.items.empty()) block.text = sample.name;
  }
  return document;
}

Document editorial_document(const Sources& sources, Language language) {
  DocumentData data = base_data(sources);
  for (const SolutionEntry& entry : sources.manifest.solutions) {
    std::string summary = entry.summary;
    if (language == Language::zh) {
      const auto found = sources.statement.zh_summaries.find(entry.name);
      if (found != sources.statement.zh_summaries.end()) summary = found->second;
    }
    data.solutions[entry.tag].push_back({entry.name, summary});
  }
  Document source = sources.statement.editorials.at(language);
  std::set<std::string> named;
  for (const Block& block : source.blocks) {
    if (block.kind == Block::Kind::solutions) named.insert(block.text);
  }
  // A tag that the prose does not place yet is still listed, under its own name.
  for (const auto& [tag, rows] : data.solutions) {
    if (named.contains(tag) || tag == "main") continue;
    source.blocks.push_back({Block::Kind::heading, fmt::format("`{}`", tag), {}, {}, {}});
    source.blocks.push_back({Block::Kind::solutions, tag, {}, {}, {}});
  }
  return complete(std::move(source), data);
}

std::string statement_pdf(const Sources& sources, Language language, const StatementView& view) {
  const Language other = language == Language::zh ? Language::en : Language::zh;
  return typeset_pdf(latex_document(statement_document(sources, language, view),
                                    sources.statement.statements.at(other).title),
                     {{"board.pdf", sources.statement.board_pdf}});
}

std::map<std::string, std::string> polygon_sections(const Sources& sources, Language language,
                                                    const StatementView& view) {
  StatementView shown = view;
  shown.judge_shows_sample = true;
  const Document document = statement_document(sources, language, shown);
  // Heading id -> section file; text before the first heading is the legend.
  const std::map<std::string, std::string> k_files{{"moves", "legend.tex"},     {"input", "input.tex"},
                                                   {"output", "output.tex"},    {"constraints", "scoring.tex"},
                                                   {"scoring", "scoring.tex"},  {"sample", "notes.tex"}};
  std::map<std::string, Document> parts;
  std::string file = "legend.tex";
  for (const Block& block : document.blocks) {
    if (block.kind == Block::Kind::heading) {
      const auto found = k_files.find(block.id);
      if (found == k_files.end()) {
        throw StatementError(fmt::format("section {{#{}}} has no Polygon statement section", block.id));
      }
      file = found->second;
      // The section's own heading is Polygon's; a second section in one file keeps its.
      if (parts.contains(file)) parts[file].blocks.push_back(block);
      continue;
    }
    if (block.kind == Block::Kind::sample) continue;  // Polygon's example.01
    parts.try_emplace(file, Document{language, document.title, {}}).first->second.blocks.push_back(block);
  }
  std::map<std::string, std::string> sections{{"name.tex", document.title + "\n"}};
  for (const auto& [name, part] : parts) sections[name] = latex_body(part, LatexTarget::standalone);
  const Document editorial = editorial_document(sources, language);
  sections["tutorial.tex"] = latex_body(editorial, LatexTarget::standalone);
  return sections;
}

std::string board_png_data_address(const Sources& sources) {
  return "data:image/png;base64," + replay::base64(sources.statement.board_png);
}

std::string editorial_pdf(const Sources& sources, Language language) {
  const Language other = language == Language::zh ? Language::en : Language::zh;
  return typeset_pdf(latex_document(editorial_document(sources, language),
                                    sources.statement.editorials.at(other).title),
                     {{"board.pdf", sources.statement.board_pdf}});
}

}  // namespace snake::package
