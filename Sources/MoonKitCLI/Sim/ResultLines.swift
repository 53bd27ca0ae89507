import Foundation
import MoonSim

/// A results file (`sim --out`) read back: its header and each game's result with the line it
/// came from (`sim --resume`, `moonkit summarize`). The file is read a block at a time and its
/// first bytes are checked before the rest is read, so a file that is not a results file is
/// refused at once, whatever its size, and a FIFO or a device is refused before it is read.
struct ResultLines {
    /// The longest line a results file may hold; `ResultsFile` never writes a longer one.
    static let longestLine = 16 << 20

    let path: String
    let header: ResultsHeader
    /// Each game's result and its line number (1-based; the header is line 1), in the file's order.
    var results: [(result: GameResult, line: Int)] = []
    /// A last line without its newline that is the start of a game's result: the run was
    /// killed while writing it. Its number and the byte offset where it starts (what the file
    /// is cut back to before it is continued).
    var unfinished: (line: Int, offset: Int)?

    /// Reads `path`. Refuses a file that is not a regular file, whose first line is not a
    /// results header, or with a line that is not a game of the header's run, naming path:line.
    init(path: String) throws(ResultsFileError) {
        self.path = path
        // Not blocking: a FIFO put in the file's place after it was checked does not hang the open.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw ResultsFileError("cannot read \(path): \(DescriptorWriting.reason(errno))") }
        defer { close(descriptor) }
        if let kind = FileKind.irregular(descriptor: descriptor) {
            throw ResultsFileError("\(path) is \(kind), not a results file of sim --out")
        }
        var lines = CappedLines(descriptor: descriptor, longest: Self.longestLine)
        try Self.checkStart(lines.firstBytes(ResultsHeader.start.utf8.count), path: path)
        var header: ResultsHeader?
        var number = 0
        while let line = lines.next() {
            number += 1
            switch line {
            case .failed(let code):
                throw ResultsFileError("cannot read \(path): \(DescriptorWriting.reason(code))")
            case .tooLong:
                throw ResultsFileError("\(path):\(number): a line longer than \(Self.longestLine >> 20) MiB, which sim --out "
                                       + "never writes: not a results file")
            case .unfinished(let bytes):
                guard header != nil else {
                    throw ResultsFileError("\(path):1: the results header is cut short (no newline after it): "
                                           + "not a results file sim --out finished starting")
                }
                guard Self.isStartOfResult(bytes) else {
                    throw ResultsFileError("\(path):\(number): the last line has no newline and is not the start of a game's "
                                           + "result, so it is not a line cut short by a kill; the file is left as it is")
                }
                unfinished = (number, lines.lineOffset)
            case .complete(let bytes):
                let text = String(decoding: bytes, as: UTF8.self)
                guard let read = header else {
                    do {
                        header = try ResultsHeader(jsonLine: text)
                    } catch {
                        throw ResultsFileError("\(path):1: \(error.description)")
                    }
                    continue
                }
                if text.hasPrefix(ResultsHeader.start) {
                    throw ResultsFileError("\(path):\(number): a second results header: the file holds the lines of two runs "
                                           + "(two results files joined into one?)")
                }
                let result: GameResult
                do {
                    result = try GameResult(jsonLine: text)
                } catch {
                    throw ResultsFileError("\(path):\(number): \(text.isEmpty ? "an empty line, not a game's result" : String(describing: error))")
                }
                guard read.seed(ofGame: result.index) == result.seed else {
                    throw ResultsFileError("\(path):\(number): game \(result.index) with seed \(result.seed) is not one of the "
                                           + "games of the file's header (--games \(read.games) --seed \(read.seed) "
                                           + "--shard \(read.shard.text))")
                }
                results.append((result, number))
            }
        }
        guard let header else { throw ResultsFileError("\(path):1: an empty file, not a results file of sim --out (which starts with a header line)") }
        self.header = header
    }

    /// Refuses a file whose first bytes are not how a results header starts, before reading on.
    private static func checkStart(_ first: ArraySlice<UInt8>, path: String) throws(ResultsFileError) {
        let start = Array(ResultsHeader.start.utf8)
        guard !first.isEmpty else { throw ResultsFileError("\(path):1: an empty file, not a results file of sim --out (which starts with a header line)") }
        if first.elementsEqual(start.prefix(first.count)) { return }
        if isStartOfResult(first) {
            throw ResultsFileError("\(path):1: a game's result where the results header should be: a file of sim --json, "
                                   + "or of sim --out before results files had headers (moonkit \(Moonkit.version) "
                                   + "reads only files whose header says what played their games)")
        }
        throw ResultsFileError("\(path):1: not a results file of sim --out (its first line is not a results header)")
    }

    /// Whether `bytes` are the start of a game's result line (or all of one).
    static func isStartOfResult(_ bytes: ArraySlice<UInt8>) -> Bool {
        let start = Array(GameResult.lineStart.utf8)
        return bytes.count >= start.count ? bytes.starts(with: start) : bytes.elementsEqual(start.prefix(bytes.count))
    }

    /// Whether the file at `path` starts as a results file does (for a message; `false` when unreadable).
    static func startsAsResults(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        guard FileKind.irregular(descriptor: descriptor) == nil else { return false }
        var lines = CappedLines(descriptor: descriptor, longest: longestLine)
        let first = lines.firstBytes(ResultsHeader.start.utf8.count)
        return !first.isEmpty && first.elementsEqual(ResultsHeader.start.utf8.prefix(first.count))
    }
}

/// A results file that cannot be used, with the reason (and file:line where a line is at fault).
struct ResultsFileError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
