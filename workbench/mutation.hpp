// Source-level mutants of a C++ solution, from a small tokenizer (comments, string and
// character literals and preprocessor lines are skipped, never mutated): each mutant is
// one edit of the token stream, printed back with the source's own spacing.
// Operators:
//   relational   < <= > >= == != turned into a neighbour (< into <= and >, ...)
//   arithmetic   binary + - * / % and += -= ++ -- && || into their opposite
//   constant     a decimal integer literal one more, or one less
//   swap         the single-token operands of a binary - / % < > <= >= exchanged
//   delete       an expression statement (assignment, call, increment), break or
//                continue replaced by an empty statement ';'
//   loop-bound   the condition of a for loop with its bound moved by + 1 and - 1
// Template brackets of the usual names (vector<...>, pair<...>, greater<...>) and the
// shifts of streams are not operators here.
// Cost: O(size of the source) a mutant.
// Tested by tests/workbench/test_mutation.cpp and tests/cli/workbench/mutate_*.
#pragma once
#include <cstddef>
#include <string>
#include <vector>

namespace snake::workbench {

enum class TokenKind { identifier, number, literal, punctuator };

struct SourceToken {
  TokenKind kind;
  std::size_t begin = 0;  // byte offsets in the source, [begin, end)
  std::size_t end = 0;
  int line = 1;           // 1-based
  std::string text;
};

/// The tokens of `source` outside comments and preprocessor lines.
std::vector<SourceToken> tokenize(const std::string& source);

struct Mutant {
  std::string op;           // relational, arithmetic, constant, swap, delete, loop-bound
  std::string description;  // "line 12: '<' -> '<='"
  int first_line = 0;       // the lines of the source it changes (1-based, inclusive)
  int last_line = 0;
  std::string source;       // the whole mutated source
};

/// Every mutant of `source`, in source order, without duplicates (by their text).
std::vector<Mutant> make_mutants(const std::string& source);

/// `source` with each `#include "NAME"` of a file in `folder` replaced by that file's
/// text (recursively, each file once, `#pragma once` dropped): one file to mutate.
std::string inline_includes(const std::string& source, const std::string& folder);

/// At most `limit` of `mutants`, evenly spaced (all when there are fewer).
std::vector<Mutant> spread(const std::vector<Mutant>& mutants, std::size_t limit);

/// The changed lines: "-  old line" then "+  new line" for each.
std::string diff_lines(const std::string& original, const Mutant& mutant);

}  // namespace snake::workbench
