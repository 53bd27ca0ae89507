import Testing
import Foundation
import MoonKit
import TestSupport
@testable import MoonKitCLI

@Suite struct AlertTextTests {
    @Test func whatAnAlertLacksIsLeftOut() {
        let full = Alert(title: "Well done!", message: "Ready for the next one?")
        full.addAction(AlertAction(title: "Let's go!"))
        full.addAction(AlertAction(title: "Later"))
        #expect(AlertText.describe(full) == "\"Well done!\" — Ready for the next one? [Let's go!] [Later]")
        let noMessage = Alert(title: "Game over", message: nil)
        noMessage.addAction(AlertAction(title: "OK"))
        #expect(AlertText.describe(noMessage) == "\"Game over\" [OK]")
        #expect(AlertText.describe(Alert(title: nil, message: "Saved")) == "— Saved")
        #expect(AlertText.describe(Alert(title: "", message: "")) == "")
    }

    @Test func runPrintsAnAlertPresentedAsTheGameStarts() throws {
        let folder = try ScriptFolder(["game.lua": """
            local ui = require "moonkit"
            local Main = ui.ViewController:extend "Main"
            function Main:loadView() self.view = ui.View { backgroundColor = "white" } end
            function Main:viewDidAppear()
              local alert = ui.Alert("Game over", nil)
              alert:addAction("OK")
              self:present(alert)
            end
            return ui.App { device = "iphone", root = Main }
            """])
        let result = try Command.run(["run", folder.path("game.lua")])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(2)) == ["\(folder.path("game.lua")) on iphone (844×390), seed 1", "[0.000s] alert \"Game over\" [OK]"])
    }
}
