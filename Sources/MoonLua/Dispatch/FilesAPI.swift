import LuaBridge
import Foundation

/// Builds the read-only `files` table for `state`: `files.read(path)` (the file's
/// text), `files.lines(path)` (its lines, without line ends) and `files.exists(path)`.
/// Paths are relative to `root` (default: the state's script root); absolute paths,
/// `..` and symbolic links leading outside it are refused. Worker states get it as the
/// global `files`; the main state may expose it too.
///
/// ```lua
/// for _, line in ipairs(files.lines("levels/level1.txt")) do print(line) end
/// ```
public func makeFilesTable(for state: LuaState, root folder: String? = nil) -> LuaReference? {
    let root = folder.map(ScriptRoot.init) ?? state.root
    let table = state.newTable()
    table?.setField("read", FilesAPI.function(state, root, "(path: string): string") { call, root in
        let data = try root.contents(of: try call.string(1), for: "files.read")
        call.push(bytes: data)
    })
    table?.setField("lines", FilesAPI.function(state, root, "(path: string): string[]") { call, root in
        let data = try root.contents(of: try call.string(1), for: "files.lines")
        call.push(linesOf: data)
    })
    table?.setField("exists", FilesAPI.function(state, root, "(path: string): boolean") { call, root in
        if case .found = try root.lookUp(file: try call.string(1), for: "files.exists") {
            call.push(true)
        } else {
            call.push(false)
        }
    })
    table?.setField("list", FilesAPI.function(state, root, "(folder: string): string[]") { call, root in
        let names = try root.names(in: try call.string(1), for: "files.list")
        call.pushTable(arrayCount: names.count) { table in
            for name in names { table.append(name) }
        }
    })
    return table
}

/// The bodies behind `files`.
enum FilesAPI {
    /// A Swift function for `state` that needs the script root (without one it refuses), with
    /// its type for editors.
    static func function(_ state: LuaState, _ root: ScriptRoot?, _ signature: String,
                         _ body: @escaping (inout LuaCall, ScriptRoot) throws -> Void) -> LuaReference? {
        state.function(.function(signature)) { call in
            guard let root else { throw LuaError("files: this Lua state has no game folder") }
            try body(&call, root)
        }
    }
}
