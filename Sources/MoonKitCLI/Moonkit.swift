import ArgumentParser
import Foundation
import MoonSim

/// The `moonkit` command: how people meet the engine.
@main
struct Moonkit: ParsableCommand {
    /// The engine's version (`moonkit --version`), recorded in the header of every results file:
    /// a new version may play the same seed differently, so its results are not mixed with an
    /// older one's. Moved with each tagged release.
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "moonkit",
        abstract: "A headless UIKit-like game engine scripted in Lua 5.4.",
        discussion: """
            Exit codes: 0 all went well, 1 a script or game error, 2 a usage error.

            Examples:
              moonkit run scripts/swifty_words.lua --bot solver --quiet
              moonkit play scripts/hangman.lua
              moonkit sim scripts/psychic_tester.lua --bot random --games 10000
              moonkit summarize results-*.jsonl
              moonkit snapshot scripts/psychic_tester.lua --at 1 -o cards.png
              moonkit serve scripts/swifty_words.lua
              moonkit check scripts/swifty_words.lua levels/*.txt
              moonkit explore scripts/hangman.lua --seeds 200
              moonkit shrink scripts/hangman.lua --bot failure.lua --seed 17
              moonkit test scripts/tests
              moonkit bench solver --json
              moonkit new whack
            """,
        version: version,
        subcommands: [Run.self, Play.self, Explore.self, Sim.self, Summarize.self, Snapshot.self, Serve.self, Check.self,
                      Shrink.self, GameTests.self, Bench.self, New.self, LuaDefs.self]
    )

    /// ArgumentParser's usual main, except that usage errors exit with 2 (as most tools do)
    /// rather than 64, and that a simulation's worker process never gets to it.
    static func main() {
        // A worker process of `sim` (or of any host's simulation) plays its games and exits here.
        SimulationWorker.runIfRequested()
        HelpWidth.unwrapWhenPiped()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                let message = fullMessage(for: error)
                if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
