// fmt compiled once, for the executables that are linked statically (the package tools
// and the benchmark's solver: package/CMakeLists.txt). Debian ships fmt as a shared
// library and headers only, and fmt's header-only mode compiles all of fmt into every
// file that includes it (about 4 s a file at -O2); this file compiles the non-inline part
// once, and instantiates the templates that fmt/format.h declares but defines only in
// fmt/format-inl.h, for the character types fmt supports.
#include <fmt/format-inl.h>

FMT_BEGIN_NAMESPACE
namespace detail {
template FMT_API auto dragonbox::to_decimal(float x) noexcept -> dragonbox::decimal_fp<float>;
template FMT_API auto dragonbox::to_decimal(double x) noexcept -> dragonbox::decimal_fp<double>;
template FMT_API locale_ref::locale_ref(const std::locale& loc);
template FMT_API auto locale_ref::get<std::locale>() const -> std::locale;
template FMT_API auto thousands_sep_impl(locale_ref) -> thousands_sep_result<char>;
template FMT_API auto thousands_sep_impl(locale_ref) -> thousands_sep_result<wchar_t>;
template FMT_API auto decimal_point_impl(locale_ref) -> char;
template FMT_API auto decimal_point_impl(locale_ref) -> wchar_t;
}  // namespace detail
FMT_END_NAMESPACE
