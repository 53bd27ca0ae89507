import MoonBots
import MoonKit
import MoonLua

/// The one rule for a stuck game, which explore applies as it plays, and shrink's replays and
/// `run` apply after a bot's last action: the screen offers nothing to do (no control, gesture
/// or alert, only waiting and poking), and it stays the same screen (`ScreenSignature`) for
/// more than `idleReads` reads in a row, a second of game time or a poke apart. A game that never
/// offered anything is not stuck: it is not for exploring (a screen that takes touches anywhere).
struct StuckWatch {
    /// How many reads of the same screen offering nothing, after the first, make it stuck.
    static let idleReads = 10
    /// The reads at most after a bot's last action: a screen that keeps changing while it offers
    /// nothing (an animation of its own) is not stuck, and is not waited on for ever.
    static let mostReadsAfterTheEnd = 4 * idleReads

    private var idle = 0
    private var idleSignature: UInt64 = 0
    /// Whether a screen read so far offered something to do.
    private(set) var offeredBefore: Bool

    init(offeredBefore: Bool = false) {
        self.offeredBefore = offeredBefore
    }

    /// Notes the screen just read; true when the game is stuck on it.
    mutating func isStuck(on screen: ScreenReading) -> Bool {
        if screen.offersSomething {
            idle = 0
            offeredBefore = true
            return false
        }
        idle = screen.signature == idleSignature ? idle + 1 : 1
        idleSignature = screen.signature
        return idle > Self.idleReads && offeredBefore
    }

    /// How a stuck screen is reported: what it shows, since its texts are what a person sees.
    static func message(for screen: ScreenReading) -> String {
        let shown = screen.shownTexts.prefix(8).map(MessageText.quoted).joined(separator: ", ")
        return "nothing can be done on this screen and waiting changes nothing (it shows \(shown.isEmpty ? "no text" : shown))"
    }

    /// After a bot's last action: the screen the game is stuck on, or nil when it is not. Reads
    /// the screen and lets a second pass (`wait`, false when the wait failed) until the screen
    /// offers something, the rule finds it stuck, or `mostReadsAfterTheEnd` reads are done.
    /// `offeredBefore` says whether the game offered something earlier (its first screen did).
    static func afterLastAction(of engine: Engine, offeredBefore: Bool, wait: () -> Bool) -> ScreenReading? {
        // A game that offered nothing before is never stuck: no need to wait to know it.
        guard offeredBefore else { return nil }
        var watch = StuckWatch(offeredBefore: offeredBefore)
        for read in 1...mostReadsAfterTheEnd {
            // The poke a reading offers is not played here: its point's draw does not matter.
            var reader = ScreenReader(engine: engine, random: SeededChoice(seed: 0))
            let screen = reader.read()
            if watch.isStuck(on: screen) { return screen }
            if screen.offersSomething || read == mostReadsAfterTheEnd || !wait() { return nil }
        }
        return nil
    }

    /// After a bot's last action in `runtime`: the screen the game is stuck on, waiting as
    /// explore waits (`game:wait(1)`, a bot statement), or nil when it is not stuck.
    static func afterLastAction(of runtime: GameRuntime, offeredBefore: Bool) -> ScreenReading? {
        var player: StatementPlayer?
        return afterLastAction(of: runtime.engine, offeredBefore: offeredBefore) {
            do {
                let waiting = try player ?? StatementPlayer(runtime: runtime, print: { _ in })
                player = waiting
                try waiting.perform("game:wait(1)")
                return true
            } catch {
                return false
            }
        }
    }

    /// Whether the game's screen offers something to do now: read once, as a bot's run begins.
    static func offersSomething(_ engine: Engine) -> Bool {
        var reader = ScreenReader(engine: engine, random: SeededChoice(seed: 0))
        return reader.read().offersSomething
    }
}
