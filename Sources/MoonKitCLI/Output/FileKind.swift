import Glibc

/// What a path names when it is not a regular file. Reading a FIFO waits for a writer, and
/// reading /dev/zero never ends, so a command that reads or appends to a file it is given looks
/// at the file's type first, and again on the descriptor it opened (the path may have changed).
enum FileKind {
    /// `nil` when `path` is a regular file (a symbolic link is followed) or names nothing; else
    /// what it is, for a message: "a FIFO", "a folder".
    static func irregular(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return irregular(mode: info.st_mode)
    }

    /// The same for a file already open.
    static func irregular(descriptor: Int32) -> String? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return "a file whose type cannot be read" }
        return irregular(mode: info.st_mode)
    }

    private static func irregular(mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (a named pipe)"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "not a regular file"
        }
    }
}
