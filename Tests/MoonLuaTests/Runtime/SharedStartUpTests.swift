import Testing
import Foundation
import LuaBridge
import TestSupport
import MoonLua
import MoonKit
import Synchronization

/// What fresh engines share so that a new game starts cheaply (issue 23): scripts compiled once
/// per process, bound classes' Swift entries built once and their instance tables built on
/// first use, data files and images read once. None of it may show: an edited file is read
/// again, scripts still load text only, and objects behave as they did.
@Suite("What fresh engines share: compiled scripts, classes, data files, images")
struct SharedStartUpTests {
    @Test("A script, a module, a data file or an image edited while the process runs is read again")
    func editedFilesAreReadAgain() throws {
        let game = """
            local ui = require "moonkit"
            VERSION = "main 1"
            PART = require "lib.part"
            WORDS = files.read("words.txt")
            WIDTH = ui.ImageView { image = "pic" }.image.size.width
            """
        let folder = try ScriptFolder(["game.lua": game, "lib/part.lua": "return 'part 1'", "words.txt": "one"])
        try FileManager.default.createDirectory(atPath: folder.path("images"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repository.path("scripts/images/card_star.png"),
                                         toPath: folder.path("images/pic.png"))
        // Caches keep a file only once it has been left alone for a second (FileStamp): wait
        // for that, so that the first games below are served from the caches.
        Thread.sleep(forTimeInterval: 2.1)
        func play() throws -> [LuaValue] {
            let runtime = try GameRuntime(script: folder.path("game.lua"), seed: 1, print: { _ in })
            runtime.lua.setGlobal("files", makeFilesTable(for: runtime.lua)!)
            try runtime.start()
            return try runtime.lua.run("return VERSION, PART, WORDS, WIDTH")
        }
        #expect(try play() == ["main 1", "part 1", "one", .double(100)])
        #expect(try play() == ["main 1", "part 1", "one", .double(100)])
        // Rewritten in place at the same sizes, and an image of another size under the same name.
        func overwrite(_ name: String, _ text: String) throws {
            let handle = try #require(FileHandle(forWritingAtPath: folder.path(name)))
            try handle.write(contentsOf: Data(text.utf8))
            try handle.close()
        }
        try overwrite("game.lua", game.replacingOccurrences(of: "main 1", with: "main 2"))
        try overwrite("lib/part.lua", "return 'part 2'")
        try overwrite("words.txt", "two")
        try FileManager.default.removeItem(atPath: folder.path("images/pic.png"))
        try FileManager.default.copyItem(atPath: Repository.path("scripts/images/star_shape.png"),
                                         toPath: folder.path("images/pic.png"))
        #expect(try play() == ["main 2", "part 2", "two", .double(120)])
        // A file that goes away is missed, not served from a cache.
        try FileManager.default.removeItem(atPath: folder.path("lib/part.lua"))
        let missing = luaError { _ = try play() }
        #expect(missing?.message.contains("module 'lib.part' not found") == true)
    }

    @Test("Scripts still load text only, in a state whose own files were loaded as bytecode")
    func scriptsLoadTextOnly() throws {
        let folder = try ScriptFolder([
            "main.lua": "local f, why = load('\\27Lua\\84\\0')\nreturn f, why, load('return 1 + 2')()",
            "binary.lua": "\u{1B}Lua\u{54}\0",
        ])
        let lua = try LuaState(root: folder.root)
        #expect(try lua.run(file: folder.path("main.lua")) == [.nil, "attempt to load a binary chunk (mode is 't')", 3])
        #expect(try lua.run(file: folder.path("main.lua")) == [.nil, "attempt to load a binary chunk (mode is 't')", 3])
        // A binary chunk on disk is not something the engine's loader runs either.
        let binary = luaError { try lua.run(file: folder.path("binary.lua")) }
        #expect(binary?.located == "attempt to load a binary chunk (mode is 't')")
        #expect(binary?.kind == .syntax)
    }

    @Test("A syntax error reads as it did when each state compiled its own files, every time")
    func syntaxErrorsAreUnchanged() throws {
        let folder = try ScriptFolder(["broken.lua": "local x = 1\nlocal = 2\n"])
        for _ in 0..<2 {
            let lua = try LuaState(root: folder.root)
            let error = luaError { try lua.run(file: folder.path("broken.lua")) }
            #expect(error?.located == "\(folder.path("broken.lua")):2: <name> expected near '='")
            #expect(error?.kind == .syntax)
        }
    }

    @Test("An instance of a subclass pushed before any of its parent's has the parent's members")
    func subclassInstanceFirst() throws {
        let lua = try LuaState()
        lua.register(WrapTestView.self, global: "View")
        lua.register(WrapTestButton.self, global: "Button")
        let button = TestButton()
        button.title = "go"
        button.tag = 7
        lua.setGlobal("button", object: button)
        #expect(try lua.run("return button:kind(), button.tag, button:describe(), #button, button .. '!'")
                == ["button", 7, "go#7", 0, "button go!"])
        #expect(try lua.run("button.tag = 9; local v = View(); button:addSubview(v); return button.tag, #button, v:kind()")
                == [9, 1, "view"])
        // An inherited method is the parent's own function, as when the tables were built eagerly.
        #expect(try lua.run("return button.addSubview == View().addSubview, button.kind == View().kind") == [true, false])
        let refused = luaError { try lua.run("button.nothing = 1", name: "s") }
        #expect(refused?.located.hasPrefix("s:1: ") == true)
    }

    @Test("Engines made on two threads at once play the same game as one made alone")
    func twoThreadsAtOnce() throws {
        @Sendable func play(seed: UInt64) -> [String] {
            do {
                let runtime = try GameRuntime(script: Repository.path("scripts/psychic_tester.lua"), seed: seed, print: { _ in })
                runtime.onError = { _ in }
                try runtime.start()
                runtime.engine.step(3)
                return runtime.engine.window.allViews.map { "\(type(of: $0)) \($0.frame) \(($0 as? Label)?.text ?? "")" }
            } catch {
                return ["\(error)"]
            }
        }
        let alone = (1...4).map { play(seed: UInt64($0)) }
        let together = Mutex<[Int: [String]]>([:])
        let done = DispatchGroup()
        for index in 0..<4 {
            // A thread of its own per engine, as `sim` gives each game; all four at once.
            done.enter()
            let thread = Thread {
                let texts = play(seed: UInt64(index + 1))
                together.withLock { $0[index] = texts }
                done.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        done.wait()
        let results = together.withLock { $0 }
        for index in 0..<4 { #expect(results[index] == alone[index]) }
        #expect(!alone[0].isEmpty)
    }
}
