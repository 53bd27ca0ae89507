import Testing
import Foundation
@testable import LuaBridge
import TestSupport
@testable import MoonLua
@testable import MoonBots
import MoonKit

/// The names `docs/lua-api.md` documents, read by its convention: every backticked name in the
/// first cell of a table row, and the `ui.Name` in a heading (the classes and tables of the module).
struct ReferenceDocument {
    /// One documented name as written (`Label.text`, `View:addSubview`, `anchor + n`).
    struct Entry {
        let written: String
        /// `read/write` or `read-only` when the row says so.
        let access: String?
        /// The row's example (its last cell, when it is code).
        let example: String?
        /// Named by a heading (a class or table of the module) rather than a table row.
        var fromHeading = false
    }

    var entries: [Entry] = []
    /// First cells whose code does not follow the naming grammar: the convention is strict so a
    /// typo cannot silently drop a name out of the check.
    var malformed: [String] = []

    init(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("#") {
                // Only module names in headings: other headings quote code that is not a name.
                if let name = Self.code(in: line).first, name.hasPrefix("ui."), Self.isName(name) {
                    entries.append(Entry(written: name, access: nil, example: nil, fromHeading: true))
                }
                continue
            }
            guard line.hasPrefix("|") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard let first = cells.first, first.hasPrefix("`") else { continue }  // headers, separators
            let access = cells.first { $0 == "read/write" || $0 == "read-only" }
            let last = cells.last ?? ""
            let example = last.hasPrefix("`") && last.hasSuffix("`") && cells.count > 2
                ? String(last.dropFirst().dropLast()) : nil
            for name in Self.code(in: first) {
                if Self.isName(name) {
                    entries.append(Entry(written: name, access: access, example: example))
                } else {
                    malformed.append(name)
                }
            }
        }
    }

    /// The contents of the backtick spans of a line.
    static func code(in line: String) -> [String] {
        let parts = line.split(separator: "`", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count, by: 2).map { String(parts[$0]) }
    }

    /// `a.b.c`, `a.b:c`, or an operator row `anchor + n` / `expression * n`.
    static func isName(_ text: String) -> Bool {
        if operatorKey(text) != nil { return true }
        return text.range(of: #"^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*(:[A-Za-z_]\w*)?$"#, options: .regularExpression) != nil
    }

    static let operators = ["+": "__add", "-": "__sub", "*": "__mul"]

    /// `anchor + n` → `anchor.__add`: the metamethod that makes the operator.
    static func operatorKey(_ text: String) -> String? {
        let words = text.split(separator: " ")
        guard words.count == 3, words[0] == "anchor" || words[0] == "expression", words[2] == "n",
              let method = operators[String(words[1])] else { return nil }
        return "\(words[0]).\(method)"
    }

    /// The name compared with the bound names: colons read as dots, operators as metamethods.
    static func key(_ written: String) -> String {
        operatorKey(written) ?? written.replacingOccurrences(of: ":", with: ".")
    }
}

/// The names the Lua API really has, collected at run time from a game runtime, a bot and a
/// worker's `files`, with how each bound class member is accessed.
struct BoundNames {
    /// Every name, with dots (`Label.text`, `View.addSubview`, `ui.dispatch.main.async`).
    var all: Set<String> = []
    /// Members of bound classes called with a colon (`View.addSubview` for `view:addSubview`).
    var methods: Set<String> = []
    /// Properties of bound classes, each with whether scripts may assign it.
    var properties: [String: Bool] = [:]

    /// The hooks a Lua subclass of ViewController may define. `ScriptViewController` calls them
    /// from its Swift overrides, which no table holds, so they are listed here by hand (and
    /// `hooksAreCalled` below shows they are called); `init` is called by the prelude's `new`.
    static let subclassHooks = [
        "init", "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "willMove", "didMove",
        "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled",
    ]

    /// Lua that lists the module's tables and functions, the class tables' functions (`new`,
    /// `extend`, `Font.system`, which include those the prelude adds in Lua; a class in a table
    /// of the module, such as `ui.solver.Variable`, is listed by its name too), the anchor and
    /// expression metatables, and a Lua subclass's own fields. Names starting with `__` are
    /// internals (`__index`, `__name`, `__tostring`, …) except the three operators.
    static func moduleWalk(classes: [String]) -> String {
        let classSet = classes.map { "[\"\($0)\"] = true" }.joined(separator: ", ")
        return """
        local ui = require "moonkit"
        local isClass = { \(classSet) }
        local names = {}
        local function add(name) names[#names + 1] = name end
        local function walk(prefix, t)
          for k, v in pairs(t) do
            add(prefix .. "." .. k)
            if isClass[k] then   -- a class kept in a table of the module (ui.solver.Variable)
              for f in pairs(v) do add(k .. "." .. f) end
            elseif type(v) == "table" then
              walk(prefix .. "." .. k, v)
            end
          end
        end
        for k, v in pairs(ui) do
          add("ui." .. k)
          if isClass[k] then
            for f in pairs(v) do add(k .. "." .. f) end
          elseif type(v) == "table" then
            walk("ui." .. k, v)
          end
        end
        local anchor = ui.View().top
        for k in pairs(getmetatable(anchor)) do add("anchor." .. k) end
        for k in pairs(getmetatable(anchor + 1)) do add("expression." .. k) end
        for k in pairs(ui.ViewController:extend "Screen") do add("Screen." .. k) end
        return table.concat(names, "\\n")
        """
    }

    mutating func add(classes: [LuaBoundClass], as prefix: (String) -> String) {
        for bound in classes where bound.name != "Object" {  // the root binds nothing
            let owner = prefix(bound.name)
            for getter in bound.getters {
                all.insert("\(owner).\(getter)")
                properties["\(owner).\(getter)"] = bound.setters.contains(getter)
            }
            for method in bound.methods {
                all.insert("\(owner).\(method)")
                methods.insert("\(owner).\(method)")
            }
            for function in bound.functions { all.insert("\(owner).\(function)") }
            if bound.hasConstructor { all.insert("\(owner).new") }
        }
    }

    mutating func add(walked text: String) {
        for name in text.split(separator: "\n").map(String.init) {
            let last = name.split(separator: ".").last.map(String.init) ?? name
            if last.hasPrefix("__"), !ReferenceDocument.operators.values.contains(last) { continue }
            all.insert(name)
        }
    }

    static func collect() throws -> BoundNames {
        var names = BoundNames()
        let folder = try ScriptFolder([
            "scripts/game.lua": "-- no app: the module is all this test needs\n",
            "scripts/bot.lua": "return function(game) end\n",
        ])
        let runtime = try GameRuntime(script: folder.path("scripts/game.lua"), print: { _ in })
        try runtime.start()
        let classes = runtime.lua.boundClasses
        names.add(classes: classes) { $0 }
        let walked = try runtime.lua.run(moduleWalk(classes: classes.map(\.name)), name: "walk")
        guard case .string(let text)? = walked.first else { throw LuaError("the module walk returned nothing") }
        names.add(walked: text)
        for hook in subclassHooks { names.all.insert("Screen.\(hook)") }

        // The bot's `game` is the one instance of the bound class `Game`.
        let bot = try BotRunner(bot: folder.path("scripts/bot.lua"), runtime: runtime, print: { _ in })
        names.add(classes: bot.lua.boundClasses.filter { $0.name == "Game" }) { _ in "game" }

        // `files`, as workers and bots get it.
        let lua = try LuaState()
        guard let files = makeFilesTable(for: lua, root: folder.root) else { throw LuaError("no files table") }
        lua.setGlobal("files", files)
        let listed = try lua.run("local t = {} for k in pairs(files) do t[#t + 1] = 'files.' .. k end return table.concat(t, '\\n')")
        guard case .string(let filesText)? = listed.first else { throw LuaError("files listed nothing") }
        names.add(walked: filesText)
        return names
    }
}

@Suite("The Lua API reference (docs/lua-api.md)")
struct ReferenceTests {
    let document: ReferenceDocument

    init() throws {
        document = ReferenceDocument(try String(contentsOfFile: Repository.path("docs/lua-api.md"), encoding: .utf8))
    }

    @Test("every name the reference lists exists, and every bound name is listed")
    func namesMatchTheBindings() throws {
        #expect(document.malformed == [])
        let bound = try BoundNames.collect()
        let documented = Set(document.entries.map { ReferenceDocument.key($0.written) })
        #expect(documented.subtracting(bound.all).sorted() == [], "documented but not bound")
        #expect(bound.all.subtracting(documented).sorted() == [], "bound but not documented")
        // Not a vacuous pass: the module, every class and the bot are in both.
        #expect(bound.all.count > 200)
        #expect(bound.all.isSuperset(of: ["ui.after", "ui.dispatch.global.async", "Label.text", "View.addSubview",
                                          "anchor.__add", "Screen.touchesCancelled", "game.tap", "files.lines"]))
    }

    @Test("each name is written as scripts use it: methods with a colon, properties with a dot and their access")
    func namesAreWrittenAsUsed() throws {
        let bound = try BoundNames.collect()
        var wrong: [String] = []
        for entry in document.entries {
            let key = ReferenceDocument.key(entry.written)
            if bound.methods.contains(key), !entry.written.contains(":") { wrong.append("\(entry.written): a method, write ':'") }
            if let writable = bound.properties[key] {
                if entry.written.contains(":") { wrong.append("\(entry.written): a property, write '.'") }
                let access = writable ? "read/write" : "read-only"
                if entry.access != access { wrong.append("\(entry.written): \(access), documented \(entry.access ?? "without access")") }
            }
        }
        #expect(wrong == [])
    }

    @Test("every example is Lua that compiles")
    func examplesCompile() throws {
        let lua = try LuaState()
        var failures: [String] = []
        let examples = Set(document.entries.compactMap(\.example))
        for example in examples {
            do {
                _ = try lua.load(example, name: "=example")
            } catch {
                failures.append("\(example)\n  \(error.message)")
            }
        }
        #expect(failures == [])
        // Every table row of names has an example.
        #expect(document.entries.filter { $0.example == nil && !$0.fromHeading }.map(\.written) == [])
    }

    @Test("the subclass hooks the reference lists are called by the engine")
    func hooksAreCalled() throws {
        // A Screen that records every hook, shown as the child of the root so that it can also
        // be taken away again (willMove(nil), viewWillDisappear, viewDidDisappear).
        let (runtime, _) = try runGame("""
            local ui = require "moonkit"
            calls = {}
            local Screen = ui.ViewController:extend "Screen"
            for _, hook in ipairs { "init", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear",
                                    "viewDidDisappear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
                                    "willMove", "didMove", "touchesBegan", "touchesMoved", "touchesEnded",
                                    "touchesCancelled" } do
              Screen[hook] = function() calls[#calls + 1] = hook end
            end
            function Screen:loadView()
              calls[#calls + 1] = "loadView"
              self.view = ui.View { backgroundColor = "white" }
            end
            local Root = ui.ViewController:extend "Root"
            function Root:viewDidLoad()
              root = self
              self.child = Screen.new()
              self:addChild(self.child)
              self.view:addSubview(self.child.view)
              self.child.view.frame = { x = 0, y = 0, width = 400, height = 400 }
              self.child:didMoveToParent(self)
            end
            function Root:leave()
              self.child:willMoveToParent(nil)
              self.child.view:removeFromSuperview()
              self.child:removeFromParent()
            end
            return ui.App { device = "ipad", root = Root }
            """)
        let session = BotSession(engine: runtime.engine)
        let finger = session.touchDown(at: Point(x: 100, y: 100), force: 1)
        try session.touchMove(finger, to: Point(x: 120, y: 100), force: nil)
        try session.touchUp(finger)
        _ = session.touchDown(at: Point(x: 100, y: 100), force: 1)
        let window = runtime.engine.window
        #expect(window.activeTouches.count == 1)
        for touch in window.activeTouches { window.cancelTouch(touch) }
        _ = try runtime.lua.run("root:leave()")
        runtime.engine.step(1)
        #expect(runtime.errors.map(\.description) == [])
        let result = try runtime.lua.run("return table.concat(calls, ' ')")
        guard case .string(let text)? = result.first else { Issue.record("no calls recorded"); return }
        #expect(text.split(separator: " ").map(String.init) == [
            "init", "willMove", "loadView", "viewDidLoad", "didMove",
            "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear",
            "touchesBegan", "touchesMoved", "touchesEnded", "touchesBegan", "touchesCancelled",
            // removeFromParent tells the child didMove(nil), as UIKit's does.
            "willMove", "viewWillDisappear", "viewDidDisappear", "didMove",
        ])
        // Every hook the reference lists, and only those, was seen.
        let documented = Set(document.entries.map(\.written).filter { $0.hasPrefix("Screen:") }
            .map { String($0.dropFirst("Screen:".count)) })
        #expect(documented.subtracting(["extend"]) == Set(BoundNames.subclassHooks))
        #expect(Set(text.split(separator: " ").map(String.init)) == Set(BoundNames.subclassHooks))
    }
}
