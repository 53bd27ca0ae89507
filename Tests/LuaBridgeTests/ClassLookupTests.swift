import Testing
@testable import LuaBridge

final class LookupAnimal {}
class LookupCat {
    func purr() -> String { "purr" }
}
final class LookupKitten: LookupCat {}
final class LookupRock {}
class LookupBird {}
final class LookupOwl: LookupBird {}

enum WrapLookupCat: LuaBinding {
    static let luaName = "Cat"
    static func bind(_ c: inout LuaClassBuilder<LookupCat>) {
        c.method("purr", signature: "(): string") { cat, call in call.push(cat.purr()) }
    }
}

/// A second binding of the same Swift class, under the first: the deeper one is chosen.
enum WrapLookupHouseCat: LuaBinding {
    static let luaName = "HouseCat"
    static var parent: (any LuaBinding.Type)? { WrapLookupCat.self }
    static func bind(_ c: inout LuaClassBuilder<LookupCat>) {}
}

enum WrapLookupBird: LuaBinding {
    static let luaName = "Bird"
    static func bind(_ c: inout LuaClassBuilder<LookupBird>) {}
}

/// Which registered class an object gets when it is pushed: the binding of the nearest Swift
/// class up its superclasses, whatever order the bindings were registered in.
@Suite("The class an object gets")
struct ClassLookupTests {
    @Test("the nearest bound superclass, the deeper binding of one class, and the root for the unbound")
    func nearestBoundSuperclass() throws {
        let lua = try LuaState()
        _ = lua.register(WrapLookupBird.self)
        _ = lua.register(WrapLookupHouseCat.self)
        #expect(lua.classInfo(for: LookupCat()).name == "HouseCat")
        #expect(lua.classInfo(for: LookupKitten()).name == "HouseCat")
        #expect(lua.classInfo(for: LookupOwl()).name == "Bird")
        #expect(lua.classInfo(for: LookupRock()).name == lua.classList[0].name)
        #expect(lua.classInfo(for: LookupAnimal()).name == lua.classList[0].name)
    }

    @Test("a kitten pushed to Lua answers the cat's methods")
    func inheritedMethods() throws {
        let lua = try LuaState()
        _ = lua.register(WrapLookupCat.self)
        lua.setGlobal("kitten", object: LookupKitten())
        #expect(try lua.run("return kitten:purr()") == ["purr"])
    }
}
