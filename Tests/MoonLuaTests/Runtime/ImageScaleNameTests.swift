import Testing
import Foundation
@testable import LuaBridge
import TestSupport
@testable import MoonLua
import MoonKit

@Suite("Image.named with an extension finds the @2x and @3x files, as UIKit does")
struct ImageScaleNameTests {
    @Test("storm.jpg is found as storm@2x.jpg; a missing name lists the file names tried")
    func scaleSuffixBeforeTheExtension() throws {
        let folder = try ScriptFolder(["game.lua": app("""
              local storm = ui.Image.named("storm.jpg")
              STORM = { storm.name, storm.scale, storm.size.width, storm.size.height }
              OK, WHY = pcall(function() return ui.Image.named("rain.jpg") end)
            """)])
        // The fixture is 40×20 pixels: at @2x, 20×10 points.
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/halves.jpg").path
        try FileManager.default.createDirectory(atPath: folder.path("images"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixture, toPath: folder.path("images/storm@2x.jpg"))
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        try runtime.start()
        #expect(try runtime.lua.global("STORM") == .array([.string("storm.jpg"), .double(2), .double(20), .double(10)]))
        #expect(try runtime.lua.global("OK") == .bool(false))
        let why = try runtime.lua.global("WHY")
        #expect(why == .string("\(folder.path("game.lua")):9: bad argument #1 to 'named' (no image named 'rain.jpg' in "
                + "\(folder.root)/images or \(folder.root) (tried 'rain.jpg', 'rain@2x.jpg', 'rain@3x.jpg'))"), "\(why)")
        #expect(Image.fileNames(for: "storm@2x.jpg") == ["storm@2x.jpg"])
        #expect(Image.fileNames(for: "Storm.JPEG") == ["Storm.JPEG", "Storm@2x.JPEG", "Storm@3x.JPEG"])
    }
}
