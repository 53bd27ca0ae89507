import Testing
import Foundation
@testable import MoonSim

@Suite("A worker's standard error")
struct ErrorCaptureTests {
    /// Writes `pieces` into a pipe one write at a time, closes it, and returns what the capture
    /// says the worker said.
    private func said(_ pieces: [String], startingGameAfter: Int? = nil) throws -> String? {
        let pipe = Pipe()
        let capture = ErrorCapture(pipe.fileHandleForReading)
        for (index, piece) in pieces.enumerated() {
            try pipe.fileHandleForWriting.write(contentsOf: Data(piece.utf8))
            if index == startingGameAfter { capture.startGame() }
        }
        try pipe.fileHandleForWriting.close()
        return capture.finish()
    }

    @Test("the runtime's Fatal error line is the reason, even with 40 KB of backtrace after it, in pieces")
    func fatalErrorBeforeALongBacktrace() throws {
        let backtrace = (0..<400).map { "\($0)    libswiftCore.so    0x00007fc5b0d5f130 swift_reportError + 33\n" }.joined()
        let pieces = ["game 3 says hello\nSimulationWorker.swift:80: Fatal error: MOON", "KIT_TEST_TRAP: it traps\n",
                      String(backtrace.prefix(20_000)), String(backtrace.dropFirst(20_000))]
        #expect(try said(pieces) == "SimulationWorker.swift:80: Fatal error: MOONKIT_TEST_TRAP: it traps")
        // Written before the parent started the game it died in: still the reason.
        #expect(try said(pieces, startingGameAfter: 2) == "SimulationWorker.swift:80: Fatal error: MOONKIT_TEST_TRAP: it traps")
    }

    @Test("without a Fatal error line, the first line written")
    func firstLine() throws {
        #expect(try said(["segfault at 0x0\n", "  more\n"]) == "segfault at 0x0")
        #expect(try said([]) == nil)
    }
}
