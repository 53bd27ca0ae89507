import Testing
import Foundation
@testable import LuaBridge
import TestSupport
@testable import MoonLua
import MoonKit

/// Issue 32, "unclear messages": stack overflows through the engine, error values that are not
/// strings, memory errors under pcall, names with control bytes, a data source's misuse. Each
/// message names the script's file:line and says what to do.
@Suite("Messages a script author can act on (issue 32)")
struct ClearMessageTests {
    /// The errors (`file:line: message`) a game made while `body` ran in its `loadView`
    /// (`app`'s body starts on line 7, after `extra`'s lines).
    private func errors(_ body: String, extra: String = "", limits: GameLimits = .default,
                        layOut: Bool = false) throws -> (errors: [String], file: String) {
        let folder = try ScriptFolder(["game.lua": app(body, extra: extra)])
        let runtime = try GameRuntime(script: folder.path("game.lua"), limits: limits, print: { _ in })
        runtime.onError = { _ in }
        try runtime.start()
        if layOut { runtime.engine.window.layoutIfNeeded() }
        return (runtime.errors.map(\.error.located), folder.path("game.lua"))
    }

    private static let throughEngine = "through the engine (something it sets, observes, lays out or delegates calls it back): "
        + "change a value only when it differs, so that the calls end"

    @Test("a stack overflow through an observer, a layout pass or a delegate names the script's line and function")
    func overflowThroughTheEngine() throws {
        // Before: "moonkit:287: C stack overflow".
        let (observer, file) = try errors("""
              local t = ui.observable { x = 0 }
              t:observe("x", function(v) t.x = v + 1 end)
              t.x = 1
            """)
        #expect(observer == ["\(file):8: stack overflow: the function at \(file):8 runs again before it returns, "
                             + "196 times over, \(Self.throughEngine)"])
        // Before: "error in viewDidLayoutSubviews: C stack overflow", no file:line.
        let (layout, layoutFile) = try errors("", extra: """
            function Game:viewDidLayoutSubviews()
              self.view:setNeedsLayout()
              self.view:layoutIfNeeded()
            end
            """, layOut: true)
        #expect(layout == ["\(layoutFile):5: stack overflow: the function at \(layoutFile):3 runs again before it returns, "
                           + "99 times over, \(Self.throughEngine)"])
        // A setter whose delegate call sets it again.
        let (delegate, delegateFile) = try errors("""
              local scroll = ui.ScrollView { frame = { x = 0, y = 0, width = 100, height = 100 } }
              scroll.contentSize = { width = 100, height = 10000 }
              scroll.delegate = self
              view:addSubview(scroll)
              scroll.contentOffset = { x = 0, y = 1 }
            """, extra: """
            function Game:scrollViewDidScroll(scroll)
              scroll.contentOffset = { x = 0, y = scroll.contentOffset.y + 1 }
            end
            """)
        #expect(delegate == ["\(delegateFile):4: stack overflow: the function at \(delegateFile):3 runs again before it returns, "
                             + "65 times over, \(Self.throughEngine)"])
    }

    @Test("a plain recursion says so; caught by pcall, the message is the same")
    func plainRecursion() throws {
        let (plain, file) = try errors("""
              local function deeper(n) return 1 + deeper(n + 1) end
              local ok, message = pcall(deeper, 1)
              error(message, 0)
            """)
        #expect(plain == ["\(file):7: stack overflow: the function at \(file):7 calls itself at least 1400 times over "
                          + "without returning: make sure its recursion ends"])
        // A new closure at every level is still the same function.
        let (closures, closuresFile) = try errors("""
              local function outer(n)
                local inner = function() return outer(n + 1) + 1 end
                return inner()
              end
              outer(1)
            """)
        // `return inner()` is a tail call: outer's frames are gone, inner's are what repeats.
        #expect(closures == ["\(closuresFile):9: stack overflow: the function at \(closuresFile):8 calls itself at least "
                             + "1399 times over without returning: make sure its recursion ends"])
        // A message of the script's own that happens to end the same way is left as it is.
        let (own, ownFile) = try errors("error('my tower had a stack overflow')")
        #expect(own == ["\(ownFile):7: my tower had a stack overflow"])
        let (caught, caughtFile) = try errors("""
              local t = ui.observable { x = 0 }
              t:observe("x", function(v) t.x = v + 1 end)
              local ok, message = pcall(function() t.x = 1 end)
              error(message, 0)
            """)
        #expect(caught == ["\(caughtFile):8: stack overflow: the function at \(caughtFile):8 runs again before it returns, "
                           + "195 times over, \(Self.throughEngine)"])
    }

    @Test("every kind of error value is worded at the script's line")
    func errorValues() throws {
        let raise = "raise a string, as in error(\"what went wrong\")"
        let cases: [(String, String)] = [
            // Before: "error object is not a string".
            ("error(setmetatable({}, {__tostring = error}))",
             "error raised with a table value whose __tostring failed, raising a table: make __tostring return a string"),
            ("error(setmetatable({}, {__tostring = function() error('no words', 0) end}))",
             "error raised with a table value whose __tostring failed (no words): make __tostring return a string"),
            ("error(setmetatable({}, {__tostring = function() return 5 end}))",
             "error raised with a table value whose __tostring returned a number, not a string: make __tostring return a string"),
            ("error(setmetatable({}, {__tostring = function() return 'out of cheese' end}))", "out of cheese"),
            ("error(setmetatable({}, {__name = 'Oops'}))",
             "error raised with a Oops value, not a message: \(raise), or give the value a __tostring metamethod"),
            ("error({ code = 1 })", "error raised with a table value, not a message: \(raise), or give the value a __tostring metamethod"),
            // Before: each said "(error object is a … value)" with no file:line.
            ("error()", "error raised with nil, not a message: \(raise)"),
            ("error(false)", "error raised with the boolean false, not a message: \(raise)"),
            ("error(42)", "error raised with the number 42, not a message: \(raise)"),
            ("error(coroutine.create(print))", "error raised with a thread value, not a message: \(raise)"),
            ("error(print)", "error raised with a function value, not a message: \(raise)"),
        ]
        for (statement, message) in cases {
            let (found, file) = try errors(statement)
            #expect(found == ["\(file):7: \(message)"], "\(statement)")
        }
        // A bound object says what it is, as tostring does.
        let (object, objectFile) = try errors("error(ui.View {})")
        #expect(object.count == 1 && object[0].hasPrefix("\(objectFile):7: View: 0x"), "\(object)")
        // A __tostring that loops is stopped by the budget, and says so.
        var limits = GameLimits.default
        limits.instructionBudget = 100_000
        let (looping, file) = try errors("error(setmetatable({}, {__tostring = function() while true do end end}))", limits: limits)
        #expect(looping == ["\(file):7: error raised with a table value whose __tostring failed "
                            + "(\(file):7: instruction budget of 100000 exceeded): make __tostring return a string"])
        // pcall still hands the value itself back.
        let (kept, keptFile) = try errors("local t = {}; local ok, e = pcall(error, t); assert(e == t); error('kept', 0)")
        #expect(kept == ["kept"] && keptFile.hasSuffix("game.lua"))
    }

    @Test("a memory error caught by pcall names the line that asked for the memory")
    func memoryUnderPcall() throws {
        var limits = GameLimits.default
        limits.memoryLimit = 32 << 20
        let (found, file) = try errors("""
              local ok, message = pcall(function()
                local t = {}
                for i = 1, 1e9 do t[i] = i end
              end)
              error(message, 0)
            """, limits: limits)
        // Before: "not enough memory".
        #expect(found == ["\(file):9: memory limit of 32 MB exceeded"])
        // xpcall's handler is not called for a memory error (Lua's rule); the message has its place all the same.
        let (handled, handledFile) = try errors("""
              local ok, message = xpcall(function()
                local t = {}
                for i = 1, 1e9 do t[i] = i end
              end, function(m) return "handled: " .. tostring(m) end)
              error(message, 0)
            """, limits: limits)
        #expect(handled == ["\(handledFile):9: memory limit of 32 MB exceeded"])
        // A coroutine that runs out: the place is the line that resumed it (the main thread's).
        let (resumed, resumedFile) = try errors("""
              local co = coroutine.create(function()
                local t = {}
                for i = 1, 1e9 do t[i] = i end
              end)
              local ok, message = coroutine.resume(co)
              assert(not ok and coroutine.status(co) == "dead")
              error(message, 0)
            """, limits: limits)
        #expect(resumed == ["\(resumedFile):11: memory limit of 32 MB exceeded"])
    }

    @Test("names a script gave are quoted with their control bytes escaped")
    func quotedNames() throws {
        let (found, file) = try errors("""
              local messages = {}
              for _, f in ipairs {
                function() require "a\\0b" end,
                function() require "x\\n.y" end,
                function() local x = ui.View {}["a\\0b"] end,
                function() ui.View {}["bad\\1key"] = 1 end,
                function() local _ = os["exec\\0ute"] end,
                function() ui.Label { textAlignment = "left\\0" } end,
                function() ui.View { backgroundColor = "re\\0d\\n" } end,
                function() ui.Image.named("cat\\0") end,
              } do
                local _, message = pcall(f)
                messages[#messages + 1] = message
              end
              error(table.concat(messages, "|"), 0)
            """)
        let folder = PathText.folder(of: file)
        // Before: "invalid module name 'a" (cut at the NUL byte), and the control bytes raw.
        let modules = "a module name is letters, digits, _ and -, in parts joined by dots (require \"lib.words\")"
        #expect(found == [[
            "\(file):9: invalid module name 'a\\0b': \(modules)",
            "\(file):10: invalid module name 'x\\n.y': \(modules)",
            "\(file):11: View has no property 'a\\0b'",
            "\(file):12: View has no property 'bad\\1key'",
            "\(file):13: 'os.exec\\0ute' is not available in the sandbox",
            "\(file):14: bad value for property 'textAlignment' of Label ('left\\0' is not one of center, justified, left, natural, right)",
            "\(file):15: bad value for property 'backgroundColor' of View (no colour is named 're\\0d\\n')",
            "\(file):16: bad argument #1 to 'named' (no image named 'cat\\0' in \(folder)/images or \(folder) (tried 'cat\\0.png', 'cat\\0@2x.png', 'cat\\0@3x.png', 'cat\\0.jpg', 'cat\\0@2x.jpg', 'cat\\0@3x.jpg', 'cat\\0.jpeg', 'cat\\0@2x.jpeg', 'cat\\0@3x.jpeg', 'cat\\0'))",
        ].joined(separator: "|")])
        // MoonKit words the names it is given as the bridge does.
        for name in ["plain", "a\0b", "it's", "tab\there\r\n", "\u{7F}9", "x\u{1}2", "back\\slash", "é\u{1B}"] {
            #expect(MessageText.quoted(name) == LuaText.quoted(name), "\(name)")
        }
    }

    @Test("a data source that hands one cell to every row, or reloads while asked, is told so")
    func dataSourceMisuse() throws {
        let table = """
              local rows = ui.TableView { frame = { x = 0, y = 0, width = 300, height = 300 } }
              rows:register("row")
              rows.dataSource = self
              view:addSubview(rows)
            """
        // Before: one row shown, no message.
        let (same, file) = try errors(table, extra: """
            function Game:numberOfRowsInSection() return 3 end
            function Game:cellForRowAt(tableView, indexPath)
              self.only = self.only or tableView:dequeueReusableCell("row", indexPath)
              return self.only
            end
            """, layOut: true)
        let own = "give each row a cell of its own, from tableView:dequeueReusableCell(identifier, indexPath)"
        #expect(same == [
            "\(file):4: cellForRowAt returned for row 1 of section 0 the cell that row 0 of section 0 shows: \(own)",
            "\(file):4: cellForRowAt returned for row 2 of section 0 the cell that row 0 of section 0 shows: \(own)",
        ])
        // Before: an empty table, no message.
        let reload = "reloads the table while it asks its data source (%@), so that it would ask again for ever: "
            + "reload when the data changes, outside the data source's methods"
        let (reloading, reloadingFile) = try errors(table + "\n  rows.delegate = self", extra: """
            function Game:numberOfRowsInSection() return 1 end
            function Game:heightForRowAt(tableView) tableView.rowHeight = 50; return 40 end
            function Game:cellForRowAt(tableView, indexPath)
              tableView:reloadData()
              return tableView:dequeueReusableCell("row", indexPath)
            end
            """, layOut: true)
        #expect(reloading == [
            "\(reloadingFile):4: setting rowHeight " + reload.replacingOccurrences(of: "%@", with: "heightForRowAt"),
            "\(reloadingFile):6: reloadData " + reload.replacingOccurrences(of: "%@", with: "cellForRowAt"),
        ])
    }
}
