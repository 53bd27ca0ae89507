import LuaBridge
import MoonBots
import Cassowary
import MoonKit
import MoonLua

/// The workloads of `moonkit bench count`: each repeats one operation a given number of times,
/// untimed, for counting instructions under callgrind. The CI performance gate
/// (`.ci/perf-gate`, described in `docs/performance.md`) runs each at two sizes and divides the
/// difference by the difference in operations, so whatever is done once (start-up, loading a
/// game, the checksum line) cancels out and only the operation's own cost remains.
///
/// Every workload reaches the engine through the same public API a game or an embedder uses
/// (`LuaState`, `GameRuntime`, `BotRunner`, MoonKit's views and driver, the solver), so it
/// keeps measuring the same thing while the code under it is rearranged.
public enum CountWorkload: String, CaseIterable, Sendable {
    case bridgeCall = "bridge-call"
    case luaView = "lua-view"
    case psychicRound = "psychic-round"
    case psychicFreshGame = "psychic-fresh-game"
    case swiftyTap = "swifty-tap"
    case swiftyLayout = "swifty-layout"
    case chainFit300 = "chain-fit-300"

    /// The names, in the gate's order.
    public static var names: [String] { allCases.map(\.rawValue) }

    /// What one operation is.
    public var operation: String {
        switch self {
        case .bridgeCall: "one `o:add(1, 2)` from a Lua loop to a typed method bound with LuaClassBuilder"
        case .luaView: "one `ui.View {}` from a Lua loop in a game's state (collection included)"
        case .psychicRound: "one Psychic Tester round played by the random bot (a tap, 2.1 s of the game)"
        case .psychicFreshGame: "one Psychic Tester game in an engine of its own: made, started, one round played by the random bot, let go"
        case .swiftyTap: "one tap on Swifty Words' screen: letter groups and CLEAR in turn, 0.25 s after each"
        case .swiftyLayout: "Swifty Words' screen built in Swift and laid out from scratch"
        case .chainFit300: "the solver's chain-fit 300: a chain of 300 views, built and solved"
        }
    }

    /// Whether the workload reads the repository's `scripts/` and `levels/` (run it from there).
    public var needsRepository: Bool { self == .psychicRound || self == .psychicFreshGame || self == .swiftyTap }

    /// Runs `times` operations after the workload's one-time set-up, and returns a line that
    /// shows the work was done (a count or a checksum of what it produced).
    public func run(times: Int) throws -> String {
        switch self {
        case .bridgeCall: try Self.bridgeCalls(times)
        case .luaView: try GameCountWorkloads.luaViews(times)
        case .psychicRound: try GameCountWorkloads.psychicRounds(times)
        case .psychicFreshGame: try GameCountWorkloads.psychicFreshGames(times)
        case .swiftyTap: try GameCountWorkloads.swiftyTaps(times)
        case .swiftyLayout: Self.swiftyLayouts(times)
        case .chainFit300: Self.chainFits(times)
        }
    }

    /// `o:add(1, 2)` on `BridgeBench`'s counter, `times` times from one Lua `for` loop.
    static func bridgeCalls(_ times: Int) throws -> String {
        let lua = try LuaState()
        let counter = BridgeBench.Counter()
        lua.register(BridgeBench.WrapCounter.self)
        lua.setGlobal("obj", object: counter)
        lua.setGlobal("N", times)
        let results = try lua.run("local o, sum = obj, 0 for i = 1, N do sum = sum + o:add(1, 2) end return sum")
        guard case .int(let sum)? = results.first, sum == 3 * times, counter.swiftCalls == times else {
            throw CountWorkloadError("bridge-call: \(counter.swiftCalls) calls reached Swift, results \(results)")
        }
        return "\(counter.swiftCalls) calls, sum \(sum)"
    }

    /// A fresh Swifty Words screen laid out, `times` times; the checksum of the last one.
    static func swiftyLayouts(_ times: Int) -> String {
        var checksum = 0.0
        for _ in 0..<times {
            let screen = SwiftyWordsScreen()
            layOutSwiftyWordsScreen(screen)
            checksum = screen.checksum
        }
        return "frame checksum \(checksum)"
    }

    /// The layout pass of `swifty-layout`, in a function of its own so that callgrind can count
    /// it alone (`--toggle-collect`, in `.ci/perf-gate`), without building the screen, which
    /// costs about two thirds as much again. Keep the name: the gate finds the function by it.
    @inline(never)
    static func layOutSwiftyWordsScreen(_ screen: SwiftyWordsScreen) {
        screen.window.layoutIfNeeded()
    }

    /// A chain of 300 views built and solved, `times` times; the checksum of the last one.
    static func chainFits(_ times: Int) -> String {
        var checksum = 0.0
        for _ in 0..<times {
            let chain = SolverWorkloads.chain(300)
            checksum = chain.checksum
        }
        return "chain checksum \(checksum)"
    }
}

/// A workload that could not do its work (a script failed to load, a game did not start).
public struct CountWorkloadError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
