import Glibc
import MoonSim

/// The lines of a file read a block at a time, none held longer than `longest` bytes: a file of
/// any size is read in bounded memory, and its first bytes can be looked at before the rest is
/// read (a results file that is not one is refused at once, whatever its size).
struct CappedLines {
    enum Line {
        /// A line and its newline (not included).
        case complete(ArraySlice<UInt8>)
        /// The last bytes of the file, with no newline after them.
        case unfinished(ArraySlice<UInt8>)
        /// A line longer than `longest` bytes: reading stops there.
        case tooLong
        /// The read failed with this `errno`: reading stops there.
        case failed(Int32)
    }

    let descriptor: Int32
    let longest: Int
    /// Where in the file the line last returned starts.
    private(set) var lineOffset = 0
    private var buffer: [UInt8] = []
    /// Where the next line starts in `buffer`, and how far past it no newline was found.
    private var start = 0
    private var searched = 0
    /// Where in the file `buffer[start]` is.
    private var offset = 0
    private var atEnd = false
    private var failure: Int32?

    init(descriptor: Int32, longest: Int) {
        self.descriptor = descriptor
        self.longest = longest
    }

    /// The file's first `count` bytes (fewer when it is shorter), read before any line is.
    mutating func firstBytes(_ count: Int) -> ArraySlice<UInt8> {
        while buffer.count < count && readMore() {}
        return buffer.prefix(count)
    }

    /// The next line, or `nil` after the last one.
    mutating func next() -> Line? {
        while true {
            if let newline = buffer[(start + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
                guard newline - start <= longest else { return tooLong() }
                let line = buffer[start..<newline]
                lineOffset = offset
                offset += newline + 1 - start
                (start, searched) = (newline + 1, 0)
                return .complete(line)
            }
            searched = buffer.count - start
            guard searched <= longest else { return tooLong() }
            if readMore() { continue }
            if let failure {
                self.failure = nil
                (buffer, start, searched) = ([], 0, 0)
                return .failed(failure)
            }
            guard start < buffer.count else { return nil }
            let line = buffer[start...]
            lineOffset = offset
            (start, searched) = (buffer.count, 0)
            return .unfinished(line)
        }
    }

    private mutating func tooLong() -> Line {
        lineOffset = offset
        atEnd = true
        (buffer, start, searched) = ([], 0, 0)
        return .tooLong
    }

    /// Reads the next block into `buffer`, dropping the lines already returned; `false` at the
    /// end of the file or on an error (kept in `failure`).
    private mutating func readMore() -> Bool {
        guard !atEnd else { return false }
        guard let block = DescriptorReading.read(descriptor) else {
            atEnd = true
            if errno != 0 { failure = errno }
            return false
        }
        if start > 0 {
            buffer.removeSubrange(..<start)
            start = 0
        }
        buffer += block
        return true
    }
}
