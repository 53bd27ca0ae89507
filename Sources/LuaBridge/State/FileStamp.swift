#if canImport(Glibc)
import Glibc
#endif

/// What tells one version of a file from another without reading it: its device, inode, size,
/// and modification and change times to the nanosecond (`stat`). The caches that let many
/// engines share a file (compiled scripts, data files, images) keep what they read under the
/// stamp taken before reading, so that a file edited while the process runs is read again.
///
/// File times move in steps of a few milliseconds, so a file written twice within one step,
/// at the same size and in place, would keep its stamp. A stamp is trusted only once the file
/// has been left alone for a second (`isSettled`); caches keep nothing under a stamp that is
/// not (the file is simply read again each time until it settles).
package struct FileStamp: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: (seconds: Int, nanoseconds: Int)
    var changed: (seconds: Int, nanoseconds: Int)
    /// Whether the file was last changed at least a second before the stamp was taken.
    package let isSettled: Bool

    /// The stamp of the file at `path` now; nil when there is none.
    package init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = (info.st_mtim.tv_sec, info.st_mtim.tv_nsec)
        changed = (info.st_ctim.tv_sec, info.st_ctim.tv_nsec)
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let lastChange = max(modified.seconds, changed.seconds)
        isSettled = now.tv_sec - lastChange >= 2  // whole seconds: at least one second has passed
    }

    /// Its size in bytes.
    package var bytes: Int { Int(size) }

    package static func == (a: FileStamp, b: FileStamp) -> Bool {
        a.device == b.device && a.inode == b.inode && a.size == b.size
            && a.modified == b.modified && a.changed == b.changed
    }
}
