import ArgumentParser
import Foundation
import LuaBridge
import Synchronization

/// The result lines in a file `sim --out` wrote, read back with the line each came from
/// (`sim --resume`, `moonkit summarize`).
struct ResultLines {
    let path: String
    /// Each game's result and its line number (1-based), in the file's order.
    var results: [(result: GameResult, line: Int)] = []
    /// A last line without its newline: the run was killed while writing it. Its number and the
    /// byte offset where it starts (what the file is cut back to before it is continued).
    var unfinished: (line: Int, offset: Int)?

    /// Reads `path`; a line that is not a game's result is an error naming path:line.
    init(path: String) throws(ResultsFileError) {
        self.path = path
        let bytes = try Self.contents(of: path)
        var start = 0, number = 0
        while start < bytes.count {
            number += 1
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
                unfinished = (number, start)
                break
            }
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            do {
                results.append((try GameResult(jsonLine: text), number))
            } catch {
                throw ResultsFileError("\(path):\(number): \(text.isEmpty ? "an empty line, not a game's result" : String(describing: error))")
            }
            start = end + 1
        }
    }

    /// The bytes of the file, or an error with the system's reason ("No such file or directory").
    private static func contents(of path: String) throws(ResultsFileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ResultsFileError("cannot read \(path): \(DescriptorWriting.reason(errno))") }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        while let chunk = DescriptorReading.read(descriptor) { bytes += chunk }
        if errno != 0 { throw ResultsFileError("cannot read \(path): \(DescriptorWriting.reason(errno))") }
        return bytes
    }
}

/// A results file that cannot be used, with the reason (and file:line where a line is at fault).
struct ResultsFileError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// `sim --out FILE`: each game's result line is appended as soon as the game ends — in the order
/// games end, one `write` per line straight to the file — so a run killed at any moment keeps
/// every game it finished, and `--resume` plays only the others.
final class ResultsFile: Sendable {
    let path: String
    private let descriptor: Int32
    /// The first failure to write (a full disk): the run goes on, and ends with an error.
    private let writeFailure = Mutex<String?>(nil)

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    /// Opens `path` for a run. Without `resume` the file must be new or empty (a run never
    /// mixes its lines with another's). With it, the results already there are read and
    /// returned: each must be a game of this run (`expected(game)` gives its seed, `nil` when it
    /// is not one) and appear once; an unfinished last line is cut off, and its game played again.
    static func open(_ path: String, resume: Bool, expected: (Int) -> UInt64?,
                     note: (String) -> Void) throws -> (file: ResultsFile, earlier: [GameResult]) {
        var earlier: [GameResult] = []
        try validate(path, resume: resume)
        if resume && FileManager.default.fileExists(atPath: path) {
            let read = try ResultLines(path: path)
            var seen: [Int: Int] = [:]
            for (result, line) in read.results {
                guard let seed = expected(result.index), seed == result.seed else {
                    throw ResultsFileError("\(path):\(line): game \(result.index) with seed \(result.seed) is not one of this "
                                           + "run's games (another --games, --seed or --shard wrote this file?)")
                }
                if let first = seen[result.index] {
                    throw ResultsFileError("\(path):\(line): game \(result.index) is already on line \(first)")
                }
                seen[result.index] = line
                earlier.append(result)
            }
            if let (line, offset) = read.unfinished {
                guard truncate(path, off_t(offset)) == 0 else {
                    throw ResultsFileError("cannot cut the unfinished last line off \(path): \(DescriptorWriting.reason(errno))")
                }
                note("\(path):\(line): an unfinished last line (the run was killed while writing it) is dropped; its game is played again")
            }
        }
        let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw ResultsFileError("cannot open \(path): \(DescriptorWriting.reason(errno))") }
        return (ResultsFile(path: path, descriptor: descriptor), earlier)
    }

    /// A usage error when `path` cannot be a results file: empty, a folder, in a folder that
    /// does not exist, or holding results already when the run is not resumed.
    static func validate(_ path: String, resume: Bool) throws {
        guard !path.isEmpty else { throw ValidationError("--out takes a file name, e.g. --out results.jsonl") }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw ValidationError("--out: cannot write \(path): it is a folder")
        }
        let folder = PathText.folder(of: path)  // not NSString's: it traps on some bytes a path may hold
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder.boolValue {
            throw ValidationError("--out: cannot write \(path): there is no folder \(folder)")
        }
        guard !resume else { return }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        if size > 0 {
            throw ValidationError("--out \(path) already holds results: --resume continues that run; "
                                  + "remove the file to start again")
        }
    }

    /// Appends one game's line (from any thread).
    func append(_ result: GameResult) {
        let line = result.jsonLine + "\n"
        writeFailure.withLock { failure in
            // Under the lock: two lines never interleave, even when the kernel takes one in parts.
            guard failure == nil else { return }
            if let code = DescriptorWriting.write(line, to: descriptor) {
                failure = "cannot write to \(path): \(DescriptorWriting.reason(code))"
            }
        }
    }

    /// Closes the file; an error if a line could not be written.
    func close() throws(ResultsFileError) {
        Glibc.close(descriptor)
        if let failure = writeFailure.withLock({ $0 }) { throw ResultsFileError(failure) }
    }
}
