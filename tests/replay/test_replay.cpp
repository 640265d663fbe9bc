// Unit tests of the replay library (replay/): the trace is the checker's replay (its
// moves, costs and stopping point equal the model's Game, and its verdict is check()'s),
// every rejection is located and classified, the jury choices of bin/replay, the page's
// encoding (base64, JSON escaping, one byte a move, self-contained) and the SVG.
// Expectations come from the model (Game, replay_moves()) and from the exact messages of the
// checker's verdict table, never from the replay code under test.
#include <boost/test/unit_test.hpp>

#include <sstream>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "checker/core/check.hpp"
#include "model/game.hpp"
#include "model/search.hpp"
#include "replay/jury.hpp"
#include "replay/page.hpp"
#include "replay/svg.hpp"
#include "tests/replay/long_path.hpp"
#include "tests/support/instances.hpp"

namespace snake::replay {
/// Lets Boost.Test print faults by name.
inline std::ostream& operator<<(std::ostream& out, Finding fault) { return out << fault_name(fault); }
}  // namespace snake::replay

namespace snake::checker {
/// Lets Boost.Test print verdicts by their word.
inline std::ostream& operator<<(std::ostream& out, Verdict verdict) { return out << verdict_word(verdict); }
}  // namespace snake::checker

namespace snake {
namespace {

using replay::Finding;
using replay::Trace;

const std::string k_sample_moves = "RDDDDRRRULURULU";

// The trace of `output` on the sample, judged against the sample's jury answer.
Trace sample_trace(const std::string& output, const checker::CheckOptions& options = {}) {
  replay::JuryOptions jury;
  jury.answer = testing::k_sample_answer;
  jury.answer_name = "sample.ans";
  return replay::trace_output(testing::k_sample, output, jury, options);
}

// The checker's message for the same files, through check() directly.
checker::Outcome checked(const std::string& input, const std::string& output,
                         const std::string& answer) {
  std::istringstream in(input), out(output), ans(answer);
  return checker::check(in, out, ans, {});
}

// Checks that every step of `trace` is the model's move: direction, food, cost, and that
// state_at equals the model's Game after the same moves.
void check_steps_against_model(const Trace& trace, std::string_view moves) {
  Game game(*trace.instance);
  BOOST_REQUIRE(trace.steps.size() <= moves.size());
  for (std::size_t i = 0; i < trace.steps.size(); ++i) {
    const Direction d = *direction_from_letter(moves[i]);
    const MoveCheck move = game.play(d);
    BOOST_REQUIRE(move.legal());
    BOOST_TEST(trace.steps[i].direction == d);
    BOOST_TEST(trace.steps[i].cost == move.cost);
    BOOST_TEST(trace.steps[i].eats == move.eats());
    BOOST_TEST(trace.steps[i].food == move.food);
  }
  const replay::State last = replay::state_at(trace, trace.steps.size());
  BOOST_TEST(last.time == game.time());
  BOOST_TEST(last.eaten == game.eaten());
  BOOST_TEST((last.snake == game.snake()));
}

BOOST_AUTO_TEST_CASE(sample_answer_is_traced_move_by_move_and_accepted) {
  const Trace trace = sample_trace("21\n" + k_sample_moves + "\n");
  BOOST_TEST(trace.outcome.message == "T = 21: 15 moves eat all 4 food items");
  BOOST_TEST(trace.fault == Finding::none);
  BOOST_TEST(trace.steps.size() == 15u);
  BOOST_TEST(!trace.rejected.has_value());
  check_steps_against_model(trace, k_sample_moves);
  // The statement: the two moves into and out of (5, 3) cost 4 each.
  BOOST_TEST(trace.steps[5].cost == 4);
  BOOST_TEST(trace.steps[6].cost == 4);
  BOOST_TEST(trace.jury == "the jury answer sample.ans");
}

BOOST_AUTO_TEST_CASE(illegal_moves_stop_the_trace_at_the_rejected_move) {
  struct Case {
    std::string moves;
    Finding fault;
    Obstacle obstacle;
    std::uint64_t number;
    Cell target;
    std::string message;
  };
  const Case cases[] = {
      {"LRRR", Finding::edge, Obstacle::edge, 1, {1, 0},
       "move 1 'L' at time 0: head at (1, 1) would leave the board to (1, 0)"},
      {"RR", Finding::wall, Obstacle::wall, 2, {1, 3},
       "move 2 'R' at time 1: head at (1, 2) would enter the wall at (1, 3)"},
      {"D", Finding::body, Obstacle::body, 1, {2, 1},
       "move 1 'D' at time 0: head at (1, 1) would enter body part 2 at (2, 1)"},
  };
  for (const Case& c : cases) {
    BOOST_TEST_CONTEXT("moves " << c.moves) {
      const std::string output = "21\n" + c.moves + "\n";
      const Trace trace = sample_trace(output);
      BOOST_TEST(trace.outcome.message == c.message);
      BOOST_TEST(trace.outcome.message ==
                 checked(testing::k_sample, output, testing::k_sample_answer).message);
      BOOST_TEST(trace.fault == c.fault);
      BOOST_REQUIRE(trace.rejected.has_value());
      BOOST_TEST(trace.rejected->number == c.number);
      BOOST_TEST(trace.rejected->check.obstacle == c.obstacle);
      BOOST_TEST((trace.instance->board.cell(trace.rejected->check.to) == c.target));
      BOOST_TEST(!trace.rejected->after_end);
      BOOST_TEST(trace.steps.size() == c.number - 1);
      check_steps_against_model(trace, c.moves);
      if (c.obstacle == Obstacle::body) BOOST_TEST(trace.rejected->check.body_part == 2u);
    }
  }
}

BOOST_AUTO_TEST_CASE(a_move_after_the_last_food_is_rejected_after_the_end) {
  const Trace trace = sample_trace("21\n" + k_sample_moves + "R\n");
  BOOST_TEST(trace.outcome.message ==
             "move 16 'R' at time 21: the last food was eaten by move 15, where the moves "
             "must end");
  BOOST_TEST(trace.fault == Finding::after_end);
  BOOST_REQUIRE(trace.rejected.has_value());
  BOOST_TEST(trace.rejected->after_end);
  BOOST_TEST(trace.rejected->number == 16u);
  BOOST_TEST(trace.steps.size() == 15u);
}

BOOST_AUTO_TEST_CASE(food_left_highlights_the_uneaten_food) {
  const Trace trace = sample_trace("21\nRDDDDRRRU\n");
  BOOST_TEST(trace.outcome.message ==
             "the moves end after move 9 at time 15 with food left: food 2 at (4, 4), food 3 "
             "at (2, 5), food 4 at (1, 4)");
  BOOST_TEST(trace.fault == Finding::food_left);
  const Board& board = trace.instance->board;
  BOOST_REQUIRE(trace.highlight.size() == 3u);
  BOOST_TEST((board.cell(trace.highlight[0]) == Cell{4, 4}));
  BOOST_TEST((board.cell(trace.highlight[2]) == Cell{1, 4}));
}

BOOST_AUTO_TEST_CASE(verdicts_after_a_complete_replay_are_classified) {
  BOOST_TEST(sample_trace("20\n" + k_sample_moves + "\n").fault == Finding::claimed_time);
  BOOST_TEST(sample_trace("No solution.\n").fault == Finding::no_solution);
  BOOST_TEST(sample_trace("21\nRDDx\n").fault == Finding::format);
  BOOST_TEST(sample_trace("21\nRDDx\n").steps.size() == 3u);
  checker::CheckOptions time_only;
  time_only.policy.time_only = true;
  BOOST_TEST(sample_trace("22\n", time_only).fault == Finding::time_differs);
  // With partial points the verdict is "points", the row still the one that rejected.
  checker::CheckOptions partial;
  partial.policy.partial = 0.5;
  const Trace wall = sample_trace("21\nRR\n", partial);
  BOOST_TEST((wall.outcome.verdict == checker::Verdict::partial));
  BOOST_TEST(wall.fault == Finding::wall);
  BOOST_TEST(sample_trace("21\nRDDx\n", partial).fault == Finding::format);
  BOOST_TEST(sample_trace("21\nRDD\n", partial).fault == Finding::food_left);
  // Against a jury time of 23 the optimal moves are cheaper: the jury is wrong.
  replay::JuryOptions wrong_jury;
  wrong_jury.answer = "23\n";
  const Trace fail = replay::trace_output(testing::k_sample, "21\n" + k_sample_moves + "\n", wrong_jury, {});
  BOOST_TEST(fail.fault == Finding::judge_failure);
  BOOST_TEST(fail.steps.size() == 15u);
}

BOOST_AUTO_TEST_CASE(a_detour_is_not_optimal) {
  // One lap of a six-cell loop in the first two columns (6 moves of cost 1), then the
  // sample's answer, which is still legal from there.
  const std::string moves = "RDDLUU" + k_sample_moves;
  const Replay r = replay_moves(testing::instance(testing::k_sample), moves);
  BOOST_REQUIRE(r.finished);
  const Trace trace = sample_trace(fmt::format("{}\n{}\n", r.time, moves));
  BOOST_TEST(trace.outcome.message == fmt::format("T = {} is not optimal: the jury time is 21", r.time));
  BOOST_TEST(trace.fault == Finding::not_optimal);
  BOOST_TEST(trace.steps.size() == moves.size());
}

BOOST_AUTO_TEST_CASE(more_moves_than_the_jury_time_stop_where_the_checker_stops) {
  const std::string loops = "RDDLUURDDLUURDDLUURDDLUU";  // 24 legal moves, all of cost 1
  const Trace trace = sample_trace("24\n" + loops + "\n");
  BOOST_TEST(trace.outcome.message ==
             "more than 21 moves: every move costs at least 1, so they cost more than the "
             "jury time 21");
  BOOST_TEST(trace.fault == Finding::too_many_moves);
  BOOST_TEST(trace.steps.size() == 22u);  // the checker reads T* + 1 letters
  check_steps_against_model(trace, loops);
}

BOOST_AUTO_TEST_CASE(a_move_string_alone_claims_what_its_legal_moves_cost) {
  BOOST_TEST(replay::is_bare_moves("  RDD\n"));
  BOOST_TEST(!replay::is_bare_moves("21\nRDD\n"));
  BOOST_TEST(!replay::is_bare_moves("No solution.\n"));
  const Trace trace = sample_trace(k_sample_moves + "\n");
  BOOST_TEST(trace.outcome.message == "T = 21: 15 moves eat all 4 food items");
  BOOST_REQUIRE(!trace.notes.empty());
  BOOST_TEST(trace.notes[0] == "a move string alone: judged as claiming T = 21, what its legal moves cost");
  const Trace short_moves = sample_trace("RDDDDRRRU\n");
  BOOST_TEST(short_moves.fault == Finding::food_left);
}

BOOST_AUTO_TEST_CASE(without_an_answer_the_model_solver_is_the_jury) {
  replay::JuryOptions jury;
  const Trace trace = replay::trace_output(testing::k_sample, "25\n" + std::string("RDDLUU") + k_sample_moves + "\n", jury, {});
  BOOST_TEST(trace.jury == "the model's solver (bin/solver's answer; no --answer given)");
  BOOST_TEST(trace.outcome.message == "claimed time T = 25 but the 21 moves cost 27");
}

BOOST_AUTO_TEST_CASE(legality_only_judges_rules_but_not_optimality) {
  replay::JuryOptions jury;
  jury.legality_only = true;
  const std::string detour = "RDDLUU" + k_sample_moves;
  const Trace ok = replay::trace_output(testing::k_sample, "27\n" + detour + "\n", jury, {});
  BOOST_TEST(ok.outcome.verdict == checker::Verdict::ok);
  BOOST_TEST(ok.outcome.message == "T = 27: 21 moves eat all 4 food items");
  BOOST_TEST(ok.jury.starts_with("none (legality only)"));
  const Trace wall = replay::trace_output(testing::k_sample, "5\nRR\n", jury, {});
  BOOST_TEST(wall.outcome.message == "move 2 'R' at time 1: head at (1, 2) would enter the wall at (1, 3)");
  const Trace claim = replay::trace_output(testing::k_sample, "5\n" + k_sample_moves + "\n", jury, {});
  BOOST_TEST(claim.outcome.message == "claimed time T = 5 but the 15 moves cost 21");
  const Trace none = replay::trace_output(testing::k_sample, "No solution.\n", jury, {});
  BOOST_TEST(!none.judged);
  BOOST_TEST((none.outcome.rule == checker::Rule::not_judged));
  BOOST_TEST(none.fault == Finding::none);
  BOOST_TEST(none.outcome.message == "not judged: 'No solution.' cannot be judged without a jury answer");
}

BOOST_AUTO_TEST_CASE(an_unreadable_input_gives_a_trace_without_a_board) {
  std::istringstream in("5 5\n"), out("21\nR\n"), ans(testing::k_sample_answer);
  replay::TraceRecorder recorder;
  checker::Outcome outcome = checker::check(in, out, ans, {}, &recorder);
  BOOST_TEST(outcome.message == "input: line 2, column 1: expected row 1 of the grid, found end of file");
  const Trace trace = recorder.finish(outcome, {}, "x");
  BOOST_TEST(!trace.instance.has_value());
  BOOST_TEST(trace.fault == Finding::judge_failure);
  BOOST_TEST((trace.outcome.rule == checker::Rule::input_broken));
  const std::string page = replay::render_page(trace, "t");
  BOOST_TEST(page.find(R"("rows":0)") != std::string::npos);
}

// An observer that counts what one judging pass shows it.
struct CountingObserver final : checker::Observer {
  int instances = 0;
  int outputs = 0;
  std::string letters;
  void instance_read(const Instance&) override { ++instances; }
  void move_played(const MoveCheck& move, const Game&) override {
    BOOST_TEST(outputs == 0);  // every move before the end of the output
    letters += letter(move.direction);
  }
  void output_read(const checker::AnswerReading&) override { ++outputs; }
};

BOOST_AUTO_TEST_CASE(the_observer_watches_the_one_pass_that_gives_the_verdict) {
  const std::string output = "21\nRDDDDRRRULURULU\n";
  std::istringstream in(testing::k_sample), out(output), ans(testing::k_sample_answer);
  CountingObserver observer;
  const checker::Outcome watched = checker::check(in, out, ans, {}, &observer);
  BOOST_TEST(watched.message == checked(testing::k_sample, output, testing::k_sample_answer).message);
  BOOST_TEST(observer.instances == 1);
  BOOST_TEST(observer.outputs == 1);
  BOOST_TEST(observer.letters == k_sample_moves);
  // The output is a stream read once: nothing is left to read after the pass.
  BOOST_TEST(out.peek() == std::char_traits<char>::eof());
  // A rejected move is not played: the observer sees the legal moves before it.
  std::istringstream in2(testing::k_sample), out2("21\nRRDD\n"), ans2(testing::k_sample_answer);
  CountingObserver rejected;
  checker::check(in2, out2, ans2, {}, &rejected);
  BOOST_TEST(rejected.letters == "R");
  // A broken jury answer stops the pass before the output.
  std::istringstream in3(testing::k_sample), out3(output), ans3("x\n");
  CountingObserver broken;
  const checker::Outcome fail = checker::check(in3, out3, ans3, {}, &broken);
  BOOST_TEST(fail.verdict == checker::Verdict::judge_failure);
  BOOST_TEST(broken.instances == 1);
  BOOST_TEST(broken.outputs == 0);
}

BOOST_AUTO_TEST_CASE(a_time_only_page_plays_no_move) {
  checker::CheckOptions time_only;
  time_only.policy.time_only = true;
  const Trace trace = sample_trace("21\n" + k_sample_moves + "\n", time_only);
  BOOST_TEST(trace.outcome.verdict == checker::Verdict::ok);
  BOOST_TEST(trace.steps.empty());
  BOOST_REQUIRE(!trace.notes.empty());
  BOOST_TEST(trace.notes.back() ==
             "time-only: the checker judged the first line alone, so no move was played");
}

BOOST_AUTO_TEST_CASE(base64_matches_the_rfc_4648_vectors) {
  BOOST_TEST(replay::base64("") == "");
  BOOST_TEST(replay::base64("f") == "Zg==");
  BOOST_TEST(replay::base64("fo") == "Zm8=");
  BOOST_TEST(replay::base64("foo") == "Zm9v");
  BOOST_TEST(replay::base64("foob") == "Zm9vYg==");
  BOOST_TEST(replay::base64("fooba") == "Zm9vYmE=");
  BOOST_TEST(replay::base64("foobar") == "Zm9vYmFy");
  BOOST_TEST(replay::base64(std::string("\xff\x00\x80", 3)) == "/wCA");
}

BOOST_AUTO_TEST_CASE(the_page_data_is_json_that_cannot_close_its_script_element) {
  const Trace trace = sample_trace("21\nRR\n");
  const std::string title = std::string("</script><b>&\"\\\x01", 16) + "\xff";
  const std::string page = replay::render_page(trace, title);
  const std::string open = R"(<script type="application/json" id="replay-data">)";
  const std::size_t start = page.find(open);
  BOOST_REQUIRE(start != std::string::npos);
  const std::size_t end = page.find("</script>", start);
  const std::string text = page.substr(start + open.size(), end - start - open.size());
  BOOST_TEST(text.find('<') == std::string::npos);
  BOOST_TEST(text.find('>') == std::string::npos);
  BOOST_TEST(text.find('&') == std::string::npos);
  const nlohmann::json data = nlohmann::json::parse(text);
  // Every byte of the title comes back but the one that is not UTF-8, now U+FFFD.
  BOOST_TEST(data["title"].get<std::string>() == title.substr(0, 16) + "\xEF\xBF\xBD");
  BOOST_TEST(data["message"].get<std::string>() ==
             "move 2 'R' at time 1: head at (1, 2) would enter the wall at (1, 3)");
  BOOST_TEST(data["count"].get<int>() == 1);
  BOOST_TEST(data["rejected"]["obstacle"].get<std::string>() == "wall");
}

BOOST_AUTO_TEST_CASE(a_move_is_one_byte) {
  BOOST_TEST(replay::encode_step({Direction::up, false, -1, 1}) == 0u);
  BOOST_TEST(replay::encode_step({Direction::right, true, 2, 9}) == (3u | 4u | (8u << 3)));
  BOOST_TEST(replay::encode_step({Direction::left, false, -1, 4}) == (2u | (3u << 3)));
}

BOOST_AUTO_TEST_CASE(the_page_is_self_contained_and_carries_the_checker_message) {
  const Trace trace = sample_trace("21\nRR\n");
  const std::string page = replay::render_page(trace, "wall <test> & \"title\"");
  for (const std::string_view external : {"http:", "https:", "<link", " src=", "@import", "url("}) {
    BOOST_TEST_CONTEXT(external) { BOOST_TEST(page.find(external) == std::string::npos); }
  }
  BOOST_TEST(page.find("<title>wall &lt;test&gt; &amp; &quot;title&quot;</title>") != std::string::npos);
  BOOST_TEST(page.find(R"x("message":"move 2 'R' at time 1: head at (1, 2) would enter the wall at (1, 3)")x") !=
             std::string::npos);
  BOOST_TEST(page.find(R"("fault":"wall")") != std::string::npos);
  BOOST_TEST(page.find("__DATA__") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(keyframes_hold_the_model_state_every_interval) {
  const testing::LongPath path = testing::long_path(100'000);
  const std::string output = fmt::format("{}\n{}\n", path.time, path.moves);
  const std::string input = format_instance(path.instance);
  replay::JuryOptions jury;
  jury.answer = output;
  const Trace trace = replay::trace_output(input, output, jury, {});
  BOOST_TEST(trace.outcome.verdict == checker::Verdict::ok);
  BOOST_REQUIRE(trace.steps.size() == 100'000u);
  BOOST_TEST(trace.keyframes.size() == 100'000u / replay::k_keyframe_interval + 1);
  Game game(path.instance);
  std::size_t next = 0;
  for (std::size_t i = 0; i <= path.moves.size(); ++i) {
    if (i % replay::k_keyframe_interval == 0) {
      const replay::State& k = trace.keyframes[next++];
      BOOST_REQUIRE(k.step == i);
      BOOST_REQUIRE(k.time == game.time());
      BOOST_REQUIRE((k.snake == game.snake()));
      BOOST_REQUIRE(k.eaten == game.eaten());
    }
    if (i < path.moves.size()) {
      const MoveCheck move = game.play(*direction_from_letter(path.moves[i]));
      BOOST_REQUIRE(move.legal());
      BOOST_REQUIRE(trace.steps[i].cost == move.cost);
    }
  }
  const std::string page = replay::render_page(trace, "long");
  BOOST_TEST_MESSAGE("page of 100000 moves on 255 x 255: " << page.size() << " bytes");
  BOOST_TEST(page.size() < 3'000'000u);
}

BOOST_AUTO_TEST_CASE(the_svg_shows_the_state_at_the_step) {
  const Trace trace = sample_trace("21\n" + k_sample_moves + "\n");
  const std::string start = replay::render_svg(trace, 0);
  BOOST_TEST(start.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
  BOOST_TEST(start.find("start: time 0, length 4") != std::string::npos);
  const auto count = [](const std::string& text, std::string_view what) {
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
  };
  BOOST_TEST(count(start, "<circle") == 4u);  // four food items, none eaten
  const std::string end = replay::render_svg(trace, 15);
  BOOST_TEST(end.find("after move 15 'U': time 21, length 8") != std::string::npos);
  BOOST_TEST(count(end, "<circle") == 0u);
  BOOST_TEST(replay::render_svg(trace, 99) == end);  // clamped to the last step
  const Trace wall = sample_trace("21\nRR\n");
  BOOST_TEST(replay::render_svg(wall, 1).find("move 2 'R' is rejected") != std::string::npos);
}

}  // namespace
}  // namespace snake
