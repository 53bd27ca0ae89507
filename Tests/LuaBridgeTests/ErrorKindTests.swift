import LuaBridge
import TestSupport
import Testing

/// A limit's error is known by where it was raised, not by its text.
@Suite struct ErrorKindTests {
    @Test func aScriptErrorThatReadsLikeTheBudgetsIsARuntimeError() throws {
        let lua = try LuaState(instructionBudget: 1_000_000, memoryLimit: 32 << 20)
        let budgetLike = luaError { try lua.run(#"error("instruction budget of 1000000 exceeded")"#, name: "liar.lua") }
        #expect(budgetLike?.kind == .runtime)
        #expect(budgetLike?.located == "liar.lua:1: instruction budget of 1000000 exceeded")
        let memoryLike = luaError { try lua.run(#"error("memory limit of 32 MB exceeded")"#, name: "liar.lua") }
        #expect(memoryLike?.kind == .runtime)
    }

    @Test func theBudgetKeepsItsKindWhenAHandlerRewritesTheMessage() throws {
        let lua = try LuaState(instructionBudget: 100_000)
        let error = luaError {
            try lua.run("""
                local ok, message = xpcall(function() while true do end end, function() return "rewritten" end)
                error(message)
                """, name: "rewrite.lua")
        }
        #expect(error?.kind == .instructionBudget)
    }

    @Test func aLaterEntryStartsWithNoLimitHit() throws {
        let lua = try LuaState(instructionBudget: 100_000)
        _ = luaError { try lua.run("while true do end", name: "loop.lua") }
        let error = luaError { try lua.run(#"error("plain")"#, name: "plain.lua") }
        #expect(error?.kind == .runtime)
        #expect(error?.located == "plain.lua:1: plain")
    }
}
