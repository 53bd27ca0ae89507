import ArgumentParser
import Foundation
import MoonDefinitions

/// `moonkit lua-defs DIR`: writes the Lua language server definitions of the script API.
struct LuaDefs: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lua-defs",
        abstract: "Write the Lua language server definitions (moonkit.lua, bot.lua, test.lua) of the script API.",
        discussion: """
            The definitions are made from the engine's bindings, with the descriptions of the API
            reference, so they always match the engine that writes them. The repository ships
            them in lua/defs (its .luarc.json points there) and `moonkit new` copies them into new
            games; after changing a binding, write them again. With --check nothing is written:
            the exit code is 1 when the files in DIR differ from what the engine gives.

            Examples:
              moonkit lua-defs lua/defs
              moonkit lua-defs lua/defs --check
            """
    )

    @Argument(help: "The folder to write moonkit.lua, bot.lua and test.lua into.")
    var folder: String = "lua/defs"

    @Option(help: "The API reference the descriptions come from.")
    var reference: String = "docs/lua-api.md"

    @Flag(help: "Compare with the files in the folder instead of writing them.")
    var check = false

    func run() throws {
        guard let text = try? String(contentsOfFile: reference, encoding: .utf8) else {
            throw ValidationError("cannot read the API reference '\(reference)' (give its path with --reference)")
        }
        let definitions: LuaDefinitions
        do {
            definitions = try LuaDefinitions.generate(reference: text)
        } catch let error as DefinitionError {
            FileHandle.standardError.write(Data("moonkit lua-defs: the bindings lack types:\n\(error)\n".utf8))
            throw ExitCode(1)
        }
        var stale: [String] = []
        for (name, contents) in definitions.files {
            let path = (folder as NSString).appendingPathComponent(name)
            if check {
                if (try? String(contentsOfFile: path, encoding: .utf8)) != contents { stale.append(path) }
                continue
            }
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try contents.write(toFile: path, atomically: true, encoding: .utf8)
            print("wrote \(path)")
        }
        if !stale.isEmpty {
            for path in stale { print("\(path): out of date (run moonkit lua-defs \(folder))") }
            throw ExitCode(1)
        }
        if check { print("\(folder): up to date") }
    }
}
