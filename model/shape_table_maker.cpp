// shape_table_maker LONGEST OUTPUT: a build tool, not part of the model library. Generates
// the ShapeTable of snakes up to LONGEST parts with ShapeTable::generate (so with
// check_move, the rules) and writes it to OUTPUT as a C++ source defining
// k_precomputed_shapes, which the model library compiles in: the short snakes' tables
// then cost nothing at run time. tests/unit/test_shape_table.cpp checks the compiled-in
// tables against freshly generated ones and every entry against check_move.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "model/shape_table.hpp"

namespace {

template <typename T>
void write_array(std::ofstream& out, std::string_view type, const std::string& name,
                 std::span<const T> values) {
  out << fmt::format("constexpr {} {}[] = {{", type, name);
  for (std::size_t i = 0; i < values.size(); ++i) {
    out << (i % 12 == 0 ? "\n    " : " ") << fmt::format("{:#x},", values[i]);
  }
  out << "};\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fputs("usage: shape_table_maker LONGEST OUTPUT\n", stderr);
    return 2;
  }
  const auto longest = static_cast<std::size_t>(std::strtoul(argv[1], nullptr, 10));
  const snake::ShapeTable table = snake::ShapeTable::generate(longest);
  const snake::ShapeTableData& data = table.data();
  std::ofstream out(argv[2]);
  out << "// Generated at build time by shape_table_maker (model/shape_table_maker.cpp) with\n"
         "// ShapeTable::generate, that is with check_move on an open board. Do not edit.\n"
         "#include \"model/shape_table.hpp\"\n\nnamespace snake {\n\nnamespace {\n\n";
  std::string spans;
  for (std::size_t length = 0; length < snake::ShapeTableData::k_lengths; ++length) {
    const auto emit = [&](auto values, std::string_view type, std::string_view field) {
      if (values.empty()) return;
      const std::string name = fmt::format("k_{}_{}", field, length);
      write_array(out, type, name, values);
      spans += fmt::format("  data.{}[{}] = {};\n", field, length, name);
    };
    emit(data.codes[length], "ShapeCode", "codes");
    emit(data.group_base[length], "std::uint32_t", "group_base");
    emit(data.group_heads[length], "std::uint8_t", "group_heads");
    emit(data.moves[length], "ShapeMoves", "moves");
  }
  out << fmt::format(
      "\nconstexpr ShapeTableData compiled() {{\n  ShapeTableData data;\n  data.longest_stored = {};\n{}"
      "  return data;\n}}\n\n}}  // namespace\n\nconstinit const ShapeTableData k_precomputed_shapes = "
      "compiled();\n\n}}  // namespace snake\n",
      longest, spans);
  return out ? 0 : 1;
}
