import Testing
import Foundation
import MoonKit
import MoonLua
import LuaBridge
@testable import MoonKitCLI

/// `play`'s text screen at 40 and 50 columns, where a character row is taller than the gap
/// between a table row's title and subtitle, and an alert's message is wider in characters
/// than its box.
@Suite("moonkit play on a narrow screen")
struct PlayNarrowScreenTests {
    static var repository: String {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        return root.path
    }

    /// A game in a scratch folder, started.
    static func game(_ source: String) throws -> (GameRuntime, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("narrow-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("game.lua").path
        try source.write(toFile: script, atomically: true, encoding: .utf8)
        let game = try GameRuntime(script: script, print: { _ in })
        try game.start()
        game.engine.step(0)
        return (game, folder)
    }

    @Test("every table row's title and subtitle show at 40 and at 50 columns", arguments: [40, 50])
    func tableRows(columns: Int) throws {
        let game = try GameRuntime(script: Self.repository + "/scripts/table_list.lua", print: { _ in })
        try game.start()
        game.engine.step(0)
        let screen = TextScreen(window: game.engine.window, columns: columns).text
        let lines = screen.split(separator: "\n").map(String.init)
        for breed in ["Abyssinian", "American Shorthair", "Bengal", "Bombay", "British Shorthair", "Burmese"] {
            #expect(lines.contains { $0.contains(" \(breed) ") }, "\(breed) at \(columns) columns:\n\(screen)")
        }
        #expect(lines.filter { $0.contains(" United States ") }.count == 3, "\(screen)")
        #expect(lines.contains { $0.contains(" Ethiopia ") } && lines.contains { $0.contains(" United Kingdom ") })
    }

    @Test("a long alert message wraps inside the alert's box")
    func longAlert() throws {
        let (game, folder) = try Self.game("""
            local ui = require "moonkit"
            local Game = ui.ViewController:extend "Game"
            function Game:viewDidAppear()
              local alert = ui.Alert("Out of moves", "The board has no more pairs to match, so this round is over and the next one starts with a fresh deck")
              alert:addAction("OK")
              self:present(alert)
            end
            return ui.App { device = "iphone-portrait", root = Game }
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        game.engine.step(1)
        let screen = TextScreen(window: game.engine.window, columns: 40).text
        let lines = screen.split(separator: "\n").map { Array($0) }
        // The box: a top edge, sides on every row between, a bottom edge, all in one column pair.
        let top = try #require(lines.firstIndex { $0.contains("┌") }), bottom = try #require(lines.firstIndex { $0.contains("└") })
        let left = try #require(lines[top].firstIndex(of: "┌")), right = try #require(lines[top].firstIndex(of: "┐"))
        #expect(lines[bottom][left] == "└" && lines[bottom][right] == "┘", "\(screen)")
        for row in (top + 1)..<bottom {
            #expect(lines[row][left] == "│" && lines[row][right] == "│", "row \(row):\n\(screen)")
        }
        // The message wraps to the box's width; what its rows cannot hold ends in "…" (the
        // line `play` prints for the alert gives it whole).
        let inside = lines[(top + 1)..<bottom].map { String($0[(left + 1)..<right]).trimmingCharacters(in: .whitespaces) }
        #expect(inside.filter { !$0.isEmpty } == ["Out of moves", "The board has no more", "pairs to match, so this", "round is over and the…", "[OK]"],
                "\(screen)")
    }

    @Test("a bar's glyph button shows as its system item's name, and tap takes that name")
    func glyphButton() throws {
        let (game, folder) = try Self.game("""
            local ui = require "moonkit"
            local Words = ui.ViewController:extend "Words"
            function Words:viewDidLoad()
              self.title = "Words"
              self.navigationItem.rightBarButtonItem = ui.BarButtonItem { systemItem = "add", action = function()
                ui.signal("added")
              end }
            end
            return ui.App { device = "iphone-portrait", root = ui.NavigationController(Words()) }
            """)
        defer { try? FileManager.default.removeItem(at: folder) }
        var added = 0
        game.observeSignal("added") { _ in added += 1 }
        let screen = TextScreen(window: game.engine.window, columns: 60).text
        #expect(screen.contains("Words") && screen.contains("[add]"), "\(screen)")
        let play = try Play.parse([folder.appendingPathComponent("game.lua").path])
        #expect(try play.perform("tap add", game.engine))
        #expect(added == 1)
    }
}
