#include "workbench/mutation.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <filesystem>
#include <set>
#include <string_view>

#include <fmt/format.h>

#include "cli/files.hpp"

namespace snake::workbench {

namespace {

constexpr std::array<std::string_view, 27> k_punctuators{
    ">>=", "<<=", "<=>", "...", "->*", "::", "->", "++", "--", "<<", ">>", "<=", ">=", "==",
    "!=",  "&&",  "||",  "+=",  "-=",  "*=", "/=", "%=", "&=", "|=", "^=", ".*", "##"};

bool is_identifier_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_';
}

}  // namespace

std::vector<SourceToken> tokenize(const std::string& source) {
  std::vector<SourceToken> tokens;
  std::size_t i = 0;
  int line = 1;
  bool line_start = true;
  const std::size_t n = source.size();
  while (i < n) {
    const char c = source[i];
    if (c == '\n') {
      ++line;
      ++i;
      line_start = true;
      continue;
    }
    if (std::isspace(static_cast<unsigned char>(c)) != 0) {
      ++i;
      continue;
    }
    if (line_start && c == '#') {  // a preprocessor line, with its continuations
      while (i < n && source[i] != '\n') {
        if (source[i] == '\\' && i + 1 < n && source[i + 1] == '\n') {
          ++line;
          ++i;
        }
        ++i;
      }
      continue;
    }
    line_start = false;
    if (c == '/' && i + 1 < n && source[i + 1] == '/') {
      while (i < n && source[i] != '\n') ++i;
      continue;
    }
    if (c == '/' && i + 1 < n && source[i + 1] == '*') {
      i += 2;
      while (i + 1 < n && !(source[i] == '*' && source[i + 1] == '/')) {
        if (source[i] == '\n') ++line;
        ++i;
      }
      i = std::min(n, i + 2);
      continue;
    }
    SourceToken token{TokenKind::punctuator, i, i, line, {}};
    if (c == '"' || c == '\'') {
      const bool raw = c == '"' && !tokens.empty() && tokens.back().end == i &&
                       tokens.back().text == "R";
      std::size_t j = i + 1;
      if (raw) {
        const std::size_t open = source.find('(', j);
        const std::string close = ")" + source.substr(j, open - j) + "\"";
        const std::size_t at = source.find(close, open);
        j = at == std::string::npos ? n : at + close.size();
        tokens.pop_back();
        token.begin = i - 1;
      } else {
        while (j < n && source[j] != c && source[j] != '\n') j += source[j] == '\\' ? 2 : 1;
        j = std::min(n, j + 1);
      }
      for (std::size_t k = i; k < j; ++k) line += source[k] == '\n' ? 1 : 0;
      token.kind = TokenKind::literal;
      token.end = j;
    } else if (std::isdigit(static_cast<unsigned char>(c)) != 0 ||
               (c == '.' && i + 1 < n && std::isdigit(static_cast<unsigned char>(source[i + 1])) != 0)) {
      std::size_t j = i;
      while (j < n && (is_identifier_char(source[j]) || source[j] == '.' || source[j] == '\'' ||
                       ((source[j] == '+' || source[j] == '-') &&
                        (source[j - 1] == 'e' || source[j - 1] == 'E')))) {
        ++j;
      }
      token.kind = TokenKind::number;
      token.end = j;
    } else if (is_identifier_char(c)) {
      std::size_t j = i;
      while (j < n && is_identifier_char(source[j])) ++j;
      token.kind = TokenKind::identifier;
      token.end = j;
    } else {
      token.end = i + 1;
      for (const std::string_view p : k_punctuators) {
        if (source.compare(i, p.size(), p) == 0) {
          token.end = i + p.size();
          break;
        }
      }
    }
    token.text = source.substr(token.begin, token.end - token.begin);
    i = token.end;
    tokens.push_back(std::move(token));
  }
  return tokens;
}

namespace {

const std::set<std::string, std::less<>>& template_names() {
  static const std::set<std::string, std::less<>> names{
      "vector", "array", "pair", "tuple", "map", "set", "multiset", "multimap", "unordered_map",
      "unordered_set", "priority_queue", "queue", "deque", "stack", "greater", "less",
      "numeric_limits", "static_cast", "reinterpret_cast", "const_cast", "function",
      "optional", "template", "bitset", "basic_string", "span", "make_pair", "max", "min",
      "get", "hash", "list", "equal_to", "is_same", "underlying_type_t", "initializer_list"};
  return names;
}

const std::set<std::string, std::less<>>& declaration_words() {
  static const std::set<std::string, std::less<>> words{
      "int", "long", "short", "char", "bool", "double", "float", "void", "auto", "const",
      "constexpr", "static", "unsigned", "signed", "struct", "class", "enum", "using",
      "typedef", "namespace", "template", "return", "if", "for", "while", "do", "else",
      "switch", "case", "default", "std", "size_t", "uint64_t", "int64_t", "uint32_t",
      "int32_t", "uint16_t", "uint8_t", "int8_t", "inline", "public", "private", "goto",
      "static_assert", "operator", "explicit", "friend", "virtual", "new", "delete", "throw",
      "try", "catch", "extern", "register", "volatile", "mutable", "typename", "thread_local"};
  return words;
}

// Marks the '<' '>' '>>' tokens that are template brackets.
std::vector<bool> template_brackets(const std::vector<SourceToken>& tokens) {
  std::vector<bool> bracket(tokens.size(), false);
  int depth = 0;
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const std::string& t = tokens[i].text;
    // a known template's name, or a name written against its '<' with a capitalised
    // name or a type word after it (for_each_move<CorrectRules>, cast<int>)
    const bool glued = i > 0 && i + 1 < tokens.size() &&
                       tokens[i - 1].kind == TokenKind::identifier &&
                       tokens[i - 1].end == tokens[i].begin &&
                       tokens[i + 1].kind == TokenKind::identifier &&
                       (std::isupper(static_cast<unsigned char>(tokens[i + 1].text[0])) != 0 ||
                        declaration_words().count(tokens[i + 1].text) != 0);
    if (t == "<" && i > 0 && tokens[i - 1].kind == TokenKind::identifier &&
        (template_names().count(tokens[i - 1].text) != 0 || glued)) {
      bracket[i] = true;
      ++depth;
    } else if (depth > 0 && t == "<" ) {
      // a nested '<' inside template arguments, after a type name of our own
      if (i > 0 && tokens[i - 1].kind == TokenKind::identifier) {
        bracket[i] = true;
        ++depth;
      }
    } else if (depth > 0 && t == ">") {
      bracket[i] = true;
      --depth;
    } else if (depth > 0 && t == ">>") {
      bracket[i] = true;
      depth = std::max(0, depth - 2);
    } else if (depth > 0 && (t == ";" || t == "{" || t == ")")) {
      if (t != ")") depth = 0;
    }
  }
  return bracket;
}

bool ends_operand(const SourceToken& token) {
  return token.kind == TokenKind::identifier || token.kind == TokenKind::number ||
         token.text == ")" || token.text == "]";
}

struct Edit {
  std::size_t begin;  // byte range of the source replaced
  std::size_t end;
  std::string text;
};

}  // namespace

std::vector<Mutant> make_mutants(const std::string& source) {
  const std::vector<SourceToken> tokens = tokenize(source);
  const std::vector<bool> bracket = template_brackets(tokens);
  std::vector<Mutant> mutants;
  std::set<std::string> seen{source};
  const auto add = [&](const std::string& op, const Edit& edit, int first_line, int last_line,
                       const std::string& what) {
    std::string text = source.substr(0, edit.begin) + edit.text + source.substr(edit.end);
    if (!seen.insert(text).second) return;
    mutants.push_back({op, fmt::format("line {}: {}", first_line, what), first_line, last_line,
                       std::move(text)});
  };
  const auto replace = [&](const std::string& op, std::size_t i, const std::string& with) {
    const SourceToken& t = tokens[i];
    add(op, {t.begin, t.end, with}, t.line, t.line, fmt::format("'{}' -> '{}'", t.text, with));
  };
  const auto word_at = [&](std::size_t i) -> std::string_view {
    return i < tokens.size() ? std::string_view(tokens[i].text) : std::string_view();
  };
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    const SourceToken& t = tokens[i];
    const bool binary = i > 0 && ends_operand(tokens[i - 1]);
    if (!bracket[i]) {
      static const std::vector<std::pair<std::string, std::vector<std::string>>> relational{
          {"<", {"<=", ">"}}, {"<=", {"<", ">="}}, {">", {">=", "<"}}, {">=", {">", "<="}},
          {"==", {"!="}},     {"!=", {"=="}}};
      for (const auto& [from, tos] : relational) {
        if (t.text == from && binary) {
          for (const std::string& to : tos) replace("relational", i, to);
        }
      }
    }
    static const std::vector<std::pair<std::string, std::string>> arithmetic{
        {"+", "-"}, {"-", "+"}, {"*", "/"}, {"/", "*"}, {"%", "/"}, {"+=", "-="}, {"-=", "+="},
        {"++", "--"}, {"--", "++"}, {"&&", "||"}, {"||", "&&"}};
    for (const auto& [from, to] : arithmetic) {
      const bool needs_binary = from.size() == 1;
      if (t.text == from && (!needs_binary || binary) &&
          !(from == "*" && i > 0 && declaration_words().count(tokens[i - 1].text) != 0)) {
        replace("arithmetic", i, to);
      }
    }
    if (t.kind == TokenKind::number && t.text.find_first_not_of("0123456789") == std::string::npos &&
        t.text.size() < 10) {
      const long long value = std::stoll(t.text);
      replace("constant", i, std::to_string(value + 1));
      if (value > 0) replace("constant", i, std::to_string(value - 1));
    }
    static const std::set<std::string, std::less<>> swappable{"-", "/", "%", "<", ">", "<=", ">="};
    if (swappable.count(t.text) != 0 && !bracket[i] && i > 0 && i + 1 < tokens.size()) {
      const SourceToken& a = tokens[i - 1];
      const SourceToken& b = tokens[i + 1];
      const bool single = (a.kind == TokenKind::identifier || a.kind == TokenKind::number) &&
                          (b.kind == TokenKind::identifier || b.kind == TokenKind::number);
      const std::string_view before = i >= 2 ? word_at(i - 2) : std::string_view();
      const std::string_view after = word_at(i + 2);
      const bool alone = before != "." && before != "->" && before != "::" && after != "(" &&
                         after != "[" && after != "." && after != "->" && after != "::";
      if (single && alone && a.text != b.text) {
        add("swap", {a.begin, b.end, b.text + source.substr(a.end, b.begin - a.end) + a.text},
            a.line, b.line, fmt::format("'{} {} {}' -> '{} {} {}'", a.text, t.text, b.text,
                                        b.text, t.text, a.text));
      }
    }
    // A statement begins after ; { } (or the ')' of an if / for / while header, which
    // the deletion does not need: those bodies are found from their own first token).
    const bool starts = i == 0 || word_at(i - 1) == ";" || word_at(i - 1) == "{" ||
                        word_at(i - 1) == "}";
    if (starts && (t.kind == TokenKind::identifier || t.text == "++" || t.text == "--")) {
      const bool jump = t.text == "break" || t.text == "continue";
      static const std::set<std::string, std::less<>> seconds{
          "=", "+=", "-=", "*=", "/=", "%=", "|=", "&=", "^=", "<<=", ">>=", "++", "--",
          "(", ".", "[", "->"};
      const bool expression = t.kind == TokenKind::identifier
                                  ? declaration_words().count(t.text) == 0 &&
                                        seconds.count(std::string(word_at(i + 1))) != 0
                                  : true;
      if (jump || expression) {
        int depth = 0;
        std::size_t j = i;
        bool ok = true;
        for (; j < tokens.size(); ++j) {
          const std::string& w = tokens[j].text;
          if (w == "(" || w == "[") ++depth;
          if (w == ")" || w == "]") --depth;
          if (w == "{" || w == "}" || depth < 0) {
            ok = false;
            break;
          }
          if (w == ";" && depth == 0) break;
        }
        if (ok && j < tokens.size()) {
          std::string shown = source.substr(t.begin, tokens[j].end - t.begin);
          std::replace(shown.begin(), shown.end(), '\n', ' ');
          if (shown.size() > 60) shown = shown.substr(0, 57) + "...";
          add("delete", {t.begin, tokens[j].end, ";"}, t.line, tokens[j].line,
              fmt::format("deleted '{}'", shown));
        }
      }
    }
    if (t.text == "for" && word_at(i + 1) == "(") {
      // the condition: from the first ';' at depth 1 to the second
      int depth = 0;
      std::vector<std::size_t> semicolons;
      for (std::size_t j = i + 1; j < tokens.size(); ++j) {
        const std::string& w = tokens[j].text;
        if (w == "(") ++depth;
        if (w == ")" && --depth == 0) break;
        if (w == ";" && depth == 1) semicolons.push_back(j);
        if (w == ":" && depth == 1) break;  // a range for
      }
      if (semicolons.size() == 2 && semicolons[1] > semicolons[0] + 1) {
        const SourceToken& last = tokens[semicolons[1] - 1];
        for (const std::string_view move : {" + 1", " - 1"}) {
          add("loop-bound", {last.end, last.end, std::string(move)}, last.line, last.line,
              fmt::format("for condition ending '{}'{}", last.text, move));
        }
      }
    }
  }
  return mutants;
}

namespace {

std::string inline_into(const std::string& source, const std::filesystem::path& folder,
                        std::set<std::string>& done) {
  std::string out;
  std::size_t at = 0;
  while (at < source.size()) {
    std::size_t end = source.find('\n', at);
    if (end == std::string::npos) end = source.size();
    const std::string line = source.substr(at, end - at);
    at = end + 1;
    const std::size_t hash = line.find_first_not_of(" \t");
    if (hash != std::string::npos && line.compare(hash, 12, "#pragma once") == 0) continue;
    const std::size_t open = line.find('"');
    const std::size_t close = open == std::string::npos ? open : line.find('"', open + 1);
    if (hash != std::string::npos && line.compare(hash, 8, "#include") == 0 &&
        close != std::string::npos) {
      const std::filesystem::path file = folder / line.substr(open + 1, close - open - 1);
      if (std::filesystem::is_regular_file(file)) {
        if (done.insert(file.lexically_normal().string()).second) {
          out += inline_into(cli::read_file_or_empty(file), file.parent_path(), done);
        }
        continue;
      }
    }
    out += line + "\n";
  }
  return out;
}

}  // namespace

std::string inline_includes(const std::string& source, const std::string& folder) {
  std::set<std::string> done;
  return inline_into(source, folder, done);
}

std::vector<Mutant> spread(const std::vector<Mutant>& mutants, std::size_t limit) {
  if (mutants.size() <= limit) return mutants;
  std::vector<Mutant> chosen;
  for (std::size_t k = 0; k < limit; ++k) chosen.push_back(mutants[k * mutants.size() / limit]);
  return chosen;
}

namespace {

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t at = 0;
  while (at <= text.size()) {
    const std::size_t end = text.find('\n', at);
    if (end == std::string::npos) {
      if (at < text.size()) lines.push_back(text.substr(at));
      break;
    }
    lines.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  return lines;
}

}  // namespace

std::string diff_lines(const std::string& original, const Mutant& mutant) {
  const std::vector<std::string> before = lines_of(original);
  const std::vector<std::string> after = lines_of(mutant.source);
  const std::size_t first = static_cast<std::size_t>(mutant.first_line - 1);
  const std::size_t removed = static_cast<std::size_t>(mutant.last_line - mutant.first_line + 1);
  const std::size_t added = after.size() + removed - before.size();
  std::string diff = fmt::format("@@ line {} @@\n", mutant.first_line);
  for (std::size_t k = first; k < first + removed && k < before.size(); ++k) {
    diff += "-" + before[k] + "\n";
  }
  for (std::size_t k = first; k < first + added && k < after.size(); ++k) {
    diff += "+" + after[k] + "\n";
  }
  return diff;
}

}  // namespace snake::workbench
