import TestSupport
import Foundation
import Testing
@testable import Cassowary

/// Random systems with edits, solved by the solver and refereed by an LP solver: HiGHS, through
/// `tools/lp_referee.py` (Debian's `python3-scipy`, a test-time dependency only).
///
/// After every suggestion or change of a constant, the system the solver holds (its
/// constraints, and each edit variable's `v == value` at the edit's strength) is written out
/// with the values the solver gave. The referee solves it level by level, as the solver's
/// strengths mean (see `Strength`), and the test asks: do the required constraints hold, and
/// does each level's total error equal the least the referee found? Together that says the
/// values are an optimum, so where the optimum is unique they are *the* optimum. At the end of
/// each run the referee also gives each variable's range over all optima, and the value must lie
/// in it (for a unique value, the range is a point). A call the solver refuses (a required
/// constraint it cannot satisfy) must be one the referee finds infeasible too.
///
/// The systems: stacks of views whose heights prefer a size at different strengths, with a
/// bound, moved by an edit variable on the stack's total, often far (many heights pass a
/// breakpoint in one suggestion: the dual simplex's flips); rows of buttons in a container whose
/// width is edited; random small systems with edits and changed constants; and stacks given
/// redundant constraints (repeated, scaled or implied) that are then removed, the original or
/// the repetition, along with some of the preferences.
@Suite struct LPRefereeTests {
    @Test func randomSystemsMatchTheReferee() throws {
        var runs: [RefereedRun] = []
        for seed in 0..<100 { runs.append(try stack(seed: seed)) }
        for seed in 0..<50 { runs.append(try buttonRows(seed: seed)) }
        for seed in 0..<150 { runs.append(try randomSystem(seed: seed)) }
        for seed in 0..<60 { runs.append(try redundantRemovals(seed: seed)) }
        let checkpoints = runs.flatMap(\.checkpoints)
        let answers = try referee(checkpoints.map(\.problem))
        try #require(answers.count == checkpoints.count, "the referee answered \(answers.count) of \(checkpoints.count) problems")

        var differences = 0, uniqueValues = 0, refused = 0, removals = 0
        for (checkpoint, answer) in zip(checkpoints, answers) {
            let found = checkpoint.differences(from: answer)
            differences += found.count
            for difference in found { Issue.record("\(checkpoint.name): \(difference)") }
            uniqueValues += checkpoint.uniqueValues(in: answer)
            if checkpoint.refused { refused += 1 }
            if checkpoint.name.contains("removed") { removals += 1 }
        }
        #expect(differences == 0)
        // The run exercised what it is for: values compared where unique, refusals refereed,
        // and the dual simplex's flips (breakpoints passed without a pivot of the long row).
        let flips = runs.reduce(0) { $0 + $1.solver.flipCount }
        #expect(checkpoints.count > 900)
        #expect(uniqueValues > 400)
        #expect(refused > 20)
        #expect(flips > 400)
        #expect(removals >= 100)
    }

    /// A stack of 3…10 views: `bottom = top + height`, a gap between views, `height ≥ least`
    /// (required), `height == preferred` at a random strength, sometimes `height ≤ most` at
    /// another; the stack's bottom is an edit variable, suggested three times anywhere from well
    /// below the least total to well above the preferred one.
    func stack(seed: Int) throws -> RefereedRun {
        var rng = SplitMix(state: UInt64(seed) &* 104_729 &+ 3)
        let run = RefereedRun("stack \(seed)")
        let n = rng.int(3...10)
        let total = run.variable("total")
        try run.edit(total, strength: rng.chance(0.7) ? .strong : randomStrength(&rng))
        var heights: [Variable] = []
        var previousBottom: Variable?
        var least = 0.0, preferred = 0.0
        for i in 0..<n {
            let top = run.variable("top\(i)"), bottom = run.variable("bottom\(i)"), height = run.variable("height\(i)")
            heights.append(height)
            let gap = Double(rng.int(0...10))
            try run.add(previousBottom.map { top.eq($0 + gap) } ?? top.eq(0))
            try run.add(bottom.eq(top + height))
            let low = Double(rng.int(0...30)), want = low + Double(rng.int(0...40))
            try run.add(height.ge(Expression(low)))
            try run.add(height.eq(Expression(want), strength: randomStrength(&rng)))
            if rng.chance(0.3) { try run.add(height.le(Expression(want + Double(rng.int(0...30))), strength: randomStrength(&rng))) }
            least += low + (i > 0 ? gap : 0)
            preferred += want + (i > 0 ? gap : 0)
            previousBottom = bottom
        }
        try run.add(previousBottom!.eq(Expression(total)))
        for step in 0..<3 {
            let value = Double(rng.int(Int(least) - 40...Int(preferred) + 60 * n))
            try run.suggest(total, value)
            run.checkpoint("suggestion \(step)", ranges: step == 2 && seed % 2 == 0 ? heights : [])
        }
        return run
    }

    /// 1…3 rows of 2…5 buttons across a container whose width is an edit variable, suggested
    /// three times: each button wants at least its own width at one strength and at most it at
    /// another; some rows share one width.
    func buttonRows(seed: Int) throws -> RefereedRun {
        var rng = SplitMix(state: UInt64(seed) &* 7_927 &+ 11)
        let run = RefereedRun("button rows \(seed)")
        let left = run.variable("left"), width = run.variable("width")
        try run.add(left.eq(0))
        try run.edit(width, strength: rng.chance(0.7) ? .strong : randomStrength(&rng))
        var widths: [Variable] = []
        for row in 0..<rng.int(1...3) {
            let columns = rng.int(2...5)
            let shared = rng.chance(0.5)
            var previousRight: Variable?
            var first: Variable?
            for c in 0..<columns {
                let l = run.variable("L\(row).\(c)"), r = run.variable("R\(row).\(c)"), w = run.variable("W\(row).\(c)")
                widths.append(w)
                try run.add(r.eq(l + w))
                try run.add(previousRight.map { l.eq($0 + 6) } ?? l.eq(left + 8))
                let own = Double(rng.int(20...60))
                try run.add(w.ge(Expression(own), strength: randomStrength(&rng)))
                try run.add(w.le(Expression(own), strength: randomStrength(&rng)))
                if shared, let first { try run.add(w.eq(Expression(first))) }
                first = first ?? w
                previousRight = r
            }
            try run.add((left + width).eq(previousRight! + 8))
        }
        for step in 0..<3 {
            try run.suggest(width, Double(rng.int(0...400)))
            run.checkpoint("suggestion \(step)", ranges: step == 2 && seed % 2 == 0 ? widths : [])
        }
        return run
    }

    /// 3…6 variables, 4…12 random constraints of random strengths (required ones the solver
    /// refuses are refereed as infeasible), one or two edit variables, then three steps that
    /// suggest values or change constraints' constants.
    func randomSystem(seed: Int) throws -> RefereedRun {
        var rng = SplitMix(state: UInt64(seed) &* 6_151 &+ 5)
        let run = RefereedRun("random system \(seed)")
        let variables = (0..<rng.int(3...6)).map { run.variable("v\($0)") }
        for _ in 0..<rng.int(4...12) {
            let relation = [Relation.lessThanOrEqual, .equal, .greaterThanOrEqual][rng.int(0...2)]
            let strength = rng.chance(0.35) ? Strength.required : randomStrength(&rng)
            try run.add(Constraint(randomExpression(&rng, variables), relation, 0, strength: strength))
        }
        let edited = Array(variables.shuffled(using: &rng).prefix(rng.int(1...2)))
        for v in edited { try run.edit(v, strength: randomStrength(&rng)) }
        for step in 0..<3 {
            if rng.chance(0.6) || run.active.isEmpty {
                try run.suggest(edited[rng.int(0...(edited.count - 1))], Double(rng.int(-40...40)))
            } else {
                try run.setConstant(of: run.active[rng.int(0...(run.active.count - 1))], to: Double(rng.int(-30...30)))
            }
            run.checkpoint("step \(step)", ranges: step == 2 && seed % 2 == 0 ? variables : [])
        }
        return run
    }

    /// A stack of 3…8 views as in `stack`, where some views get a redundant constraint beside
    /// their own: the equation `bottom = top + height` repeated (as it is, or doubled on both
    /// sides) or the bound `height ≥ least` implied by a lower one, required or optional. After
    /// a suggestion, either the original or the redundant one of each pair is removed (checked
    /// after each removal), then a few preferences; then the total is suggested again.
    func redundantRemovals(seed: Int) throws -> RefereedRun {
        var rng = SplitMix(state: UInt64(seed) &* 15_485_863 &+ 7)
        let run = RefereedRun("redundant removals \(seed)")
        let n = rng.int(3...8)
        let total = run.variable("total")
        try run.edit(total, strength: rng.chance(0.7) ? .strong : randomStrength(&rng))
        var pairs: [(Constraint, Constraint)] = []
        var preferences: [Constraint] = []
        var previousBottom: Variable?
        var least = 0.0, preferred = 0.0
        for i in 0..<n {
            let top = run.variable("top\(i)"), bottom = run.variable("bottom\(i)"), height = run.variable("height\(i)")
            let gap = Double(rng.int(0...10))
            try run.add(previousBottom.map { top.eq($0 + gap) } ?? top.eq(0))
            let own = bottom.eq(top + height)
            try run.add(own)
            let low = Double(rng.int(0...30)), want = low + Double(rng.int(0...40))
            let bound = height.ge(Expression(low))
            try run.add(bound)
            let preference = height.eq(Expression(want), strength: randomStrength(&rng))
            try run.add(preference)
            preferences.append(preference)
            switch rng.int(0...3) {
            case 0:
                let again = bottom.eq(top + height)
                try run.add(again)
                pairs.append((own, again))
            case 1:
                let doubled = Expression(2 * bottom).eq(2 * top + 2 * height)
                try run.add(doubled)
                pairs.append((own, doubled))
            case 2:
                let lower = height.ge(Expression(low - Double(rng.int(0...10))),
                                      strength: rng.chance(0.5) ? .required : randomStrength(&rng))
                try run.add(lower)
                pairs.append((bound, lower))
            default:
                break
            }
            least += low + (i > 0 ? gap : 0)
            preferred += want + (i > 0 ? gap : 0)
            previousBottom = bottom
        }
        try run.add(previousBottom!.eq(Expression(total)))
        try run.suggest(total, Double(rng.int(Int(least) - 40...Int(preferred) + 60 * n)))
        run.checkpoint("suggestion", ranges: [])
        for (k, (original, redundant)) in pairs.enumerated() {
            // The repeated equation may stand in for the original; an implied bound never does.
            let removeOriginal = original.relation == .equal && rng.chance(0.5)
            try run.remove(removeOriginal ? original : redundant)
            run.checkpoint("pair \(k) removed", ranges: [])
        }
        for (k, preference) in preferences.enumerated() where rng.chance(0.3) {
            try run.remove(preference)
            run.checkpoint("preference \(k) removed", ranges: [])
        }
        try run.suggest(total, Double(rng.int(Int(least) - 40...Int(preferred) + 60 * n)))
        run.checkpoint("suggestion after the removals", ranges: [])
        return run
    }

    /// One of six optional levels (few, so that the referee solves few LPs per problem).
    func randomStrength(_ rng: inout SplitMix) -> Strength {
        let levels: [Strength] = [.strong, .priority(750), .medium, .priority(250), .priority(100), .weak]
        return levels[rng.int(0...(levels.count - 1))]
    }
}

extension SplitMix: RandomNumberGenerator {}

/// One run of the solver: what it holds, and the problems written for the referee as it goes.
final class RefereedRun {
    let name: String
    let solver = Solver()
    private(set) var variables: [Variable] = []
    private var index: [ObjectIdentifier: Int] = [:]
    private(set) var active: [Constraint] = []
    private var edits: [(Variable, Strength, Double)] = []
    private(set) var checkpoints: [Checkpoint] = []

    init(_ name: String) { self.name = name }

    func variable(_ name: String) -> Variable {
        let v = Variable(name)
        index[ObjectIdentifier(v)] = variables.count
        variables.append(v)
        return v
    }

    /// Adds `c`; a required one the solver refuses becomes a problem the referee must find
    /// infeasible.
    func add(_ c: Constraint) throws {
        do {
            try solver.addConstraint(c)
            active.append(c)
        } catch .unsatisfiableConstraint(let failed, _) {
            #expect(failed === c)
            refused(written(c, constant: c.expression.constant), "adding \(c)")
        }
    }

    /// Removes `c`, which the solver holds.
    func remove(_ c: Constraint) throws {
        try solver.removeConstraint(c)
        active.removeAll { $0 === c }
    }

    func edit(_ v: Variable, strength: Strength) throws {
        try solver.addEditVariable(v, strength: strength)
        edits.append((v, strength, 0))
    }

    func suggest(_ v: Variable, _ value: Double) throws {
        try solver.suggestValue(v, value)
        let i = try #require(edits.firstIndex { $0.0 === v })
        edits[i].2 = value
    }

    func setConstant(of c: Constraint, to k: Double) throws {
        let newConstant = c.expression.constant + c.constant - k   // the expression's, with rhs k
        do {
            try solver.setConstant(of: c, to: k)
        } catch .unsatisfiableConstraint(let failed, _) {
            #expect(failed === c)
            refused(written(c, constant: newConstant), "setting the constant of \(c) to \(k)")
        }
    }

    /// The system as the solver holds it now, with its values, for the referee.
    func checkpoint(_ step: String, ranges: [Variable]) {
        solver.updateVariables()
        #expect(solver.brokenInvariant() == nil, "\(name) \(step): \(solver.brokenInvariant() ?? "")")
        var written = active.map { self.written($0, constant: $0.expression.constant) }
        for (v, strength, value) in edits {
            written.append(WrittenConstraint(priority: strength.priority, relation: "==", constant: -value,
                                             terms: [(index[ObjectIdentifier(v)]!, 1)]))
        }
        let problem = RefereeProblem(variables: variables.count, constraints: written,
                                     ranges: ranges.isEmpty ? nil : ranges.map { index[ObjectIdentifier($0)]! })
        checkpoints.append(Checkpoint(name: "\(name) \(step)", problem: problem, values: variables.map(\.value), refused: false))
    }

    private func refused(_ c: WrittenConstraint, _ what: String) {
        let required = active.filter(\.strength.isRequired).map { written($0, constant: $0.expression.constant) }
        let problem = RefereeProblem(variables: variables.count, constraints: required + [c], ranges: nil)
        checkpoints.append(Checkpoint(name: "\(name): \(what)", problem: problem, values: [], refused: true))
    }

    private func written(_ c: Constraint, constant: Double) -> WrittenConstraint {
        let relation = c.relation == .equal ? "==" : c.relation == .lessThanOrEqual ? "<=" : ">="
        return WrittenConstraint(priority: c.strength.priority, relation: relation, constant: constant,
                                 terms: c.expression.terms.map { (index[ObjectIdentifier($0.variable)]!, $0.coefficient) })
    }
}

/// `Σ coefficient × variable + constant  relation  0` at a priority (1000: required).
struct WrittenConstraint: Encodable {
    let priority: Double
    let relation: String
    let constant: Double
    let terms: [(Int, Double)]

    func value(_ values: [Double]) -> Double { terms.reduce(constant) { $0 + $1.1 * values[$1.0] } }

    /// How far it is from holding with these values (the solver's error for it).
    func violation(_ values: [Double]) -> Double {
        let v = value(values)
        return relation == "==" ? abs(v) : relation == "<=" ? max(0, v) : max(0, -v)
    }

    func encode(to encoder: Encoder) throws {
        var list = encoder.unkeyedContainer()
        try list.encode(priority)
        try list.encode(relation)
        try list.encode(constant)
        try list.encode(terms.map { [Double($0.0), $0.1] })
    }
}

struct RefereeProblem: Encodable {
    let variables: Int
    let constraints: [WrittenConstraint]
    let ranges: [Int]?
}

struct RefereeAnswer: Decodable {
    let status: String
    let levels: [[Double]]?
    /// Per variable asked for: its least and greatest value over the optima (nil: unbounded).
    let ranges: [[Double?]]?
}

struct Checkpoint {
    let name: String
    let problem: RefereeProblem
    /// The solver's values of every variable, in the problem's order.
    let values: [Double]
    /// A call the solver refused: the referee must find `problem` infeasible.
    let refused: Bool

    /// Values closer than this (relative to their size, at least 1) are equal: the referee
    /// meets constraints to 1e-7 and fixes each level's optimum within that.
    static let tolerance = 1e-6

    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= Checkpoint.tolerance * max(1, abs(a), abs(b)) }

    func differences(from answer: RefereeAnswer) -> [String] {
        if refused {
            return answer.status == "infeasible" ? [] : ["the solver refused a required constraint the referee can satisfy"]
        }
        guard answer.status == "optimal", let levels = answer.levels else {
            return ["the referee finds the system \(answer.status)"]
        }
        var found: [String] = []
        for c in problem.constraints where c.priority >= 1000 && c.violation(values) > Checkpoint.tolerance {
            found.append("a required constraint is violated by \(c.violation(values))")
        }
        for level in levels {
            let error = problem.constraints.filter { $0.priority == level[0] }.reduce(0) { $0 + $1.violation(values) }
            if !close(error, level[1]) {
                found.append("priority \(level[0]): total error \(error), the referee's least is \(level[1])")
            }
        }
        for (k, v) in (problem.ranges ?? []).enumerated() {
            guard let range = answer.ranges?[k] else { found.append("no range for variable \(v)"); continue }
            let value = values[v]
            if let low = range[0], value < low && !close(value, low) { found.append("variable \(v) is \(value), below the optima's \(low)") }
            if let high = range[1], value > high && !close(value, high) { found.append("variable \(v) is \(value), above the optima's \(high)") }
        }
        return found
    }

    /// How many of the variables asked for have one value over all optima.
    func uniqueValues(in answer: RefereeAnswer) -> Int {
        (answer.ranges ?? []).filter { range in
            guard let low = range[0], let high = range[1] else { return false }
            return close(low, high)
        }.count
    }
}

/// Runs `tools/lp_referee.py` on the problems. Fails, saying how to install what is missing,
/// when Python or SciPy is not there.
func referee(_ problems: [RefereeProblem]) throws -> [RefereeAnswer] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let python = "/usr/bin/python3"
    let install = "the LP referee needs Debian's python3 and python3-scipy: run `bash .ci/install-deps` (or `sudo apt-get install python3-scipy`)"
    guard FileManager.default.isExecutableFile(atPath: python) else {
        throw RefereeFailure("\(python) not found; \(install)")
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lp-referee-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("problems.json"), errors = folder.appendingPathComponent("stderr.txt")
    try JSONEncoder().encode(problems).write(to: input)
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [root.appendingPathComponent("tools/lp_referee.py").path]
    process.standardInput = try FileHandle(forReadingFrom: input)
    process.standardError = try FileHandle(forWritingTo: errors)
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readToEndRetryingInterrupts()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        if message.contains("No module named") { throw RefereeFailure("\(message)\n\(install)") }
        throw RefereeFailure("tools/lp_referee.py exited with \(process.terminationStatus):\n\(message)")
    }
    return try JSONDecoder().decode([RefereeAnswer].self, from: data)
}

struct RefereeFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
