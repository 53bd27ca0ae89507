import Testing
import Foundation
import MoonKit
@testable import moonkit

@Suite("moonkit check")
struct CheckTests {
    /// A fresh game folder with `scripts/` (the Swifty Words parser and any scripts) and `levels/`.
    final class Folder {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString.prefix(8))").path
        init(scripts: [String: String] = [:], levels: [String: String] = [:]) throws {
            let fm = FileManager.default
            try fm.createDirectory(atPath: root + "/scripts/words", withIntermediateDirectories: true)
            try fm.createDirectory(atPath: root + "/levels", withIntermediateDirectories: true)
            var source = URL(fileURLWithPath: #filePath)
            for _ in 0..<3 { source.deleteLastPathComponent() }
            try fm.copyItem(atPath: source.path + "/scripts/words/level.lua", toPath: root + "/scripts/words/level.lua")
            for (name, text) in scripts { try text.write(toFile: root + "/scripts/" + name, atomically: true, encoding: .utf8) }
            for (name, text) in levels { try text.write(toFile: root + "/levels/" + name, atomically: true, encoding: .utf8) }
        }
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
        for script in ["swifty_words", "psychic_tester", "hangman", "counter", "scroll_list"] {
            #expect(Check.checkScript(root.path + "/scripts/\(script).lua").isEmpty, "\(script)")
        }
        for n in 1...8 { #expect(Check.checkLevel(root.path + "/levels/level\(n).txt").isEmpty) }
        #expect(Check.checkWordList(root.path + "/levels/hangman_words.txt").isEmpty)
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
        let folder = try Folder(levels: ["level1.txt": "AB|CD: one\nEF GH two\n", "words.txt": "apple\nPear\napple\n"])
        #expect(Check.checkLevel(folder.root + "/levels/level1.txt")
                == [folder.root + "/levels/level1.txt:2: missing ': ' between the answer and the clue"])
        #expect(Check.checkWordList(folder.root + "/levels/words.txt") == [
            folder.root + "/levels/words.txt:2: 'Pear' is not a lower-case word of letters a–z",
            folder.root + "/levels/words.txt:3: 'apple' repeats line 1",
        ])
    }
}
