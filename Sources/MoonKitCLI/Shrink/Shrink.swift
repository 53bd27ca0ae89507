import ArgumentParser
import Foundation
import LuaBridge
import MoonKit
import MoonLua

/// `moonkit shrink GAME --bot TRACE`: reduces a trace that makes a game fail to the fewest
/// actions that still fail it the same way, and writes them as a bot file `run` replays.
struct Shrink: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Shrink a failing trace to the fewest actions that still fail the game the same way.",
        discussion: """
            TRACE is a bot file with one action a line (what `moonkit explore` writes for each
            failure). It is replayed with the seed, device and limits given, as `moonkit run
            GAME --bot TRACE` would, and its first failure is noted: its kind (a script error, a
            limit that stopped the game, a problem reported, an error of the bot) and its
            file:line. Then delta debugging takes actions out, halves first, then smaller chunks,
            then single lines, then runs of neighbouring lines, and keeps a version only when it
            still fails with that kind at that file:line. Each version plays on a fresh engine; the versions of a round play on
            --jobs threads, and the result is the same whatever their number.

            The shrunk file (by default TRACE with .shrunk.lua for .lua) keeps the trace's
            comments and blank lines, and replays with `moonkit run GAME --bot OUT --seed S` to
            the same error at the same file:line.

            Examples:
              moonkit shrink scripts/hangman.lua --bot failure-17.lua --seed 17
              moonkit shrink game.lua --bot trace.lua -o minimal.lua --max-runs 200
            """
    )

    @Argument(help: "The game script the trace plays.")
    var script: String

    @Option(help: ArgumentHelp("The trace: a bot file with one action a line.", valueName: "TRACE"))
    var bot: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the shrunk bot (default: TRACE's name with .shrunk.lua).",
                                                    valueName: "OUT"))
    var output: String?

    @Option(parsing: .unconditional, help: "The seed of every random draw (the trace's own).", transform: NumberOptions.seed)
    var seed: UInt64 = 1

    @Option(parsing: .unconditional, help: ArgumentHelp("The most versions of the trace to play; the best found so far is written when it is reached.",
                                                        valueName: "N"))
    var maxRuns = 2000

    @Option(parsing: .unconditional, help: ArgumentHelp("Threads that play versions at once (default: one per core).", valueName: "N"))
    var jobs: Int?

    @Option(help: AppearanceOption.help)
    var appearance: Appearance = .light

    @Option(help: "Override the device the game asks for (ipad, ipad-pro-12.9, iphone; add -portrait, e.g. iphone-portrait).")
    var device: String?

    @Option(help: "The folder modules are required from (default: the script's folder).")
    var root: String?

    @OptionGroup(title: "Limits (docs/limits.md), applied to every version played")
    var limits: LimitOptions

    /// The largest trace read: an explored game's trace is a few kilobytes a hundred actions.
    static let largestTrace = 4 << 20

    func validate() throws {
        try Self.validateFile(script, what: "game script")
        try Self.validateFile(bot, what: "trace")
        guard maxRuns >= 1 else { throw ValidationError("--max-runs takes a number of runs, 1 or more, e.g. --max-runs 500") }
        guard (jobs ?? 1) >= 1 else { throw ValidationError("--jobs takes a number of threads, 1 or more") }
        try DeviceOption.validate(device)
        if let output, Self.sameFile(output, bot) {
            throw ValidationError("-o \(output) is the trace itself: write the shrunk bot to another file")
        }
    }

    /// A usage error when `path` is not a file that can be read.
    private static func validateFile(_ path: String, what: String) throws {
        if let kind = FileKind.irregular(path) { throw ValidationError("the \(what) \(path) is \(kind), not a file") }
        guard FileManager.default.isReadableFile(atPath: path) else { throw ValidationError("no \(what) '\(path)'") }
    }

    private static func sameFile(_ a: String, _ b: String) -> Bool {
        URL(fileURLWithPath: a).standardizedFileURL.resolvingSymlinksInPath()
            == URL(fileURLWithPath: b).standardizedFileURL.resolvingSymlinksInPath()
    }

    func run() throws {
        let trace = try readTrace()
        let replay = TraceReplay(script: script, root: root, seed: seed, device: device.flatMap(DeviceProfile.named),
                                 appearance: appearance, limits: limits.game)
        let target = try originalFailure(of: trace, replay: replay)
        print("\(bot) (\(Self.actions(trace.count))) fails: \(target.description)")

        let name = bot, threads = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let result = DeltaDebugging(maxRuns: maxRuns).minimize(count: trace.count) { candidates in
            FirstInOrder.find(count: candidates.count, threads: threads) { index in
                let source = trace.source(keeping: candidates[index], holdingLines: true)
                guard case .failed(let failure) = try? replay.play(source: source, of: name) else { return false }
                return failure.signature == target.signature
            }
        }

        let path = output ?? Self.defaultOutput(for: bot)
        let command = (["moonkit", "run", script, "--bot", path] + replayFlags).map(Self.shellWord).joined(separator: " ")
        let header = "-- moonkit shrink: \(script), seed \(seed), shrunk from \(trace.count) to "
            + "\(Self.actions(result.kept.count)); failed: \(target.description)\n-- replay: \(command)"
        let replayed = try write(trace.rewritten(header: header, keeping: result.kept), to: path, replay: replay,
                                 failing: target)
        print("shrunk \(trace.count) → \(Self.actions(result.kept.count)) in \(Self.runs(result.runs))")
        if result.reachedMaxRuns {
            print("stopped at --max-runs \(maxRuns): a shorter trace may still fail the same way (raise --max-runs to look further)")
        }
        print("the error: \(replayed.description)")
        print("wrote \(path); replay it: \(command)")
    }

    /// Writes the shrunk bot to `path` and plays it once more from there, as `run` will read
    /// it: what the user is told is what the file does. Its failure, which is `target`'s.
    private func write(_ shrunk: String, to path: String, replay: TraceReplay,
                       failing target: TraceFailure) throws -> TraceFailure {
        do {
            try Data(shrunk.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(Data("cannot write \(path): \(error.localizedDescription)\n".utf8))
            throw ExitCode(1)
        }
        let replayed: TraceReplay.Outcome
        do { replayed = try replay.play(file: path) } catch { replayed = .failed(TraceFailure(start: error)) }
        guard case .failed(let again) = replayed, again.signature == target.signature else {
            FileHandle.standardError.write(Data(("\(path) does not fail as the trace did when replayed from the file "
                                                 + "(\(Self.said(replayed))); the trace's failure: \(target.description)\n").utf8))
            throw ExitCode(1)
        }
        return again
    }

    /// `word` as a shell reads it back: as it is when it holds only safe characters, else in
    /// single quotes (a path with spaces, copied from the replay line, must still work).
    static func shellWord(_ word: String) -> String {
        let safe = word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=+,:@%".contains($0)) }
        return safe && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The flags `run` needs to play the shrunk bot as it was played here: the seed, and those
    /// given that are not their defaults.
    private var replayFlags: [String] {
        var flags = ["--seed", String(seed)]
        if let device { flags += ["--device", device] }
        if appearance != .light { flags += ["--appearance", appearance.rawValue] }
        if let root { flags += ["--root", root] }
        let defaults = (try? LimitOptions.parse([]))?.arguments ?? []
        for (flag, value) in limits.arguments where !defaults.contains(where: { $0 == (flag, value) }) {
            flags += [flag, Double(value).map(LimitOptions.text) ?? value]  // 1, not 1.0
        }
        return flags
    }

    /// The trace read and split into actions, or an error naming it (exit code 1).
    private func readTrace() throws -> ActionTrace {
        let size = (try? FileManager.default.attributesOfItem(atPath: bot)[.size] as? Int) ?? 0
        guard size <= Self.largestTrace else {
            FileHandle.standardError.write(Data("\(bot) is \(size) bytes, more than a trace's \(Self.largestTrace) bytes at most\n".utf8))
            throw ExitCode(1)
        }
        guard let data = FileManager.default.contents(atPath: bot), let text = String(validating: data, as: UTF8.self) else {
            FileHandle.standardError.write(Data("\(bot) cannot be read as UTF-8 text\n".utf8))
            throw ExitCode(1)
        }
        do {
            return try ActionTrace(text: text, path: bot)
        } catch {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(1)
        }
    }

    /// How the whole trace fails: a usage error when it does not (there is nothing to shrink).
    private func originalFailure(of trace: ActionTrace, replay: TraceReplay) throws -> TraceFailure {
        let outcome: TraceReplay.Outcome
        do {
            // From the file, as `run` loads it: the failure is told as `run` tells it.
            outcome = try replay.play(file: bot)
        } catch {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(1)
        }
        switch outcome {
        case .failed(let failure):
            return failure
        case .noApp:
            FileHandle.standardError.write(Data("\(script) returned no app: there is no game for the trace to play\n".utf8))
            throw ExitCode(1)
        case .passed:
            // A usage error (exit code 2) with no usage text after it: the flags were well formed.
            FileHandle.standardError.write(Data(("\(bot) does not fail: replayed on \(script) with seed \(seed), it played "
                                                 + "its \(Self.actions(trace.count)) to the end with no error; shrink needs a "
                                                 + "trace that fails (the same --seed, --device and limits as the run that "
                                                 + "failed?)\n").utf8))
            throw ExitCode(2)
        }
    }

    static func defaultOutput(for trace: String) -> String {
        (trace.hasSuffix(".lua") ? String(trace.dropLast(4)) : trace) + ".shrunk.lua"
    }

    private static func actions(_ count: Int) -> String { "\(count) action\(count == 1 ? "" : "s")" }
    private static func runs(_ count: Int) -> String { "\(count) run\(count == 1 ? "" : "s")" }

    private static func said(_ outcome: TraceReplay.Outcome) -> String {
        switch outcome {
        case .failed(let failure): failure.description
        case .passed: "it played to its end with no error"
        case .noApp: "the game returned no app"
        }
    }
}
