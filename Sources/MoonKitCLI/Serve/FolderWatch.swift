import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Notices that a file under a folder was saved, added or removed, with Linux's inotify: the
/// kernel queues an event for each, and `changes` reads what is queued without waiting. Its
/// cost is the number of events, not of files, so a game folder that holds a hundred thousand
/// files (a data set, a `node_modules`) costs the game's thread nothing between saves. Looking
/// at every file's time instead cost a scan of them all a few times a second.
///
/// Each folder under a watched one has a watch of its own (inotify is not recursive), added
/// once when the watch starts and as folders appear. A file watched alone (a bot outside the
/// game's folder) is watched through its folder, for its name only, so that an editor that
/// saves by renaming a new file over it is still seen.
///
/// Hidden files and folders and editors' backups (`.x.lua.swp`, `x.lua~`) are not the game:
/// they are skipped.
final class FolderWatch {
    /// What is watched: folders (everything under them) and single files.
    let paths: [String]
    /// What could not be watched, said once on the terminal (no inotify, the system's limit on
    /// watches reached).
    private(set) var problems: [String] = []
    /// Directory entries read and files looked at since the watch started (tests count them:
    /// nothing changed, nothing is looked at).
    private(set) var examined = 0

    private let inotify: Int32
    /// Each watch: its folder, and the names it is for (nil: every file, and folders below).
    private var watches: [Int32: (folder: String, names: Set<String>?)] = [:]
    /// The files known under the watched folders: a removed one is a change only if it was one
    /// of them (an editor's temporary file renamed away is not).
    private var files: Set<String> = []
    /// What each file that was saved looked like then: an event that leaves a file as it was
    /// (opened for writing and closed unchanged, or closed late) is no save.
    private var stamps: [String: Stamp] = [:]

    private struct Stamp: Equatable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int64
        var inode: UInt64
    }

    private static let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE | IN_ATTRIB)

    init(paths: [String]) {
        self.paths = paths
        inotify = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard inotify >= 0 else {
            problems.append("saves are not noticed: inotify is not available (\(String(cString: strerror(errno))))")
            return
        }
        for path in paths.map(Self.trimmed) {
            if Self.kind(path) == .folder {
                _ = addTree(path)
            } else {
                let folder = (path as NSString).deletingLastPathComponent
                addWatch(folder.isEmpty ? "." : folder, name: (path as NSString).lastPathComponent)
                if Self.kind(path) == .file { files.insert(path) }
            }
        }
        examined = 0
    }

    deinit {
        if inotify >= 0 { close(inotify) }
    }

    /// The files added, removed or saved since the last call, sorted; empty when nothing changed.
    func changes() -> [String] {
        guard inotify >= 0 else { return [] }
        var changed = Set<String>()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            buffer.withUnsafeBytes { bytes in
                while offset + 16 <= count {
                    let watch = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                    let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameBytes = bytes[(offset + 16)..<(offset + 16 + length)].prefix { $0 != 0 }
                    offset += 16 + length
                    notice(watch: watch, mask: mask, name: String(decoding: nameBytes, as: UTF8.self), into: &changed)
                }
            }
        }
        return changed.sorted()
    }

    private func notice(watch: Int32, mask: UInt32, name: String, into changed: inout Set<String>) {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            // Events were lost: something changed, the first path stands for it.
            if let first = paths.first { changed.insert(Self.trimmed(first)) }
            return
        }
        guard let watched = watches[watch] else { return }
        if mask & UInt32(IN_IGNORED) != 0 {
            watches[watch] = nil
            return
        }
        guard !name.isEmpty, !Self.isSkipped(name), watched.names?.contains(name) ?? true else { return }
        let path = watched.folder == "/" ? "/" + name : watched.folder + "/" + name
        if mask & UInt32(IN_ISDIR) != 0 {
            guard watched.names == nil else { return }
            if mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { changed.formUnion(addTree(path)) }
            if mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 { changed.formUnion(forgetTree(path)) }
            return
        }
        if mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0, files.remove(path) != nil {
            stamps[path] = nil
            changed.insert(path)
        }
        if mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_ATTRIB) != 0 {
            examined += 1
            if let stamp = Self.stamp(path), stamps[path] != stamp {
                files.insert(path)
                stamps[path] = stamp
                changed.insert(path)
            }
        }
    }

    /// Watches `root` and every folder under it; returns the files found there.
    private func addTree(_ root: String) -> [String] {
        var found: [String] = []
        var folders = [root]
        while let folder = folders.popLast() {
            guard addWatch(folder, name: nil), let directory = opendir(folder) else { continue }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                examined += 1
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard name != ".", name != "..", !Self.isSkipped(name) else { continue }
                let path = folder == "/" ? "/" + name : folder + "/" + name
                switch Int(entry.pointee.d_type) {
                case Int(DT_DIR): folders.append(path)
                case Int(DT_REG): found.append(path)
                // A link is followed to a file, not into a folder (a link may loop).
                default: if Self.kind(path) == .file { found.append(path) }
                }
            }
        }
        files.formUnion(found)
        return found
    }

    /// Stops watching `root` and the folders under it (moved away or removed); returns the
    /// files known there.
    private func forgetTree(_ root: String) -> [String] {
        let prefix = root + "/"
        for (watch, watched) in watches where watched.folder == root || watched.folder.hasPrefix(prefix) {
            inotify_rm_watch(inotify, watch)
            watches[watch] = nil
        }
        let gone = files.filter { $0.hasPrefix(prefix) }
        files.subtract(gone)
        for path in gone { stamps[path] = nil }
        return Array(gone)
    }

    /// Watches `folder`, for every name or for `name` only; false when it cannot.
    @discardableResult
    private func addWatch(_ folder: String, name: String?) -> Bool {
        let watch = inotify_add_watch(inotify, folder, Self.events | UInt32(IN_ONLYDIR))
        guard watch >= 0 else {
            let reason = errno == ENOSPC
                ? "the system's limit on inotify watches is reached (raise fs.inotify.max_user_watches)"
                : String(cString: strerror(errno))
            if problems.count < 5 { problems.append("saves under \(folder) are not noticed: \(reason)") }
            return false
        }
        if let name, let existing = watches[watch] {
            // The folder is watched already: for everything, or for these names too.
            watches[watch] = (existing.folder, existing.names.map { $0.union([name]) })
        } else {
            watches[watch] = (folder, name.map { [$0] })
        }
        return true
    }

    private static func isSkipped(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~")
    }

    /// A regular file's stamp; nil for anything else.
    private static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Stamp(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec),
                     size: Int64(info.st_size), inode: UInt64(info.st_ino))
    }

    private enum Kind { case file, folder, other }

    private static func kind(_ path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        default: return .other
        }
    }

    /// A path without the slashes that end it ("/" stays).
    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
