import Foundation

/// Writing to a file descriptor with no buffer in between: what `sim` hands to a file or a pipe
/// must be out of the process when the call returns, so that a kill loses nothing written.
package enum DescriptorWriting {
    /// Writes all of `text` to `descriptor` — one `write` call unless the kernel takes only part
    /// of it — and returns `nil`, or the `errno` of the failure (`EPIPE`: the reader is gone).
    package static func write(_ text: String, to descriptor: Int32) -> Int32? {
        write(Array(text.utf8), to: descriptor)
    }

    /// Writes all of `bytes`, as `write(_:to:)` does a text.
    package static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// The text of an `errno`: "No space left on device".
    package static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// Reading what a pipe holds as it comes: one `read` call, which returns as soon as there are
/// some bytes (FileHandle's `read(upToCount:)` waits for all it was asked for, or the end).
package enum DescriptorReading {
    /// The next bytes, or `nil` at the end of the stream or on an error, which ends it too:
    /// `errno` is then 0 at the end, else the error's.
    package static func read(_ descriptor: Int32) -> [UInt8]? {
        // A buffer on the stack, not cleared: a result line is read with one of these per game.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1 << 16) { buffer in
            while true {
                let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
                if count < 0 && errno == EINTR { continue }
                if count == 0 { errno = 0 }
                guard count > 0 else { return nil }
                return Array(buffer[..<count])
            }
        }
    }
}
