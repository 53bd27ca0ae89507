import Testing
import Foundation
import Synchronization
import LuaBridge
import TestSupport
import MoonLua
import MoonKit

/// Games whose files a host holds (`GameFiles`, here `MemoryFiles`): `require`, background
/// work's `files` and images read them, nothing is read from disk, and a bad path is refused
/// with the words a folder's is.
@Suite("Games whose files a host gives in memory")
struct GameFilesTests {
    /// An 8×4 blue PNG, made for this test (zlib-compressed rows of one colour).
    static let cardPNG = Data(base64Encoded:
        "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAECAIAAAA8r+mnAAAAEElEQVR4nGNgYPiPA1FNAgAanh/hASyMewAAAABJRU5ErkJggg==")!

    /// A module, a level and an image, as a game's folder would hold them beside its script.
    static let files: [String: Data] = [
        "lib/words.lua": Data("return { first = \"lamp\" }\n".utf8),
        "levels/1.txt": Data("CAT\nDOG\n".utf8),
        "images/card@2x.png": cardPNG,
    ]

    static let game = """
        local ui = require "moonkit"
        local words = require "lib.words"
        local card = ui.Image.named("card")
        first = words.first
        cardFacts = { card.name, card.size.width, card.size.height, card.scale }
        ui.dispatch.global:async(function(path)
          return files.read(path), #files.lines(path), files.exists("levels"), files.exists("levels/9.txt")
        end, "levels/1.txt", function(...) level = { ... } end)
        """

    @Test("A game from memory requires a module, reads a level in background work and loads a PNG")
    func runsFromMemory() throws {
        let runtime = try GameRuntime(source: Self.game, name: "main.lua", files: MemoryFiles(Self.files, name: "cards"))
        #expect(try runtime.start() == false)
        #expect(runtime.engine.runUntilIdle())
        #expect(try runtime.lua.global("first") == "lamp")
        let cardFacts = try runtime.lua.global("cardFacts")
        #expect(cardFacts == ["card", 4.0, 2.0, 2.0])
        #expect(try runtime.lua.global("level") == ["CAT\nDOG\n", 2, true, false])
        #expect(runtime.gameFolder == nil && runtime.dataFolder == nil && runtime.errors.isEmpty)
    }

    @Test("A game whose main script is among the host's files runs from them, and cites it under their name")
    func mainScriptAmongTheFiles() throws {
        let files = MemoryFiles(Self.files.merging(["main.lua": Data((Self.game + "\nerror(\"no lamp\")\n").utf8)]) { a, _ in a },
                                name: "cards")
        let runtime = try GameRuntime(script: "main.lua", files: files)
        #expect(runtime.scriptPath == "cards/main.lua")
        let error = luaError { try runtime.start() }
        #expect(error?.located == "cards/main.lua:9: no lamp")
        #expect(error?.relativeFile == "main.lua")
        #expect(try runtime.lua.global("first") == "lamp")

        func startFailure(_ script: String) throws -> String? {
            let runtime = try GameRuntime(script: script, files: files)
            return luaError { try runtime.start() }?.located
        }
        #expect(try startFailure("nope.lua") == "the game's script: cannot open 'nope.lua' (no such file)")
        #expect(try startFailure("../main.lua")
                == "the game's script: '../main.lua' goes up with '..'; paths must stay inside the game's folder")
        #expect(try startFailure("/main.lua")
                == "the game's script: '/main.lua' is an absolute path; paths are relative to the game's folder")
        #expect(try startFailure("lib") == "the game's script: 'lib' is a folder, not a file")
    }

    @Test("An image from memory keeps its bytes, so a picture of the screen can draw it")
    func imageKeepsItsBytes() throws {
        let runtime = try GameRuntime(source: app("""
                local card = ui.ImageView { image = ui.Image.named("card") }
                view:addSubview(card)
            """), name: "main.lua", files: MemoryFiles(Self.files))
        try runtime.start()
        let imageView = try #require(runtime.engine.window.rootViewController?.view.subviews.first as? ImageView)
        #expect(imageView.image?.data == Self.cardPNG && imageView.image?.path == nil)
        #expect(imageView.image?.size == Size(width: 4, height: 2))
    }

    /// Statements that each fail, run in both forms; their messages, in order.
    static let failing = """
        local ui = require "moonkit"
        failures, reads = {}, {}
        local function try(f, ...)
          local ok, err = pcall(f, ...)
          failures[#failures + 1] = ok and "no error" or err
        end
        try(function() require "lib.missing" end)
        try(function() require "../secret" end)
        try(function() ui.Image.named("../card") end)
        try(function() ui.Image.named("/etc/card") end)
        try(function() ui.Image.named("nothing") end)
        try(function() ui.sound.play("ding") end)
        for i, path in ipairs({ "../x", "/etc/passwd", "levels/none.txt", "levels", "" }) do
          ui.dispatch.global:async(function(p) return files.read(p) end, path, function(_, err) reads[i] = err end)
        end
        """

    @Test("Bad paths get the folder form's errors: '..', absolute paths, missing files named")
    func badPathsAsInAFolder() throws {
        let memory = try GameRuntime(source: Self.failing, name: "main.lua", files: MemoryFiles(Self.files, name: "cards"))
        try memory.start()
        #expect(memory.engine.runUntilIdle())
        let expectedFailures: LuaValue = [
            "main.lua:7: module 'lib.missing' not found:\n\tno file 'cards/lib/missing.lua'\n\tno file 'cards/lib/missing/init.lua'",
            "main.lua:8: module '../secret' is outside the script root",
            "main.lua:9: bad argument #1 to 'named' (image: '../card' goes up with '..'; paths must stay inside the game's folder)",
            "main.lua:10: bad argument #1 to 'named' (image: '/etc/card' is an absolute path; paths are relative to the game's folder)",
            .string("main.lua:11: bad argument #1 to 'named' (no image named 'nothing' in cards/images or cards (tried "
                + "'nothing.png', 'nothing@2x.png', 'nothing@3x.png', 'nothing.jpg', 'nothing@2x.jpg', 'nothing@3x.jpg', "
                + "'nothing.jpeg', 'nothing@2x.jpeg', 'nothing@3x.jpeg', 'nothing'))"),
            .string("main.lua:12: bad argument #1 to 'play' (no sound named 'ding': sounds are read from a folder, and this game's "
                + "files were given to it as 'cards' (GameFiles))"),
        ]
        let expectedReads: LuaValue = [
            "main.lua:14: files.read: '../x' goes up with '..'; paths must stay inside the game's folder",
            "main.lua:14: files.read: '/etc/passwd' is an absolute path; paths are relative to the game's folder",
            "main.lua:14: files.read: cannot open 'levels/none.txt' (no such file)",
            "main.lua:14: files.read: 'levels' is a folder, not a file",
            "main.lua:14: files.read: the path is empty",
        ]
        let failures = try memory.lua.global("failures"), reads = try memory.lua.global("reads")
        #expect(failures == expectedFailures)
        #expect(reads == expectedReads)

        // The same game in a folder: scripts/ (require, images) beside levels/ (files).
        let folder = try ScriptFolder(["lib/words.lua": "return { first = \"lamp\" }\n"])
        let gameFolder = (folder.root as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder.path("images"), withIntermediateDirectories: true)
        try Self.cardPNG.write(to: URL(fileURLWithPath: folder.path("images/card@2x.png")))
        try FileManager.default.createDirectory(atPath: gameFolder + "/levels", withIntermediateDirectories: true)
        try Data("CAT\nDOG\n".utf8).write(to: URL(fileURLWithPath: gameFolder + "/levels/1.txt"))
        let disk = try GameRuntime(source: Self.failing, name: "main.lua", root: folder.root)
        try disk.start()
        #expect(disk.engine.runUntilIdle())
        // Only the root's name differs, and sounds, which a folder has.
        guard case .array(let diskFailures) = try disk.lua.global("failures"),
              case .array(let memoryFailures) = expectedFailures else { Issue.record("no failures"); return }
        let renamed = diskFailures.dropLast().map { failure -> LuaValue in
            guard case .string(let text) = failure else { return failure }
            return .string(text.replacingOccurrences(of: folder.root, with: "cards"))
        }
        #expect(renamed == Array(memoryFailures.dropLast()))
        #expect(try disk.lua.global("reads") == expectedReads)

        // Without its level, the game's background work names the file it could not find.
        let fromMemory = try GameRuntime(source: Self.game, name: "main.lua", files: MemoryFiles(Self.files.filter {
            $0.key != "levels/1.txt"
        }))
        try fromMemory.start()
        #expect(fromMemory.engine.runUntilIdle())
        let level = try fromMemory.lua.run("return level[1], level[2], level[3].message", name: "check")
        #expect(level == [.nil, "main.lua:7: files.read: cannot open 'levels/1.txt' (no such file)",
                          "files.read: cannot open 'levels/1.txt' (no such file)"])
    }

    @Test("A module's errors cite it under the files' name, and its path relative to them")
    func moduleErrorsAreLocated() throws {
        let files = MemoryFiles(["lib/broken.lua": Data("local M = {}\nfunction M.go() error(\"no lamp\") end\nreturn M\n".utf8),
                                 "lib/syntax.lua": Data("return = 1\n".utf8)], name: "cards")
        let runtime = try GameRuntime(source: "local ui = require \"moonkit\"\nrequire(\"lib.broken\").go()\n",
                                      name: "main.lua", files: files)
        let error = luaError { try runtime.start() }
        #expect(error?.located == "cards/lib/broken.lua:2: no lamp")
        #expect(error?.relativeFile == "lib/broken.lua")
        let syntax = try GameRuntime(source: "local ui = require \"moonkit\"\nrequire \"lib.syntax\"\n", name: "main.lua", files: files)
        let syntaxError = luaError { try syntax.start() }?.located
        #expect(syntaxError == "main.lua:2: error loading module 'lib.syntax' from file 'cards/lib/syntax.lua':\n"
                + "\tcards/lib/syntax.lua:1: unexpected symbol near '='")
    }

    /// A host's own provider, as a database's would be: it serves one module and notes every
    /// path it is asked about.
    final class AskedFiles: GameFiles {
        let name = "db"
        let asked = Mutex<[String]>([])

        func item(at path: String) -> GameFileItem {
            asked.withLock { $0.append(path) }
            return path == "lib/score.lua" ? .file : .missing
        }

        func contents(of path: String) -> Data? {
            path == "lib/score.lua" ? Data("return 42\n".utf8) : nil
        }
    }

    @Test("A host's own GameFiles serves require, and is asked only about paths that passed the checks")
    func customProvider() throws {
        let files = AskedFiles()
        let runtime = try GameRuntime(source: """
            local ui = require "moonkit"
            SCORE = require "lib.score"
            for _, name in ipairs({ "../card", "/etc/card", "levels/../../card" }) do pcall(ui.Image.named, name) end
            pcall(require, "../secret")
            pcall(ui.Image.named, "card")
            """, name: "main.lua", files: files)
        try runtime.start()
        #expect(try runtime.lua.global("SCORE") == 42)
        // Only the module, then the image's name and the places an image is looked for.
        let imagePlaces = ["images/", ""].flatMap { folder in Image.fileNames(for: "card").map { folder + $0 } }
        #expect(files.asked.withLock { $0 } == ["lib/score.lua", "card"] + imagePlaces)
    }

    @Test("MemoryFiles answers files and folders however a path (or a key) is spelled")
    func memoryFilesPaths() {
        let files = MemoryFiles(["./levels/easy/1.txt": Data("A".utf8)])
        #expect(files.name == "memory")
        #expect(files.item(at: "levels/easy/1.txt") == .file && files.item(at: "./levels//easy/1.txt") == .file)
        #expect(files.item(at: "levels") == .folder && files.item(at: "levels/easy/") == .folder && files.item(at: ".") == .folder)
        #expect(files.item(at: "levels/easy/2.txt") == .missing && files.item(at: "lev") == .missing)
        #expect(files.contents(of: "levels/easy/1.txt") == Data("A".utf8) && files.contents(of: "levels") == nil)
    }
}
