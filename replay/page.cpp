#include "replay/page.hpp"

#include <initializer_list>
#include <utility>

#include <fmt/format.h>

#include "model/text.hpp"

#include "replay/palette.hpp"

namespace snake::replay {

extern const std::string_view k_page_template;  // replay/page.html, compiled in

namespace {


std::string cell_json(const Board& board, CellId id) {
  const Cell c = board.cell(id);
  return fmt::format("[{},{}]", c.row, c.col);
}

std::string cells_json(const Board& board, std::span<const CellId> ids) {
  std::string out = "[";
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (i > 0) out += ',';
    out += cell_json(board, ids[i]);
  }
  return out + "]";
}

std::string strings_json(const std::vector<std::string>& texts) {
  std::string out = "[";
  for (std::size_t i = 0; i < texts.size(); ++i) {
    if (i > 0) out += ',';
    out += json_string(texts[i]);
  }
  return out + "]";
}

std::string palette_json() {
  std::string weights = "[";
  for (std::size_t w = 0; w < palette::k_weights.size(); ++w) {
    if (w > 0) weights += ',';
    weights += json_string(palette::k_weights[w]);
  }
  weights += "]";
  return fmt::format(
      R"({{"weights":{},"grid":{},"digit":{},"digitOnDark":{},"food":{},"foodText":{},)"
      R"("body":{},"head":{},"partText":{},"highlight":{}}})",
      weights, json_string(palette::k_grid), json_string(palette::k_digit),
      json_string(palette::k_digit_on_dark), json_string(palette::k_food),
      json_string(palette::k_food_text), json_string(palette::k_body),
      json_string(palette::k_head), json_string(palette::k_part_text),
      json_string(palette::k_highlight));
}

// The board, the food, the moves and the keyframes; an empty board without an instance.
std::string board_json(const Trace& trace) {
  if (!trace.instance) {
    return R"("rows":0,"cols":0,"weights":"","food":[],"count":0,"steps":"","eats":[],)"
           R"("interval":1,"keyframes":[{"step":0,"time":0,"eaten":0,"snake":[]}])";
  }
  const Instance& instance = *trace.instance;
  const Board& board = instance.board;
  std::string weights;
  for (const CellId id : board.cells()) weights += static_cast<char>('0' + board.weight(id));
  std::string bytes;
  std::string eats = "[";
  for (std::size_t i = 0; i < trace.steps.size(); ++i) {
    const Step& step = trace.steps[i];
    bytes += static_cast<char>(encode_step(step));
    if (step.eats) {
      if (eats.size() > 1) eats += ',';
      eats += fmt::format("[{},{}]", i + 1, step.food);
    }
  }
  eats += "]";
  std::string keyframes = "[";
  for (std::size_t i = 0; i < trace.keyframes.size(); ++i) {
    const State& k = trace.keyframes[i];
    if (i > 0) keyframes += ',';
    keyframes += fmt::format(R"({{"step":{},"time":{},"eaten":{},"snake":{}}})", k.step, k.time,
                             k.eaten, cells_json(board, k.snake));
  }
  keyframes += "]";
  return fmt::format(
      R"("rows":{},"cols":{},"weights":"{}","food":{},"count":{},"steps":"{}","eats":{},)"
      R"("interval":{},"keyframes":{})",
      board.rows(), board.cols(), weights, cells_json(board, instance.food.cells()),
      trace.steps.size(), base64(bytes), eats, k_keyframe_interval, keyframes);
}

// The letters and the cell offsets of the four directions, from the model.
std::string directions_json() {
  const Board probe(3, 3, 1);
  const CellId centre = probe.id(Cell{2, 2});
  std::string letters;
  std::string deltas = "[";
  for (const Direction d : k_directions) {
    letters += letter(d);
    const Cell to = probe.cell(probe.neighbour(centre, d));
    if (deltas.size() > 1) deltas += ',';
    deltas += fmt::format("[{},{}]", to.row - 2, to.col - 2);
  }
  deltas += "]";
  return fmt::format(R"("letters":"{}","deltas":{})", letters, deltas);
}

std::string rejected_json(const Trace& trace) {
  if (!trace.rejected || !trace.instance) return "null";
  const checker::RejectedMove& r = *trace.rejected;
  const Board& board = trace.instance->board;
  const char* obstacle = "none";
  switch (r.check.obstacle) {
    case Obstacle::edge: obstacle = "edge"; break;
    case Obstacle::wall: obstacle = "wall"; break;
    case Obstacle::body: obstacle = "body"; break;
    case Obstacle::none: break;
  }
  return fmt::format(
      R"({{"move":{},"letter":"{}","from":{},"to":{},"obstacle":"{}","part":{},"afterEnd":{}}})",
      r.number, letter(r.check.direction), cell_json(board, r.check.from),
      cell_json(board, r.check.to), obstacle, r.check.body_part, r.after_end);
}

std::string data_json(const Trace& trace, std::string_view title) {
  const checker::Outcome& o = trace.outcome;
  const std::string highlighted =
      trace.instance ? cells_json(trace.instance->board, trace.highlight) : "[]";
  return fmt::format(
      R"({{"title":{},{},{},"palette":{},"rejected":{},"highlight":{},"judged":{},)"
      R"("verdict":{},"message":{},"fault":"{}","rule":{},"jury":{},"notes":{}}})",
      json_string(title), board_json(trace), directions_json(), palette_json(),
      rejected_json(trace), highlighted, trace.judged,
      json_string(checker::verdict_word(o.verdict)),
      json_string(o.message), fault_name(trace.fault), json_string(fault_rule(trace.fault)),
      json_string(trace.jury), strings_json(trace.notes));
}

// The template with every placeholder replaced by its value, in one pass over the
// template (a value that happens to contain a placeholder's name stays as it is).
std::string fill(std::string_view text,
                 std::initializer_list<std::pair<std::string_view, std::string_view>> values) {
  std::string out;
  std::size_t done = 0;
  for (;;) {
    std::size_t at = std::string_view::npos;
    const std::pair<std::string_view, std::string_view>* found = nullptr;
    for (const auto& value : values) {
      const std::size_t here = text.find(value.first, done);
      if (here < at) {
        at = here;
        found = &value;
      }
    }
    if (!found) break;
    out.append(text.substr(done, at - done)).append(found->second);
    done = at + found->first.size();
  }
  return out.append(text.substr(done));
}

}  // namespace

unsigned char encode_step(const Step& step) {
  return static_cast<unsigned char>(index_of(step.direction) | (step.eats ? 4u : 0u) |
                                    (static_cast<unsigned>(step.cost - 1) << 3));
}

std::string base64(std::string_view bytes) {
  static constexpr char k_alphabet[] =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  std::size_t i = 0;
  for (; i + 3 <= bytes.size(); i += 3) {
    const auto v = static_cast<unsigned>(static_cast<unsigned char>(bytes[i]) << 16 |
                                         static_cast<unsigned char>(bytes[i + 1]) << 8 |
                                         static_cast<unsigned char>(bytes[i + 2]));
    out += k_alphabet[(v >> 18) & 63];
    out += k_alphabet[(v >> 12) & 63];
    out += k_alphabet[(v >> 6) & 63];
    out += k_alphabet[v & 63];
  }
  const std::size_t rest = bytes.size() - i;
  if (rest > 0) {
    unsigned v = static_cast<unsigned>(static_cast<unsigned char>(bytes[i]) << 16);
    if (rest == 2) v |= static_cast<unsigned>(static_cast<unsigned char>(bytes[i + 1]) << 8);
    out += k_alphabet[(v >> 18) & 63];
    out += k_alphabet[(v >> 12) & 63];
    out += rest == 2 ? k_alphabet[(v >> 6) & 63] : '=';
    out += '=';
  }
  return out;
}

std::string json_string(std::string_view text) {
  std::string out = "\"";
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '<':
      case '>':
      case '&': out += fmt::format("\\u{:04x}", byte); break;
      default:
        if (byte < 0x20 || byte == 0x7F) {
          out += fmt::format("\\u{:04x}", byte);
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

std::string render_page(const Trace& trace, std::string_view title) {
  const std::string shown = markup_escaped(title);
  const std::string data = data_json(trace, title);
  return fill(k_page_template, {{"__TITLE__", shown}, {"__DATA__", data}});
}

}  // namespace snake::replay
