import Foundation
import LuaBridge
import MoonLua

/// Finds a bot by path or by short name: `--bot frequency` for `scripts/hangman.lua` is
/// `scripts/bots/hangman_frequency.lua`; for `scripts/psychic_tester.lua`, `--bot random` is
/// `scripts/bots/psychic_tester_random.lua` or `scripts/bots/psychic_random.lua`; else
/// `scripts/bots/random.lua`.
enum BotLocator {
    static func resolve(_ bot: String, for script: String) -> String {
        let files = FileManager.default
        if files.fileExists(atPath: bot) { return bot }
        let folder = PathText.folder(of: script)
        let game = ((script as NSString).lastPathComponent as NSString).deletingPathExtension
        let bots = (folder.isEmpty ? "." : folder) + "/bots/"
        let firstWord = game.split(separator: "_").first.map(String.init) ?? game
        let candidates = [bots + game + "_" + bot + ".lua", bots + firstWord + "_" + bot + ".lua", bots + bot + ".lua", bots + bot]
        for candidate in candidates where files.fileExists(atPath: candidate) {
            return candidate
        }
        return bot   // not found: the loader's error names the path given
    }
}
