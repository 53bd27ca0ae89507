import LuaBridge
import TestSupport
import Testing

@Suite struct ErrorTests {
    @Test func luaErrorsCarryFileLineAndTraceback() throws {
        let folder = try ScriptFolder([
            "game.lua": """
                local function explode(what)
                  local size = #what
                  error("boom: " .. what)
                end
                explode("crate")
                """,
        ])
        let lua = try LuaState(root: folder.root)
        let error = try #require(luaError { try lua.run(file: folder.path("game.lua")) })
        #expect(error.kind == .runtime)
        #expect(error.file == folder.path("game.lua"))
        #expect(error.line == 3)
        #expect(error.message == "boom: crate")
        let traceback = try #require(error.traceback)
        #expect(traceback.hasPrefix("stack traceback:"))
        #expect(traceback.contains("game.lua:3: in local 'explode'") || traceback.contains("game.lua:3: in upvalue 'explode'")
                || traceback.contains("game.lua:3: in function 'explode'") || traceback.contains("game.lua:3: in local"))
        #expect(traceback.contains("game.lua:5: in main chunk"))
        #expect(error.description.hasPrefix("\(folder.path("game.lua")):3: boom: crate\nstack traceback:"))
    }

    /// Issue 32: any bridge's states, not only games', word odd error values at the raising line,
    /// and a stack overflow that runs through Swift functions at the script's line.
    @Test func oddErrorValuesAndOverflowsThroughSwiftNameTheLine() throws {
        let lua = try LuaState()
        let tableError = luaError { try lua.run("local t = {}\nerror(t)", name: "t.lua") }
        #expect(tableError?.located == "t.lua:2: error raised with a table value, not a message: raise a string, as in "
                + "error(\"what went wrong\"), or give the value a __tostring metamethod")
        let folder = try ScriptFolder(["again.lua": """
            local function again()
              return callBack(again)
            end
            again()
            """])
        let rooted = try LuaState(root: folder.root)
        // A Swift function that calls the function it is given, under a protected call of its own.
        rooted.setGlobal("callBack") { call in
            let function = try call.function(1)
            try function.run(argumentCount: 0) { _ in }
        }
        let overflow = luaError { try rooted.run(file: folder.path("again.lua")) }
        #expect(overflow?.located == "\(folder.path("again.lua")):2: stack overflow: the function at \(folder.path("again.lua")):1 "
                + "runs again before it returns, 198 times over, through the engine (something it sets, observes, lays out "
                + "or delegates calls it back): change a value only when it differs, so that the calls end")
    }

    @Test func syntaxErrorsNameTheChunk() throws {
        let lua = try LuaState()
        let error = try #require(luaError { try lua.run("local x = = 1", name: "scripts/bad.lua") })
        #expect(error.kind == .syntax)
        #expect(error.file == "scripts/bad.lua")
        #expect(error.line == 1)
        #expect(error.message == "unexpected symbol near '='")
    }

    @Test func swiftErrorsAreRaisedAtTheCallingLine() throws {
        let lua = try LuaState()
        struct Refused: Error, CustomStringConvertible { var description: String { "refused by Swift" } }
        lua.setGlobal("refuse") { _ in throw Refused() }
        let error = try #require(luaError { try lua.run("local a = 1\nrefuse()", name: "scripts/x.lua") })
        #expect(error.located == "scripts/x.lua:2: refused by Swift")
        #expect(error.traceback?.contains("scripts/x.lua:2: in main chunk") == true)
    }

    @Test func errorsRaisedBySwiftRepeatedlyLeakNothing() throws {
        let lua = try LuaState()
        let counter = LiveCounter()
        weak var last: Tracked?
        // Objects are alive in this Swift frame when the error happens: a longjmp across
        // it (a raising Lua API called from Swift) would skip their release.
        lua.setGlobal("fail") { call in
            let tracked = Tracked(counter)
            last = tracked
            let held = [tracked, Tracked(counter)]
            let n = try call.int(1)  // an argument error when given a string
            throw LuaError("failed with \(held.count) objects and \(n)")
        }
        let script = """
            local failures, message, bad = 0, nil, nil
            for i = 1, 100000 do
              local ok, err = pcall(function() fail(i) end)
              if not ok then failures = failures + 1; message = err end
              ok, err = pcall(function() fail("x") end)
              if not ok then failures = failures + 1; bad = err end
            end
            return failures, message, bad
            """
        let first = try lua.run(script, name: "leak.lua")
        #expect(first == [200000, "leak.lua:3: failed with 2 objects and 100000",
                          "leak.lua:5: bad argument #1 to 'fail' (number expected, got string)"])
        #expect(counter.live == 0)
        #expect(last == nil)
        lua.collectGarbage()
        let memory = lua.memoryInUse
        _ = try lua.run(script, name: "leak.lua")
        lua.collectGarbage()
        #expect(counter.live == 0)
        #expect(lua.memoryInUse <= memory + 1024)
    }

    @Test func argumentErrorsReadLikeLuas() throws {
        let lua = try LuaState()
        lua.register(WrapTestView.self, global: "View")
        lua.register(WrapTestCounter.self, global: "Counter")
        let script = """
            local view = View()
            local counter = Counter()
            local ok1, e1 = pcall(function() view:addSubview("x") end)
            local ok2, e2 = pcall(function() view.addSubview(view, counter) end)
            local ok3, e3 = pcall(function() view.addSubview(counter, view) end)
            local ok4, e4 = pcall(function() counter:add(1) end)
            local ok5, e5 = pcall(function() counter:add(1, 2.5) end)
            local ok6, e6 = pcall(function() counter.value = "ten" end)
            return e1, e2, e3, e4, e5, e6
            """
        let messages = try lua.run(script, name: "scripts/args.lua")
        #expect(messages == [
            "scripts/args.lua:3: bad argument #1 to 'addSubview' (View expected, got string)",
            "scripts/args.lua:4: bad argument #2 to 'addSubview' (View expected, got Counter)",
            "scripts/args.lua:5: bad argument #1 to 'addSubview' (View expected, got Counter)",
            "scripts/args.lua:6: bad argument #2 to 'add' (number expected, got no value)",
            "scripts/args.lua:7: bad argument #2 to 'add' (number has no integer representation)",
            "scripts/args.lua:8: bad value for property 'value' of Counter (number expected, got string)",
        ])
    }

    @Test func theIssuesExampleMessage() throws {
        let folder = try ScriptFolder(["ui.lua": "local v = View()\nlocal w = View()\n\nView.addSubview(v, w)\nv.addSubview(v, 'label')\n"])
        let lua = try LuaState(root: folder.root)
        lua.register(WrapTestView.self, global: "View")
        let error = try #require(luaError { try lua.run(file: folder.path("ui.lua")) })
        // View.addSubview is not a class function; the instance method is reached through v.
        #expect(error.located == "\(folder.path("ui.lua")):4: attempt to call a nil value (field 'addSubview')")
        try lua.run("v, w = View(), View(); v.addSubview(v, w)")
        let second = try #require(luaError { try lua.run("v.addSubview(v, 'label')", name: "scripts/x.lua") })
        #expect(second.located == "scripts/x.lua:1: bad argument #2 to 'addSubview' (View expected, got string)")
    }
}
