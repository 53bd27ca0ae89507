import MoonLua
import Testing

@Suite struct TransferTests {
    @Test func aFunctionOfGlobalsMovesToAWorkerState() throws {
        let main = try LuaState(), worker = try LuaState()
        try main.run("function parse(line) local a, b = line:match('(%w+)|(%w+)') return { a, b, scale } end")
        let code = try #require(main.globalReference("parse")).bytecode()
        worker.setGlobal("scale", 3)
        let parse = try worker.load(bytecode: code, name: "parse")
        #expect(try parse.call("AB|CD") == [["AB", "CD", 3]])
    }

    @Test func upvaluesAreRefusedByName() throws {
        let main = try LuaState()
        try main.run("local level = 7\nfunction load() return level end")
        let error = luaError { _ = try main.globalReference("load")?.bytecode() }
        #expect(error?.message == "function uses upvalue 'level' (background work may only use its arguments and globals)")
        let c = luaError { _ = try main.globalReference("print")?.bytecode() }
        #expect(c?.message == "a C function cannot be moved to another Lua state")
    }

    @Test func scriptsStillCannotLoadBytecode() throws {
        let lua = try LuaState()
        try lua.run("function f() return 1 end")
        let code = try #require(lua.globalReference("f")).bytecode()
        lua.setGlobal("code", LuaValue.bytes(code))
        #expect(try lua.run("return load(code)") == [.nil, "attempt to load a binary chunk (mode is 't')"])
    }
}
