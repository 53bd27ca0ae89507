import ArgumentParser
import Foundation
import LuaBridge
import MoonLua

/// `moonkit test [PATHS]`: runs games' test files (`*_test.lua`, docs/testing.md) in parallel,
/// prints each failure with its file:line and ends with the line CI tools read, `N passed, N failed`.
struct GameTests: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run games' test files (*_test.lua) in parallel; print `N passed, N failed`.",
        discussion: """
            A test file names its game and defines tests that play it through the screen, as a
            bot does, and check what they see (docs/testing.md):

              test.game "../hangman.lua"
              test("a right letter shows in the word", function(game)
                game:wait(0)                 -- the words load; seed 1 deals BOTTLE
                game:tap("T")
                expect(game:text("word")).toBe("??TT??")
                expect(game):toMatchSnapshot("after_t")
              end)

            Each test plays a fresh game with its seed (1 unless the file sets one). Snapshots
            are compared with their golden PNGs in __snapshots__/ beside the test file; a
            difference writes a diff picture beside the golden and names it.
            Tests run on --jobs threads; their lines print in the same order whatever the threads
            do. Exit codes: 0 all passed, 1 a test failed (or none ran), 2 a usage error.

            Examples:
              moonkit test
              moonkit test scripts/tests --jobs 4 --junit results.xml
              moonkit test scripts/tests/hangman_test.lua --filter guess
              moonkit test --update-snapshots
            """
    )

    @Argument(help: "Test files and folders to look in for *_test.lua (default: the current folder).")
    var paths: [String] = []

    @Option(parsing: .unconditional, help: "Tests run at once, each on a thread of its own (default: one per core; at most 4 per core).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Run only the tests whose name contains this text.")
    var filter: String?

    @Option(help: ArgumentHelp("Write the outcomes as JUnit XML to this file.", valueName: "FILE"))
    var junit: String?

    @Flag(help: "Write the screen as the golden of every snapshot assertion instead of comparing.")
    var updateSnapshots = false

    @OptionGroup(title: "Limits of each test's game (docs/limits.md)")
    var limits: LimitOptions

    func validate() throws {
        try NumberOptions.validateJobs(jobs)
        _ = try Self.testFiles(paths)
        if let filter, filter.isEmpty { throw ValidationError("--filter takes a part of a test's name, e.g. --filter guess") }
        if let junit {
            let folder = PathText.folder(of: junit)
            var isFolder: ObjCBool = false
            if !folder.isEmpty, !(FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue) {
                throw ValidationError("--junit: cannot write \(junit): there is no folder \(folder)")
            }
        }
    }

    /// The test files under `paths` (the current folder when none), or a usage error: a path
    /// that is not there, or no test file at all.
    static func testFiles(_ paths: [String]) throws -> [String] {
        let files: [String]
        do {
            files = try TestFiles.find(in: paths.isEmpty ? ["."] : paths)
        } catch {
            throw ValidationError(error.description)
        }
        guard !files.isEmpty else {
            throw ValidationError("no test files (*\(TestFiles.suffix)) in \(paths.isEmpty ? "the current folder" : paths.joined(separator: ", "))")
        }
        return files
    }

    func run() throws {
        let files = try Self.testFiles(paths)
        let options = TestRunOptions(limits: limits.game, updateSnapshots: updateSnapshots)
        let jobs = Self.jobs(files: files, filter: filter, limits: limits.game)
        let outcomes = Outcomes()
        OrderedThreads.run(count: jobs.count, threads: self.jobs, job: { index in
            switch jobs[index] {
            case .test(let plan, let test): TestRun.run(plan, index: test, options: options)
            case .unreadable(let outcome): outcome
            }
        }, inOrder: { _, outcome in
            Self.printOutcome(outcome)
            outcomes.append(outcome)
        })
        let all = outcomes.all
        let failed = all.filter { !$0.passed }.count
        if let junit {
            do {
                try JUnitReport.xml(all).write(toFile: junit, atomically: true, encoding: .utf8)
            } catch {
                FileHandle.standardError.write(Data("--junit: cannot write \(junit): \(error.localizedDescription)\n".utf8))
                throw ExitCode(1)
            }
        }
        if all.isEmpty, let filter {
            FileHandle.standardError.write(Data("no test's name contains \"\(filter)\"\n".utf8))
        }
        print("\(all.count - failed) passed, \(failed) failed")
        if failed > 0 || all.isEmpty { throw ExitCode(1) }
    }

    /// What there is to run: each test of each file (those `filter` keeps), in file order, and
    /// in its place a file that could not be read, as a failure of its own.
    private enum Job: Sendable {
        case test(TestFilePlan, Int)
        case unreadable(TestOutcome)
    }

    private static func jobs(files: [String], filter: String?, limits: GameLimits) -> [Job] {
        var jobs: [Job] = []
        for file in files {
            do {
                let plan = try TestFilePlan.read(file, limits: limits)
                for (index, test) in plan.tests.enumerated() where filter.map({ test.name.contains($0) }) ?? true {
                    jobs.append(.test(plan, index))
                }
            } catch {
                jobs.append(.unreadable(TestOutcome(file: file, name: nil, failure: error.located, output: [], seconds: 0)))
            }
        }
        return jobs
    }

    /// `ok   file: name`, or `FAIL file: name` with the reason and what was printed, indented.
    private static func printOutcome(_ outcome: TestOutcome) {
        let title = outcome.name.map { "\(outcome.file): \($0)" } ?? outcome.file
        guard let failure = outcome.failure else {
            print("ok   \(title)")
            return
        }
        print("FAIL \(title)")
        for line in failure.split(separator: "\n", omittingEmptySubsequences: false) { print("     \(line)") }
        if !outcome.output.isEmpty {
            print("     printed:")
            for printed in outcome.output {
                for line in printed.split(separator: "\n", omittingEmptySubsequences: false) { print("       \(line)") }
            }
        }
    }

    /// The outcomes handed on so far, in order (appended under `OrderedThreads`' lock).
    private final class Outcomes: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [TestOutcome] = []
        func append(_ outcome: TestOutcome) { lock.withLock { list.append(outcome) } }
        var all: [TestOutcome] { lock.withLock { list } }
    }
}
