// The colours of every board picture, the HTML page's canvas and the SVG alike, in one
// place: weights as shades of blue-grey (1 lightest, 8 darkest), walls near black, food
// orange, the snake green with a darker head, a rejected cell red, a path violet.
#pragma once

#include <array>
#include <string_view>

namespace snake::replay::palette {

/// The fill of a cell of weight w (index 0 is a wall).
inline constexpr std::array<std::string_view, 9> k_weights{
    "#2f3136", "#f4f7fa", "#e2e9f0", "#d0dbe6", "#bdcddc",
    "#aabed1", "#95acc4", "#8099b5", "#6a85a5"};
inline constexpr std::string_view k_grid = "rgba(0,0,0,0.10)";
inline constexpr std::string_view k_digit = "#5b6773";         // weight digits on light cells
inline constexpr std::string_view k_digit_on_dark = "#f4f7fa";  // on weights 6..8
inline constexpr std::string_view k_food = "#f29a18";
inline constexpr std::string_view k_food_text = "#2a1a00";
inline constexpr std::string_view k_body = "#3f9d52";
inline constexpr std::string_view k_head = "#1c5f2c";
inline constexpr std::string_view k_part_text = "#ffffff";
inline constexpr std::string_view k_highlight = "#e0282e";
inline constexpr std::string_view k_path = "#8a2be2";  // the head's path (SvgOptions::path)

}  // namespace snake::replay::palette
