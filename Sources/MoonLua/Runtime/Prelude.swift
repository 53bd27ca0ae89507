import LuaBridge
import MoonLuaPrelude

/// The part of the `moonkit` Lua module written in Lua (anchor arithmetic, subclasses, observed
/// properties, the app description), run once per state with the module table and the Swift
/// functions it rests on. Its source is `Sources/MoonLuaPrelude/moonkit.lua`, compiled in.
enum Prelude {
    /// The name Lua gives the prelude's frames in positions and tracebacks.
    static let chunkDisplayName = "moonkit"

    /// The text of moonkit.lua.
    static let source: String = {
        var length = 0
        let bytes = moon_prelude_source(&length)
        return String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
    }()

    /// moonkit.lua compiled once per process: every game state loads the same bytecode rather
    /// than compiling 300 lines again (a tenth of a fresh Psychic Tester game's instructions).
    static let chunk = Result { () throws(LuaError) -> LuaChunk in
        try LuaChunk(source: source, name: chunkDisplayName)
    }
}
