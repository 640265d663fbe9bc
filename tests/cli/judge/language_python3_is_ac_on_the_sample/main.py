# A Python 3 program (the language case: python3 runs in the sandbox): reads the sample, prints its answer.
import sys

sys.stdin.read()
print("21\nRDDDDRRRULURULU")
