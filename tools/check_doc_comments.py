#!/usr/bin/env python3
"""Checks that every public symbol of the library products has a `///` doc comment of its own.

The public symbols are read from the symbol graphs the compiler writes
(`swift package dump-symbol-graph`, members synthesized by the compiler and docs inherited from
a protocol or a superclass left out), so what counts is exactly what a host sees. A symbol
counts as documented when its declaration carries a doc comment written here.

tools/doc-comments-missing.txt lists the public symbols that have none yet, one a line, as
`Module  path  declaration`. The check fails when a public symbol without a comment is not in
that list (a new symbol must be documented) and when the list names a symbol that is documented
now or gone (take its line out), so the number can only go down.

Usage:  python3 tools/check_doc_comments.py [--graphs DIR] [--write]
  --graphs DIR   read the symbol graphs from DIR instead of running dump-symbol-graph
  --write        rewrite the list from what is missing now (after documenting symbols)
Prints what is wrong and exits 1, or prints one line with the counts and exits 0.
"""
import glob
import json
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
MODULES = ["MoonKit", "LuaBridge", "MoonLua", "MoonBots", "MoonRender", "MoonSim"]
ALLOWED = os.path.join(ROOT, "tools", "doc-comments-missing.txt")


def symbol_graph_folder():
    """Runs SwiftPM's dump-symbol-graph and returns the folder it wrote the graphs to."""
    dump = subprocess.run(["swift", "package", "dump-symbol-graph", "--skip-synthesized-members",
                           "--skip-inherited-docs", "--minimum-access-level", "public"],
                          cwd=ROOT, capture_output=True, text=True)
    if dump.returncode != 0:
        sys.exit("check_doc_comments: swift package dump-symbol-graph failed:\n" + dump.stdout + dump.stderr)
    found = re.findall(r"Files written to (\S+)", dump.stdout + dump.stderr)
    if found:
        return found[-1]
    candidates = glob.glob(os.path.join(ROOT, ".build", "*", "symbolgraph"))
    if not candidates:
        sys.exit("check_doc_comments: dump-symbol-graph said nothing of where it wrote the graphs:\n" + dump.stdout)
    return max(candidates, key=os.path.getmtime)


def own_source(symbol, module):
    """Whether the symbol is declared in this repository's folder of `module`."""
    uri = symbol.get("location", {}).get("uri", "")
    return f"/Sources/{module}/" in uri


def declaration(symbol):
    return "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", [])).strip()


def missing_symbols(folder):
    """`Module  path  declaration` of every public symbol of the modules with no doc comment."""
    missing = set()
    total = 0
    for module in MODULES:
        paths = glob.glob(os.path.join(folder, f"{module}.symbols.json")) + \
            glob.glob(os.path.join(folder, f"{module}@*.symbols.json"))
        if not paths:
            sys.exit(f"check_doc_comments: no symbol graph of {module} in {folder}")
        for path in paths:
            with open(path, encoding="utf-8") as file:
                graph = json.load(file)
            for symbol in graph["symbols"]:
                if not own_source(symbol, module):
                    continue
                total += 1
                comment = symbol.get("docComment")
                lines = [line.get("text", "") for line in comment.get("lines", [])] if comment else []
                if any(line.strip() for line in lines):
                    continue
                missing.add(f"{module}  {'.'.join(symbol['pathComponents'])}  {declaration(symbol)}")
    return total, missing


def main():
    args = sys.argv[1:]
    folder = args[args.index("--graphs") + 1] if "--graphs" in args else symbol_graph_folder()
    total, missing = missing_symbols(folder)
    if "--write" in args:
        with open(ALLOWED, "w", encoding="utf-8") as file:
            file.write("".join(line + "\n" for line in sorted(missing)))
        print(f"doc comments: {len(missing)} of {total} public symbols have none; {ALLOWED} lists them")
        return
    allowed = set()
    if os.path.exists(ALLOWED):
        with open(ALLOWED, encoding="utf-8") as file:
            allowed = {line.rstrip("\n") for line in file if line.strip()}
    problems = []
    for line in sorted(missing - allowed):
        problems.append(f"no doc comment (write a /// comment that says what it is for): {line}")
    for line in sorted(allowed - missing):
        problems.append(f"tools/doc-comments-missing.txt names a symbol that is documented now or gone "
                        f"(take its line out): {line}")
    for problem in problems:
        print(problem)
    if problems:
        print("(after documenting symbols, `python3 tools/check_doc_comments.py --write` rewrites the list; "
              "a symbol new in this change is documented, not listed)")
        sys.exit(1)
    print(f"doc comments: {total - len(missing)} of {total} public symbols documented; "
          f"{len(missing)} still without one (tools/doc-comments-missing.txt)")


if __name__ == "__main__":
    main()
