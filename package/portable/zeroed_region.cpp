// model/zeroed_region.cpp in the single source: std::calloc, which large blocks get from
// the system as fresh zero pages on Linux and Windows alike.
#include "model/zeroed_region.hpp"

#include <cstdlib>

namespace snake {

void* allocate_zeroed_region(std::size_t bytes) { return std::calloc(bytes, 1); }

void free_zeroed_region(void* region, std::size_t) { std::free(region); }

}  // namespace snake
