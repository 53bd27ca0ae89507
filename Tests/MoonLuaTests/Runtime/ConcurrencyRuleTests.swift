import Testing
import Foundation
import LuaBridge
import TestSupport
import MoonLua
import MoonKit

/// The threading rule (docs/architecture.md): a game is used by one task at a time and may move
/// between threads; many games run at once, each made inside the task that runs it.
@Suite("The threading rule")
struct ConcurrencyRuleTests {
    /// Random draws on a timer and in a background job: what a game does that could depend on
    /// which thread runs it, if anything did.
    static let diceGame = app("""
          ROLLS = {}
          ui.every(1, function() ROLLS[#ROLLS + 1] = math.random(6) end)
          ui.dispatch.global:async(function() return math.random(1000) end,
                                   function(n) ROLLS[#ROLLS + 1] = "job" .. n end)
        """)

    /// What game `seed` rolled in 30 s of its clock.
    static func rolls(seed: UInt64) throws -> String {
        let game = try GameRuntime(source: diceGame, name: "dice.lua", seed: seed, print: { _ in })
        try game.start()
        game.engine.step(30)
        guard game.errors.isEmpty, case .string(let rolls)? = try game.lua.run("return table.concat(ROLLS, ',')").first else {
            return "failed: \(game.errors.map(\.description))"
        }
        return rolls
    }

    /// Eight games on a task group, each made inside its child task: what each rolled, by seed.
    static func eightGames() async throws -> [UInt64: String] {
        try await withThrowingTaskGroup(of: (UInt64, String).self) { group in
            for seed: UInt64 in 1...8 {
                group.addTask { (seed, try rolls(seed: seed)) }
            }
            var results: [UInt64: String] = [:]
            for try await (seed, rolls) in group { results[seed] = rolls }
            return results
        }
    }

    @Test("eight games on a task group, twice, roll what the same seeds roll one after another")
    func taskGroupIsDeterministic() async throws {
        let first = try await Self.eightGames()
        let second = try await Self.eightGames()
        let alone = try Dictionary(uniqueKeysWithValues: (UInt64(1)...8).map { ($0, try Self.rolls(seed: $0)) })
        #expect(first == alone && second == alone)
        // 30 rolls and the job's, and games of different seeds differ.
        #expect(alone[1]?.split(separator: ",").count == 31)
        #expect(Set(alone.values).count == 8)
    }

    // MARK: - What the compiler refuses

    /// Compiles `body` (Swift 6 mode) against the built MoonLua, as a host's code would be, as far
    /// as the concurrency checks (which run on SIL): the compiler's diagnostics, nil when none.
    static func compile(_ body: String) throws -> String? {
        var products = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).deletingLastPathComponent()
        while products.path != "/", !FileManager.default.fileExists(atPath: products.appendingPathComponent("Modules/MoonLua.swiftmodule").path) {
            products.deleteLastPathComponent()
        }
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("moonkit-threading-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("host.swift")
        try ("import MoonLua\n\n" + body).write(to: source, atomically: true, encoding: .utf8)
        // The C modules' maps: those SwiftPM wrote for the targets with headers, the system libraries' own.
        var maps = try FileManager.default.contentsOfDirectory(atPath: products.path)
            .map { products.appendingPathComponent("\($0)/module.modulemap").path }
        maps += try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("Sources").path)
            .map { repository.appendingPathComponent("Sources/\($0)/module.modulemap").path }
        var arguments = ["swiftc", "-emit-sil", "-o", "/dev/null", "-swift-version", "6",
                         "-I", products.appendingPathComponent("Modules").path, source.path]
        for map in maps where FileManager.default.fileExists(atPath: map) { arguments += ["-Xcc", "-fmodule-map-file=" + map] }
        for include in ["/usr/include/lua5.4", "/usr/include/freetype2", "/usr/include/cairo"] { arguments += ["-Xcc", "-I" + include] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : text
    }

    @Test("a runtime used after a task took it is a compile error; one moved into a task is not")
    func taskTakesTheRuntime() throws {
        let made = "let runtime = try GameRuntime(source: \"local ui = require 'moonkit'\", name: \"game.lua\")\n"
        let usedAfter = try Self.compile("func host() throws {\n" + made + "Task { runtime.engine.step(1) }\nruntime.engine.step(1)\n}\n")
        #expect(usedAfter?.contains("host.swift:5:1: error: sending value of non-Sendable type '() async -> ()' risks causing data races") == true)
        let moved = try Self.compile("func host() throws {\n" + made + "Task { runtime.engine.step(1) }\n}\n")
        #expect(moved == nil)
        let shared = try Self.compile("func host(_ runtime: GameRuntime) async {\nawait withTaskGroup(of: Void.self) { group in\n"
                                      + "group.addTask { runtime.engine.step(1) }\n}\n}\n")
        #expect(shared?.contains("error: passing closure as a 'sending' parameter risks causing data races") == true)
    }

    @Test("N games on a task group, each made inside its child task, compile")
    func taskGroupCompiles() throws {
        let diagnostics = try Self.compile("""
            func play(games: Int) async throws -> [Double] {
                try await withThrowingTaskGroup(of: Double.self) { group in
                    for seed in 0..<games {
                        group.addTask {
                            let runtime = try GameRuntime(source: "local ui = require 'moonkit'", name: "game.lua", seed: UInt64(seed))
                            try runtime.start()
                            runtime.engine.step(10)
                            return runtime.engine.now
                        }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
            }
            """)
        #expect(diagnostics == nil)
    }
}
