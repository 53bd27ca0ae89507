import Testing
import Foundation

/// `moonkit run` shows the signals and sounds a game raised while it started (issue 32: only
/// those after t = 0 appeared).
@Suite("run shows what a game raised while it started")
struct StartSignalsRunTests {
    @Test("signals from the main chunk, loadView, viewDidLoad and viewDidAppear, and a sound, are printed")
    func printed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("start-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sounds"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: Command.repository + "/scripts/sounds/meow.wav",
                                         toPath: folder.appendingPathComponent("sounds/meow.wav").path)
        try """
            local ui = require "moonkit"
            ui.signal("chunk", 1)
            local Game = ui.ViewController:extend "Game"
            function Game:loadView()
              ui.signal("loadView", 2)
              self.view = ui.View()
            end
            function Game:viewDidLoad() ui.signal("viewDidLoad", 3) end
            function Game:viewDidAppear() ui.signal("viewDidAppear", 4); ui.sound.play("meow") end
            ui.after(1, function() ui.signal("later", 5) end)
            return ui.App { root = Game }
            """.write(to: folder.appendingPathComponent("game.lua"), atomically: true, encoding: .utf8)
        let path = folder.appendingPathComponent("game.lua").path
        let result = try Command.run(["run", path, "--for", "2"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(7)) == [
            "\(path) on ipad (1024×768), seed 1",
            "[0.000s] signal chunk = 1",
            "[0.000s] signal loadView = 2",
            "[0.000s] signal viewDidLoad = 3",
            "[0.000s] signal viewDidAppear = 4",
            "[0.000s] sound meow (0.60 s)",
            "[1.000s] signal later = 5",
        ])
    }
}
