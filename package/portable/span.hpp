// std::span's subset the model and the checker use (C++20), in C++17, for the
// single-source checker and validator that packages carry: package/single_source.hpp
// writes snake::portable::span wherever the sources say std::span. A view of `size()`
// contiguous elements: from a pointer and a size, an array, or any container with data()
// and size(); begin/end, [], front/back, first(n), last(n), subspan(offset, count).
// Cost: O(1) everything. Tested by compiling the single-source programs
// (tests/package/check_single_source.sh) and judging the verdict corpus with them.
#pragma once

#include <cstddef>
#include <iterator>
#include <type_traits>

namespace snake::portable {

template <typename T>
class span {
 public:
  using element_type = T;
  using value_type = std::remove_cv_t<T>;
  using size_type = std::size_t;
  using iterator = T*;
  static constexpr std::size_t npos = static_cast<std::size_t>(-1);

  constexpr span() noexcept = default;
  constexpr span(T* data, std::size_t size) noexcept : m_data(data), m_size(size) {}
  template <std::size_t N>
  constexpr span(T (&array)[N]) noexcept : m_data(array), m_size(N) {}
  template <typename Container,
            typename = std::enable_if_t<
                !std::is_array_v<std::remove_reference_t<Container>> &&
                std::is_convertible_v<decltype(std::data(std::declval<Container&>())), T*>>>
  constexpr span(Container& container) noexcept
      : m_data(std::data(container)), m_size(std::size(container)) {}
  template <typename Container,
            typename = std::enable_if_t<
                std::is_const_v<T> && !std::is_array_v<Container> &&
                std::is_convertible_v<decltype(std::data(std::declval<const Container&>())), T*>>,
            typename = void>
  constexpr span(const Container& container) noexcept
      : m_data(std::data(container)), m_size(std::size(container)) {}
  template <typename U, typename = std::enable_if_t<std::is_convertible_v<U (*)[], T (*)[]>>>
  constexpr span(const span<U>& other) noexcept : m_data(other.data()), m_size(other.size()) {}

  constexpr T* data() const noexcept { return m_data; }
  constexpr std::size_t size() const noexcept { return m_size; }
  constexpr bool empty() const noexcept { return m_size == 0; }
  constexpr T* begin() const noexcept { return m_data; }
  constexpr T* end() const noexcept { return m_data + m_size; }
  constexpr T& operator[](std::size_t i) const { return m_data[i]; }
  constexpr T& front() const { return m_data[0]; }
  constexpr T& back() const { return m_data[m_size - 1]; }
  constexpr span first(std::size_t count) const { return {m_data, count}; }
  constexpr span last(std::size_t count) const { return {m_data + m_size - count, count}; }
  constexpr span subspan(std::size_t offset, std::size_t count = npos) const {
    return {m_data + offset, count == npos ? m_size - offset : count};
  }

 private:
  T* m_data = nullptr;
  std::size_t m_size = 0;
};

}  // namespace snake::portable
