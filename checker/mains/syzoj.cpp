// The syzoj protocol executable; everything is in checker/protocols/syzoj.cpp.
#include "checker/protocols.hpp"

int main(int argc, char** argv) { return snake::checker::run_syzoj(argc, argv); }
