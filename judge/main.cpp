// bin/judge: judges a contestant's program on the package's tests (judge/command.hpp).
#include "judge/command.hpp"

int main(int argc, char** argv) { return snake::judge::judge_command(argc, argv); }
