import LuaBridge

/// A bot file split into its actions, as `moonkit explore` writes one and `moonkit shrink`
/// reads it: lines before `return function(game)` (the header), then one action a line, then
/// `end`.
///
/// ```lua
/// -- moonkit explore: scripts/hangman.lua, seed 17, 23 actions; failed: <error text>
/// return function(game)
///   game:tap("A")
///   game:wait(0.4)
///   game:answerAlert("New word")
/// end
/// ```
///
/// An action is a line of the function's body that is a whole statement by itself (it compiles
/// alone); blank lines and `--` comments in the body are kept as they are and are not actions.
/// The file is written back with any subset of its actions, in order (`source(keeping:)`).
struct ActionTrace: Equatable {
    /// The file's lines, without their newlines.
    let lines: [String]
    /// The 0-based indices in `lines` of the actions, in order.
    let actionLines: [Int]
    /// The index of the `return function(game)` line: what comes before it is the header.
    let functionLine: Int

    /// How many actions the trace holds.
    var count: Int { actionLines.count }

    /// Why a file is not a trace, naming its file and line as Lua's messages do.
    struct FormatError: Error, CustomStringConvertible, Equatable {
        let description: String
    }

    /// Splits `text`, read from `path` (the name messages cite), into its actions.
    init(text: String, path: String) throws(FormatError) {
        var lines = Self.lines(of: text).map(String.init)
        if lines.last == "" { lines.removeLast() }  // the newline that ends the last line
        self.lines = lines
        // The whole file first: a broken file gets Lua's own message at Lua's line. Compiled
        // under a short name, which Lua does not cut as it cuts a long path, and named here.
        let compiler: LuaState
        do {
            compiler = try LuaState()
            _ = try compiler.load(lines.joined(separator: "\n"), name: "trace")
        } catch {
            let place = error.line.map { "\(path):\($0)" } ?? path
            throw FormatError(description: "\(path) is not a Lua file: \(place): \(error.message)")
        }
        guard let opening = lines.firstIndex(where: Self.isFunctionOpening) else {
            throw FormatError(description: "\(path):1: no `return function(game)` line: a trace is a bot file that "
                              + "returns a function with one action a line (docs/testing.md, \"Shrinking a failure\")")
        }
        guard let closing = lines.lastIndex(where: { !Self.isBlankOrComment($0) }), closing > opening,
              Self.isFunctionEnd(lines[closing]) else {
            throw FormatError(description: "\(path):\(lines.count): the trace's function must end with a line `end`, "
                              + "after one action a line")
        }
        var actions: [Int] = []
        for index in (opening + 1)..<closing where !Self.isBlankOrComment(lines[index]) {
            do {
                _ = try compiler.load(lines[index], name: "trace")
            } catch {
                throw FormatError(description: "\(path):\(index + 1): not a whole statement by itself (a trace has one "
                                  + "action a line, each a single statement): \(error.message)")
            }
            actions.append(index)
        }
        actionLines = actions
        functionLine = opening
    }

    /// The file with only the actions at `kept` (positions among the actions, 0-based), every
    /// other line as it was. With `holdingLines`, each action left out becomes an empty line, so
    /// that every line stays where it was in the whole trace (an error the trace itself raises
    /// then names the same line in every candidate).
    func source(keeping kept: some Sequence<Int>, holdingLines: Bool = false) -> String {
        let keptLines = Set(kept.map { actionLines[$0] })
        let dropped = Set(actionLines).subtracting(keptLines)
        var text = ""
        for (index, line) in lines.enumerated() {
            if dropped.contains(index) {
                if holdingLines { text += "\n" }
                continue
            }
            text += line + "\n"
        }
        return text
    }

    /// The file with only the actions at `kept`, headed by `header`: in place of a first line a
    /// `moonkit` command wrote (`-- moonkit explore: …`), else above the file's own first line.
    /// A header line that says how to replay the trace (`-- replay: moonkit run …`) names the
    /// old file, and is left out.
    func rewritten(header: String, keeping kept: some Sequence<Int>) -> String {
        var body = Self.lines(of: source(keeping: kept))
        for index in stride(from: functionLine - 1, through: 0, by: -1)
        where body[index].hasPrefix("-- replay: moonkit run ") || (index == 0 && body[0].hasPrefix("-- moonkit ")) {
            body.remove(at: index)
        }
        return header + "\n" + body.joined(separator: "\n")
    }

    /// `text` cut at its line ends, `\n` or `\r\n` (one `Character` in Swift), as Lua counts lines.
    static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    }

    /// The 1-based line of action `position` in the file.
    func lineNumber(ofAction position: Int) -> Int { actionLines[position] + 1 }

    /// `return function(game)`, any parameter name, spaces as a person writes them.
    static func isFunctionOpening(_ line: String) -> Bool {
        line.wholeMatch(of: #/\s*return\s+function\s*\(\s*[A-Za-z_][A-Za-z0-9_]*\s*\)\s*/#) != nil
    }

    /// `end`, alone on its line but for spaces and a comment.
    static func isFunctionEnd(_ line: String) -> Bool {
        line.wholeMatch(of: #/\s*end\s*(--.*)?/#) != nil
    }

    /// A line that is no action: blank, or a `--` comment (not a `--[[` block that goes on).
    static func isBlankOrComment(_ line: String) -> Bool {
        let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
        if trimmed.isEmpty { return true }
        guard trimmed.hasPrefix("--") else { return false }
        // `--[[ … ]]` or `--[==[ … ]==]` on one line is a comment; one that opens and goes on is
        // not a line of its own, and is left to the compiler's check as an action.
        let rest = trimmed.dropFirst(2)
        guard rest.hasPrefix("[") else { return true }
        let equals = rest.dropFirst().prefix(while: { $0 == "=" })
        guard rest.dropFirst(1 + equals.count).hasPrefix("[") else { return true }
        return rest.contains("]" + equals + "]")
    }
}
