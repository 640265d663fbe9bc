// The family list's declarations: `Family name_family()` for every line of
// generator/families/list.def, each defined in generator/families/name.cpp (its recipe
// and its Family entry together). Included by each family's file, so a definition that
// does not match its declaration does not compile, and by generator/families.cpp, which
// builds families() from the same lines.
#pragma once

#include "generator/families.hpp"

namespace snake {

#define SNAKE_FAMILY(name) Family name##_family();
#include "generator/families/list.def"
#undef SNAKE_FAMILY

}  // namespace snake
