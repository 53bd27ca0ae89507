import Testing
@testable import LuaBridge
import TestSupport
@testable import MoonLua
import MoonKit

@Suite("view.layer from Lua")
struct LayerLuaTests {
    @Test("UIKit's layer code sets the view's corners, border, clipping and shadow")
    func layerSetsTheView() throws {
        let folder = try ScriptFolder(["game.lua": app("""
              card = ui.View { identifier = "card", backgroundColor = "white" }
              card.layer.cornerRadius = 12
              card.layer.borderWidth = 1
              card.layer.borderColor = "lightGray"
              card.layer.masksToBounds = true
              card.layer.shadowColor = "blue"
              card.layer.shadowOpacity = 0.3
              card.layer.shadowRadius = 6
              card.layer.shadowOffset = {width = 0, height = -2}
              view:addSubview(card)
            """)])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        try runtime.start()
        let card = try runtime.engine.driver.view(identifier: "card")
        #expect(card.cornerRadius == 12 && card.borderWidth == 1 && card.borderColor == .lightGray && card.clipsToBounds)
        #expect(card.shadow == Shadow(color: .blue, opacity: 0.3, radius: 6, offset: Size(width: 0, height: -2)))
        #expect(try runtime.lua.run("""
            local l = card.layer
            return l.cornerRadius, l.masksToBounds, l.shadowOffset.height, l.shadowColor, card.clipsToBounds
            """) == [.double(12), .bool(true), .double(-2), .string("blue"), .bool(true)])
    }

    @Test("bad layer values are refused with what was expected")
    func badValues() throws {
        let folder = try ScriptFolder(["game.lua": app("card = ui.View {}")])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        try runtime.start()
        func message(_ statement: String) -> String? { luaError { _ = try runtime.lua.run(statement) }?.message }
        #expect(message("card.layer.shadowOpacity = 2")
                == "bad value for property 'shadowOpacity' of Layer (shadowOpacity must be a number from 0 to 1, got 2)")
        #expect(message("card.layer.cornerRadius = 0/0")
                == "bad value for property 'cornerRadius' of Layer (cornerRadius must be a finite number ≥ 0, got nan)")
        #expect(message("card.layer.shadowOffset = {width = 1}")
                == "bad value for property 'shadowOffset' of Layer (offset {width, height} expected, with two finite numbers)")
    }
}
