// The cms protocol executable; everything is in checker/protocols/cms.cpp.
#include "checker/protocols.hpp"

int main(int argc, char** argv) { return snake::checker::run_cms(argc, argv); }
