import Testing
import Foundation
import LuaBridge
import TestSupport
@testable import MoonLua
import MoonKit

/// Every bound property whose value holds bytes a script chooses (texts, attributed text,
/// images, lists) counts them against the memory limit: the binding layer charges them, so a
/// new binding cannot forget (`LuaClassBuilder.property`, `LuaConvertible.holdsBytes`).
@Suite("Properties that hold a script's bytes charge them")
struct PropertyChargeTests {
    /// How to get an object of a class scripts cannot make with `ui.Class()`.
    static let makers: [String: String] = [
        "NavigationItem": "ui.ViewController().navigationItem",
        "LayoutConstraint": "ui.View().width:eq(10)",
        "ContextualAction": "ui.ContextualAction('normal', 'Flag', function() end)",
    ]

    /// A value of a property's editor type that holds at least `bytes` bytes in Swift once set,
    /// and the value that holds none; nil for a type that holds a fixed size. Decided from the
    /// editor type, not from the bridge's own notion, so that the test checks the bridge.
    static func values(for type: String) -> (big: String, bytes: Int, empty: String)? {
        if type.hasSuffix("[]") {
            switch type {
            case "Color[]": return ("BIGLIST(function() return 'red' end, 10000)", 10_000 * MemoryLayout<Color>.stride, "{}")
            case "ViewController[]": return ("BIGLIST(ui.ViewController, 200)", 200 * MemoryLayout<ViewController>.stride, "{}")
            default: return nil
            }
        }
        if type.contains("AttributedText") { return ("{ BIG, {text = BIG, link = BIG} }", 3 << 20, "nil") }
        if type.contains("Image") { return ("'cat'", MemoryLayout<Image>.stride, "nil") }
        if type.range(of: #"\bstring\b"#, options: .regularExpression) != nil {
            return ("BIG", 1 << 20, type.hasSuffix("?") || type.hasSuffix("|nil") ? "nil" : "''")
        }
        return nil
    }

    @Test("every bound setter of a text, attributed text, image or list charges what it holds")
    func everySetterThatHoldsBytesCharges() throws {
        let (runtime, folder) = try runGame(app(""))
        try FileManager.default.createDirectory(atPath: folder.path("images"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repository.path("scripts/images/card_star.png"), toPath: folder.path("images/cat.png"))
        let lua = runtime.lua
        try lua.run("""
            local ui = require "moonkit"
            BIG = ("x"):rep(1 << 20)
            function BIGLIST(make, n) local t = {} for i = 1, n do t[i] = make() end return t end
            """)
        var checked: [String] = []
        for bound in lua.boundClasses {
            for setter in bound.setters {
                guard let type = bound.types[setter], let values = Self.values(for: type) else { continue }
                let name = "\(bound.name).\(setter)"
                // A class whose constructor needs arguments has a maker too.
                guard let maker = Self.makers[bound.name] ?? (bound.hasConstructor ? "ui.\(bound.name)()" : nil) else {
                    Issue.record("\(name): no way to make a \(bound.name)")
                    continue
                }
                // Set once and clear, so that what the first set caches (an image found by name) is
                // there before the count; the value stays in a global throughout.
                try lua.run("""
                    local ui = require "moonkit"
                    OBJECT, VALUE = \(maker), \(values.big)
                    OBJECT.\(setter) = VALUE
                    OBJECT.\(setter) = \(values.empty)
                    """, name: "=charge")
                lua.collectGarbage()
                let before = lua.memoryInUse
                try lua.run("OBJECT.\(setter) = VALUE", name: "=charge")
                lua.collectGarbage()
                let held = lua.memoryInUse - before
                #expect(held >= values.bytes, "\(name) (\(type)) charged \(held) bytes")
                try lua.run("OBJECT.\(setter) = \(values.empty)", name: "=charge")
                lua.collectGarbage()
                #expect(lua.memoryInUse == before, "\(name): clearing it gives the bytes back")
                checked.append(name)
            }
        }
        try lua.run("OBJECT, VALUE = nil, nil")
        #expect(Set(checked).isSuperset(of: [
            "View.identifier", "Label.text", "Label.attributedText", "TextField.text", "TextField.placeholder",
            "Button.title", "ImageView.image", "GradientView.colors", "ViewController.title", "Alert.message",
            "LayoutConstraint.identifier", "LayoutGuide.identifier", "TextView.text", "TextView.attributedText",
            "NavigationItem.title", "NavigationItem.backButtonTitle", "BarButtonItem.title", "BarButtonItem.image",
            "TabBarController.viewControllers", "TabBarItem.title", "TabBarItem.image", "TabBarItem.selectedImage",
            "ContextualAction.title",
        ]), "checked: \(checked.sorted())")
    }

    @Test("attributed text counts against the memory limit, also once Lua has let it go")
    func attributedTextIsCharged() throws {
        // Before, the runs were charged nothing: the loop went on past 8 MB of text until the
        // instruction budget stopped it (with no budget, a script held 1.3 GB under 64 MB).
        let (runtime, _) = try GameLimitTests.game(appear: """
            for i = 1, 100000 do self.view:addSubview(ui.Label { attributedText = { ("x"):rep(4096), {text = ("y"):rep(4096)} } }) end
            """)
        let error = try #require(runtime.errors.first)
        #expect(error.error.kind == .memoryLimit)
        #expect(error.error.located == "\(runtime.scriptPath):3: memory limit of 8 MB exceeded")
        #expect(runtime.engine.window.allViews.count < 1000)
    }

    @Test("a method that sets what a property holds charges the same part (button:setTitle)")
    func methodsChargeTheirProperty() throws {
        let (runtime, _) = try runGame(app(""))
        let lua = runtime.lua
        try lua.run("local ui = require 'moonkit'; B = ui.Button(); BIG = ('x'):rep(1 << 20)")
        lua.collectGarbage()
        let before = lua.memoryInUse
        try lua.run("B:setTitle(BIG, 'normal')")
        lua.collectGarbage()
        #expect(lua.memoryInUse - before >= 1 << 20)
        try lua.run("B.title = 'ok'")
        lua.collectGarbage()
        #expect(lua.memoryInUse - before == 2)
    }
}
