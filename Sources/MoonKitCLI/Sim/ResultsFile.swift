import ArgumentParser
import Foundation
import MoonSim
import LuaBridge
import Synchronization

/// `sim --out FILE`: a header line saying what plays the games (`ResultsHeader`), then each
/// game's result line, appended as soon as the game ends — in the order games end, one `write`
/// per line straight to the file — so a run killed at any moment keeps every game it finished,
/// and `--resume` plays only the others.
final class ResultsFile: Sendable {
    let path: String
    private let descriptor: Int32
    /// The first failure to write (a full disk): the run goes on, and ends with an error.
    private let writeFailure = Mutex<String?>(nil)

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    /// Opens `path` for the run `header` describes. Without `resume` the file must be new or
    /// empty (a run never mixes its lines with another's). With it, a file that holds results
    /// already must be a results file with this run's header, each game on it once; its results
    /// are returned. Nothing in the file is changed but an unfinished last line, which is cut off
    /// (its game is played again); a file that is refused is left as it is. The file is locked
    /// while the run writes it: a second `sim` on the same file (a task started again while the
    /// first still runs) is refused instead of writing the same games twice.
    static func open(_ path: String, header: ResultsHeader, resume: Bool,
                     note: (String) -> Void) throws -> (file: ResultsFile, earlier: [GameResult]) {
        try validate(path, resume: resume)
        // Not blocking: a FIFO put in the file's place after it was checked does not hang the open.
        let descriptor = Glibc.open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC | O_NONBLOCK, 0o644)
        guard descriptor >= 0 else { throw ResultsFileError("cannot open \(path): \(DescriptorWriting.reason(errno))") }
        let file = ResultsFile(path: path, descriptor: descriptor)
        do {
            if let kind = FileKind.irregular(descriptor: descriptor) { throw ResultsFileError("cannot write \(path): it is \(kind)") }
            // Where the file system has no locks (some network mounts), the run goes on without one.
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK {
                throw ResultsFileError("\(path): another sim is writing this file (it holds the file's lock); "
                                       + "wait for it to end, then --resume")
            }
            var info = stat()
            let continuing = fstat(descriptor, &info) == 0 && info.st_size > 0
            if continuing && !resume {
                throw ResultsFileError("\(path): another sim has just started writing this file")
            }
            let earlier = continuing ? try readEarlier(path, header: header, note: note) : []
            if !continuing, let code = DescriptorWriting.write(header.jsonLine + "\n", to: descriptor) {
                throw ResultsFileError("cannot write to \(path): \(DescriptorWriting.reason(code))")
            }
            return (file, earlier)
        } catch {
            try? file.close()
            throw error
        }
    }

    /// The results a file being resumed holds, once it is known to be this run's; an unfinished
    /// last line is cut off.
    private static func readEarlier(_ path: String, header: ResultsHeader,
                                    note: (String) -> Void) throws(ResultsFileError) -> [GameResult] {
        let read = try ResultLines(path: path)
        if let difference = header.difference(from: read.header) {
            throw ResultsFileError("\(path):1: another run wrote this file: its \"\(difference.field)\" is "
                                   + "\(difference.there), this run's is \(difference.here); the file is left as it is "
                                   + "(--out another file, or --resume with the command that wrote it)")
        }
        var earlier: [GameResult] = []
        var seen: [Int: Int] = [:]
        for (result, line) in read.results {
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
        return earlier
    }

    /// A usage error when `path` cannot be a results file: empty, not a regular file (a folder,
    /// a FIFO, a device), in a folder that does not exist, or not empty when the run is not resumed.
    static func validate(_ path: String, resume: Bool) throws {
        guard !path.isEmpty else { throw ValidationError("--out takes a file name, e.g. --out results.jsonl") }
        if let kind = FileKind.irregular(path) { throw ValidationError("--out: cannot write \(path): it is \(kind)") }
        let folder = PathText.folder(of: path)  // not NSString's: it traps on some bytes a path may hold
        var isFolder: ObjCBool = false
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder.boolValue {
            throw ValidationError("--out: cannot write \(path): there is no folder \(folder)")
        }
        // With --resume, the file is read and checked line by line when the run opens it.
        guard size(of: path) > 0, !resume else { return }
        guard ResultLines.startsAsResults(path) else {
            throw ValidationError("--out \(path) already exists and is not a results file of sim --out: "
                                  + "give another name (sim writes over no file)")
        }
        throw ValidationError("--out \(path) already holds results: --resume continues that run; "
                              + "remove the file to start again")
    }

    /// The size of the file at `path`; 0 when there is none.
    private static func size(of path: String) -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { return 0 }
        return Int(info.st_size)
    }

    /// Appends one game's line (from any thread). A line too long to be read back (a failure
    /// message of many megabytes) is written as the game's failure saying so.
    func append(_ result: GameResult) {
        var line = result.jsonLine + "\n"
        if line.utf8.count > ResultLines.longestLine {
            var short = GameResult(index: result.index, seed: result.seed)
            short.outcome = result.outcome
            short.failure = "its result line was \(line.utf8.count) bytes, more than the \(ResultLines.longestLine >> 20) MiB "
                + "a results file's line may hold; run the game alone with moonkit run --seed \(result.seed) to see it"
            line = short.jsonLine + "\n"
        }
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
