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

    /// The names in a folder inside the root for `function` (`files.list`), sorted by their
    /// bytes so that every machine lists them in the same order; a folder's name ends with
    /// `/`. Hidden names (starting with `.`) are left out, as a file browser does.
    package func names(in path: String, for function: String) throws(LuaError) -> [String] {
        let folder = path.isEmpty ? "." : path
        let real: String
        switch try lookUp(file: folder, for: function) {
        case .missing:
            throw LuaError("\(function): there is no folder \(LuaText.quoted(path))")
        case .found(_, isFolder: false):
            throw LuaError("\(function): \(LuaText.quoted(path)) is a file, not a folder")
        case .found(let found, isFolder: true):
            real = found
        }
        let names: [String]
        if let provided {
            guard let listed = provided.names(in: real == "." ? "" : real) else {
                throw LuaError("\(function): the game's files (\(provided.name)) cannot be listed")
            }
            names = listed
        } else {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: real) else {
                throw LuaError("\(function): cannot list \(LuaText.quoted(path))")
            }
            names = entries.map { entry in
                var isFolder: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: real + "/" + entry, isDirectory: &isFolder)
                return exists && isFolder.boolValue ? entry + "/" : entry
            }
        }
        return names.filter { !$0.hasPrefix(".") }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
