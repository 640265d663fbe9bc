#include "replay/page.hpp"

#include <initializer_list>
#include <utility>

#include <nlohmann/json.hpp>

#include "model/text.hpp"

#include "replay/palette.hpp"

namespace snake::replay {

extern const std::string_view k_page_template;  // replay/page.html, compiled in

namespace {

using Json = nlohmann::ordered_json;

Json cell_json(const Board& board, CellId id) {
  const Cell c = board.cell(id);
  return Json::array({c.row, c.col});
}

Json cells_json(const Board& board, std::span<const CellId> ids) {
  Json out = Json::array();
  for (const CellId id : ids) out.push_back(cell_json(board, id));
  return out;
}

Json palette_json() {
  Json weights = Json::array();
  for (const std::string_view w : palette::k_weights) weights.push_back(w);
  return Json{{"weights", weights},          {"grid", palette::k_grid},
              {"digit", palette::k_digit},   {"digitOnDark", palette::k_digit_on_dark},
              {"food", palette::k_food},     {"foodText", palette::k_food_text},
              {"body", palette::k_body},     {"head", palette::k_head},
              {"partText", palette::k_part_text}, {"highlight", palette::k_highlight}};
}

Json keyframe_json(const Board* board, const State& k) {
  return Json{{"step", k.step},
              {"time", k.time},
              {"eaten", k.eaten},
              {"snake", board ? cells_json(*board, k.snake) : Json::array()}};
}

// The board, the food, the moves and the keyframes into `data`; an empty board without
// an instance.
void add_board(Json& data, const Trace& trace) {
  if (!trace.instance) {
    data["rows"] = 0;
    data["cols"] = 0;
    data["weights"] = "";
    data["food"] = Json::array();
    data["count"] = 0;
    data["steps"] = "";
    data["eats"] = Json::array();
    data["interval"] = 1;
    data["keyframes"] = Json::array({keyframe_json(nullptr, State{})});
    return;
  }
  const Instance& instance = *trace.instance;
  const Board& board = instance.board;
  std::string weights;
  for (const CellId id : board.cells()) weights += static_cast<char>('0' + board.weight(id));
  std::string bytes;
  Json eats = Json::array();
  for (std::size_t i = 0; i < trace.steps.size(); ++i) {
    const Step& step = trace.steps[i];
    bytes += static_cast<char>(encode_step(step));
    if (step.eats) eats.push_back(Json::array({i + 1, step.food}));
  }
  Json keyframes = Json::array();
  for (const State& k : trace.keyframes) keyframes.push_back(keyframe_json(&board, k));
  data["rows"] = board.rows();
  data["cols"] = board.cols();
  data["weights"] = weights;
  data["food"] = cells_json(board, instance.food.cells());
  data["count"] = trace.steps.size();
  data["steps"] = base64(bytes);
  data["eats"] = std::move(eats);
  data["interval"] = k_keyframe_interval;
  data["keyframes"] = std::move(keyframes);
}

// The letters and the cell offsets of the four directions, from the model.
void add_directions(Json& data) {
  const Board probe(3, 3, 1);
  const CellId centre = probe.id(Cell{2, 2});
  std::string letters;
  Json deltas = Json::array();
  for (const Direction d : k_directions) {
    letters += letter(d);
    const Cell to = probe.cell(probe.neighbour(centre, d));
    deltas.push_back(Json::array({to.row - 2, to.col - 2}));
  }
  data["letters"] = letters;
  data["deltas"] = std::move(deltas);
}

Json rejected_json(const Trace& trace) {
  if (!trace.rejected || !trace.instance) return nullptr;
  const checker::RejectedMove& r = *trace.rejected;
  const Board& board = trace.instance->board;
  const char* obstacle = "none";
  switch (r.check.obstacle) {
    case Obstacle::edge: obstacle = "edge"; break;
    case Obstacle::wall: obstacle = "wall"; break;
    case Obstacle::body: obstacle = "body"; break;
    case Obstacle::none: break;
  }
  return Json{{"move", r.number},
              {"letter", std::string(1, letter(r.check.direction))},
              {"from", cell_json(board, r.check.from)},
              {"to", cell_json(board, r.check.to)},
              {"obstacle", obstacle},
              {"part", r.check.body_part},
              {"afterEnd", r.after_end}};
}

Json data_json(const Trace& trace, std::string_view title) {
  const checker::Outcome& o = trace.outcome;
  Json data;
  data["title"] = title;
  add_board(data, trace);
  add_directions(data);
  data["palette"] = palette_json();
  data["rejected"] = rejected_json(trace);
  data["highlight"] =
      trace.instance ? cells_json(trace.instance->board, trace.highlight) : Json::array();
  data["judged"] = trace.judged;
  data["verdict"] = checker::verdict_word(o.verdict);
  data["message"] = o.message;
  data["fault"] = fault_name(trace.fault);
  data["rule"] = fault_rule(trace.fault);
  data["jury"] = trace.jury;
  data["notes"] = trace.notes;
  return data;
}


}  // namespace

// The template with every placeholder replaced by its value, in one pass over the
// template (a value that happens to contain a placeholder's name stays as it is).
std::string fill_template(std::string_view text,
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

// `value` as JSON text safe inside an HTML <script> element. Bytes that are not UTF-8 (a
// file name in the title) become U+FFFD rather than an exception; <, > and & can occur
// only inside strings, where their escapes mean the same to JSON.parse.
std::string script_json(const nlohmann::ordered_json& value) {
  const std::string text = value.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
  std::string out;
  out.reserve(text.size());
  for (const char c : text) {
    switch (c) {
      case '<': out += "\\u003c"; break;
      case '>': out += "\\u003e"; break;
      case '&': out += "\\u0026"; break;
      default: out += c;
    }
  }
  return out;
}

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

std::string page_data(const Trace& trace, std::string_view title) {
  return data_json(trace, title).dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::string render_page(const Trace& trace, std::string_view title) {
  const std::string shown = markup_escaped(title);
  const std::string data = script_json(data_json(trace, title));
  return fill_template(k_page_template, {{"__TITLE__", shown}, {"__DATA__", data}});
}

}  // namespace snake::replay
