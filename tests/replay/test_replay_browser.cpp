// Browser tests of the replay page: for each case, bin/replay (or a checker's --html)
// writes the page, headless Chromium (Debian's chromium package) opens it at several
// "#step=N" with --dump-dom, and the state the page shows (the data attributes of
// <main id="state">: step, time, length, head, snake, eaten food, verdict, message,
// rejected move) must equal
//   - the model's own replay at step N: snake::Game playing the output's moves, read
//     here with a plain whitespace split and stopped where the judging rules say (the
//     first illegal move, a move after the last food, the T* + 1 letter limit, a byte
//     that is not a move letter), never through the replay library;
//   - the verdict line of the checker executable (bin/checker, testlib protocol) on the
//     same files, word for word.
// Screenshots (--screenshot) are decoded (PNG, zlib) and must not be blank.
// Where Chromium cannot run, every case fails with the reason. One ctest per case
// (label browser): `ctest -L browser`, or build/bin/test_replay_browser --run_test=NAME.
#include <boost/test/unit_test.hpp>

#include <sys/wait.h>
#include <unistd.h>
#include <zlib.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cli/files.hpp"
#include "model/answer.hpp"
#include "model/game.hpp"
#include "model/instance.hpp"
#include "tests/replay/long_path.hpp"
#include "tests/support/instances.hpp"

namespace snake {
namespace {

namespace fs = std::filesystem;

const std::string k_bin = SNAKE_BIN_DIR;
const std::string k_sample_moves = "RDDDDRRRULURULU";

// ---------------------------------------------------------------- processes and files

struct Run {
  int exit_code = -1;
  std::string out;
};

// Runs a shell command line, capturing its standard output (a hang guard of 300 s,
// many times the need, stops a stuck browser).
Run run(const std::string& command) {
  Run result;
  FILE* pipe = popen(("timeout 300 " + command).c_str(), "r");
  if (!pipe) throw std::runtime_error("cannot run " + command);
  std::array<char, 65536> buffer{};
  std::size_t got = 0;
  while ((got = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0) result.out.append(buffer.data(), got);
  const int status = pclose(pipe);
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

std::string shell_quoted(const std::string& text) {
  std::string out = "'";
  for (const char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

void write_file(const fs::path& path, const std::string& content) {
  std::ofstream out(path, std::ios::binary);
  out << content;
  if (!out) throw std::runtime_error("cannot write " + path.string());
}

// The whole file; a missing one is an error, never an empty text.
std::string read_file(const fs::path& path) { return cli::read_file(path.string()); }

// A fresh scratch folder per case, removed at the end.
struct Scratch {
  fs::path dir;
  explicit Scratch(const std::string& name) {
    dir = fs::temp_directory_path() / fmt::format("snake_browser_{}_{}", name, getpid());
    fs::remove_all(dir);
    fs::create_directories(dir);
  }
  ~Scratch() {
    std::error_code ignored;
    fs::remove_all(dir, ignored);
  }
};

// ---------------------------------------------------------------- Chromium

// The Chromium executable, or a failed test naming what is missing.
std::string chromium() {
  if (const char* given = std::getenv("SNAKE_CHROMIUM")) {
    if (access(given, X_OK) != 0) BOOST_FAIL("SNAKE_CHROMIUM=" << given << " is not an executable");
    return given;
  }
  for (const char* name : {"chromium", "chromium-browser"}) {
    const Run found = run(fmt::format("sh -c 'command -v {}'", name));
    if (found.exit_code == 0 && !found.out.empty()) return found.out.substr(0, found.out.find('\n'));
  }
  BOOST_FAIL("Chromium is not installed: the browser tests need Debian's chromium package "
             "(apt-get install -y chromium), or SNAKE_CHROMIUM=/path/to/chromium");
  return {};
}

// Headless, offline flags: without the background-networking ones Chromium's own
// connections are refused by a closed network and it stalls.
std::string browser_command(const fs::path& profile) {
  return fmt::format(
      "{} --headless --no-sandbox --disable-gpu --disable-quic --no-first-run "
      "--disable-background-networking --disable-component-update --disable-sync "
      "--user-data-dir={}",
      shell_quoted(chromium()), shell_quoted(profile.string()));
}

std::string page_url(const fs::path& page, std::size_t step) {
  return fmt::format("file://{}#step={}", fs::absolute(page).string(), step);
}

std::string unescape_html(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '&') {
      out += text[i];
      continue;
    }
    const std::size_t end = text.find(';', i);
    const std::string entity = text.substr(i, end - i + 1);
    if (entity == "&amp;") out += '&';
    else if (entity == "&quot;") out += '"';
    else if (entity == "&lt;") out += '<';
    else if (entity == "&gt;") out += '>';
    else if (entity == "&#39;") out += '\'';
    else if (entity == "&nbsp;") out += ' ';
    else throw std::runtime_error("unknown entity " + entity);
    i = end;
  }
  return out;
}

// The data attributes of <main id="state"> in the DOM Chromium dumps at `step`.
// `virtual_ms` > 0 lets that much virtual time pass first (timers, animation frames).
std::map<std::string, std::string> page_state(const fs::path& page, std::size_t step,
                                              const fs::path& scratch, int virtual_ms = 0) {
  const fs::path profile = scratch / fmt::format("profile_{}", step);
  const std::string budget = virtual_ms > 0 ? fmt::format(" --virtual-time-budget={}", virtual_ms) : "";
  const Run dump = run(fmt::format("{}{} --dump-dom {} 2>/dev/null", browser_command(profile), budget,
                                   shell_quoted(page_url(page, step))));
  fs::remove_all(profile);
  BOOST_REQUIRE_MESSAGE(dump.exit_code == 0 && !dump.out.empty(),
                        "Chromium could not dump the page (exit code " << dump.exit_code << ")");
  const std::size_t start = dump.out.find("<main id=\"state\"");
  BOOST_REQUIRE_MESSAGE(start != std::string::npos, "the page has no <main id=\"state\">");
  const std::string tag = dump.out.substr(start, dump.out.find('>', start) - start);
  std::map<std::string, std::string> attributes;
  std::size_t at = 0;
  while ((at = tag.find(" data-", at)) != std::string::npos) {
    const std::size_t equals = tag.find("=\"", at);
    const std::size_t close = tag.find('"', equals + 2);
    attributes[tag.substr(at + 6, equals - at - 6)] = unescape_html(tag.substr(equals + 2, close - equals - 2));
    at = close;
  }
  BOOST_REQUIRE_MESSAGE(attributes["ready"] == "1", "the page's script did not finish (data-ready is not 1)");
  return attributes;
}

// ---------------------------------------------------------------- PNG

struct Picture {
  std::uint32_t width = 0;
  std::uint32_t height = 0;
  std::size_t colours = 0;        // distinct RGB colours
  std::size_t not_background = 0; // pixels unlike the top-left one
};

std::uint32_t big_endian(const std::string& bytes, std::size_t at) {
  return static_cast<std::uint32_t>(static_cast<unsigned char>(bytes[at]) << 24 |
                                    static_cast<unsigned char>(bytes[at + 1]) << 16 |
                                    static_cast<unsigned char>(bytes[at + 2]) << 8 |
                                    static_cast<unsigned char>(bytes[at + 3]));
}

int paeth(int a, int b, int c) {
  const int p = a + b - c, pa = std::abs(p - a), pb = std::abs(p - b), pc = std::abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

// Decodes an 8-bit RGB or RGBA PNG (what Chromium writes) and counts its colours.
Picture decode_png(const std::string& png) {
  BOOST_REQUIRE_MESSAGE(png.size() > 33 && png.compare(0, 8, "\x89PNG\r\n\x1a\n") == 0, "not a PNG file");
  Picture picture;
  int colour_type = 0;
  std::string compressed;
  for (std::size_t at = 8; at + 8 <= png.size();) {
    const std::uint32_t length = big_endian(png, at);
    const std::string type = png.substr(at + 4, 4);
    if (type == "IHDR") {
      picture.width = big_endian(png, at + 8);
      picture.height = big_endian(png, at + 12);
      BOOST_REQUIRE_MESSAGE(png[at + 16] == 8, "only 8-bit PNG is decoded");
      colour_type = png[at + 17];
      BOOST_REQUIRE_MESSAGE(colour_type == 2 || colour_type == 6, "only RGB(A) PNG is decoded");
      BOOST_REQUIRE_MESSAGE(png[at + 20] == 0, "interlaced PNG is not decoded");
    } else if (type == "IDAT") {
      compressed += png.substr(at + 8, length);
    }
    at += 12 + length;
  }
  const std::size_t channels = colour_type == 6 ? 4 : 3;
  const std::size_t stride = picture.width * channels;
  std::vector<unsigned char> raw((stride + 1) * picture.height);
  uLongf size = static_cast<uLongf>(raw.size());
  BOOST_REQUIRE_MESSAGE(uncompress(raw.data(), &size, reinterpret_cast<const Bytef*>(compressed.data()),
                                   static_cast<uLong>(compressed.size())) == Z_OK,
                        "the PNG data does not inflate");
  std::vector<unsigned char> pixels(stride * picture.height);
  for (std::size_t y = 0; y < picture.height; ++y) {
    const unsigned char filter = raw[y * (stride + 1)];
    const unsigned char* in = &raw[y * (stride + 1) + 1];
    unsigned char* row = &pixels[y * stride];
    const unsigned char* up = y > 0 ? &pixels[(y - 1) * stride] : nullptr;
    for (std::size_t x = 0; x < stride; ++x) {
      const int a = x >= channels ? row[x - channels] : 0;
      const int b = up ? up[x] : 0;
      const int c = up && x >= channels ? up[x - channels] : 0;
      int predicted = 0;
      switch (filter) {
        case 0: predicted = 0; break;
        case 1: predicted = a; break;
        case 2: predicted = b; break;
        case 3: predicted = (a + b) / 2; break;
        case 4: predicted = paeth(a, b, c); break;
        default: BOOST_FAIL("unknown PNG filter");
      }
      row[x] = static_cast<unsigned char>(in[x] + predicted);
    }
  }
  std::set<std::uint32_t> colours;
  const auto rgb = [&](std::size_t i) {
    return static_cast<std::uint32_t>(pixels[i] << 16 | pixels[i + 1] << 8 | pixels[i + 2]);
  };
  const std::uint32_t background = rgb(0);
  for (std::size_t i = 0; i < pixels.size(); i += channels) {
    colours.insert(rgb(i));
    if (rgb(i) != background) ++picture.not_background;
  }
  picture.colours = colours.size();
  return picture;
}

// Takes a screenshot of the page at `step` and checks that it shows something.
void check_screenshot(const fs::path& page, std::size_t step, const fs::path& scratch) {
  const fs::path png = scratch / fmt::format("shot_{}.png", step);
  const fs::path profile = scratch / "profile_shot";
  const Run shot = run(fmt::format("{} --window-size=1100,800 --screenshot={} {} >/dev/null 2>&1",
                                   browser_command(profile), shell_quoted(png.string()),
                                   shell_quoted(page_url(page, step))));
  fs::remove_all(profile);
  BOOST_REQUIRE_MESSAGE(shot.exit_code == 0 && fs::exists(png), "Chromium took no screenshot");
  const Picture picture = decode_png(read_file(png));
  BOOST_TEST_MESSAGE("screenshot " << picture.width << " x " << picture.height << ": "
                                   << picture.colours << " colours, " << picture.not_background
                                   << " pixels unlike the background");
  BOOST_TEST(picture.width == 1100u);
  BOOST_TEST(picture.colours >= 16u);
  BOOST_TEST(picture.not_background * 20 >= std::size_t{picture.width} * picture.height);
}

// ---------------------------------------------------------------- the model's replay

// The moves the judging plays, read independently: the second whitespace-separated token
// of the output (or the first, for a move string alone), up to its first byte that is not
// a move letter and at most `limit` letters; then the model plays them, up to the first
// illegal move or the move after the last food.
struct ModelState {
  std::size_t step = 0;
  std::vector<CellId> snake;
  FoodMask eaten = 0;
  std::int64_t time = 0;
};

struct ModelReplay {
  std::vector<ModelState> states;            // states[i]: after i moves (states.size() - 1 played)
  std::optional<std::uint64_t> rejected;  // 1-based number of the move rejected
  std::optional<Cell> rejected_cell;      // the cell it aimed at
};

ModelReplay model_replay(const Instance& instance, const std::string& output, std::uint64_t limit) {
  std::istringstream tokens(output);
  std::string first, letters;
  tokens >> first;
  if (!first.empty() && direction_from_letter(first[0])) {
    letters = first;
  } else {
    tokens >> letters;
  }
  ModelReplay result;
  Game game(instance);
  result.states.push_back({0, game.snake(), game.eaten(), game.time()});
  for (std::size_t i = 0; i < letters.size() && i < limit; ++i) {
    const auto d = direction_from_letter(letters[i]);
    if (!d) break;
    if (game.finished() || !game.check(*d).legal()) {
      result.rejected = i + 1;
      result.rejected_cell = instance.board.cell(game.check(*d).to);
      break;
    }
    game.play(*d);
    result.states.push_back({game.moves_played(), game.snake(), game.eaten(), game.time()});
  }
  return result;
}

std::string cells_text(const Board& board, const std::vector<CellId>& cells) {
  std::string out;
  for (const CellId id : cells) {
    if (!out.empty()) out += ' ';
    const Cell c = board.cell(id);
    out += fmt::format("{},{}", c.row, c.col);
  }
  return out;
}

std::string eaten_text(FoodMask eaten, std::size_t k) {
  std::string out;
  for (std::size_t i = 0; i < k; ++i) {
    if (((eaten >> i) & 1u) == 0) continue;
    if (!out.empty()) out += ',';
    out += std::to_string(i + 1);
  }
  return out;
}

// ---------------------------------------------------------------- one case

struct Case {
  std::string name;
  std::string input = testing::k_sample;
  std::string output;
  std::optional<std::string> answer = testing::k_sample_answer;  // nothing: the solver's
  std::vector<std::size_t> steps{0, 1000000};
  std::optional<std::size_t> screenshot;
  std::string expected_fault;
};

// The page's state at every step of the case equals the model's replay, and its verdict
// line is bin/checker's.
void check_case(const Case& c) {
  chromium();
  Scratch scratch(c.name);
  const fs::path input = scratch.dir / "input.in", output = scratch.dir / "output.out",
                 answer = scratch.dir / "answer.ans", page = scratch.dir / "page.html";
  write_file(input, c.input);
  write_file(output, c.output);
  if (c.answer) write_file(answer, *c.answer);
  const Run made = run(fmt::format("{}/replay {} {} -o {}{}", k_bin, shell_quoted(input.string()),
                                   shell_quoted(output.string()), shell_quoted(page.string()),
                                   c.answer ? " --answer " + shell_quoted(answer.string()) : ""));
  BOOST_REQUIRE_MESSAGE(made.exit_code == 0, "bin/replay failed: " << made.out);

  // The checker's own verdict line on the same files (the solver's answer as the jury
  // when the case has none; a move string alone claims what its legal moves cost).
  const Instance instance = parse_instance(c.input);
  std::string judged = c.output;
  if (!c.output.empty() && direction_from_letter(c.output[0])) {
    judged = fmt::format("{}\n{}", model_replay(instance, c.output, UINT64_MAX).states.back().time, c.output);
  }
  write_file(scratch.dir / "judged.out", judged);
  if (!c.answer) {
    const Run solved = run(fmt::format("{}/solver {}", k_bin, shell_quoted(input.string())));
    BOOST_REQUIRE(solved.exit_code == 0);
    write_file(answer, solved.out);
  }
  const Run checked = run(fmt::format("{}/checker {} {} {} 2>&1 >/dev/null", k_bin, shell_quoted(input.string()),
                                      shell_quoted((scratch.dir / "judged.out").string()),
                                      shell_quoted(answer.string())));
  const std::string checker_line = checked.out.substr(0, checked.out.find('\n'));
  // The replay shows the judges' message, the testlib checker prints the team's (without
  // the jury's figures: docs/judging.md); the Kattis checker writes both, the judges' in
  // judgemessage.txt, so the replay's line is compared with that one whole, and with
  // the team's verdict.
  const fs::path feedback = scratch.dir / "feedback";
  fs::create_directories(feedback);
  run(fmt::format("{}/checker-kattis {} {} {} < {}", k_bin, shell_quoted(input.string()),
                  shell_quoted(answer.string()), shell_quoted(feedback.string()),
                  shell_quoted((scratch.dir / "judged.out").string())));
  const std::string judges_message = read_file(feedback / "judgemessage.txt");
  const std::string judges_line = judges_message.substr(0, judges_message.find('\n'));
  const std::string replay_line = made.out.substr(0, made.out.find('\n'));
  BOOST_TEST(replay_line == judges_line);
  BOOST_TEST(made.out == replay_line + "\n");

  std::istringstream jury(read_file(answer));
  std::string jury_time;
  jury >> jury_time;
  const std::uint64_t limit =
      jury_time == "No" ? UINT64_MAX : std::stoull(jury_time) + 1;  // the T* + 1 letters read
  const ModelReplay model = model_replay(instance, judged, limit);
  const std::size_t played = model.states.size() - 1;

  for (const std::size_t step : c.steps) {
    BOOST_TEST_CONTEXT("case " << c.name << ", #step=" << step) {
      auto shown = page_state(page, step, scratch.dir);
      const ModelState& expected = model.states[std::min(step, played)];
      BOOST_TEST(shown["verdict"] + " " + shown["message"] == replay_line);
      BOOST_TEST(checker_line.rfind(shown["verdict"] + " ", 0) == 0);
      BOOST_TEST(shown["fault"] == c.expected_fault);
      BOOST_TEST(shown["moves"] == std::to_string(played));
      BOOST_TEST(shown["step"] == std::to_string(expected.step));
      BOOST_TEST(shown["time"] == std::to_string(expected.time));
      BOOST_TEST(shown["length"] == std::to_string(expected.snake.size()));
      BOOST_TEST(shown["head"] == cells_text(instance.board, {expected.snake.front()}));
      BOOST_TEST(shown["snake"] == cells_text(instance.board, expected.snake));
      BOOST_TEST(shown["eaten"] == eaten_text(expected.eaten, instance.food.size()));
      BOOST_TEST(shown["final"] == (expected.step == played ? "1" : "0"));
      BOOST_TEST(shown["rejected-move"] == (model.rejected ? std::to_string(*model.rejected) : ""));
      BOOST_TEST(shown["rejected-cell"] ==
                 (model.rejected_cell ? fmt::format("{},{}", model.rejected_cell->row, model.rejected_cell->col) : ""));
      if (expected.step > 0) {
        const ModelState& before = model.states[expected.step - 1];
        BOOST_TEST(shown["cost"] == std::to_string(expected.time - before.time));
        const FoodMask ate = expected.eaten & ~before.eaten;
        BOOST_TEST(shown["ate"] == eaten_text(ate, instance.food.size()));
      }
    }
  }
  if (c.screenshot) check_screenshot(page, *c.screenshot, scratch.dir);
}

std::string sample_output(const std::string& moves, std::int64_t time = 21) {
  return fmt::format("{}\n{}\n", time, moves);
}

// A case on the sample judged against its jury answer, with the defaults of Case.
Case sample_case(std::string name, std::string output, std::string fault) {
  Case c;
  c.name = std::move(name);
  c.output = std::move(output);
  c.expected_fault = std::move(fault);
  return c;
}

BOOST_AUTO_TEST_CASE(sample_accepted) {
  Case c = sample_case("sample_accepted", testing::k_sample_answer, "none");
  c.steps = {0, 1, 6, 7, 15, 99};
  c.screenshot = 7;
  check_case(c);
}

BOOST_AUTO_TEST_CASE(sample_judged_by_the_solver_without_an_answer) {
  Case c = sample_case("sample_solver_jury", sample_output(k_sample_moves), "none");
  c.answer = std::nullopt;
  c.steps = {15};
  check_case(c);
}

BOOST_AUTO_TEST_CASE(move_string_alone) {
  Case c = sample_case("bare", k_sample_moves + "\n", "none");
  c.steps = {0, 8};
  check_case(c);
}

BOOST_AUTO_TEST_CASE(rejected_edge) {
  Case c = sample_case("edge", sample_output("LRRR"), "edge");
  c.screenshot = 0;
  check_case(c);
}

BOOST_AUTO_TEST_CASE(rejected_wall) {
  Case c = sample_case("wall", sample_output("RR"), "wall");
  c.steps = {0, 1, 5};
  c.screenshot = 1;
  check_case(c);
}

BOOST_AUTO_TEST_CASE(rejected_body) { check_case(sample_case("body", sample_output("D"), "body")); }

BOOST_AUTO_TEST_CASE(rejected_after_the_end) {
  Case c = sample_case("after_end", sample_output(k_sample_moves + "R"), "after_end");
  c.steps = {14, 15, 16};
  check_case(c);
}

BOOST_AUTO_TEST_CASE(rejected_food_left) {
  Case c = sample_case("food_left", sample_output("RDDDDRRRU"), "food_left");
  c.steps = {0, 9};
  check_case(c);
}

BOOST_AUTO_TEST_CASE(rejected_claimed_time) {
  Case c = sample_case("claimed_time", sample_output(k_sample_moves, 20), "claimed_time");
  c.steps = {15};
  check_case(c);
}

BOOST_AUTO_TEST_CASE(rejected_not_optimal) {
  Case c = sample_case("not_optimal", sample_output("RDDLUU" + k_sample_moves, 27), "not_optimal");
  c.steps = {6, 21};
  check_case(c);
}

BOOST_AUTO_TEST_CASE(rejected_too_many_moves) {
  Case c = sample_case("too_many", sample_output("RDDLUURDDLUURDDLUURDDLUU", 24), "too_many_moves");
  c.steps = {21, 24};
  check_case(c);
}

BOOST_AUTO_TEST_CASE(rejected_presentation_error) {
  Case c = sample_case("format", sample_output("RDDx"), "format");
  c.steps = {2, 3, 4};
  check_case(c);
}

BOOST_AUTO_TEST_CASE(rejected_no_solution_claim) {
  Case c = sample_case("no_solution", "No solution.\n", "no_solution");
  c.steps = {0, 3};
  check_case(c);
}

BOOST_AUTO_TEST_CASE(long_path_on_the_largest_board) {
  const testing::LongPath path = testing::long_path(100'000);
  const std::string output = fmt::format("{}\n{}\n", path.time, path.moves);
  Case c = sample_case("long", output, "none");
  c.input = format_instance(path.instance);
  c.answer = output;
  c.steps = {0, 1, 511, 512, 513, 50'000, 99'999, 100'000};
  c.screenshot = 100'000;
  check_case(c);
}

// A copy of `page` that runs `script` after the page's own script, as a user would act.
fs::path with_script(const fs::path& page, const std::string& script, const std::string& name) {
  std::string html = read_file(page);
  const std::size_t end = html.rfind("</body>");
  BOOST_REQUIRE(end != std::string::npos);
  html.insert(end, "<script>" + script + "</script>");
  const fs::path copy = page.parent_path() / name;
  write_file(copy, html);
  return copy;
}

// The keys and the play button move through the states the model's replay has.
BOOST_AUTO_TEST_CASE(keys_and_playback_show_the_model_states) {
  chromium();
  Scratch scratch("interaction");
  const fs::path input = scratch.dir / "input.in", output = scratch.dir / "output.out",
                 page = scratch.dir / "page.html";
  write_file(input, testing::k_sample);
  write_file(output, testing::k_sample_answer);
  BOOST_REQUIRE(run(fmt::format("{}/replay {} {} -o {} >/dev/null", k_bin, shell_quoted(input.string()),
                                shell_quoted(output.string()), shell_quoted(page.string())))
                    .exit_code == 0);
  const Instance instance = testing::instance(testing::k_sample);
  const ModelReplay model = model_replay(instance, testing::k_sample_answer, 22);
  const auto check_state = [&](std::map<std::string, std::string> shown, std::size_t step) {
    BOOST_TEST(shown["step"] == std::to_string(step));
    BOOST_TEST(shown["time"] == std::to_string(model.states[step].time));
    BOOST_TEST(shown["snake"] == cells_text(instance.board, model.states[step].snake));
    BOOST_TEST(shown["eaten"] == eaten_text(model.states[step].eaten, instance.food.size()));
  };
  const std::string keys =
      "for (const k of ['End', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowRight', 'Home', "
      "'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft', "
      "'ArrowRight']) document.dispatchEvent(new KeyboardEvent('keydown', {key: k}));";
  BOOST_TEST_CONTEXT("keys") { check_state(page_state(with_script(page, keys, "keys.html"), 0, scratch.dir), 5); }
  const std::string keys_at_end =
      "for (const k of ['End', 'ArrowLeft', 'ArrowLeft', 'ArrowRight']) "
      "document.dispatchEvent(new KeyboardEvent('keydown', {key: k}));";
  BOOST_TEST_CONTEXT("keys from the end") {
    check_state(page_state(with_script(page, keys_at_end, "end.html"), 3, scratch.dir), 14);
  }
  const std::string play =
      "document.getElementById('speed').value = '1000'; document.getElementById('play').click();";
  BOOST_TEST_CONTEXT("play to the end") {
    check_state(page_state(with_script(page, play, "play.html"), 0, scratch.dir, 5000), 15);
  }
  // Chromium's virtual time governs timers and performance.now(), so this is exact on a
  // loaded machine too: at 1 move a second, play shows step 1 at once and steps 2 and 3 at
  // 1 s and 2 s; space at 2.5 s pauses, so no step 4 (at 3 s) and no more by 5 s.
  const std::string play_pause =
      "document.getElementById('speed').value = '1'; document.getElementById('play').click(); "
      "setTimeout(() => document.dispatchEvent(new KeyboardEvent('keydown', {key: ' '})), 2500);";
  BOOST_TEST_CONTEXT("play at 1 move a second, pause at 2.5 s") {
    check_state(page_state(with_script(page, play_pause, "pause.html"), 0, scratch.dir, 5000), 3);
  }
}

// The page a checker writes (checker-kattis --html, a relative name: into feedback_dir)
// is the same page: its state is checked like bin/replay's.
BOOST_AUTO_TEST_CASE(page_written_by_the_kattis_checker) {
  chromium();
  Scratch scratch("kattis");
  const fs::path input = scratch.dir / "input.in", output = scratch.dir / "output.out",
                 answer = scratch.dir / "answer.ans", feedback = scratch.dir / "feedback";
  fs::create_directories(feedback);
  write_file(input, testing::k_sample);
  write_file(output, sample_output("RDDDDRRRULUD"));
  write_file(answer, testing::k_sample_answer);
  const Run judged = run(fmt::format("{}/checker-kattis {} {} {} --html replay.html < {}", k_bin,
                                     shell_quoted(input.string()), shell_quoted(answer.string()),
                                     shell_quoted(feedback.string()), shell_quoted(output.string())));
  BOOST_TEST(judged.exit_code == 43);
  const std::string message = read_file(feedback / "judgemessage.txt");
  BOOST_REQUIRE(fs::exists(feedback / "replay.html"));
  auto shown = page_state(feedback / "replay.html", 100, scratch.dir);
  BOOST_TEST(shown["verdict"] + " " + shown["message"] == message.substr(0, message.find('\n')));
  BOOST_TEST(shown["fault"] == "body");
  const Instance instance = testing::instance(testing::k_sample);
  const ModelReplay model = model_replay(instance, read_file(output), 22);
  BOOST_TEST(shown["step"] == std::to_string(model.states.size() - 1));
  BOOST_TEST(shown["snake"] == cells_text(instance.board, model.states.back().snake));
  BOOST_TEST(shown["rejected-move"] == std::to_string(*model.rejected));
}

}  // namespace
}  // namespace snake
