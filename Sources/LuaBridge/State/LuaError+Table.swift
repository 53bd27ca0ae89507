/// An error as a script receives it when it is handed over rather than raised (a background
/// job's failure, given to its completion): a table of its parts, so that a script reads the
/// file and line without taking the message apart.
extension LuaError {
    /// `{message = "boom", file = "scripts/level.lua", line = 12, relativeFile = "level.lua",
    /// located = "scripts/level.lua:12: boom", traceback = "stack traceback: …"}`; the parts
    /// not known are left out (`file`, `line`, `relativeFile`, `traceback`).
    public var table: LuaValue {
        var fields: [LuaValue: LuaValue] = ["message": .string(message), "located": .string(located)]
        if let file { fields["file"] = .string(file) }
        if let line { fields["line"] = .int(line) }
        if let relativeFile { fields["relativeFile"] = .string(relativeFile) }
        if let traceback, !traceback.isEmpty { fields["traceback"] = .string(traceback) }
        return .table(fields)
    }
}
