#include "replay/svg.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "replay/palette.hpp"

namespace snake::replay {

namespace {

constexpr int k_margin = 6;
constexpr int k_caption = 22;

class Picture {
 public:
  explicit Picture(int cell) : m_cell(cell) {}

  double x(int col) const { return k_margin + (col - 1) * m_cell; }
  double y(int row) const { return k_margin + (row - 1) * m_cell; }
  double cx(int col) const { return x(col) + m_cell / 2.0; }
  double cy(int row) const { return y(row) + m_cell / 2.0; }
  bool text() const { return m_cell >= 14; }
  int font(double share) const { return std::max(6, static_cast<int>(m_cell * share)); }
  int cell() const { return m_cell; }

  std::string label(int row, int col, std::string_view text, std::string_view colour,
                    double share) const {
    return fmt::format(
        R"(<text x="{}" y="{}" font-size="{}" fill="{}" text-anchor="middle" )"
        R"(dominant-baseline="central" font-weight="bold">{}</text>)"
        "\n",
        cx(col), cy(row), font(share), colour, text);
  }

 private:
  int m_cell;
};

std::string weights(const Board& board, const Picture& p) {
  std::string out;
  for (int r = 1; r <= board.rows(); ++r) {
    int start = 1;
    for (int c = 2; c <= board.cols() + 1; ++c) {
      const int w = board.weight(board.id(Cell{r, start}));
      if (c <= board.cols() && board.weight(board.id(Cell{r, c})) == w) continue;
      out += fmt::format(R"(<rect x="{}" y="{}" width="{}" height="{}" fill="{}"/>)"
                         "\n",
                         p.x(start), p.y(r), (c - start) * p.cell(), p.cell(),
                         palette::k_weights[static_cast<std::size_t>(w)]);
      start = c;
    }
  }
  if (!p.text()) return out;
  for (const CellId id : board.cells()) {
    const int w = board.weight(id);
    if (w == 0) continue;
    const Cell c = board.cell(id);
    out += fmt::format(R"(<text x="{}" y="{}" font-size="{}" fill="{}">{}</text>)"
                       "\n",
                       p.x(c.col) + 3, p.y(c.row) + p.font(0.34) + 1, p.font(0.34),
                       w >= 6 ? palette::k_digit_on_dark : palette::k_digit, w);
  }
  return out;
}

std::string grid(const Board& board, const Picture& p) {
  if (p.cell() < 8) return {};
  std::string path;
  for (int r = 0; r <= board.rows(); ++r) {
    path += fmt::format("M{} {}H{}", p.x(1), p.y(r + 1), p.x(board.cols() + 1));
  }
  for (int c = 0; c <= board.cols(); ++c) {
    path += fmt::format("M{} {}V{}", p.x(c + 1), p.y(1), p.y(board.rows() + 1));
  }
  return fmt::format(R"(<path d="{}" stroke="#000" stroke-opacity="0.12" fill="none"/>)"
                     "\n",
                     path);
}

// The head's path over all moves of `trace`, from its start, as one polyline.
std::string path_line(const Trace& trace, const Picture& p) {
  const Board& board = trace.instance->board;
  CellId head = trace.instance->snake.front();
  std::string points = fmt::format("{},{}", p.cx(board.cell(head).col), p.cy(board.cell(head).row));
  for (const Step& step : trace.steps) {
    head = board.neighbour(head, step.direction);
    points += fmt::format(" {},{}", p.cx(board.cell(head).col), p.cy(board.cell(head).row));
  }
  const double width = std::max(1.5, p.cell() / 9.0);
  return fmt::format(
      R"(<defs><marker id="arrow" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" )"
      R"(markerHeight="4" orient="auto"><path d="M0 0L10 5L0 10z" fill="{0}"/></marker></defs>)"
      "\n"
      R"(<polyline points="{1}" fill="none" stroke="{0}" stroke-width="{2}" stroke-opacity="0.85" )"
      R"svg(stroke-linejoin="round" stroke-linecap="round" marker-end="url(#arrow)"/>)svg"
      "\n",
      palette::k_path, points, width);
}

}  // namespace

std::string render_svg(const Trace& trace, std::size_t step, const SvgOptions& options) {
  const Instance& instance = *trace.instance;
  const Board& board = instance.board;
  const State state = state_at(trace, step);
  const int side = std::max(board.rows(), board.cols());
  const Picture p(side <= 40 ? 28 : std::max(3, 720 / side));
  const bool last = state.step == trace.steps.size();
  std::string caption = state.step == 0 ? std::string("start")
                                        : fmt::format("after move {} '{}'", state.step,
                                                      letter(trace.steps[state.step - 1].direction));
  caption += fmt::format(": time {}, length {}", state.time, state.snake.size());
  if (last && trace.rejected) {
    caption += fmt::format("; move {} '{}' is rejected", trace.rejected->number,
                           letter(trace.rejected->check.direction));
  }
  // About 7 px a character of the 13 px caption: the picture is at least that wide.
  const int width =
      std::max(board.cols() * p.cell(), options.caption ? static_cast<int>(caption.size()) * 7 : 0) +
      2 * k_margin;
  const int height = board.rows() * p.cell() + 2 * k_margin + (options.caption ? k_caption : 0);

  std::string out = fmt::format(
      R"(<svg xmlns="http://www.w3.org/2000/svg" width="{}" height="{}" viewBox="0 0 {} {}" )"
      R"(font-family="DejaVu Sans, Arial, sans-serif">)"
      "\n",
      width, height, width, height);
  out += fmt::format(R"(<rect width="{}" height="{}" fill="#ffffff"/>)"
                     "\n",
                     width, height);
  out += weights(board, p);
  out += grid(board, p);
  if (options.path) out += path_line(trace, p);  // under the food and the snake
  const double radius = p.text() ? p.cell() * 0.32 : p.cell() / 2.0;
  for (std::size_t i = 0; i < instance.food.size(); ++i) {
    if ((state.eaten >> i) & 1u) continue;
    const Cell c = board.cell(instance.food.cell(i));
    out += fmt::format(R"(<circle cx="{}" cy="{}" r="{}" fill="{}"/>)"
                       "\n",
                       p.cx(c.col), p.cy(c.row), radius, palette::k_food);
    if (p.text()) {
      out += p.label(c.row, c.col, fmt::format("{}", i + 1), palette::k_food_text, 0.36);
    }
  }
  const int inset = p.text() ? 2 : 0;
  for (std::size_t i = state.snake.size(); i-- > 0;) {
    const Cell c = board.cell(state.snake[i]);
    out += fmt::format(R"(<rect x="{}" y="{}" width="{}" height="{}" fill="{}"/>)"
                       "\n",
                       p.x(c.col) + inset, p.y(c.row) + inset, p.cell() - 2 * inset,
                       p.cell() - 2 * inset, i == 0 ? palette::k_head : palette::k_body);
    if (p.text()) {
      out += p.label(c.row, c.col, i == 0 ? std::string("@") : fmt::format("{}", i + 1),
                     palette::k_part_text, 0.36);
    }
  }
  if (last) {
    for (const CellId id : trace.highlight) {
      const Cell c = board.cell(id);
      out += fmt::format(
          R"(<rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="{}" )"
          R"(stroke-width="{}"/>)"
          "\n",
          p.x(c.col) + 1.5, p.y(c.row) + 1.5, p.cell() - 3, p.cell() - 3, palette::k_highlight,
          std::max(2, p.cell() / 8));
    }
  }
  if (options.caption) {
    out += fmt::format(R"(<text x="{}" y="{}" font-size="13" fill="#1d232a">{}</text>)"
                       "\n",
                       k_margin, height - 7, caption);
  }
  return out + "</svg>\n";
}

}  // namespace snake::replay
