// <bit>'s subset the model's search uses (C++20), in C++17, for the single-source
// checker that packages carry (it finds the optimum itself for an empty jury answer):
// package/single_source.hpp writes snake::portable::NAME wherever the sources say
// std::popcount, std::countr_zero or std::bit_width. Unsigned arguments only, as there.
// Cost: O(1) (GCC and Clang builtins). Tested by compiling the single-source programs
// (tests/package/check_single_source.sh) and judging the verdict corpus with them.
#pragma once

#include <limits>
#include <type_traits>

namespace snake::portable {

template <typename T>
constexpr int popcount(T x) noexcept {
  static_assert(std::is_unsigned_v<T>);
  return __builtin_popcountll(static_cast<unsigned long long>(x));
}

template <typename T>
constexpr int countr_zero(T x) noexcept {
  static_assert(std::is_unsigned_v<T>);
  return x == 0 ? std::numeric_limits<T>::digits
                : __builtin_ctzll(static_cast<unsigned long long>(x));
}

template <typename T>
constexpr int bit_width(T x) noexcept {
  static_assert(std::is_unsigned_v<T>);
  return x == 0 ? 0 : 64 - __builtin_clzll(static_cast<unsigned long long>(x));
}

}  // namespace snake::portable
