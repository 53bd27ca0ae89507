import Foundation

extension GameResult {
    /// Reads back one line written by `jsonLine` (`sim --json`, `--out`, a worker's answer).
    /// Numbers come back bit for bit: JSONSerialization writes the shortest text that reads back
    /// as the same double, so a summary of lines read back equals one of the games played.
    /// Throws a `GameResult.LineError` saying what is wrong, for the caller to put after file:line.
    public init(jsonLine line: some StringProtocol) throws {
        let decoder = JSONDecoder()
        // What `jsonLine` writes for figures that are not finite numbers.
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "Infinity",
                                                                        negativeInfinity: "-Infinity", nan: "NaN")
        let fields: Fields
        do {
            fields = try decoder.decode(Fields.self, from: Data(line.utf8))
        } catch let DecodingError.keyNotFound(key, _) {
            throw LineError("a game's result has a \"\(key.stringValue)\" field, this line has none")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context),
                  let DecodingError.dataCorrupted(context) {
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            guard !path.isEmpty else {
                throw LineError(Self.unreadable(line, what: "a game's result", signed: ["game", "taps", "errors", "problems"],
                                                unsigned: ["seed"]))
            }
            throw LineError("\"\(path)\" has the wrong type or an impossible value")
        } catch {
            throw LineError("not a game's result: not a JSON object")
        }
        guard fields.game >= 0 else { throw LineError("\"game\" is \(fields.game); game numbers start at 0") }
        for (name, count) in [("taps", fields.taps), ("errors", fields.errors), ("problems", fields.problems)] {
            if let count, count < 0 { throw LineError("\"\(name)\" is \(count); a count is 0 or more") }
        }
        if let time = fields.time, !(time >= 0) {
            throw LineError("\"time\" is \(time); a game's virtual time is a number of seconds, 0 or more")
        }
        var outcome: Outcome?
        if let text = fields.outcome {
            guard let known = Outcome(rawValue: text) else {
                let names = Outcome.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
                throw LineError("\"outcome\" is \(JSONText.string(text)); it is \(names)")
            }
            outcome = known
        }
        self.init(index: fields.game, seed: fields.seed, figures: fields.figures ?? [:], taps: fields.taps ?? 0,
                  time: fields.time ?? 0, errors: fields.errors ?? 0, problems: fields.problems ?? 0, failure: fields.failure, outcome: outcome)
    }

    /// Why JSONDecoder found `line` "not valid JSON": it says so too of an object whose
    /// whole-number field holds 1.5 or 2⁶⁴, without naming the field. The first of the fields
    /// `signed` (Int) and `unsigned` (UInt64) whose number does not fit is named; else the line is
    /// not a JSON object (or holds a number beyond a double's range, such as 1e400).
    package static func unreadable(_ line: some StringProtocol, what: String, signed: [String], unsigned: [String]) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            return "not \(what): not a JSON object"
        }
        for name in signed + unsigned {
            guard let number = object[name] as? NSNumber else { continue }
            let text = number.description
            if signed.contains(name) ? Int(text) == nil : UInt64(text) == nil {
                let range = signed.contains(name) ? "\(Int.min) to \(Int.max)" : "0 to \(UInt64.max)"
                return "\"\(name)\" is \(text), not a whole number from \(range)"
            }
        }
        return "not \(what): a JSON object whose values do not fit it"
    }

    /// What is wrong with a line that is not a game's result.
    public struct LineError: Error, CustomStringConvertible {
        /// What is wrong, for the caller to put after file:line.
        public let description: String
        package init(_ description: String) { self.description = description }
    }

    /// The fields of a line. Only the game and its seed are always there (`jsonLine`'s fallback
    /// for a result it cannot encode has just those and the failure).
    private struct Fields: Decodable {
        let game: Int
        let seed: UInt64
        let figures: [String: Double]?
        let taps: Int?
        let time: Double?
        let errors: Int?
        let problems: Int?
        let failure: String?
        let outcome: String?
    }
}

extension GameResult: Equatable {
    /// The same game with the same outcome; NaN figures count as equal (bit for bit), so a
    /// result equals itself read back.
    public static func == (a: GameResult, b: GameResult) -> Bool {
        a.jsonLine == b.jsonLine
    }
}
