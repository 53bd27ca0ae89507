import ArgumentParser
import Foundation
import MoonKit
import LuaBridge
import MoonLua

/// `moonkit check FILE…`: load and lay out game scripts, validate level files; exit 0 only when clean.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check game scripts (errors, conflicting or ambiguous constraints) and level files.",
        discussion: """
            A .lua game is loaded, its screen laid out and its first second of virtual time run;
            script errors, conflicting constraints and ambiguous layouts are reported with the
            file:line that made them. A Swifty Words level (levels/levelN.txt) is read with the
            game's own parser (scripts/words/level.lua); a word list (…words.txt) must hold one
            lower-case word per line, without repeats. The exit code is 0 only when all is clean.

            Examples:
              moonkit check scripts/swifty_words.lua levels/level*.txt
              moonkit check levels/hangman_words.txt
            """
    )

    @Argument(help: "Game scripts (.lua) and level files (.txt).")
    var files: [String]

    @Option(help: "Override the device the game asks for.")
    var device: String?

    @Option(help: "The seed of every random draw while the scripts run.")
    var seed: UInt64 = 1

    @OptionGroup(title: "Limits (docs/limits.md)")
    var limits: LimitOptions

    @Flag(help: "Print only the problems (nothing for clean files).")
    var quiet = false

    func validate() throws {
        try DeviceOption.validate(device)
    }

    func run() throws {
        var problems = 0
        for file in files {
            let found: [String]
            switch (file as NSString).pathExtension.lowercased() {
            case "lua": found = Self.checkScript(file, device: device.flatMap(DeviceProfile.named), seed: seed,
                                                 limits: limits.game, watched: true)
            case "txt": found = file.hasSuffix("words.txt") ? Self.checkWordList(file) : Self.checkLevel(file)
            default: found = ["\(file): not a .lua script or a .txt level file"]
            }
            problems += found.count
            if found.isEmpty { if !quiet { print("\(file): ok") } } else { for line in found { print(line) } }
        }
        if problems > 0 {
            print("\(problems) problem\(problems == 1 ? "" : "s") found")
            throw ExitCode(1)
        }
    }

    /// What is wrong with a game script: its errors, conflicts and ambiguous layouts.
    static func checkScript(_ script: String, device: DeviceProfile? = nil, seed: UInt64 = 1,
                            limits: GameLimits = .default, watched: Bool = false) -> [String] {
        var found: [String] = []
        do {
            let game = try GameRuntime(script: script, seed: seed, device: device, limits: limits,
                                       print: { _ in })
            if watched { LimitOptions.watch(game) }
            game.onError = { found.append($0.error.located) }
            game.engine.window.onLog = { found.append($0) }
            guard try game.start() else { return found }
            game.engine.step(1)
            let window = game.engine.window
            window.layoutIfNeeded()
            for view in window.allViews where !view.translatesAutoresizingMaskIntoConstraints && view.hasAmbiguousLayout {
                let sites = view.constraints.compactMap(\.creationSite)
                found.append("\(script): ambiguous layout of \(view.debugName)"
                             + (sites.isEmpty ? "" : " (constraints from \(Set(sites).sorted().joined(separator: ", ")))"))
            }
        } catch {
            found.append(String(describing: error))
        }
        return found
    }

    /// A Swifty Words level, read by the game's own parser found beside the levels folder.
    static func checkLevel(_ path: String) -> [String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return ["\(path): cannot read the file"] }
        let levels = PathText.folder(of: path)
        let scripts = (PathText.folder(of: levels) as NSString).appendingPathComponent("scripts")
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        do {
            let lua = try LuaState(root: scripts, print: { _ in })
            lua.setGlobal("LINES", LuaValue.array(lines.map { .string($0.hasSuffix("\r") ? String($0.dropLast()) : $0) }))
            lua.setGlobal("PATH", LuaValue.string(path))
            _ = try lua.run("require(\"words.level\").parse(LINES, PATH)", name: "check")
            return []
        } catch {
            return [error.located]
        }
    }

    /// A word list: one lower-case word (a–z) per line, no repeats.
    static func checkWordList(_ path: String) -> [String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return ["\(path): cannot read the file"] }
        var found: [String] = []
        var seen: [String: Int] = [:]
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let word = String(line)
            if word.isEmpty && i == text.split(separator: "\n", omittingEmptySubsequences: false).count - 1 { continue }
            if word.isEmpty || !word.allSatisfy({ ("a"..."z").contains($0) }) {
                found.append("\(path):\(i + 1): '\(word)' is not a lower-case word of letters a–z")
            } else if let first = seen[word] {
                found.append("\(path):\(i + 1): '\(word)' repeats line \(first)")
            } else {
                seen[word] = i + 1
            }
        }
        return found
    }
}
