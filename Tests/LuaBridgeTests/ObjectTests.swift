import LuaBridge
import TestSupport
import Testing

@Suite struct ObjectTests {
    private func state() throws -> LuaState {
        let lua = try LuaState()
        lua.register(WrapTestView.self, global: "View")
        lua.register(WrapTestButton.self, global: "Button")
        lua.register(WrapTestCounter.self, global: "Counter")
        return lua
    }

    @Test func theSameObjectIsTheSameUserdata() throws {
        let lua = try state()
        let parent = TestView()
        let a = TestView(), b = TestButton()
        parent.addSubview(a)
        parent.addSubview(b)
        lua.setGlobal("a", object: a)
        lua.setGlobal("b", object: b)
        lua.setGlobal("parent", object: parent)
        #expect(try lua.run("return a.superview == b.superview, rawequal(a.superview, parent), a == b") ==
                [true, true, false])
        #expect(try lua.run("return tostring(a):match('^View: 0x') ~= nil, tostring(b):match('^Button: ') ~= nil")
                == [true, true])
    }

    @Test("a binding's metamethods work on its instances; a subclass inherits them and may replace them")
    func metamethods() throws {
        let lua = try state()
        let view = TestView(), button = TestButton()
        button.title = "OK"
        view.addSubview(TestView())
        button.addSubview(TestView())
        button.addSubview(TestView())
        lua.setGlobal("view", object: view)
        lua.setGlobal("button", object: button)
        #expect(try lua.run("return #view, #button, view .. '!', button .. '!'") == [1, 2, "view !", "button OK!"])
        // A metamethod's argument errors name the operand as Lua numbers it.
        let error = luaError { try lua.run("return view .. {}", name: "=ops") }
        #expect(error?.message == "bad argument #2 to 'concat' (string expected, got table)")
        #expect(error?.line == 1)
    }

    @Test func luaKeepsAnObjectAliveAfterSwiftDropsIt() throws {
        let lua = try state()
        weak var weakCounter: TestCounter?
        do {
            let counter = TestCounter()
            weakCounter = counter
            lua.setGlobal("kept", object: counter)
        }
        lua.collectGarbage()
        #expect(weakCounter != nil)
        #expect(try lua.run("kept.value = 41; return kept:add(0, 1)") == [42])
        try lua.run("kept = nil")
        lua.collectGarbage()
        #expect(weakCounter == nil)
    }

    @Test func swiftKeepsAnObjectAliveAfterLuaDropsIt() throws {
        let lua = try state()
        weak var weakView: TestView?
        var view: TestView? = TestView()
        weakView = view
        lua.setGlobal("v", object: view)
        try lua.run("v.tag = 7; v = nil")
        lua.collectGarbage()
        #expect(weakView?.tag == 7)
        view = nil
        #expect(weakView == nil)
    }

    @Test func objectsMadeInLuaAreReleasedWithTheirUserdata() throws {
        let lua = try state()
        try lua.run("parent = View(); for i = 1, 100 do parent:addSubview(Button { title = 'b' .. i, tag = i }) end")
        #expect(try lua.run("return parent.subviewCount") == [100])
        let parentRef = try #require(lua.globalReference("parent"))
        _ = parentRef
        weak var weakParent: TestView?
        lua.setGlobal("probe") { call in weakParent = try call.object(1, as: TestView.self) }
        try lua.run("probe(parent); parent = nil")
        #expect(weakParent != nil)  // still referenced from Swift through parentRef
        _ = consume parentRef
        lua.collectGarbage()
        #expect(weakParent == nil)
    }

    @Test func closingTheStateReleasesEverything() throws {
        var lua: LuaState? = try state()
        weak var weakCounter: TestCounter?
        do {
            let counter = TestCounter()
            weakCounter = counter
            lua?.setGlobal("c", object: counter)
        }
        #expect(weakCounter != nil)
        lua = nil
        #expect(weakCounter == nil)
    }

    @Test func anObjectPushedBetweenItsUserdataBeingDroppedAndFinalizedKeepsItsNewUserdata() throws {
        let lua = try state()
        weak var weakCounter: TestCounter?
        var counter: TestCounter? = TestCounter()
        weakCounter = counter
        lua.setGlobal("get") { call in call.push(object: weakCounter) }
        // The table is made after `first`, so its finalizer runs first in the cycle that finds both
        // dropped: Lua has cleared `first` from the object cache, but `first`'s __gc has not run.
        let results = try lua.run("""
            local function drop()
              local first = get()
              first.note = "first"
              setmetatable({}, { __gc = function() second = get() end })
            end
            drop()
            collectgarbage()
            collectgarbage()
            second.note = "second"
            local again = get()
            return rawequal(again, second), again.note, type(second)
            """)
        #expect(results == [true, "second", "userdata"])
        try lua.run("second = nil")
        lua.collectGarbage()
        #expect(weakCounter != nil)  // Swift still holds it
        counter = nil
        #expect(weakCounter == nil)
    }

    @Test func aNewObjectAtAFreedObjectsAddressGetsANewUserdata() throws {
        let lua = try state()
        // The Swift object's address (tostring names an object by its userdata's serial).
        lua.setGlobal("address") { call in
            call.push((try? call.object(1, as: TestCounter.self)).map { "\(ObjectIdentifier($0))" } ?? "")
        }
        let results = try lua.run("""
            local function drop()
              local c = Counter()
              c.note = "old"
              return address(c)
            end
            local old = drop()
            collectgarbage()
            collectgarbage()
            local kept = {}
            for i = 1, 200 do
              local c = Counter()
              if address(c) == old then return true, c.note, c.value end
              kept[i] = c
            end
            return false
            """)
        // Swift's allocator hands the freed block back for the next object of its size.
        try #require(results.first == true, "no new counter took the freed counter's address: nothing tested")
        #expect(results == [true, .nil, 0])
    }

    @Test func manyObjectsKeepTheirUserdataAsTheCacheGrowsAndSlotsAreReused() throws {
        let lua = try state()
        var counters: [TestCounter]? = (0..<300).map { _ in TestCounter() }
        weak var weakLast: TestCounter?
        weakLast = counters?.last
        lua.setGlobal("get") { call in call.push(object: counters?[try call.int(1) - 1]) }
        let results = try lua.run("""
            local seen = {}
            for round = 1, 3 do
              for i = 1, 300 do
                local c = get(i)
                if seen[i] and not rawequal(seen[i], c) then return false, round, i end
                seen[i] = c
                c.value = i
              end
              -- Drop every other userdata: their slots come back for the next round's pushes.
              for i = round % 2 + 1, 300, 2 do seen[i] = nil end
              collectgarbage()
            end
            for i = 1, 300 do
              local c = get(i)
              if seen[i] and not rawequal(seen[i], c) then return false, 4, i end
              if c.value ~= i then return false, 5, i end
            end
            seen = nil
            collectgarbage()
            return true
            """)
        #expect(results == [true])
        counters = nil
        lua.collectGarbage()
        #expect(weakLast == nil)
    }

    @Test func inheritedMembersAreFoundByWalkingUp() throws {
        let lua = try state()
        let results = try lua.run("""
            local b = Button { title = "OK", tag = 3 }
            local v = View()
            v:addSubview(b)
            return b:describe(), b.superview == v, v.subviewCount, b.tag, select(2, pcall(function() return v.title end))
            """)
        // A View has no title: reading one is an error (issue 24; it read nil), as writing one is.
        #expect(results == ["OK#3", true, 1, 3, "string:4: View has no property 'title'"])
        let error = luaError { try lua.run("View().title = 'x'", name: "t.lua") }
        #expect(error?.located == "t.lua:1: View has no property 'title'")
        let readOnly = luaError { try lua.run("View().subviewCount = 2", name: "t.lua") }
        #expect(readOnly?.located == "t.lua:1: property 'subviewCount' of View is read-only")
        let method = luaError { try lua.run("Button().describe = 2", name: "t.lua") }
        #expect(method?.located == "t.lua:1: cannot assign to method 'describe' of Button")
        let badSelf = luaError { try lua.run("local b = Button()\nb.describe(View())", name: "t.lua") }
        #expect(badSelf?.located == "t.lua:2: bad argument #1 to 'describe' (Button expected, got View)")
        // Strings take numbers, as luaL_checkstring does; a table is refused, at the caller's line.
        #expect(try lua.run("return Button { title = 5 }.title") == ["5"])
        let badField = luaError { try lua.run("local b = Button {\n title = {} }", name: "t.lua") }
        #expect(badField?.located == "t.lua:1: bad value for property 'title' of Button (string expected, got table)")
    }

    @Test func constructorFieldsWorkAndFailAlikeThroughTheSetterCache() throws {
        let lua = try state()
        // Twice over: the first round fills the classes' setter caches, the second calls the
        // cached setters directly (and hands what is not cached to __newindex).
        for _ in 1...2 {
            #expect(try lua.run("local b = Button { title = 'A', tag = 4 }; return b.title, b.tag") == ["A", 4])
            #expect(try lua.run("local c = Counter { value = 2, note = 'x' }; return c.value, c.note") == [2, "x"])
            let unknown = luaError { try lua.run("local b = Button { tag = 1,\n nope = 2 }", name: "t.lua") }
            #expect(unknown?.located == "t.lua:1: Button has no property 'nope'")
            let readOnly = luaError { try lua.run("local v = View { tag = 1, subviewCount = 2 }", name: "t.lua") }
            #expect(readOnly?.located == "t.lua:1: property 'subviewCount' of View is read-only")
            let badValue = luaError { try lua.run("\nlocal v = View { tag = 'x' }", name: "t.lua") }
            #expect(badValue?.located == "t.lua:2: bad value for property 'tag' of View (number expected, got string)")
        }
    }

    @Test func manyPropertiesStayDistinctThroughTheKeyCache() throws {
        let lua = try state()
        lua.register(WrapTestWide.self, global: "Wide")
        let results = try lua.run("""
            local a, b = Wide(), Wide()
            for round = 1, 3 do
              for i = 0, 19 do a["p" .. i] = i * round; b["p" .. i] = -i end
            end
            local ok = true
            for i = 0, 19 do ok = ok and a["p" .. i] == i * 3 and b["p" .. i] == -i end
            local e1 = select(2, pcall(function() a.sum = 1 end))
            local e2 = select(2, pcall(function() a.p3 = "x" end))
            return ok, a.sum, b.sum, e1, e2
            """, name: "wide.lua")
        #expect(results == [true, 570, -190, "wide.lua:7: property 'sum' of Wide is read-only",
                            "wide.lua:8: bad value for property 'p3' of Wide (number expected, got string)"])
    }

    @Test func overridesAndInheritedMembersThroughTheKeyCache() throws {
        let lua = try state()
        let results = try lua.run("""
            local v, b, kinds = View(), Button(), {}
            for i = 1, 50 do
              kinds[#kinds + 1] = v:kind() .. "/" .. b:kind()
              b.tag = i; v.tag = -i
              v:addSubview(Button { title = tostring(i) })
            end
            return kinds[1], kinds[50], b.tag, v.tag, v.subviewCount, b.title
            """)
        #expect(results == ["view/button", "view/button", 50, -50, 50, ""])
    }

    @Test func scriptFieldsOnlyWhereAllowed() throws {
        let lua = try state()
        #expect(try lua.run("local c = Counter(); c.note = 'hi'; c.value = 2; return c.note, c.value, c.missing")
                == ["hi", 2, .nil])
        #expect(try lua.run("return getmetatable(Counter()), type(Counter())") == [false, "userdata"])
    }

    @Test func unboundClassesBecomePlainObjects() throws {
        let lua = try state()
        final class Unbound {}
        let object = Unbound()
        lua.setGlobal("u", object: object)
        #expect(try lua.run("return tostring(u):match('^Object: ') ~= nil, select(2, pcall(function() return u.anything end))")
                == [true, "string:1: Object has no property 'anything'"])
    }
}
