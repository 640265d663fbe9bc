// The lemon protocol executable; everything is in checker/protocols/lemon.cpp.
#include "checker/protocols.hpp"

int main(int argc, char** argv) { return snake::checker::run_lemon(argc, argv); }
