// The testlib protocol executable; everything is in checker/protocols/testlib.cpp.
#include "checker/protocols.hpp"

int main(int argc, char** argv) { return snake::checker::run_testlib(argc, argv); }
