import Foundation
import Synchronization

/// One worker process, as one thread of `Simulation.run` drives it (the protocol is described at
/// `SimulationWorker`): started when first needed, handed the plan and then the games its thread
/// claims (a few at a time), and started again after it died. A game whose worker dies is
/// reported as crashed, one the worker's watchdog stopped as stopped by the watchdog (machine
/// time); either way the next game gets a new worker.
final class WorkerProcess: GamePlayer {
    private let executable: SimulationWorkerExecutable
    /// The plan's line (`PlanWire`), the first thing each worker reads.
    private let plan: String
    /// The seed of game 0, for the results the parent makes itself (a game whose worker died).
    private let seed: UInt64
    private var running: Running?

    private struct Running {
        let process: Process
        let input: FileHandle
        let answers: LineReader
        let errors: ErrorCapture
    }

    init(executable: SimulationWorkerExecutable, plan: String, seed: UInt64) {
        self.executable = executable
        self.plan = plan
        self.seed = seed
    }

    /// Hands the worker all of `games` at once and reads their results as they come. The worker
    /// plays them in order, so when it dies the first game not answered is the one it held
    /// (crashed) and those after it were never started: they go to a new worker.
    func play(_ games: [Int], finished: (Int, GameResult) -> Void) {
        var place = 0
        while place < games.count {
            let worker: Running
            if let running {
                worker = running
            } else {
                do {
                    worker = try start()
                } catch {
                    finished(place, failed(games[place], .crashed, "cannot start a worker process: \(error)"))
                    place += 1
                    continue
                }
                running = worker
            }
            worker.errors.startGame()
            let numbers = games[place...].map { "\($0)\n" }.joined()
            let sent = DescriptorWriting.write(numbers, to: worker.input.fileDescriptor) == nil
            while place < games.count {
                let game = games[place]
                guard sent, let line = worker.answers.nextLine() else {
                    // No answer: the worker died holding the game.
                    finished(place, failed(game, .crashed, stop(worker)))
                    place += 1
                    break
                }
                worker.errors.startGame()  // what it writes from now on is about the next game
                let result: GameResult
                do {
                    result = try GameResult(jsonLine: line)
                    guard result.index == game else { throw GameResult.LineError("it is game \(result.index)'s") }
                } catch {
                    // Not the result asked for: this worker cannot be trusted with another game.
                    worker.process.terminate()
                    _ = stop(worker)
                    finished(place, failed(game, .crashed, "the worker process answered with something other than the "
                                                        + "game's result (\(error)): \(line.prefix(200))"))
                    place += 1
                    break
                }
                finished(place, result)
                place += 1
                // The watchdog ends the worker once it has answered: wait for it to go.
                if result.outcome == .stoppedByWatchdog {
                    _ = stop(worker)
                    break
                }
            }
        }
    }

    /// Ends the worker once it has finished its game (the end of its input tells it to).
    func finish() {
        if let running { _ = stop(running) }
    }

    private func start() throws -> Running {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable.path)
        process.arguments = []
        // Swift's backtracer spends seconds symbolicating a crashed worker, while its game and
        // the ones queued behind it wait; the crash is reported with its message without it.
        // A user who set SWIFT_BACKTRACE keeps what they asked for.
        var environment = ProcessInfo.processInfo.environment
        if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
        environment[SimulationWorker.environmentKey] = SimulationWorker.environmentValue
        process.environment = environment
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // The plan first: a worker reads it before any game number.
        _ = DescriptorWriting.write(plan + "\n", to: input.fileHandleForWriting.fileDescriptor)
        return Running(process: process, input: input.fileHandleForWriting,
                       answers: LineReader(output.fileHandleForReading), errors: ErrorCapture(errors.fileHandleForReading))
    }

    /// Closes the worker's input, waits for it to end and says how it ended.
    private func stop(_ worker: Running) -> String {
        try? worker.input.close()
        worker.process.waitUntilExit()
        let said = worker.errors.finish()
        running = nil
        let status = worker.process.terminationStatus
        var reason = worker.process.terminationReason == .uncaughtSignal
            ? "the worker process playing it was killed by signal \(status) (\(Self.signalName(status)))"
            : "the worker process playing it exited with status \(status) before it finished"
        if let said { reason += "; it said: " + said }
        if status == 0 && worker.process.terminationReason == .exit {
            // A program that ends well without answering is most likely not a worker at all.
            reason += " (does \(executable.path) call SimulationWorker.runIfRequested() first thing in main?)"
        }
        return reason
    }

    private func failed(_ game: Int, _ outcome: GameResult.Outcome, _ reason: String) -> GameResult {
        var result = GameResult(index: game, seed: seed &+ UInt64(game))
        result.failure = reason
        result.outcome = outcome
        return result
    }

    private static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGSEGV: "SIGSEGV"
        case SIGBUS: "SIGBUS"
        case SIGILL: "SIGILL"
        case SIGTRAP: "SIGTRAP"
        case SIGABRT: "SIGABRT"
        case SIGFPE: "SIGFPE"
        case SIGKILL: "SIGKILL"
        case SIGTERM: "SIGTERM"
        case SIGINT: "SIGINT"
        default: String(cString: strsignal(signal))
        }
    }
}

/// The lines a pipe carries, read as they come.
final class LineReader {
    private let handle: FileHandle
    private var buffer: [UInt8] = []
    private var atEnd = false

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// The next whole line without its newline, or `nil` at the end of the stream (a last piece
    /// without a newline is not a line: its writer died while writing it).
    func nextLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            guard !atEnd, let chunk = DescriptorReading.read(handle.fileDescriptor) else {
                atEnd = true
                return nil
            }
            buffer.append(contentsOf: chunk)
        }
    }
}

/// A worker's standard error: passed on to ours as it comes (what a game logs there, what a
/// crash prints), and the first line written since the current game began kept, to say in the
/// game's result what the worker said before it died.
final class ErrorCapture: Sendable {
    private struct Seen {
        var sinceGame: [UInt8] = []
        /// The runtime's last `Fatal error: …` line, whatever the game: a worker may trap on its
        /// next game and write its message before the parent has read the last answer and called
        /// `startGame`, and the backtrace after it may run to many kilobytes.
        var fatalError: String?
        /// The start of a line not ended yet (at most `lineLimit` bytes of it).
        var partialLine: [UInt8] = []
    }
    private static let lineLimit = 4096
    private let seen = Mutex(Seen())
    private let ended = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        let thread = Thread { [self] in
            while let chunk = DescriptorReading.read(handle.fileDescriptor) {
                _ = DescriptorWriting.write(chunk, to: STDERR_FILENO)
                seen.withLock { seen in
                    // Enough for a first line; a crash's backtrace can run to many kilobytes.
                    if seen.sinceGame.count < Self.lineLimit { seen.sinceGame += chunk.prefix(Self.lineLimit) }
                    Self.noteFatalError(in: chunk, &seen)
                }
            }
            ended.signal()
        }
        thread.name = "moonkit simulation worker stderr"
        thread.start()
    }

    func startGame() {
        seen.withLock { $0.sinceGame = [] }
    }

    /// Waits for the end of the stream (the worker has exited) and returns the first line it
    /// wrote since its game began, if any.
    func finish() -> String? {
        ended.wait()
        // The runtime's own message (`Fatal error: …`) says what went wrong; the backtrace
        // around it is not the reason. A worker writes at most one, as it dies, so the last one
        // seen is this game's.
        let (sinceGame, fatalError) = seen.withLock { (Self.lines($0.sinceGame), $0.fatalError) }
        return fatalError ?? sinceGame.first
    }

    /// Keeps the last line with `Fatal error:` that `chunk` ends (lines may arrive in pieces); the
    /// runtime may put the file and line before it.
    private static func noteFatalError(in chunk: [UInt8], _ seen: inout Seen) {
        var rest = chunk[...]
        while let end = rest.firstIndex(of: UInt8(ascii: "\n")) {
            let line = seen.partialLine + rest[..<end]
            seen.partialLine = []
            rest = rest[(end + 1)...]
            let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            if text.contains("Fatal error: ") { seen.fatalError = text }
        }
        seen.partialLine += rest.prefix(max(0, lineLimit - seen.partialLine.count))
    }

    private static func lines(_ bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
