// judge/wire.hpp: fields framed by length survive any bytes; results and facts make the
// round trip from a worker to the judge unchanged; malformed text is refused.
#define BOOST_TEST_MODULE judge_wire
#include <boost/test/unit_test.hpp>

#include "judge/wire.hpp"

namespace snake::judge {
namespace {

BOOST_AUTO_TEST_CASE(fields_with_any_bytes_round_trip) {
  const std::vector<std::string> fields{
      "", "a", "12:34", std::string("nul\0byte", 8), "line\nend", std::string(70000, 'x')};
  BOOST_TEST(pack({}) == "");
  BOOST_TEST(pack({"ab", ""}) == "2:ab0:");
  BOOST_TEST((unpack(pack(fields)) == fields));
  BOOST_TEST(unpack("").empty());
}

BOOST_AUTO_TEST_CASE(malformed_frames_are_refused) {
  BOOST_CHECK_THROW(unpack("3:ab"), WireError);        // cut short
  BOOST_CHECK_THROW(unpack("ab"), WireError);          // no length
  BOOST_CHECK_THROW(unpack(":ab"), WireError);         // empty length
  BOOST_CHECK_THROW(unpack("x:ab"), WireError);        // not a number
  BOOST_CHECK_THROW(unpack_result("1:a"), WireError);  // too few fields
}

BOOST_AUTO_TEST_CASE(a_test_result_round_trips) {
  TestResult r;
  r.name = "07";
  r.group = "nm36";
  r.judged = Judged{Verdict::partial, "points \"0.3\"\n", 0.3};
  r.cpu_ms = 1234;
  r.wall_ms = 2345;
  r.memory_kib = 40000;
  r.output_file = "kept/07.out";
  const TestResult back = unpack_result(pack_result(r));
  BOOST_TEST(back.name == r.name);
  BOOST_TEST(back.group == r.group);
  BOOST_TEST(word(back.judged.verdict) == "PARTIAL");
  BOOST_TEST(back.judged.message == r.judged.message);
  BOOST_TEST(back.judged.score == 0.3);
  BOOST_TEST(back.cpu_ms == 1234);
  BOOST_TEST(back.wall_ms == 2345);
  BOOST_TEST(back.memory_kib == 40000);
  BOOST_TEST(back.output_file == r.output_file);
}

BOOST_AUTO_TEST_CASE(an_unknown_verdict_is_refused) {
  BOOST_CHECK_THROW(unpack_result(pack({"01", "g", "OK", "1", "m", "1", "1", "1", ""})), WireError);
  BOOST_CHECK_THROW(unpack_result(pack({"01", "g", "AC", "x", "m", "1", "1", "1", ""})), WireError);
}

BOOST_AUTO_TEST_CASE(run_facts_round_trip) {
  RunFacts x;
  x.start_error = "cannot execute 'p': Exec format error";
  x.exited = true;
  x.exit_code = 127;
  x.signal = 0;
  x.cpu_ms = 5;
  x.wall_ms = 6;
  x.peak_kib = 7;
  x.output_bytes = std::uint64_t{1} << 40;
  x.wall_killed = true;
  x.interrupted = false;
  x.oom_kills = 2;
  const RunFacts y = unpack_facts(pack_facts(x));
  BOOST_TEST(*y.start_error == *x.start_error);
  BOOST_TEST(y.exited);
  BOOST_TEST(y.exit_code == 127);
  BOOST_TEST(y.cpu_ms == 5);
  BOOST_TEST(y.wall_ms == 6);
  BOOST_TEST(y.peak_kib == 7);
  BOOST_TEST(y.output_bytes == x.output_bytes);
  BOOST_TEST(y.wall_killed);
  BOOST_TEST(!y.interrupted);
  BOOST_TEST(y.oom_kills == 2u);
  BOOST_TEST(!unpack_facts(pack_facts(RunFacts{})).start_error);
}

}  // namespace
}  // namespace snake::judge
