import Testing
@testable import LuaBridge
import TestSupport

/// A light for the tests: an enumeration scripts write by name.
enum TestLight: String, CaseIterable, LuaNamedEnum {
    case red, amber, green
    static var luaName: String { "Light" }
}

final class TestLamp: LuaChargeCarrier {
    var luaMemoryCharge: LuaMemoryCharge?
    var light = TestLight.red
    var label: String?
    var blinks: [Int] = []
}

enum WrapTestLamp: LuaBinding {
    static let luaName = "Lamp"
    static func bind(_ c: inout LuaClassBuilder<TestLamp>) {
        c.constructor(charging: 100) { TestLamp() }
        c.property("light", get: { $0.light }, set: { $0.light = $1 })
        c.property("label", get: { $0.label }, set: { $0.label = $1 })
        c.property("blinks", get: { $0.blinks }, set: { $0.blinks = $1 })
        c.method("switchTo(light, label?)") { (lamp, light: TestLight, label: String?) in
            lamp.light = light
            if let label { lamp.label = label }
            return lamp.light
        }
        c.method("wire", signature: "(to: \(TestView.self), lights: \(TestLight.self)[]): integer") { lamp, call in
            _ = try call.argument(1, as: TestView.self)
            call.push(try call.argument(2, as: [TestLight].self).count)
        }
    }
}

/// Members bound from their Swift types: their editor types, their reads and pushes, the
/// positions of their arguments, and the memory their values hold.
@Suite("Typed bindings")
struct TypedBindingTests {
    private func lua() throws -> LuaState {
        let lua = try LuaState()
        lua.register(WrapTestView.self, global: "View")
        lua.register(WrapTestLamp.self, global: "Lamp")
        return lua
    }

    @Test("types come from the Swift types, with the declarations of named ones")
    func editorTypes() throws {
        let lamp = try #require(try lua().boundClasses.first { $0.name == "Lamp" })
        #expect(lamp.types == [
            "new": "()", "light": "Light", "label": "string?", "blinks": "integer[]",
            "switchTo": "(light: Light, label?: string): Light",
            "wire": "(to: View, lights: Light[]): integer",
        ])
        #expect(lamp.declarations == ["Light": "---@alias Light \"amber\"|\"green\"|\"red\""])
    }

    @Test("arguments are read by their types and counted from the first after self")
    func argumentsAndMessages() throws {
        let lua = try lua()
        let results = try lua.run("""
            local lamp, view = Lamp(), View()
            local function try(f) local ok, e = pcall(f); return ok and "ok" or e end
            return lamp:switchTo("green", "go"), lamp.label, lamp:wire(view, {"red", "amber"}),
              try(function() lamp:switchTo("blue") end),
              try(function() lamp:switchTo("red", 5) end),
              try(function() lamp:wire(view, {"red", true}) end),
              try(function() lamp.light = "off" end)
            """, name: "lamp.lua")
        #expect(results == [
            "green", "go", 2,
            "lamp.lua:4: bad argument #1 to 'switchTo' ('blue' is not one of amber, green, red)",
            "ok",   // a number is a string to Lua, as luaL_checkstring takes it
            "lamp.lua:6: bad argument #2 to 'wire' (item 2: string expected, got boolean)",
            "lamp.lua:7: bad value for property 'light' of Lamp ('off' is not one of amber, green, red)",
        ])
    }

    @Test("a setter whose value holds bytes charges them in its own part, replacing the last")
    func settersCharge() throws {
        let lua = try lua()
        try lua.run("LAMP = Lamp()")
        lua.collectGarbage()
        let start = lua.memoryInUse
        try lua.run("LAMP.label = ('x'):rep(1000); LAMP.blinks = {1, 2, 3}")
        lua.collectGarbage()
        #expect(lua.memoryInUse - start == 1000 + 3 * MemoryLayout<Int>.stride)
        try lua.run("LAMP.label = 'ok'; LAMP.light = 'green'")
        lua.collectGarbage()
        #expect(lua.memoryInUse - start == 2 + 3 * MemoryLayout<Int>.stride)
        try lua.run("LAMP = nil")
        lua.collectGarbage()
        #expect(lua.memoryInUse <= start - 100)   // the lamp's own 100 bytes went with it, and its userdata
    }

    @Test("a charge's parts: replaced by name, any number of them, all given back with it")
    func chargeParts() throws {
        let lua = try LuaState()
        let start = lua.memoryInUse
        var charge: LuaMemoryCharge? = LuaMemoryCharge(lua, bytes: 10)
        for (part, bytes) in [("a", 5), ("b", 7), ("c", 11), ("b", 1), ("a", 0)] { charge?.setPart(part, bytes: bytes) }
        #expect(charge?.bytes == 10 + 1 + 11)
        #expect(charge?.bytes(of: "b") == 1 && charge?.bytes(of: "a") == 0 && charge?.bytes(of: "z") == 0)
        #expect(lua.memoryInUse - start == 22)
        charge = nil
        #expect(lua.memoryInUse == start)
    }

    @Test("a Swift function carries the type it was made with, wherever scripts put it")
    func functionSignatures() throws {
        let lua = try LuaState()
        let typed = try #require(lua.function(.method("(seconds: number)")) { _ in })
        let plain = try #require(lua.function { _ in })
        lua.setGlobal("typed", typed)
        lua.setGlobal("plain", plain)
        var found: [String] = []
        lua.setGlobal("look") { call in
            let signature = call.signature(ofFunction: 1)
            found.append(signature.map { "\($0.isMethod ? ":" : ".")\($0.text)" } ?? "none")
        }
        try lua.run("look(typed); look(plain); look(print); look(42)")
        #expect(found == [":(seconds: number)", "none", "none", "none"])
    }
}
