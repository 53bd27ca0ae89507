import Testing
@testable import LuaBridge
import TestSupport
@testable import MoonLua
import MoonKit

@Suite("Label line breaking and shrinking from Lua")
struct LabelLineBreakLuaTests {
    @Test("lineBreakMode, adjustsFontSizeToFitWidth and minimumScaleFactor reach the label and are drawn so")
    func propertiesReachTheLabel() throws {
        let folder = try ScriptFolder(["game.lua": app("""
              title = ui.Label { identifier = "title", text = "Abyssinian Cats Forever", lineBreakMode = "byTruncatingMiddle",
                                 frame = {x = 0, y = 0, width = 120, height = 30} }
              score = ui.Label { identifier = "score", text = "Score: 0", adjustsFontSizeToFitWidth = true, minimumScaleFactor = 0.5,
                                 frame = {x = 0, y = 40, width = 50, height = 30} }
              view:addSubview(title)
              view:addSubview(score)
            """)])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        try runtime.start()
        let title = try #require(try runtime.engine.driver.view(identifier: "title") as? Label)
        #expect(title.lineBreakMode == .byTruncatingMiddle)
        #expect(title.displayedLines == [TextTruncation.truncate("Abyssinian Cats Forever", font: .system(17), width: 120, at: .middle)])
        #expect(title.displayedLines == ["Abyssi…rever"])
        #expect(try runtime.lua.run("return title.lineBreakMode, score.adjustsFontSizeToFitWidth, score.minimumScaleFactor")
                == [.string("byTruncatingMiddle"), .bool(true), .double(0.5)])
        let score = try #require(try runtime.engine.driver.view(identifier: "score") as? Label)
        #expect(score.displayedFont.pointSize == 17 * (50 / 69.560546875))
    }

    @Test("a wrong mode or scale factor is refused with the names or the range")
    func badValuesAreRefused() throws {
        let folder = try ScriptFolder(["game.lua": app("label = ui.Label {}")])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        try runtime.start()
        func message(_ statement: String) -> String? { luaError { _ = try runtime.lua.run(statement) }?.message }
        #expect(message("label.lineBreakMode = 'truncate'") == "bad value for property 'lineBreakMode' of Label ('truncate' is not one of "
                + "byCharWrapping, byClipping, byTruncatingHead, byTruncatingMiddle, byTruncatingTail, byWordWrapping)")
        #expect(message("label.minimumScaleFactor = 0/0")
                == "bad value for property 'minimumScaleFactor' of Label (minimumScaleFactor must be a number from 0 to 1, got nan)")
        #expect(message("label.minimumScaleFactor = 1.5")
                == "bad value for property 'minimumScaleFactor' of Label (minimumScaleFactor must be a number from 0 to 1, got 1.5)")
    }
}
