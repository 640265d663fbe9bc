// The replay page: one self-contained HTML file (inline CSS, script and canvas; no
// network, no external fonts) that plays a Trace back (docs/replay.md). The template is
// replay/page.html, compiled in; this fills in the title and the data, a JSON object:
// the board (weights as a digit string), the food, the initial snake, the moves one
// byte each in base64 (bits 0-1 the direction, bit 2 "ate", bits 3-6 the cost - 1), the
// food each eating move ate, keyframes every k_keyframe_interval moves, the rejected
// move, the checker's verdict and message word for word, and the palette. The script
// judges nothing: it applies the recorded moves and shows what C++ computed.
// Size: about 1.34 bytes a move plus the board (n m bytes) and about 130 bytes a
// keyframe: 10^5 moves on 255 x 255 is about 0.25 MB.
// Tested by tests/replay/test_replay.cpp (the data) and tests/replay/test_replay_browser.cpp (the page).
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>

#include <nlohmann/json_fwd.hpp>

#include "replay/trace.hpp"

namespace snake::replay {

/// The page for `trace`, titled `title`.
std::string render_page(const Trace& trace, std::string_view title);

/// The page's data for `trace` as JSON text (what render_page() embeds): the
/// interactive page (web/, docs/web.md) gets the same from the WebAssembly build.
std::string page_data(const Trace& trace, std::string_view title);

/// `bytes` in standard base64 with padding.
std::string base64(std::string_view bytes);

/// `text` (a page template) with each placeholder name of `values` replaced by its
/// value, in one pass (a value that contains a placeholder's name stays as it is). The
/// interactive page (web/interactive.cpp) fills its template with the same.
std::string fill_template(
    std::string_view text,
    std::initializer_list<std::pair<std::string_view, std::string_view>> values);

/// `value` as JSON text safe inside an HTML <script> element: bytes that are not UTF-8
/// become U+FFFD rather than an exception; <, > and & occur only inside strings, where
/// their escapes mean the same to JSON.parse.
std::string script_json(const nlohmann::ordered_json& value);

/// The byte that encodes one move on the page.
unsigned char encode_step(const Step& step);

}  // namespace snake::replay
