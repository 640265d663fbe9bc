#!/usr/bin/env python3
"""compile_cache.py COMPILER ARGS...: COMPILER ARGS..., with its program cached.

The suite compiles the same programs again and again: each Kattis package's submissions
under verifyproblem (three packages) and BAPCtools, the single-source checker under
every judge's flags. A compile-and-link run `COMPILER ... -o OUT SOURCES...` is looked
up by a key and, when the same run was made before, OUT is the program that run made,
with the compiler's messages repeated; otherwise the compiler runs and, when it
succeeds, its program and messages are kept under the key.

The key is the SHA-256 of: the compiler's path, size and modification time; the
arguments, with OUT and each source written as a placeholder; and the sources
preprocessed (`-E -P`, so every header's text and every macro's expansion count, and
the paths only where the program uses them, as in __FILE__). A program from the cache
differs from a fresh one only in the paths its debug information names (-g).

Everything else runs the compiler as it is: -c, -E, -S, -M..., no -o, no source file,
a source from standard input, response files, and a preprocessing that fails.

The cache folder is $SNAKE_COMPILE_CACHE (the test scripts put it in the build folder,
tests/support/compile_cache.sh); without it the compiler simply runs. Entries are
written to a temporary name and renamed, so runs side by side never read a part."""
import hashlib
import os
import subprocess
import sys
import tempfile

SOURCE_SUFFIXES = (".c", ".cc", ".cpp", ".cxx", ".c++", ".C")
PASS_THROUGH = ("-c", "-E", "-S", "-", "--version", "-v", "-###")  # and every -M...


def real_compiler(name):
    """The first NAME on PATH that is not one of the shims beside this file."""
    shims = os.path.realpath(os.path.join(os.path.dirname(__file__), "compilers"))
    for folder in os.environ.get("PATH", "").split(os.pathsep):
        if not folder or os.path.realpath(folder) == shims:
            continue
        path = os.path.join(folder, name)
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    sys.exit(f"compile_cache.py: no {name} on PATH")


def parse(args):
    """(output, source positions) of a cacheable run, or None."""
    output, sources, i = None, [], 0
    while i < len(args):
        arg = args[i]
        if arg in PASS_THROUGH or arg.startswith("@") or arg.startswith("-M"):
            return None
        if arg == "-o":
            if i + 1 == len(args):
                return None
            output = i + 1
            i += 2
            continue
        if arg.startswith("-o"):
            return None  # -oFILE: rare, not worth a second spelling
        if arg.endswith(SOURCE_SUFFIXES) and not arg.startswith("-") and os.path.isfile(arg):
            sources.append(i)
        i += 1
    if output is None or not sources:
        return None
    return output, sources


def key_of(compiler, args, output, sources):
    digest = hashlib.sha256()
    status = os.stat(compiler)
    digest.update(f"{compiler}\0{status.st_size}\0{status.st_mtime_ns}\0".encode())
    for i, arg in enumerate(args):
        word = "<out>" if i == output else "<source>" if i in sources else arg
        digest.update(word.encode("utf-8", "surrogateescape") + b"\0")
    preprocess = [a for i, a in enumerate(args) if i not in (output, output - 1)]
    run = subprocess.run([compiler, *preprocess, "-E", "-P"], stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL)
    if run.returncode != 0:
        return None
    digest.update(run.stdout)
    return digest.hexdigest()


def store(folder, key, program, messages):
    """Keeps the program and the messages under KEY, each renamed into place whole."""
    os.makedirs(folder, exist_ok=True)
    for suffix, data in ((".err", messages), (".bin", program)):
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=".part-")
        with os.fdopen(handle, "wb") as file:
            file.write(data)
        os.chmod(temporary, 0o755)
        os.replace(temporary, os.path.join(folder, key + suffix))


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: compile_cache.py COMPILER ARGS...")
    compiler, args = real_compiler(sys.argv[1]), sys.argv[2:]
    folder = os.environ.get("SNAKE_COMPILE_CACHE")
    parsed = parse(args) if folder else None
    key = key_of(compiler, args, *parsed) if parsed else None
    if key is None:
        os.execv(compiler, [compiler, *args])
    out = args[parsed[0]]
    cached = os.path.join(folder, key)
    try:
        with open(cached + ".bin", "rb") as file:
            program = file.read()
        with open(cached + ".err", "rb") as file:
            messages = file.read()
    except OSError:
        run = subprocess.run([compiler, *args], stderr=subprocess.PIPE)
        sys.stderr.buffer.write(run.stderr)
        if run.returncode == 0 and os.path.isfile(out):
            with open(out, "rb") as file:
                store(folder, key, file.read(), run.stderr)
        return run.returncode
    sys.stderr.buffer.write(messages)
    with open(out, "wb") as file:
        file.write(program)
    os.chmod(out, 0o755)
    return 0


if __name__ == "__main__":
    sys.exit(main())
