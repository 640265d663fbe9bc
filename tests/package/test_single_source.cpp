// package/single_source.hpp on a small source tree made here: quoted includes written in
// place and once, each header's .cpp appended with what it pulls in, system includes
// gathered at the top, {fmt} and <span> left to the prelude, std::span renamed, a
// protocol .cpp chosen under #ifdef, and the errors (a missing include, a new header
// first included inside a conditional block). The real entries are compiled and judged
// by tests/package/check_single_source.sh.
#include <boost/test/unit_test.hpp>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "package/files.hpp"
#include "package/single_source.hpp"

namespace snake::package {
namespace {

class Tree {
 public:
  Tree() : m_root(std::filesystem::temp_directory_path() / ("snake_single_source_" + std::to_string(getpid()))) {
    std::filesystem::remove_all(m_root);
    // The prelude every single file starts with.
    write("package/portable/span.hpp", "#pragma once\n// span prelude\n");
    write("package/portable/format.hpp", "#pragma once\n#include <string>\n// format prelude\n");
    write("package/portable/bit.hpp", "#pragma once\n// bit prelude\n");
  }
  ~Tree() { std::filesystem::remove_all(m_root); }
  void write(const std::string& path, const std::string& text) {
    std::filesystem::create_directories((m_root / path).parent_path());
    std::ofstream(m_root / path) << text;
  }
  SingleSource make(const std::string& entry) const {
    return single_source({m_root, entry, "// header\n", "// definitions\n"});
  }
  std::string error(const std::string& entry) const {
    try {
      make(entry);
    } catch (const PackageError& e) {
      return e.what();
    }
    return "no error";
  }

 private:
  std::filesystem::path m_root;
};

BOOST_AUTO_TEST_CASE(includes_in_place_once_then_each_headers_source) {
  Tree tree;
  tree.write("a/a.hpp", "#pragma once\n#include <vector>\n#include \"b/b.hpp\"\nint a();\n");
  tree.write("a/a.cpp", "#include \"a/a.hpp\"\n#include \"c/c.hpp\"\nint a() { return b() + c(); }\n");
  tree.write("b/b.hpp", "#pragma once\n#include <fmt/format.h>\nint b();\n");
  tree.write("b/b.cpp", "#include \"b/b.hpp\"\n#include <span>\nint b() { std::span<int> s; return 2; }\n");
  tree.write("c/c.hpp", "#pragma once\nint c();\n");  // no c.cpp
  tree.write("main.cpp", "#include <string>\n#include \"a/a.hpp\"\n#include \"b/b.hpp\"\nint main() { return a(); }\n");
  const SingleSource s = tree.make("main.cpp");
  BOOST_TEST(s.files == (std::vector<std::string>{"package/portable/span.hpp", "package/portable/format.hpp",
                                                  "package/portable/bit.hpp", "main.cpp", "a/a.hpp", "b/b.hpp", "a/a.cpp", "c/c.hpp",
                                                  "b/b.cpp"}));
  const std::string& t = s.text;
  BOOST_TEST(t.rfind("// header\n", 0) == 0);
  BOOST_TEST(t.find("#include <string>\n#include <vector>\n") != std::string::npos);  // gathered, once
  BOOST_TEST(t.find("#include <string>", t.find("#include <string>") + 1) == std::string::npos);
  BOOST_TEST(t.find("fmt/format.h") == std::string::npos);
  BOOST_TEST(t.find("<span>") == std::string::npos);
  BOOST_TEST(t.find("#pragma once") == std::string::npos);
  BOOST_TEST(t.find("snake::portable::span<int> s;") != std::string::npos);
  BOOST_TEST(t.find("#include \"") == std::string::npos);
  BOOST_TEST(t.find("int b();") < t.find("int a();"));  // a.hpp includes b.hpp first
  BOOST_TEST(t.find("int main()") < t.find("int a() {"));
  BOOST_TEST(t.substr(t.size() - 15) == "// definitions\n");
}

BOOST_AUTO_TEST_CASE(protocol_source_chosen_under_ifdef) {
  Tree tree;
  tree.write("p/protocol.hpp", "#pragma once\nint speak();\n");
  tree.write("p/one.cpp", "#include \"p/protocol.hpp\"\nint speak() { return 1; }\n");
  tree.write("p/two.cpp", "#include \"p/protocol.hpp\"\nint speak() { return 2; }\n");
  tree.write("main.cpp",
             "#include \"p/protocol.hpp\"\n#ifdef TWO\n#include \"p/two.cpp\"\n#else\n#include \"p/one.cpp\"\n"
             "#endif\nint main() { return speak(); }\n");
  const std::string t = tree.make("main.cpp").text;
  const auto at = [&](const std::string& text) { return t.find(text); };
  BOOST_TEST(at("#ifdef TWO") < at("return 2;"));
  BOOST_TEST(at("return 2;") < at("#else"));
  BOOST_TEST(at("#else") < at("return 1;"));
  BOOST_TEST(at("return 1;") < at("#endif"));
}

BOOST_AUTO_TEST_CASE(new_header_inside_a_conditional_block_is_refused) {
  Tree tree;
  tree.write("p/late.hpp", "#pragma once\n");
  tree.write("p/one.cpp", "#include \"p/late.hpp\"\n");
  tree.write("main.cpp", "#ifdef X\n#include \"p/one.cpp\"\n#endif\n");
  tree.write("other.cpp", "#ifdef X\n#include \"p/late.hpp\"\n#endif\n");
  BOOST_TEST(tree.error("main.cpp") ==
             "single source main.cpp: p/late.hpp is first included inside a conditional block of "
             "p/one.cpp: include it before the block");
  BOOST_TEST(tree.error("other.cpp") ==
             "single source other.cpp: p/late.hpp is first included inside a conditional block of "
             "other.cpp: include it before the block");
}

BOOST_AUTO_TEST_CASE(missing_include_is_named_with_its_includer) {
  Tree tree;
  tree.write("main.cpp", "#include \"gone/away.hpp\"\n");
  BOOST_TEST(tree.error("main.cpp") ==
             "single source main.cpp: cannot read gone/away.hpp (included by main.cpp)");
  BOOST_TEST(tree.error("nowhere.cpp") ==
             "single source nowhere.cpp: cannot read nowhere.cpp (included by the command line)");
}

}  // namespace
}  // namespace snake::package
