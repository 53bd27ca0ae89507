import Foundation

/// The test files `moonkit test` runs: those it was given, and in the folders it was given every
/// `*_test.lua` below them, skipping hidden folders (`.build`, `.git`) and snapshot folders.
/// Sorted by path, so that the tests run and print in the same order on every machine.
enum TestFiles {
    /// The name every test file's name ends with.
    static let suffix = "_test.lua"

    /// The test files under `paths` (files or folders), without duplicates, in path order;
    /// a usage problem (a path that is not there) is thrown in words for the command line.
    static func find(in paths: [String]) throws(TestUsageError) -> [String] {
        var found: Set<String> = []
        let files = FileManager.default
        for path in paths {
            var isFolder: ObjCBool = false
            guard files.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw TestUsageError("no such file or folder: \(path)")
            }
            if !isFolder.boolValue {
                found.insert(clean(path))
                continue
            }
            found.formUnion(testFiles(under: path))
        }
        return found.sorted()
    }

    /// Every test file below `folder`, as paths that start with it.
    private static func testFiles(under folder: String) -> [String] {
        var result: [String] = []
        let base = clean(folder)
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return result }
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || name == "__snapshots__" {
                walker.skipDescendants()
                continue
            }
            if name.hasSuffix(suffix), name.count > suffix.count {
                result.append(base == "." ? relative : base + "/" + relative)
            }
        }
        return result
    }

    /// `path` without a leading `./` and trailing slashes, as the test's messages name it.
    static func clean(_ path: String) -> String {
        var text = path
        while text.count > 1, text.hasSuffix("/") { text.removeLast() }
        while text.hasPrefix("./"), text.count > 2 { text.removeFirst(2) }
        return text
    }

    /// `relative` read from `folder`, with `.` and `..` taken out where they can be:
    /// `scripts/tests` and `../hangman.lua` give `scripts/hangman.lua`.
    static func join(_ folder: String, _ relative: String) -> String {
        let whole = relative.hasPrefix("/") || folder.isEmpty || folder == "." ? relative : folder + "/" + relative
        var parts: [Substring] = []
        for part in whole.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if whole.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}

/// A mistake on `moonkit test`'s command line (exit code 2), in words for the person who typed it.
struct TestUsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
