import Foundation
import Synchronization

/// The line `sim` keeps redrawing on a terminal while games play: how many are done, how fast
/// they go, how long is left and how many failed so far. `explore` draws it too, counting seeds.
///
///     ██████████············  45%  4500/10000 games · 812 games/s · 7 s left · 2 failed
///
/// It is drawn on standard error and only on a terminal (`sim … > out.txt` still shows it;
/// `sim … 2> log` does not), never with `--quiet`, and at most `maximumRate` times a second so
/// that a run of short games spends its time playing, not drawing. The text is made by
/// `text(...)`, a plain function of its figures, so its tests need no terminal and no clock.
final class ProgressLine: Sendable {
    /// Redraws per second at most; the last line (all games done) is always drawn.
    static let maximumRate = 10.0
    static let barWidth = 20

    private let total: Int
    /// What is counted, in the plural: `games`, `seeds`.
    private let unit: String
    private let draw: @Sendable (String) -> Void
    private let now: @Sendable () -> Double
    private let start: Double
    private struct Tally {
        var done = 0
        var failed = 0
        var drawnAt = -Double.infinity
        var drewAny = false
    }
    private let tally = Mutex(Tally())

    /// A line for a run of `total` games (or other `unit`s), drawn by `draw` (by default on
    /// standard error, as `\r` + the text + erase-to-end-of-line); `now` reads a clock in seconds.
    init(total: Int, unit: String = "games",
         draw: @escaping @Sendable (String) -> Void = ProgressLine.drawOnStandardError,
         now: @escaping @Sendable () -> Double = ProgressLine.secondsSinceBoot) {
        self.total = total
        self.unit = unit
        self.draw = draw
        self.now = now
        self.start = now()
    }

    /// One more game done (`failed` when it ended with a failure).
    func gameFinished(failed: Bool) {
        let line: String? = tally.withLock { tally in
            tally.done += 1
            if failed { tally.failed += 1 }
            let time = now()
            let last = tally.done == total
            guard last || time - tally.drawnAt >= 1 / Self.maximumRate else { return nil }
            tally.drawnAt = time
            tally.drewAny = true
            return Self.text(done: tally.done, total: total, failed: tally.failed, seconds: time - start, unit: unit)
        }
        // Drawn under no lock: a slow terminal holds up only the thread that drew.
        if let line { draw(line) }
    }

    /// Ends the line, so that what is printed next starts on a line of its own.
    func finish() {
        if tally.withLock({ $0.drewAny }) { draw("\n") }
    }

    /// Erases the line, so that a line printed now starts at the terminal's left edge; the
    /// next game finished draws it again, whatever the rate.
    func erase() {
        let drawn = tally.withLock { tally in
            defer { tally.drawnAt = -Double.infinity }
            return tally.drewAny
        }
        if drawn { draw("") }
    }

    /// The line's text for `done` of `total` games (or `unit`s) after `seconds`, `failed` of
    /// them failures.
    static func text(done: Int, total: Int, failed: Int, seconds: Double, unit: String = "games") -> String {
        let fraction = total > 0 ? min(max(Double(done) / Double(total), 0), 1) : 1
        let filled = Int((fraction * Double(barWidth)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: barWidth - filled)
        let percent = Int((fraction * 100).rounded(.down))
        var parts = ["\(done)/\(total) \(unit)"]
        let rate = seconds > 0 ? Double(done) / seconds : 0
        if rate > 0 {
            parts.append("\(rateText(rate)) \(unit)/s")
            if done < total { parts.append("\(durationText(Double(total - done) / rate)) left") }
        }
        if failed > 0 { parts.append("\(failed) failed") }
        let percentText = String(repeating: " ", count: max(0, 3 - String(percent).count)) + "\(percent)%"
        return "\(bar) \(percentText)  " + parts.joined(separator: " · ")
    }

    /// A rate as a person reads it: whole numbers from 10 up, one decimal below.
    static func rateText(_ rate: Double) -> String {
        rate >= 10 ? String(Int(rate.rounded())) : String(format: "%.1f", rate)
    }

    /// `42 s`, `3 min 05 s`, `2 h 07 min`: seconds rounded up, so a line never says 0 s left
    /// while a game is still to play.
    static func durationText(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds < 100 * 3600 else { return "many hours" }
        let whole = Int(seconds.rounded(.up))
        if whole < 60 { return "\(whole) s" }
        if whole < 3600 { return String(format: "%d min %02d s", whole / 60, whole % 60) }
        return String(format: "%d h %02d min", whole / 3600, whole % 3600 / 60)
    }

    @Sendable static func drawOnStandardError(_ text: String) {
        // "\r" goes back to the line's start; ESC[K erases what a longer line left behind.
        let bytes = text == "\n" ? "\n" : "\r" + text + "\u{1B}[K"
        FileHandle.standardError.write(Data(bytes.utf8))
    }

    @Sendable static func secondsSinceBoot() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }
}
