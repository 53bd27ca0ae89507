import TestSupport
import Testing
import Foundation

/// `moonkit new`: a game folder that runs, checks and passes its bot out of the box, anywhere.
@Suite("moonkit new", .serialized)
struct NewCommandTests {
    /// A fresh folder outside the repository, removed afterwards.
    final class Scratch {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("moonkit-new-\(UUID().uuidString.prefix(8))").path
        init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    @Test("new demo: the game runs with its bot, checks clean, and lints clean")
    func newGameWorks() throws {
        let scratch = try Scratch()
        let made = try Command.run(["new", "demo"], in: scratch.path)
        #expect(made.status == 0)
        #expect(made.errors == "")
        #expect(made.output == """
            made demo/:
              .luacheckrc
              .luarc.json
              defs/bot.lua
              defs/moonkit.lua
              defs/test.lua
              levels/level1.txt
              scripts/bots/demo_bot.lua
              scripts/demo.lua
              scripts/level.lua
              scripts/tests/demo_test.lua
            try it:
              cd demo && moonkit run scripts/demo.lua --bot scripts/bots/demo_bot.lua
            and test it (scripts/tests/demo_test.lua):
              cd demo && moonkit test

            """)
        let folder = scratch.path + "/demo"

        let run = try Command.run(["run", "scripts/demo.lua", "--bot", "scripts/bots/demo_bot.lua"], in: folder)
        #expect(run.status == 0)
        #expect(run.errors == "")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(9)) == [
            "scripts/demo.lua on iphone (844×390), seed 1",
            "[0.100s] score: 0 → 1",
            "[0.600s] score: 1 → 2",
            "[1.100s] score: 2 → 3",
            "[1.600s] score: 3 → 4",
            "[2.100s] score: 4 → 5",
            "[2.100s] signal finished = 5",
            "bot: Done: 5 of 5",
            "bot reports score = 5",
        ])
        #expect(lines.last == "ran 2.600s of virtual time, 5 taps, 0 errors")

        // Its first tests pass, run as the output says.
        let test = try Command.run(["test"], in: folder)
        #expect(test.errors == "")
        #expect(test.output == """
            ok   scripts/tests/demo_test.lua: the first round asks for a word of the level
            ok   scripts/tests/demo_test.lua: tapping the word asked for scores a point
            2 passed, 0 failed

            """)
        #expect(test.status == 0)

        let check = try Command.run(["check", "scripts/demo.lua", "levels/level1.txt"], in: folder)
        #expect(check.status == 0)
        #expect(check.output == "scripts/demo.lua: ok\nlevels/level1.txt: ok\n")

        // The level reader is what `check` asks: a bad line is named.
        try "MOON\nstar\nCOMET\n".write(toFile: folder + "/levels/level2.txt", atomically: true, encoding: .utf8)
        let bad = try Command.run(["check", "levels/level2.txt"], in: folder)
        #expect(bad.status == 1)
        #expect(bad.output == "levels/level2.txt:2: 'star' is not a word in capital letters A-Z\n1 problem found\n")
        try FileManager.default.removeItem(atPath: folder + "/levels/level2.txt")

        // The editor settings point at the definitions the folder carries, which are the repository's.
        let luarc = try String(contentsOfFile: folder + "/.luarc.json", encoding: .utf8)
        #expect(luarc.contains(#""workspace.library": ["defs"]"#))
        for name in ["moonkit.lua", "bot.lua", "test.lua"] {
            let copied = try String(contentsOfFile: folder + "/defs/" + name, encoding: .utf8)
            let shipped = try String(contentsOfFile: Command.repository + "/lua/defs/" + name, encoding: .utf8)
            #expect(copied == shipped)
        }

        // luacheck, as CI installs it (Debian's lua-check); .ci/run requires it.
        let luacheck = ["/usr/bin/luacheck", "/usr/local/bin/luacheck"].first { FileManager.default.isExecutableFile(atPath: $0) }
        if ProcessInfo.processInfo.environment["MOONKIT_REQUIRE_LUACHECK"] != nil {
            #expect(luacheck != nil, ".ci/run installs lua-check")
        }
        if let luacheck {
            // What the repository's own games and bots do passes too: a UIKit-shaped method that
            // leaves `self` and `tableView` unused, and a bot reading `--set` globals.
            try """
                local List = {}
                function List:tableView_numberOfRowsInSection(tableView, section) return section end
                return List

                """.write(toFile: folder + "/scripts/list.lua", atomically: true, encoding: .utf8)
            try """
                return function(game) game:log(tostring(SEED) .. tostring(GAMES) .. tostring(ROUNDS) .. tostring(SECONDS)) end

                """.write(toFile: folder + "/scripts/bots/set_reader.lua", atomically: true, encoding: .utf8)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: luacheck)
            process.arguments = ["--no-color", "."]
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            let out = Pipe()
            process.standardOutput = out
            try process.run()
            let text = String(decoding: out.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(text)")
            #expect(text.contains("Total: 0 warnings / 0 errors in 6 files"))
        }
    }

    @Test("new --into: the folder named, with the game's name inside")
    func newInto() throws {
        let scratch = try Scratch()
        let made = try Command.run(["new", "whack", "--into", "games/whack_a_mole"], in: scratch.path)
        #expect(made.status == 0)
        let game = scratch.path + "/games/whack_a_mole/scripts/whack.lua"
        let text = try String(contentsOfFile: game, encoding: .utf8)
        #expect(text.contains(#"ui.ViewController:extend "whack""#))
        #expect(!text.contains("@NAME@"))
        #expect(FileManager.default.fileExists(atPath: scratch.path + "/games/whack_a_mole/scripts/bots/whack_bot.lua"))
    }

    @Test("bad names and existing folders are refused with exit 2, writing nothing")
    func refusals() throws {
        let scratch = try Scratch()
        let cases: [([String], String)] = [
            (["new", "my-game"], "Error: 'my-game' is not a game name: use up to 40 letters, digits and underscores, starting with a letter"),
            (["new", "9lives"], "Error: '9lives' is not a game name: use up to 40 letters, digits and underscores, starting with a letter"),
            (["new", "../up"], "Error: '../up' is not a game name: use up to 40 letters, digits and underscores, starting with a letter"),
            (["new", "level"], "Error: 'level' is taken (scripts/level.lua would be the level reader): choose another name"),
            (["new", "moonkit"], "Error: 'moonkit' is taken (scripts/moonkit.lua would be the engine's module): choose another name"),
        ]
        for (arguments, message) in cases {
            let result = try Command.run(arguments, in: scratch.path)
            #expect(result.status == 2)
            #expect(result.errors.split(separator: "\n").first.map(String.init) == message)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == [])
        try FileManager.default.createDirectory(atPath: scratch.path + "/demo", withIntermediateDirectories: false)
        let existing = try Command.run(["new", "demo"], in: scratch.path)
        #expect(existing.status == 2)
        #expect(existing.errors.hasPrefix("Error: 'demo' already exists: choose another name or --into a new folder\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/demo") == [])
    }

    @Test("--into a dangling symbolic link, or under a file, says so (issue 32)")
    func intoWhatCannotBeMade() throws {
        let scratch = try Scratch()
        let files = FileManager.default
        try files.createSymbolicLink(atPath: scratch.path + "/gone", withDestinationPath: "nowhere")
        try "x".write(toFile: scratch.path + "/plain", atomically: true, encoding: .utf8)
        let cases: [(String, String)] = [
            // Before: "cannot write …: The file “gone” couldn't be saved because a file with the same name already exists."
            ("gone", "Error: 'gone' is a symbolic link to 'nowhere', which does not exist: remove the link, or --into a new folder"),
            ("gone/sub", "Error: cannot make 'gone/sub': 'gone' is a symbolic link to 'nowhere', which does not exist"),
            ("plain/sub/deeper", "Error: cannot make 'plain/sub/deeper': 'plain' is a file, not a folder"),
            ("plain", "Error: 'plain' already exists: choose another name or --into a new folder"),
        ]
        for (into, message) in cases {
            let result = try Command.run(["new", "demo", "--into", into], in: scratch.path)
            #expect(result.status == 2, "\(into)")
            #expect(result.errors.split(separator: "\n").first.map(String.init) == message)
        }
        #expect(try files.contentsOfDirectory(atPath: scratch.path).sorted() == ["gone", "plain"])
    }

    @Test("lua-defs --check: the shipped definitions are up to date")
    func luaDefsCheck() throws {
        let result = try Command.run(["lua-defs", "lua/defs", "--check"])
        #expect(result.status == 0)
        #expect(result.output == "lua/defs: up to date\n")
        let scratch = try Scratch()
        try "-- old\n".write(toFile: scratch.path + "/moonkit.lua", atomically: true, encoding: .utf8)
        let stale = try Command.run(["lua-defs", scratch.path, "--check"])
        #expect(stale.status == 1)
        #expect(stale.output == "\(scratch.path)/moonkit.lua: out of date (run moonkit lua-defs \(scratch.path))\n"
                + "\(scratch.path)/bot.lua: out of date (run moonkit lua-defs \(scratch.path))\n"
                + "\(scratch.path)/test.lua: out of date (run moonkit lua-defs \(scratch.path))\n")
    }
}
