#!/usr/bin/env python3
"""check_function_lengths.py LIMIT FILE_OR_FOLDER...: fails naming every function of
LIMIT lines or more (its first signature line to its closing brace) in the .cpp files
given or under the folders given.

Functions are found by their braces, with comments, string and character literals (raw
strings included) blanked first: a block at namespace or class scope whose head (the
text since the previous ';', '{' or '}') has a parameter list is a function; lambdas
and local classes count towards the function that holds them. The layout this reads is
clang-format's (docs/package.md), but nothing depends on indentation.
"""
import pathlib
import re
import sys

HEAD_IS_FUNCTION = re.compile(
    r"\)\s*(?:const|noexcept|override|final|mutable|&|&&|\s|->\s*[\w:<>,&*\s]+)*$|"
    r"\)\s*:\s*[\s\S]*\)$|\)\s*:\s*[\s\S]*\}$")
SCOPE_HEAD = re.compile(r"^\s*(?:template\s*<[^{]*>\s*)?(?:namespace\b|extern\s+\"C\"|"
                        r"(?:class|struct|union)\b(?![^{]*\())")


def blank(text):
    """text with comments and literals replaced by spaces, line feeds kept."""
    out = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == "#" and (i == 0 or text[i - 1] == "\n"):  # a preprocessor line
            end = i
            while True:
                end = text.find("\n", end)
                if end < 0 or text[end - 1] != "\\":
                    break
                end += 1
            end = n if end < 0 else end
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
        elif text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
        elif c == "R" and i + 1 < n and text[i + 1] == '"' and not (
                i > 0 and (text[i - 1].isalnum() or text[i - 1] == "_")):
            open_paren = text.find("(", i + 2)
            delimiter = text[i + 2:open_paren]
            end = text.find(")" + delimiter + '"', open_paren)
            end = n if end < 0 else end + len(delimiter) + 2
            out.append('"' + re.sub(r"[^\n]", " ", text[i + 1:end - 1]) + '"')
            i = end
        elif c in "\"'":
            if c == "'" and i > 0 and text[i - 1].isalnum():  # a digit separator: 1'000
                out.append(c)
                i += 1
                continue
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(c + " " * (j - i - 1) + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def functions(text):
    """(name, first line, last line) of each function of text (1-based lines)."""
    code = blank(text)
    found = []
    scopes = []  # for each open brace: 'scope' (namespace, class) or 'other'
    head_start = 0
    function_start = None  # (depth, name, line) of the function being read
    for i, c in enumerate(code):
        if c == ";" and function_start is None and (not scopes or scopes[-1] == "scope"):
            head_start = i + 1
        elif c == "{":
            head = code[head_start:i]
            at_scope = all(kind == "scope" for kind in scopes)
            if at_scope and SCOPE_HEAD.match(head) and "=" not in head:
                scopes.append("scope")
            elif at_scope and function_start is None and HEAD_IS_FUNCTION.search(head.rstrip()):
                stripped = re.sub(r"^\s*(?:(?:public|protected|private)\s*:(?!:)\s*)?", "", head)
                first = i - len(head) + (len(head) - len(stripped))
                name = re.search(r"([~\w:]+|operator\W+)\s*\(", stripped)
                function_start = (len(scopes), name.group(1) if name else "?",
                                  code.count("\n", 0, first) + 1)
                scopes.append("function")
            else:
                scopes.append("other")
            head_start = i + 1
        elif c == "}":
            if scopes:
                scopes.pop()
            if function_start and len(scopes) == function_start[0]:
                depth, name, line = function_start
                found.append((name, line, code.count("\n", 0, i) + 1))
                function_start = None
            if function_start is None:
                head_start = i + 1
    return found


def main():
    limit = int(sys.argv[1])
    files = []
    for argument in sys.argv[2:]:
        path = pathlib.Path(argument)
        files += sorted(path.rglob("*.cpp")) if path.is_dir() else [path]
    long = []
    longest = (0, "")
    count = 0
    for path in files:
        for name, first, last in functions(path.read_text(encoding="utf-8")):
            count += 1
            length = last - first + 1
            longest = max(longest, (length, f"{path}:{first}: {name}"))
            if length >= limit:
                long.append(f"{path}:{first}: {name} has {length} lines (limit: under {limit})")
    for line in long:
        print(line)
    print(f"{count} functions in {len(files)} files; longest {longest[0]} lines ({longest[1]})")
    if count == 0:
        print("no function found: the reader does not understand these files")
        return 1
    return 1 if long else 0


if __name__ == "__main__":
    sys.exit(main())
