import Foundation
import LuaBridge
import TestSupport
import Testing

@Suite struct SandboxTests {
    @Test func dangerousLibrariesAreRefused() throws {
        let lua = try LuaState()
        let execute = luaError { try lua.run("os.execute('echo hi')", name: "scripts/x.lua") }
        #expect(execute?.located == "scripts/x.lua:1: 'os.execute' is not available in the sandbox")
        let open = luaError { try lua.run("local f = io.open('/etc/passwd')", name: "scripts/x.lua") }
        #expect(open?.located == "scripts/x.lua:1: 'io.open' is not available in the sandbox")
        #expect(try lua.run("return dofile, loadfile, string.dump, type(os.time()), type(os.clock())")
                == [.nil, .nil, .nil, "number", "number"])
        for name in ["remove", "exit", "getenv", "rename", "tmpname"] {
            let error = luaError { try lua.run("return os.\(name)", name: "s") }
            #expect(error?.located == "s:1: 'os.\(name)' is not available in the sandbox")
        }
    }

    @Test func binaryChunksAreRefused() throws {
        let lua = try LuaState()
        #expect(try lua.run("return load('\\27Lua\\84\\0')") == [.nil, "attempt to load a binary chunk (mode is 't')"])
        #expect(try lua.run("return load('return 1 + 2')()") == [3])
        // Asking for mode "b" still loads text only; the environment argument is kept.
        #expect(try lua.run("return load('return x', 'c', 'b', {x = 5})()") == [5])
    }

    @Test func requireStaysInsideTheRoot() throws {
        let folder = try ScriptFolder([
            "main.lua": "return require('lib.greeting').hello('moon')",
            "lib/greeting.lua": "local M = {}\nfunction M.hello(n) return 'hello, ' .. n end\nreturn M",
            "escape.lua": "return require('../secret')",
            "absolute.lua": "return require('/etc/passwd')",
            "missing.lua": "local x = 1\nreturn require('nowhere')",
            "broken.lua": "return require('lib.broken')",
            "lib/broken.lua": "local = 1",
        ])
        let lua = try LuaState(root: folder.root)
        #expect(try lua.run(file: folder.path("main.lua")) == ["hello, moon"])
        #expect(try lua.run("return require('lib.greeting') == require('lib.greeting')") == [true])
        let escape = luaError { try lua.run(file: folder.path("escape.lua")) }
        #expect(escape?.located == "\(folder.path("escape.lua")):1: module '../secret' is outside the script root")
        let absolute = luaError { try lua.run(file: folder.path("absolute.lua")) }
        #expect(absolute?.located == "\(folder.path("absolute.lua")):1: module '/etc/passwd' is outside the script root")
        let missing = luaError { try lua.run(file: folder.path("missing.lua")) }
        #expect(missing?.located == """
            \(folder.path("missing.lua")):2: module 'nowhere' not found:
            \tno file '\(folder.root)/nowhere.lua'
            \tno file '\(folder.root)/nowhere/init.lua'
            """)
        let broken = luaError { try lua.run(file: folder.path("broken.lua")) }
        #expect(broken?.located == """
            \(folder.path("broken.lua")):1: error loading module 'lib.broken' from file '\(folder.root)/lib/broken.lua':
            \t\(folder.root)/lib/broken.lua:1: <name> expected near '='
            """)
    }

    @Test func requireReadsAHostsFilesWithTheSameRules() throws {
        let files = MemoryFiles([
            "lib/greeting.lua": Data("local M = {}\nfunction M.hello(n) return 'hello, ' .. n end\nreturn M".utf8),
            "lib/tools/init.lua": Data("\u{FEFF}return 'tools'".utf8),
            "lib/broken.lua": Data("local = 1".utf8),
        ], name: "db")
        let lua = try LuaState(files: files)
        // require's second result names where the module was found, under the files' name.
        #expect(try lua.run("return require('lib.greeting').hello('moon'), require('lib.tools')")
                == ["hello, moon", "tools", "db/lib/tools/init.lua"])
        #expect(try lua.run("return require('lib.greeting') == require('lib.greeting')") == [true])
        let escape = luaError { try lua.run("return require('../secret')", name: "main.lua") }
        #expect(escape?.located == "main.lua:1: module '../secret' is outside the script root")
        let missing = luaError { try lua.run("local x = 1\nreturn require('nowhere')", name: "main.lua") }
        #expect(missing?.located == "main.lua:2: module 'nowhere' not found:\n\tno file 'db/nowhere.lua'\n\tno file 'db/nowhere/init.lua'")
        let broken = luaError { try lua.run("return require('lib.broken')", name: "main.lua") }
        #expect(broken?.located == "main.lua:1: error loading module 'lib.broken' from file 'db/lib/broken.lua':\n"
                + "\tdb/lib/broken.lua:1: <name> expected near '='")
    }

    @Test func requireFindsPreloadedModules() throws {
        let lua = try LuaState()
        lua.preload("answer") { call in call.push(LuaValue.table(["value": 42])) }
        #expect(try lua.run("return require('answer').value, require('answer') == require('answer')") == [42, true])
    }

    @Test func printGoesToTheSwiftHandler() throws {
        var lines: [String] = []
        let lua = try LuaState(print: { lines.append($0) })
        lua.register(WrapTestView.self, global: "View")
        try lua.run("print('score', 3, 2.5, nil, true)\nprint()\nprint(View() ~= nil)")
        #expect(lines == ["score\t3\t2.5\tnil\ttrue", "", "true"])
    }

    @Test func aYieldThatCannotYieldNamesTheScriptsLine() throws {
        let lua = try LuaState()
        #expect(luaError { try lua.run("\ncoroutine.yield(1)", name: "x.lua") }?.located
                == "x.lua:2: attempt to yield from outside a coroutine")
        // A __close run as the main chunk's scope ends, as the closing fuzzer found it.
        #expect(luaError { try lua.run("do local c <close> = setmetatable({}, { __close = function() coroutine.yield() end }) end",
                                       name: "x.lua") }?.located == "x.lua:1: attempt to yield from outside a coroutine")
        #expect(try lua.run("local co = coroutine.wrap(function(a) local b = coroutine.yield(a + 1) return b * 2 end)\n"
                            + "return co(1), co(5)") == [2, 10])
    }
}
