/// How much of a game exploring reached, over all seeds: distinct screens (by signature,
/// `ScreenReader`), the controls seen and those worked, and the Lua lines run in each file.
struct ExploreCoverage {
    /// Whether Lua lines are counted (a line hook on each game's state, off otherwise).
    let countsLines: Bool
    private(set) var screens: Set<UInt64> = []
    private(set) var controlsSeen: Set<String> = []
    private(set) var controlsExercised: Set<String> = []
    /// The lines run, per file as the game's state loaded it.
    private(set) var lines: [String: Set<Int>] = [:]

    init(countsLines: Bool) {
        self.countsLines = countsLines
    }

    mutating func add(_ screen: ScreenReading) {
        screens.insert(screen.signature)
        for action in screen.actions {
            if let control = action.control { controlsSeen.insert(control) }
        }
    }

    mutating func exercised(_ control: String) {
        controlsExercised.insert(control)
    }

    mutating func addLines(_ run: [String: Set<Int>]) {
        for (file, numbers) in run { lines[file, default: []].formUnion(numbers) }
    }

    /// The report's lines: `coverage: 14 screens, 31 of 33 controls exercised`, then one line
    /// per file, in the order of their paths: `  scripts/hangman.lua: 212 lines run`.
    var reportLines: [String] {
        let screensText = "\(screens.count) screen\(screens.count == 1 ? "" : "s")"
        var out = ["coverage: \(screensText), \(controlsExercised.count) of \(controlsSeen.count) controls exercised"]
        for file in lines.keys.sorted() {
            let count = lines[file]?.count ?? 0
            out.append("  \(file): \(count) line\(count == 1 ? "" : "s") run")
        }
        return out
    }
}
