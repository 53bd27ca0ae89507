import Foundation

extension ScriptRoot {
    /// Where a path given to the `files` API leads.
    package enum FileLookup {
        /// The real path of an existing file or folder inside the root (for a root of
        /// `GameFiles`, the path relative to it).
        case found(real: String, isFolder: Bool)
        /// Nothing there.
        case missing
    }

    /// Resolves a path relative to the game's folder for `function` (`files.read`, …),
    /// refusing absolute paths, `..`, and anything that leads outside the folder
    /// through a symbolic link. The messages quote the path as the script gave it.
    package func lookUp(file path: String, for function: String) throws(LuaError) -> FileLookup {
        guard !path.isEmpty else { throw LuaError("\(function): the path is empty") }
        guard !path.hasPrefix("/") else {
            throw LuaError("\(function): \(LuaText.quoted(path)) is an absolute path; paths are relative to the game's folder")
        }
        guard !path.split(separator: "/").contains("..") else {
            throw LuaError("\(function): \(LuaText.quoted(path)) goes up with '..'; paths must stay inside the game's folder")
        }
        if let provided {
            switch provided.item(at: path) {
            case .file: return .found(real: path, isFolder: false)
            case .folder: return .found(real: path, isFolder: true)
            case .missing: return .missing
            }
        }
        guard let real = ScriptRoot.realPath(canonical + "/" + path) else { return .missing }
        guard real == canonical || real.hasPrefix(canonical + "/") else {
            throw LuaError("\(function): \(LuaText.quoted(path)) leads outside the game's folder (through a symbolic link)")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: real, isDirectory: &isFolder) else { return .missing }
        return .found(real: real, isFolder: isFolder.boolValue)
    }

    /// The bytes of a file inside the root, or an error worded for `function`.
    package func contents(of path: String, for function: String) throws(LuaError) -> Data {
        switch try lookUp(file: path, for: function) {
        case .missing:
            throw LuaError("\(function): cannot open \(LuaText.quoted(path)) (no such file)")
        case .found(_, isFolder: true):
            throw LuaError("\(function): \(LuaText.quoted(path)) is a folder, not a file")
        case .found(let real, isFolder: false):
            let data = if let provided { provided.contents(of: real) } else { SharedFiles.contents(ofRealPath: real) }
            guard let data else {
                throw LuaError("\(function): cannot read \(LuaText.quoted(path))")
            }
            return data
        }
    }
}
