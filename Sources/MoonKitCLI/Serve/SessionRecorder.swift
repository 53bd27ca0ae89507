import Foundation
import LuaBridge
import MoonKit

/// `moonkit serve --record FILE`: what the person does on the page, written as an ordinary bot
/// (`return function(game) … end`, one action a line) with the waits between actions in
/// virtual time, so that `moonkit run GAME --bot FILE --seed S` plays the same game again.
///
/// The file is written whole after every action (to a temporary file renamed over it), so it
/// is complete, valid Lua whenever the server is stopped or killed. Keys typed at one virtual
/// moment make one `game:type` line, and deletes one `game:deleteBackward`: the replay sends
/// the same keys, one `editingChanged` each, as the page did.
///
/// Replays are exact because the waits add up to the very clock values the live game had:
/// while recording, `LiveGame` moves the clock in whole steps of `RecordingClock.quantum`
/// (1/1024 s), and sums and differences of such values are exact in binary floating point.
final class SessionRecorder {
    /// What the header names, for the reader and the replay command.
    struct Header {
        var script: String
        var seed: UInt64
        var device: String
        var appearance: Appearance
    }

    let path: String
    private let header: Header
    private var lines: [String] = []
    /// The virtual time the actions written so far reach.
    private var recordedTime = 0.0
    /// What the last line does, when the next action may fold into it (more keys at the same moment).
    private var lastLine: Foldable?
    /// Whether a line has declared the `finger` local the touches share.
    private var fingerDeclared = false
    /// Set once the recording stopped (a reload, a failed write): nothing more is written.
    private(set) var stopped = false

    private enum Foldable: Equatable {
        case typed(String, submitted: Bool)
        case deleted(Int)
    }

    /// Starts the recording: writes the file with its header and no actions yet.
    init(path: String, header: Header) throws {
        self.path = path
        self.header = header
        try write()
    }

    // MARK: actions

    /// A tap: a finger down and up at one moment, at `point`.
    func tap(at point: Point, now: Double) throws {
        try add("game:tapAt(\(Self.number(point.x)), \(Self.number(point.y)))", now: now)
    }

    /// A finger lands (and stays down): its number is kept in the `finger` local.
    func touchDown(at point: Point, now: Double) throws {
        let declaration = fingerDeclared ? "" : "local "
        fingerDeclared = true
        try add("\(declaration)finger = game:touchDown(\(Self.number(point.x)), \(Self.number(point.y)))", now: now)
    }

    /// The finger moves, pressing with `force` when it changes.
    func touchMove(to point: Point, force: Double?, now: Double) throws {
        let pressing = force.map { $0 == Touch.defaultMaximumForce ? ", game.maximumForce" : ", \(Self.number($0))" } ?? ""
        try add("game:touchMove(finger, \(Self.number(point.x)), \(Self.number(point.y))\(pressing))", now: now)
    }

    /// The finger lifts.
    func touchUp(now: Double) throws {
        try add("game:touchUp(finger)", now: now)
    }

    /// Keys typed into the first responder.
    func type(_ text: String, now: Double) throws {
        if case .typed(let before, false)? = lastLine, waitBefore(now) == nil {
            return try replaceLast(.typed(before + text, submitted: false))
        }
        try add(.typed(text, submitted: false), now: now)
    }

    /// The return key.
    func pressReturn(now: Double) throws {
        if case .typed(let before, false)? = lastLine, waitBefore(now) == nil {
            return try replaceLast(.typed(before, submitted: true))
        }
        try add(.typed("", submitted: true), now: now)
    }

    /// The delete key.
    func deleteBackward(now: Double) throws {
        if case .deleted(let count)? = lastLine, waitBefore(now) == nil { return try replaceLast(.deleted(count + 1)) }
        try add(.deleted(1), now: now)
    }

    /// The alert on top answered with the action titled `title`, `texts` typed into its fields.
    func answerAlert(_ title: String, texts: [String], now: Double) throws {
        let typed = texts.isEmpty ? "" : ", {" + texts.map(Self.string).joined(separator: ", ") + "}"
        try add("game:answerAlert(\(Self.string(title))\(typed))", now: now)
    }

    /// The clock paused: the time it ran until then is written, so that the replay ends where
    /// the page stopped (what a picture taken now shows).
    func pause(now: Double) throws {
        guard let wait = waitBefore(now) else { return }
        try add(wait, now: now, folding: nil, waits: false)
    }

    /// Ends the recording with a comment saying why (a reload: what follows is another game).
    func stop(_ reason: String, now: Double) throws {
        guard !stopped else { return }
        if let wait = waitBefore(now) { lines.append(wait) }
        lines.append("-- " + reason.replacingOccurrences(of: "\n", with: " ") + ": the recording stops here")
        lastLine = nil
        stopped = true
        try write()
    }

    // MARK: the file

    /// The file as it stands.
    var text: String {
        var out = """
            -- Recorded by moonkit serve --record: what a person did on the page, with the waits
            -- between in virtual seconds (the clock moved in steps of 1/1024 s while recording).
            -- Game \(header.script), seed \(header.seed), device \(header.device), appearance \(header.appearance.rawValue).
            -- luacheck: no max line length (paths and typed texts are as long as they are)
            -- Replay: moonkit run \(header.script) --bot \(path) --seed \(header.seed) --device \(header.device)\(header.appearance == .light ? "" : " --appearance \(header.appearance.rawValue)")
            return function(game)

            """
        for line in lines { out += "  " + line + "\n" }
        return out + "end\n"
    }

    private func add(_ action: Foldable, now: Double) throws {
        try add(Self.line(action), now: now, folding: action, waits: true)
    }

    private func add(_ line: String, now: Double) throws {
        try add(line, now: now, folding: nil, waits: true)
    }

    private func add(_ line: String, now: Double, folding: Foldable?, waits: Bool) throws {
        guard !stopped else { return }
        if waits, let wait = waitBefore(now) { lines.append(wait) }
        lines.append(line)
        recordedTime = now
        lastLine = folding
        try write()
    }

    private func replaceLast(_ action: Foldable) throws {
        guard !stopped else { return }
        lines[lines.count - 1] = Self.line(action)
        lastLine = action
        try write()
    }

    /// `game:wait(…)` for the time since the last action, nil when none passed.
    private func waitBefore(_ now: Double) -> String? {
        let seconds = now - recordedTime
        return seconds > 0 ? "game:wait(\(Self.number(seconds)))" : nil
    }

    private func write() throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            stopped = true
            throw RecordingError("cannot write the recording \(path): \(error.localizedDescription); the recording stops")
        }
    }

    private static func line(_ action: Foldable) -> String {
        switch action {
        case .typed(let text, let submitted): return "game:type(\(string(text))\(submitted ? ", { submit = true }" : ""))"
        case .deleted(let count): return count == 1 ? "game:deleteBackward()" : "game:deleteBackward(\(count))"
        }
    }

    /// A string as a Lua literal, its control bytes escaped.
    static func string(_ text: String) -> String { LuaValue.string(text).description }

    /// A number as Lua reads it back to the same double: the shortest text that does, without
    /// a trailing `.0` (`120`, `0.75`, `0.0009765625`).
    static func number(_ value: Double) -> String {
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

/// Why a recording could not be written.
struct RecordingError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The clock of a recorded session: the wall time that passed, handed out in whole steps of
/// `quantum` (what is left over waits for the next frame), so that every virtual time the
/// game reaches is a multiple of it and the recorded waits add up exactly on replay.
struct RecordingClock {
    /// 1/1024 s: a power of two, so that multiples of it are exact doubles.
    static let quantum = 1.0 / 1024
    private var owed = 0.0

    /// The whole steps of `seconds` (plus what was left over before) to run now.
    mutating func take(_ seconds: Double) -> Double {
        owed += seconds
        let steps = (owed / Self.quantum).rounded(.down) * Self.quantum
        owed -= steps
        return steps
    }

    /// A step the page asks for (`advance`), to the nearest whole step, at least one.
    static func rounded(_ seconds: Double) -> Double {
        max(1, (seconds / quantum).rounded()) * quantum
    }
}
