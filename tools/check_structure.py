#!/usr/bin/env python3
"""Checks what the layout of the repository promises (docs/architecture.md):

1. No two paths differ only in case: on a case-insensitive disk (macOS's default) they would
   be one file or folder, and the package would not build there.
2. The table of targets in docs/architecture.md names every target of Package.swift (test
   targets and TestSupport aside), names nothing else, and gives each exactly the dependencies
   Package.swift gives it (a product of another package by that package's name).

Usage:  python3 tools/check_structure.py      (from anywhere in the repository; CI runs it)
Prints what is wrong and exits 1, or prints one line and exits 0.
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))


def case_collisions():
    """Paths git tracks, and every folder above them, that differ from another only in case."""
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split("\n")
    paths = set()
    for path in filter(None, files):
        parts = path.split("/")
        for end in range(1, len(parts) + 1):
            paths.add("/".join(parts[:end]))
    by_folded = {}
    for path in paths:
        by_folded.setdefault(path.lower(), []).append(path)
    return sorted(sorted(group) for group in by_folded.values() if len(group) > 1)


def package_targets():
    """Each target's name -> its dependencies' names, from `swift package dump-package`."""
    dump = subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, capture_output=True, text=True)
    if dump.returncode != 0:
        sys.exit("check_structure: swift package dump-package failed:\n" + dump.stderr)
    targets = {}
    for target in json.loads(dump.stdout)["targets"]:
        if target["type"] == "test" or target["name"] == "TestSupport":
            continue
        names = []
        for dependency in target["dependencies"]:
            kind, value = next(iter(dependency.items()))
            # A product of another package is named by its package, as the table does (once,
            # however many of its products the target takes).
            name = value[1] if kind == "product" else value[0]
            if name not in names:
                names.append(name)
        targets[target["name"]] = names
    return targets


def documented_targets():
    """The architecture table's rows: target name -> the names in its "may import" column."""
    text = open(os.path.join(ROOT, "docs", "architecture.md"), encoding="utf-8").read()
    header = "| target | may import | why not more |"
    if header not in text:
        sys.exit("check_structure: docs/architecture.md has no table headed " + header)
    rows = {}
    for line in text[text.index(header):].split("\n")[2:]:
        if not line.startswith("|"):
            break
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        imports = [] if cells[1] == "nothing" else [name.strip() for name in cells[1].split(",")]
        for name in re.findall(r"`([^`]+)`", cells[0]):
            rows[name] = imports
    return rows


def main():
    problems = []
    for group in case_collisions():
        problems.append("paths that differ only in case: " + ", ".join(group))
    actual = package_targets()
    documented = documented_targets()
    for name in sorted(set(actual) - set(documented)):
        problems.append(f"docs/architecture.md: target {name} of Package.swift is not in the table")
    for name in sorted(set(documented) - set(actual)):
        problems.append(f"docs/architecture.md: the table names {name}, which Package.swift does not have")
    for name in sorted(set(actual) & set(documented)):
        if sorted(actual[name]) != sorted(documented[name]):
            problems.append(f"docs/architecture.md: {name} may import {', '.join(documented[name]) or 'nothing'}, "
                            f"but Package.swift gives it {', '.join(actual[name]) or 'nothing'}")
    for problem in problems:
        print(problem)
    if problems:
        sys.exit(1)
    print(f"structure ok: {len(actual)} targets as documented, no paths that differ only in case")


if __name__ == "__main__":
    main()
