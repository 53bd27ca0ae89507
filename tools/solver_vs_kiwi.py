#!/usr/bin/env python3
"""MoonKit's solver against kiwi's C++ core, in turn, on the systems of `moonkit bench solver`.

For measurement only (not a CI step, not a dependency of the package):

    python3 tools/solver_vs_kiwi.py [--rounds 3] [--only screen/1x5,grid/5x4] [--all]
                                    [--moonkit PATH] [--budget 1]

1. Fetches kiwi 1.5.1's sdist from PyPI (through the simple index pip reads), checks its
   SHA-256, and keeps its headers in .build/kiwi-1.5.1/ (git ignores .build/).
2. Compiles tools/kiwi_solver_bench.cpp against them: g++ -O2 -DNDEBUG.
3. Builds MoonKit as users get it, `swift build -c release --product moonkit` with no flags
   (skipped with --moonkit PATH).
4. Runs `moonkit bench solver --json` and the C++ bench alternately, --rounds times, both on
   the thread's CPU clock (MOONKIT_SOLVER_CLOCK=cpu), and prints one table: each figure the
   median of the rounds' medians, the ratio kiwi / MoonKit (above 1: MoonKit is faster), and
   the spread of that ratio over the rounds (lowest–highest).

Checksums are compared: a system built differently on one side is flagged with `!`, except
chain-squeeze and edit-chain, which have many optima (which weak heights give way is a tie).
kiwi's larger sizes are skipped once one build (or sweep of 1 000 suggestions) of a workload
took more than --budget seconds: its builds grow cubically on chains and grids.
"""

import argparse
import hashlib
import io
import json
import os
import re
import statistics
import subprocess
import sys
import tarfile
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
KIWI_VERSION = "1.5.1"
KIWI_SDIST_SHA256 = "f1303ef2eec81262a4b708c3e858afe58d7c75ad91c1c05266eda7673369859a"
CACHE = ROOT / ".build" / f"kiwi-{KIWI_VERSION}"
BENCH_SOURCE = ROOT / "tools" / "kiwi_solver_bench.cpp"

# The figures issue 36 judges: the UI-sized systems, then the large ones.
DEFAULT_FIGURES = [
    "screen/1x5", "grid/5x4", "tiles/20", "edit-grid/5x4", "edit-tiles/20",
    "chain-fit/300", "chain-fit/1000", "chain-fit/3000", "chain-fit/10000",
    "grid/20x20", "tiles/100", "tiles/200", "tiles/400",
]
# Both may leave a tie at a different optimum: their checksums may differ and both be right.
TIED_WORKLOADS = {"chain-squeeze", "edit-chain"}


def fail(message):
    sys.exit(f"solver_vs_kiwi: {message}")


def kiwi_headers():
    """The folder holding kiwi/kiwi.h, fetched and checked on first use."""
    if (CACHE / "kiwi" / "kiwi.h").exists():
        return CACHE
    name = f"kiwisolver-{KIWI_VERSION}.tar.gz"
    index = "https://pypi.org/simple/kiwisolver/"
    try:
        page = urllib.request.urlopen(index, timeout=60).read().decode()
    except OSError as error:
        fail(f"cannot read {index}: {error}")
    link = re.search(r'href="([^"#]*/' + re.escape(name) + r')[#"]', page)
    if not link:
        fail(f"{index} lists no {name}")
    try:
        sdist = urllib.request.urlopen(link.group(1), timeout=120).read()
    except OSError as error:
        fail(f"cannot download {link.group(1)}: {error}")
    digest = hashlib.sha256(sdist).hexdigest()
    if digest != KIWI_SDIST_SHA256:
        fail(f"{name} has SHA-256 {digest}, expected {KIWI_SDIST_SHA256}")
    prefix = f"kiwisolver-{KIWI_VERSION}/"
    (CACHE / "kiwi").mkdir(parents=True, exist_ok=True)
    with tarfile.open(fileobj=io.BytesIO(sdist)) as archive:
        for member in archive.getmembers():
            inner = member.name[len(prefix):] if member.name.startswith(prefix) else None
            if member.isfile() and inner and (inner == "LICENSE" or re.fullmatch(r"kiwi/\w+\.h", inner)):
                (CACHE / inner).write_bytes(archive.extractfile(member).read())
    return CACHE


def kiwi_bench():
    """The compiled C++ bench, rebuilt when its source is newer."""
    binary = CACHE / "kiwi_solver_bench"
    if binary.exists() and binary.stat().st_mtime >= BENCH_SOURCE.stat().st_mtime:
        return binary
    headers = kiwi_headers()
    command = ["g++", "-std=c++17", "-O2", "-DNDEBUG", "-I", str(headers), "-o", str(binary), str(BENCH_SOURCE)]
    print("$ " + " ".join(command), file=sys.stderr)
    subprocess.run(command, check=True)
    return binary


def moonkit_binary():
    """A plain release build of moonkit (no flags), as users build it."""
    build = ["swift", "build", "-c", "release", "--product", "moonkit"]
    print("$ " + " ".join(build), file=sys.stderr)
    subprocess.run(build, check=True, cwd=ROOT)
    path = subprocess.run(build[:4] + ["--show-bin-path"], check=True, cwd=ROOT,
                          capture_output=True, text=True).stdout.strip()
    return Path(path) / "moonkit"


def figures(command, env):
    """{(workload, size): (median, unit, checksum)} from one run's JSON lines."""
    out = subprocess.run(command, check=True, capture_output=True, text=True, env=env).stdout
    found = {}
    for line in out.splitlines():
        if line.startswith("{"):
            f = json.loads(line)
            found[(f["workload"], f.get("size"))] = (f["median"], f["unit"], f.get("checksum"))
    return found


def microseconds(value, unit):
    return value * 1000 if unit == "ms" else value


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="alternating runs of each (default 3)")
    parser.add_argument("--only", help="comma-separated workload or workload/size names")
    parser.add_argument("--all", action="store_true", help="every workload of `moonkit bench solver`")
    parser.add_argument("--moonkit", help="a moonkit binary to use instead of building one")
    parser.add_argument("--budget", type=float, default=1,
                        help="seconds one kiwi build (or sweep) may take before larger sizes are skipped")
    args = parser.parse_args()
    if args.rounds < 1:
        fail("--rounds takes a positive count")

    selection = None if args.all else (args.only or ",".join(DEFAULT_FIGURES))
    kiwi = kiwi_bench()
    moonkit = Path(args.moonkit) if args.moonkit else moonkit_binary()
    env = dict(os.environ, MOONKIT_SOLVER_CLOCK="cpu")
    moon_command = [str(moonkit), "bench", "solver", "--json"]
    kiwi_command = [str(kiwi), "--budget", str(args.budget)]
    if selection:
        env["MOONKIT_SOLVER_ONLY"] = selection
        kiwi_command += ["--only", selection]

    moon_rounds, kiwi_rounds = [], []
    for round_ in range(args.rounds):
        print(f"round {round_ + 1} of {args.rounds}: MoonKit, then kiwi", file=sys.stderr)
        moon_rounds.append(figures(moon_command, env))
        kiwi_rounds.append(figures(kiwi_command, env))
        # Later rounds ask kiwi only for what it measured in the first (the budget's cut stays put).
        if round_ == 0 and kiwi_rounds[0]:
            kiwi_command = [str(kiwi), "--only", ",".join(f"{w}/{s}" for w, s in kiwi_rounds[0])]

    lscpu = subprocess.run(["lscpu"], capture_output=True, text=True).stdout
    model = re.search(r"Model name:\s*(.+)", lscpu)
    print(f"kiwi {KIWI_VERSION} (g++ -O2 -DNDEBUG) against {moonkit} (swift build -c release), "
          f"thread CPU time, medians of {args.rounds} alternating rounds; "
          f"{model.group(1).strip() if model else 'unknown CPU'}, {os.cpu_count()} cores")
    print("| workload | size | MoonKit µs | kiwi µs | kiwi / MoonKit | spread of the ratio |")
    print("|---|---|---:|---:|---:|---|")
    for key in moon_rounds[0]:
        moon = [r[key] for r in moon_rounds if key in r]
        kiwi_ = [r[key] for r in kiwi_rounds if key in r]
        unit = moon[0][1]
        per = " a suggestion" if unit == "µs/suggestion" else ""
        m = statistics.median(microseconds(f[0], f[1]) for f in moon)
        if not kiwi_:
            print(f"| {key[0]} | {key[1]}{per} | {m:,.1f} | — | — | |")
            continue
        k = statistics.median(microseconds(f[0], f[1]) for f in kiwi_)
        ratios = [microseconds(b[0], b[1]) / microseconds(a[0], a[1]) for a, b in zip(moon, kiwi_)]
        wrong = key[0] not in TIED_WORKLOADS and any(
            abs(a[2] - b[2]) > 1e-6 * max(1.0, abs(b[2])) for a, b in zip(moon, kiwi_))
        mark = " ! checksums differ" if wrong else ""
        print(f"| {key[0]} | {key[1]}{per} | {m:,.1f} | {k:,.1f} | {k / m:,.2f}× | "
              f"{min(ratios):,.2f}–{max(ratios):,.2f}×{mark} |")


if __name__ == "__main__":
    main()
