import LuaBridge
import MoonLuaPrelude

/// The Lua half of `moonkit test`: the globals `test` and `expect` that a test file sees, and
/// what the runner reads of it (its game, its tests) and calls (one test). Its source is
/// `Sources/MoonLuaPrelude/test.lua`, compiled in beside moonkit.lua; the command's
/// `Sources/MoonKitCLI/Test` is the Swift half.
public enum TestLibrary {
    /// The name Lua gives the library's frames in positions and tracebacks.
    public static let chunkDisplayName = "moonkit.test"

    /// test.lua compiled once per process: each test loads it into its own fresh state.
    public static let chunk = Result { () throws(LuaError) -> LuaChunk in
        var length = 0
        let bytes = moon_test_library_source(&length)
        let source = String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
        return try LuaChunk(source: source, name: chunkDisplayName)
    }
}
