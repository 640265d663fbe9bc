// The arbiter protocol executable; everything is in checker/protocols/arbiter.cpp.
#include "checker/protocols.hpp"

int main(int argc, char** argv) { return snake::checker::run_arbiter(argc, argv); }
