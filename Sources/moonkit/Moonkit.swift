import ArgumentParser

/// The `moonkit` command: how people meet the engine.
@main
struct Moonkit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "moonkit",
        abstract: "A headless UIKit-like game engine scripted in Lua 5.4.",
        discussion: """
            Examples:
              moonkit run scripts/hello.lua
              moonkit bench solver --json
            """,
        subcommands: [Run.self, Play.self, Sim.self, Snapshot.self, Check.self, Bench.self]
    )
}
