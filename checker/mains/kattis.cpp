// The kattis protocol executable; everything is in checker/protocols/kattis.cpp.
#include "checker/protocols.hpp"

int main(int argc, char** argv) { return snake::checker::run_kattis(argc, argv); }
