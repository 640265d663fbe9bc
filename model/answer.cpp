#include "model/answer.hpp"

#include <limits>

#include <fmt/format.h>

#include "model/text.hpp"

namespace snake {

std::string format_answer(const Answer& answer, AnswerFormat format) {
  if (!answer.solvable) return fmt::format("{}\n", k_no_solution);
  if (format == AnswerFormat::time_only) return fmt::format("{}\n", answer.time);
  return fmt::format("{}\n{}\n", answer.time, answer.moves);
}

AnswerHead read_answer_head(Scanner& in) {
  const Token first = in.read_token("the time T or 'No solution.'", k_token_cap);
  AnswerHead head;
  head.where = first.start;
  if (!first.truncated && first.text == "No") {
    const Token second = in.read_token("'solution.' after 'No'", k_token_cap);
    if (second.truncated || second.text != "solution.") {
      Scanner::fail(second.start, fmt::format("expected 'solution.' after 'No', found {}",
                                              second.quoted()));
    }
    return head;
  }
  const std::string_view text = first.text;
  switch (integer_syntax(text)) {
    case IntegerSyntax::not_integer:
      Scanner::fail(first.start, fmt::format("expected the time T or 'No solution.', found {}",
                                             first.quoted()));
    case IntegerSyntax::leading_zero:
      Scanner::fail(first.start, fmt::format("expected the time T without leading zeros, "
                                             "found {}", first.quoted()));
    case IntegerSyntax::ok: break;
  }
  if (text[0] == '-') {
    Scanner::fail(first.start,
                  fmt::format("expected a non-negative time T, found {}", first.quoted()));
  }
  const auto time = first.truncated ? std::nullopt : parse_decimal(text);
  if (!time) {
    Scanner::fail(first.start,
                  fmt::format("expected a time T of at most {}, found {}",
                              std::numeric_limits<std::int64_t>::max(), first.quoted()));
  }
  head.solvable = true;
  head.time = *time;
  return head;
}

MoveReader::MoveReader(Scanner& in) : m_in(&in) {
  in.skip_whitespace();
  if (in.peek() < 0) {
    Scanner::fail(in.position(), "expected the moves (letters U, D, L, R), found end of file");
  }
  m_start = in.position();
}

std::optional<Direction> MoveReader::next() {
  if (!more()) return std::nullopt;
  const int c = m_in->peek();
  const auto d = direction_from_letter(c);
  if (!d) {
    Scanner::fail(m_in->position(), fmt::format("expected a move letter U, D, L or R, found {}",
                                                describe_byte(c)));
  }
  m_in->get();
  ++m_count;
  return d;
}

bool MoveReader::more() const {
  const int c = m_in->peek();
  return c >= 0 && !Scanner::is_whitespace(c);
}

}  // namespace snake
