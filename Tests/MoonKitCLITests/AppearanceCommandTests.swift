import TestSupport
import Testing
import Foundation
import MoonKit
import MoonRender

/// `--appearance light|dark`: semantic colours drawn as the run asks, through a script that
/// names its own device (which gives the engine a new window after the flag was applied).
@Suite struct AppearanceCommandTests {
    @Test func snapshotDrawsSemanticColoursInTheChosenAppearance() throws {
        let folder = try ScriptFolder(["game.lua": """
            local ui = require "moonkit"
            local Main = ui.ViewController:extend "Main"
            function Main:loadView()
              self.view = ui.View { backgroundColor = "systemBackground" }
              self.view:addSubview(ui.View { backgroundColor = "label", frame = {x = 0, y = 0, width = 100, height = 100} })
            end
            return ui.App { device = "iphone", orientation = "portrait", root = Main }
            """])
        func picture(_ flags: [String]) throws -> CairoCanvas {
            let path = folder.path("shot.png")
            let result = try Command.run(["snapshot", folder.path("game.lua"), "-o", path, "--quiet"] + flags)
            #expect(result.status == 0, "\(result.errors)")
            return try CairoCanvas(png: path)
        }
        let light = try picture([]), dark = try picture(["--appearance", "dark"])
        #expect(light.pixel(x: 50, y: 50) == .black && light.pixel(x: 200, y: 400) == .white)
        #expect(dark.pixel(x: 50, y: 50) == .white && dark.pixel(x: 200, y: 400) == .black)
        let wrong = try Command.run(["snapshot", folder.path("game.lua"), "-o", folder.path("x.png"), "--appearance", "dim"])
        #expect(wrong.status == 2)
        #expect(wrong.errors.hasPrefix("Error: The value 'dim' is invalid for '--appearance <appearance>'. Please provide one of 'light' and 'dark'."))
    }
}
