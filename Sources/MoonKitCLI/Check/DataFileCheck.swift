import Foundation
import LuaBridge
import MoonLua

/// `moonkit check` on a data file (a level, a word list): the file is read and parsed by the
/// game's own module, the one that reads it while the game runs, from the same bytes, so
/// that `check` and the game never disagree about a file.
///
/// A game names the modules that read its files: `ui.App { root = Game, dataFiles = {
/// "words.level" } }`. Each such module has `reads`, a Lua pattern of the paths it reads
/// (relative to the game's data folder, the parent of its scripts' folder), and
/// `check(path, name)`, which reads the file as the game does and returns its problems (each
/// "name:line: message") or raises the game's own error. Those modules run in the game's
/// state, with `files` rooted at the data folder, as in the game's background work.
final class DataFileCheck {
    /// A game script asked once for the modules that read its files.
    private struct Game {
        let runtime: GameRuntime
        /// What the script returned.
        let app: LuaReference
        /// `(app, path, name) -> module name, problems | nil`: see `finderSource`.
        let finder: LuaReference
    }

    /// Games by script path; nil for a script that is no game or could not be asked.
    private var games: [String: Game?] = [:]

    /// Asks the app for the module whose `reads` matches `path`, and has that module check it.
    private static let finderSource = """
        local app, path, name = ...
        local names = type(app) == "table" and rawget(app, "dataFiles") or nil
        if type(names) ~= "table" then return nil end
        for _, moduleName in ipairs(names) do
          local module = require(moduleName)
          if type(module) == "table" and type(module.reads) == "string" and path:match(module.reads) then
            return moduleName, module.check(path, name)
          end
        end
        return nil
        """

    /// The problems of the data file at `file`, checked by the first game that reads it: of
    /// `scripts` (those given to `check`), then of the games beside it (the `.lua` files of the
    /// `scripts` folder next to the file's folder).
    func check(_ file: String, scripts: [String]) -> [String] {
        var candidates = scripts
        for script in Self.gamesBeside(file) where !candidates.contains(script) { candidates.append(script) }
        for script in candidates {
            guard let game = game(script), let dataFolder = game.runtime.dataFolder,
                  let relative = Self.path(of: file, inside: dataFolder) else {
                continue
            }
            do {
                let results = try game.finder.call(game.app, relative, file)
                guard case .string(let module)? = results.first else { continue }
                return TextFileCheck.notUTF8(file) + Self.problems(results.dropFirst().first, of: module, file: file)
            } catch {
                return TextFileCheck.notUTF8(file) + [error.located]
            }
        }
        let asked = candidates.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
        return ["\(file): no game reads this file (a game names the modules that read its files with "
                + "ui.App { dataFiles = { … } }; asked: \(asked.isEmpty ? "none found" : asked))"]
    }

    /// The game of `script`, asked once: its app, and the finder run in its state.
    private func game(_ script: String) -> Game? {
        if let known = games[script] { return known }
        var made: Game?
        do {
            let runtime = try GameRuntime(script: script, print: { _ in })
            runtime.onError = { _ in }
            if let files = makeFilesTable(for: runtime.lua, root: runtime.dataFolder) {
                runtime.lua.setGlobal("files", files)
            }
            let finder = try runtime.lua.load(Self.finderSource, name: "check")
            if let app = try runtime.lua.load(file: script).callForReference() {
                made = Game(runtime: runtime, app: app, finder: finder)
            }
        } catch {
            made = nil  // a script that does not run is `check`'s other half's to report
        }
        games[script] = made
        return made
    }

    /// The `.lua` files of the scripts' folder that sits beside the file's folder
    /// (`levels/x.txt` → `scripts/*.lua`), sorted.
    private static func gamesBeside(_ file: String) -> [String] {
        let data = PathText.folder(of: PathText.folder(of: file))
        let scripts = (data.isEmpty ? "" : data + "/") + "scripts"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scripts)) ?? []
        return names.filter { $0.hasSuffix(".lua") }.sorted().map { scripts + "/" + $0 }
    }

    /// `file` relative to `folder` (`levels/level1.txt`), or nil when it is not inside it.
    private static func path(of file: String, inside folder: String) -> String? {
        let base = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
        let full = URL(fileURLWithPath: file).standardizedFileURL.resolvingSymlinksInPath().path
        guard full.hasPrefix(base + "/") else { return nil }
        return String(full.dropFirst(base.count + 1))
    }

    /// The problems a module's `check` returned: a list of strings (an empty table or nil is
    /// none). Anything else is a mistake of the module's, said as such.
    private static func problems(_ value: LuaValue?, of module: String, file: String) -> [String] {
        let shape = "each problem is a string \"name:line: message\", and {} means the file is fine"
        switch value {
        case nil, .nil?:
            return []
        case .array(let items)?:
            return items.enumerated().map { number, item in
                switch item {
                case .string(let text): return text
                case .bytes(let bytes): return String(decoding: bytes, as: UTF8.self)
                default: return "\(file): \(module).check returned \(item) as problem \(number + 1), not a string (\(shape))"
                }
            }
        case let other?:
            return ["\(file): \(module).check returned \(other), not a list of problems (\(shape))"]
        }
    }
}
