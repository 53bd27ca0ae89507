import CMoonLua
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Lua files compiled once per process. `moonkit sim` gives every game a fresh state, and
/// compiling the game, its modules and the bot again for each one would be a large part of a
/// short game (the figure: docs/performance.md, "Measured choices"). Each file is compiled once, in a
/// scratch state of its own, and every state loads the bytecode (mode "b", which only this
/// loader uses: a script's `load` stays text-only, see sandbox.c). Every state loads the same
/// bytes whether the cache was warm or not, so no game allocates differently from another.
///
/// A file is known by its path and chunk name, and its version by its `FileStamp`: a file
/// edited while the process runs is read and compiled again. Shared by all threads under a lock; a state never shares anything
/// with another through it, only bytes that each copies into its own heap.
enum CompiledChunks {
    private struct Entry {
        var stamp: FileStamp
        var bytecode: [UInt8]
    }

    /// Compiled files by path and chunk name ("path\0@name"): one entry per file a process
    /// loads, replaced when the file changes.
    private static let files = Mutex<[String: Entry]>([:])

    /// The bytecode of the Lua file at `path`, compiled under `chunkName` (with its '@'), from
    /// the cache when the file has not changed since it was compiled. Throws what compiling
    /// throws (`path:line: message`, a syntax error), or "cannot open" when there is no file.
    static func bytecode(file path: String, chunkName: String, displayName: String) throws(LuaError) -> [UInt8] {
        // The stamp is taken before the file is read: a file changed in between is compiled
        // again next time, never kept under the stamp of what it was.
        guard let stamp = FileStamp(path: path) else { throw LuaError("cannot open \(displayName)", kind: .host) }
        let key = path + "\0" + chunkName
        if let entry = files.withLock({ $0[key] }), entry.stamp == stamp { return entry.bytecode }
        guard var source = readFile(path) else { throw LuaError("cannot open \(displayName)", kind: .host) }
        // Like luaL_loadfile: a UTF-8 byte-order mark (editors on Windows save one) is skipped,
        if source.starts(with: [0xEF, 0xBB, 0xBF]) { source.removeFirst(3) }
        // and a first line starting with '#' (a shebang) is skipped,
        // its newline kept so line numbers stay right.
        if source.first == UInt8(ascii: "#") {
            let end = source.firstIndex(of: UInt8(ascii: "\n")) ?? source.count
            source.removeSubrange(0..<end)
        }
        let bytecode = try compile(source, chunkName: chunkName)
        if stamp.isSettled { files.withLock { $0[key] = Entry(stamp: stamp, bytecode: bytecode) } }
        return bytecode
    }

    /// Compiles Lua source (text only) in a scratch state and returns its bytecode, debug
    /// information kept: errors and tracebacks name the same file:line as the source would.
    static func compile(_ source: [UInt8], chunkName: String) throws(LuaError) -> [UInt8] {
        guard let scratch = luaL_newstate() else { throw LuaError("cannot create a Lua state", kind: .host) }
        defer { lua_close(scratch) }
        let status = source.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                luaL_loadbufferx(scratch, $0.baseAddress, $0.count, chunkName, "t")
            }
        }
        guard status == LUA_OK else {
            let message = lua_type(scratch, -1) == LUA_TSTRING
                ? String(decoding: LuaStack.bytes(scratch, -1), as: UTF8.self) : "cannot load \(chunkName)"
            throw LuaError(luaMessage: message, kind: status == LUA_ERRSYNTAX ? .syntax : .runtime)
        }
        var bytecode: [UInt8] = []
        let written = withUnsafeMutablePointer(to: &bytecode) { target in
            lua_dump(scratch, { _, bytes, size, target in
                guard let bytes, let target else { return 1 }
                target.assumingMemoryBound(to: [UInt8].self).pointee
                    .append(contentsOf: UnsafeRawBufferPointer(start: bytes, count: size))
                return 0
            }, target, 0)
        }
        guard written == 0 else { throw LuaError("cannot compile \(chunkName)", kind: .host) }
        return bytecode
    }

    /// The bytes of a file, nil when it cannot be read (a folder, no permission).
    private static func readFile(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = block.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            bytes.append(contentsOf: block[0..<count])
            if count < block.count { return ferror(file) == 0 ? bytes : nil }
        }
    }
}

/// A Lua chunk compiled once (text only) and loaded by any number of states on any thread:
/// the engine's own Lua (moonkit.lua), which every game state runs.
///
/// ```swift
/// static let prelude = Result { () throws(LuaError) in try LuaChunk(source: text, name: "moonkit") }
/// let function = try lua.load(prelude.get())
/// ```
public struct LuaChunk: Sendable {
    let bytecode: [UInt8]
    /// The chunk name errors show (`name:line: message`).
    public let name: String

    /// Compiles `source`; a syntax error is thrown as `name:line: message`.
    public init(source: String, name: String) throws(LuaError) {
        self.name = name
        bytecode = try CompiledChunks.compile(Array(source.utf8), chunkName: "=" + name)
    }
}
