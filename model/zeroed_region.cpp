#include "model/zeroed_region.hpp"

#include <sys/mman.h>

namespace snake {

void* allocate_zeroed_region(std::size_t bytes) {
  void* region = mmap(nullptr, bytes, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  return region == MAP_FAILED ? nullptr : region;
}

void free_zeroed_region(void* region, std::size_t bytes) {
  if (region != nullptr) munmap(region, bytes);
}

}  // namespace snake
