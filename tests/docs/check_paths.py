#!/usr/bin/env python3
"""check_paths.py REPO BUILD: every repository path that a doc or a source comment names
exists.

Read: every Markdown file, and the comments of every C++ source, header and template
(after //), shell script, CMake file and Python script (after #), that git tracks.
A path is a word that starts with one of the repository's top-level folders and a slash
(model/board.hpp, tests/cli/run_case.sh, docs/ci.md); in Markdown also the target of
every relative link, resolved from the file's folder. It must exist in the work tree:
a file or a folder; a glob (generator/families/*.cpp) must match something; a
placeholder (tests/cli/<tool>/, data/tests/NN.in, checker/front_end/protocols/NAME.cpp)
stands for any name, so the folder before it must exist. A ctest name (checker/<case>,
package/claims_hold: `ctest -N` in BUILD) counts as named too. Paths that name another
tree's layout rather than ours (a Kattis package's data/secret/, a judge's sources) are
listed, with the reason, in tests/docs/other_trees.txt: each line a glob and a comment.
Prints every missing path with the file and line that names it; exits 1 if any.
"""
import fnmatch
import os
import re
import subprocess
import sys

root = os.path.abspath(sys.argv[1])
listing = subprocess.run(["ctest", "-N"], cwd=sys.argv[2], capture_output=True, text=True,
                         check=True).stdout
test_names = re.findall(r"Test +#\d+: (\S+)", listing)
tracked = subprocess.run(["git", "-C", root, "ls-files"], capture_output=True, text=True,
                         check=True).stdout.split("\n")
folders = sorted({p.split("/")[0] for p in tracked if "/" in p})
word = re.compile(r"(?<![\w./-])((?:%s)/[\w.<>*{}/+-]*)" % "|".join(re.escape(f) for f in folders))
link = re.compile(r"\]\(([^)\s]+)\)")
# <tool>, NN, HARNESS, name, x, {a,b}, ...: a name to fill in.
placeholder = re.compile(r"<[^>]*>|\b[A-Z]{2,}\b|\bX\b|\bname\b|\bx\b|\{[^}]*\}|\.\.\.")

others = []
with open(os.path.join(root, "tests/docs/other_trees.txt")) as f:
    for line in f:
        pattern = line.split("#", 1)[0].strip()
        if pattern:
            others.append(pattern)

def comments(path, text):
    """The comment text of each line of a source file, with its line number."""
    if path.endswith(".md"):
        yield from enumerate(text.split("\n"), 1)
        return
    cpp = path.endswith((".cpp", ".hpp", ".in", ".h")) and not path.endswith("CMakeLists.txt")
    for number, line in enumerate(text.split("\n"), 1):
        if cpp:
            at = line.find("//")
        else:
            match = re.search(r"(?:^|\s)#", line)
            at = match.start() if match else -1
        if at >= 0:
            yield number, line[at:]

def exists(path):
    if not path.endswith("..."):
        path = path.rstrip(".,:;'`\"")
    if any(fnmatch.fnmatch(path, other) for other in others) or path in test_names:
        return True
    found = placeholder.search(path)
    if found:  # the folder before the placeholder must exist, or a test of that prefix
        prefix = path[:found.start()]
        return os.path.isdir(os.path.join(root, os.path.dirname(prefix + "x"))) or \
            any(name.startswith(prefix) for name in test_names)
    if "*" in path:
        return any(fnmatch.fnmatch(p, path.rstrip("/") + ("*" if path.endswith("/") else ""))
                   for p in tracked)
    return os.path.exists(os.path.join(root, path))

def sources():
    for path in tracked:
        if not path or path.startswith("data/tests/") or "/corpus/" in path:
            continue
        if path.endswith((".md", ".cpp", ".hpp", ".in", ".h", ".sh", ".cmake", ".py")) or \
                os.path.basename(path) == "CMakeLists.txt" or path == ".ci/run":
            yield path

missing = 0
checked = 0
for path in sources():
    with open(os.path.join(root, path), encoding="utf-8", errors="replace") as f:
        text = f.read()
    for number, line in comments(path, text):
        names = [m.group(1) for m in word.finditer(line)]
        if path.endswith(".md"):
            for target in link.findall(line):
                target = target.split("#", 1)[0]
                # "board": the statement's figure directive, not a file (docs/statement.md)
                if not target or target == "board" or re.match(r"^[a-z]+:", target):
                    continue
                names.append(os.path.normpath(os.path.join(os.path.dirname(path), target)))
        for name in dict.fromkeys(names):  # each once a line, in order
            if name.startswith("../"):
                continue
            checked += 1
            if not exists(name):
                print(f"{path}:{number}: names {name}, which does not exist")
                missing += 1
print(f"{checked} paths named in {len(list(sources()))} files: {missing} missing")
sys.exit(1 if missing else 0)
