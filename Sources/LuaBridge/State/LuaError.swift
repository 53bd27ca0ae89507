/// A Lua error as Swift sees it: the message, where it was raised, and the Lua traceback.
public struct LuaError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What went wrong, as classified by the bridge.
    public enum Kind: Sendable, Equatable {
        /// A runtime error (`error(...)`, a bad argument, an arithmetic on nil, …).
        case runtime
        /// The chunk did not compile.
        case syntax
        /// The script went over the state's memory ceiling.
        case memoryLimit
        /// The script ran more instructions than the state's budget allows.
        case instructionBudget
        /// The callback was stopped from outside: by the host (`LuaStopHandle.stop(reason:)`) or
        /// by a watchdog that found it running past its limit of machine time.
        case stopped
        /// A file could not be read, or the state could not be made or is closed.
        case host
    }

    /// The kind of failure.
    public var kind: Kind
    /// The message without its `file:line:` prefix.
    public var message: String
    /// The file the error was raised in, as the state loaded it (`scripts/foo.lua`, or the
    /// whole of a long path), when known. Lua shortens a long file name to its last 56
    /// characters (`...es/game/scripts/foo.lua`); the state puts back the name it loaded
    /// (`LuaState.locating(_:)`), so this is never cut.
    public var file: String?
    /// `file` relative to the game's script root (`foo.lua`, `lib/words.lua` for
    /// `scripts/lib/words.lua` under the root `scripts`), when the file is inside it.
    public var relativeFile: String?
    /// The line in `file`, when known.
    public var line: Int?
    /// Lua's `stack traceback:` text at the point of the error, when known.
    public var traceback: String?

    /// An error with a message and no position (positions come from Lua).
    public init(_ message: String, kind: Kind = .runtime, file: String? = nil, line: Int? = nil,
                traceback: String? = nil) {
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
        self.traceback = traceback
    }

    /// Splits a Lua message such as `scripts/foo.lua:12: boom` into position and text.
    public init(luaMessage: String, kind: Kind = .runtime, traceback: String? = nil) {
        self.init(luaMessage, kind: kind, traceback: traceback)
        if let (file, line, rest) = LuaError.splitPosition(luaMessage) {
            self.file = file
            self.line = line
            self.message = rest
        }
    }

    /// The message as Lua writes it: `file:line: message`.
    public var located: String {
        guard let file, let line else { return message }
        return "\(file):\(line): \(message)"
    }

    /// `file:line: message`, then the traceback on the following lines.
    public var description: String {
        guard let traceback, !traceback.isEmpty else { return located }
        return located + "\n" + traceback
    }

    /// Finds the first `<file>:<digits>:` in the first line of the message: Lua's position prefix.
    static func splitPosition(_ text: String) -> (String, Int, String)? {
        let bytes = Array(text.utf8)
        let colon = UInt8(ascii: ":"), zero = UInt8(ascii: "0"), nine = UInt8(ascii: "9")
        var i = 1
        while i < bytes.count, bytes[i] != UInt8(ascii: "\n") {
            if bytes[i] == colon {
                var j = i + 1
                while j < bytes.count, bytes[j] >= zero, bytes[j] <= nine { j += 1 }
                if j > i + 1, j < bytes.count, bytes[j] == colon,
                   let line = Int(String(decoding: bytes[(i + 1)..<j], as: UTF8.self)) {
                    var rest = j + 1
                    if rest < bytes.count, bytes[rest] == UInt8(ascii: " ") { rest += 1 }
                    return (String(decoding: bytes[0..<i], as: UTF8.self), line,
                            String(decoding: bytes[rest...], as: UTF8.self))
                }
            }
            i += 1
        }
        return nil
    }
}
