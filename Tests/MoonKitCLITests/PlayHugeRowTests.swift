import Testing
import Foundation
import MoonKit
import MoonLua
import LuaBridge
@testable import MoonKitCLI

/// `play`'s `row` command on a table whose rows are a trillion points tall (issue 32: it never
/// returned): the search moves by rows, so it taps the row, or says no row shows the text.
@Suite("moonkit play: row on huge rows")
struct PlayHugeRowTests {
    @Test("row finds a row after rows 1e12 points tall, and refuses a text no row shows")
    func hugeRows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rows-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("game.lua").path
        try """
            local ui = require "moonkit"
            local Game = ui.ViewController:extend "Game"
            function Game:numberOfRowsInSection() return 5 end
            function Game:heightForRowAt(_, indexPath) return indexPath.row % 2 == 0 and 1e12 or 44 end
            function Game:cellForRowAt(tableView, indexPath)
              local cell = tableView:dequeueReusableCell("cell", indexPath)
              cell.textLabel.text = "Row " .. indexPath.row
              return cell
            end
            function Game:didSelectRowAt(_, indexPath) ui.signal("picked", indexPath.row) end
            function Game:loadView()
              self.view = ui.View()
              local rows = ui.TableView { frame = { x = 0, y = 0, width = 400, height = 600 } }
              rows:register("cell")
              rows.dataSource = self
              rows.delegate = self
              self.view:addSubview(rows)
            end
            return ui.App { root = Game }
            """.write(toFile: script, atomically: true, encoding: .utf8)
        let play = try Play.parse([script])
        let game = try GameRuntime(script: script, print: { _ in })
        var picked: [LuaValue] = []
        game.observeSignal("picked") { picked.append($0.value) }
        try game.start()
        #expect(try play.perform("row Row 3", game.engine))
        #expect(try play.perform("row Row 4", game.engine))
        #expect(picked == [.int(3), .int(4)])
        let error = #expect(throws: PlayError.self) { try play.perform("row Row 9", game.engine) }
        #expect(error?.description == "no table row shows 'Row 9'")
    }
}
