import Foundation
import LuaBridge
import MoonLua
import Testing

/// The game's own state has `files` too, so a game can list and read its data as it loads
/// (issue 33: a picture browser needed a hand-written index); `files.list` lists a folder.
@Suite("files in the game's own state, and files.list")
struct MainStateFilesTests {
    static let game = """
        local levels = files.list("levels")
        listing = levels
        firstLevel = files.lines("levels/" .. levels[1])
        root = files.list(".")
        ok, notAFolder = pcall(files.list, "levels/1.txt")
        ok, missing = pcall(files.list, "nowhere")
        ok, up = pcall(files.list, "../levels")
        """

    static let data: [String: String] = [
        "levels/2.txt": "DOG\n", "levels/1.txt": "CAT\nCOW\n", "levels/10.txt": "EMU\n",
        "levels/extra/11.txt": "YAK\n", "levels/.hidden": "x", "levels/Zebra.txt": "ZEBRA\n",
    ]

    /// What both forms should find: names sorted by their bytes (capitals first, "10" before
    /// "2"), a folder's with a slash, hidden names left out.
    static func check(_ runtime: GameRuntime, rootNames: LuaValue) throws {
        #expect(try runtime.start() == false)
        #expect(runtime.errors.isEmpty, "\(runtime.errors)")
        #expect(try runtime.lua.global("listing") == ["1.txt", "10.txt", "2.txt", "Zebra.txt", "extra/"])
        #expect(try runtime.lua.global("firstLevel") == ["CAT", "COW"])
        #expect(try runtime.lua.global("root") == rootNames)
        #expect(try runtime.lua.global("notAFolder") == .string("files.list: 'levels/1.txt' is a file, not a folder"))
        #expect(try runtime.lua.global("missing") == .string("files.list: there is no folder 'nowhere'"))
        #expect(try runtime.lua.global("up") == .string("files.list: '../levels' goes up with '..'; paths must stay inside the game's folder"))
    }

    @Test("a game in a folder lists and reads its data folder as it loads")
    func folderGame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("moonkit-main-files-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (path, text) in Self.data.merging(["scripts/game.lua": Self.game], uniquingKeysWith: { a, _ in a }) {
            let full = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: true, encoding: .utf8)
        }
        let runtime = try GameRuntime(script: folder + "/scripts/game.lua", print: { _ in })
        try Self.check(runtime, rootNames: ["levels/", "scripts/"])
    }

    @Test("a game whose files a host holds lists them the same way")
    func memoryGame() throws {
        let files = MemoryFiles(Self.data.mapValues { Data($0.utf8) }, name: "mem")
        let runtime = try GameRuntime(source: Self.game, name: "game.lua", files: files, print: { _ in })
        try Self.check(runtime, rootNames: ["levels/"])
    }

    /// A provider that cannot list.
    struct Unlistable: GameFiles {
        var name: String { "db" }
        func item(at path: String) -> GameFileItem { path == "levels" ? .folder : .missing }
        func contents(of path: String) -> Data? { nil }
    }

    @Test("a host's provider that cannot list says so")
    func unlistable() throws {
        let runtime = try GameRuntime(source: "ok, why = pcall(files.list, 'levels')", name: "game.lua", files: Unlistable(),
                                      print: { _ in })
        #expect(try runtime.start() == false)
        #expect(try runtime.lua.global("why") == .string("files.list: the game's files (db) cannot be listed"))
    }
}
