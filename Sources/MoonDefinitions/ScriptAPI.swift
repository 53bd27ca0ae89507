import Foundation
import LuaBridge
import MoonBots
import MoonLua

/// Everything a script can reach, collected from a real game runtime and bot rather than from a
/// list: the bound classes with their members' types, the names in the `moonkit` module and
/// its tables, the anchors' and a Lua subclass's names, `files`, and the bot's `game`.
struct ScriptAPI {
    /// The classes of the `moonkit` module, in registration order (the root `Object` left out).
    var classes: [LuaBoundClass] = []
    /// The bot's `game` class.
    var game: LuaBoundClass
    /// Names that are not bound class members, with dots (`ui.after`, `ui.dispatch.main.async`,
    /// `anchor.__add`, `ViewController.extend`, `files.read`).
    var otherNames: Set<String> = []
    /// Where the module keeps each class table (`ui.View`, `ui.solver.Variable`), by class name.
    var classPaths: [String: String] = [:]
    /// The types the module's Swift functions carry (`LuaState.function(_:_:)`), by name with dots.
    var signatures: [String: LuaFunctionSignature] = [:]

    static func collect() throws -> ScriptAPI {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("moonkit-lua-defs-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/scripts", withIntermediateDirectories: true)
        try "-- no app: the module is all the walk needs\n".write(toFile: folder + "/scripts/game.lua", atomically: true, encoding: .utf8)
        try "return function(game) end\n".write(toFile: folder + "/scripts/bot.lua", atomically: true, encoding: .utf8)

        let runtime = try GameRuntime(script: folder + "/scripts/game.lua", print: { _ in })
        try runtime.start()
        let classes = runtime.lua.boundClasses.filter { $0.parent != nil }
        let bot = try BotRunner(bot: folder + "/scripts/bot.lua", runtime: runtime, print: { _ in })
        guard let game = bot.lua.boundClasses.first(where: { $0.name == "Game" }) else {
            throw DefinitionError(problems: ["the bot has no Game class"])
        }
        var api = ScriptAPI(classes: classes, game: game)

        runtime.lua.setGlobal("signatureOf", function: signatureOf)
        let walked = try runtime.lua.run(walk(classNames: classes.map(\.name)), name: "=walk")
        guard case .string(let text)? = walked.first else { throw DefinitionError(problems: ["the module walk returned nothing"]) }
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "\t").map(String.init)
            let name = parts[0]
            if parts.count == 2, parts[1].hasPrefix("class:") {
                api.classPaths[String(parts[1].dropFirst("class:".count))] = name
            }
            api.noteSignature(of: name, parts)
            let last = name.split(separator: ".").last.map(String.init) ?? name
            if last.hasPrefix("__"), !ReferenceDescriptions.operators.values.contains(last) { continue }
            api.otherNames.insert(name)
        }

        // `files`, as workers and bots get it.
        let lua = try LuaState()
        guard let files = makeFilesTable(for: lua, root: folder) else { throw DefinitionError(problems: ["no files table"]) }
        lua.setGlobal("files", files)
        lua.setGlobal("signatureOf", function: signatureOf)
        let listed = try lua.run("""
            local t = {}
            for k, f in pairs(files) do
              local how, signature = signatureOf(f)
              t[#t + 1] = "files." .. k .. "\\t" .. type(f) .. (how and ("\\t" .. how .. "\\t" .. signature) or "")
            end
            return table.concat(t, "\\n")
            """)
        guard case .string(let filesText)? = listed.first else { throw DefinitionError(problems: ["files listed nothing"]) }
        for line in filesText.split(separator: "\n") {
            let parts = line.split(separator: "\t").map(String.init)
            api.otherNames.insert(parts[0])
            api.noteSignature(of: parts[0], parts)
        }
        api.otherNames.insert("files")
        return api
    }

    /// `signatureOf(f)` for the walks: how the Swift function `f` is called (`"function"` or
    /// `"method"`) and its type, as it was made with them; nothing for other values.
    private static func signatureOf(_ call: inout LuaCall) {
        guard let signature = call.signature(ofFunction: 1) else { return }
        call.push(signature.isMethod ? "method" : "function")
        call.push(signature.text)
    }

    /// Keeps the signature a walk's line gives (`name<TAB>kind<TAB>function|method<TAB>type`).
    private mutating func noteSignature(of name: String, _ parts: [String]) {
        guard parts.count == 4 else { return }
        signatures[name] = parts[2] == "method" ? .method(parts[3]) : .function(parts[3])
    }

    /// Lua that lists the module's names as `path<TAB>kind`: a class table is `class:Name` and
    /// its functions are listed under the class's name (`ViewController.extend`); then the
    /// anchors' and expressions' metatables and a Lua subclass's own fields.
    private static func walk(classNames: [String]) -> String {
        let classSet = classNames.map { "[\"\($0)\"] = true" }.joined(separator: ", ")
        return """
        local ui = require "moonkit"
        local isClass = { \(classSet) }
        local out = {}
        local function add(path, kind, value)
          local line = path .. "\\t" .. kind
          if type(value) == "function" then
            local how, signature = signatureOf(value)
            if how then line = line .. "\\t" .. how .. "\\t" .. signature end
          end
          out[#out + 1] = line
        end
        local function walk(prefix, t)
          for k, v in pairs(t) do
            local path = prefix .. "." .. k
            if type(v) == "table" and isClass[k] then
              add(path, "class:" .. k)
              for f, member in pairs(v) do add(k .. "." .. f, type(member), member) end
            elseif type(v) == "table" then
              add(path, "table")
              walk(path, v)
            else
              add(path, type(v), v)
            end
          end
        end
        add("ui", "table")
        walk("ui", ui)
        local anchor = ui.View().top
        for k, v in pairs(getmetatable(anchor)) do add("anchor." .. k, type(v)) end
        for k, v in pairs(getmetatable(anchor + 1)) do add("expression." .. k, type(v)) end
        for k, v in pairs(ui.ViewController:extend "Screen") do add("Screen." .. k, type(v)) end
        return table.concat(out, "\\n")
        """
    }
}

/// Why the definitions could not be written: each problem names the member.
public struct DefinitionError: Error, CustomStringConvertible {
    public var problems: [String]
    public var description: String { problems.joined(separator: "\n") }
}
