import Testing
import Foundation
import MoonKit
import MoonLua
import LuaBridge
@testable import MoonKitCLI

@Suite("moonkit check")
struct CheckTests {
    /// A fresh game folder with `scripts/` (Swifty Words and Hangman with the modules that read
    /// their files, and any scripts given) and `levels/` (files given as text or as bytes).
    final class Folder {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString.prefix(8))").path
        init(scripts: [String: String] = [:], levels: [String: String] = [:], bytes: [String: [UInt8]] = [:]) throws {
            let fm = FileManager.default
            try fm.createDirectory(atPath: root + "/scripts/words", withIntermediateDirectories: true)
            try fm.createDirectory(atPath: root + "/scripts/hangman", withIntermediateDirectories: true)
            try fm.createDirectory(atPath: root + "/levels", withIntermediateDirectories: true)
            var source = URL(fileURLWithPath: #filePath)
            for _ in 0..<3 { source.deleteLastPathComponent() }
            for file in ["words/level.lua", "swifty_words.lua", "hangman.lua", "hangman/words.lua"] {
                try fm.copyItem(atPath: source.path + "/scripts/" + file, toPath: root + "/scripts/" + file)
            }
            for (name, text) in scripts { try text.write(toFile: root + "/scripts/" + name, atomically: true, encoding: .utf8) }
            for (name, text) in levels { try text.write(toFile: root + "/levels/" + name, atomically: true, encoding: .utf8) }
            for (name, data) in bytes { try Data(data).write(to: URL(fileURLWithPath: root + "/levels/" + name)) }
        }
        func level(_ name: String) -> String { root + "/levels/" + name }
        deinit { try? FileManager.default.removeItem(atPath: root) }
    }

    @Test("every command that runs a game refuses an unknown device, naming the known ones")
    func unknownDevice() {
        let known = DeviceProfile.all.map(\.name).joined(separator: ", ")
        let message = "unknown device 'toaster'; choose one of \(known)"
        let commands: [(String, () throws -> Void)] = [
            ("check", { _ = try Check.parse(["--device", "toaster", "g.lua"]) }),
            ("play", { _ = try Play.parse(["--device", "toaster", "g.lua"]) }),
            ("run", { _ = try Run.parse(["--device", "toaster", "g.lua"]) }),
            ("sim", { _ = try Sim.parse(["--device", "toaster", "--bot", "random", "g.lua"]) }),
            ("snapshot", { _ = try Snapshot.parse(["--device", "toaster", "-o", "x.png", "g.lua"]) }),
        ]
        for (name, parse) in commands {
            #expect(throws: (any Error).self, "\(name)") { try parse() }
            do { try parse() } catch { #expect(Moonkit.message(for: error) == message, "\(name)") }
        }
    }

    @Test("the shipped games and levels are clean")
    func shipped() {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { root.deleteLastPathComponent() }
        for script in ["swifty_words", "psychic_tester", "hangman", "counter", "scroll_list", "nav_demo", "table_list", "meow",
                       "cat_breeds"] {
            #expect(Check.checkScript(root.path + "/scripts/\(script).lua").isEmpty, "\(script)")
        }
        let files = DataFileCheck()
        for n in 1...8 { #expect(files.check(root.path + "/levels/level\(n).txt", scripts: []).isEmpty) }
        #expect(files.check(root.path + "/levels/hangman_words.txt", scripts: []).isEmpty)
        #expect(files.check(root.path + "/levels/cat_breeds.txt", scripts: []).isEmpty)
    }

    @Test("a broken breeds file fails with its file and line, as Cat Breeds' own parser reads it")
    func brokenBreeds() throws {
        let fm = FileManager.default
        var source = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { source.deleteLastPathComponent() }
        let folder = try Folder(levels: ["cat_breeds.txt": "breed: Bengal\nphoto: cat_bengal\nthumbnail: cat_bengal_thumb\n\n"
                                         + "Spotted.\n\nbreed: Bengal\nphoto: cat_bengal\n"])
        try fm.createDirectory(atPath: folder.root + "/scripts/cat_breeds", withIntermediateDirectories: true)
        for file in ["cat_breeds.lua", "cat_breeds/breeds.lua", "cat_breeds/style.lua", "cat_breeds/list.lua",
                     "cat_breeds/detail.lua", "cat_breeds/credits.lua"] {
            try fm.copyItem(atPath: source.path + "/scripts/" + file, toPath: folder.root + "/scripts/" + file)
        }
        let file = folder.level("cat_breeds.txt")
        #expect(DataFileCheck().check(file, scripts: []) == [file + ":7: breed 'Bengal' is already on line 1"])
        let result = try Command.run(["check", file])
        #expect(result.status == 1)
        #expect(result.output == file + ":7: breed 'Bengal' is already on line 1\n1 problem found\n")
        // Well formed, but naming pictures the folder lacks: a problem at each line naming one.
        try "breed: Bengal\nphoto: cat_bengal\nthumbnail: cat_bengal_thumb\n\nSpotted.\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        try fm.createDirectory(atPath: folder.root + "/scripts/images", withIntermediateDirectories: true)
        try Data().write(to: URL(fileURLWithPath: folder.root + "/scripts/images/cat_bengal@2x.png"))
        #expect(DataFileCheck().check(file, scripts: []) == [file + ":3: thumbnail 'cat_bengal_thumb' of Bengal is not in scripts/images"])
    }

    @Test("conflicting constraints are reported with the lines that made them")
    func conflict() throws {
        let folder = try Folder(scripts: ["bad.lua": """
            local ui = require "moonkit"
            local Game = ui.ViewController:extend "Game"
            function Game:loadView()
              self.view = ui.View {}
              local box = ui.View { identifier = "box", translatesAutoresizingMaskIntoConstraints = false }
              self.view:addSubview(box)
              ui.activate { box.width:eq(100), box.height:eq(20), box.left:eq(self.view.left), box.top:eq(self.view.top) }
              ui.activate { box.width:eq(200) }
            end
            return ui.App { root = Game }
            """])
        let found = Check.checkScript(folder.root + "/scripts/bad.lua")
        let report = found.joined(separator: "\n")
        #expect(report.contains("Unable to simultaneously satisfy constraints"))
        #expect(report.contains(folder.root + "/scripts/bad.lua:7"))
        #expect(report.contains(folder.root + "/scripts/bad.lua:8"))
    }

    @Test("a view added back without its constraints is reported by check, as run prints it")
    func readdedView() throws {
        let folder = try Folder(scripts: ["readd.lua": """
            local ui = require "moonkit"
            local Game = ui.ViewController:extend "Game"
            function Game:loadView()
              self.view = ui.View {}
              local box = ui.View { identifier = "box", translatesAutoresizingMaskIntoConstraints = false }
              self.view:addSubview(box)
              ui.activate { box.width:eq(100), box.height:eq(20), box.left:eq(self.view.left), box.top:eq(self.view.top) }
            end
            function Game:viewDidAppear()
              local box = self.view.subviews[1]
              box:removeFromSuperview()
              self.view:addSubview(box)
            end
            return ui.App { root = Game }
            """])
        let script = folder.root + "/scripts/readd.lua"
        #expect(Check.checkScript(script) == [
            "Ambiguous layout: box lost its constraints to views outside it when it was removed from its superview, "
                + "and nothing places it since it was added back (activate its constraints again after adding it)",
            "\(script): ambiguous layout of box (constraints from \(script):7)",
        ])
    }

    @Test("a broken level names its file and line; a broken word list too")
    func brokenFiles() throws {
        // Issue 20: a word list is checked by Hangman's own module, which plays "Pear" as "pear"
        // (the old check refused it) and skips "x-ray" (a problem of the list).
        let folder = try Folder(levels: ["level1.txt": "AB|CD: one\nEF GH two\n",
                                         "hangman_words.txt": "apple\nPear\nx-ray\napple\n"])
        let files = DataFileCheck()
        #expect(files.check(folder.level("level1.txt"), scripts: [])
                == [folder.level("level1.txt") + ":2: missing ': ' between the answer and the clue"])
        #expect(files.check(folder.level("hangman_words.txt"), scripts: []) == [
            folder.level("hangman_words.txt") + ":3: 'x-ray' is skipped: only words of letters a–z can be played",
            folder.level("hangman_words.txt") + ":4: 'apple' repeats line 1",
        ])
    }

    /// Seven good lines of a Swifty Words level (twenty letter groups).
    static let goodLevel = ["ELE|PHA|NT: big", "GI|RA|FFE: tall", "PEN|GU|IN: ice", "KAN|GAR|OO: jump",
                            "DOL|PH|IN: sea", "TOR|TO|ISE: slow", "BEA|VER: dam"]

    @Test("check and the game agree on CRLF, a byte-order mark and bytes that are not UTF-8")
    func sameBytesAsTheGame() throws {
        let crlf = Self.goodLevel.joined(separator: "\r\n") + "\r\n"
        let bom = [0xEF, 0xBB, 0xBF] + Array((Self.goodLevel.joined(separator: "\n") + "\n").utf8)
        var latin1 = Array((Self.goodLevel.joined(separator: "\n") + "\n").utf8)
        latin1[latin1.firstIndex(of: UInt8(ascii: "g"))!] = 0xE9  // "big" → "b\xE9g" in Latin-1
        let folder = try Folder(levels: ["level1.txt": crlf], bytes: ["level2.txt": bom, "level3.txt": latin1])
        let files = DataFileCheck()
        // Before: level1 failed (CRLF), level3 "cannot read the file"; level2 passed but the game
        // refused its first line.
        for n in 1...2 { #expect(files.check(folder.level("level\(n).txt"), scripts: []) == [], "level\(n)") }
        // Read alike, but its clue cannot be shown: a label's text is UTF-8 (issue 32: check passed it).
        #expect(files.check(folder.level("level3.txt"), scripts: [])
                == [folder.level("level3.txt") + ":1: byte E9 at column 15 is not UTF-8 text: save the file as UTF-8"])
        // The game reads them the same way: its own module, in a worker, through files.lines.
        for n in 1...3 {
            let game = try GameRuntime(script: folder.root + "/scripts/swifty_words.lua", print: { _ in })
            game.lua.setGlobal("files", try #require(makeFilesTable(for: game.lua, root: folder.root)))
            let count = try game.lua.run("return #require('words.level').read('levels/level\(n).txt')")
            #expect(count == [.int(7)], "level\(n)")
        }
    }

    @Test("bytes that are not UTF-8 are named by line and column, whichever game reads the file (issue 32)")
    func notUTF8() throws {
        var level = Array((Self.goodLevel.joined(separator: "\n") + "\n").utf8)
        level.insert(contentsOf: [0xFF, 0xFE], at: level.firstIndex(of: UInt8(ascii: "\n"))!)  // end of line 1
        var words = Array("apple\npear\n".utf8)
        words.insert(contentsOf: [0xE2, 0x82], at: 8)  // a cut-off "€" in "pear"
        let badLine: [UInt8] = [0xC0, UInt8(ascii: "\n")]
        let many: [UInt8] = Array(Array(repeating: badLine, count: 12).joined())
        let folder = try Folder(bytes: ["level1.txt": level, "hangman_words.txt": words, "level2.txt": many])
        let files = DataFileCheck()
        // Before: no problem, and the game then failed on the clue's label.
        #expect(files.check(folder.level("level1.txt"), scripts: [])
                == [folder.level("level1.txt") + ":1: bytes FF FE at column 16 are not UTF-8 text: save the file as UTF-8"])
        #expect(files.check(folder.level("hangman_words.txt"), scripts: []).first
                == folder.level("hangman_words.txt") + ":2: bytes E2 82 at column 3 are not UTF-8 text: save the file as UTF-8")
        let shown = files.check(folder.level("level2.txt"), scripts: [])
        var expected: [String] = (1...10).map { (line: Int) -> String in
            folder.level("level2.txt") + ":\(line): byte C0 at column 1 is not UTF-8 text: save the file as UTF-8"
        }
        expected.append(folder.level("level2.txt") + ": 2 more lines are not UTF-8 text")
        #expect(Array(shown.prefix(11)) == expected)
    }

    @Test("a module's check that returns problems that are not strings, or no list, is told so, in Lua's words")
    func problemsNotStrings() throws {
        let reader = """
            local ui = require "moonkit"
            local Game = ui.ViewController:extend "Game"
            return ui.App { device = "iphone", root = Game, dataFiles = { "odd" } }
            """
        let folder = try Folder(scripts: ["odd_game.lua": reader, "odd.lua": """
            return { reads = "^levels/.*%.odd$", check = function(path)
              if path:match("list") then return { "fine so far", {}, 42, { a = 1, "x" } } end
              return 42
            end }
            """], levels: ["a.list.odd": "x\n", "b.odd": "x\n"])
        let script = [folder.root + "/scripts/odd_game.lua"]
        let shape = "each problem is a string \"name:line: message\", and {} means the file is fine"
        // Before: "array([])" and "int(42)", and a number instead of a list passed.
        #expect(DataFileCheck().check(folder.level("a.list.odd"), scripts: script) == [
            "fine so far",
            folder.level("a.list.odd") + ": odd.check returned {} as problem 2, not a string (\(shape))",
            folder.level("a.list.odd") + ": odd.check returned 42 as problem 3, not a string (\(shape))",
            folder.level("a.list.odd") + ": odd.check returned {\"x\", a = 1} as problem 4, not a string (\(shape))",
        ])
        #expect(DataFileCheck().check(folder.level("b.odd"), scripts: script)
                == [folder.level("b.odd") + ": odd.check returned 42, not a list of problems (\(shape))"])
    }

    @Test("an empty word list fails; a CRLF one is read as the game reads it")
    func wordLists() throws {
        let folder = try Folder(levels: ["hangman_words.txt": ""])
        let files = DataFileCheck()
        #expect(files.check(folder.level("hangman_words.txt"), scripts: [])
                == [folder.level("hangman_words.txt") + " has no words"])
        try "apple\r\npear\r\n".write(toFile: folder.level("hangman_words.txt"), atomically: true, encoding: .utf8)
        #expect(DataFileCheck().check(folder.level("hangman_words.txt"), scripts: []) == [])
        // A 16 KB line the game skips is quoted shortly (before: the whole line, as one problem).
        let long = String(repeating: "a-", count: 8192)
        try ("apple\n" + long + "\n").write(toFile: folder.level("hangman_words.txt"), atomically: true, encoding: .utf8)
        #expect(DataFileCheck().check(folder.level("hangman_words.txt"), scripts: [])
                == [folder.level("hangman_words.txt") + ":2: '\(long.prefix(37))...' is skipped: only words of letters a–z can be played"])
    }

    @Test("a file no game reads is said to be so")
    func noReader() throws {
        let folder = try Folder(levels: ["notes.txt": "hello\n"])
        #expect(DataFileCheck().check(folder.level("notes.txt"), scripts: []) == [
            folder.level("notes.txt") + ": no game reads this file (a game names the modules that read its files with "
                + "ui.App { dataFiles = { … } }; asked: hangman.lua, swifty_words.lua)",
        ])
    }
}
