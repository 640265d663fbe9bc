#include "workbench/shrink.hpp"

#include <algorithm>
#include <fstream>
#include <stdexcept>
#include <tuple>

#include <fmt/format.h>

#include "cli/files.hpp"
#include "workbench/process.hpp"

namespace snake::workbench {

namespace fs = std::filesystem;

int Sketch::cells() const {
  return rows.empty() ? 0 : static_cast<int>(rows.size() * rows[0].size());
}

int Sketch::walls() const {
  int count = 0;
  for (const std::string& row : rows) count += static_cast<int>(std::count(row.begin(), row.end(), '0'));
  return count;
}

int Sketch::weight_above_one() const {
  int sum = 0;
  for (const std::string& row : rows) {
    for (const char c : row) sum += c > '1' ? c - '1' : 0;
  }
  return sum;
}

Sketch sketch_of(const Instance& instance) {
  Sketch sketch;
  const Board& board = instance.board;
  for (int r = 1; r <= board.rows(); ++r) {
    std::string row;
    for (int c = 1; c <= board.cols(); ++c) {
      row += static_cast<char>('0' + board.weight(board.id(Cell{r, c})));
    }
    sketch.rows.push_back(row);
  }
  for (const CellId id : instance.snake) sketch.snake.push_back(board.cell(id));
  for (const CellId id : instance.food.cells()) sketch.food.push_back(board.cell(id));
  return sketch;
}

std::string format_sketch(const Sketch& sketch) {
  std::string text = fmt::format("{} {}\n", sketch.rows.size(),
                                 sketch.rows.empty() ? 0 : sketch.rows[0].size());
  for (const std::string& row : sketch.rows) text += row + "\n";
  for (const Cell& cell : sketch.snake) text += fmt::format("{} {}\n", cell.row, cell.col);
  text += fmt::format("{}\n", sketch.food.size());
  for (const Cell& cell : sketch.food) text += fmt::format("{} {}\n", cell.row, cell.col);
  return text;
}

namespace {

// Block sizes n/2, n/4, ..., 1 (each once).
std::vector<int> block_sizes(int n) {
  std::vector<int> sizes;
  for (int size = n / 2; size >= 1; size /= 2) sizes.push_back(size);
  if (n == 1) sizes.push_back(1);
  return sizes;
}

// Deletes rows (or columns) [first, first + count): none may hold a snake part; food
// there is dropped; cells beyond shift back.
std::optional<Sketch> delete_lines(const Sketch& sketch, bool rows, int first, int count) {
  const auto coordinate = [rows](const Cell& cell) -> int { return rows ? cell.row : cell.col; };
  const int lo = first + 1;  // 1-based
  const int hi = first + count;
  for (const Cell& part : sketch.snake) {
    if (lo <= coordinate(part) && coordinate(part) <= hi) return std::nullopt;
  }
  Sketch cut;
  if (rows) {
    for (std::size_t r = 0; r < sketch.rows.size(); ++r) {
      const int row = static_cast<int>(r) + 1;
      if (row < lo || row > hi) cut.rows.push_back(sketch.rows[r]);
    }
  } else {
    for (const std::string& row : sketch.rows) {
      cut.rows.push_back(row.substr(0, static_cast<std::size_t>(first)) +
                         row.substr(static_cast<std::size_t>(first + count)));
    }
  }
  if (cut.rows.empty() || cut.rows[0].empty()) return std::nullopt;
  const auto shift = [&](Cell cell) {
    int& value = rows ? cell.row : cell.col;
    if (value > hi) value -= count;
    return cell;
  };
  for (const Cell& part : sketch.snake) cut.snake.push_back(shift(part));
  for (const Cell& item : sketch.food) {
    if (lo <= coordinate(item) && coordinate(item) <= hi) continue;
    cut.food.push_back(shift(item));
  }
  if (cut.food.empty()) return std::nullopt;
  return cut;
}

// Sets blocks of the cells `where` to '1'.
void open_blocks(const Sketch& sketch, const std::vector<Cell>& where, std::vector<Sketch>& out) {
  const int n = static_cast<int>(where.size());
  for (const int size : block_sizes(n)) {
    for (int first = 0; first < n; first += size) {
      Sketch opened = sketch;
      for (int i = first; i < std::min(n, first + size); ++i) {
        const Cell& cell = where[static_cast<std::size_t>(i)];
        opened.rows[static_cast<std::size_t>(cell.row - 1)][static_cast<std::size_t>(cell.col - 1)] = '1';
      }
      out.push_back(std::move(opened));
    }
  }
}

}  // namespace

std::vector<Sketch> reductions(const Sketch& sketch) {
  std::vector<Sketch> out;
  const int n = static_cast<int>(sketch.rows.size());
  const int m = n == 0 ? 0 : static_cast<int>(sketch.rows[0].size());
  for (const bool rows : {true, false}) {
    const int lines = rows ? n : m;
    for (const int size : block_sizes(lines)) {
      for (int first = 0; first + size <= lines; first += size) {
        if (auto cut = delete_lines(sketch, rows, first, size)) out.push_back(std::move(*cut));
      }
    }
  }
  if (sketch.food.size() > 1) {
    for (std::size_t i = 0; i < sketch.food.size(); ++i) {
      Sketch fewer = sketch;
      fewer.food.erase(fewer.food.begin() + static_cast<std::ptrdiff_t>(i));
      out.push_back(std::move(fewer));
    }
  }
  std::vector<Cell> walls;
  std::vector<Cell> heavy;
  for (int r = 1; r <= n; ++r) {
    for (int c = 1; c <= m; ++c) {
      const char w = sketch.rows[static_cast<std::size_t>(r - 1)][static_cast<std::size_t>(c - 1)];
      if (w == '0') walls.push_back({r, c});
      if (w > '1') heavy.push_back({r, c});
    }
  }
  open_blocks(sketch, walls, out);
  open_blocks(sketch, heavy, out);
  return out;
}

namespace {

std::tuple<int, std::size_t, int, int> measure(const Sketch& sketch) {
  return {sketch.cells(), sketch.food.size(), sketch.walls(), sketch.weight_above_one()};
}

std::string group_of(const Sketch& sketch) {
  if (sketch.food.size() <= 1) return "k1";
  if (sketch.cells() <= 36) return "nm36";
  if (sketch.food.size() == 2) return "k2";
  if (sketch.food.size() == 3) return "k3";
  return "full";
}

int next_test_number(const fs::path& data) {
  int last = 0;
  const fs::path tests = data / "tests";
  if (fs::is_directory(tests)) {
    for (const auto& entry : fs::directory_iterator(tests)) {
      const std::string stem = entry.path().stem().string();
      if (entry.path().extension() == ".in" && !stem.empty() &&
          stem.find_first_not_of("0123456789") == std::string::npos) {
        last = std::max(last, std::stoi(stem));
      }
    }
  }
  return last + 1;
}

}  // namespace

ShrinkResult shrink(const Context& context, const fs::path& input, const ShrinkOptions& options,
                    std::ostream& out) {
  ShrinkResult result;
  result.report["command"] = "shrink";
  result.report["program"] = context.program;
  result.report["input"] = input.string();
  const Answered first = answer_input(cli::read_file_or_empty(input.string()), context.validator);
  if (first.refusal) {
    throw std::runtime_error(fmt::format("{} is refused by the validator: {}", input.string(),
                                         *first.refusal));
  }
  const fs::path folder = context.work / "shrink";
  const Batch start = judge_batch(context.setup, {{"start", first}}, folder);
  const Outcome& target = start.outcomes.at(0);
  if (target.verdict == "AC") {
    out << fmt::format("{}: AC (jury: {}): nothing to shrink\n", input.string(),
                       first.answer.substr(0, first.answer.find('\n')));
    result.report["failing"] = false;
    return result;
  }
  result.failing = true;
  Sketch current = sketch_of(*first.instance);
  Answered current_answer = first;
  Outcome current_outcome = target;
  out << fmt::format("{}: {} on {} x {}, {} food: {}\n", input.string(), target.verdict,
                     current.rows.size(), current.rows[0].size(), current.food.size(),
                     target.message);
  int rounds = 0;
  std::size_t judged = 0;
  Progress progress("shrink", 0, context.progress);
  for (; rounds < options.max_rounds; ++rounds) {
    std::vector<std::pair<std::string, Answered>> cases;
    std::vector<Sketch> sketches;
    for (Sketch& candidate : reductions(current)) {
      Answered answered = answer_input(format_sketch(candidate), context.validator);
      if (answered.refusal) continue;
      cases.emplace_back(fmt::format("{:05}", cases.size()), std::move(answered));
      sketches.push_back(std::move(candidate));
    }
    if (cases.empty()) break;
    const Batch batch = judge_batch(context.setup, cases, folder);
    judged += cases.size();
    progress.update(judged);
    std::optional<std::size_t> best;
    for (std::size_t i = 0; i < batch.outcomes.size(); ++i) {
      if (batch.outcomes[i].verdict != target.verdict) continue;
      if (!best || measure(sketches[i]) < measure(sketches[*best])) best = i;
    }
    if (!best) break;
    current = sketches[*best];
    current_answer = cases[*best].second;
    current_outcome = batch.outcomes[*best];
  }
  progress.close();
  result.shrunk = current;
  const int number = next_test_number(options.data);
  const std::string name = fmt::format("{:02}", number);
  const fs::path where = options.out.empty() ? context.work / "shrunk" : options.out;
  fs::create_directories(where);
  {
    std::ofstream in_file(where / (name + ".in"), std::ios::binary);
    in_file << current_answer.input;
    std::ofstream ans_file(where / (name + ".ans"), std::ios::binary);
    ans_file << current_answer.answer;
  }
  const int side = static_cast<int>(std::max(current.rows.size(), current.rows[0].size()));
  const std::string program = fs::path(context.program).stem().string();
  const std::string manifest =
      fmt::format("{}\t{}\t{}\t{}\t-\tshrunk: {} fails it ({})\thand {}", name, group_of(current),
                  side <= 12 ? 12 : 15, k_max_food < 4 ? k_max_food : 4, program,
                  current_outcome.verdict, name);
  out << fmt::format("shrunk in {} rounds ({} candidates judged): {} x {} = {} cells, {} food, "
                     "{} walls: {}\n",
                     rounds, judged, current.rows.size(), current.rows[0].size(), current.cells(),
                     current.food.size(), current.walls(), current_outcome.message);
  out << current_answer.input;
  out << fmt::format("test: {} and {}\n", (where / (name + ".in")).string(),
                     (where / (name + ".ans")).string());
  out << "manifest line (data/manifest.tsv; copy NN.in to data/tests/):\n" << manifest << "\n";
  result.report["failing"] = true;
  result.report["verdict"] = current_outcome.verdict;
  result.report["message"] = current_outcome.message;
  result.report["rounds"] = rounds;
  result.report["candidates_judged"] = judged;
  result.report["rows"] = current.rows.size();
  result.report["cols"] = current.rows[0].size();
  result.report["cells"] = current.cells();
  result.report["food"] = current.food.size();
  result.report["input_text"] = current_answer.input;
  result.report["test"] = (where / (name + ".in")).string();
  result.report["manifest_line"] = manifest;
  return result;
}

}  // namespace snake::workbench
