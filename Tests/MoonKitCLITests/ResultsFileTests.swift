import TestSupport
import Testing
import Foundation
import ArgumentParser
import MoonSim
@testable import MoonKitCLI

/// Results files (issue 32): a header saying what played the games, so that `--resume` and
/// `summarize` never mix runs; a file that is not a results file is refused and never changed;
/// FIFOs and devices are refused before they are opened; every number read is checked.
@Suite("results files: headers, foreign files, FIFOs, numbers", .serialized)
struct ResultsFileTests {
    typealias Folder = HostileInputCommandTests.Folder

    static func folder() throws -> Folder {
        let folder = try SimAtScaleTests.tinyFolder()
        try SimAtScaleTests.rollingBot.replacingOccurrences(of: "math.random(6)", with: "math.random(7)")
            .write(toFile: folder["roll7.lua"], atomically: true, encoding: .utf8)
        return folder
    }

    /// `sim` of the tiny game with 6 games from seed 3, and `extra` arguments.
    static func sim(_ folder: Folder, _ extra: [String], bot: String = "roll.lua") throws -> (status: Int32, output: String, errors: String) {
        try Command.run(["sim", folder["tiny.lua"], "--bot", folder[bot], "--games", "6", "--seed", "3", "--jobs", "1"] + extra,
                        environment: SimAtScaleTests.environment([:]))
    }

    /// Runs `moonkit arguments…`, killed after 60 s (far above the second these take): a
    /// command that waits on a FIFO fails the test instead of hanging it.
    static func runBounded(_ arguments: [String]) throws -> (status: Int32, errors: String, timedOut: Bool) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Command.executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        let timedOut = process.isRunning
        if timedOut { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let text = String(decoding: errors.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
        return (process.terminationStatus, text, timedOut)
    }

    @Test("A content hash is the digest sha256sum prints: 64 lower-case hexadecimal digits")
    func contentHash() {
        #expect(ContentHash.sha256([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(ContentHash.sha256(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test("sim --out starts the file with a header naming the script, the bot, their hashes, the seed, the run and the limits")
    func header() throws {
        let folder = try Self.folder()
        #expect(try Self.sim(folder, ["--out", folder["r.jsonl"], "--set", "A=1"]).status == 0)
        let lines = try String(contentsOfFile: folder["r.jsonl"], encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 7)
        let script = ContentHash.sha256(Array(SimAtScaleTests.tinyGame.utf8)), bot = ContentHash.sha256(Array(SimAtScaleTests.rollingBot.utf8))
        let escaped = { (path: String) in path.replacingOccurrences(of: "/", with: "\\/") }
        // Every limit flag with its default (other tests check the defaults themselves).
        let defaults = try LimitOptions.parse([]).arguments.sorted { $0.flag < $1.flag }
        let limits = "{" + defaults.map { "\"\($0.flag)\":\"\($0.value)\"" }.joined(separator: ",") + "}"
        #expect(defaults.map(\.flag) == ["--instant-limit", "--instruction-budget", "--memory-limit", "--time-limit", "--watchdog"])
        #expect(lines[0] == "{\"moonkit results\":1,\"engine\":\"\(Moonkit.version)\",\"script\":\"\(escaped(folder["tiny.lua"]))\","
                + "\"script sha256\":\"\(script)\",\"bot\":\"\(escaped(folder["roll.lua"]))\",\"bot sha256\":\"\(bot)\","
                + "\"seed\":3,\"games\":6,\"shard\":\"1\\/1\",\"set\":[\"A=1\"],\"device\":\"\",\"limits\":\(limits)}")
        let read = try ResultLines(path: folder["r.jsonl"])
        #expect(read.header.jsonLine == String(lines[0]))
        #expect(read.results.map(\.line) == Array(2...7))
    }

    /// Writes `bytes` to `name` in `folder`, runs `sim … --out name --resume`, and checks that
    /// it is refused (exit `status`) with `message` and that the file is byte for byte as it was.
    static func expectRefusedAndUntouched(_ folder: Folder, _ name: String, _ bytes: [UInt8], status: Int32 = 1,
                                          bot: String = "roll.lua", extra: [String] = [],
                                          message: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: folder[name]))
        let result = try sim(folder, ["--out", folder[name], "--resume"] + extra, bot: bot)
        #expect(result.status == status, "\(result.errors)", sourceLocation: sourceLocation)
        #expect(result.errors == message + "\n", sourceLocation: sourceLocation)
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: folder[name]))) == bytes, "\(name) was changed",
                sourceLocation: sourceLocation)
    }

    @Test("--resume refuses a file that is not a results file, changing no byte of it: text, binary, an old file, a header cut short")
    func foreignFilesUntouched() throws {
        let folder = try Self.folder()
        #expect(try Self.sim(folder, ["--out", folder["r.jsonl"]]).status == 0)
        let real = try String(contentsOfFile: folder["r.jsonl"], encoding: .utf8)
        let lines = real.split(separator: "\n").map { $0 + "\n" }
        // A text file with no newline at its end: once cut to 0 bytes as an "unfinished last line".
        try Self.expectRefusedAndUntouched(folder, "notes.txt", Array("my notes, no newline at the end".utf8),
                                           message: "\(folder["notes.txt"]):1: not a results file of sim --out (its first line is not a results header)")
        try Self.expectRefusedAndUntouched(folder, "binary", [0, 255, 254, 10, 1, 2, 3],
                                           message: "\(folder["binary"]):1: not a results file of sim --out (its first line is not a results header)")
        // Result lines without a header: sim --json's output, or a file of an older moonkit.
        try Self.expectRefusedAndUntouched(folder, "old.jsonl", Array(lines[1...].joined().utf8),
                                           message: "\(folder["old.jsonl"]):1: a game's result where the results header should be: "
                                           + "a file of sim --json, or of sim --out before results files had headers (moonkit "
                                           + "\(Moonkit.version) reads only files whose header says what played their games)")
        try Self.expectRefusedAndUntouched(folder, "cut.jsonl", Array(lines[0].dropLast(10).utf8),
                                           message: "\(folder["cut.jsonl"]):1: the results header is cut short (no newline after it): "
                                           + "not a results file sim --out finished starting")
        // A results file with bytes at its end that are not a result cut short.
        try Self.expectRefusedAndUntouched(folder, "tail.jsonl", Array((real + "PK\u{3}\u{4} zip").utf8),
                                           message: "\(folder["tail.jsonl"]):8: the last line has no newline and is not the start "
                                           + "of a game's result, so it is not a line cut short by a kill; the file is left as it is")
        // A header whose format is not this moonkit's.
        let future = lines[0].replacingOccurrences(of: "{\"moonkit results\":1,", with: "{\"moonkit results\":2,")
        try Self.expectRefusedAndUntouched(folder, "future.jsonl", Array((future + lines[1]).utf8),
                                           message: "\(folder["future.jsonl"]):1: a results file of format 2, which this moonkit "
                                           + "(\(Moonkit.version), format 1) does not read")
        // Without --resume, a file that is not a results file is named as such (exit 2).
        let plain = try Self.sim(folder, ["--out", folder["notes.txt"]])
        #expect(plain.status == 2)
        #expect(plain.errors.hasPrefix("Error: --out \(folder["notes.txt"]) already exists and is not a results file of sim --out: "
                                       + "give another name (sim writes over no file)\n"))
    }

    @Test("two runs' files joined into one are refused at the second header, by --resume and by summarize")
    func joinedFiles() throws {
        let folder = try Self.folder()
        #expect(try Self.sim(folder, ["--out", folder["a.jsonl"]]).status == 0)
        #expect(try Self.sim(folder, ["--out", folder["b.jsonl"]], bot: "roll7.lua").status == 0)
        let joined = try Data(contentsOf: URL(fileURLWithPath: folder["a.jsonl"])) + Data(contentsOf: URL(fileURLWithPath: folder["b.jsonl"]))
        let message = "\(folder["joined.jsonl"]):8: a second results header: the file holds the lines of two runs "
            + "(two results files joined into one?)"
        try Self.expectRefusedAndUntouched(folder, "joined.jsonl", Array(joined), message: message)
        let summary = try Command.run(["summarize", folder["joined.jsonl"]])
        #expect(summary.status == 1 && summary.errors == message + "\n")
    }

    @Test("a second sim on a file another sim is writing is refused (the file's lock), and the file is left as it is")
    func lockedFile() throws {
        let folder = try Self.folder()
        #expect(try Self.sim(folder, ["--out", folder["r.jsonl"]]).status == 0)
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: folder["r.jsonl"])))
        // This process plays the sim that is writing it.
        let holder = open(folder["r.jsonl"], O_WRONLY | O_APPEND | O_CLOEXEC)
        #expect(holder >= 0 && flock(holder, LOCK_EX | LOCK_NB) == 0)
        try Self.expectRefusedAndUntouched(folder, "r.jsonl", bytes, message: "\(folder["r.jsonl"]): another sim is writing this "
                                           + "file (it holds the file's lock); wait for it to end, then --resume")
        close(holder)
        let resumed = try Self.sim(folder, ["--out", folder["r.jsonl"], "--resume"])
        #expect(resumed.status == 0 && resumed.errors == "sim: 6 of 6 games are in \(folder["r.jsonl"]) already; playing the other 0\n")
    }

    @Test("a result line too long to read back is written as the game's failure saying so, and reads back")
    func longLine() throws {
        let folder = try Self.folder()
        let options = try SimulationOptions.parse([folder["tiny.lua"], "--bot", folder["roll.lua"]])
        let header = try ResultsHeader(run: options, games: 2, shard: .all)
        let (file, earlier) = try ResultsFile.open(folder["r.jsonl"], header: header, resume: false, note: { _ in })
        #expect(earlier.isEmpty)
        var long = GameResult(index: 1, seed: 2)
        long.failure = String(repeating: "x", count: ResultLines.longestLine)
        file.append(GameResult(index: 0, seed: 1))
        file.append(long)
        try file.close()
        let read = try ResultLines(path: folder["r.jsonl"])
        #expect(read.results.map(\.result.index) == [0, 1])
        #expect(read.results[1].result.failure == "its result line was \(long.jsonLine.utf8.count + 1) bytes, more than the 16 MiB "
                + "a results file's line may hold; run the game alone with moonkit run --seed 2 to see it")
    }

    @Test("--resume refuses another game's, bot's, seed's, --games', --shard's, --set's, limit's or device's file, naming the field")
    func resumeRefusesAnotherRun() throws {
        let folder = try Self.folder()
        #expect(try Self.sim(folder, ["--out", folder["r.jsonl"]]).status == 0)
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: folder["r.jsonl"])))
        let header = try ResultLines(path: folder["r.jsonl"]).header
        let botHash = ContentHash.sha256(Array(try Data(contentsOf: URL(fileURLWithPath: folder["roll7.lua"]))))
        let cases: [(bot: String, extra: [String], field: String, there: String, here: String)] = [
            ("roll7.lua", [], "bot", "\"\(folder["roll.lua"])\"", "\"\(folder["roll7.lua"])\""),
            ("roll.lua", ["--set", "A=1"], "set", "[]", "[\"A=1\"]"),
            ("roll.lua", ["--memory-limit", "32"], "limits", JSONText.object(header.limits.map { ($0.flag, JSONText.string($0.value)) }),
             JSONText.object(header.limits.map { ($0.flag, JSONText.string($0.flag == "--memory-limit" ? "32" : $0.value)) })),
            ("roll.lua", ["--device", "iphone"], "device", "\"\"", "\"iphone\""),
            ("roll.lua", ["--shard", "1/2"], "shard", "\"1/1\"", "\"1/2\""),
        ]
        for (bot, extra, field, there, here) in cases {
            try Self.expectRefusedAndUntouched(folder, "r.jsonl", bytes, bot: bot, extra: extra,
                message: "\(folder["r.jsonl"]):1: another run wrote this file: its \"\(field)\" is \(there), this run's is \(here); "
                + "the file is left as it is (--out another file, or --resume with the command that wrote it)")
        }
        // A header naming this run's bot path, but written when the bot held other content.
        let other = try String(contentsOfFile: folder["r.jsonl"], encoding: .utf8)
            .replacingOccurrences(of: JSONText.string(folder["roll.lua"]), with: JSONText.string(folder["roll7.lua"]))
        try Self.expectRefusedAndUntouched(folder, "renamed.jsonl", Array(other.utf8), bot: "roll7.lua",
            message: "\(folder["renamed.jsonl"]):1: another run wrote this file: its \"bot sha256\" is \"\(header.botSHA256)\", "
            + "this run's is \"\(botHash)\"; the file is left as it is (--out another file, or --resume with the command that wrote it)")
        // Another seed and another count of games (the game script's hash is checked the same way).
        for (flag, value, there) in [("--seed", "4", "3"), ("--games", "7", "6")] {
            try Data(bytes).write(to: URL(fileURLWithPath: folder["r.jsonl"]))
            var arguments = ["sim", folder["tiny.lua"], "--bot", folder["roll.lua"], "--games", "6", "--seed", "3", "--jobs", "1",
                             "--out", folder["r.jsonl"], "--resume"]
            arguments[arguments.firstIndex(of: flag)! + 1] = value
            let result = try Command.run(arguments, environment: SimAtScaleTests.environment([:]))
            #expect(result.status == 1)
            #expect(result.errors == "\(folder["r.jsonl"]):1: another run wrote this file: its \"\(flag.dropFirst(2))\" is \(there), "
                    + "this run's is \(value); the file is left as it is (--out another file, or --resume with the command that wrote it)\n")
            #expect(try Array(Data(contentsOf: URL(fileURLWithPath: folder["r.jsonl"]))) == bytes)
        }
        // The same command resumes it: every game is there already.
        let again = try Self.sim(folder, ["--out", folder["r.jsonl"], "--resume"])
        #expect(again.status == 0 && again.errors == "sim: 6 of 6 games are in \(folder["r.jsonl"]) already; playing the other 0\n")
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: folder["r.jsonl"]))) == bytes)
    }

    @Test("summarize refuses files of two runs (another bot, another seed), naming both files and the field; shards of one run pass")
    func summarizeRefusesMixedRuns() throws {
        let folder = try Self.folder()
        #expect(try Self.sim(folder, ["--out", folder["a.jsonl"], "--shard", "1/2"]).status == 0)
        #expect(try Self.sim(folder, ["--out", folder["b.jsonl"], "--shard", "2/2"]).status == 0)
        #expect(try Self.sim(folder, ["--out", folder["c.jsonl"], "--shard", "2/2"], bot: "roll7.lua").status == 0)
        let whole = try Self.sim(folder, [])
        let merged = try Command.run(["summarize", folder["a.jsonl"], folder["b.jsonl"]])
        #expect(merged.status == 0 && merged.output == whole.output)
        let mixed = try Command.run(["summarize", folder["a.jsonl"], folder["c.jsonl"]])
        #expect(mixed.status == 1)
        #expect(mixed.errors == "\(folder["c.jsonl"]):1: not the same run as \(folder["a.jsonl"]): \"bot\" is "
                + "\"\(folder["roll7.lua"])\" in \(folder["c.jsonl"]) and \"\(folder["roll.lua"])\" in \(folder["a.jsonl"])\n")
        #expect(try Command.run(["sim", folder["tiny.lua"], "--bot", folder["roll.lua"], "--games", "6", "--seed", "4",
                                 "--shard", "2/2", "--out", folder["d.jsonl"]]).status == 0)
        let seeds = try Command.run(["summarize", folder["a.jsonl"], folder["d.jsonl"]])
        #expect(seeds.status == 1)
        #expect(seeds.errors == "\(folder["d.jsonl"]):1: not the same run as \(folder["a.jsonl"]): \"seed\" is 4 in "
                + "\(folder["d.jsonl"]) and 3 in \(folder["a.jsonl"])\n")
        // A shard missing: the header's --games says which games there should be.
        let half = try Command.run(["summarize", folder["a.jsonl"]])
        #expect(half.status == 0 && half.errors == "note: 3 of games 0…5 are in none of the files (the first: game 1)\n")
    }

    @Test("--out and summarize refuse a FIFO, a folder, /dev/zero and a socket at once, with a usage error")
    func notRegularFiles() throws {
        let folder = try Self.folder()
        #expect(mkfifo(folder["fifo"], 0o644) == 0)
        let socketPath = folder["socket"]
        let socketDescriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socketDescriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in socketPath.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(bound == 0)
        let kinds = [(folder["fifo"], "a FIFO (a named pipe)"), (folder.path, "a folder"), ("/dev/zero", "a character device"),
                     (socketPath, "a socket")]
        for (path, kind) in kinds {
            for resume in [false, true] {
                let result = try Self.runBounded(["sim", folder["tiny.lua"], "--bot", folder["roll.lua"], "--games", "2",
                                                  "--out", path] + (resume ? ["--resume"] : []))
                #expect(!result.timedOut && result.status == 2, "\(path)")
                #expect(result.errors.hasPrefix("Error: --out: cannot write \(path): it is \(kind)\n"), "\(result.errors)")
            }
            let summary = try Self.runBounded(["summarize", path])
            #expect(!summary.timedOut && summary.status == 2, "\(path)")
            #expect(summary.errors.hasPrefix("Error: summarize: \(path) is \(kind), not a results file of sim --out\n"), "\(summary.errors)")
        }
    }

    @Test("summarize checks line 1 before reading on: a 64 MB file that is not a results file, and a 17 MB line, are refused")
    func hugeFiles() throws {
        let folder = try Self.folder()
        let big = [UInt8](repeating: UInt8(ascii: "x"), count: 64 << 20)
        try Data(big).write(to: URL(fileURLWithPath: folder["big"]))
        let notResults = try Command.run(["summarize", folder["big"]])
        #expect(notResults.status == 1)
        #expect(notResults.errors == "\(folder["big"]):1: not a results file of sim --out (its first line is not a results header)\n")
        // A header's start, then no newline for 17 MB.
        try Data(Array(ResultsHeader.start.utf8) + big.prefix(17 << 20)).write(to: URL(fileURLWithPath: folder["long.jsonl"]))
        let long = try Command.run(["summarize", folder["long.jsonl"]])
        #expect(long.status == 1)
        #expect(long.errors == "\(folder["long.jsonl"]):1: a line longer than 16 MiB, which sim --out never writes: not a results file\n")
        #expect(try Command.run(["summarize", folder["empty"]]).errors == "cannot read \(folder["empty"]): No such file or directory\n")
        try Data().write(to: URL(fileURLWithPath: folder["empty"]))
        #expect(try Command.run(["summarize", folder["empty"]]).errors == "\(folder["empty"]):1: an empty file, not a results file of sim --out (which starts with a header line)\n")
    }

    @Test("numbers read from a results file are checked: a game past the header's, negative counts, counts whose sum overflows")
    func numbersInFiles() throws {
        let folder = try Self.folder()
        #expect(try Self.sim(folder, ["--out", folder["r.jsonl"]]).status == 0)
        let lines = try String(contentsOfFile: folder["r.jsonl"], encoding: .utf8).split(separator: "\n").map(String.init)
        let cases: [(line: String, reason: String)] = [
            ("{\"errors\":0,\"figures\":{},\"game\":9223372036854775807,\"problems\":0,\"seed\":9223372036854775810,\"taps\":1,\"time\":0}",
             "game 9223372036854775807 with seed 9223372036854775810 is not one of the games of the file's header (--games 6 --seed 3 --shard 1/1)"),
            ("{\"errors\":0,\"figures\":{},\"game\":9223372036854775808,\"problems\":0,\"seed\":1,\"taps\":1,\"time\":0}",
             "\"game\" is 9223372036854775808, not a whole number from -9223372036854775808 to 9223372036854775807"),
            ("{\"errors\":-1,\"figures\":{},\"game\":0,\"problems\":0,\"seed\":3,\"taps\":1,\"time\":0}", "\"errors\" is -1; a count is 0 or more"),
            ("{\"errors\":0,\"figures\":{},\"game\":0,\"problems\":-5,\"seed\":3,\"taps\":1,\"time\":0}", "\"problems\" is -5; a count is 0 or more"),
            ("{\"errors\":0,\"figures\":{},\"game\":0,\"problems\":0,\"seed\":3,\"taps\":-9223372036854775808,\"time\":0}",
             "\"taps\" is -9223372036854775808; a count is 0 or more"),
            ("{\"errors\":0,\"figures\":{},\"game\":0,\"problems\":0,\"seed\":3,\"taps\":1,\"time\":-2}",
             "\"time\" is -2.0; a game's virtual time is a number of seconds, 0 or more"),
            ("{\"errors\":0,\"figures\":{},\"game\":0,\"problems\":0,\"seed\":3,\"taps\":1,\"time\":\"NaN\"}",
             "\"time\" is nan; a game's virtual time is a number of seconds, 0 or more"),
            ("{\"errors\":0,\"figures\":{},\"game\":0,\"problems\":0,\"seed\":18446744073709551616,\"taps\":1,\"time\":0}",
             "\"seed\" is 18446744073709551616, not a whole number from 0 to 18446744073709551615"),
            ("{\"errors\":1.5,\"figures\":{},\"game\":0,\"problems\":0,\"seed\":3,\"taps\":1,\"time\":0}",
             "\"errors\" is 1.5, not a whole number from -9223372036854775808 to 9223372036854775807"),
            ("{\"errors\":0,\"figures\":{},\"game\":1e400,\"problems\":0,\"seed\":3,\"taps\":1,\"time\":0}",
             "not a game's result: not a JSON object"),
        ]
        for (line, reason) in cases {
            try (lines[0] + "\n" + line + "\n").write(toFile: folder["bad.jsonl"], atomically: true, encoding: .utf8)
            let result = try Command.run(["summarize", folder["bad.jsonl"]])
            #expect(result.status == 1, "\(line)")
            #expect(result.errors == "\(folder["bad.jsonl"]):2: \(reason)\n")
        }
        // Two games of 2⁶² + 2⁶² script errors and problems each: more than Int.max, said so.
        let huge = lines[1...2].map {
            $0.replacingOccurrences(of: "\"errors\":0", with: "\"errors\":4611686018427387904")
                .replacingOccurrences(of: "\"problems\":0", with: "\"problems\":4611686018427387904")
        }
        try ([lines[0]] + huge).map { $0 + "\n" }.joined().write(toFile: folder["huge.jsonl"], atomically: true, encoding: .utf8)
        let summary = try Command.run(["summarize", folder["huge.jsonl"]])
        #expect(summary.output.hasPrefix("2 games, 2 played to the end, more than 9223372036854775807 script errors, "
                                         + "more than 9223372036854775807 problems reported\n"), "\(summary.output)")
        #expect(summary.errors == "note: 4 of games 0…5 are in none of the files (the first: game 2)\n")
    }

    @Test("--shard auto at Int64's extremes is a usage error, not a trap")
    func shardExtremes() throws {
        let extremes = ["9223372036854775807", "-9223372036854775808", "0", "-1"]
        for id in extremes {
            for min in extremes {
                for count in ["1", "4", "9223372036854775807", "-9223372036854775808"] {
                    let environment = ["SLURM_ARRAY_TASK_ID": id, "SLURM_ARRAY_TASK_MIN": min, "SLURM_ARRAY_TASK_COUNT": count]
                    do {
                        let shard = try Shard.resolve("auto", count: nil, environment: environment)
                        #expect(shard.index >= 0 && shard.index < shard.count)
                        #expect(Int(id)! - Int(min)! == shard.index, "\(environment)")
                    } catch {
                        #expect(Moonkit.message(for: error).hasPrefix("--shard auto: SLURM_ARRAY_TASK_ID=\(id) is not one of \(count) tasks "
                                                                       + "from SLURM_ARRAY_TASK_MIN=\(min) in steps of 1"), "\(environment)")
                    }
                }
            }
        }
        let farApart = ["SLURM_ARRAY_TASK_ID": "9223372036854775807", "SLURM_ARRAY_TASK_MIN": "-9223372036854775808",
                        "SLURM_ARRAY_TASK_COUNT": "9223372036854775807"]
        #expect(throws: ValidationError.self) { try Shard.resolve("auto", count: nil, environment: farApart) }
        let stepped = ["SLURM_ARRAY_TASK_ID": "-9223372036854775808", "SLURM_ARRAY_TASK_MIN": "-9223372036854775808",
                       "SLURM_ARRAY_TASK_COUNT": "1", "SLURM_ARRAY_TASK_STEP": "9223372036854775807"]
        #expect(try Shard.resolve("auto", count: nil, environment: stepped) == Shard(index: 0, count: 1, source:
            "SLURM_ARRAY_TASK_ID=-9223372036854775808, SLURM_ARRAY_TASK_MIN=-9223372036854775808, SLURM_ARRAY_TASK_COUNT=1"))
    }
}
