import ArgumentParser
import Foundation
import MoonLua

/// `moonkit run <script.lua>`: runs a script headless in a sandboxed Lua state.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a Lua script headless in a sandboxed state and print its output.",
        discussion: """
            `require` finds modules only inside the script root (the script's folder unless
            --root is given): `require "lib.greeting"` loads <root>/lib/greeting.lua.
            An error is printed with its file:line and traceback on stderr, and the exit code is 1.
            """
    )

    @Argument(help: "The Lua script to run.")
    var script: String

    @Option(help: "The folder modules are required from (default: the script's folder).")
    var root: String?

    @Option(help: "VM instructions the script may run (0 = unlimited).")
    var instructionBudget: Int = 0

    @Option(help: "Memory the script may use, in MB (0 = unlimited).")
    var memoryLimit: Int = 0

    func validate() throws {
        guard instructionBudget >= 0 else { throw ValidationError("--instruction-budget must not be negative") }
        guard (0...(1 << 20)).contains(memoryLimit) else {
            throw ValidationError("--memory-limit must be between 0 and 1048576 (MB)")
        }
    }

    func run() throws {
        let folder = (script as NSString).deletingLastPathComponent
        do {
            let lua = try LuaState(root: root ?? (folder.isEmpty ? "." : folder),
                                   instructionBudget: instructionBudget, memoryLimit: memoryLimit << 20)
            try lua.run(file: script)
        } catch {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(1)
        }
    }
}
