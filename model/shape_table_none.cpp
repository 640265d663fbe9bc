// No compiled-in shape tables: what shape_table_maker links, since it is the program that
// generates them (every ShapeTable it makes is generated with check_move at run time).
#include "model/shape_table.hpp"

namespace snake {

const ShapeTableData k_precomputed_shapes{};

}  // namespace snake
