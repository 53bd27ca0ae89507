import ArgumentParser
import Foundation
import LuaBridge
import MoonLua

/// Finds a bot by path or by short name: `--bot frequency` for `scripts/hangman.lua` is
/// `scripts/bots/hangman_frequency.lua`; for `scripts/psychic_tester.lua`, `--bot random` is
/// `scripts/bots/psychic_tester_random.lua` or `scripts/bots/psychic_random.lua`; else
/// `scripts/bots/random.lua`.
enum BotLocator {
    static func resolve(_ bot: String, for script: String) -> String {
        find(bot, for: script) ?? bot   // not found: the loader's error names the path given
    }

    /// A usage error when `--bot` names no file, by path or by short name.
    static func validate(_ bot: String?, for script: String) throws {
        guard let bot, find(bot, for: script) == nil else { return }
        guard !bot.isEmpty else { throw ValidationError("--bot takes a bot script's path or short name, e.g. --bot random") }
        let tried = candidates(bot, for: script).map { "'\($0)'" }.joined(separator: ", ")
        throw ValidationError("--bot: no bot script '\(bot)' (looked for it as a path and as \(tried))")
    }

    private static func find(_ bot: String, for script: String) -> String? {
        guard !bot.isEmpty else { return nil }
        if isFile(bot) { return bot }
        return candidates(bot, for: script).first(where: isFile)
    }

    private static func candidates(_ bot: String, for script: String) -> [String] {
        let folder = PathText.folder(of: script)
        let game = ((script as NSString).lastPathComponent as NSString).deletingPathExtension
        let bots = (folder.isEmpty ? "." : folder) + "/bots/"
        let firstWord = game.split(separator: "_").first.map(String.init) ?? game
        var names: [String] = []
        for name in [bots + game + "_" + bot + ".lua", bots + firstWord + "_" + bot + ".lua", bots + bot + ".lua", bots + bot]
        where !names.contains(name) {
            names.append(name)
        }
        return names
    }

    private static func isFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
    }
}
