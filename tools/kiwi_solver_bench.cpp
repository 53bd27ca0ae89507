// kiwi's C++ core on the workloads of `moonkit bench solver`: the standing anchor the solver's
// speed is judged against (issue 36). For measurement only: tools/solver_vs_kiwi.py fetches
// kiwi 1.5.1's headers from the PyPI sdist into .build/, compiles this file against them
// (g++ -O2 -DNDEBUG) and runs it in turn with MoonKit; nothing of kiwi is part of the package.
//
// The systems are the ones Sources/MoonBench/SolverWorkloads.swift builds, constraint for
// constraint and in the same order (pivot choices depend on it), and they are timed as
// Sources/MoonBench/SolverBench.swift times them: a build from the empty solver to updated
// values, the variables and constraints made inside the clock as MoonKit makes its own, and
// torn down after the clock stops; the one-screen build in samples of 200 builds; an edit
// sweep as 1 000 suggestions, each followed by updateVariables(). Every figure is read from
// the thread's CPU clock (MOONKIT_SOLVER_CLOCK=cpu on MoonKit's side) and printed as one JSON
// line with the checksum MoonKit prints, so that a system built differently shows.
//
//     kiwi_solver_bench [--only workload[/size],…] [--budget SECONDS]
//
// kiwi's builds grow cubically on chains and grids (chain-fit 3000 takes over a minute a build,
// 10 000 about an hour): once one build, or one sweep of 1 000 suggestions, has taken more than
// --budget seconds (default 1), the workload's larger sizes are skipped (and say so on stderr).
// A figure stops sampling after ten seconds (with at least one sample).

#include <kiwi/kiwi.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

using kiwi::Constraint;
using kiwi::Expression;
using kiwi::Solver;
using kiwi::Variable;
namespace strength = kiwi::strength;

double threadSeconds() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    const size_t mid = values.size() / 2;
    return values.size() % 2 == 1 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

// -- The workloads (SolverWorkloads.swift) ----------------------------------------------------

// A chain of `n` views stacked vertically: chain-fit (H = 52N − 8), chain-squeeze (38N − 8),
// or, with `editable`, the last bottom tied to a STRONG edit variable for the edit sweep.
struct Chain {
    std::unique_ptr<Solver> solver = std::make_unique<Solver>();
    std::vector<Variable> top, bottom, height;
    Variable total{"H"};

    double checksum() const {
        double sum = 0;
        for (size_t i = 0; i < height.size(); ++i) sum += height[i].value() * double(1 + i % 7);
        return sum;
    }
};

Chain chain(int n, bool squeeze = false, bool editable = false) {
    Chain c;
    Solver& solver = *c.solver;
    if (editable) {
        solver.addEditVariable(c.total, strength::strong);
        solver.suggestValue(c.total, double(52 * n - 8));
    }
    for (int i = 0; i < n; ++i) {
        Variable top("top" + std::to_string(i)), bottom("bottom" + std::to_string(i)),
            height("height" + std::to_string(i));
        c.top.push_back(top);
        c.bottom.push_back(bottom);
        c.height.push_back(height);
        solver.addConstraint(bottom == top + height);
        solver.addConstraint(height >= 20);
        solver.addConstraint((height == 44) | strength::weak);
        if (i == 0) {
            solver.addConstraint(top == 0);
        } else {
            solver.addConstraint(top == c.bottom[i - 1] + 8);
        }
    }
    if (editable) {
        solver.addConstraint(c.bottom[n - 1] == c.total);
    } else {
        solver.addConstraint(c.bottom[n - 1] == double((squeeze ? 38 : 52) * n - 8));
    }
    solver.updateVariables();
    return c;
}

// One grid of R × C buttons in a container.
struct Grid {
    Variable cL{"cL"}, cR{"cR"}, cW{"cW"}, cT{"cT"}, cB{"cB"}, cH{"cH"};
    std::vector<Variable> L, R, W, CX, T, B, H, CY;

    double checksum() const {
        double sum = cH.value();
        for (size_t i = 0; i < W.size(); ++i) sum += (W[i].value() + H[i].value() + CX[i].value()) * double(1 + i % 7);
        return sum;
    }
};

// Adds a grid to `solver`: its container width a STRONG edit variable suggested 94 × C, or,
// when `screenWidth` is given, tied to it (required).
Grid addGrid(Solver& solver, int rows, int columns, const Variable* screenWidth = nullptr) {
    Grid g;
    auto add = [&](const Constraint& c) { solver.addConstraint(c); };
    add(g.cL == 0);
    add(g.cT == 0);
    add(g.cR == g.cL + g.cW);
    add(g.cB == g.cT + g.cH);
    if (screenWidth) {
        add(g.cW == *screenWidth);
    } else {
        solver.addEditVariable(g.cW, strength::strong);
        solver.suggestValue(g.cW, double(94 * columns));
    }
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            const int i = r * columns + c, f = r * columns;
            const std::string n = std::to_string(i);
            Variable L("L" + n), R("R" + n), W("W" + n), CX("CX" + n), T("T" + n), B("B" + n), H("H" + n), CY("CY" + n);
            g.L.push_back(L); g.R.push_back(R); g.W.push_back(W); g.CX.push_back(CX);
            g.T.push_back(T); g.B.push_back(B); g.H.push_back(H); g.CY.push_back(CY);
            const double iw = double(20 + (7 * i) % 30), ih = 44.0;
            add(R == L + W);
            add(CX == L + 0.5 * W);
            add(B == T + H);
            add(CY == T + 0.5 * H);
            add(c == 0 ? (L == g.cL + 8) : (L == g.R[i - 1] + 6));
            if (c == columns - 1) add(g.cR == R + 8);
            if (c > 0) add(W == g.W[f]);
            if (c == 0) add(r == 0 ? (T == g.cT + 8) : (T == g.B[i - columns] + 6));
            if (c > 0) add(CY == g.CY[f]);
            add((W >= iw) | strength::strong);
            add((W <= iw) | strength::weak);
            add((H >= ih) | strength::strong);
            add((H <= ih) | strength::weak);
            add(H >= 0.5 * W);
        }
    }
    add(g.cB == g.B[(rows - 1) * columns] + 8);
    return g;
}

struct Grids {
    std::unique_ptr<Solver> solver = std::make_unique<Solver>();
    Variable edit;   // the grid's container width, or the tiles' screen width
    std::vector<Grid> grids;

    double checksum() const {
        double sum = 0;
        for (const Grid& g : grids) sum += g.checksum();
        return sum;
    }
};

Grids grid(int rows, int columns) {
    Grids g;
    g.grids.push_back(addGrid(*g.solver, rows, columns));
    g.edit = g.grids[0].cW;
    g.solver->updateVariables();
    return g;
}

// `k` 5 × 4 grids whose widths are tied to one STRONG edit variable, suggested 376.
Grids tiles(int k) {
    Grids t;
    t.edit = Variable("screenW");
    t.solver->addEditVariable(t.edit, strength::strong);
    t.solver->suggestValue(t.edit, 376);
    for (int i = 0; i < k; ++i) t.grids.push_back(addGrid(*t.solver, 5, 4, &t.edit));
    t.solver->updateVariables();
    return t;
}

// -- Timing (SolverBench.swift) ---------------------------------------------------------------

struct Options {
    std::set<std::string> only;
    double budget = 1;

    bool wanted(const std::string& workload, const std::string& size) const {
        return only.empty() || only.count(workload) || only.count(workload + "/" + size);
    }
};

void print(const std::string& workload, const std::string& size, double median, const char* unit,
           double checksum, size_t rounds) {
    std::printf("{\"checksum\":%.17g,\"median\":%.17g,\"rounds\":%zu,\"size\":\"%s\",\"unit\":\"%s\",\"workload\":\"%s\"}\n",
                checksum, median, rounds, size.c_str(), unit, workload.c_str());
    std::fflush(stdout);
}

// MoonKit's rounds for a size, with a warm-up round first; kiwi's larger builds take seconds
// each, so sampling stops early (with at least one sample) after `samplingSeconds`, and a long
// warm-up build counts as a sample.
int rounds(int n) { return n <= 300 ? 15 : n <= 1000 ? 9 : n <= 3000 ? 5 : 3; }
constexpr double samplingSeconds = 10;

// Times builds of one workload, size after size, until a size uses more than the budget.
template <typename Built>
void builds(const Options& options, const std::string& workload,
            const std::vector<std::pair<std::string, int>>& sizes, const std::function<Built(int)>& build) {
    bool overBudget = false;
    for (const auto& [size, n] : sizes) {
        if (!options.wanted(workload, size)) continue;
        if (overBudget) {
            std::fprintf(stderr, "kiwi: %s %s skipped (the size before took over %g s)\n", workload.c_str(), size.c_str(), options.budget);
            continue;
        }
        const double started = threadSeconds();
        std::vector<double> samples;
        double checksum = 0;
        {
            const double warmStart = threadSeconds();
            Built warm = build(n);   // one untimed warm-up round, unless it takes long
            if (threadSeconds() - warmStart > samplingSeconds / 10) {
                samples.push_back(threadSeconds() - warmStart);
                checksum = warm.checksum();
            }
        }
        while (int(samples.size()) < rounds(n) && (samples.empty() || threadSeconds() - started < samplingSeconds)) {
            const double start = threadSeconds();
            Built built = build(n);
            samples.push_back(threadSeconds() - start);
            checksum = built.checksum();
        }
        print(workload, size, median(samples) * 1e3, "ms", checksum, samples.size());
        overBudget = median(samples) > options.budget;
    }
}

// Times 1 000 suggestions (each followed by updateVariables), µs per suggestion.
template <typename Built>
void sweeps(const Options& options, const std::string& workload, const std::vector<std::pair<std::string, int>>& sizes,
            const std::function<Built(int)>& build, const std::function<Variable(const Built&)>& editVariable,
            const std::function<double(int n, int k)>& suggestion) {
    bool overBudget = false;
    for (const auto& [size, n] : sizes) {
        if (!options.wanted(workload, size)) continue;
        if (overBudget) {
            std::fprintf(stderr, "kiwi: %s %s skipped (the size before took over %g s)\n", workload.c_str(), size.c_str(), options.budget);
            continue;
        }
        const double started = threadSeconds();
        Built built = build(n);
        Variable edit = editVariable(built);
        std::vector<double> samples;
        const int count = n >= 400 ? 1 : 3;
        while (int(samples.size()) < count && (samples.empty() || threadSeconds() - started < samplingSeconds)) {
            const double start = threadSeconds();
            for (int k = 0; k < 1000; ++k) {
                built.solver->suggestValue(edit, suggestion(n, k));
                built.solver->updateVariables();
            }
            samples.push_back((threadSeconds() - start) / 1000);
        }
        print(workload, size, median(samples) * 1e6, "µs/suggestion", built.checksum(), samples.size());
        overBudget = median(samples) > options.budget / 1000;   // a sweep is 1 000 suggestions
    }
}

std::vector<std::pair<std::string, int>> sizesOf(const std::vector<int>& ns) {
    std::vector<std::pair<std::string, int>> sizes;
    for (int n : ns) sizes.emplace_back(std::to_string(n), n);
    return sizes;
}

// Grid sizes: "RxC" with the number of buttons (which sets the rounds, as in MoonKit), and the
// rows and columns of each button count.
const std::vector<std::pair<std::string, int>> gridSizes = {{"5x4", 20}, {"10x10", 100}, {"20x20", 400}, {"40x25", 1000}};
int gridRows(int buttons) { return buttons == 20 ? 5 : buttons == 100 ? 10 : buttons == 400 ? 20 : 40; }
int gridColumns(int buttons) { return buttons / gridRows(buttons); }

void run(const Options& options) {
    const auto chains = sizesOf({100, 300, 1000, 3000, 10000});
    builds<Chain>(options, "chain-fit", chains, [](int n) { return chain(n); });
    builds<Chain>(options, "chain-squeeze", chains, [](int n) { return chain(n, true); });
    builds<Grids>(options, "grid", gridSizes, [](int n) { return grid(gridRows(n), gridColumns(n)); });
    builds<Grids>(options, "tiles", sizesOf({20, 100, 200, 400, 1000}), [](int n) { return tiles(n / 20); });

    // The one-screen build: a 1 × 5 grid, µs per build; 16 samples of 200 builds, the first a
    // warm-up; the solvers are let go after each sample's clock stops.
    if (options.wanted("screen", "1x5")) {
        std::vector<double> samples;
        double checksum = 0;
        std::vector<Grids> built;
        built.reserve(200);
        for (int round = 0; round < 16; ++round) {
            const double start = threadSeconds();
            for (int i = 0; i < 200; ++i) built.push_back(grid(1, 5));
            if (round > 0) samples.push_back((threadSeconds() - start) / 200 * 1e6);
            checksum = built[0].checksum();
            built.clear();
        }
        print("screen", "1x5", median(samples), "µs/build", checksum, samples.size());
    }

    sweeps<Grids>(options, "edit-grid", gridSizes, [](int n) { return grid(gridRows(n), gridColumns(n)); },
                  [](const Grids& g) { return g.edit; },
                  [](int n, int k) { return 94.0 * gridColumns(n) * (0.5 + k / 1000.0); });
    sweeps<Grids>(options, "edit-tiles", sizesOf({20, 100, 200, 400, 1000}), [](int n) { return tiles(n / 20); },
                  [](const Grids& t) { return t.edit; }, [](int, int k) { return 376 * (0.5 + k / 1000.0); });
    sweeps<Chain>(options, "edit-chain", sizesOf({100, 300, 1000}), [](int n) { return chain(n, false, true); },
                  [](const Chain& c) { return c.total; }, [](int n, int k) { return n * (36 + 32 * k / 1000.0); });
}

}  // namespace

int main(int argc, char** argv) {
    Options options;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--only" && i + 1 < argc) {
            std::stringstream list(argv[++i]);
            for (std::string name; std::getline(list, name, ',');) options.only.insert(name);
        } else if (arg == "--budget" && i + 1 < argc) {
            char* end = nullptr;
            options.budget = std::strtod(argv[++i], &end);
            if (*end != '\0' || !(options.budget > 0)) {
                std::fprintf(stderr, "kiwi_solver_bench: --budget takes a positive number of seconds, not '%s'\n", argv[i]);
                return 2;
            }
        } else {
            std::fprintf(stderr, "usage: kiwi_solver_bench [--only workload[/size],...] [--budget SECONDS]\n");
            return 2;
        }
    }
    run(options);
    return 0;
}
