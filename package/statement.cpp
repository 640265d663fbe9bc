#include "package/statement.hpp"

#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "model/text.hpp"

namespace snake::package {

namespace {

constexpr std::string_view k_sample_heading = "Sample";

// Inline spans of a line of text.
struct Span {
  enum class Kind { text, code, math };
  Kind kind;
  std::string text;
};

// Math commands every form can show, with their plain and HTML spellings.
struct MathCommand {
  std::string_view latex;
  std::string_view plain;
  std::string_view html;
};
constexpr std::array<MathCommand, 5> k_math_commands{{
    {"\\le", "<=", "&le;"},
    {"\\ge", ">=", "&ge;"},
    {"\\times", "x", "&times;"},
    {"\\cdot", "*", "&middot;"},
    {"\\ldots", "...", "&hellip;"},
}};

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

// `math` spelt out with `spelling` (plain or HTML) for each command; braces dropped,
// "x_1" as "x1". Commands outside k_math_commands are an error.
std::string spell_math(std::string_view math, bool html, std::string_view where) {
  std::string out;
  for (std::size_t i = 0; i < math.size();) {
    if (math[i] == '\\') {
      const auto command = std::find_if(k_math_commands.begin(), k_math_commands.end(),
                                        [&](const MathCommand& m) {
                                          return math.substr(i).starts_with(m.latex);
                                        });
      if (command == k_math_commands.end()) {
        throw StatementError(fmt::format("{}: math command in '{}' that only LaTeX can show",
                                         where, math));
      }
      out += html ? command->html : command->plain;
      i += command->latex.size();
      if (i < math.size() && math[i] == ' ') ++i;
      out += ' ';
      continue;
    }
    if (math[i] == '{' || math[i] == '}' || math[i] == '_') {
      ++i;
      continue;
    }
    if (html && math[i] == '<') {
      out += "&lt;";
    } else if (html && math[i] == '>') {
      out += "&gt;";
    } else if (html && math[i] == '&') {
      out += "&amp;";
    } else {
      out += math[i];
    }
    ++i;
  }
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


enum class Form { latex, html, plain };

std::string inline_text(std::string_view line, Form form) {
  std::string out;
  for (const Span& span : spans(line, "statement")) {
    switch (span.kind) {
      case Span::Kind::text:
        out += form == Form::latex  ? latex_escaped(span.text)
               : form == Form::html ? markup_escaped(span.text)
                                    : span.text;
        break;
      case Span::Kind::code:
        out += form == Form::latex  ? "\\texttt{" + latex_escaped(span.text) + "}"
               : form == Form::html ? "<code>" + markup_escaped(span.text) + "</code>"
                                    : span.text;
        break;
      case Span::Kind::math:
        if (form == Form::latex) {
          out += "$" + span.text + "$";
        } else {
          std::string spelt = spell_math(span.text, form == Form::html, "statement");
          while (!spelt.empty() && spelt.back() == ' ') spelt.pop_back();
          out += form == Form::html ? "<i>" + spelt + "</i>" : spelt;
        }
        break;
    }
  }
  return out;
}

// Words of `text` filled into lines of at most `width` columns after `first` (the
// first line) or `rest` (the others).
void fill(std::vector<std::string>& lines, std::string_view text, std::string_view first,
          std::string_view rest, std::size_t width) {
  std::string line(first);
  bool empty = true;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find(' ', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view word = text.substr(start, end - start);
    start = end + 1;
    if (word.empty()) continue;
    if (!empty && line.size() + 1 + word.size() > width) {
      lines.push_back(line);
      line = std::string(rest);
      empty = true;
    }
    line += (empty ? "" : " ");
    line += word;
    empty = false;
  }
  lines.push_back(line);
}

}  // namespace

Statement parse_statement(std::string_view source, std::string_view name) {
  std::vector<std::string> lines;
  for (std::size_t start = 0; start < source.size();) {
    const std::size_t end = std::min(source.find('\n', start), source.size());
    lines.emplace_back(source.substr(start, end - start));
    start = end + 1;
  }
  const auto where = [&](std::size_t index) { return fmt::format("{}:{}", name, index + 1); };
  if (lines.empty() || !lines[0].starts_with("# ")) {
    throw StatementError(fmt::format("{}: the first line must be '# Title'", where(0)));
  }
  Statement statement;
  statement.title = lines[0].substr(2);
  for (std::size_t i = 1; i < lines.size();) {
    const std::string& line = lines[i];
    if (line.empty()) {
      ++i;
      continue;
    }
    Block block;
    if (line.starts_with("## ")) {
      block.kind = Block::Kind::heading;
      block.text = line.substr(3);
      ++i;
    } else if (line.starts_with("```")) {
      block.kind = Block::Kind::code;
      const std::size_t open = i++;
      while (i < lines.size() && lines[i] != "```") block.text += lines[i++] + "\n";
      if (i == lines.size()) throw StatementError(fmt::format("{}: code block never closed", where(open)));
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
    } else if (line.starts_with("#") || line.starts_with(" ") || line.starts_with("* ") ||
               line.starts_with("|") || line.starts_with(">")) {
      throw StatementError(fmt::format("{}: not in the statement's Markdown subset: '{}'",
                                       where(i), line));
    } else {
      block.kind = Block::Kind::paragraph;
      block.text = line;
      ++i;
      while (i < lines.size() && !lines[i].empty() && !lines[i].starts_with("## ") &&
             !lines[i].starts_with("- ") && !lines[i].starts_with("```")) {
        block.text += " " + lines[i++];
      }
    }
    // Every inline span and math formula must be renderable everywhere.
    for (const std::string& text :
         block.kind == Block::Kind::list ? block.items : std::vector<std::string>{block.text}) {
      if (block.kind == Block::Kind::code) break;
      for (const Span& span : spans(text, where(i - 1))) {
        if (span.kind == Span::Kind::math) spell_math(span.text, false, where(i - 1));
      }
    }
    statement.blocks.push_back(std::move(block));
  }
  return statement;
}

Statement complete(Statement statement, const StatementData& data) {
  auto sample = std::find_if(statement.blocks.begin(), statement.blocks.end(), [](const Block& b) {
    return b.kind == Block::Kind::heading && b.text == k_sample_heading;
  });
  std::vector<Block> subtasks;
  if (!data.subtasks.empty()) {
    subtasks.push_back({Block::Kind::heading, "Subtasks", {}});
    subtasks.push_back({Block::Kind::list, {}, data.subtasks});
  }
  // Subtasks come before the sample section (or at the end without one).
  const auto at = statement.blocks.insert(sample, subtasks.begin(), subtasks.end());
  sample = at + static_cast<std::ptrdiff_t>(subtasks.size());
  if (sample == statement.blocks.end()) return statement;
  if (data.sample) {
    const std::vector<Block> shown{
        {Block::Kind::paragraph, "Input:", {}},
        {Block::Kind::code, data.sample->first, {}},
        {Block::Kind::paragraph, "Output:", {}},
        {Block::Kind::code, data.sample->second, {}},
    };
    statement.blocks.insert(sample + 1, shown.begin(), shown.end());
  } else {
    sample->text = "Explanation of the sample";
  }
  return statement;
}

std::string to_markdown(const Statement& statement) {
  std::string out = "# " + statement.title + "\n";
  for (const Block& block : statement.blocks) {
    out += "\n";
    switch (block.kind) {
      case Block::Kind::heading: out += "## " + block.text + "\n"; break;
      case Block::Kind::paragraph: out += block.text + "\n"; break;
      case Block::Kind::list:
        for (const std::string& item : block.items) out += "- " + item + "\n";
        break;
      case Block::Kind::code: out += "```\n" + block.text + "```\n"; break;
    }
  }
  return out;
}

std::string to_latex(const Statement& statement) {
  std::string out = "\\problemname{" + latex_escaped(statement.title) + "}\n";
  for (const Block& block : statement.blocks) {
    out += "\n";
    switch (block.kind) {
      case Block::Kind::heading:
        out += "\\section*{" + latex_escaped(block.text) + "}\n";
        break;
      case Block::Kind::paragraph: out += inline_text(block.text, Form::latex) + "\n"; break;
      case Block::Kind::list:
        out += "\\begin{itemize}\n";
        for (const std::string& item : block.items) {
          out += "\\item " + inline_text(item, Form::latex) + "\n";
        }
        out += "\\end{itemize}\n";
        break;
      case Block::Kind::code: out += "\\begin{verbatim}\n" + block.text + "\\end{verbatim}\n"; break;
    }
  }
  return out;
}

std::string to_html(const Statement& statement) {
  std::string out = fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<title>{0}</title>\n</head>\n<body>\n<h1>{0}</h1>\n",
      markup_escaped(statement.title));
  for (const Block& block : statement.blocks) {
    switch (block.kind) {
      case Block::Kind::heading: out += "<h2>" + markup_escaped(block.text) + "</h2>\n"; break;
      case Block::Kind::paragraph: out += "<p>" + inline_text(block.text, Form::html) + "</p>\n"; break;
      case Block::Kind::list:
        out += "<ul>\n";
        for (const std::string& item : block.items) {
          out += "<li>" + inline_text(item, Form::html) + "</li>\n";
        }
        out += "</ul>\n";
        break;
      case Block::Kind::code: out += "<pre>" + markup_escaped(block.text) + "</pre>\n"; break;
    }
  }
  return out + "</body>\n</html>\n";
}

std::vector<std::string> to_text_lines(const Statement& statement, std::size_t width) {
  std::vector<std::string> lines{statement.title, std::string(statement.title.size(), '=')};
  for (const Block& block : statement.blocks) {
    lines.emplace_back();
    switch (block.kind) {
      case Block::Kind::heading:
        lines.push_back(block.text);
        lines.push_back(std::string(block.text.size(), '-'));
        break;
      case Block::Kind::paragraph: fill(lines, inline_text(block.text, Form::plain), "", "", width); break;
      case Block::Kind::list:
        for (const std::string& item : block.items) {
          fill(lines, inline_text(item, Form::plain), "  - ", "    ", width);
        }
        break;
      case Block::Kind::code:
        for (std::size_t start = 0; start < block.text.size();) {
          const std::size_t end = block.text.find('\n', start);
          lines.push_back("    " + block.text.substr(start, end - start));
          start = end + 1;
        }
        break;
    }
  }
  return lines;
}

}  // namespace snake::package
