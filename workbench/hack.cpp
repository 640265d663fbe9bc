#include "workbench/hack.hpp"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

#include "cli/files.hpp"
#include "workbench/process.hpp"

namespace snake::workbench {

namespace fs = std::filesystem;

namespace {

std::vector<fs::path> expand(const std::vector<fs::path>& inputs) {
  std::vector<fs::path> files;
  for (const fs::path& input : inputs) {
    if (fs::is_directory(input)) {
      std::vector<fs::path> found;
      for (const auto& entry : fs::directory_iterator(input)) {
        if (entry.is_regular_file() && entry.path().extension() == ".in") {
          found.push_back(entry.path());
        }
      }
      std::sort(found.begin(), found.end());
      if (found.empty()) throw std::runtime_error(fmt::format("no *.in in '{}'", input.string()));
      files.insert(files.end(), found.begin(), found.end());
    } else if (fs::is_regular_file(input)) {
      files.push_back(input);
    } else {
      throw std::runtime_error(fmt::format("cannot open '{}': no such file or folder",
                                           input.string()));
    }
  }
  return files;
}

std::string jury_line(const std::string& answer) {
  return answer.substr(0, answer.find('\n'));
}

}  // namespace

HackResult hack(const Context& context, const std::vector<fs::path>& inputs, std::ostream& out) {
  const std::vector<fs::path> files = expand(inputs);
  HackResult result;
  result.report["command"] = "hack";
  result.report["program"] = context.program;
  std::vector<std::pair<std::string, Answered>> cases;
  std::vector<std::size_t> case_of(files.size(), files.size());
  std::vector<Answered> answers;
  for (std::size_t i = 0; i < files.size(); ++i) {
    const std::string text = cli::read_file_or_empty(files[i].string());
    answers.push_back(answer_input(text, context.validator));
    if (!answers.back().refusal) {
      case_of[i] = cases.size();
      cases.emplace_back(fmt::format("{:04}", i + 1), answers.back());
    }
  }
  Batch batch;
  if (!cases.empty()) batch = judge_batch(context.setup, cases, context.work / "hack");
  nlohmann::ordered_json rows = nlohmann::ordered_json::array();
  for (std::size_t i = 0; i < files.size(); ++i) {
    nlohmann::ordered_json row;
    row["input"] = files[i].string();
    const Answered& answered = answers[i];
    if (answered.refusal) {
      ++result.refused;
      row["valid"] = false;
      row["refusal"] = *answered.refusal;
      out << fmt::format("{}: refused by the validator: {}\n", files[i].string(),
                         *answered.refusal);
      rows.push_back(row);
      continue;
    }
    const Outcome& outcome = batch.outcomes.at(case_of[i]);
    ++result.judged;
    row["valid"] = true;
    row["jury"] = jury_line(answered.answer);
    row["verdict"] = outcome.verdict;
    row["message"] = outcome.message;
    row["cpu_ms"] = outcome.cpu_ms;
    out << fmt::format("{}: {} (jury: {}): {}\n", files[i].string(), outcome.verdict,
                       jury_line(answered.answer), outcome.message);
    if (outcome.verdict != "AC") {
      ++result.failed;
      const std::string replay = replay_command(context.bin.string(), batch, outcome.name);
      row["replay"] = replay;
      out << "  replay page: " << replay << "\n";
    }
    rows.push_back(row);
  }
  result.report["inputs"] = rows;
  result.report["summary"] = {{"judged", result.judged},
                              {"failed", result.failed},
                              {"refused", result.refused}};
  out << fmt::format("{} judged, {} failed, {} refused\n", result.judged, result.failed,
                     result.refused);
  return result;
}

}  // namespace snake::workbench
