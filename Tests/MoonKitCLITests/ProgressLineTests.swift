import Testing
import Foundation
import Synchronization
@testable import MoonKitCLI

@Suite("sim's progress line")
struct ProgressLineTests {
    @Test("the text: bar, percent, games, rate, time left, failures")
    func text() {
        #expect(ProgressLine.text(done: 4500, total: 10000, failed: 2, seconds: 5.5)
                == "█████████···········  45%  4500/10000 games · 818 games/s · 7 s left · 2 failed")
        #expect(ProgressLine.text(done: 0, total: 300, failed: 0, seconds: 0)
                == "····················   0%  0/300 games")
        #expect(ProgressLine.text(done: 3, total: 1_000_000, failed: 0, seconds: 2)
                == "····················   0%  3/1000000 games · 1.5 games/s · many hours left")
        #expect(ProgressLine.text(done: 120, total: 120, failed: 120, seconds: 60)
                == "████████████████████ 100%  120/120 games · 2.0 games/s · 120 failed")
    }

    @Test("time left reads as seconds, minutes or hours, rounded up")
    func durations() {
        #expect(ProgressLine.durationText(0.2) == "1 s")
        #expect(ProgressLine.durationText(59) == "59 s")
        #expect(ProgressLine.durationText(185) == "3 min 05 s")
        #expect(ProgressLine.durationText(7620) == "2 h 07 min")
        #expect(ProgressLine.durationText(.infinity) == "many hours")
    }

    @Test("drawn at most ten times a second, the last game always, then ended with a new line")
    func rateLimited() {
        let drawn = Mutex<[String]>([])
        let clock = Mutex(100.0)
        let line = ProgressLine(total: 6, draw: { text in drawn.withLock { $0.append(text) } },
                                now: { clock.withLock { $0 } })
        for (seconds, failed) in [(100.0, false), (100.0625, true), (100.125, false), (100.1875, false), (101, false), (101.0625, false)] {
            clock.withLock { $0 = seconds }
            line.gameFinished(failed: failed)
        }
        line.finish()
        #expect(drawn.withLock { $0 } == [
            "███·················  16%  1/6 games",
            "██████████··········  50%  3/6 games · 24 games/s · 1 s left · 1 failed",
            "████████████████····  83%  5/6 games · 5.0 games/s · 1 s left · 1 failed",
            "████████████████████ 100%  6/6 games · 5.6 games/s · 1 failed",
            "\n",
        ])
    }

    @Test("a line that never drew ends nothing")
    func silentFinish() {
        let drawn = Mutex<[String]>([])
        ProgressLine(total: 3, draw: { text in drawn.withLock { $0.append(text) } }).finish()
        #expect(drawn.withLock { $0 }.isEmpty)
    }

    /// Runs `moonkit ARGUMENTS` on a pseudo-terminal (util-linux's `script`), as a person at a
    /// terminal would, and returns what the terminal showed.
    private func onTerminal(_ arguments: [String]) throws -> (status: Int32, screen: String) {
        let command = ([Command.executable] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["--quiet", "--return", "--command", command, "/dev/null"]
        process.currentDirectoryURL = URL(fileURLWithPath: Command.repository)
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let shown = output.fileHandleForReading.readToEndRetryingInterrupts()
        process.waitUntilExit()
        // The terminal turns each "\n" into "\r\n", which Swift reads as one character.
        return (process.terminationStatus, String(decoding: shown, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n"))
    }

    @Test("on a terminal sim draws the line and ends it before the summary; --quiet and pipes show none")
    func terminalOnly() throws {
        let arguments = ["sim", "scripts/psychic_tester.lua", "--bot", "random", "--games", "40", "--seed", "3"]
        let terminal = try onTerminal(arguments)
        #expect(terminal.status == 0)
        let last = try #require(terminal.screen.firstMatch(of: #/\r█{20} 100%  40/40 games · [0-9.]+ games/s\x1B\[K\n40 games, 40 played to the end, 0 script errors/#))
        #expect(!last.output.isEmpty)

        let quiet = try onTerminal(arguments + ["--quiet"])
        #expect(quiet.status == 0 && !quiet.screen.contains("games/s") && quiet.screen.contains("40 games, 40 played"))

        let piped = try Command.run(arguments)
        #expect(piped.status == 0 && piped.errors.isEmpty)
    }
}
