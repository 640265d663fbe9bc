// A Codeforces Gym contest package: what Polygon's "contest package" holds and Gym's
// "upload contest package" takes, and what CMS's PolygonContestLoader
// (cmscontrib/loaders/polygon.py, checked against CMS c3659b8) reads. Polygon itself takes
// no package upload (a problem is entered through its pages or its API); Gym does, one
// contest at a time. Layout, one zip:
//   contest.xml            names (english, chinese) and the problems: index A, whose url's
//                          last part (snake) names its folder, as CMS's loader reads it
//   problems/snake/...     the Polygon problem package (package/formats/polygon.cpp)
#include <sstream>

#include <pugixml.hpp>

#include "package/formats/common.hpp"

namespace snake::package::detail {

Package polygon_package(const Sources& sources, const ExportOptions& options);  // polygon.cpp

Package gym_package(const Sources& sources, const ExportOptions& options) {
  Package problem = polygon_package(sources, options);
  Package package;
  package.notes = std::move(problem.notes);
  constexpr std::string_view folder = "problems/snake/";
  for (const bool links : {false, true}) {  // a link after the file it names
    for (const auto& [path, file] : problem.tree.entries()) {
      if (file.link.empty() == links) continue;
      if (links) {
        package.tree.add_link(std::string(folder) + path, file.link);
      } else {
        package.tree.add(std::string(folder) + path, file.content, file.executable);
      }
    }
  }

  pugi::xml_document document;
  pugi::xml_node declaration = document.append_child(pugi::node_declaration);
  declaration.append_attribute("version") = "1.0";
  declaration.append_attribute("encoding") = "utf-8";
  declaration.append_attribute("standalone") = "no";
  pugi::xml_node contest = document.append_child("contest");
  contest.append_attribute("url") = "https://polygon.codeforces.com/c/sdoi2011-snake";
  pugi::xml_node names = contest.append_child("names");
  const auto name = [&](const char* language, const std::string& value, bool main) {
    pugi::xml_node node = names.append_child("name");
    node.append_attribute("language") = language;
    if (main) node.append_attribute("main") = "true";
    node.append_attribute("value") = value.c_str();
  };
  name("english", "SDOI2011: Snake", true);
  name("chinese", "SDOI2011：" + sources.statement.statements.at(Language::zh).title, false);
  pugi::xml_node entry = contest.append_child("problems").append_child("problem");
  entry.append_attribute("index") = "A";
  entry.append_attribute("url") = "https://polygon.codeforces.com/p/sdoi2011/snake";
  std::ostringstream xml;
  document.save(xml, "    ", pugi::format_indent, pugi::encoding_utf8);
  package.tree.add("contest.xml", xml.str());
  return package;
}

}  // namespace snake::package::detail
