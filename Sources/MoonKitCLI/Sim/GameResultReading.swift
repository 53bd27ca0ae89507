import Foundation

extension GameResult {
    /// Reads back one line written by `jsonLine` (`sim --json`, `--out`, a worker's answer).
    /// Numbers come back bit for bit: JSONSerialization writes the shortest text that reads back
    /// as the same double, so a summary of lines read back equals one of the games played.
    /// Throws a `GameResult.LineError` saying what is wrong, for the caller to put after file:line.
    init(jsonLine line: some StringProtocol) throws {
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
            guard !path.isEmpty else { throw LineError("not a game's result: not a JSON object") }
            throw LineError("\"\(path)\" has the wrong type or an impossible value")
        } catch {
            throw LineError("not a game's result: not a JSON object")
        }
        guard fields.game >= 0 else { throw LineError("\"game\" is \(fields.game); game numbers start at 0") }
        var outcome: Outcome?
        if let text = fields.outcome {
            // "timed out" is how results files written before the watchdog was named said it.
            guard let known = text == "timed out" ? .stoppedByWatchdog : Outcome(rawValue: text) else {
                throw LineError("\"outcome\" is \"\(text)\"; it is \"\(Outcome.stoppedByWatchdog.rawValue)\" or \"crashed\"")
            }
            outcome = known
        }
        self.init(index: fields.game, seed: fields.seed, figures: fields.figures ?? [:], taps: fields.taps ?? 0,
                  time: fields.time ?? 0, errors: fields.errors ?? 0, problems: fields.problems ?? 0, failure: fields.failure, outcome: outcome)
    }

    /// What is wrong with a line that is not a game's result.
    struct LineError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
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
    static func == (a: GameResult, b: GameResult) -> Bool {
        a.jsonLine == b.jsonLine
    }
}
