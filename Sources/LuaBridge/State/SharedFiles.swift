import Foundation
import Synchronization

/// The bytes of data files (word lists, levels) read through `files`, shared by every state of
/// the process: a thousand games that read the same word list read it from disk once. Each
/// game still parses what it reads, with its own code. A file is read again when its
/// `FileStamp` changes. Only files up to `largestFile` are kept, and no more than `budget`
/// bytes in all: the cache saves system calls on small files, it must not hold the disk.
package enum SharedFiles {
    static let largestFile = 1 << 20
    static let budget = 64 << 20

    private struct Entry {
        var stamp: FileStamp
        var data: Data
    }

    private struct Store {
        var entries: [String: Entry] = [:]
        var bytes = 0
    }

    private static let store = Mutex(Store())

    /// The bytes of the file at `path` (a real path, already checked by `ScriptRoot`), nil
    /// when it cannot be read.
    package static func contents(ofRealPath path: String) -> Data? {
        // Taken before reading: a file changed in between is read again next time.
        guard let stamp = FileStamp(path: path) else { return nil }
        if let entry = store.withLock({ $0.entries[path] }), entry.stamp == stamp { return entry.data }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        guard stamp.isSettled, data.count <= largestFile else { return data }
        store.withLock { store in
            let replaced = store.entries[path]?.data.count ?? 0
            guard store.bytes - replaced + data.count <= budget else { return }
            store.entries[path] = Entry(stamp: stamp, data: data)
            store.bytes += data.count - replaced
        }
        return data
    }
}
