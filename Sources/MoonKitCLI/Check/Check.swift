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
            file:line that made them. Any other file (a level, a word list) is checked by the
            game that reads it, with the very code that reads it when the game runs: a game
            names those modules with ui.App { dataFiles = { "words.level" } }. The games asked
            are the .lua files given, or else those of the scripts folder beside the file's
            folder. Such a file is text: bytes that are not UTF-8 are reported by line and
            column, since the engine's texts are UTF-8. The exit code is 0 only when all is clean.

            Examples:
              moonkit check scripts/swifty_words.lua levels/level*.txt
              moonkit check levels/hangman_words.txt
            """
    )

    @Argument(help: "Game scripts (.lua) and the files games read (levels, word lists).")
    var files: [String]

    @Option(help: "Override the device the game asks for.")
    var device: String?

    @Option(parsing: .unconditional, help: "The seed of every random draw while the scripts run.", transform: NumberOptions.seed)
    var seed: UInt64 = 1

    @OptionGroup(title: "Limits (docs/limits.md)")
    var limits: LimitOptions

    @Flag(help: "Print only the problems, and those the games handled and reported (nothing for clean files).")
    var quiet = false

    func validate() throws {
        try DeviceOption.validate(device)
    }

    func run() throws {
        var problems = 0
        let scripts = files.filter(Self.isScript)
        let dataFiles = DataFileCheck()
        for file in files {
            var notes: [String] = []
            let found = Self.isScript(file)
                ? Self.checkScript(file, device: device.flatMap(DeviceProfile.named), seed: seed,
                                   limits: limits.game, watched: true, notes: { notes.append($0) })
                : dataFiles.check(file, scripts: scripts)
            // Problems the game reported it handled (`ui.report`) are shown, quiet or not (a
            // word list the game found empty says where), but are not failures.
            for note in notes { print(note) }
            problems += found.count
            if found.isEmpty { if !quiet { print("\(file): ok") } } else { for line in found { print(line) } }
        }
        if problems > 0 {
            print("\(problems) problem\(problems == 1 ? "" : "s") found")
            throw ExitCode(1)
        }
    }

    static func isScript(_ file: String) -> Bool {
        (file as NSString).pathExtension.lowercased() == "lua"
    }

    /// What is wrong with a game script: its errors, conflicts and ambiguous layouts. The
    /// problems the game handled itself and told of with `ui.report` go to `notes`: they are
    /// not wrong.
    static func checkScript(_ script: String, device: DeviceProfile? = nil, seed: UInt64 = 1,
                            limits: GameLimits = .default, watched: Bool = false,
                            notes: @escaping (String) -> Void = { _ in }) -> [String] {
        var found: [String] = []
        do {
            let game = try GameRuntime(script: script, seed: seed, device: device, limits: limits,
                                       print: { _ in })
            if watched { LimitOptions.watch(game) }
            game.onError = { found.append($0.error.located) }
            game.onReportedProblem = { notes(GameRuntime.describe(reported: $0)) }
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
            found.append(error.located)  // one line a problem, as the others: no traceback
        }
        return found
    }
}
