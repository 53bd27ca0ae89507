import ArgumentParser
import Foundation
import MoonSim

/// The first line of a results file (`sim --out`): what played the games on the lines after
/// it — the game and the bot (each path and the SHA-256 of its content), the seed of game 0, the
/// number of games, the shard, the bot's `--set` globals, the device, the limits and the
/// engine's version. `sim --resume` continues a file only when its header is this run's, and
/// `moonkit summarize` merges files only when their headers agree but for the shard, so results
/// of another game, bot or setting are never mixed in silently (docs/cluster.md).
struct ResultsHeader: Sendable {
    /// The layout of the header and of the lines after it; a reader refuses one it does not know.
    static let format = 1
    /// How every header starts: what tells a results file from any other file.
    static let start = "{\"moonkit results\":"

    var engine = Moonkit.version
    var script: String
    var scriptSHA256: String
    var bot: String
    var botSHA256: String
    var seed: UInt64
    var games: Int
    var shard: Shard
    /// The bot's globals (`--set NAME=VALUE`), in the order given.
    var settings: [String]
    /// The device asked for with `--device`; empty when the script chooses.
    var device: String
    /// Each limit's flag and value as `sim` hands them to its workers (`SimulationOptions`).
    var limits: [(flag: String, value: String)]

    /// The header of a run of `options`: reads the script and the bot to hash them. A usage
    /// error when one cannot be read.
    init(run options: SimulationOptions, games: Int, shard: Shard) throws {
        let bot = BotLocator.resolve(options.bot, for: options.script)
        self.init(script: options.script, scriptSHA256: try Self.contentHash(options.script, role: "the game script"),
                  bot: bot, botSHA256: try Self.contentHash(bot, role: "the bot"), seed: options.seed, games: games,
                  shard: Shard(index: shard.index, count: shard.count), settings: options.botGlobals,
                  device: options.device ?? "", limits: options.limits.arguments)
    }

    private init(script: String, scriptSHA256: String, bot: String, botSHA256: String, seed: UInt64, games: Int,
                 shard: Shard, settings: [String], device: String, limits: [(flag: String, value: String)]) {
        self.script = script
        self.scriptSHA256 = scriptSHA256
        self.bot = bot
        self.botSHA256 = botSHA256
        self.seed = seed
        self.games = games
        self.shard = shard
        self.settings = settings
        self.device = device
        self.limits = limits.sorted { $0.flag < $1.flag }
    }

    static func contentHash(_ path: String, role: String) throws -> String {
        if let kind = FileKind.irregular(path) { throw ValidationError("--out: \(role) \(path) is \(kind), not a script") }
        guard let bytes = FileManager.default.contents(atPath: path) else {
            throw ValidationError("--out: cannot read \(role) \(path) to record its hash in the results file")
        }
        return ContentHash.sha256(Array(bytes))
    }

    /// The seed of game `game` when the header's run plays it, else `nil`.
    func seed(ofGame game: Int) -> UInt64? {
        guard game >= 0, game < games, game % shard.count == shard.index else { return nil }
        return seed &+ UInt64(game)
    }

    /// Each field's name and JSON text, in the order written: the line is these as one object.
    var fields: [(name: String, text: String)] {
        [("moonkit results", String(Self.format)), ("engine", JSONText.string(engine)),
         ("script", JSONText.string(script)), ("script sha256", JSONText.string(scriptSHA256)),
         ("bot", JSONText.string(bot)), ("bot sha256", JSONText.string(botSHA256)),
         ("seed", String(seed)), ("games", String(games)), ("shard", JSONText.string(shard.text)),
         ("set", "[" + settings.map(JSONText.string).joined(separator: ",") + "]"),
         ("device", JSONText.string(device)),
         ("limits", JSONText.object(limits.map { ($0.flag, JSONText.string($0.value)) }))]
    }

    var jsonLine: String { JSONText.object(fields.map { ($0.name, $0.text) }) }

    /// The first field, in the order written, whose value differs in `other`, with its text
    /// here and there for a message; `nil` when they agree (but for the fields `ignoring` names).
    func difference(from other: ResultsHeader, ignoring: Set<String> = []) -> (field: String, here: String, there: String)? {
        for (mine, theirs) in zip(fields, other.fields) where !ignoring.contains(mine.name) && mine.text != theirs.text {
            // Paths read as paths: JSON's escaped slashes are for the file, not for people.
            let readable = { (text: String) in text.replacingOccurrences(of: "\\/", with: "/") }
            return (mine.name, readable(mine.text), readable(theirs.text))
        }
        return nil
    }

    /// Reads a header line; what is wrong with it as a `LineError`, for the caller to put after file:1.
    init(jsonLine line: String) throws(GameResult.LineError) {
        let data = Data(line.utf8)
        guard let format = try? JSONDecoder().decode(Format.self, from: data) else {
            throw GameResult.LineError("not a results header: \"moonkit results\" is not a whole number")
        }
        guard format.format == Self.format else {
            throw GameResult.LineError("a results file of format \(format.format), which this moonkit (\(Moonkit.version), "
                                       + "format \(Self.format)) does not read")
        }
        let read: Fields
        do {
            read = try JSONDecoder().decode(Fields.self, from: data)
        } catch let DecodingError.keyNotFound(key, _) {
            throw GameResult.LineError("the results header has no \"\(key.stringValue)\" field")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context),
                  let DecodingError.dataCorrupted(context) {
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw GameResult.LineError(path.isEmpty ? GameResult.unreadable(line, what: "a results header", signed: ["games"],
                                                                            unsigned: ["seed"])
                                       : "the results header's \"\(path)\" has the wrong type or an impossible value")
        } catch {
            throw GameResult.LineError("not a results header: not a JSON object")
        }
        guard read.games >= 1 else { throw GameResult.LineError("the results header's \"games\" is \(read.games); a run has 1 or more") }
        let shard: Shard
        do {
            shard = try Shard.resolve(read.shard, count: nil, environment: [:])
        } catch {
            throw GameResult.LineError("the results header's \"shard\" is \(JSONText.string(read.shard)), not K/M with 1 ≤ K ≤ M")
        }
        self.init(script: read.script, scriptSHA256: read.scriptSHA256, bot: read.bot, botSHA256: read.botSHA256,
                  seed: read.seed, games: read.games, shard: Shard(index: shard.index, count: shard.count),
                  settings: read.settings, device: read.device, limits: read.limits.map { ($0.key, $0.value) })
        engine = read.engine
    }

    private struct Format: Decodable {
        let format: Int
        enum CodingKeys: String, CodingKey { case format = "moonkit results" }
    }

    private struct Fields: Decodable {
        let engine: String
        let script: String
        let scriptSHA256: String
        let bot: String
        let botSHA256: String
        let seed: UInt64
        let games: Int
        let shard: String
        let settings: [String]
        let device: String
        let limits: [String: String]

        enum CodingKeys: String, CodingKey {
            case engine, script, scriptSHA256 = "script sha256", bot, botSHA256 = "bot sha256", seed, games, shard
            case settings = "set", device, limits
        }
    }
}
