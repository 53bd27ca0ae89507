import Foundation

/// Where a game's files come from when they are not in a folder on disk: a host that keeps a
/// game in memory, a database or an archive gives `require` and `files` its files through this
/// protocol (`MemoryFiles` holds them in a dictionary). Paths reach it already checked by the
/// engine, with the folder form's rules: relative, not empty, never going up with `..`, so a
/// provider only answers what is at a path.
///
/// ```swift
/// let files = MemoryFiles(["lib/words.lua": Data(wordsModule.utf8), "levels/1.txt": Data("CAT\n".utf8)])
/// let game = try GameRuntime(source: mainScript, name: "game.lua", files: files)
/// ```
public protocol GameFiles: Sendable {
    /// How messages and chunk names name the root: `lib/words.lua` of a provider named `game`
    /// is cited as `game/lib/words.lua:3: …`.
    var name: String { get }
    /// What is at `path` (relative to the root, already checked).
    func item(at path: String) -> GameFileItem
    /// The bytes of the file at `path`, nil when there is none or it cannot be read.
    func contents(of path: String) -> Data?
    /// The names directly in the folder at `path` ("" is the root), a folder's with a `/` at
    /// the end, in any order; nil when this provider cannot list (the default), which
    /// `files.list` reports as an error.
    func names(in path: String) -> [String]?
}

extension GameFiles {
    /// A provider that cannot list folders: `files.list` says so.
    public func names(in path: String) -> [String]? { nil }
}

/// What a `GameFiles` has at a path.
public enum GameFileItem: Sendable, Equatable {
    /// A file, whose bytes `contents(of:)` gives.
    case file
    /// A folder: a path some files are under (`files.exists` says true, `files.read` refuses it).
    case folder
    /// Nothing.
    case missing
}

/// A game's files held in memory, by relative path (`lib/words.lua`, `levels/1.txt`); a folder
/// is any prefix of a path that ends at a `/`.
public struct MemoryFiles: GameFiles {
    /// How messages and chunk names name the root (`memory` unless told).
    public let name: String
    private let files: [String: Data]
    private let folders: Set<String>

    /// `files` by their paths relative to the game's root (`./lib/x.lua` is `lib/x.lua`); `name`
    /// is how errors cite the root.
    public init(_ files: [String: Data], name: String = "memory") {
        self.name = name
        self.files = Dictionary(files.map { (Self.normalized($0.key), $0.value) }) { first, _ in first }
        var folders = Set<String>()
        for path in self.files.keys {
            var parts = path.split(separator: "/").dropLast()
            while !parts.isEmpty {
                folders.insert(parts.joined(separator: "/"))
                parts = parts.dropLast()
            }
        }
        self.folders = folders
    }

    /// A file when one was given at `path`, a folder when files were given under it.
    public func item(at path: String) -> GameFileItem {
        let path = Self.normalized(path)
        if files[path] != nil { return .file }
        return folders.contains(path) || path.isEmpty ? .folder : .missing
    }

    /// The bytes given at `path`; nil for a folder or nothing.
    public func contents(of path: String) -> Data? {
        files[Self.normalized(path)]
    }

    /// The files and folders given directly under `path`, a folder's name ending with `/`.
    public func names(in path: String) -> [String]? {
        let folder = Self.normalized(path)
        let prefix = folder.isEmpty ? "" : folder + "/"
        var names = Set<String>()
        for file in files.keys where file.hasPrefix(prefix) {
            let rest = file.dropFirst(prefix.count)
            if let slash = rest.firstIndex(of: "/") { names.insert(String(rest[..<slash]) + "/") } else { names.insert(String(rest)) }
        }
        return Array(names)
    }

    /// `./a//b/` as `a/b`: the same file however a script spells its path.
    private static func normalized(_ path: String) -> String {
        path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }
}
