// Zero-filled memory for the search's dense layers, whose pages the system provides only
// when first written (state_space.cpp charges the budget for the pages it touches). On
// POSIX hosts an anonymous mapping without swap reservation (zeroed_region.cpp); the single
// source of the packages (package/single_source.cpp) carries std::calloc instead
// (package/portable/zeroed_region.cpp), since Polygon compiles it on Windows.
// Tested through tests/unit/test_state_space.cpp and the single-source checker's corpus.
#pragma once

#include <cstddef>

namespace snake {

/// `bytes` of zeroed memory, or nullptr when the system refuses them.
void* allocate_zeroed_region(std::size_t bytes);
/// Returns what allocate_zeroed_region(`bytes`) gave (nullptr is ignored).
void free_zeroed_region(void* region, std::size_t bytes);

}  // namespace snake
