import Foundation
import LuaBridge
import MoonLua
import Testing

/// Worker states `require` from the script root and read files inside it, and nothing else.
@Suite(.serialized) struct WorkerFilesTests {
    static let files = [
        "words.lua": """
            local M = {}
            function M.parseLevel(path)
              local clues = {}
              for i, line in ipairs(files.lines(path)) do
                local answer, clue = line:match("^([%u|]+):%s*(.+)$")
                clues[i] = {answer = answer:gsub("|", ""), clue = clue}
              end
              return clues
            end
            return M
            """,
        "levels/level1.txt": "HA|UNT|ED: Ghostly\r\nLE|PRO|SY: Ancient disease\n",
        "levels/odd.txt": "a\r\nb\n\nc",
        "levels/empty.txt": "",
    ]

    @Test func requireInsideABackgroundFunctionLoadsFromTheScriptRoot() async throws {
        let harness = try DispatchHarness(files: Self.files)
        try await harness.run("""
            dispatch.global:async(function(n)
              return require("words").parseLevel(("levels/level%d.txt"):format(n))
            end, 1, function(level, err) result, failure = level, err end)
            """)
        #expect(try harness.lua.global("failure") == .nil)
        #expect(try harness.lua.global("result") == [
            ["answer": "HAUNTED", "clue": "Ghostly"],
            ["answer": "LEPROSY", "clue": "Ancient disease"],
        ])
    }

    @Test func readLinesAndExistsWorkInsideTheRoot() async throws {
        let harness = try DispatchHarness(files: Self.files)
        try await harness.run("""
            dispatch.global:async(function()
              return files.read("levels/level1.txt"), files.lines("levels/odd.txt"), files.lines("levels/empty.txt"),
                     files.exists("levels/level1.txt"), files.exists("levels/none.txt"), files.exists("levels"),
                     files.exists("./levels2")
            end, function(...) result = {...} end)
            """)
        let expected: LuaValue = [
            "HA|UNT|ED: Ghostly\r\nLE|PRO|SY: Ancient disease\n", ["a", "b", "", "c"], [], true, false, true, false,
        ]
        // `io` and `os.execute` are nil or refused in workers as in the main state: the sandbox is the same.
        #expect(try harness.lua.global("result") == expected)
    }

    @Test func pathsOutsideTheRootAreRefused() async throws {
        let harness = try DispatchHarness(files: Self.files)
        let outside = (harness.folder.root as NSString).deletingLastPathComponent + "/secret.txt"
        try "secret".write(toFile: outside, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: harness.folder.path("secret.txt"), withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: harness.folder.path("levels/link.txt"),
                                                   withDestinationPath: "level1.txt")
        try await harness.run("""
            failures = {}
            local paths = {"../x", "/etc/passwd", "secret.txt", "levels/../../secret.txt", "levels/none.txt", "levels", ""}
            for i, path in ipairs(paths) do
              dispatch.global:async(function(p) return files.read(p) end, path, function(v, err) failures[i] = err end)
            end
            dispatch.global:async(function() return files.lines("/etc/passwd") end, function(v, err) lines = err end)
            dispatch.global:async(function() return files.exists("secret.txt") end, function(v, err) exists = err end)
            dispatch.global:async(function() return files.read("levels/link.txt") end, function(v) inside = v end)
            """)
        #expect(try harness.lua.global("failures") == [
            "scripts/x.lua:4: files.read: '../x' goes up with '..'; paths must stay inside the game's folder",
            "scripts/x.lua:4: files.read: '/etc/passwd' is an absolute path; paths are relative to the game's folder",
            "scripts/x.lua:4: files.read: 'secret.txt' leads outside the game's folder (through a symbolic link)",
            "scripts/x.lua:4: files.read: 'levels/../../secret.txt' goes up with '..'; paths must stay inside the game's folder",
            "scripts/x.lua:4: files.read: cannot open 'levels/none.txt' (no such file)",
            "scripts/x.lua:4: files.read: 'levels' is a folder, not a file",
            "scripts/x.lua:4: files.read: the path is empty",
        ])
        #expect(try harness.lua.global("lines")
                == "scripts/x.lua:6: files.lines: '/etc/passwd' is an absolute path; paths are relative to the game's folder")
        #expect(try harness.lua.global("exists")
                == "scripts/x.lua:7: files.exists: 'secret.txt' leads outside the game's folder (through a symbolic link)")
        // A link that stays inside the folder is fine.
        #expect(try harness.lua.global("inside") == "HA|UNT|ED: Ghostly\r\nLE|PRO|SY: Ancient disease\n")
    }

    @Test func workersHaveTheSandboxAndNothingElseOfTheFileSystem() async throws {
        let harness = try DispatchHarness(files: Self.files)
        try await harness.run("""
            dispatch.global:async(function()
              local chunk, why = load(string.char(27) .. "Lua")
              return chunk == nil, why, string.dump == nil, dofile == nil, loadfile == nil,
                     select(2, pcall(function() return io.open end)), dispatch == nil
            end, function(...) result = {...} end)
            """)
        #expect(try harness.lua.global("result") == [
            true, "attempt to load a binary chunk (mode is 't')", true, true, true,
            "scripts/x.lua:4: 'io.open' is not available in the sandbox", true,
        ])
    }

    @Test func requireOutsideTheRootFailsInTheWorkerToo() async throws {
        let harness = try DispatchHarness(files: Self.files)
        try await harness.run("""
            dispatch.global:async(function() return require("../secret") end, function(v, err) result = err end)
            """)
        #expect(try harness.lua.global("result") == "scripts/x.lua:1: module '../secret' is outside the script root")
    }
}
