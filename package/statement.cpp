#include "package/statement.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

#include <fmt/format.h>

#include "model/text.hpp"
#include "package/templates.hpp"
#include "validator/validation.hpp"

namespace snake::package {

namespace {

// Inline spans of a line of text.
struct Span {
  enum class Kind { text, code, math };
  Kind kind;
  std::string text;
};

// Math commands every form can show, with their HTML spelling.
struct MathCommand {
  std::string_view latex;
  std::string_view html;
};
constexpr std::array<MathCommand, 13> k_math_commands{{
    {"\\le", "&le;"},
    {"\\ge", "&ge;"},
    {"\\ne", "&ne;"},
    {"\\times", "&times;"},
    {"\\cdot", "&middot;"},
    {"\\ldots", "&hellip;"},
    {"\\dots", "&hellip;"},
    {"\\to", "&rarr;"},
    {"\\lvert", "|"},
    {"\\rvert", "|"},
    {"\\min", "min"},
    {"\\max", "max"},
    {"\\log", "log"},
}};

constexpr std::array<std::string_view, 2> k_placeholders{"{{time_limit}}", "{{memory_limit}}"};

// The constraints' placeholders, filled from data/constraints.def (through the validator's
// declaration) as each line is read, so that they may stand inside math too.
std::string with_constraints(std::string line) {
  static const std::array<std::pair<std::string_view, int>, 4> k_constraints{{
      {"{{max_side}}", snake::k_statement_max_side},
      {"{{max_food}}", snake::k_statement_max_food},
      {"{{min_weight}}", snake::k_statement_min_weight},
      {"{{max_weight}}", snake::k_statement_max_weight},
  }};
  for (const auto& [name, value] : k_constraints) {
    for (std::size_t at = line.find(name); at != std::string::npos; at = line.find(name, at)) {
      line.replace(at, name.size(), std::to_string(value));
    }
  }
  return line;
}

// The words the exporter adds, per language.
struct Words {
  std::string_view sample_input;
  std::string_view sample_output;
  std::string_view subtask;
  std::string_view constraints;
  std::string_view tests;
  std::string_view points;
  std::string_view per_test;
  std::string_view each;            // "{} each"
  std::string_view all_or_nothing;
  std::string_view none;
};
const Words& words(Language language) {
  static const Words en{"Sample input", "Sample output", "Subtask", "Constraints", "Tests", "Points",
                        "Points per test", "{} each", "all or nothing", "none"};
  static const Words zh{"样例输入", "样例输出", "子任务", "约束", "测试点数", "分值",
                        "每个测试点的分值", "每个 {} 分", "全部通过才得分", "无"};
  return language == Language::zh ? zh : en;
}

std::vector<Span> spans(std::string_view line, std::string_view where) {
  std::vector<Span> out;
  std::string text;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (c != '`' && c != '$') {
      text += c;
      continue;
    }
    const std::size_t end = line.find(c, i + 1);
    if (end == std::string_view::npos) {
      throw StatementError(fmt::format("{}: unmatched {} in '{}'", where, c, line));
    }
    if (!text.empty()) out.push_back({Span::Kind::text, std::move(text)});
    text.clear();
    out.push_back({c == '`' ? Span::Kind::code : Span::Kind::math,
                   std::string(line.substr(i + 1, end - i - 1))});
    i = end;
  }
  if (!text.empty()) out.push_back({Span::Kind::text, std::move(text)});
  return out;
}

const MathCommand* math_command(std::string_view math, std::size_t at) {
  for (const MathCommand& command : k_math_commands) {
    if (!math.substr(at).starts_with(command.latex)) continue;
    const std::size_t end = at + command.latex.size();
    // "\le" must not be the start of "\left".
    if (end < math.size() && std::isalpha(static_cast<unsigned char>(math[end]))) continue;
    return &command;
  }
  return nullptr;
}

// `math` as HTML: variables in italics, "_x" and "^{x}" as subscripts and superscripts,
// commands as their characters. A command outside k_math_commands is an error.
std::string math_html(std::string_view math, std::string_view where) {
  std::string out;
  std::string word;
  const auto flush = [&] {
    if (!word.empty()) out += "<i>" + word + "</i>";
    word.clear();
  };
  for (std::size_t i = 0; i < math.size();) {
    const char c = math[i];
    if (std::isalpha(static_cast<unsigned char>(c))) {
      word += c;
      ++i;
      continue;
    }
    flush();
    if (c == '\\') {
      const MathCommand* command = math_command(math, i);
      if (!command) {
        throw StatementError(
            fmt::format("{}: math command in '{}' that not every form can show", where, math));
      }
      out += command->html;
      i += command->latex.size();
      continue;
    }
    if (c == '_' || c == '^') {
      std::string_view script;
      if (i + 1 < math.size() && math[i + 1] == '{') {
        const std::size_t close = math.find('}', i + 2);
        if (close == std::string_view::npos) {
          throw StatementError(fmt::format("{}: unclosed {{ in '{}'", where, math));
        }
        script = math.substr(i + 2, close - i - 2);
        i = close + 1;
      } else if (i + 1 < math.size()) {
        script = math.substr(i + 1, 1);
        i += 2;
      } else {
        throw StatementError(fmt::format("{}: {} without a script in '{}'", where, c, math));
      }
      const std::string_view tag = c == '_' ? "sub" : "sup";
      out += fmt::format("<{0}>{1}</{0}>", tag, math_html(script, where));
      continue;
    }
    switch (c) {
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '&': out += "&amp;"; break;
      case '-': out += "&minus;"; break;
      case '{': case '}': break;
      case ' ': break;
      case '=': case '+': out += fmt::format("&#8201;{}&#8201;", c); break;
      case ',': out += ", "; break;
      default: out += c;
    }
    ++i;
  }
  flush();
  return out;
}

std::string latex_escaped(std::string_view text) {
  std::string out;
  for (const char c : text) {
    switch (c) {
      case '\\': out += "\\textbackslash{}"; break;
      case '~': out += "\\textasciitilde{}"; break;
      case '^': out += "\\textasciicircum{}"; break;
      case '#': case '$': case '%': case '&': case '_': case '{': case '}':
        out += '\\';
        out += c;
        break;
      case '<': out += "\\textless{}"; break;
      case '>': out += "\\textgreater{}"; break;
      case '|': out += "\\textbar{}"; break;
      default: out += c;
    }
  }
  return out;
}

enum class Form { latex, html, markdown };

std::string inline_text(std::string_view line, Form form) {
  if (form == Form::markdown) return std::string(line);
  std::string out;
  for (const Span& span : spans(line, "statement")) {
    switch (span.kind) {
      case Span::Kind::text:
        out += form == Form::latex ? latex_escaped(span.text) : markup_escaped(span.text);
        break;
      case Span::Kind::code:
        out += form == Form::latex ? "\\texttt{" + latex_escaped(span.text) + "}"
                                   : "<code>" + markup_escaped(span.text) + "</code>";
        break;
      case Span::Kind::math:
        out += form == Form::latex ? "$" + span.text + "$"
                                   : "<span class=\"math\">" + math_html(span.text, "statement") +
                                         "</span>";
        break;
    }
  }
  return out;
}

void check_inline(std::string_view text, std::string_view where) {
  for (const Span& span : spans(text, where)) {
    if (span.kind == Span::Kind::math) math_html(span.text, where);
    if (span.kind != Span::Kind::text) continue;
    for (std::size_t at = span.text.find("{{"); at != std::string::npos;
         at = span.text.find("{{", at + 2)) {
      const bool known = std::any_of(k_placeholders.begin(), k_placeholders.end(),
                                     [&](std::string_view p) { return span.text.compare(at, p.size(), p) == 0; });
      if (!known) {
        throw StatementError(fmt::format("{}: unknown placeholder in '{}' (known: {{{{time_limit}}}}, "
                                         "{{{{memory_limit}}}})",
                                         where, text));
      }
    }
  }
}

std::string replaced(std::string text, std::string_view from, std::string_view to) {
  for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) {
    text.replace(at, from.size(), to);
  }
  return text;
}

// "2.5714285714285716" as "18/7" when the points are a group's share.
std::string points_text(double points, const SubtaskRow& row) {
  if (std::abs(points - std::round(points)) < 1e-9) return fmt::format("{}", std::lround(points));
  // 2.5 as a decimal; 18/7 as the fraction it is.
  if (std::abs(points * 100 - std::round(points * 100)) < 1e-6) return fmt::format("{}", std::round(points * 100) / 100);
  const int tests = static_cast<int>(row.test_points.size());
  const int divisor = std::gcd(row.points, tests);
  return fmt::format("{}/{}", row.points / divisor, tests / divisor);
}

std::string per_test_text(const SubtaskRow& row, const Words& w) {
  if (row.all_or_nothing) return std::string(w.all_or_nothing);
  const bool equal = std::all_of(row.test_points.begin(), row.test_points.end(),
                                 [&](double p) { return std::abs(p - row.test_points.front()) < 1e-9; });
  if (equal && !row.test_points.empty()) {
    return fmt::vformat(w.each, fmt::make_format_args(points_text(row.test_points.front(), row)));
  }
  std::string list;
  for (const double p : row.test_points) list += (list.empty() ? "" : ", ") + points_text(p, row);
  return list;
}

Block subtask_table(const std::vector<SubtaskRow>& rows, Language language) {
  const Words& w = words(language);
  Block table{Block::Kind::table, {}, {}, {}, {}};
  table.items = {std::string(w.subtask), std::string(w.constraints), std::string(w.tests),
                 std::string(w.per_test), std::string(w.points)};
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const SubtaskRow& row = rows[i];
    table.rows.push_back({fmt::format("{} (`{}`)", i + 1, row.group),
                          row.constraint.empty() ? std::string(w.none) : "$" + row.constraint + "$",
                          fmt::format("{}", row.test_points.size()), per_test_text(row, w),
                          fmt::format("{}", row.points)});
  }
  return table;
}

std::string markdown_cell(const std::string& cell) { return replaced(cell, "|", "\\|"); }

std::string verbatim(std::string_view text) {
  return "\\begin{verbatim}\n" + std::string(text) + "\\end{verbatim}\n";
}

// Chinese text continues on the next source line without a space, and so does anything
// after full-width punctuation; Latin words are separated by one.
bool joins_without_space(std::string_view before, std::string_view after, Language language) {
  if (language != Language::zh) return false;
  constexpr std::array<std::string_view, 9> k_full_width{"，", "。", "；", "：", "、", "（", "）", "「", "」"};
  if (std::any_of(k_full_width.begin(), k_full_width.end(), [&](std::string_view p) { return before.ends_with(p); })) {
    return true;
  }
  return static_cast<unsigned char>(before.back()) >= 0x80 && static_cast<unsigned char>(after.front()) >= 0x80;
}

// A statement source's lines, with its name for messages.
struct SourceLines {
  std::vector<std::string> lines;
  std::string_view name;
  std::string where(std::size_t index) const { return fmt::format("{}:{}", name, index + 1); }
};

bool starts_block(const std::string& line) {
  return line.empty() || line.starts_with("## ") || line.starts_with("- ") || line.starts_with("```") ||
         line.starts_with("{{") || line.starts_with("![");
}

// A line of its own: a picture ("![caption](board)") or a directive ("{{sample}}").
Block read_directive(const std::string& line, const std::string& where) {
  Block block;
  if (line.starts_with("![")) {
    const std::size_t close = line.find("](");
    if (close == std::string::npos || line.substr(close) != "](board)") {
      throw StatementError(fmt::format("{}: the only picture is the board: '![caption](board)', not '{}'",
                                       where, line));
    }
    block.kind = Block::Kind::figure;
    block.text = line.substr(2, close - 2);
  } else if (line == "{{sample}}") {
    block.kind = Block::Kind::sample;
  } else if (line == "{{subtasks}}") {
    block.kind = Block::Kind::subtasks;
  } else if (line.starts_with("{{solutions ") && line.ends_with("}}")) {
    block.kind = Block::Kind::solutions;
    block.text = line.substr(12, line.size() - 14);
  } else {
    throw StatementError(fmt::format("{}: unknown directive '{}' (known: {{{{sample}}}}, "
                                     "{{{{subtasks}}}}, {{{{solutions TAG}}}})",
                                     where, line));
  }
  return block;
}

// The block that starts at lines[i] (not empty), with i moved past it.
Block read_block(const SourceLines& source, std::size_t& i, Language language) {
  const std::vector<std::string>& lines = source.lines;
  const std::string& line = lines[i];
  const std::size_t first = i;
  Block block;
  if (line.starts_with("## ")) {
    block.kind = Block::Kind::heading;
    block.text = line.substr(3);
    if (const std::size_t brace = block.text.rfind(" {#");
        brace != std::string::npos && block.text.ends_with("}")) {
      block.id = block.text.substr(brace + 3, block.text.size() - brace - 4);
      block.text.erase(brace);
    }
    ++i;
  } else if (line.starts_with("```")) {
    block.kind = Block::Kind::code;
    ++i;
    while (i < lines.size() && lines[i] != "```") block.text += lines[i++] + "\n";
    if (i == lines.size()) throw StatementError(fmt::format("{}: code block never closed", source.where(first)));
    ++i;
  } else if (line.starts_with("- ")) {
    block.kind = Block::Kind::list;
    while (i < lines.size() && lines[i].starts_with("- ")) {
      std::string item = lines[i++].substr(2);
      while (i < lines.size() && lines[i].starts_with("  ") && lines[i].size() > 2) {
        item += " " + lines[i++].substr(2);
      }
      block.items.push_back(std::move(item));
    }
  } else if (line.starts_with("![") || line.starts_with("{{")) {
    block = read_directive(line, source.where(i));
    ++i;
  } else if (line.starts_with("#") || line.starts_with(" ") || line.starts_with("* ") ||
             line.starts_with("|") || line.starts_with(">")) {
    throw StatementError(fmt::format("{}: not in the statement's Markdown subset: '{}'",
                                     source.where(i), line));
  } else {
    block.kind = Block::Kind::paragraph;
    block.text = line;
    ++i;
    while (i < lines.size() && !starts_block(lines[i])) {
      if (!joins_without_space(block.text, lines[i], language)) block.text += ' ';
      block.text += lines[i++];
    }
  }
  return block;
}

}  // namespace

std::string_view code(Language language) { return language == Language::zh ? "zh" : "en"; }

Document parse_document(std::string_view source, std::string_view name, Language language) {
  SourceLines lines{{}, name};
  for (std::size_t start = 0; start < source.size();) {
    const std::size_t end = std::min(source.find('\n', start), source.size());
    lines.lines.push_back(with_constraints(std::string(source.substr(start, end - start))));
    start = end + 1;
  }
  if (lines.lines.empty() || !lines.lines[0].starts_with("# ")) {
    throw StatementError(fmt::format("{}: the first line must be '# Title'", lines.where(0)));
  }
  Document document;
  document.language = language;
  document.title = lines.lines[0].substr(2);
  for (std::size_t i = 1; i < lines.lines.size();) {
    if (lines.lines[i].empty()) {
      ++i;
      continue;
    }
    const std::size_t first = i;
    Block block = read_block(lines, i, language);
    // Every inline span, formula and placeholder must be renderable everywhere.
    if (block.kind == Block::Kind::list) {
      for (const std::string& item : block.items) check_inline(item, lines.where(first));
    } else if (block.kind == Block::Kind::paragraph || block.kind == Block::Kind::figure ||
               block.kind == Block::Kind::heading) {
      check_inline(block.text, lines.where(first));
    }
    document.blocks.push_back(std::move(block));
  }
  return document;
}

Document complete(Document document, const DocumentData& data) {
  const std::string time = fmt::format("{}", data.time_limit_seconds);
  const std::string memory = fmt::format("{}", data.memory_limit_mib);
  const auto fill = [&](std::string text) {
    return replaced(replaced(std::move(text), k_placeholders[0], time), k_placeholders[1], memory);
  };
  std::vector<Block> blocks;
  for (Block& block : document.blocks) {
    block.text = fill(std::move(block.text));
    for (std::string& item : block.items) item = fill(std::move(item));
    switch (block.kind) {
      case Block::Kind::sample:
        if (data.sample) block.items = {data.sample->first, data.sample->second};
        blocks.push_back(std::move(block));
        break;
      case Block::Kind::subtasks:
        if (data.subtasks.empty()) {
          // A pass-fail problem: the section the directive is in goes too.
          while (!blocks.empty() && blocks.back().kind != Block::Kind::heading) blocks.pop_back();
          if (!blocks.empty()) blocks.pop_back();
        } else {
          blocks.push_back(subtask_table(data.subtasks, document.language));
        }
        break;
      case Block::Kind::solutions: {
        const auto found = data.solutions.find(block.text);
        if (found == data.solutions.end() || found->second.empty()) {
          throw StatementError(fmt::format("{{{{solutions {}}}}}: no solution of data/solutions/tags.tsv "
                                           "has that tag",
                                           block.text));
        }
        Block list{Block::Kind::list, {}, {}, {}, {}};
        for (const SolutionRow& row : found->second) {
          list.items.push_back(fmt::format("`{}`: {}", row.name, row.summary));
        }
        blocks.push_back(std::move(list));
        break;
      }
      default: blocks.push_back(std::move(block));
    }
  }
  document.blocks = std::move(blocks);
  return document;
}

std::string to_markdown(const Document& document, const MarkdownStyle& style) {
  const Words& w = words(document.language);
  std::string out = "# " + document.title + "\n";
  for (const Block& block : document.blocks) {
    switch (block.kind) {
      case Block::Kind::heading: out += "\n## " + block.text + "\n"; break;
      case Block::Kind::paragraph: out += "\n" + block.text + "\n"; break;
      case Block::Kind::list:
        out += "\n";
        for (const std::string& item : block.items) out += "- " + item + "\n";
        break;
      case Block::Kind::code: out += "\n```\n" + block.text + "```\n"; break;
      case Block::Kind::figure:
        if (style.board_url.empty()) break;
        out += templates::fill("figure.md", {{"caption", block.text}, {"url", style.board_url}});
        break;
      case Block::Kind::sample:
        if (block.items.size() != 2) break;
        if (style.hydro_samples) {
          out += templates::fill("samples_hydro.md", {{"input", block.items[0]}, {"output", block.items[1]}});
        } else {
          out += templates::fill("samples.md", {{"input_heading", w.sample_input},
                                                {"input", block.items[0]},
                                                {"output_heading", w.sample_output},
                                                {"output", block.items[1]}});
        }
        break;
      case Block::Kind::table: {
        out += "\n|";
        std::string rule = "|";
        for (const std::string& cell : block.items) {
          out += " " + markdown_cell(cell) + " |";
          rule += " --- |";
        }
        out += "\n" + rule + "\n";
        for (const auto& row : block.rows) {
          out += "|";
          for (const std::string& cell : row) out += " " + markdown_cell(cell) + " |";
          out += "\n";
        }
        break;
      }
      case Block::Kind::subtasks:
      case Block::Kind::solutions: break;  // complete() replaced them
    }
  }
  return out;
}

std::string latex_body(const Document& document, LatexTarget target) {
  const Words& w = words(document.language);
  std::string out;
  if (target == LatexTarget::kattis) out += "\\problemname{" + latex_escaped(document.title) + "}\n";
  for (const Block& block : document.blocks) {
    out += "\n";
    switch (block.kind) {
      case Block::Kind::heading:
        out += "\\section*{" + inline_text(block.text, Form::latex) + "}\n";
        break;
      case Block::Kind::paragraph: out += inline_text(block.text, Form::latex) + "\n"; break;
      case Block::Kind::list:
        out += "\\begin{itemize}\n";
        for (const std::string& item : block.items) out += "\\item " + inline_text(item, Form::latex) + "\n";
        out += "\\end{itemize}\n";
        break;
      case Block::Kind::code: out += verbatim(block.text); break;
      case Block::Kind::figure:
        out += templates::fill("figure.tex", {{"caption", inline_text(block.text, Form::latex)}});
        break;
      case Block::Kind::sample:
        if (block.items.size() == 2) {
          out += templates::fill("samples.tex", {{"input_heading", w.sample_input},
                                                 {"input", verbatim(block.items[0])},
                                                 {"output_heading", w.sample_output},
                                                 {"output", verbatim(block.items[1])}});
        } else if (target == LatexTarget::kattis) {
          // BAPCtools defines \nextsample (the next sample, here). problemtools does not:
          // there the sample is shown here by its own \includesample, which is then
          // silenced so that the template does not show it again at the end.
          out += templates::fill("kattis_sample.tex", {{"sample", block.text.empty() ? "01" : block.text}});
        }
        break;
      case Block::Kind::table: {
        const auto row_of = [](const std::vector<std::string>& cells) {
          std::string line;
          for (const std::string& cell : cells) line += (line.empty() ? "" : " & ") + inline_text(cell, Form::latex);
          return line + " \\\\\n";
        };
        std::string rows;
        for (const auto& row : block.rows) rows += row_of(row);
        out += templates::fill("table.tex", {{"columns", std::string(block.items.size(), 'l')},
                                             {"head", row_of(block.items)},
                                             {"rows", rows}});
        break;
      }
      case Block::Kind::subtasks:
      case Block::Kind::solutions: break;
    }
  }
  return out;
}

std::string latex_document(const Document& document, std::string_view other_title) {
  return templates::fill("statement.tex",
                         {{"scheme", document.language == Language::zh ? "chinese" : "plain"},
                          {"title", latex_escaped(document.title)},
                          {"other_title", latex_escaped(other_title)},
                          {"body", latex_body(document, LatexTarget::standalone)}});
}

std::string latex_slides(const Document& document) {
  std::string frames;
  Document section{document.language, {}, {}};
  const auto flush = [&](const std::string& title) {
    if (section.blocks.empty()) return;
    frames += templates::fill("slides_frame.tex", {{"title", inline_text(title, Form::latex)},
                                                   {"body", latex_body(section, LatexTarget::standalone)}});
    section.blocks.clear();
  };
  std::string title = document.title;
  for (const Block& block : document.blocks) {
    if (block.kind == Block::Kind::heading) {
      flush(title);
      title = block.text;
    } else {
      section.blocks.push_back(block);
    }
  }
  flush(title);
  return templates::fill("slides.tex", {{"title", latex_escaped(document.title)}, {"frames", frames}});
}

std::string to_html(const Document& document, std::string_view board_svg) {
  const Words& w = words(document.language);
  std::string out;
  for (const Block& block : document.blocks) {
    switch (block.kind) {
      case Block::Kind::heading:
        out += block.id.empty() ? "<h2>" : fmt::format("<h2 id=\"{}\">", markup_escaped(block.id));
        out += inline_text(block.text, Form::html) + "</h2>\n";
        break;
      case Block::Kind::paragraph: out += "<p>" + inline_text(block.text, Form::html) + "</p>\n"; break;
      case Block::Kind::list:
        out += "<ul>\n";
        for (const std::string& item : block.items) out += "<li>" + inline_text(item, Form::html) + "</li>\n";
        out += "</ul>\n";
        break;
      case Block::Kind::code: out += "<pre>" + markup_escaped(block.text) + "</pre>\n"; break;
      case Block::Kind::figure:
        if (board_svg.empty()) break;
        out += templates::fill("figure.html", {{"board_svg", board_svg},
                                               {"caption", inline_text(block.text, Form::html)}});
        break;
      case Block::Kind::sample:
        if (block.items.size() != 2) break;
        out += templates::fill("samples.html", {{"input_heading", w.sample_input},
                                                {"input", markup_escaped(block.items[0])},
                                                {"output_heading", w.sample_output},
                                                {"output", markup_escaped(block.items[1])}});
        break;
      case Block::Kind::table: {
        std::string head;
        for (const std::string& cell : block.items) head += "<th>" + inline_text(cell, Form::html) + "</th>";
        std::string rows;
        for (const auto& row : block.rows) {
          rows += "<tr>";
          for (const std::string& cell : row) rows += "<td>" + inline_text(cell, Form::html) + "</td>";
          rows += "</tr>\n";
        }
        out += templates::fill("table.html", {{"head", head}, {"rows", rows}});
        break;
      }
      case Block::Kind::subtasks:
      case Block::Kind::solutions: break;
    }
  }
  return templates::fill("statement.html", {{"language", code(document.language)},
                                            {"title", markup_escaped(document.title)},
                                            {"style", templates::text("statement.css")},
                                            {"body", out}});
}

}  // namespace snake::package
