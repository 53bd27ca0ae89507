import TestSupport
import Testing
import Foundation
import MoonKit
import MoonRender

/// `moonkit test`: test files that play a game and check what it shows, with snapshots, in
/// parallel, with the summary line and the JUnit XML that CI tools read.
@Suite("moonkit test", .serialized)
struct GameTestCommandTests {
    /// A folder outside the repository holding the counter game (`scripts/counter.lua`) and the
    /// test files a test writes into `scripts/tests`, removed afterwards.
    final class Scratch {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("moonkit-test-\(UUID().uuidString.prefix(8))").path
        init() throws {
            try FileManager.default.createDirectory(atPath: path + "/scripts/tests", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: Command.repository + "/scripts/counter.lua", toPath: path + "/scripts/counter.lua")
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        func write(_ relative: String, _ text: String) throws {
            try text.write(toFile: path + "/" + relative, atomically: true, encoding: .utf8)
        }
    }

    /// The counts of JUnit's elements as python's xml.etree parses the file: a real XML parser
    /// refuses what is not well formed. `tests failures cases failure-elements`, or the parser's error.
    static func parseJUnit(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", """
            import sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            assert root.tag == "testsuites", root.tag
            cases = root.findall("./testsuite/testcase")
            print(root.get("tests"), root.get("failures"), len(cases), len(root.findall("./testsuite/testcase/failure")))
            """, path]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
        let problem = String(decoding: err.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? text.trimmingCharacters(in: .newlines) : problem
    }

    static let counterTests = """
        test.game "../counter.lua"

        test("a tap counts", function(game)
          game:tap("TAP ME")
          expect(game:text("count")).toBe("1 taps")
          expect(game):toShow { type = "Button", title = "TAP ME" }
        end)

        test("three taps do not make two", function(game)
          for _ = 1, 3 do game:tap("TAP ME") end
          expect(game:text("count")).never.toBe("2 taps")
          expect(game:text("count")):toContain("3")
        end)

        test("the count is wrong here", function(game)
          game:tap("TAP ME")
          expect(game:text("count")).toBe("2 taps")
        end)

        """

    @Test("the shipped games' tests pass, and their JUnit XML parses")
    func shippedGames() throws {
        let junit = FileManager.default.temporaryDirectory.appendingPathComponent("moonkit-junit-\(UUID().uuidString.prefix(8)).xml").path
        defer { try? FileManager.default.removeItem(atPath: junit) }
        let result = try Command.run(["test", "scripts/tests", "--junit", junit])
        #expect(result.errors == "")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.last == "23 passed, 0 failed")
        #expect(lines.dropLast().allSatisfy { $0.hasPrefix("ok   scripts/tests/") })
        // Every shipped game has its tests.
        for game in ["swifty_words", "psychic_tester", "hangman", "cat_breeds", "settings", "todo_list",
                     "flag_quiz", "letter_hunt", "sky_viewer"] {
            #expect(lines.contains { $0.hasPrefix("ok   scripts/tests/\(game)_test.lua: ") }, "\(game) has no passing test")
        }
        #expect(result.status == 0)
        #expect(try Self.parseJUnit(junit) == "23 0 23 0")
    }

    @Test("a failed expectation names file:line, expected and actual; the summary and exit code say so")
    func failures() throws {
        let scratch = try Scratch()
        try scratch.write("scripts/tests/counter_test.lua", Self.counterTests)
        let result = try Command.run(["test", "--junit", "out.xml"], in: scratch.path)
        #expect(result.errors == "")
        #expect(result.output == """
            ok   scripts/tests/counter_test.lua: a tap counts
            ok   scripts/tests/counter_test.lua: three taps do not make two
            FAIL scripts/tests/counter_test.lua: the count is wrong here
                 scripts/tests/counter_test.lua:17: expected "2 taps", got "1 taps"
            2 passed, 1 failed

            """)
        #expect(result.status == 1)
        #expect(try Self.parseJUnit(scratch.path + "/out.xml") == "3 1 3 1")
        let xml = try String(contentsOfFile: scratch.path + "/out.xml", encoding: .utf8)
        #expect(xml.contains(#"<failure message="scripts/tests/counter_test.lua:17: expected &quot;2 taps&quot;, got &quot;1 taps&quot;">"#))

        // --filter runs only the tests whose names contain the text; one thread prints the same.
        let filtered = try Command.run(["test", "scripts/tests", "--filter", "tap", "--jobs", "1"], in: scratch.path)
        #expect(filtered.output == """
            ok   scripts/tests/counter_test.lua: a tap counts
            ok   scripts/tests/counter_test.lua: three taps do not make two
            2 passed, 0 failed

            """)
        #expect(filtered.status == 0)
        let none = try Command.run(["test", "--filter", "nothing like it"], in: scratch.path)
        #expect(none.output == "0 passed, 0 failed\n")
        #expect(none.errors == "no test's name contains \"nothing like it\"\n")
        #expect(none.status == 1)
    }

    @Test("matchers: toEqual, toBeCloseTo, toBeNil, never forms, and their messages")
    func matchers() throws {
        let scratch = try Scratch()
        try scratch.write("scripts/tests/matchers_test.lua", """
            test.game "../counter.lua"
            test("tables", function() expect({1, {a = 2}}).toEqual({1, {a = 3}}) end)
            test("close", function() expect(0.1 + 0.2):toBeCloseTo(0.3, 1e-9) expect(1).toBeCloseTo(1.5) end)
            test("nil", function(game) expect(game:find { identifier = "nope" }).never.toBeNil() end)
            test("list", function() expect({"a", "b"}).toContain("c") end)
            test("gone", function(game) expect(game).never.toShow { identifier = "count" } end)
            test("seeded", { seed = 9 }, function(game) expect(game:text("count")).toBe("0 taps") end)

            """)
        let result = try Command.run(["test"], in: scratch.path)
        #expect(result.output == """
            FAIL scripts/tests/matchers_test.lua: tables
                 scripts/tests/matchers_test.lua:2: expected {1, {a = 3}}, got {1, {a = 2}}
            FAIL scripts/tests/matchers_test.lua: close
                 scripts/tests/matchers_test.lua:3: expected 1.5 ± 0.005, got 1
            FAIL scripts/tests/matchers_test.lua: nil
                 scripts/tests/matchers_test.lua:4: expected a value, got nil
            FAIL scripts/tests/matchers_test.lua: list
                 scripts/tests/matchers_test.lua:5: expected {"a", "b"} to contain "c"
            FAIL scripts/tests/matchers_test.lua: gone
                 scripts/tests/matchers_test.lua:6: expected the screen not to show {identifier = "count"}, but a Label matches
            ok   scripts/tests/matchers_test.lua: seeded
            1 passed, 5 failed

            """)
        #expect(result.status == 1)
    }

    @Test("bad test files: each is a failure naming its file and line, and the others still run")
    func badFiles() throws {
        let scratch = try Scratch()
        try scratch.write("scripts/tests/a_syntax_test.lua", "test.game \"../counter.lua\"\ntest(\"x\", function(game)\n")
        try scratch.write("scripts/tests/b_empty_test.lua", "test.game \"../counter.lua\"\n")
        try scratch.write("scripts/tests/c_nogame_test.lua", "test(\"x\", function() end)\n")
        try scratch.write("scripts/tests/d_unknown_test.lua", "\ntest.game \"../nowhere.lua\"\ntest(\"x\", function() end)\n")
        try scratch.write("scripts/tests/e_twice_test.lua", "test.game \"../counter.lua\"\ntest(\"x\", function() end)\ntest(\"x\", function() end)\n")
        try scratch.write("scripts/tests/f_game_error_test.lua", """
            test.game "../counter.lua"
            test("a missing button", function(game) game:tap("NOPE") end)

            """)
        let result = try Command.run(["test", "scripts"], in: scratch.path)
        #expect(result.output == """
            FAIL scripts/tests/a_syntax_test.lua
                 scripts/tests/a_syntax_test.lua:3: 'end' expected (to close 'function' at line 2) near <eof>
            FAIL scripts/tests/b_empty_test.lua
                 scripts/tests/b_empty_test.lua defines no test: add one with test("what it checks", function(game) … end)
            FAIL scripts/tests/c_nogame_test.lua
                 scripts/tests/c_nogame_test.lua names no game: start it with test.game "../game.lua" (the path from its folder)
            FAIL scripts/tests/d_unknown_test.lua
                 scripts/tests/d_unknown_test.lua:2: test.game: no game at scripts/nowhere.lua
            FAIL scripts/tests/e_twice_test.lua
                 scripts/tests/e_twice_test.lua:3: test "x" is already defined at scripts/tests/e_twice_test.lua:2
            FAIL scripts/tests/f_game_error_test.lua: a missing button
                 scripts/tests/f_game_error_test.lua:2: no view matches button title 'NOPE' (buttons on screen: 'TAP ME')
            0 passed, 6 failed

            """)
        #expect(result.status == 1)

        // Usage errors exit with 2.
        let missing = try Command.run(["test", "nowhere"], in: scratch.path)
        #expect(missing.errors.hasPrefix("Error: no such file or folder: nowhere\nUsage: moonkit test "))
        #expect(missing.status == 2)
        let jobs = try Command.run(["test", "--jobs", "0"], in: scratch.path)
        #expect(jobs.status == 2)
        try FileManager.default.removeItem(atPath: scratch.path + "/scripts/tests")
        let empty = try Command.run(["test"], in: scratch.path)
        #expect(empty.errors.hasPrefix("Error: no test files (*_test.lua) in the current folder\nUsage: moonkit test "))
        #expect(empty.status == 2)
    }

    @Test("a test that never ends is stopped by the limits; an error in the game fails the test")
    func stopped() throws {
        let scratch = try Scratch()
        try scratch.write("scripts/broken.lua", """
            local ui = require "moonkit"
            local Broken = ui.ViewController:extend "Broken"
            function Broken:loadView()
              self.view = ui.View { backgroundColor = "white" }
              local button = ui.Button { title = "BREAK", frame = { x = 10, y = 10, width = 100, height = 40 } }
              button:on("touchUpInside", function() local missing = nil; print(missing.field) end)
              self.view:addSubview(button)
            end
            return ui.App { device = "iphone", root = Broken }

            """)
        try scratch.write("scripts/tests/stops_test.lua", """
            test.game "../counter.lua"
            test("loops for ever", function() while true do end end)
            test("waits for ever", function(game) while true do game:wait(60) end end)

            """)
        try scratch.write("scripts/tests/zbroken_test.lua", """
            test.game "../broken.lua"
            test("the handler fails", function(game) game:tap("BREAK") end)
            test("the handler fails, then an expectation", function(game)
              game:tap("BREAK")
              expect(game:alert()).never.toBeNil()
            end)

            """)
        let result = try Command.run(["test", "--time-limit", "600"], in: scratch.path)
        #expect(result.output == """
            FAIL scripts/tests/stops_test.lua: loops for ever
                 scripts/tests/stops_test.lua:2: instruction budget of 100000000 exceeded
            FAIL scripts/tests/stops_test.lua: waits for ever
                 scripts/tests/stops_test.lua:3: game:wait(60) would take the game's clock past the virtual time limit of 600 s (it is at 600.000 s): does the bot ever stop? (--time-limit SECONDS changes the limit)
            FAIL scripts/tests/zbroken_test.lua: the handler fails
                 the game raised an error: touchUpInside handler: scripts/broken.lua:6: attempt to index a nil value (local 'missing')
            FAIL scripts/tests/zbroken_test.lua: the handler fails, then an expectation
                 scripts/tests/zbroken_test.lua:5: expected a value, got nil
                 the game raised an error: touchUpInside handler: scripts/broken.lua:6: attempt to index a nil value (local 'missing')
            0 passed, 4 failed

            """)
        #expect(result.status == 1)
    }

    @Test("a broken snapshot fails with a diff PNG; --update-snapshots writes goldens")
    func snapshots() throws {
        let scratch = try Scratch()
        try scratch.write("scripts/tests/counter_test.lua", """
            test.game "../counter.lua"
            test("two taps", function(game)
              game:tap("TAP ME")
              game:tap("TAP ME")
              expect(game):toMatchSnapshot("two_taps")
            end)

            """)
        let golden = scratch.path + "/scripts/tests/__snapshots__/counter_test/two_taps.png"
        let diff = scratch.path + "/scripts/tests/__snapshots__/counter_test/two_taps.diff.png"

        let first = try Command.run(["test"], in: scratch.path)
        #expect(first.output == """
            FAIL scripts/tests/counter_test.lua: two taps
                 scripts/tests/counter_test.lua:5: no snapshot "two_taps" yet (scripts/tests/__snapshots__/counter_test/two_taps.png): moonkit test --update-snapshots writes it
            0 passed, 1 failed

            """)
        #expect(first.status == 1)

        let update = try Command.run(["test", "--update-snapshots"], in: scratch.path)
        #expect(update.output == "ok   scripts/tests/counter_test.lua: two taps\n1 passed, 0 failed\n")
        #expect(update.status == 0)
        #expect(try CairoCanvas(png: golden).width == 844)
        #expect(try Command.run(["test"], in: scratch.path).status == 0)

        // A golden with a 10×10 black square on it: 100 pixels differ.
        let broken = try CairoCanvas(png: golden)
        broken.rect(x: 0, y: 0, width: 10, height: 10, fill: .black, stroke: nil, strokeWidth: 0, cornerRadius: 0)
        try broken.writePNG(to: golden)
        let failed = try Command.run(["test"], in: scratch.path)
        #expect(failed.output == """
            FAIL scripts/tests/counter_test.lua: two taps
                 scripts/tests/counter_test.lua:5: snapshot "two_taps" differs from scripts/tests/__snapshots__/counter_test/two_taps.png in 100 of 329160 pixels (tolerance 0); diff: scripts/tests/__snapshots__/counter_test/two_taps.diff.png
            0 passed, 1 failed

            """)
        #expect(failed.status == 1)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: diff))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let picture = try CairoCanvas(png: diff)
        #expect(picture.pixel(x: 5, y: 5) == Color(red: 1, green: 0, blue: 0, alpha: 1))   // changed: red
        #expect(picture.pixel(x: 20, y: 5) == Color(red: 1, green: 1, blue: 1, alpha: 1))  // the white page, unchanged

        // Within a tolerance larger than black against white, the square passes, and the old diff goes.
        try scratch.write("scripts/tests/counter_test.lua", """
            test.game "../counter.lua"
            test("two taps", function(game)
              game:tap("TAP ME")
              game:tap("TAP ME")
              expect(game):toMatchSnapshot("two_taps", { tolerance = 255 })
            end)

            """)
        #expect(try Command.run(["test"], in: scratch.path).status == 0)
        #expect(!FileManager.default.fileExists(atPath: diff))
    }
}
