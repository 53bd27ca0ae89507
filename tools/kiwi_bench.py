#!/usr/bin/env python3
"""kiwisolver on the workloads of `moonkit bench solver`, side by side with MoonKit.

For measurement only (not a CI step, not a dependency of the build): it needs Debian's
`python3-kiwisolver` (`apt-get install python3-kiwisolver`; run it with /usr/bin/python3 if
another Python comes first on the PATH).

    /usr/bin/python3 tools/kiwi_bench.py [--moonkit .build/release/moonkit] [--cpu]
                                                 [--budget 5] [--only edit-grid,screen/1x5]

The systems are the ones `Sources/MoonBench/SolverWorkloads.swift` builds, constraint for
constraint and in the same order, since pivot choices depend on it. Only kiwi's solver calls are timed: every variable and
constraint object is made before the clock starts, so Python's own cost of building expressions
is left out. A build is timed from creating the solver to `updateVariables()`; an edit sweep is
1 000 suggestions, each followed by `updateVariables()`, in microseconds per suggestion.

With `--moonkit`, the binary's `bench time solver --json` runs first and one table gives both
(kiwi's checksums are printed beside MoonKit's so that a wrong system shows). Sizes stop growing
once one takes longer than `--budget` seconds (kiwi's builds are quadratic or worse on chains
and grids). `--only` takes `workload` or `workload/size` names, as `MOONKIT_SOLVER_ONLY` does.

chain-squeeze and edit-chain have many optima (which weak heights give way is a tie), so their
checksums differ between the two solvers; WorkloadTests checks that MoonKit's are optimal.

`--cpu` times both with the thread's CPU clock (`MOONKIT_SOLVER_CLOCK=cpu` for MoonKit,
`time.thread_time` here) instead of the wall clock: on a machine with more busy processes than
cores the wall clock also counts the waits for a core, which differ from one run to the next.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

import kiwisolver as kiwi

clock = time.perf_counter

WEAK, STRONG = "weak", "strong"


# -- The workloads: each returns (steps, checksum), steps being the solver calls in order. ----

def chain(n, squeeze=False, editable=False):
    steps = []
    top, bottom, height = [], [], []
    total = None
    if editable:
        total = kiwi.Variable("H")
        steps.append(("edit", total, STRONG))
        steps.append(("suggest", total, 52 * n - 8))
    for i in range(n):
        t, b, h = kiwi.Variable(f"top{i}"), kiwi.Variable(f"bottom{i}"), kiwi.Variable(f"height{i}")
        top.append(t); bottom.append(b); height.append(h)
        steps.append(("add", b == t + h))
        steps.append(("add", h >= 20))
        steps.append(("add", (h == 44) | WEAK))
        steps.append(("add", t == 0 if i == 0 else t == bottom[i - 1] + 8))
    if total is not None:
        steps.append(("add", bottom[n - 1] == total))
    else:
        steps.append(("add", bottom[n - 1] == (38 if squeeze else 52) * n - 8))

    def checksum():
        return sum(h.value() * (1 + i % 7) for i, h in enumerate(height))
    return steps, checksum, total


def grid_steps(rows, columns, screen_width=None):
    """One grid's steps (the container width an edit variable unless tied to screen_width)."""
    steps = []
    cL, cR, cW = kiwi.Variable("cL"), kiwi.Variable("cR"), kiwi.Variable("cW")
    cT, cB, cH = kiwi.Variable("cT"), kiwi.Variable("cB"), kiwi.Variable("cH")
    add = lambda c: steps.append(("add", c))
    add(cL == 0)
    add(cT == 0)
    add(cR == cL + cW)
    add(cB == cT + cH)
    if screen_width is not None:
        add(cW == screen_width)
    else:
        steps.append(("edit", cW, STRONG))
        steps.append(("suggest", cW, 94 * columns))
    L, R, W, CX, T, B, H, CY = ([] for _ in range(8))
    for r in range(rows):
        for c in range(columns):
            i, f = r * columns + c, r * columns
            v = {k: kiwi.Variable(f"{k}{i}") for k in ("L", "R", "W", "CX", "T", "B", "H", "CY")}
            L.append(v["L"]); R.append(v["R"]); W.append(v["W"]); CX.append(v["CX"])
            T.append(v["T"]); B.append(v["B"]); H.append(v["H"]); CY.append(v["CY"])
            iw, ih = 20 + (7 * i) % 30, 44
            add(R[i] == L[i] + W[i])
            add(CX[i] == L[i] + 0.5 * W[i])
            add(B[i] == T[i] + H[i])
            add(CY[i] == T[i] + 0.5 * H[i])
            add(L[i] == cL + 8 if c == 0 else L[i] == R[i - 1] + 6)
            if c == columns - 1:
                add(cR == R[i] + 8)
            if c > 0:
                add(W[i] == W[f])
            if c == 0:
                add(T[i] == cT + 8 if r == 0 else T[i] == B[i - columns] + 6)
            if c > 0:
                add(CY[i] == CY[f])
            add((W[i] >= iw) | STRONG)
            add((W[i] <= iw) | WEAK)
            add((H[i] >= ih) | STRONG)
            add((H[i] <= ih) | WEAK)
            add(H[i] >= 0.5 * W[i])
    add(cB == B[(rows - 1) * columns] + 8)

    def checksum():
        s = cH.value()
        for i in range(len(W)):
            s += (W[i].value() + H[i].value() + CX[i].value()) * (1 + i % 7)
        return s
    return steps, checksum, cW


def grid(rows, columns):
    return grid_steps(rows, columns)


def tiles(k):
    screen = kiwi.Variable("screenW")
    steps = [("edit", screen, STRONG), ("suggest", screen, 376)]
    checksums = []
    for _ in range(k):
        s, c, _ = grid_steps(5, 4, screen_width=screen)
        steps += s
        checksums.append(c)
    return steps, (lambda: sum(c() for c in checksums)), screen


# -- Timing ----------------------------------------------------------------------------------

def run(steps):
    """Creates a solver and makes the calls; returns it (values updated)."""
    solver = kiwi.Solver()
    for step in steps:
        kind = step[0]
        if kind == "add":
            solver.addConstraint(step[1])
        elif kind == "edit":
            solver.addEditVariable(step[1], step[2])
        else:
            solver.suggestValue(step[1], step[2])
    solver.updateVariables()
    return solver


def time_build(make, rounds):
    samples, checksum = [], None
    for _ in range(rounds):
        steps, sum_, _ = make()
        start = clock()
        solver = run(steps)
        samples.append(clock() - start)
        checksum = sum_()
        del solver
    return statistics.median(samples), checksum


def time_sweep(make, value, rounds):
    steps, sum_, edit = make()
    solver = run(steps)
    samples = []
    for _ in range(rounds):
        start = clock()
        for k in range(1000):
            solver.suggestValue(edit, value(k))
            solver.updateVariables()
        samples.append((clock() - start) / 1000)
    return statistics.median(samples), sum_()


def kiwi_figures(budget, only):
    """{(workload, size): (median, unit, checksum)} for kiwi, sizes in the bench's order."""
    figures = {}

    def wanted(workload, size):
        return only is None or workload in only or f"{workload}/{size}" in only

    def builds(workload, sizes):
        for size, n, thunk in sizes:
            if not wanted(workload, size):
                continue
            started = clock()
            rounds = 15 if n <= 300 else 1   # kiwi's larger builds take seconds each
            median, checksum = time_build(thunk, rounds)
            figures[(workload, size)] = (median * 1e3, "ms", checksum)
            if clock() - started > budget:
                break

    builds("chain-fit", [(str(n), n, lambda n=n: chain(n)) for n in (100, 300, 1000, 3000, 10000)])
    builds("chain-squeeze", [(str(n), n, lambda n=n: chain(n, squeeze=True)) for n in (100, 300, 1000, 3000, 10000)])
    builds("grid", [(f"{r}x{c}", r * c, lambda r=r, c=c: grid(r, c)) for r, c in ((5, 4), (10, 10), (20, 20), (40, 25))])
    builds("tiles", [(str(n), n, lambda n=n: tiles(n // 20)) for n in (20, 100, 200, 400, 1000)])

    # The one-screen build: a 1 × 5 grid, µs per build, median of 15 samples of 200 builds.
    if wanted("screen", "1x5"):
        samples, checksum = [], None
        for _ in range(16):
            made = [grid(1, 5) for _ in range(200)]
            start = clock()
            solvers = [run(steps) for steps, _, _ in made]
            samples.append((clock() - start) / 200 * 1e6)
            checksum = made[0][1]()
            del solvers
        figures[("screen", "1x5")] = (statistics.median(samples[1:]), "µs/build", checksum)

    def sweeps(workload, sizes):
        for size, n, thunk, val in sizes:
            if not wanted(workload, size):
                continue
            started = clock()
            median, checksum = time_sweep(thunk, val, 1 if n >= 400 else 3)
            figures[(workload, size)] = (median * 1e6, "µs/suggestion", checksum)
            if clock() - started > budget:
                break

    sweeps("edit-grid", [(f"{r}x{c}", r * c, lambda r=r, c=c: grid(r, c), lambda k, c=c: 94 * c * (0.5 + k / 1000))
                         for r, c in ((5, 4), (10, 10), (20, 20), (40, 25))])
    sweeps("edit-tiles", [(str(n), n, lambda n=n: tiles(n // 20), lambda k: 376 * (0.5 + k / 1000))
                          for n in (20, 100, 200, 400, 1000)])
    sweeps("edit-chain", [(str(n), n, lambda n=n: chain(n, editable=True), lambda k, n=n: n * (36 + 32 * k / 1000))
                          for n in (100, 300, 1000)])
    return figures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--moonkit", help="a release moonkit binary to run `bench time solver --json` with")
    parser.add_argument("--budget", type=float, default=5, help="seconds one size may take before larger ones are skipped")
    parser.add_argument("--only", help="comma-separated workload or workload/size names")
    parser.add_argument("--cpu", action="store_true", help="time with the thread's CPU clock, both solvers")
    args = parser.parse_args()
    only = args.only.split(",") if args.only else None
    env = dict(os.environ)
    if only:
        env["MOONKIT_SOLVER_ONLY"] = args.only
    if args.cpu:
        global clock
        clock = time.thread_time
        env["MOONKIT_SOLVER_CLOCK"] = "cpu"

    moon = {}
    order = []
    if args.moonkit:
        out = subprocess.run([args.moonkit, "bench", "time", "solver", "--json"],
                             check=True, capture_output=True, text=True, env=env).stdout
        for line in out.splitlines():
            if line.startswith("{"):
                f = json.loads(line)
                key = (f["workload"], f.get("size"))
                moon[key] = (f["median"], f["unit"], f.get("checksum"))
                order.append(key)
    kw = kiwi_figures(args.budget, only)
    for key in kw:
        if key not in moon:
            order.append(key)

    print(f"kiwisolver {kiwi.__version__}, Python {sys.version.split()[0]}, "
          f"{'thread CPU time' if args.cpu else 'wall clock'}")
    print("| workload | size | unit | MoonKit | kiwisolver | kiwi / MoonKit | checksums (MoonKit, kiwi) |")
    print("|---|---|---|---|---|---|---|")
    for key in order:
        m, k = moon.get(key), kw.get(key)
        unit = (m or k)[1]
        mv = f"{m[0]:.4g}" if m else "—"
        kv = f"{k[0]:.4g}" if k else "—"
        ratio = f"{k[0] / m[0]:.1f}×" if m and k else "—"
        sums = f"{m[2]:.6g}, {k[2]:.6g}" if m and k else ""
        print(f"| {key[0]} | {key[1]} | {unit} | {mv} | {kv} | {ratio} | {sums} |")


if __name__ == "__main__":
    main()
