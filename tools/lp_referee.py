#!/usr/bin/env python3
"""Solves constraint systems with an LP solver, to referee MoonKit's Cassowary solver in tests.

For tests only (CassowaryTests' LPRefereeTests run it; nothing in the engine does): it needs
SciPy with HiGHS (Debian's `python3-scipy`; `.ci/install-deps` installs it). Run it with
/usr/bin/python3 if another Python comes first on the PATH.

    /usr/bin/python3 tools/lp_referee.py < problems.json > answers.json

Input: a JSON list of problems, each

    {"variables": 3,
     "constraints": [[priority, relation, constant, [[variable, coefficient], ...]], ...],
     "ranges": [variable, ...]}

where a constraint reads `Σ coefficient × variable + constant  relation  0`, relation is one
of "<=", "==", ">=", and priority is Cassowary's: 1000 is required, below that a level.

Output: a JSON list of answers, one per problem, in order:

    {"status": "optimal", "levels": [[priority, least total error], ...],
     "ranges": [[low, high], ...]}      or      {"status": "infeasible"}

Strengths are lexicographic, as in the solver (see Sources/Cassowary/Strength.swift): the
required constraints hold; then the total error of the highest level is as small as it can be;
then, without giving any of that back, the next level's; and so on. Each level is one LP whose
objective is the sum of its constraints' errors (|e| for ==, max(0, e) for <=, max(0, −e) for
>=, written with non-negative error variables), and its optimum is then fixed as a constraint
for the levels below. `levels` lists each level's optimum, highest first. Then the range over the optimal solutions (the least and greatest value it takes with
every level at its optimum; null where unbounded) of each variable listed in "ranges" follows:
a variable whose range is a point has a unique value.
"""

import json
import sys

import numpy as np
from scipy.optimize import linprog

RELATIONS = ("<=", "==", ">=")


# HiGHS meets constraints and optimality to 1e-7 by default; a level's optimum, fixed for the
# levels below, then moves those levels' optima by as much (times the coefficients), more than
# the tests allow. Tightened, the optima agree with exact ones to about 1e-8.
TOLERANCES = {"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10}

# How much a level's fixed optimum may be exceeded in the levels below, relative to its size
# (at least 1): an optimum fixed exactly can read as infeasible in a later LP, so each problem
# is solved with the first of these that works.
SLACKS = (1e-10, 1e-9, 1e-8, 1e-7)


class Numerical(Exception):
    """A later LP found the fixed optima infeasible: they need more slack."""


def solve(problem):
    for slack in SLACKS:
        try:
            return solve_with(problem, slack)
        except Numerical as failure:
            last = failure
    raise RuntimeError(f"HiGHS: {last} (with every slack of {SLACKS})")


def solve_with(problem, slack):
    n = problem["variables"]
    constraints = problem["constraints"]
    # Columns: the n variables (free), then one error column per optional inequality and two
    # (above and below) per optional equality (each >= 0).
    errors_of = []   # per constraint: its error columns
    columns = n
    for priority, relation, _, _ in constraints:
        if relation not in RELATIONS:
            raise ValueError(f"unknown relation {relation!r}")
        if priority >= 1000:
            errors_of.append([])
        elif relation == "==":
            errors_of.append([columns, columns + 1])
            columns += 2
        else:
            errors_of.append([columns])
            columns += 1

    a_ub, b_ub, a_eq, b_eq = [], [], [], []
    for (priority, relation, constant, terms), errors in zip(constraints, errors_of):
        row = np.zeros(columns)
        for variable, coefficient in terms:
            row[variable] += coefficient
        if relation == "==":
            if errors:
                row[errors[0]], row[errors[1]] = -1.0, 1.0   # expression = above − below
            a_eq.append(row)
            b_eq.append(-constant)
        else:
            if relation == ">=":
                row = -row
                constant = -constant
            if errors:
                row[errors[0]] = -1.0                         # expression ≤ error
            a_ub.append(row)
            b_ub.append(-constant)

    bounds = [(None, None)] * n + [(0, None)] * (columns - n)
    levels = sorted({c[0] for c in constraints if c[0] < 1000}, reverse=True)

    def lp(objective):
        return linprog(objective,
                       A_ub=np.array(a_ub) if a_ub else None, b_ub=np.array(b_ub) if b_ub else None,
                       A_eq=np.array(a_eq) if a_eq else None, b_eq=np.array(b_eq) if b_eq else None,
                       bounds=bounds, method="highs", options=TOLERANCES)

    answer = {"status": "optimal", "levels": []}
    if not levels:
        result = lp(np.zeros(columns))
        if result.status == 2:
            return {"status": "infeasible"}
        if result.status != 0:
            raise RuntimeError(f"HiGHS: {result.message}")
    for level in levels:
        objective = np.zeros(columns)
        for (priority, _, _, _), errors in zip(constraints, errors_of):
            if priority == level:
                objective[errors] = 1.0
        result = lp(objective)
        if result.status == 2:
            if answer["levels"]:
                raise Numerical(f"level {level}: {result.message}")
            return {"status": "infeasible"}
        if result.status != 0:
            raise RuntimeError(f"HiGHS at level {level}: {result.message}")
        answer["levels"].append([level, result.fun])
        a_ub.append(objective)
        b_ub.append(result.fun + slack * max(1.0, abs(result.fun)))

    if problem.get("ranges"):
        ranges = []
        for v in problem["ranges"]:
            ends = []
            for sign in (1.0, -1.0):
                objective = np.zeros(columns)
                objective[v] = sign
                result = lp(objective)
                if result.status == 3:
                    ends.append(None)
                elif result.status == 0:
                    ends.append(sign * result.fun)
                elif result.status == 2:
                    raise Numerical(f"the range of variable {v}: {result.message}")
                else:
                    raise RuntimeError(f"HiGHS on the range of variable {v}: {result.message}")
            ranges.append(ends)
        answer["ranges"] = ranges
    return answer


def main():
    problems = json.load(sys.stdin)
    json.dump([solve(p) for p in problems], sys.stdout)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
