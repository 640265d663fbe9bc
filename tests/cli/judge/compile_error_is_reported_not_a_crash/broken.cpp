// Does not compile: x is not declared.
int main() { return x; }
