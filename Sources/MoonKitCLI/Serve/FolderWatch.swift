import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Notices that a file under a folder was saved: by polling each file's modification time, size
/// and inode (an editor that saves by renaming a new file over the old one changes the inode).
/// Polling a game's folder a few times a second costs little and works on every file system,
/// where inotify misses changes on some (network mounts, some containers).
///
/// Hidden files and editors' backups (`.x.lua.swp`, `x.lua~`) are not the game: they are skipped.
struct FolderWatch {
    /// What is watched: folders (everything under them) and single files.
    let paths: [String]
    private var seen: [String: Stamp]

    /// What a file looked like when last seen.
    private struct Stamp: Equatable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int64
        var inode: UInt64
    }

    init(paths: [String]) {
        self.paths = paths
        seen = Self.look(at: paths)
    }

    /// The files added, removed or saved since the last call, sorted; empty when nothing changed.
    mutating func changes() -> [String] {
        let now = Self.look(at: paths)
        guard now != seen else { return [] }
        let names = Set(now.keys).union(seen.keys).filter { now[$0] != seen[$0] }
        seen = now
        return names.sorted()
    }

    private static func look(at paths: [String]) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                stamps[path] = stamp(path)
                continue
            }
            guard let walk = FileManager.default.enumerator(atPath: path) else { continue }
            for case let relative as String in walk {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || name.hasSuffix("~") {
                    walk.skipDescendants()
                    continue
                }
                let full = (path as NSString).appendingPathComponent(relative)
                if let stamp = stamp(full) { stamps[full] = stamp }
            }
        }
        return stamps
    }

    /// A regular file's stamp; nil for folders and what cannot be read.
    private static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Stamp(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec),
                     size: Int64(info.st_size), inode: UInt64(info.st_ino))
    }
}
