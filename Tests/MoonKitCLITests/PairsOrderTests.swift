import Testing
import Foundation

/// "Same seed, same game" for any script (issue 32): Lua hashes strings with a seed taken from
/// the clock and addresses, and tables, functions and userdata by address, so its own `pairs`
/// order changes from process to process. The sandbox's `pairs` and `next` walk one order.
@Suite("pairs and next walk the same order in every process", .serialized)
struct PairsOrderTests {
    /// A game whose screen shows the orders it walked, and a bot that walks its own keys and
    /// reports each order as a number (the keys' numbers as base-9 digits, in walking order).
    static let game = """
        local ui = require "moonkit"
        local names = {"hotel", "alpha", "golf", "bravo", "foxtrot", "charlie", "echo", "delta"}
        local function walked(t)
          local digits = {}
          for _, i in pairs(t) do digits[#digits + 1] = tostring(i) end
          return table.concat(digits)
        end
        local strings, tables, functions, views = {}, {}, {}, {}
        for i, name in ipairs(names) do
          strings[name] = i
          tables[{}] = i
          functions[function() return i end] = i
          views[ui.View()] = i
        end
        local stepped, key = {}, next(strings)
        while key do stepped[#stepped + 1] = tostring(strings[key]); key = next(strings, key) end
        local order = table.concat({walked(strings), walked(tables), walked(functions), walked(views),
                                    table.concat(stepped)}, " ")
        print(order)
        local Game = ui.ViewController:extend "Game"
        function Game:loadView()
          self.view = ui.View()
          local label = ui.Label { text = order, identifier = "order" }
          self.view:addSubview(label)
        end
        return ui.App { root = Game }
        """

    static let bot = """
        local function number(t)
          local n = 0
          for _, i in pairs(t) do n = n * 9 + i end
          return n
        end
        return function(game)
          local strings, tables = {}, {}
          for i, name in ipairs {"hotel", "alpha", "golf", "bravo", "foxtrot", "charlie", "echo", "delta"} do
            strings[name] = i
            tables[{}] = i
          end
          game:report("strings", number(strings))
          game:report("tables", number(tables))
          local i = 0
          for part in game:text("order"):gmatch("%d+") do
            i = i + 1
            game:report("game" .. i, tonumber(part))
          end
          game:wait(1)
        end
        """

    @Test("three processes of sim --json --seed print the same lines; the order is the keys' own")
    func threeProcesses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pairs-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.game.write(to: folder.appendingPathComponent("game.lua"), atomically: true, encoding: .utf8)
        try Self.bot.write(to: folder.appendingPathComponent("bot.lua"), atomically: true, encoding: .utf8)
        let command = ["sim", folder.appendingPathComponent("game.lua").path, "--bot", folder.appendingPathComponent("bot.lua").path,
                       "--games", "2", "--seed", "1", "--json"]
        let runs = try (1...3).map { _ in try Command.run(command) }
        for run in runs { #expect(run.status == 0, "\(run.errors)") }
        #expect(runs[1].output == runs[0].output)
        #expect(runs[2].output == runs[0].output)
        // Strings walk byte by byte: alpha(2) bravo(4) charlie(6) delta(8) echo(7) foxtrot(5) golf(3) hotel(1);
        // tables, functions and views in the order the script made them.
        let line = try #require(runs[0].output.split(separator: "\n").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let figures = try #require(object["figures"] as? [String: Double])
        func base9(_ digits: [Double]) -> Double { digits.reduce(0) { $0 * 9 + $1 } }
        #expect(figures["strings"] == base9([2, 4, 6, 8, 7, 5, 3, 1]))
        #expect(figures["tables"] == base9([1, 2, 3, 4, 5, 6, 7, 8]))
        #expect(figures["game1"] == 24687531)
        #expect(figures["game2"] == 12345678)
        #expect(figures["game3"] == 12345678)
        #expect(figures["game4"] == 12345678)
        #expect(figures["game5"] == 24687531)
    }
}
