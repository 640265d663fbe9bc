#!/usr/bin/env python3
"""check_inline_templates.py FILE_OR_FOLDER...: fails naming every C++ string literal (a
run of adjacent literals counting as one) of the .cpp and .hpp files given or under the
folders given whose text holds two lines or more that are not empty: such text is a
template and belongs in package/templates/ (package/templates.hpp).
"""
import pathlib
import re
import sys

# A literal, with its optional encoding prefix; raw strings apart.
LITERAL = re.compile(r'(?:u8|u|U|L)?"((?:[^"\\\n]|\\.)*)"|(?:u8|u|U|L)?R"([^(\s]*)\(')
ESCAPE = re.compile(r"\\(?:x[0-9a-fA-F]+|[0-7]{1,3}|.)")


def unescaped(body):
    return ESCAPE.sub(lambda m: "\n" if m.group(0) == "\\n" else "x", body)


def code_only(text):
    """text with comments and character literals blanked, line feeds kept."""
    text = re.sub(r"//[^\n]*", "", text)
    text = re.sub(r"/\*[\s\S]*?\*/", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)
    return re.sub(r"'(?:[^'\\\n]|\\.)+'", "' '", text)


def literal_runs(text):
    """(line, text) of each run of adjacent literals."""
    code = code_only(text)
    runs = []
    at = 0
    run = None
    while True:
        match = LITERAL.search(code, at)
        if not match:
            break
        between = code[at:match.start()]
        if run is None or between.strip():
            if run:
                runs.append(run)
            run = [code.count("\n", 0, match.start()) + 1, ""]
        if match.group(2) is not None:  # a raw string
            end = code.index(")" + match.group(2) + '"', match.end())
            run[1] += code[match.end():end]
            at = end + len(match.group(2)) + 2
        else:
            run[1] += unescaped(match.group(1))
            at = match.end()
    if run:
        runs.append(run)
    return runs


def main():
    files = []
    for argument in sys.argv[1:]:
        path = pathlib.Path(argument)
        files += sorted(p for p in path.rglob("*") if p.suffix in (".cpp", ".hpp")) if path.is_dir() else [path]
    found = 0
    for path in files:
        for line, text in literal_runs(path.read_text(encoding="utf-8")):
            lines = [part for part in text.split("\n") if part.strip()]
            if len(lines) >= 2:
                found += 1
                print(f"{path}:{line}: a template of {len(lines)} lines in a string literal: "
                      f"'{lines[0][:60]}'")
    print(f"{found} templates in string literals in {len(files)} files")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
